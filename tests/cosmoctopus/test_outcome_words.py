"""The results' details count tentacles in words a player reads: '1 tentacle', '3 tentacles'."""

from __future__ import annotations

from games.cosmoctopus.rules import coop, scoring
from tabletop.rules.decisions import AUTOMATON

from .builders import CAT, RULES


def test_one_tentacle_is_singular_in_the_competitive_and_the_pi_results():
    state = RULES.setup(2, {}, 1)
    state.phase, state.winner, state.tentacles = "over", 0, [8, 1]
    assert scoring.outcome(CAT, state).details[1][0] == "1 tentacle"
    assert scoring.outcome(CAT, state).details[0][0] == "8 tentacles"
    solo = RULES.setup(1, {"mode": "pi"}, 1)
    solo.phase, solo.winner, solo.tentacles, solo.pi_tentacles = "over", AUTOMATON, [1], 8
    assert coop.outcome(CAT, solo).details[0][0] == "1 tentacle"
