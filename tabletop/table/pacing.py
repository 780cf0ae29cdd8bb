"""The table's computer seats: who thinks where and the pace of their moves (pygame-free).

Easy seats and forced moves are decided at once in the window's process; Normal and Hard
seats think in a worker process (tabletop/bots/worker.py), so the window keeps drawing.
A move is played once the seat has decided, its visible pause is over and nothing glides.

An answer in a response window (a block asked of each targeted seat in turn) is private: were a
seat with no choice to answer at once while one with a choice thinks, everyone would see who could
have blocked. So every such answer of a thinking seat waits the same: the visible pause plus the
longest it may think, whether it was forced or thought about.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable

from tabletop.bots.base import Budget, Decision
from tabletop.bots.players import decide, easy_bot, make_bot
from tabletop.rules.core import Action
from tabletop.rules.decisions import in_window, is_player
from tabletop.session import Session
from tabletop.settings import Settings

SPEEDS = (1, 2, 4)


class ComputerSeats:
    """Decides for the computer seats of one match, at a watchable pace that can be paused and stepped."""

    def __init__(self, session: Session, settings: Callable[[], Settings]):
        self.session = session  # its state is the handle a request carries; nothing here draws it
        self.match = match = session.match
        self.settings = settings  # read at each use: the settings screen may change them mid-game
        self.rng = random.Random(match.seed ^ 0x5EED)
        self.thinker = None
        self.asked_for = None  # the state the current decision is about (undo makes a new one)
        self.decision: Decision | None = None
        self.waited = 0.0
        self.level: str | None = None  # the level of the seat deciding now (None: a non-player actor)
        self.clock = 0.0
        self.paused = False
        self.step_once = False
        self.speed = SPEEDS[0]
        self.hurried = False  # a non-player actor's steps play without their pause until a seat is to act
        self.watching = not any(not seat.computer for seat in match.seats)
        #: A lesson's scripted answers (tabletop/tutor/): the move due, played in place of the bot's.
        self.script: Callable[[], Action | None] | None = None
        #: The decision `update` handed out last, and the level of the seat that made it: its reasons.
        self.last: tuple[Decision, str | None] | None = None

    def update(self, dt: float, ready: bool) -> Action | None:
        """Advances the acting computer seat by `dt`; returns its action once it may be played."""
        self.clock += dt
        if self.asked_for is not self.session.state:
            self._ask()
        if self.decision is None:
            self._collect()
        if not self.paused or self.step_once:
            self.waited += dt * self.speed
        due = self.waited >= self.pause_for(self.level) or self.step_once
        if self.decision is None or not due or not ready:
            return None
        self.last = (self.decision, self.level)
        action, self.decision, self.step_once = self.decision.action, None, False
        self.asked_for = None  # should the move be refused, the next frame asks again
        return action

    def _ask(self) -> None:
        """Starts deciding for the seat to act: at once when easy or forced, else in the worker."""
        self.asked_for, self.decision, self.waited = self.session.state, None, 0.0
        actor = self.match.to_act
        seat = self.match.seats[actor] if is_player(actor) else None
        self.hurried = self.hurried and seat is None
        self.level = seat.level if seat is not None else None
        scripted = self.script() if self.script is not None else None
        if scripted is not None:  # a lesson's answer: every learner sees the same game
            self.decision = Decision(scripted)
            return
        if seat is None or seat.level == "easy" or len(self.match.legal_actions()) == 1:
            # Easy, forced, or a non-player actor's own move (no bot is asked): decided at once, played
            # at the same pace as a computer seat's.
            easy = easy_bot(self.match.rules.id)  # its game's beginner choices, if any
            self.decision = decide(self.match.rules, self.session.state, easy, self.rng, Budget())
            return
        seed = (self.match.seed * 1_000_003 + len(self.match.actions)) % 2**63
        try:
            if self.thinker is None:
                from tabletop.bots.worker import Thinker

                self.thinker = Thinker()
            self.thinker.ask(self.match, seat.level, seed, self.settings().think_seconds)
        except OSError as exc:  # no worker process to be had: think here (the window waits meanwhile)
            print(f"computer player runs in the window's process: {exc}", file=sys.stderr)
            self.stop()
            self.asked_for = self.session.state
            bot = make_bot(self.match.rules.id, seat.level)
            budget = Budget(self.settings().think_seconds)
            self.decision = decide(self.match.rules, self.session.state, bot, random.Random(seed), budget)

    def pause_for(self, level: str | None) -> float:
        """Returns the seconds a decision of a seat at `level` (None: a non-player actor) waits before it
        is played: the visible pause, and for a private answer in a response window by a seat that thinks
        (Normal, Hard) also the longest it may think, so a forced answer looks like a chosen one."""
        settings = self.settings()
        if level is None and self.hurried:
            return 0.0
        thinks = level is not None and level != "easy"
        if thinks and in_window(self.session.state):
            return settings.computer_pause + settings.think_seconds
        return settings.computer_pause

    def hurry(self) -> None:
        """Plays the non-player actor's steps (an automaton's turn) at once, until a seat is to act."""
        self.hurried = True

    def _collect(self) -> None:
        if self.thinker is None:
            return
        answer = self.thinker.poll()
        if isinstance(answer, str):  # a broken computer player must not stop the game: play on at random
            print(f"computer player failed ({answer}); playing a random move", file=sys.stderr)
            self.decision = Decision(self.rng.choice(self.match.legal_actions()))
        elif answer is not None:
            self.decision = answer

    def thinking(self) -> bool:
        """Tells whether the acting computer seat has not decided yet."""
        return self.asked_for is self.session.state and self.decision is None

    def moving(self) -> bool:
        """Tells whether a computer move is on its way (so the table must keep drawing)."""
        return self.thinking() or not self.paused or self.step_once

    def stop(self) -> None:
        """Stops any thinking at once: the player left the table."""
        if self.thinker is not None:
            self.thinker.stop()
            self.thinker = None
        self.asked_for = None

    # Watching a table of computers -----------------------------------------------------
    def toggle_pause(self) -> None:
        """Pauses or resumes the computer seats."""
        self.paused = not self.paused
        self.step_once = False

    def step(self) -> None:
        """While paused, lets exactly one more computer move be played (as soon as it is decided)."""
        if self.paused:
            self.step_once = True

    def faster(self) -> int:
        """Moves to the next speed (1x, 2x, 4x, then 1x again); returns it."""
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        return self.speed
