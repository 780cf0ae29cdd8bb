"""Easy: a random legal action, the computer player the table always had. A game's bot hints may narrow
the choice first to the actions a beginner would consider (`easy_choices`): Easy then picks among those."""

from __future__ import annotations

import random
import time

from tabletop.bots.base import Budget, Decision
from tabletop.rules.core import Action, GameState, Rules


class RandomBot:
    """Picks any legal action, each as likely, or one of those the game's hints (optional) offer a
    beginner: `hints.easy_choices(rules, view, seat, legal, rng)`, a list of legal actions (empty: all)."""

    def __init__(self, hints: object | None = None):
        self.narrow = getattr(hints, "easy_choices", None)

    def choose(
        self,
        rules: Rules,
        view: GameState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        budget: Budget,
    ) -> Decision:
        """Returns a uniformly random legal action (among the game's beginner choices, if it offers any;
        an action they name that is not legal is never taken)."""
        start = time.perf_counter()
        choices = legal
        if self.narrow is not None:
            choices = [a for a in self.narrow(rules, view, seat, legal, rng) if a in legal] or legal
        action = rng.choice(choices)
        return Decision(action, time.perf_counter() - start)
