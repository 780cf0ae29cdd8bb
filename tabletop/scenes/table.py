"""The table scene: routes the window's input to the table controller, carries out the effects it returns
and draws what it shows (one seat's view of a Match)."""

from __future__ import annotations

import pygame
import pygame_gui

from tabletop import audio
from tabletop.registry import load_table
from tabletop.rules.core import Action
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match
from tabletop.scenes import cues, lessons, quickref, table_keys, table_paint
from tabletop.scenes.base import Scene
from tabletop.scenes.computers import WatchControls, draw_thinking
from tabletop.scenes.dialogs import ChooserDialog, InGameMenu
from tabletop.scenes.since import SinceDialog
from tabletop.scenes.style import key_down
from tabletop.scenes.table_feel import TableFeel
from tabletop.scenes.table_room import Room, hand_rects, top_bar_right
from tabletop.scenes.table_tips import TableTips
from tabletop.scenes.table_tools import TableTools, ToolActions
from tabletop.scenes.toast import Toast
from tabletop.scenes.tutor_panel import Page as TutorPage
from tabletop.scenes.tutor_panel import TutorPanel
from tabletop.session import Session
from tabletop.table.controller import TableController
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
from tabletop.table.status import StatusLine
from tabletop.tutor.tutor import Tutor
from tabletop.ui.items import lively_now
from tabletop.ui.motion import Motion
from tabletop.ui.painter import BOTTOM_BAR, Painter
from tabletop.ui.sprites import SpriteCache, font

READING = 12  # characters a second a message is left on show for, at the least
HINT_TIP = "A good move for you, lit on the table, and why (? key). Hints are counted on the results."


def _sea(size: tuple[int, int]) -> None:
    return None


#: Seconds after a hand-off gives the table back during which a press of Space, Enter or the mouse is not
#: taken for the table (a double press at the hand-off, 60 to 300 ms apart, would play for its person).
UNCOVERED_CALM = 0.6
DOUBLE_CLICK_SLACK = 12  # pixels: the second click of a double click lands this near the first


