"""The secrets check on screen: an instrumented render that records every face a table draws.

While installed, it wraps the painter (items, the table's cached still picture each frame it
is shown, the piece in hand, toasts), the hand-off screen and undo (a move taken back is
told to its mover: "Taken back: You drew ..."). Each face drawn is checked, as it is drawn,
against who is actually looking: whoever last accepted a hand-off at that table (the one
human, if only one plays; nobody before the first hand-off). The game log panel, the
toasts and the summaries of the others' moves (on a hand-off, in the "Since my turn" dialog)
are checked too: no seat's private line may reach anyone else's eyes.
"""

from __future__ import annotations

import html
import json
import os
import re
import weakref
from collections.abc import Iterator
from contextlib import contextmanager

from tabletop.rules.core import name_seats
from tabletop.rules.decisions import is_player
from tabletop.rules.gamelog import LogEntry
from tabletop.scenes.handoff import HandoffScene
from tabletop.scenes.log_panel import PRIVATE_MARK
from tabletop.scenes.since import SinceDialog
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.ui.painter import Painter

RECENT = 150  # log entries checked: the log panel shows at most the latest 150
_TAG = re.compile(r"<[^>]+>")


class ScreenWatch:
    """Watches the tables of one App; `leaks` lists what was shown to the wrong person."""

    def __init__(self, app):
        self.app = app
        self.looking: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self.promised: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # table -> secrecy promised
        #: table -> (seat, actions so far) when that seat last pressed Done since the last hand-off
        self.released: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self.leaks: list[str] = []
        self.faces_checked = 0
        self.handoffs = 0
        self.undone: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # session -> entries taken back
        self._lines: tuple | None = None  # (table ref, seat, entries, last entry, Lines) last worked out

    # Who is looking ---------------------------------------------------------------------
    def table(self, painter: Painter | None = None) -> TableScene | None:
        """Returns the topmost table of the app (the one using `painter`, if given)."""
        for scene in reversed(self.app.stack.scenes):
            if isinstance(scene, TableScene) and (painter is None or scene.painter is painter):
                return scene
        return None

    def looker(self, table: TableScene) -> int | None:
        """Returns the seat looking at `table`: set by hand-offs; at first the one human, if alone."""
        if table not in self.looking:
            humans = [i for i, seat in enumerate(table.match.seats) if not seat.computer]
            self.looking[table] = humans[0] if len(humans) == 1 else None
        seat = self.looking[table]
        if seat is not None and self.let_go(table, seat):
            self.looking[table] = seat = None
        return seat

    def let_go(self, table: TableScene, seat: int) -> bool:
        """Tells whether `seat` has let the computer go, at a table of several people: the decision is
        another person's, or a computer's or the game's with none of `seat`'s own pending (not an answer
        inside its turn), and `seat` pressed Done after its last move (or no Done is asked for)."""
        match = table.match
        actor = match.to_act
        if match.outcome is not None or actor == seat or sum(not s.computer for s in match.seats) < 2:
            return False
        person = is_player(actor) and not match.seats[actor].computer
        if not person and any(prompt.seat == seat for prompt in match.state.decisions):
            return False
        if not table.app.settings.turn_done:
            return True
        moves = [n + 1 for n, action in enumerate(match.actions) if action.seat == seat]
        pressed = self.released.get(table)
        return pressed is not None and pressed[0] == seat and pressed[1] >= (moves[-1] if moves else 0)

    def pressed_done(self, table: TableScene) -> None:
        """Called as Done is pressed at `table`: the seat whose turn was ending lets the computer go."""
        ending = table.session.turn_ending
        if ending is not None and not table.covered:
            self.released[table] = (ending, len(table.match.actions))

    def guarded(self, table: TableScene) -> bool:
        """Tells whether the table promises secrecy (hand-offs on, or a single human).

        When the promise begins mid-game (hand-offs turned on), nobody has been handed the
        computer yet: from then on, only a hand-off decides who looks.
        """
        humans = sum(not seat.computer for seat in table.match.seats)
        now = table.rules.has_secrets and (table.seating.private or humans <= 1)
        if now and self.promised.get(table) is False:
            self.looking[table] = None
        self.promised[table] = now
        return now

    def accepted(self, handoff: HandoffScene) -> None:
        """Called as a hand-off is accepted: the person it names now looks at the table below it."""
        table = self.table()
        if table is not None and not handoff.finished:
            names = [seat.name for seat in table.match.seats]
            self.guarded(table)  # a promise that began before this hand-off is noted first
            self.looking[table] = names.index(handoff.name) if handoff.name in names else None
            self.released.pop(table, None)
            self.handoffs += 1

    # What is shown ----------------------------------------------------------------------
    def faces(self, painter: Painter, items, what: str) -> None:
        """Checks the faces of items about to be drawn against what the person looking may see."""
        table = self.table(painter)
        if table is None or not self.guarded(table):
            return
        seat = self.looker(table)
        hidden = table.rules.hidden_ids(table.match.state, seat)
        for item in items:
            self.faces_checked += len(item.faces)
            shown = hidden.intersection(item.faces)
            if shown:
                self.leak(table, f"{what} {item.key} shows hidden {sorted(shown)[:3]} to seat {seat}")

    def words(self, text: str, what: str, table: TableScene | None = None) -> None:
        """Checks shown text (a toast) for a private log line of another seat."""
        table = table or self.table()
        if table is None or not self.guarded(table) or getattr(table, "session", None) is None:
            return
        seat = self.looker(table)
        for line in self.lines(table, seat).foreign:
            if line in text:
                self.leak(table, f"{what} shows another seat's private line {line!r} to seat {seat}")

    def log_panel(self) -> None:
        """Checks the game log panel, if it is open on the top table, line by line.

        A line marked private must be one of the looking seat's own; no other line may be
        another seat's private line (unless the looking seat may read the same words too).
        """
        table = self.table()
        panel = getattr(getattr(table, "tools", None), "panel", None)
        if table is None or panel is None or not panel.is_open or not panel.panel.visible:
            return
        if table is not self.app.stack.top and self.app.stack.top is not None and self.app.stack.top.opaque:
            return
        if not self.guarded(table):
            return
        seat = self.looker(table)
        lines = self.lines(table, seat)
        for shown in panel.shown.split("<br>"):
            text = html.unescape(_TAG.sub("", shown)).strip()
            private = text.startswith(PRIVATE_MARK)
            text = text.removeprefix(PRIVATE_MARK).strip()
            if (private and text not in lines.own) or text in lines.foreign:
                self.leak(table, f"the game log shows {text!r} to seat {seat}")

    def summary(self, scene: HandoffScene | SinceDialog) -> None:
        """Checks a summary of the others' moves as it is drawn: no line may be a private line of a seat
        other than the one looking (on a hand-off, nor of the one it names, who looks next)."""
        table = self.table()
        if table is None or not self.guarded(table):
            return
        seats = {self.looker(table)}
        names = [seat.name for seat in table.match.seats]
        if isinstance(scene, HandoffScene) and scene.name in names:
            seats.add(names.index(scene.name))
        for seat in seats:
            foreign = self.lines(table, seat).foreign
            for line in scene.shown:
                if line in foreign:
                    self.leak(table, f"the summary of the others' moves shows {line!r} to seat {seat}")

    def lines(self, table: TableScene, seat: int | None) -> Lines:
        """Returns the log lines as `seat` reads them, worked out again only when the log changed."""
        entries, undone = table.session.entries, self.undone.get(table.session, [])
        last = entries[-1] if entries else None
        key = (seat, len(entries), len(undone))
        held = self._lines
        if held is None or held[0]() is not table or held[1:4] != key or held[4] is not last:
            held = self._lines = (weakref.ref(table), *key, last, Lines(table, seat, undone))
        return held[5]

    def leak(self, table: TableScene, message: str) -> None:
        self.leaks.append(
            f"{table.rules.id} seed {table.match.seed} move {len(table.match.actions)}: {message}"
        )

    # Installing -------------------------------------------------------------------------
    @contextmanager
    def installed(self) -> Iterator[ScreenWatch]:
        """Wraps the painter and the hand-off screen while the block runs."""
        saved = {
            name: getattr(Painter, name)
            for name in ("items", "held", "toast", "still")
            if hasattr(Painter, name)
        }
        done, undo, table_done = HandoffScene.done, Session.undo, TableScene.done
        draws = {
            scene: scene.__dict__.get("draw") for scene in (HandoffScene, SinceDialog)
        }  # None: inherited
        wrappers = self._painter_wrappers(saved)
        for name in saved:
            setattr(Painter, name, wrappers[name])
        HandoffScene.done, Session.undo = self._scene_wrappers(done, undo)
        TableScene.done = self._done_wrapper(table_done)
        for scene in draws:
            scene.draw = self._summary_wrapper(scene.draw)
        try:
            yield self
        finally:
            for name, method in saved.items():
                setattr(Painter, name, method)
            HandoffScene.done, Session.undo, TableScene.done = done, undo, table_done
            for scene, draw in draws.items():
                if draw is None:
                    del scene.draw
                else:
                    scene.draw = draw

    def _painter_wrappers(self, saved: dict) -> dict:
        """Returns the painter's drawing methods wrapped to record every face they draw."""
        watch = self
        layers: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # painter -> items in its still layer
        fresh: weakref.WeakSet = weakref.WeakSet()  # painters whose still layer may be redrawn right now

        def drawn_items(painter, surface, shown, motion, hide):
            drawn = [i for i in shown if i.make is not None and (i.piece is None or i.piece != hide)]
            if surface is getattr(painter, "layer", None):
                # A redrawn layer may take several calls (items under the lit rings, then over them).
                if painter in fresh:
                    fresh.discard(painter)
                    layers[painter] = []
                layers.setdefault(painter, []).extend(drawn)  # checked each frame the layer is shown, below
            else:
                watch.faces(painter, drawn, "the table")
            saved["items"](painter, surface, shown, motion, hide)

        def drawn_still(painter, surface, key, draw):
            fresh.add(painter)
            saved["still"](painter, surface, key, draw)
            fresh.discard(painter)
            # The cached picture is on screen again this frame: its faces, for whoever looks now.
            watch.faces(painter, layers.get(painter, ()), "the table")

        def drawn_held(painter, surface, item, pos, grab):
            watch.faces(painter, [item], "the piece in hand")
            saved["held"](painter, surface, item, pos, grab)

        def drawn_toast(painter, surface, message, *where):
            watch.words(message, "a toast", watch.table(painter))
            saved["toast"](painter, surface, message, *where)

        return {"items": drawn_items, "still": drawn_still, "held": drawn_held, "toast": drawn_toast}

    def _summary_wrapper(self, draw):
        """Returns a scene's draw, wrapped to check its summary of the others' moves each frame."""
        watch = self

        def drawn(scene, surface):
            watch.summary(scene)
            draw(scene, surface)

        return drawn

    def _done_wrapper(self, done):
        """Returns the table's Done, wrapped to note who lets the computer go."""
        watch = self

        def pressed(table):
            watch.pressed_done(table)
            done(table)

        return pressed

    def _scene_wrappers(self, done, undo) -> tuple:
        """Returns the hand-off's done and undo, wrapped to note who looks and what is undone."""
        watch = self

        def accepted(handoff):
            watch.accepted(handoff)
            done(handoff)

        def taken_back(session):
            last = session.entries[-1] if session.entries else None
            action = undo(session)
            if action is not None and last is not None:
                watch.undone.setdefault(session, []).append(last)
            return action

        return accepted, taken_back


