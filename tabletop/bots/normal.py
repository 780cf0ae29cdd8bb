"""Normal: one-step greedy. Each legal action is tried in a few sampled worlds and scored by the game."""

from __future__ import annotations

import random

from tabletop.bots.base import Budget, Decision, GameHints, Timer, committed, ranked, value, weighed
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
        """Returns the best-scoring legal action; ties go to a random one of the best (any legal action
        if the budget ran out before one was scored)."""
        start = budget.clock()
        legal = weighed(self.hints, rules, view, seat, committed(legal))
        scores, tried = self.scores(rules, view, seat, legal, rng, budget.timer(start, BUDGET_SHARE))
        best = max(scores.values(), default=0.0)
        action = rng.choice([a for a in legal if scores.get(a, best - 1) >= best - TIE] or legal)
        worlds = max(1, tried // max(1, len(scores)))
        ranking = ranked({a: (s, worlds) for a, s in scores.items()}, action)
        return Decision(action, budget.clock() - start, tried, ranking=ranking)

    def scores(
        self,
        rules: Rules,
        view: GameState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        timer: Timer,
    ) -> tuple[dict[Action, float], int]:
        """Returns the value to the seat of each action scored before the hard deadline, averaged over
        up to `worlds` sampled worlds (no more once the soft deadline passed), and how many were tried."""
        totals: dict[Action, float] = {}
        counts: dict[Action, int] = {}
        for _ in range(self.worlds):
            if timer.over():
                break
            world = self.hints.sample(rules, view, seat, rng)
            offered = set(rules.legal_actions(world))
            for action in legal:
                if timer.over():
                    break
                if action in offered:  # always, when the game's sample is faithful
                    reward = value(rules, self.hints, rules.apply_legal(world, action), seat)
                    totals[action] = totals.get(action, 0.0) + reward
                    counts[action] = counts.get(action, 0) + 1
            if timer.enough():
                break
        return {a: totals[a] / counts[a] for a in counts}, sum(counts.values())
