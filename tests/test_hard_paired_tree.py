"""Hard's paired tree (Tuning.paired_tree): off by default; where a game sets it, every sampled world walks
every root candidate down the tree with the same random stream, so the candidates are compared in the same
worlds and stay even, while the replies below the root still grow as a tree."""

from __future__ import annotations

import dataclasses
import random

from tabletop import registry
from tabletop.bots.base import Budget
from tabletop.bots.hard import SearchBot, Tuning
from tests.test_bots import random_states

GAME = "rainbow_pirates"


def test_the_default_tuning_walks_one_candidate_a_simulation():
    assert Tuning().paired_tree is False


def test_every_world_walks_every_candidate_and_the_replies_grow_as_a_tree():
    hints = registry.load_bot(GAME)
    tuning = dataclasses.replace(Tuning(**hints.SEARCH), paired_tree=True, tree_depth=2)
    checked = 0
    for rules, state in random_states(GAME, 6, seed=3):
        seat, legal = rules.to_act(state), rules.legal_actions(state)
        search = SearchBot(hints, tuning)
        roots = []
        seed_root = search.seed_root

        def keeping(*args, seed_root=seed_root, roots=roots):
            roots.append(seed_root(*args))
            return roots[-1]

        search.seed_root = keeping
        view = rules.view(state, seat)
        decision = search.choose(rules, view, seat, legal, random.Random(1), Budget(60, 90))
        if not roots or len(roots[0].children) < 2:  # no search (a move under way), or nothing to compare
            continue
        root = roots[0]
        counts = {child.visits for child in root.children.values()}
        assert len(counts) == 1, counts  # every candidate walked in every world (all had the same prior)
        assert decision.simulations >= 90 and decision.simulations % len(root.children) == 0
        assert any(child.children for child in root.children.values())  # the replies are nodes below
        assert decision.action == max(root.children, key=lambda a: root.children[a].mean())
        checked += 1
    assert checked >= 3
