"""A refused move says why (issue 33 item 13): never a bare "Not now.", always what the step is for."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.registry import load_table
from tabletop.rules.core import Action
from tests.laid_out import laid_out

from .loaded import RULES
from .test_builders import act, give, stack, table


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def test_a_card_dropped_on_an_arm_during_the_draw_says_the_step_is_for_drawing():
    state = table(players=2, tide="kelp_forest")
    give(state, 0, "red-3-a")
    why = RULES.why_not_drop(state, 0, "red-3-a", "arm:0:3")
    assert (
        why
        == "This step is not for playing a card on your octopus. Kelp Forest: draw 2 cards (0 of 2 drawn)."
    )


def test_undercurrent_s_discard_of_a_card_not_just_drawn_names_the_card_to_discard():
    state = table(players=2, tide="undercurrent")
    give(state, 0, "red-3-a")
    stack(state, "blue-5-a", "green-4-a")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "blue-5-a", "arm:0:5")
    why = RULES.why_not(state, Action("discard", 0, "red-3-a", "discard"))
    assert why == "Undercurrent: discard the other card you just drew (marked NEW), not this one."


def test_no_drop_on_the_table_is_refused_with_a_bare_not_now():
    table_design = load_table(RULES)
    rng = random.Random(3)
    refused = 0
    for seed in range(2):
        state = RULES.setup(3, {"powers": "on"}, seed)
        for _ in range(120):
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