class Lines:
    """The recent log lines as a seat reads them: its own private ones, and others' it must not read."""

    def __init__(self, table: TableScene, seat: int | None, undone: list[LogEntry] = ()):
        names = [s.name for s in table.match.seats]
        readable: set[str] = set()
        self.own: set[str] = set()
        others: set[str] = set()
        shown = table.session.entries[-RECENT:]
        for n, entry in enumerate([*shown, *undone[-RECENT:]]):  # a move taken back was told too
            readable.add(name_seats(entry.line_for(seat), names))
            if entry.private_for(seat) and n < len(shown):  # the log panel shows only those not taken back
                self.own.add(name_seats(entry.line_for(seat), names))
            others.update(name_seats(line, names) for other, line in entry.private.items() if other != seat)
        # The same words may be a seat's own line too (two cards share a name): those tell nothing new.
        self.foreign = others - readable


@contextmanager
def from_environment(app) -> Iterator[None]:
    """Watches the app's screens while the block runs when $OCTOPUS_TABLE_WATCH names a file (tests of the
    real window, bug reports); on leaving, writes there what was checked and every leak, as JSON."""
    path = os.environ.get("OCTOPUS_TABLE_WATCH")
    if not path:
        yield
        return
    watch = ScreenWatch(app)
    try:
        with watch.installed():
            yield
    finally:
        found = {"leaks": watch.leaks, "faces_checked": watch.faces_checked, "handoffs": watch.handoffs}
        with open(path, "w", encoding="utf-8") as out:
            json.dump(found, out)
