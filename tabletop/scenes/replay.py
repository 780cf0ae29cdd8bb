"""Replay: a finished game stepped forward and back, action by action, every hand open, the log alongside."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui

from tabletop.registry import load_table
from tabletop.rules.core import GameState, Rules, name_seats, seat_ref
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match, Seat
from tabletop.scenes.base import Scene
from tabletop.scenes.log_panel import LogPanel, html_line, log_html
from tabletop.scenes.style import clicked, key_down
from tabletop.scenes.table_tools import PANEL_WIDTH
from tabletop.ui.colours import seat_rgb
from tabletop.ui.items import Item, TableContext
from tabletop.ui.motion import Motion
from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR, Painter
from tabletop.ui.sprites import SpriteCache

FOLLOW = "Follow play"
PLAY_STEP_SECONDS = 0.8
STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_HOME: -(10**9), pygame.K_END: 10**9}


def hands_html(rules: Rules, state: GameState, seats: Sequence[Seat]) -> str:
    """Returns, seat by seat, the components only that seat could see at this point (its hand, its
    secrets), by name: the game is over, so every hand is open."""
    everyone_hides = rules.hidden_ids(state, None)
    parts = []
    for number in range(len(seats)):
        own = everyone_hides - rules.hidden_ids(state, number)
        names = sorted(rules.narrator.component_name(c) for c in own)
        held = ", ".join(names) if names else "nothing hidden from the others"
        parts.append(f"{html_line(seat_ref(number), seats, False)} ({len(names)}): {held}")
    return "<br><br>".join(parts)


class ReplayScene(Scene):
    """Shows the full state (the game is over, nothing is secret) after any number of its actions."""

    large = True  # every state of the game, and its pictures

    def __init__(self, app, match: Match):
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.design = load_table(self.rules)
        self.timeline = match.steps  # every state is kept: any position is at hand, nothing replayed
        self.entries = match.entries  # each line worded when the log first shows it
        self.position = 0
        self.shown_seat: int | None = None  # None: the seat that acts next (or acted last) is drawn large
        self.playing = False
        self.clock = 0.0
        self.sprites = SpriteCache()
        self.painter = Painter(app.size, self.sprites, self.design.felt)
        self.motion = Motion()
        self.items: list[Item] = []

    # Widgets --------------------------------------------------------------------------------
    def startup(self) -> None:
        """Builds the step buttons, the seat chooser, the log and Close."""
        root = self.make_root()
        w, h = self.app.size
        y = h - BOTTOM_BAR + 18
        self.step_buttons = {
            self._button((24, y, 150, 60), "« Start", "Back to the deal (Home)."): -(10**9),
            self._button((186, y, 150, 60), "‹ Back", "One action back (Left arrow)."): -1,
            self._button((348, y, 190, 60), "Forward ›", "One action forward (Right arrow)."): 1,
            self._button((550, y, 150, 60), "End »", "To the end of the game (End)."): 10**9,
        }
        self.play_button = self._button((724, y, 150, 60), "Play", "Step forward on its own (Space).")
        self.log_button = self._button((898, y, 200, 60), "Game log", "Show or hide the log (L).")
        self.hands_button = self._button(
            (1122, y, 170, 60), "Hands", "Show what every player holds at this point (H)."
        )
        names = [FOLLOW, *(seat.name for seat in self.match.seats)]
        self.seat_menu = pygame_gui.elements.UIDropDownMenu(
            names,
            FOLLOW,
            pygame.Rect(w - 380, y, 356, 60),
            self.manager,
            container=root,
            object_id="@drop_up",
        )
        self.close_button = pygame_gui.elements.UIButton(
            pygame.Rect(w - 190, 12, 170, 52), "Close  (Esc)", self.manager, container=root
        )
        rect = pygame.Rect(w - PANEL_WIDTH - 12, TOP_BAR + 10, PANEL_WIDTH, h - TOP_BAR - BOTTOM_BAR - 20)
        self.log = LogPanel(self.manager, root, rect, heading="Replay log")
        self.hands = LogPanel(self.manager, root, rect, heading="Every hand")
        self.log.set_open(True)
        self.go_to(0, animate=False)

    def _button(self, rect, text: str, tip: str) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, container=self.root, object_id="#tool", tool_tip_text=tip
        )

    def resume(self) -> None:
        super().resume()
        self.log.sync()
        self.hands.sync()

    def settings_changed(self) -> None:
        """Lays the position out again in the look now asked for (colour-blind mode on or off)."""
        super().settings_changed()
        if self.items:
            self.go_to(self.position, animate=False)

    # Moving through the game ----------------------------------------------------------------
    def go_to(self, position: int, animate: bool = True) -> None:
        """Shows the state after `position` actions (clamped), the log up to there and the buttons."""
        self.position = max(0, min(position, len(self.timeline)))
        state = self.timeline.state(self.position)
        seats, cb = tuple(self.match.seats), self.app.settings.colour_blind
        ctx = TableContext(self.big_seat(), self.rules.to_act(state), seats, colour_blind=cb)
        old, self.items = self.items, self.design.layout(state, ctx)
        if animate:
            self.motion.follow(old, self.items, self.app.settings.animation_seconds)
        self.log.show(log_html(self.entries[: self.position], self.match.seats, None))
        self.hands.show(hands_html(self.rules, state, self.match.seats))
        at_start, at_end = self.position == 0, self.position == len(self.timeline)
        for button, step in self.step_buttons.items():
            button.disable() if (at_start and step < 0) or (at_end and step > 0) else button.enable()
        if at_end:
            self.playing = False
        self.play_button.set_text("Pause" if self.playing else "Play")
        self.dirty = True

    def big_seat(self) -> int:
        """Returns the seat drawn large: the one chosen, else whoever acted last (at the deal: the first)."""
        if self.shown_seat is not None:
            return self.shown_seat
        done = self.timeline.actions[: self.position]
        acted = next((a.seat for a in reversed(done) if is_player(a.seat)), None)
        if acted is not None:
            return acted
        first = self.rules.to_act(self.timeline.state(0))
        return first if is_player(first) else 0

    def step(self, delta: int) -> None:
        """Moves `delta` actions forward (negative: back)."""
        self.go_to(self.position + delta, animate=abs(delta) == 1)

    def position_text(self) -> str:
        """Returns 'Action 57 of 412' (or 'The deal' before the first action)."""
        if self.position == 0:
            return f"The deal · {len(self.timeline)} actions"
        return f"Action {self.position} of {len(self.timeline)}"

    # Input and time -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Step buttons and arrow keys move; Play/Space plays on; the seat menu picks who is large."""
        if clicked(event, self.close_button) or key_down(event, pygame.K_ESCAPE):
            self.close()
        elif event.type == pygame.KEYDOWN and event.key in STEP_KEYS:
            self.step(STEP_KEYS[event.key])
        elif clicked(event, self.play_button) or key_down(event, pygame.K_SPACE):
            self.playing = not self.playing and self.position < len(self.timeline)
            self.clock = 0.0
            self.go_to(self.position, animate=False)
        elif (
            clicked(event, self.log_button)
            or clicked(event, self.log.hide_button)
            or key_down(event, pygame.K_l)
        ):
            self.open_panel(self.log, self.hands)
        elif (
            clicked(event, self.hands_button)
            or clicked(event, self.hands.hide_button)
            or key_down(event, pygame.K_h)
        ):
            self.open_panel(self.hands, self.log)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.step_buttons:
            self.step(self.step_buttons[event.ui_element])
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.seat_menu:
            names = [seat.name for seat in self.match.seats]
            chosen = event.text
            self.shown_seat = names.index(chosen) if chosen in names else None
            self.go_to(self.position, animate=False)

    @staticmethod
    def open_panel(panel: LogPanel, other: LogPanel) -> None:
        """Opens or closes a side panel; the two share the place, so opening one closes the other."""
        panel.set_open(not panel.is_open)
        if panel.is_open:
            other.set_open(False)

    def close(self) -> None:
        """Back to the history list, or to the menu when the replay was opened on its own."""
        if len(self.app.stack) > 1:
            self.app.pop()
        else:
            self.app.go_to_menu()

    def update(self, dt: float) -> None:
        self.motion.update(dt)
        if self.playing:
            self.clock += dt
            if self.clock >= PLAY_STEP_SECONDS:
                self.clock = 0.0
                self.step(1)

    def busy(self) -> bool:
        return self.motion.busy() or self.playing

    # Drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draws the table at this position, and the position and last action in the top bar."""
        self.painter.background(surface)
        self.painter.items(surface, self.items, self.motion, None)
        last = (
            self.entries[self.position - 1].public
            if self.position
            else "Every hand is open: the game is over."
        )
        names = [seat.name for seat in self.match.seats]
        seat = self.match.seats[self.big_seat()]
        self.painter.status(surface, self.position_text(), name_seats(last, names), seat_rgb(seat.colour))
