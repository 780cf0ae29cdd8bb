"""The table controller: one game in play, from a player's input to the effects the table scene shows.

It owns the session (every change goes through it: logged, saved, undoable), the seating (who looks),
the computer seats' pace and the piece in hand. Input comes in as calls (press, motion, release, a
key's meaning, a button's action, Done, a hand-off accepted, a tick of time); each returns the effects
for the scene to carry out, in order (tabletop/table/effects.py). The table shown (`model`: the view,
the legal actions, the items laid out) is built once per change, so the outcome, the seat to act and
the legal actions are worked out once per state. Nothing here draws or imports pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tabletop.rules.core import Action, IllegalAction
from tabletop.rules.decisions import is_player
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.table import keys
from tabletop.table.effects import (
    Ask,
    Covered,
    Effect,
    Finished,
    GlideBack,
    HandOff,
    Hinted,
    Played,
    Relaid,
    Said,
    Sound,
)
from tabletop.table.hints import HintSeeker, hint_words, why_words
from tabletop.table.model import TableModel, build
from tabletop.table.pacing import ComputerSeats
from tabletop.table.seating import Seating
from tabletop.tutor.tutor import Tutor
from tabletop.ui.dragdrop import DragDrop, Result
from tabletop.ui.items import TableDesign, piece_at

#: Seconds the finished table stays on show before the results.
RESULTS_DELAY = 1.6

Effects = list[Effect]


class TableController:
    """A match at the table: what is shown and offered, and what each gesture does."""

    def __init__(
        self,
        session: Session,
        design: TableDesign,
        settings: Callable[[], Settings],
        tutor: Tutor | None = None,
    ):
        self.session = session
        self.match = session.match
        self.design = design
        self.settings = settings  # read at each use: the settings screen may change them mid-game
        self.seating = Seating(self.match, settings().handoffs)
        self.computers = ComputerSeats(session, settings)
        self.hints = HintSeeker(session)
        self.last_hint = None  # the last hint given (its decision: how long it thought, its ranking)
        self.drag = DragDrop()
        self.model = TableModel()
        self.covered = False  # a hand-off screen covers the table
        self.end_wait = 0.0
        #: A lesson's tutor (tabletop/tutor/): it narrows the moves offered and scripts the computers.
        self.tutor = tutor
        if tutor is not None:
            self.computers.script = tutor.computer_move

    # What the table shows ----------------------------------------------------------------
    def refresh(self, animate: bool = True) -> Effects:
        """Rebuilds what is seen after a change: the hand-off due, or the table as the viewer sees it."""
        self.drag.cancel()
        effects: Effects = []
        if self.match.outcome is None:
            effects = self._hand_off()
            if self.covered:
                return effects
        old, self.model = (
            self.model,
            build(self.session, self.seating, self.design, self.settings().colour_blind),
        )
        if self.tutor is not None:
            self._teach()
        return [*effects, Relaid(old, self.model, animate)]

    def _teach(self) -> None:
        """A lesson offers only the move its step asks for, and lights it as Tab would."""
        tutor = self.tutor
        tutor.sync()
        self.model = replace(self.model, legal=tutor.narrow(self.model.legal))
        lit = tutor.lit()
        if lit is not None and lit[0] is not None and not tutor.finished:
            self.drag.selected = next((i for i in self.model.items if i.piece == lit[0]), None)

    def next_step(self) -> Effects:
        """The learner pressed the tutor's Next: the lesson goes on (nothing when the step asks a move)."""
        if self.tutor is None or not self.tutor.next():
            return []
        return self.refresh(animate=False)

    def _not_yet(self) -> Effects:
        """The tutor's answer to a move it did not ask for: nothing changes."""
        return [Sound("illegal"), Said(self.tutor.refusal())]

    def _hand_off(self) -> Effects:
        """Hides the hand of a person whose part is over (after Done, if one is asked for); when another
        person must now decide, covers the table for a hand-off to them."""
        seating = self.seating
        self.session.turn_ending = seating.turn_ending(self.settings().turn_done)
        if self.session.turn_ending is not None:
            return []  # the table stays with its player until Done: a slip can still be taken back
        if not seating.private:
            seating.follow_actor()
            return []
        effects: Effects = [Covered()] if seating.cover() else []
        target = seating.handoff_to()
        if target is None:
            return effects
        self.covered = True
        found = self.session.since_with_reasons(target, private=False)  # the one handing over may look on
        lines, reasons = tuple(line for line, _ in found), tuple(reason for _, reason in found)
        return [Covered(), HandOff(target, lines, reasons if any(reasons) else ())]

    def accept(self, seat: int) -> Effects:
        """The person a hand-off named took the computer: the table is theirs to see."""
        self.seating.reveal(seat)
        self.covered = False
        return self.refresh(animate=False)

    def computers_may_move(self) -> bool:
        """Tells whether a computer seat or the game is to act and may: not while a person's Done is due
        (its moves can still be taken back, and its hand still shows)."""
        lesson = self.tutor is None or self.tutor.lets_computers_move()
        return self.seating.computer_to_act() and self.session.turn_ending is None and lesson

    # Changes -----------------------------------------------------------------------------
    def play(self, action: Action, why: str = "") -> Effects:
        """Applies a chosen action (`why`: a computer's reason for it); an illegal one is explained and
        changes nothing."""
        actor = self.match.to_act
        if self.tutor is not None and not self.tutor.allows(action):
            return self._not_yet()
        try:
            self.session.apply(action, why)
        except IllegalAction as exc:
            return [Said(str(exc))]
        effects: Effects = [Played(action, actor)]
        follow = self._follow_up(action)
        if follow is not None:  # the same gesture goes on: nothing was left to choose
            self.session.apply(follow)
            effects.append(Played(follow, actor))
        if self.session.problem:
            effects.append(Said(self.session.problem))
        elif not is_player(action.seat) or self.match.seats[action.seat].computer:
            effects.append(Said(self.session.entries[-1].line_for(self.seating.viewer)))
        return effects + self.refresh()

    def _follow_up(self, action: Action) -> Action | None:
        """Returns what the game's table applies right after a person's action, if it is legal now and, in a
        lesson, the move the tutor asks for next (a computer's moves are its own, one at a time)."""
        seat = action.seat
        if not is_player(seat) or self.match.seats[seat].computer or self.match.to_act != seat:
            return None
        legal = self.match.legal_actions()
        follow = self.design.follow_up(self.session.view(seat), action, legal)
        if follow is None or follow not in legal:
            return None
        if self.tutor is not None:
            self.tutor.sync()
            if not self.tutor.allows(follow):
                return None
        return follow

    def done(self) -> Effects:
        """The player whose part is over pressed Done: their hand hides, the next one is handed over."""
        if self.session.turn_ending is None or self.covered:
            return []
        self.seating.done()
        return self.refresh()

    def undo(self) -> Effects:
        """Takes back the last move if allowed; otherwise says why."""
        return self._step_back(self.session.undo, self.session.undo_reason(), "Taken back")

    def redo(self) -> Effects:
        """Does the last undone move again if allowed; otherwise says why."""
        return self._step_back(self.session.redo, self.session.redo_reason(), "Done again")

    def _step_back(self, act: Callable[[], Action | None], why_not: str, done: str) -> Effects:
        if why_not or self.covered:
            return [Said(why_not or "Not now.")]
        words = self.session.undo_label() if done == "Taken back" else ""
        if act() is None:
            return []
        words = words or self.session.undo_label()
        return [*self.refresh(), Said(f"{done}: {words}" if words else done + ".")]

    def results_due(self) -> bool:
        """Tells whether the game is over and its results screen is to come (not when a lesson's own moves
        ended it: the lesson ends at the table)."""
        if self.match.outcome is None:
            return False
        return self.tutor is None or not self.tutor.lesson_ended_game()

    def tick(self, dt: float, calm: bool) -> Effects:
        """Lets `dt` seconds pass while the table has the players' attention; `calm`: nothing glides, so
        a computer's move may be played. Returns the computer's move, or the results once the game is
        over and seen."""
        if self.covered:
            return []
        if self.match.outcome is not None:
            if not self.results_due():
                return []  # the lesson ends at the table, with its tip and the way on
            self.end_wait += dt
            return [Finished()] if self.end_wait >= RESULTS_DELAY else []
        effects = self._hint_found()
        if self.computers_may_move():
            move = self.computers.update(dt, calm)
            if move is not None:
                return effects + self._computer_played(move)
        return effects

    def _computer_played(self, move: Action) -> Effects:
        """Plays a computer seat's move with its reason (not a forced move's: there was nothing to choose;
        nor a lesson's scripted answers)."""
        seat, last, why = move.seat, self.computers.last, ""
        seated = is_player(seat) and self.match.seats[seat].computer
        chose = last is not None and last[0].action == move and not last[0].forced
        if seated and chose and self.tutor is None:
            decision, level = last
            why = why_words(self.session.seat_name(seat), level, decision, self.session.words)
        return self.play(move, why)

    # Hints -------------------------------------------------------------------------------------
    def hint_refusal(self) -> str:
        """Returns why no hint can be asked for now, as a sentence ("" when one can)."""
        seat = self.seating.viewer
        if self.match.outcome is not None:
            return "The game is over."
        if self.tutor is not None:
            return "In a lesson the tutor lights the move to make."
        if self.covered or seat is None or self.match.to_act != seat or self.match.seats[seat].computer:
            return "A hint is for the person whose turn it is, on their turn."
        if self.session.turn_ending is not None:
            return "Your part is done: press Done to pass the computer on."
        if not self.model.legal:
            return "There is nothing to choose right now."
        return ""

    def hint(self) -> Effects:
        """The Hint button or key: looks for the best move for the person to act (or says why not)."""
        why_not = self.hint_refusal()
        if why_not:
            return [Said(why_not)]
        if self.hints.busy():
            return [Said("Still thinking of a hint…")]
        found = self.hints.ask(self.seating.viewer)
        if found is not None:  # thought out here: no worker process
            return self._show_hint(found)
        return [Said("Thinking of a good move for you…")]

    def _hint_found(self) -> Effects:
        found = self.hints.poll()
        if found is None or self.hint_refusal():
            return []
        return self._show_hint(found)

    def _show_hint(self, found) -> Effects:
        """Lights the hinted move as Tab would and says it, counted for the seat it helps."""
        seat = self.seating.viewer
        self.session.count_hint(seat)
        self.last_hint = found
        words = hint_words(found, self.session.describe, self.session.words)
        piece = found.action.piece
        item = next((i for i in self.model.items if piece is not None and i.piece == piece), None)
        if item is not None:
            self.drag.selected = item
        return [Hinted(found.action), Said(words, piece if item is not None else None)]

    def stop(self) -> None:
        """Stops all thinking at once: the player left the table."""
        self.computers.stop()
        self.hints.stop()

    def settings_changed(self) -> None:
        """Takes up changed settings: hand-offs now (the table is rebuilt when seen again). Hand-offs that
        just came on cover the table at once: nobody has been handed the computer yet."""
        if self.seating.set_handoffs(self.settings().handoffs):
            self.covered = True

    # The mouse ----------------------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> Effects:
        """A left button press on the table (not the bottom bar)."""
        result = self.drag.press(pos, self.model.items, bool(self.model.legal))
        if result.kind == "open":  # a piece whose moves a decision opens: open it, and hold the piece on
            return self._open_and_hold(result)
        if result.piece is not None:
            return [Sound("pickup")]
        if not self.model.legal and self.match.outcome is None and self.drag.held is None:
            lesson = self.tutor is not None and self.tutor.waiting() and self.seating.viewer_acts()
            if lesson and piece_at(self.model.items, pos) is not None:
                return self._not_yet()
            actor = self.match.to_act
            if actor is not None:
                return [Said(f"Waiting for {self.session.seat_name(actor)}.")]
        return []

    def motion(self, pos: tuple[int, int]) -> bool:
        """The mouse moved; returns whether a piece in hand moved with it."""
        if self.drag.held is None:
            return False
        self.drag.motion(pos)
        return True

    def release(self, pos: tuple[int, int]) -> Effects:
        """A left button release: a drop, a click on a place, or a click that selects a piece."""
        return self.carry_out(self.drag.release(pos, self.model.items, self.model.legal))

    def let_go(self) -> None:
        """The piece in hand goes back, unplayed (the window lost the mouse, a dialog came)."""
        self.drag.cancel()

    def carry_out(self, result: Result) -> Effects:
        """Does what a gesture asked: apply, choose among several, or explain a refusal."""
        if result.kind == "apply" and len(result.actions) == 1:
            if result.piece is not None and self.drag.moved():
                self._set_down(result.piece)
            return self.play(result.actions[0])
        if result.kind == "apply":
            viewer = self.seating.viewer
            ordered = self.design.choice_order(self.session.view(viewer), list(result.actions))
            options = tuple((self.session.describe(a), a) for a in ordered)
            return [Ask(self.session.question(list(result.actions)), options)]
        if result.kind in ("refuse", "return") and self.tutor is not None and self.tutor.waiting():
            return [Sound("illegal"), *self._glide_back(result.piece), Said(self.tutor.refusal())]
        if result.kind == "refuse":
            why = self.session.why_not_drop(self.seating.viewer, result.piece, result.zone)
            return [Sound("illegal"), *self._glide_back(result.piece), Said(why)]
        if result.kind == "return":
            return [*self._glide_back(result.piece), Said("Drop it on a lit place.")]
        return []

    def _set_down(self, piece: str) -> None:
        """Puts a dropped piece where it was let go, so it glides on from there, not from its old place."""
        x, y = self.drag.corner
        items = [replace(i, rect=(x, y, *i.rect[2:])) if i.piece == piece else i for i in self.model.items]
        self.model = replace(self.model, items=items)

    def _glide_back(self, piece: str) -> Effects:
        """Glides a piece let go from where the mouse left it back to its place on the table."""
        home = next((i.rect for i in self.model.items if i.piece == piece), None)
        if home is None:
            return []
        x, y = self.drag.corner
        return [GlideBack(piece, (x, y, home[2], home[3]), home)]

    def _open_and_hold(self, result: Result) -> Effects:
        """Applies the action an 'open' press asked for (one legal action, undone as any other), then takes
        the same piece in hand in the new layout, if the viewer may still move it: the drag goes on."""
        effects = self.play(result.actions[0])
        if self.covered or not self.model.legal:
            return effects  # a hand-off or someone else's decision came instead
        item = next((i for i in reversed(self.model.items) if i.piece == result.piece), None)
        if item is not None and item.opens is None:
            self.drag.hold(item)
            effects.append(Sound("pickup"))
        return effects

    # Keys (the scene maps the keyboard to these) ---------------------------------------------
    def space(self) -> Effects | None:
        """Space or Enter: Done when it is due, else the one obvious thing; None when it did nothing."""
        if self.session.turn_ending is not None:
            return self.done()
        if self.drag.held is not None:
            return None
        result = keys.press(self.model, self.drag)
        return None if result is None else self.carry_out(result)

    def tab(self, backwards: bool) -> Effects | None:
        """Tab (Shift+Tab): selects the next (previous) piece that can move; None when none can."""
        if self.drag.held is not None:
            return None
        found = keys.cycle(self.model, self.drag, backwards)
        if found is None:
            return None
        hint, piece = found
        return [Said(hint, piece)]  # tied to the selection: it goes once the piece is played or put down
