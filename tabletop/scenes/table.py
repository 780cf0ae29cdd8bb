"""The table: draws a seat's view of a Match and turns the mouse into legal Actions."""

from __future__ import annotations

import pygame
import pygame_gui

from tabletop import audio
from tabletop.registry import load_table
from tabletop.rules.core import Action, IllegalAction
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match
from tabletop.scenes import cues, table_hand, table_keys, table_model, table_paint
from tabletop.scenes.base import Scene
from tabletop.scenes.computers import ComputerSeats, WatchControls
from tabletop.scenes.dialogs import ChooserDialog, InGameMenu
from tabletop.scenes.seating import Seating
from tabletop.scenes.style import key_down
from tabletop.scenes.table_feel import TableFeel
from tabletop.scenes.table_room import Room
from tabletop.scenes.table_status import StatusLine
from tabletop.scenes.table_tools import TableTools
from tabletop.scenes.toast import Toast
from tabletop.session import Session
from tabletop.ui.dragdrop import DragDrop, Result
from tabletop.ui.motion import Motion
from tabletop.ui.painter import BOTTOM_BAR, Painter
from tabletop.ui.sprites import SpriteCache

RESULTS_DELAY = 1.6
DONE_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class TableScene(Scene):
    """One game in play. Draws only `view(state, viewer)`; every change is a legal Action."""

    large = True  # its pictures, the log, the kept states

    def __init__(self, app, match: Match, session: Session | None = None):
        super().__init__(app)
        self.match = match
        # Every change goes through the session: it logs, saves, undoes and redoes.
        self.session = session or Session(match, autosave=app.autosave)
        self.rules = match.rules
        self.design = load_table(self.rules)
        self.seating = Seating(match, app.settings.handoffs)
        self.sprites = SpriteCache()
        self.painter = Painter(app.size, self.sprites)
        self.drag = DragDrop()
        self.motion = Motion()
        self.feel = TableFeel(self)  # glides, flips, the deal, celebrations, tooltips
        self.computers = ComputerSeats(self.session, lambda: self.app.settings)
        self.watch: WatchControls | None = None
        self.model = table_model.TableModel()  # what the table shows and offers, rebuilt by each refresh
        self.buttons: dict[pygame_gui.elements.UIButton, Action] = {}
        self.toasts, self.room = Toast(), Room(self)  # the message and where it goes
        self.end_wait = 0.0
        self.covered = False
        self.stale = False
        self.status = StatusLine(self)

    # Lifecycle -------------------------------------------------------------------------
    def startup(self) -> None:
        root = self.make_root()
        w = self.app.size[0]
        self.menu_button = pygame_gui.elements.UIButton(
            pygame.Rect(w - 190, 12, 170, 52), "Menu  (Esc)", self.manager, container=root
        )
        self.rules_button = pygame_gui.elements.UIButton(
            pygame.Rect(w - 370, 12, 170, 52), "Rules", self.manager, container=root
        )
        if self.computers.watching:
            self.watch = WatchControls(self.computers, self.manager, root, w - 390)
        self.tools = TableTools(self)
        self.refresh(animate=False)

    def shutdown(self) -> None:
        self.computers.stop()
        self.feel.stop()
        super().shutdown()

    def pause(self) -> None:
        # Whatever comes on top (even the quit question) takes the mouse: a piece in hand goes back.
        self.drag.cancel()
        super().pause()

    def resume(self) -> None:
        # A hand-off's callback runs just after it pops, so rebuild on the next frame.
        super().resume()
        self.covered = False
        self.stale = True

    def out_of_sight(self) -> None:
        if not self.covered:  # the rules or settings; a hand-off's table comes back in a moment
            self.painter.forget()

    def settings_changed(self) -> None:
        """Takes up changed settings: hand-offs and thinking time now, the look when back on top (resume)."""
        if self.seating.set_handoffs(self.app.settings.handoffs):
            self.covered = True  # hand-offs just came on: the hand on show hides now, a hand-off follows
        self.computers.think_seconds = self.app.settings.think_seconds

    # The flow of the game ---------------------------------------------------------------
    def refresh(self, animate: bool = True) -> None:
        """Rebuilds what is seen after a change: hand-off, legal moves, layout, buttons."""
        self.drag.cancel()
        if self.match.outcome is None and self._hand_off():
            return
        look = self.app.settings.colour_blind
        old, self.model = self.model, table_model.build(self.session, self.seating, self.design, look)
        self.feel.follow(old, self.model, animate)
        self.buttons = table_paint.rebuild_buttons(
            self.buttons, self.model.legal, self.session.describe, self.root, self.tools.end()
        )
        self.tools.refresh()
        self.dirty = True

    def _hand_off(self) -> bool:
        """Hides the hand of a person whose part is over (after Done, if one is asked for) and covers the
        table with a hand-off screen when another person must now decide. Returns whether it covered."""
        seating = self.seating
        self.session.turn_ending = seating.turn_ending(self.app.settings.turn_done)
        if self.session.turn_ending is not None:
            return False  # the table stays with its player until Done: a slip can still be taken back
        if not seating.private:
            seating.follow_actor()
            return False
        if seating.cover():
            self.toasts.current = None  # it was meant for the player whose part is over (maybe private)
        target = seating.handoff_to()
        if target is None:
            return False
        from tabletop.scenes.handoff import HandoffScene

        self.covered = True
        self.toasts.current = None
        summary = self.session.since_last_turn(target, private=False)  # the one handing over may look on
        scene = HandoffScene.for_seat(self.app, self.session, target, lambda: seating.reveal(target))
        self.app.push(scene.with_summary(summary))
        return True

    def done(self) -> None:
        """The player whose turn is over pressed Done: the computer is handed to the next person."""
        if self.session.turn_ending is not None and not self.covered:
            self.seating.done()
            self.refresh()

    def play(self, action: Action) -> None:
        """Applies a chosen action; an illegal one is explained and changes nothing."""
        actor = self.match.to_act
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self.show(str(exc))
            return
        self.app.trace(action)
        cues.after_move(self.session, action, actor)
        if self.session.problem:
            self.show(self.session.problem)
        elif not is_player(action.seat) or self.match.seats[action.seat].computer:
            self.show(self.session.entries[-1].line_for(self.seating.viewer))
        self.refresh()

    def show(self, message: str, about: str | None = None) -> None:
        """Shows a short message for a few seconds (seats named); `about`: the selected piece it explains."""
        self.toasts.show(self.session.words(message), self.app.settings.toast_seconds, about)
        self.dirty = True

    @property
    def toast(self) -> tuple[str, float] | None:
        """The message on show and its seconds left (None: none)."""
        return self.toasts.current

    def update(self, dt: float) -> None:
        self.feel.update(dt)
        if self.covered:
            return
        if self.stale:
            self.stale = False
            self.refresh(animate=False)
        self.motion.update(dt)
        self.dirty = self.toasts.tick(dt, getattr(self.drag.selected, "piece", None)) or self.dirty
        if not self.on_top():
            return
        if self.match.outcome is not None:
            self._count_to_results(dt)
        elif self.computers_may_move() and (move := self.computers.update(dt, not self.motion.busy())):
            self.play(move)

    def computers_may_move(self) -> bool:
        """Tells whether a computer seat or the game is to act and may: not while a person's Done is due
        (its moves can still be taken back, and its hand still shows)."""
        return self.seating.computer_to_act() and self.session.turn_ending is None

    def on_top(self) -> bool:
        """Tells whether the table has the player's attention (no menu, rules or dialog over it)."""
        # Computer seats and the count to the results wait while anything covers the table:
        # the in-game menu is a pause, and the results must not replace a dialog.
        return self.app.stack.top is self

    def _count_to_results(self, dt: float) -> None:
        self.end_wait += dt
        if self.end_wait >= RESULTS_DELAY:
            from tabletop.scenes.results import ResultsScene

            self.app.replace(ResultsScene(self.app, self.match))

    @property
    def fills_screen(self) -> bool:
        return not self.covered  # the felt covers the screen (a hand-off covers the table instead)

    def busy(self) -> bool:
        computer = self.computers_may_move() and self.on_top() and self.computers.moving()
        waiting = computer or self.match.outcome is not None and self.on_top()
        return self.motion.busy() or self.feel.busy() or self.toast is not None or waiting

    # Input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.feel.event(event)
        self.dirty = self.toasts.gives_way(event, lambda message: self.room.toast(message).rect) or self.dirty
        if self.session.turn_ending is not None and key_down(event, *DONE_KEYS):
            return self.done()
        if self.tools.handle_event(event) or table_keys.handle(
            event, self.model, self.drag, self.carry_out, self.show
        ):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
        elif self.watch is not None and self.watch.key(event):
            self.dirty = True
        elif key_down(event, *DONE_KEYS) and not is_player(self.match.to_act):
            self.computers.hurry()  # Space or Enter skips ahead through an automaton's turn
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag.held is not None:
            self.drag.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.carry_out(self.drag.release(event.pos, self.model.items, self.model.legal))
        elif event.type == pygame.WINDOWFOCUSLOST and self.drag.held is not None:
            self.drag.cancel()

    def _button(self, element) -> None:
        if element is self.menu_button:
            self.open_menu()
        elif element is self.rules_button:
            from tabletop.scenes.rules_ref import RulesScene

            self.app.push(RulesScene(self.app, self.rules.id))
        elif element in self.buttons:
            self.play(self.buttons[element])
        elif self.watch is not None:
            self.watch.press(element)

    def open_menu(self) -> None:
        self.app.push(InGameMenu(self.app, self.app.go_to_menu))

    def _press(self, pos: tuple[int, int]) -> None:
        if pos[1] >= self.app.size[1] - BOTTOM_BAR:
            return
        result = self.drag.press(pos, self.model.items, bool(self.model.legal))
        if result.kind == "open":  # a piece whose moves a decision opens: open it, and hold the piece on
            return table_hand.open_and_hold(self, result)
        if result.piece is not None:
            audio.play("pickup")
        if result.piece is None and not self.model.legal and self.match.outcome is None:
            actor = self.match.to_act
            if actor is not None and self.drag.held is None:
                self.show(f"Waiting for {self.session.seat_name(actor)}.")

    def carry_out(self, result: Result) -> None:
        """Does what a gesture asked: apply, choose among several, or explain a refusal."""
        if result.kind == "apply" and len(result.actions) == 1:
            if result.piece is not None and self.drag.moved():
                table_hand.set_down(self, result.piece)
            self.play(result.actions[0])
        elif result.kind == "apply":
            self._choose(result.actions)
        elif result.kind == "refuse":
            self._refuse(result.piece, result.zone)
        elif result.kind == "return":
            table_hand.glide_back(self, result.piece)
            self.show("Drop it on a lit place.")

    def _choose(self, actions: list[Action]) -> None:
        options = [(self.session.describe(a), a) for a in actions]
        self.app.push(ChooserDialog(self.app, "Which one?", options, self.play))

    def _refuse(self, piece: str, zone: str) -> None:
        audio.play("illegal")
        table_hand.glide_back(self, piece)
        self.show(self.session.why_not_drop(self.seating.viewer, piece, zone))

    # Drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draws the table, the piece in hand, the status line and any message (nothing while covered)."""
        if not self.covered:
            table_paint.paint(self, surface)
