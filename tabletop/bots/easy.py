"""Easy: a random legal action, the computer player the table always had."""

from __future__ import annotations

import random
import time

from tabletop.bots.base import Budget, Decision
from tabletop.rules.core import Action, GameState, Rules


class RandomBot:
    """Picks any legal action, each as likely; needs nothing from the game."""

    def choose(
        self,
        rules: Rules,
        view: GameState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        budget: Budget,
    ) -> Decision:
        """Returns a uniformly random legal action."""
        start = time.perf_counter()
        action = rng.choice(legal)
        return Decision(action, time.perf_counter() - start)
