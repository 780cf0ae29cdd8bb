"""UI fuzz: random mouse presses, drags, releases, wheel, keys and window resizes posted to a game's table.

After every frame it checks: no exception; the match only ever changed by legal actions
(or an undo); no piece stays in hand while a dialog covers the table or after the button
is let go; glides end; and the screen watch saw no hidden face, private log line or toast
reach the wrong person.
"""

from __future__ import annotations

import copy
import gc
import os
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import msgspec
import pygame

from tabletop import registry
from tabletop.rules.match import SEAT_COLOURS, Match, Seat
from tabletop.tools.fuzz import random_setting
from tabletop.tools.screenwatch import ScreenWatch
from tabletop.tools.shots import headless_app
from tabletop.tools.uievents import EventMaker

SHOWN_FINDINGS = 20
AWAY_FRAMES = 40  # frames away from any table before a new one is started


@dataclass
class UiTally:
    """The figures of a UI fuzz run, and its first findings."""

    events: int = 0
    frames: int = 0
    tables: int = 0
    actions: int = 0
    violations: int = 0
    errors: int = 0
    findings: list[str] = field(default_factory=list)
    tell: Callable[[str], None] | None = None

    def note(self, kind: str, message: str) -> None:
        """Counts a violation or an error; the first few different ones are kept and told at once.

        (A leak stays on screen frame after frame: each frame counts, its line is told once.)
        """
        setattr(self, kind, getattr(self, kind) + 1)
        line = f"{kind[:-1]}: {message}"
        if len(self.findings) < SHOWN_FINDINGS and line not in self.findings:
            self.findings.append(line)
            if self.tell is not None:
                self.tell(self.findings[-1])


class Ledger:
    """What one table's match must be: its actions so far and the state they give."""

    def __init__(self, match: Match):
        self.match = match
        self.actions = list(match.actions)
        self.state = copy.deepcopy(match.state)

    def check(self) -> tuple[str, int]:
        """Returns a problem ('' if none) and how many new actions were checked."""
        match, rules = self.match, self.match.rules
        if match.actions == self.actions:
            return ("" if match.state == self.state else "the state changed without an action"), 0
        keep = next(
            (i for i, (a, b) in enumerate(zip(self.actions, match.actions, strict=False)) if a != b), None
        )
        keep = min(len(self.actions), len(match.actions)) if keep is None else keep
        state = self.state if keep == len(self.actions) else _replay(match, keep)
        for action in match.actions[keep:]:
            if not rules.is_legal(state, action):
                return f"an illegal action was applied: {action}", 0
            state = rules.apply_legal(state, action)  # confirmed just above: not checked twice
        new = len(match.actions) - keep
        self.actions, self.state = list(match.actions), copy.deepcopy(match.state)
        return ("" if match.state == state else "the state is not what its actions give"), new


def _replay(match: Match, count: int):
    rules = match.rules
    state = rules.setup(len(match.seats), match.options, match.seed)
    for action in match.actions[:count]:
        state = rules.apply(state, action)
    return state


