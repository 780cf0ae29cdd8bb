"""Hard's tree tuned with its own UCT constant (Tuning.exploration): off by default (every game's search
as before), and where a game sets it, its tree picks by it."""

from __future__ import annotations

import dataclasses
import random

from tabletop import registry
from tabletop.bots import hard
from tabletop.bots.base import Budget
from tabletop.bots.hard import EXPLORATION, Node, SearchBot, Tuning
from tabletop.rules.core import Action
from tests.test_bots import random_states


def a_node() -> tuple[Node, Action, Action]:
    """Returns a node whose child `tried` scores better than `less` but was tried ten times as often."""
    tried, less = Action("x", 0, "tried"), Action("x", 0, "less")
    node = Node(0, 44, 0.0)
    node.children = {tried: Node(0, 40, 40 * 0.6), less: Node(0, 4, 4 * 0.5)}
    for child in node.children.values():
        child.offered = 44
    return node, tried, less


def test_the_default_tuning_explores_as_before():
    assert Tuning().exploration == EXPLORATION == 0.7
    node, tried, less = a_node()
    assert SearchBot.select(node, [tried, less], 0, random.Random(1)) == (less, False)


def test_a_lower_exploration_picks_the_child_that_scores_best():
    node, tried, less = a_node()
    assert SearchBot.select(node, [tried, less], 0, random.Random(1), 0.1) == (tried, False)


def test_a_search_tuned_so_walks_its_tree_with_that_constant(monkeypatch):
    game = "sneaky_octopuses"
    hints = registry.load_bot(game)
    asked = []
    select = SearchBot.select

    def recording(node, legal, actor, rng, exploration=EXPLORATION):
        asked.append(exploration)
        return select(node, legal, actor, rng, exploration)

    monkeypatch.setattr(hard.SearchBot, "select", staticmethod(recording))
    bot = SearchBot(hints, dataclasses.replace(Tuning(**hints.SEARCH), exploration=0.05))
    rules, state = next((r, s) for r, s in random_states(game, 40, seed=3) if len(r.legal_actions(s)) >= 3)
    seat = rules.to_act(state)
    decision = bot.choose(
        rules, rules.view(state, seat), seat, rules.legal_actions(state), random.Random(2), Budget(30, 60)
    )
    assert decision.action in rules.legal_actions(state)
    assert asked and set(asked) == {0.05}
