"""A refused Oct8 move says why (issue 33 item 13): never a bare "Not now.", always what the step is for."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.registry import load_table
from tabletop.rules.core import Action
from tests.laid_out import laid_out
from tests.oct8.builders import RULES, act, area, free_head, give, octopus, shared, table


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def test_an_octopus_s_arm_card_dropped_during_an_attach_says_the_attach_takes_hand_cards():
    state = table(2)
    red, green, blue = (free_head(state, c) for c in ("red", "green", "blue"))
    shared(state, octopus(state, red, "arm-blue-3-a"), [green], [blue])
    mine = free_head(state, "green", 2)
    area(state, 0, octopus(state, mine, "arm-green-2-a"))
    give(state, 0, "arm-red-1-a")
    state = act(state, "attach", 0, "arm-red-1-a", f"oct:{red}")
    why = RULES.why_not_drop(state, 0, "arm-green-2-a", f"oct:{red}")
    assert why == "An attach puts hand cards on the red head (4/8): Confirm or Cancel it first."


def test_a_move_of_another_step_says_what_the_step_is_for():
    state = table(2)
    why = RULES.why_not(state, Action("end_turn", 0))
    assert why.startswith("This step is not for ending the turn. Your octopus action: draw, attach or swap")


def test_no_drop_on_the_table_is_refused_with_a_bare_not_now():
    table_design = load_table(RULES)
    rng = random.Random(3)
    refused = 0
    for seed in range(2):
        state = RULES.setup(3, {}, seed)
        for _ in range(150):
            legal = RULES.legal_actions(state)
            if not legal:
                break
            seat = RULES.to_act(state)
            items = laid_out(RULES, table_design, state, seat)
            pieces = [i.piece for i in items if i.piece]
            zones = [i.zone for i in items if i.zone]
            for _ in range(8):
                why = RULES.why_not_drop(state, seat, rng.choice(pieces), rng.choice(zones))
                assert not why.startswith("Not now"), why
                refused += bool(why)
            state = RULES.apply(state, rng.choice(legal))
    assert refused > 300