class UiFuzz:
    """Posts random input to tables of one game and checks every frame."""

    def __init__(self, game_id: str, seed: int):
        self.rules = registry.load_rules(game_id)
        self.rng = random.Random(seed)
        self.app = headless_app(handoffs=True)
        self.base = msgspec.structs.replace(
            self.app.settings, computer_pause=0.05, animation_seconds=0.2, toast_seconds=1.5
        )
        self.watch = ScreenWatch(self.app)
        self.maker = EventMaker(self.rng)
        self.tally = UiTally()
        self.ledger: Ledger | None = None
        self.away = 0
        self.shown_leaks = 0
        self.reported = 0

    def new_table(self) -> None:
        """Starts a random table: seats mixed human and computer, hand-offs usually on."""
        from tabletop.scenes.table import TableScene

        players, options = random_setting(self.rules, self.rng)
        seats = [Seat(f"P{i + 1}", SEAT_COLOURS[i], computer=self.rng.random() < 0.3) for i in range(players)]
        handoffs = self.rng.random() < 0.85
        self.app.settings = msgspec.structs.replace(self.base, handoffs=handoffs)
        self.app.stack.clear()
        self.app.manager.clear_and_reset()
        gc.collect()  # the old table's pictures sit in reference cycles: free them before the next
        self.app.running = True
        match = self.advanced(Match(self.rules, seats, options, self.rng.randrange(1_000_000)))
        self.app.push(TableScene(self.app, match))
        self.tally.tables += 1
        self.ledger, self.away = None, 0

    def advanced(self, match: Match) -> Match:
        """Returns the match at its start, some random moves in, or a few moves before its end."""
        roll, rng = self.rng.random(), random.Random(match.seed)
        if roll < 0.4:
            return match
        moves = self.rng.randrange(400) if roll < 0.7 else 20_000
        while len(match.actions) < moves and match.legal_actions():
            match.apply(match.random_action(rng))
        if roll >= 0.7:  # replay all but the last few moves: the end is a few clicks away
            keep = max(0, len(match.actions) - self.rng.randint(1, 12))
            match = Match(match.rules, match.seats, match.options, match.seed, match.actions[:keep])
        return match

    def run(self, events: int, progress=None) -> UiTally:
        """Posts at least `events` random events, a gesture per frame; returns the tally."""
        started = time.perf_counter()
        self.tally.tell = progress
        with self.watch.installed(), unpresented():
            self.new_table()
            while self.tally.events < events:
                for frame_events, dt in self.maker.gesture(self.app, self.watch.table()):
                    self.frame(frame_events, dt)
                if progress and self.tally.frames % 2000 < 6 and self.tally.frames > self.reported + 1000:
                    self.reported = self.tally.frames
                    progress(self.progress_line(events, started))
        return self.tally

    def progress_line(self, events: int, started: float) -> str:
        t = self.tally
        return (
            f"{t.events}/{events} events, {t.tables} tables, {t.actions} actions, "
            f"{t.violations} violations, {t.errors} errors, {time.perf_counter() - started:.0f} s, "
            f"peak memory {peak_memory_mb()} MB"
        )

    def frame(self, events: list[pygame.event.Event], dt: float) -> None:
        """Posts the events, runs one frame and checks it; an exception is an error and a new table."""
        table = self.watch.table()
        for event in events:
            pygame.event.post(event)
        self.tally.events += len(events)
        self.tally.frames += 1
        try:
            self.app.step(dt)
            self.watch.log_panel()
        except Exception as exc:  # noqa: BLE001 - the finding; the fuzz goes on with a new table
            where = f"{table.rules.id} seed {table.match.seed}" if table is not None else "a scene"
            self.tally.note("errors", f"{where}: {''.join(traceback.format_exception(exc)[-3:]).strip()}")
            self.new_table()
            return
        self.check(table, events, dt)

    def check(self, before, events: list[pygame.event.Event], dt: float) -> None:
        """Checks the frame just run: legal changes only, no piece stuck in hand, glides ending, no leaks."""
        table = self.watch.table()
        self.check_ledger(table)
        if table is not None:
            self.check_hand(table, before, events)
            late = [g.piece for g in table.motion.glides.values() if g.done]
            if late and not table.covered:
                self.tally.note("violations", f"seed {table.match.seed}: glides {late[:3]} never ended")
        for leak in self.watch.leaks[self.shown_leaks :]:
            self.tally.note("violations", leak)
        self.shown_leaks = len(self.watch.leaks)
        self.next_table(table)

    def check_ledger(self, table) -> None:
        if table is None:
            return
        if self.ledger is None or self.ledger.match is not table.match:
            self.ledger = Ledger(table.match)
            return
        problem, new = self.ledger.check()
        self.tally.actions += new
        if problem:
            self.tally.note(
                "violations", f"seed {table.match.seed} move {len(table.match.actions)}: {problem}"
            )
            self.ledger = Ledger(table.match)

    def check_hand(self, table, before, events: list[pygame.event.Event]) -> None:
        """A piece may be in hand only while the table is on top and the button is still down."""
        held = table.drag.held
        if held is None:
            return
        seed = table.match.seed
        top = self.app.stack.top
        if top is not table:
            self.tally.note(
                "violations", f"seed {seed}: {held.piece} stays in hand under {type(top).__name__}"
            )
            table.drag.cancel()
        elif before is table and top is table and self.maker.released_last(events):
            self.tally.note(
                "violations", f"seed {seed}: {held.piece} stays in hand after the button was let go"
            )
            table.drag.cancel()

    def next_table(self, table) -> None:
        """Starts a new table once the app left the tables for a while, or quit."""
        self.away = 0 if table is not None else self.away + 1
        if not self.app.running or self.away > AWAY_FRAMES or self.app.stack.top is None:
            self.new_table()


@contextmanager
def unpresented() -> Iterator[None]:
    """Skips presenting frames while the block runs: every frame is still drawn, and checked, in full.

    Presenting copies the finished frame to the window; the fuzz has no window to show it in
    (a dummy one), and the copy was a fifth of its time.
    """
    present = pygame.display.flip
    pygame.display.flip = lambda: None
    try:
        yield
    finally:
        pygame.display.flip = present


def run_ui_fuzz(game_id: str, events: int, seed: int, progress=None) -> dict:
    """Runs the UI fuzz in a private data folder (nothing of the user's is read or written)."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="octopus-uifuzz-") as home:
        previous = os.environ.get("OCTOPUS_TABLE_HOME")
        os.environ["OCTOPUS_TABLE_HOME"] = home
        try:
            fuzz = UiFuzz(game_id, seed)
            tally = fuzz.run(events, progress)
        finally:
            if previous is None:
                os.environ.pop("OCTOPUS_TABLE_HOME", None)
            else:
                os.environ["OCTOPUS_TABLE_HOME"] = previous
    return {
        "game": game_id,
        "events": tally.events,
        "frames": tally.frames,
        "tables": tally.tables,
        "actions": tally.actions,
        "handoffs": fuzz.watch.handoffs,
        "faces_checked": fuzz.watch.faces_checked,
        "violations": tally.violations,
        "errors": tally.errors,
        "seconds": round(time.perf_counter() - started, 1),
        "peak_memory_mb": peak_memory_mb(),
    }


def peak_memory_mb() -> int | None:
    """Returns the most memory this process has held so far, in MB (None where the OS does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024))
