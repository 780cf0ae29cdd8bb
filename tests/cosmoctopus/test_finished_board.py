"""A co-op player who reached 8 tentacles: their board shows the 8 reached and 'done', not '0 of 8' (the
tentacles went back to the supply), on their own board and on the panel the others see."""

from __future__ import annotations

import pygame
import pytest

from games.cosmoctopus.table.scene import CosmoTable
from tests.laid_out import laid_out

from .builders import RULES
from .pi_builders import pi_table
from .test_investigator_coop import reach_eight


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def texts(state, viewer: int) -> list[str]:
    items = laid_out(RULES, CosmoTable(RULES), state, viewer)
    return [i.key for i in items]


def test_a_finished_player_s_board_says_8_reached_not_0_of_8():
    # A real-window co-op game showed Ben '0 of 8 tentacles' beside 'You have reached 8 tentacles'.
    state = reach_eight(pi_table(2))
    assert state.finished[0] and state.tentacles[0] == 0
    state.pi_tentacles, state.tentacles[1] = 3, 2  # no other '0 of 8' or '0/8' on the table
    own = texts(state, 0)
    assert any(k.endswith(":reached 8: done") for k in own)
    assert not any(k.endswith(":0 of 8 tentacles") for k in own)
    assert sum(":True:34" in k for k in own if k.startswith("co:tentacle:")) == 8
    other = texts(state, 1)
    assert any(k.endswith(":done") for k in other) and not any(k.endswith(":0/8") for k in other)
