"""Hints and a computer's reasons at the table (pygame-free).

A hint is the Hard player's best move for the person to act, at full strength with the hint's own budget
(HINT_SECONDS), found in a worker process from that person's view only (the window keeps drawing), and
said in one sentence: the move, what it does for them in the game's words, and how its chances compared
with the next best's. A computer seat's move keeps its reason the same way, worded for everyone: what the
move does (read from public views) and its chances, never the other moves it weighed (they could name
cards it holds)."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import replace

from tabletop.bots.base import Budget, Decision
from tabletop.bots.players import LEVEL_NAMES, decide, make_bot
from tabletop.bots.reasons import gain_words, odds_words, sentence
from tabletop.rules.core import GameState
from tabletop.session import Session

HINT_SECONDS = 1.0
HINT_LEVEL = "hard"


def hint_words(decision: Decision, describe: Callable, words: Callable[[str], str]) -> str:
    """Returns a hint's sentence: 'Hint: <the move>: <what it does>. <its chances, and the next best's>.'
    `describe` words a move for the person (their own cards named), `words` names the seats."""
    ranking = decision.ranking
    runner_up = describe(ranking[1].action) if len(ranking) > 1 else ""
    head = f"Hint: {describe(decision.action)}"
    return sentence(head, words(decision.gain), odds_words(ranking, runner_up))


def why_words(name: str, level: str | None, decision: Decision, words: Callable[[str], str]) -> str:
    """Returns why a computer seat called `name` made its move, for everyone to read."""
    if decision.forced:
        return f"It was {name}'s only move."
    if not decision.ranking:  # Easy: a random choice among the game's beginner moves
        return f"{name} plays at {LEVEL_NAMES.get(level or '', 'Easy')}: it picks a move at random."
    return sentence(f"Why {name} did it", words(decision.gain), odds_words(decision.ranking))


class HintSeeker:
    """Finds hints for one table: one question at a time, forgotten once the game moves on."""

    def __init__(self, session: Session):
        self.session = session
        self.thinker = None
        self.asked_for: GameState | None = None
        self.seat: int | None = None

    def busy(self) -> bool:
        """Tells whether a hint is being looked for (about the state as it is now)."""
        return self.asked_for is not None and self.asked_for is self.session.state

    def ask(self, seat: int) -> Decision | None:
        """Starts looking for `seat`'s hint in the worker; without one, thinks here and returns it."""
        match = self.session.match
        self.asked_for, self.seat = self.session.state, seat
        seed = (match.seed * 7_000_003 + len(match.actions)) % 2**63
        try:
            if self.thinker is None:
                from tabletop.bots.worker import Thinker

                self.thinker = Thinker()
            self.thinker.ask(match, HINT_LEVEL, seed, HINT_SECONDS)
            return None
        except OSError as exc:  # no worker process to be had: think here (the window waits meanwhile)
            print(f"hint thought out in the window's process: {exc}", file=sys.stderr)
            self.stop()
            return self._here(seed)

    def _here(self, seed: int) -> Decision:
        match, rng = self.session.match, random.Random(seed)
        bot = make_bot(match.rules.id, HINT_LEVEL)
        from tabletop import registry

        decision = decide(match.rules, match.state, bot, rng, Budget(HINT_SECONDS))
        view = match.rules.view(match.state, self.seat)
        hints, gain = registry.load_bot(match.rules.id), registry.load_gain(match.rules.id)
        said = gain_words(match.rules, hints, gain, view, self.seat, decision.action, rng)
        self.asked_for = None
        return replace(decision, gain=said)

    def poll(self) -> Decision | None:
        """Returns the hint once found for the state as it is now (None meanwhile, or if the game moved on or
        the worker failed: the question is dropped)."""
        if self.asked_for is None or self.thinker is None:
            return None
        if self.asked_for is not self.session.state:
            self.asked_for = None
            return None
        answer = self.thinker.poll()
        if answer is None:
            return None
        self.asked_for = None
        if isinstance(answer, str):
            print(f"hint failed ({answer})", file=sys.stderr)
            return None
        return answer

    def stop(self) -> None:
        """Ends the worker: the player left the table."""
        if self.thinker is not None:
            self.thinker.stop()
            self.thinker = None
        self.asked_for = None
