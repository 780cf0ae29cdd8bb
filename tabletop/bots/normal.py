"""Normal: one-step greedy. Each legal action is tried in a few sampled worlds and scored by the game."""

from __future__ import annotations

import random
import time

from tabletop.bots.base import Budget, Decision, GameHints, committed, value
from tabletop.rules.core import Action, GameState, Rules

WORLDS = 6  # sampled deals per decision: enough to weigh a draw, cheap enough to feel instant
BUDGET_SHARE = 0.8  # stop sampling more worlds after this share of the time budget
TIE = 1e-9


class GreedyBot:
    """Takes the action whose result the game's evaluation likes best, averaged over sampled worlds."""

    def __init__(self, hints: GameHints, worlds: int = WORLDS):
        self.hints = hints
        self.worlds = worlds

    def choose(
        self,
        rules: Rules,
        view: GameState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        budget: Budget,
    ) -> Decision:
        """Returns the best-scoring legal action; ties go to a random one of the best."""
        start = time.perf_counter()
        legal = committed(legal)
        scores = self.scores(rules, view, seat, legal, rng, start + budget.seconds * BUDGET_SHARE)
        best = max(scores.values())
        action = rng.choice([a for a in legal if scores[a] >= best - TIE])
        return Decision(action, time.perf_counter() - start, self.worlds * len(legal))

    def scores(
        self,
        rules: Rules,
        view: GameState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        deadline: float,
    ) -> dict[Action, float]:
        """Returns each legal action's value to the seat, averaged over sampled worlds: up to `worlds`
        of them, fewer if the clock passes `deadline` (at least one)."""
        totals = dict.fromkeys(legal, 0.0)
        counts = dict.fromkeys(legal, 0)
        for _ in range(self.worlds):
            world = self.hints.sample(view, seat, rng)
            offered = set(rules.legal_actions(world))
            for action in legal:
                if action in offered:  # always, when the game's sample is faithful
                    totals[action] += value(rules, self.hints, rules.apply_legal(world, action), seat)
                    counts[action] += 1
            if time.perf_counter() >= deadline:
                break
        return {a: totals[a] / counts[a] if counts[a] else 0.0 for a in legal}
