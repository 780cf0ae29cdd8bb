"""The rulebook's three FAQ answers, played out."""

from __future__ import annotations

import pytest

from games.oct8.rules import scoring
from games.oct8.rules.state import pending_of
from tabletop.rules.core import IllegalAction
from tests.oct8.builders import CAT, RULES

from .builders import act, area, empty_hand, free_head, give, legal, octopus, set_secret, table


def two_areas():
    """Seat 0 has a red octopus; seat 1 a green one (not blocked) and a blue one (blocked)."""
    state = table(3)
    empty_hand(state, 0)
    give(state, 0, "arm-red-1-a", "arm-red-2-a", "arm-blue-1-a")
    mine = free_head(state, "red")
    area(state, 0, octopus(state, mine, "arm-green-3-a", "arm-blue-5-a"))
    green, blue = free_head(state, "green"), free_head(state, "blue")
    area(state, 1, octopus(state, green, "arm-red-3-a", "arm-green-5-a"))
    area(state, 1, octopus(state, blue, "arm-blue-3-a", "arm-blue-5-b"))
    return state, mine, green, blue


def test_faq_another_players_arms_can_only_be_swapped_with_the_arm_swap():
    state, mine, green, blue = two_areas()
    theirs = {"arm-red-3-a", "arm-green-5-a", "arm-blue-3-a", "arm-blue-5-b"}
    moves = {a.kind for a in legal(state) if a.piece in theirs or a.target in (f"oct:{green}", f"oct:{blue}")}
    assert moves == {"swap_arm"}
    with pytest.raises(
        IllegalAction, match="Only arm cards of your own octopuses can be swapped for hand cards."
    ):
        act(state, "swap_out", 0, "arm-red-3-a", "hand:0")
    with pytest.raises(
        IllegalAction, match="Hand cards go onto the shared heads, not onto other players' octopuses."
    ):
        act(state, "attach", 0, "arm-red-1-a", f"oct:{green}")
    state = act(state, "swap_arm", 0, "arm-green-3-a", f"oct:{green}")
    assert pending_of(state).kind == "swap_octo"


def test_faq_but_not_with_blocked_octopuses():
    state, mine, green, blue = two_areas()
    assert not [
        a for a in legal(state) if a.piece in ("arm-blue-3-a", "arm-blue-5-b") or a.target == f"oct:{blue}"
    ]
    with pytest.raises(IllegalAction, match="blue octopus is blocked: all its arms are blue."):
        act(state, "swap_arm", 0, "arm-blue-3-a", f"oct:{mine}")


def test_faq_shipped_octopuses_count_and_each_matching_arm_scores_two_in_your_colour():
    state = table(2)
    set_secret(state, 0, "green")
    green = free_head(state, "green")
    state.shipped[0].append(octopus(state, green, "arm-green-1-a", "arm-green-2-a", "arm-red-5-a"))
    parts = scoring.score(CAT, state, 0)
    assert (parts.shipped, parts.bonus, parts.total) == (2, 2, 4)
    set_secret(state, 0, "blue")
    assert scoring.score(CAT, state, 0).total == 2  # still counts, once, in another colour


def test_faq_removing_two_heads_of_each_colour_shortens_the_game():
    full = RULES.setup(3, {"first": "1"}, 8)
    short = RULES.setup(3, {"first": "1", "length": "short"}, 8)
    assert len(full.head_deck) - len(short.head_deck) == 6
    assert len(short.boxed) == 6 and not set(short.boxed) & set(RULES.all_component_ids(short)) - set(
        short.boxed
    )
