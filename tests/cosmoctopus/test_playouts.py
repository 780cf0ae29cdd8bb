"""Random playouts: every variant and seat count finishes with no exception and no lost or made component."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from .builders import RULES

SETTINGS = [
    (players, options)
    for players in (2, 3, 4)
    for options in ({}, {"length": "express"}, {"hands": "starter"}, {"hands": "draft"})
]


@pytest.mark.parametrize(("players", "options"), SETTINGS)
def test_random_games_finish_and_keep_every_component(players, options):
    for seed in range(2):
        rng, state = random.Random(seed), RULES.setup(players, dict(options), seed)
        components = Counter(RULES.all_component_ids(state))
        for _ in range(20_000):
            legal = RULES.legal_actions(state)
            if not legal:
                break
            state = RULES.apply_legal(state, rng.choice(legal))
            assert Counter(RULES.all_component_ids(state)) == components
            assert all(n >= 0 for pool in state.pool for n in pool.values())
        outcome = RULES.outcome(state)
        assert outcome is not None and outcome.winners and max(state.tentacles) >= 8
