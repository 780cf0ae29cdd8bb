"""What every computer player shares: its budget, its answer, and the contract of a game's bot.py."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from tabletop.rules.core import Action, GameState, Rules
from tabletop.rules.decisions import CANCEL


@dataclass(frozen=True)
class Budget:
    """How long a computer player may think: wall-clock seconds, or a fixed number of simulations.

    A fixed count makes a choice depend only on the view and the random seed (tests, replays);
    `seconds` still caps it. `clock` is the wall clock; a test may give the process's CPU clock
    (a busy machine then cannot make it fail) or a clock that counts the work done.
    """

    seconds: float = 1.0
    simulations: int | None = None
    clock: Callable[[], float] = time.perf_counter

    def deadline(self, start: float) -> float:
        """Returns the clock time by which the search must stop."""
        return start + self.seconds

    def spent(self, start: float, done: int) -> bool:
        """Tells whether the search that started at `start` and ran `done` simulations must stop."""
        if self.simulations is not None and done >= self.simulations:
            return True
        return self.clock() >= start + self.seconds

    def timer(self, start: float, share: float = 1.0) -> Timer:
        """Returns the timer of a decision that started at `start`: optional work ends after `share`
        of the budget, all work at its end."""
        return Timer(self.clock, start + self.seconds * share, start + self.seconds)


class Timer:
    """A decision's deadlines on its budget's clock: `soft` ends optional work (one more sampled world),
    `hard` ends all work; every loop of a bot asks `over()` before each step, so none runs past it.

    The process's CPU clock is a system call costing 5 to 20 µs on a busy machine, a tenth to a third of
    a search's time when asked before every step; a CPU second never passes faster than a wall second
    (the search is one thread), so the timer reads it only when the wall clock since its last reading
    could have reached the deadline, and is as exact as reading it every time."""

    __slots__ = ("clock", "soft", "hard", "_seen", "_at")

    def __init__(self, clock: Callable[[], float], soft: float, hard: float):
        self.clock, self.soft, self.hard = clock, soft, hard
        self._seen = self._at = 0.0  # the CPU clock's last reading, and the wall clock's then
        if clock is time.process_time:
            self._seen, self._at = clock(), time.perf_counter()

    def reading(self, deadline: float) -> float:
        """Returns the clock, or (on the CPU clock) a time before `deadline` that it has not yet reached."""
        if self.clock is not time.process_time:
            return self.clock()
        wall = time.perf_counter()
        if self._seen + (wall - self._at) < deadline:
            return self._seen + (wall - self._at)
        self._seen, self._at = self.clock(), wall
        return self._seen

    def over(self) -> bool:
        """Tells whether the hard deadline has passed."""
        return self.reading(self.hard) >= self.hard

    def enough(self) -> bool:
        """Tells whether the soft deadline has passed."""
        return self.reading(self.soft) >= self.soft


@dataclass(frozen=True)
class Weighed:
    """A candidate as a thinking player weighed it: its action, its prospects after it (0 hopeless .. 1 a
    sure win, the game's evaluation averaged over what was tried) and how many tries that average holds."""

    action: Action
    chance: float
    tries: int


@dataclass(frozen=True)
class Decision:
    """A computer player's answer: the action, how long it took, how many simulations it ran, whether it
    was forced (the only legal action, taken without asking the bot), and the candidates as it ranked them
    (best first, at most RANKED; empty when it did not weigh any: forced, random) and what the action does
    for the seat in the game's words, for its reasons."""

    action: Action
    seconds: float = 0.0
    simulations: int = 0
    forced: bool = False
    ranking: tuple[Weighed, ...] = ()
    gain: str = ""  # what the action does for the seat, in the game's words (tabletop/bots/reasons.py)


RANKED = 3  # candidates a decision keeps for its reasons


def ranked(chances: dict[Action, tuple[float, int]], best: Action) -> tuple[Weighed, ...]:
    """Returns the chosen action then the best others by prospects, as Weighed, at most RANKED."""
    others = sorted((a for a in chances if a != best), key=lambda a: -chances[a][0])
    return tuple(Weighed(a, *chances[a]) for a in [best, *others][:RANKED] if a in chances)


class Bot(Protocol):
    """A computer player: it decides from a seat's view only, never from the real state."""

    def choose(
        self,
        rules: Rules,
        view: GameState,
        seat: int,
        legal: list[Action],
        rng: random.Random,
        budget: Budget,
    ) -> Decision:
        """Returns one of `legal` (the actions the table lights for this seat) and what it cost."""
        ...


class GameHints(Protocol):
    """What games/<id>/rules/bot.py provides for the Normal and Hard players; each hook is handed the
    rules in play, so a game of other content (a variant card set) is weighed and imagined with its own.
    Optional: `easy_choices(rules, view, seat, legal, rng)`, the legal actions Easy picks among (easy.py)."""

    def evaluate(self, rules: Rules, state: GameState, seat: int) -> float:
        """Returns the seat's prospects in a full (possibly sampled) state: 0 hopeless .. 1 certain win."""
        ...

    def sample(self, rules: Rules, view: GameState, seat: int, rng: random.Random) -> GameState:
        """Returns a full state the seat cannot tell from the real one: hidden places dealt at random,
        with a fresh random stream so future draws are unknown too."""
        ...


def committed(legal: list[Action]) -> list[Action]:
    """Returns the actions a thinking player weighs: all but Cancel, which only undoes a move of several
    steps it began on purpose (Cancel stays if it is the only action)."""
    return [a for a in legal if a.kind != CANCEL] or legal


def weighed(hints, rules: Rules, view: GameState, seat: int, legal: list[Action]) -> list[Action]:
    """Returns the actions a thinking player weighs: the game's choice among them when its hints have
    `weigh(rules, view, seat, legal)` (one of many equal ways to pay for the same thing), else all."""
    weigh = getattr(hints, "weigh", None)
    return (weigh(rules, view, seat, legal) or legal) if weigh is not None else legal


def in_a_move(legal: list[Action]) -> bool:
    """Tells whether a move of several steps is under way (Cancel is offered)."""
    return any(a.kind == CANCEL for a in legal)


def value(rules: Rules, hints: GameHints, state: GameState, seat: int) -> float:
    """Returns the seat's reward in `state`: its share of the win once over (in a co-operative game every
    seat gets 1 when the team won, 0 when it lost), else the game's evaluation."""
    outcome = rules.outcome(state)
    if outcome is None:
        return hints.evaluate(rules, state, seat)
    if outcome.together:
        return 1.0 if outcome.winners else 0.0
    return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
