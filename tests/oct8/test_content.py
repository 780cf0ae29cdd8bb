"""The rules own their content: a smaller card set is other content, not other code."""

from __future__ import annotations

import random
from collections import Counter

import msgspec
import pytest

from games.oct8.rules import schema
from games.oct8.rules.game import Oct8Rules
from tabletop.bots.base import Budget
from tabletop.bots.players import decide, make_bot
from tests.oct8.builders import CAT, RULES

# Fewer arm cards of each colour (12, not 26) and fewer heads (5 of each colour, not 10).
SMALL_ARMS = [
    schema.ArmCount(arms, count)
    for arms, count in ((1, 2), (2, 2), (3, 2), (4, 2), (5, 1), (6, 1), (7, 1), (8, 1))
]
MOST_STEPS = 5000  # far more than a small game takes: a game that never ends fails instead of hanging


def small_content() -> schema.Content:
    """Returns the game's content with fewer arm cards per colour and fewer heads."""
    return msgspec.structs.replace(RULES.content, arm_cards=SMALL_ARMS, heads_per_colour=5)


def test_the_small_content_breaks_only_the_rulebooks_totals():
    # The check holds the real game to the rulebook's 30 heads and 78 arm cards; every other rule of
    # the schema (colours, arm numbers, the fixed numbers, the chips) the small set keeps.
    assert [where for where, _ in schema.check(small_content())] == ["arm_cards", "heads_per_colour"]


def test_the_rules_read_their_own_content():
    small = Oct8Rules(small_content())
    assert len(small.catalog.arm_cards) == 36 and len(small.catalog.heads) == 15
    assert small.catalog is not CAT and len(CAT.arm_cards) == 78 and len(CAT.heads) == 30


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("length", ["full", "short"])
def test_random_games_with_the_small_content_end_with_every_card_accounted_for(players, length):
    rules = Oct8Rules(small_content())
    cat = rules.catalog
    everything = Counter(cat.heads + cat.arm_cards + cat.chips)
    for seed in range(8):
        rng = random.Random(seed)
        state = rules.setup(players, {"length": length}, seed)
        for _ in range(MOST_STEPS):
            assert Counter(rules.all_component_ids(state)) == everything
            legal = rules.legal_actions(state)
            if not legal:
                break
            state = rules.apply(state, rng.choice(legal))
        outcome = rules.outcome(state)
        assert outcome is not None and len(outcome.scores) == players
        assert rules.narrator.prompt(rules.view(state, 0), 0) == "The game is over."


def test_the_computer_players_imagine_and_weigh_with_the_game_s_own_cards():
    # The hints are handed the rules in play: a sample of the small set deals the small set's cards.
    small = Oct8Rules(small_content())
    state, rng = small.setup(3, {}, 5), random.Random(5)
    bot = make_bot("oct8", "normal")
    for _ in range(60):
        state = small.apply(state, decide(small, state, bot, rng, Budget(simulations=4)).action)
    assert small.outcome(state) is None or small.outcome(state).winners
