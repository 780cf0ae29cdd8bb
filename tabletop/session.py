"""A match in play: applies actions, keeps the log, undoes and redoes, and saves after every change."""

from __future__ import annotations

import time

from tabletop import history
from tabletop.rules import decisions, undo
from tabletop.rules.core import Action, GameState, IllegalAction, name_seats, seat_name
from tabletop.rules.decisions import is_player
from tabletop.rules.gamelog import LogEntry
from tabletop.rules.match import Match
from tabletop.rules.narrator import NEXT_TURN, TURN_GOES_ON
from tabletop.rules.timeline import Column
from tabletop.saves import Slot, new_match_id, save_moves

SEALED_WORDS = "can't be taken back."


def sealed_words(line: str) -> str:
    """Returns why a move is final: 'You drew Blue 5: it can't be taken back.' (longer lines: 'That ...')."""
    line = line.strip()
    if ". " in line:
        return f"{line} That {SEALED_WORDS}"
    return f"{line.rstrip('.!')}: it {SEALED_WORDS}"


class Session:
    """The one way a table changes its match: every change is logged and, with `autosave`, saved at once.

    The match's steps are the history: the session keeps no list of its own, so a change made to the match
    around it (tests, tools) shows at once, and undo steps back to the state kept before the last action."""

    def __init__(self, match: Match, slot: Slot | None = None, autosave: bool = True):
        self.match = match
        self.slot = slot or Slot(new_match_id(match.rules.id))
        self.autosave = autosave
        #: The last save's problem as a sentence ("" when saving works), and its size and seconds.
        self.problem = ""
        self.last_save: tuple[int, float] = (0, 0.0)
        #: A seat whose turn is over but whose Done is not pressed yet: it may still take its moves back.
        self.turn_ending: int | None = None
        written = self.slot.written
        if written is not None and written.path.resolve() != history.path_for(self.slot, self.over).resolve():
            self.slot.written = None  # a save opened from elsewhere: its copy goes to the data folder
        self.save()

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.match.seats]

    def words(self, text: str) -> str:
        """Returns a rules text with the seats called by their names."""
        return name_seats(text, self.names)

    def seat_name(self, seat: int) -> str:
        """Returns a seat's name, or a non-player actor's ('Chance')."""
        return seat_name(seat, self.names)

    @property
    def entries(self) -> Column[LogEntry]:
        """The log entry of every action so far (each worded once, when first read)."""
        return self.match.steps.entries

    @property
    def seals(self) -> Column[str | None]:
        """Why each action so far can't be undone (undo.CHANCE, undo.REVEAL), or None."""
        return self.match.steps.seals

    @property
    def states(self) -> Column[GameState]:
        """The state after 0, 1, ... len(actions) actions: undo steps back to the one before, no replay."""
        return self.match.steps.states

    # What a table may ask of the true state (it draws only views) -------------------------
    @property
    def state(self) -> GameState:
        """The true current state as a handle: for a computer player's request and to tell states apart."""
        return self.match.state

    def view(self, seat: int | None) -> GameState:
        """Returns what `seat` may see now (None: only what is public)."""
        return self.match.rules.view(self.match.state, seat)

    def handoff_caption(self, seat: int) -> str:
        """Returns the caption of the hand-off screen giving `seat` the computer, from the public view: its
        question in a response window, "Your turn goes on" when others just answered inside its turn, else
        "Next turn"."""
        caption = self.match.rules.narrator.handoff(self.view(None), seat)
        if caption == NEXT_TURN and self.match.actions:
            before, _ = self.last_step()
            asked = decisions.top(before)
            if asked is not None and asked.window and any(p.seat == seat for p in before.decisions[:-1]):
                caption = TURN_GOES_ON
        return self.words(caption)

    def describe(self, action: Action) -> str:
        """Returns what `action` would do now, in words (seats named)."""
        return self.words(self.match.rules.narrator.describe(self.match.state, action))

    def question(self, actions: list[Action]) -> str:
        """Returns the question a chooser of these actions asks now, in words (seats named)."""
        return self.words(self.match.rules.narrator.question(self.match.state, actions))

    def prompt(self, seat: int) -> str:
        """Returns what `seat` is asked to do now, in words, read from its own view."""
        return self.words(self.match.rules.narrator.prompt(self.view(seat), seat))

    def why_not_drop(self, seat: int, piece: str, target: str) -> str:
        """Returns why `seat` may not drop `piece` on `target` now, in words ("" when it may)."""
        return self.words(self.match.rules.why_not_drop(self.match.state, seat, piece, target))

    def last_step(self) -> tuple[GameState, GameState]:
        """Returns the states before and after the last action (for its sound: did it shuffle?)."""
        states = self.states
        return states[-2], states[-1]

    def since_last_turn(self, seat: int, private: bool = True) -> list[str]:
        """Returns the lines of the others' moves since `seat` last acted, as it may read them, seats named
        (`private` False: the public words only, for a screen shown before that seat has the computer)."""
        return [line for line, _ in self.since_with_reasons(seat, private)]

    def since_with_reasons(self, seat: int, private: bool = True) -> list[tuple[str, str]]:
        """Returns `since_last_turn`'s lines, each with why a computer made that move ("" if none said)."""
        entries = self.entries  # worded as read: only this turn's and the others' since
        end = len(entries)
        while end and entries[end - 1].seat == seat:  # its own moves of this turn: it saw them
            end -= 1
        start = end
        while start and entries[start - 1].seat != seat:
            start -= 1
        viewer = seat if private else None
        return [
            (self.words(entries[i].line_for(viewer)), self.reason(i + 1))
            for i in range(start, end)
            if not entries[i].step
        ]

    # Changes ------------------------------------------------------------------------------
    def apply(self, action: Action, why: str = "") -> GameState:
        """Applies a new action (forgetting what could be redone) and saves, with `why` a computer made it
        if said; raises IllegalAction."""
        state = self.match.apply(action)
        self.slot.redo.clear()
        if why:
            self.slot.reasons[len(self.match.actions)] = why
        self.save()
        return state

    def undo(self) -> Action | None:
        """Takes back the last action if allowed (see `undo_reason`): back to the state kept before it."""
        if self.undo_reason():
            return None
        self.slot.reasons.pop(len(self.match.actions), None)
        action = self.match.take_back().action
        self.slot.redo.append(action)
        self.save()
        return action

    def redo(self) -> Action | None:
        """Applies again the last action undone, while still legal; returns it."""
        if self.redo_reason():
            return None
        action = self.slot.redo.pop()
        try:
            self.match.apply(action)
        except IllegalAction:
            self.slot.redo.clear()
            return None
        self.save()
        return action

    # Hints and reasons ----------------------------------------------------------------------
    def count_hint(self, seat: int) -> None:
        """Counts a hint given to `seat` (saved with the next move's line)."""
        self.slot.hints[seat] = self.slot.hints.get(seat, 0) + 1

    def hints_used(self) -> dict[int, int]:
        """Returns how many hints each seat asked for (seats that asked none left out)."""
        return dict(self.slot.hints)

    def reason(self, position: int) -> str:
        """Returns why the move at `position` (1: the first) was made, if a computer said ("" if not)."""
        return self.slot.reasons.get(position, "")

    # Why not ------------------------------------------------------------------------------
    def undo_reason(self) -> str:
        """Returns why undo is not possible now, as a sentence; "" when it is."""
        match = self.match
        if not match.actions:
            return "Nothing to undo yet."
        if match.outcome is not None:
            return "The game is over."
        actor, last = self._undoer(), match.actions[-1]
        if not is_player(actor):
            return f"{self.seat_name(actor)} is playing." if actor is not None else "Nobody may act now."
        if match.seats[actor].computer:
            return f"{self.names[actor]} (computer) is playing."
        if last.seat != actor:
            return f"Nothing of yours to take back: {self.seat_name(last.seat)} played last."
        if undo.undoable(match.actions, self.seals, actor) == 0:
            return sealed_words(self.words(self.entries[-1].line_for(actor)))
        return ""

    def _undoer(self) -> int | None:
        """Returns whose moves undo takes back: the seat to act, or the seat whose turn waits for Done."""
        ending = self.turn_ending
        return ending if ending is not None and self.match.actions[-1].seat == ending else self.match.to_act

    def redo_reason(self) -> str:
        """Returns why redo is not possible now, as a sentence; "" when it is."""
        if not self.slot.redo:
            return "Nothing to redo."
        if self.match.outcome is not None:
            return "The game is over."
        seat = self.slot.redo[-1].seat
        if not is_player(seat) or self.match.seats[seat].computer:
            return "A computer's move is not redone."
        if not self.match.rules.is_legal(self.match.state, self.slot.redo[-1]):
            return "What was undone can't be done again now."
        return ""

    def undo_label(self) -> str:
        """Returns what undo would take back, in words ('' when nothing)."""
        if self.undo_reason():
            return ""
        return self.words(self.entries[-1].line_for(self._undoer()))

    # Saving -------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.match.outcome is not None

    def save(self) -> None:
        """Saves what changed since the last save: a line per move appended, or the whole file when it must
        be (a new match, one changed around the session); a finished game moves to the history. A failure
        is kept in `problem`."""
        if not self.autosave:
            return
        start = time.perf_counter()
        try:
            size = save_moves(history.path_for(self.slot, self.over), self.match, self.slot)
            if self.over:
                history.path_for(self.slot, False).unlink(missing_ok=True)
        except OSError as exc:
            self.problem = f"The game could not be saved ({exc.strerror or exc})."
            return
        self.problem = ""
        self.last_save = (size, time.perf_counter() - start)