class TableScene(Scene):
    """One game in play. Draws only `view(state, viewer)`; every change is a legal Action, made by the
    controller (tabletop/table/controller.py) from the input this scene routes to it."""

    large = True  # its pictures, the log, the kept states

    def __init__(self, app, match: Match, session: Session | None = None, tutor: Tutor | None = None):
        super().__init__(app)
        # Every change goes through the session: it logs, saves, undoes and redoes (a lesson's is marked).
        slot = lessons.slot(match, tutor.name) if tutor else None
        session = session or Session(match, slot, autosave=app.autosave)
        self.controller = TableController(session, load_table(match.rules), lambda: self.app.settings, tutor)
        self.lesson: TutorPanel | None = None
        self.sprites = SpriteCache()
        # The game's own felt (a stand-in design without one keeps the sea).
        self.painter = Painter(app.size, self.sprites, lambda size: getattr(self.design, "felt", _sea)(size))
        self.motion = Motion()
        self.watch: WatchControls | None = None
        self.buttons: dict[pygame_gui.elements.UIButton, Action] = {}
        self.toasts = Toast()
        self.stale = False
        self.status = StatusLine(session, self.controller.seating)
        self.clock = 0.0  # seconds the table has been up: what a lively picture (a blink) is timed by
        self.uncovered_at = -UNCOVERED_CALM  # the clock when a hand-off last gave the table back
        self.uncovered_by: tuple[int, int] | None = None  # where the click that ended it was (None: a key)
        self.lively_keys: tuple = ()

    # What the scene shows of the controller (tools and tests read these) ----------------------
    @property
    def session(self) -> Session:
        return self.controller.session

    @property
    def match(self) -> Match:
        return self.controller.match

    @property
    def rules(self):
        return self.controller.match.rules

    @property
    def design(self):
        return self.controller.design

    @design.setter
    def design(self, design) -> None:
        self.controller.design = design

    @property
    def seating(self):
        return self.controller.seating

    @property
    def computers(self):
        return self.controller.computers

    @property
    def drag(self):
        return self.controller.drag

    @property
    def model(self):
        return self.controller.model

    @property
    def covered(self) -> bool:
        return self.controller.covered

    @covered.setter
    def covered(self, covered: bool) -> None:
        self.controller.covered = covered

    # Lifecycle -------------------------------------------------------------------------
    def startup(self) -> None:
        root = self.make_root()
        w = self.app.size[0]
        # The top bar's buttons, right to left, each as wide as its word needs (large text too).
        right = w - 20
        self.menu_button, right = self._top_button("Menu  (Esc)", right, 170, root)
        self.rules_button, right = self._top_button("Rules", right, 108, root)
        self.quickref_button, right = self._top_button("Quick rules", right, 150, root)
        self.quickref_button.set_tooltip("Your turn on one screen: what you do, in order, and how you win.")
        if self.computers.watching:
            self.watch = WatchControls(self.computers, self.manager, root, right)
        self.hint_button, right = self._top_button("Hint  (?)", right, 150, root)
        self.hint_button.set_tooltip(HINT_TIP, wrap_width=420)
        self._show_hint_button()
        session, settings = self.session, lambda: self.app.settings.animation_seconds
        tips = TableTips(self.manager, self.app.size, self.drag, session.words, session.describe)
        secrets = self.rules.has_secrets
        story = lambda old, new, planned: self.design.story(old, new, planned)  # noqa: E731
        self.feel = TableFeel(self.rules.narrator, self.motion, self.app.size, settings, tips, secrets, story)
        self.room = Room(self.manager, self.app.size)
        actions = ToolActions(self.undo, self.redo, self.done, self.open_since, self._let_go_over_panel)
        self.tools = TableTools(self.manager, root, self.app.size, session, self.seating, actions)
        if self.controller.tutor is not None:
            self.lesson = lessons.panel(self, root)
        self.refresh(animate=False)

    def _top_button(
        self, words: str, right: int, least: int, root
    ) -> tuple[pygame_gui.elements.UIButton, int]:
        """Adds a top-bar button ending at `right`, as wide as its own font needs (large text too); returns
        it and where the next one ends."""
        width = max(least, font(28, True).size(words)[0] + 44)  # as large text draws it
        button = pygame_gui.elements.UIButton(
            pygame.Rect(right - width, 12, width, 52), words, self.manager, container=root
        )
        return button, right - width - 10

    def shutdown(self) -> None:
        self.controller.stop()
        self.feel.stop()
        super().shutdown()

    def pause(self) -> None:
        # Whatever comes on top (even the quit question) takes the mouse: a piece in hand goes back.
        self.controller.let_go()
        super().pause()

    def resume(self) -> None:
        # A hand-off's callback runs just after it pops, so rebuild on the next frame.
        super().resume()
        self.covered = False
        self.stale = True

    def taken(self, clicked_at: tuple[int, int] | None) -> None:
        """A hand-off gave the table back, ended by a click at `clicked_at` (None: by a key)."""
        self.uncovered_at, self.uncovered_by = self.clock, clicked_at

    def just_uncovered(self, event: pygame.event.Event) -> bool:
        """Tells whether `event` is the second press of the double Space, Enter or click that ended a
        hand-off, come a moment later: taken for the table, it would play for a person who has not seen
        their table yet. A click elsewhere (a card grabbed at once) is the table's."""
        if self.clock - self.uncovered_at >= UNCOVERED_CALM:
            return False
        if key_down(event, *table_keys.PRESS_KEYS):
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or self.uncovered_by is None:
            return False
        x, y = self.uncovered_by
        return abs(event.pos[0] - x) <= DOUBLE_CLICK_SLACK and abs(event.pos[1] - y) <= DOUBLE_CLICK_SLACK

    def out_of_sight(self) -> None:
        if not self.covered:  # the rules or settings; a hand-off's table comes back in a moment
            self.painter.forget()

    def settings_changed(self) -> None:
        """Takes up changed settings: hand-offs and thinking time now, the look when back on top (resume)."""
        self.controller.settings_changed()
        if hasattr(self, "hint_button"):
            self._show_hint_button()

    def _show_hint_button(self) -> None:
        """Shows the Hint button where hints are offered: a person plays, no lesson, the setting on."""
        offered = self.hints_offered()
        if offered != self.hint_button.visible:
            self.hint_button.show() if offered else self.hint_button.hide()

    def hints_offered(self) -> bool:
        """Tells whether this table offers hints (a person plays, not a lesson, and Settings shows them)."""
        return self.app.settings.hints and not self.computers.watching and self.controller.tutor is None

    # Effects ---------------------------------------------------------------------------
    def carry(self, effects: list[Effect] | None) -> None:
        """Carries out what the controller asked for, in order."""
        if not effects:
            return
        for effect in effects:
            if isinstance(effect, Played):
                self.app.trace(effect.action)
                cues.after_move(self.session, effect.action, effect.actor)
            elif isinstance(effect, Said):
                self.show(effect.text, effect.about)
            elif isinstance(effect, Relaid):
                self._relaid(effect)
            elif isinstance(effect, GlideBack):
                self.motion.start(effect.piece, effect.start, effect.end, self.feel.seconds())
            elif isinstance(effect, Hinted):
                lit = next((b for b, a in self.buttons.items() if a == effect.action), None)
                if lit is not None:
                    lit.select()  # a move made by a button: the button is lit, as Tab lights a piece
            elif isinstance(effect, Ask):
                self.app.push(ChooserDialog(self.app, effect.title, list(effect.options), self.play))
            elif isinstance(effect, Covered):
                self.toasts.current = None  # it was meant for the player whose part is over (maybe private)
            elif isinstance(effect, HandOff):
                self._hand_off(effect)
            elif isinstance(effect, Sound):
                audio.play(effect.name)
            elif isinstance(effect, Finished):
                from tabletop.scenes.results import ResultsScene

                self.app.replace(ResultsScene(self.app, self.match, self.session.hints_used()))
                return
        self.dirty = True

    def _relaid(self, effect: Relaid) -> None:
        new = effect.new
        self.feel.follow(effect.old, new, effect.animate, self.drag)
        self.buttons = table_paint.rebuild_buttons(
            self.buttons, new.legal, self.session.describe, self.root, self.tools.end()
        )
        self.tools.clear_of([tuple(r) for r in hand_rects(new)])
        self.tools.refresh()
        if self.lesson is not None:
            self.lesson.show(TutorPage(*self.controller.tutor.page()), new, self.drag)

    def _hand_off(self, effect: HandOff) -> None:
        from tabletop.scenes.handoff import HandoffScene

        seat = effect.seat

        def on_done() -> None:
            self.taken(scene.ended_at)
            self.carry(self.controller.accept(seat))

        scene = HandoffScene.for_seat(self.app, self.session, seat, on_done)
        self.app.push(scene.with_summary(effect.summary, effect.reasons))

    # The flow of the game (tools, tests and dialogs call these) -------------------------------
    def refresh(self, animate: bool = True) -> None:
        """Rebuilds what is seen after a change: hand-off, legal moves, layout, buttons."""
        self.carry(self.controller.refresh(animate))

    def play(self, action: Action) -> None:
        """Applies a chosen action; an illegal one is explained and changes nothing."""
        self.carry(self.controller.play(action))

    def done(self) -> None:
        """The player whose part is over pressed Done: the computer is handed to the next person."""
        self.carry(self.controller.done())

    def undo(self) -> None:
        self.carry(self.controller.undo())

    def redo(self) -> None:
        self.carry(self.controller.redo())

    def open_since(self) -> None:
        """Opens what the others did since the looking player's last turn, as that player may read it."""
        seat = self.seating.viewer
        if seat is None or self.covered:
            self.show("Nobody has the computer yet.")
            return
        found = self.session.since_with_reasons(seat)
        lines, reasons = [line for line, _ in found], [reason for _, reason in found]
        self.app.push(SinceDialog(self.app, self.match.seats[seat].name, lines, reasons))

    def _let_go_over_panel(self, why: str) -> None:
        if self.drag.held is not None:
            self.controller.let_go()
            self.show(why)

    def show(self, message: str, about: str | None = None) -> None:
        """Shows a short message for a few seconds, a long one (a hint) as long as it takes to read at
        READING characters a second (seats named); `about`: the selected piece it explains."""
        words = self.session.words(message)
        seconds = max(self.app.settings.toast_seconds, len(words) / READING)
        self.toasts.show(words, seconds, about)
        self.dirty = True

    @property
    def toast(self) -> tuple[str, float] | None:
        """The message on show and its seconds left (None: none)."""
        return self.toasts.current

    def update(self, dt: float) -> None:
        on_show = self.on_top() and not self.covered
        self.dirty = self.feel.update(dt, on_show) or self.dirty
        if self.covered:
            return
        if self.stale:
            self.stale = False
            self.refresh(animate=False)
        self.motion.update(dt)
        self.clock += dt
        keys = tuple(over.key for _, over in self.lively())
        if keys != self.lively_keys:  # a blink began or ended: one more frame, else none
            self.lively_keys, self.dirty = keys, True
        self.dirty = self.toasts.tick(dt, getattr(self.drag.selected, "piece", None)) or self.dirty
        if self.on_top():
            self.carry(self.controller.tick(dt, calm=not self.motion.busy()))

    def on_top(self) -> bool:
        """Tells whether the table has the player's attention (no menu, rules or dialog over it)."""
        # Computer seats and the count to the results wait while anything covers the table:
        # the in-game menu is a pause, and the results must not replace a dialog.
        return self.app.stack.top is self

    @property
    def fills_screen(self) -> bool:
        return not self.covered  # the felt covers the screen (a hand-off covers the table instead)

    def busy(self) -> bool:
        computer = self.controller.computers_may_move() and self.on_top() and self.computers.moving()
        waiting = computer or self.controller.results_due() and self.on_top()
        hinting = self.controller.hints.busy()  # the answer is polled each frame: the loop must not nap
        return self.motion.busy() or self.feel.busy() or self.toast is not None or waiting or hinting

    def computers_may_move(self) -> bool:
        return self.controller.computers_may_move()

    # Input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.dirty = self.feel.event(event, self.model, self.drag) or self.dirty
        room = self.room
        gave_way = self.toasts.gives_way(
            event, lambda message: room.toast(message, self.model, self.drag).rect
        )
        self.dirty = gave_way or self.dirty
        if self.just_uncovered(event):
            return
        if self.tools.handle_event(event) or self._keys(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
        elif self.watch is not None and self.watch.key(event):
            self.dirty = True
        elif key_down(event, *table_keys.PRESS_KEYS) and not is_player(self.model.to_act):
            self.computers.hurry()  # Space or Enter skips ahead through an automaton's turn
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif self.lesson is not None and self.lesson.under(event):
            self.controller.let_go()  # the tutor's panel is not the table: a piece let go there goes back
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if event.pos[1] < self.app.size[1] - BOTTOM_BAR:
                self.carry(self.controller.press(event.pos))
        elif event.type == pygame.MOUSEMOTION:
            self.controller.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.carry(self.controller.release(event.pos))
        elif event.type == pygame.WINDOWFOCUSLOST and self.drag.held is not None:
            self.controller.let_go()

    def _keys(self, event: pygame.event.Event) -> bool:
        """Space, Enter and Tab as the controller means them; returns whether the key was used."""
        meaning = table_keys.meaning(event)
        tutor = self.controller.tutor
        if meaning == "press" and tutor is not None and tutor.can_next():
            effects = self.controller.next_step()
        elif meaning == "press":
            effects = self.controller.space()
        elif meaning in ("next", "previous"):
            effects = self.controller.tab(backwards=meaning == "previous")
        elif meaning == "hint":
            effects = self.controller.hint() if self.hints_offered() else None
        else:
            return False
        if effects is None:
            return False
        self.carry(effects)
        return True

    def _button(self, element) -> None:
        if element is self.menu_button:
            self.open_menu()
        elif element is self.hint_button:
            self.carry(self.controller.hint())
        elif element is self.rules_button:
            from tabletop.scenes.rules_ref import RulesScene

            self.app.push(RulesScene(self.app, self.rules.id))
        elif element is self.quickref_button:
            quickref.open_for(self.app, self.rules.id)
        elif self.lesson is not None and self.lesson.press(element):
            self.dirty = True
        elif element in self.buttons:
            self.play(self.buttons[element])
        elif self.watch is not None:
            self.watch.press(element)

    def open_menu(self) -> None:
        over = (lambda: lessons.start_over(self)) if self.controller.tutor is not None else None
        self.app.push(InGameMenu(self.app, self.app.go_to_menu, start_over=over))

    # Drawing ----------------------------------------------------------------------------
    def held_back(self) -> bool:
        """Tells whether computer seats wait: paused by the watch controls, or the table is covered."""
        return self.computers.paused or not self.on_top()

    def status_words(self):
        """Returns the status bar's title, prompt and colour now."""
        return self.status.now(self.model.to_act, self.held_back())

    def lively(self) -> list:
        """Returns the lively items with the pictures laid over them now (none while animation is off)."""
        if self.feel.seconds() <= 0:
            return []
        return lively_now(self.model.items, self.clock, self.drag.held.piece if self.drag.held else None)

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the table, the piece in hand, the status line and any message (nothing while covered)."""
        if self.covered:
            return
        model = self.model
        held_back = self.held_back()
        status = self.status.now(model.to_act, held_back)
        thinking = None
        if self.computers_may_move() and not held_back:
            computers = self.computers

            def thinking(s: pygame.Surface) -> None:
                draw_thinking(s, computers, status[0], status[2])

        toast = None
        if self.toast is not None:
            toast = (self.toast[0], self.room.toast(self.toast[0], model, self.drag))
        right = top_bar_right(self.manager, surface.get_width())
        table_paint.paint(
            surface,
            self.painter,
            model,
            self.drag,
            self.motion,
            self.feel,
            status,
            thinking,
            toast,
            right,
            self.lively(),
        )
