"""Hard tuned with playout_choices: its rollouts and own steps weigh only the moves the game names."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tabletop import registry
from tabletop.bots.base import Budget
from tabletop.bots.hard import SearchBot, Tuning
from tests.test_bots import random_states

GAME = "oct8"  # a game whose hints name the moves a playout weighs


class Naming:
    """The game's hints, counting how often the search asks which moves a playout weighs."""

    def __init__(self, hints):
        self.inner, self.asked = hints, 0

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def playout_choices(self, rules, state, legal, rng):
        self.asked += 1
        chosen = self.inner.playout_choices(rules, state, legal, rng)
        assert set(chosen) <= set(legal)
        return chosen


@pytest.mark.parametrize("named", [True, False])
def test_only_a_search_tuned_so_asks_the_game_which_moves_a_playout_weighs(named):
    hints = Naming(registry.load_bot(GAME))
    tuning = dataclasses.replace(Tuning(**hints.SEARCH), playout_choices=named)
    bot = SearchBot(hints, tuning)
    for i, (rules, state) in enumerate(random_states(GAME, 4, seed=5)):
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        decision = bot.choose(rules, rules.view(state, seat), seat, legal, random.Random(i), Budget(30, 30))
        assert decision.action in legal
    assert (hints.asked > 0) == named


def test_the_default_tuning_weighs_every_move():
    assert Tuning().playout_choices is False
