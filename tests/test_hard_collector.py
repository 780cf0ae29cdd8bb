"""Hard's search and the garbage collector: no full collection inside a decision (one walks the whole
process's objects and made decisions late), young ones as usual, the collector's thresholds given back."""

from __future__ import annotations

import gc
import random

import pytest

from tabletop import registry
from tabletop.bots.base import Budget
from tabletop.bots.hard import SearchBot
from tests.test_bots import random_states

GAME = "sneaky_octopuses"  # its search remembers thousands of positions: full collections fall due in it


@pytest.fixture
def eager_collector():
    """Sets thresholds that make a full collection due at nearly every young one; yields the collections
    started (their generations) while it lasts, then puts the collector back as it was."""
    thresholds = gc.get_threshold()
    started: list[int] = []

    def note(phase, info):
        if phase == "start":
            started.append(info["generation"])

    gc.callbacks.append(note)
    gc.set_threshold(50, 1, 1)
    try:
        yield started
    finally:
        gc.callbacks.remove(note)
        gc.set_threshold(*thresholds)


def questions(count: int) -> list[tuple]:
    """Returns `count` decisions to make: the rules, a seat, its view and its legal actions."""
    found = []
    for rules, state in random_states(GAME, count, seed=21):
        seat = rules.to_act(state)
        found.append((rules, seat, rules.view(state, seat), rules.legal_actions(state)))
    return found


def a_decision(bot: SearchBot, question: tuple, index: int):
    rules, seat, view, legal = question
    return bot.choose(rules, view, seat, legal, random.Random(index), Budget(30, 150))


def test_a_search_makes_no_full_collection_however_often_one_is_due(eager_collector):
    bot = SearchBot(registry.load_bot(GAME))
    for index, question in enumerate(questions(2)):
        eager_collector.clear()
        decision = a_decision(bot, question, index)
        assert decision.simulations > 0
        assert 0 in eager_collector, "the young generation is collected as usual"
        assert 2 not in eager_collector, "a full collection ran inside the decision"
        assert gc.get_threshold() == (50, 1, 1), "the collector's thresholds are given back"
    gc.collect()
    assert eager_collector[-1] == 2  # outside a decision, full collections run


def test_the_collector_is_given_back_its_thresholds_when_a_search_fails(eager_collector):
    class Failing:
        def __init__(self, hints):
            self.inner = hints

        def __getattr__(self, name):
            return getattr(self.inner, name)

        def sample(self, rules, view, seat, rng):
            raise RuntimeError("no world")

    bot = SearchBot(Failing(registry.load_bot(GAME)))
    with pytest.raises(RuntimeError, match="no world"):
        a_decision(bot, questions(1)[0], 0)
    assert gc.get_threshold() == (50, 1, 1)
