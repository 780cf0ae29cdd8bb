"""A variant card set is other content: Rules built from it play whole games with every card kept."""

from __future__ import annotations

import random
from collections import Counter

import msgspec
import pytest

from games.rainbow_octopus.rules.game import RainbowOctopusRules
from games.rainbow_octopus.rules.schema import Content, check
from tabletop.bots.base import Budget
from tabletop.bots.players import decide, make_bot
from tabletop.registry import load_table

from .loaded import RULES


def small_deck() -> Content:
    """Returns the content with one tentacle per colour and arm: 56 cards instead of 119."""
    tentacles = [t for t in RULES.content.tentacles if t.id.endswith("-a")]
    return msgspec.structs.replace(RULES.content, tentacles=tentacles)


def calm_tides() -> Content:
    """Returns the content with every tide's turn the basic one and nothing done on its reveal."""
    basic = list(RULES.content.basic_turn)
    tides = [msgspec.structs.replace(t, steps=basic, reveal=[]) for t in RULES.content.tides]
    return msgspec.structs.replace(RULES.content, tides=tides)


def play_out(rules: RainbowOctopusRules, players: int, options: dict, seed: int) -> Counter:
    """Plays seeded random legal actions to the end; returns the components, checked unchanged throughout."""
    state = rules.setup(players, options, seed)
    start = Counter(rules.all_component_ids(state))
    pick = random.Random(seed)
    for _ in range(20_000):
        if rules.outcome(state) is not None:
            return start
        state = rules.apply(state, pick.choice(rules.legal_actions(state)))
        assert Counter(rules.all_component_ids(state)) == start
    raise AssertionError("the game did not end")


def test_the_small_deck_differs_from_the_rulebook_only_in_its_counts():
    assert {where for where, _ in check(small_deck())} == {"tentacles"}
    assert check(calm_tides()) == []


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("powers", ["off", "on"])
def test_a_small_deck_plays_to_the_end_with_every_card_accounted_for(seed, powers):
    small = small_deck()
    rules = RainbowOctopusRules(small)
    players = 2 + seed % 4
    found = play_out(rules, players, {"powers": powers}, seed)
    assert all(n == 1 for n in found.values())
    tentacles = {c for c in found if c in rules.catalog.arm_of}
    assert tentacles == {t.id for t in small.tentacles} and len(tentacles) == 56
    assert len(RULES.catalog.arm_of) == 119, "the registry's rules keep their own content"


@pytest.mark.parametrize("seed", range(4))
def test_calm_tides_play_every_turn_as_the_basic_one(seed):
    rules = RainbowOctopusRules(calm_tides())
    found = play_out(rules, 3, {"powers": "on"}, seed)
    assert {c for c in found if c in rules.catalog.arm_of} == {t.id for t in RULES.content.tentacles}
    state = rules.setup(3, {}, seed)
    while rules.outcome(state) is None and state.round < 2:
        state = rules.apply(state, rules.legal_actions(state)[0])
    prompt = rules.narrator.prompt(state, rules.to_act(state))
    assert prompt.endswith("draw 1 card (0 of 1 drawn).")


def test_the_computer_players_imagine_and_weigh_with_the_game_s_own_cards():
    # The hints are handed the rules in play: a sample of the small deck deals the small deck's cards.
    rules = RainbowOctopusRules(small_deck())
    state, rng = rules.setup(3, {"powers": "on"}, 5), random.Random(5)
    bot = make_bot("rainbow_octopus", "normal")
    for _ in range(60):
        decision = decide(rules, state, bot, rng, Budget(simulations=4))
        state = rules.apply(state, decision.action)
    assert RULES.catalog is not rules.catalog and len(rules.catalog.arm_of) < len(RULES.catalog.arm_of)


def test_a_design_is_built_for_the_rules_it_draws():
    small = RainbowOctopusRules(small_deck())
    assert load_table(small).rules is small and load_table(RULES).rules is RULES
