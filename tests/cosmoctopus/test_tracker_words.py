"""The tentacle trackers never say '9 of 8': 2 tentacles for Forbidden Knowledge at 7 end on 9, shown as
'8 of 8 tentacles (+1)' (the PI's tracker, every tip), '8 of 8 (+1)' (the big seat's board) and
'8/8 (+1)' (the other seats' panels, the PI's header)."""

from __future__ import annotations

import pygame
import pytest

from games.cosmoctopus.rules.words import tentacles_of, tentacles_short
from games.cosmoctopus.table.scene import CosmoTable
from tests.laid_out import laid_out

from .builders import RULES, table
from .pi_builders import pi_table

TABLE = CosmoTable(RULES)


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def shown(state, viewer: int = 0) -> str:
    """Returns every word of the table's labels and tips, one per line."""
    items = laid_out(RULES, TABLE, state, viewer)
    labels = [i.key.split(":", 5)[5] for i in items if i.key.startswith("co:text:")]
    return "\n".join(labels + [i.tip for i in items if i.tip])


def test_the_words_cap_the_count_and_say_the_rest():
    assert tentacles_of(5, 8) == "5 of 8 tentacles" and tentacles_of(8, 8) == "8 of 8 tentacles"
    assert tentacles_of(9, 8) == "8 of 8 tentacles (+1)" and tentacles_of(9, 8, False) == "8 of 8 (+1)"
    assert tentacles_short(7, 8) == "7/8" and tentacles_short(9, 8) == "8/8 (+1)"


@pytest.mark.parametrize("players", [1, 3])
def test_the_pi_s_tracker_on_9_reads_8_of_8_plus_1(players):
    state = pi_table(players)
    state.pi_tentacles = 9
    words = shown(state)
    assert "8/8 (+1)" in words.split("\n")  # the header; solo, the roomy panel's tracker too
    assert ("8 of 8 tentacles (+1)" in words.split("\n")) == (players == 1)
    assert "9 of 8" not in words and "9/8" not in words


def test_a_seat_on_9_reads_8_of_8_plus_1_on_its_board_and_in_the_others_panels():
    state = table(3)
    state.tentacles[1] = 9
    big, other = shown(state, 1), shown(state, 0)
    assert "8 of 8 (+1)" in big.split("\n") and "8 of 8 tentacles (+1)" in big
    assert "8/8 (+1)" in other.split("\n") and "8 of 8 tentacles (+1)" in other
    assert not any(bad in big + other for bad in ("9 of 8", "9/8"))
