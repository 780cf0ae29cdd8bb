"""The cosmic bridge in whole games: the rules contract kept with the bridge on random layouts (the
Disconnected one always), and the computer players: worlds sampled while the tiles lie face down, Normal
moving a token when that reaches a better tile, and not when it only costs a card."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.cosmoctopus.rules import bot
from games.cosmoctopus.rules.game import LAYOUTS
from tabletop.bots.base import Budget
from tabletop.bots.normal import GreedyBot
from tabletop.rules.core import Action
from tests.test_conformance import play_checked

from .bridging import bridged
from .builders import RULES, in_play, pool

OTHER = random.Random(21).sample([name for name in LAYOUTS if name != "disconnected"], 2)


@pytest.mark.slow  # random games with every check: the conformance tier
@pytest.mark.parametrize(("layout", "players"), [("disconnected", 3), (OTHER[0], 2), (OTHER[1], 4)])
def test_a_random_bridge_game_keeps_the_rules_contract(layout, players):
    match = play_checked("cosmoctopus", players, {"bridge": "on", "layout": layout}, seed=21 + players)
    assert len(match.state.bridge) == 2 and match.replayed() == match.state


def test_a_world_sampled_while_the_tiles_lie_face_down_lays_them_all_at_random():
    state = RULES.setup(3, {"bridge": "on", "layout": "disconnected"}, 8)
    view = RULES.view(state, 1)
    world = bot.sample(RULES, view, 1, random.Random(2))
    assert RULES.view(world, 1) == view
    assert Counter(RULES.all_component_ids(world)) == Counter(RULES.all_component_ids(state))


def _normal_choice(state) -> Action:
    """Returns Normal's choice for seat 0."""
    legal = RULES.legal_actions(state)
    return GreedyBot(bot).choose(RULES, RULES.view(state, 0), 0, legal, random.Random(1), Budget(5.0)).action


def test_normal_moves_a_token_to_reach_the_tile_that_completes_its_constellation():
    state = bridged(tokens=(0, 2), hand=("gilded-barnacle",))  # Murmur Grotto (whispers) on cell 2
    in_play(state, 0, "the-lantern-fish")
    state.slots["the-lantern-fish"] = [True, True, False, True]  # only its whispers slot C is open
    pool(state)
    assert _normal_choice(state) == Action("bridge_start", 0)
    state = RULES.apply(state, Action("bridge_start", 0))
    assert _normal_choice(state) == Action("bridge", 0, "bridge_a", "tile:4")  # then across to cell 2


def test_normal_keeps_its_card_when_the_bridge_brings_nothing_better():
    state = bridged(tokens=(0, 8), hand=("gilded-barnacle",))
    pool(state)
    assert _normal_choice(state).kind == "move"
