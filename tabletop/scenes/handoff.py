"""The hand-off screen: covers the table until the next player says they have the computer."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop.rules.narrator import NEXT_TURN, TURN_GOES_ON
from tabletop.scenes.base import Scene
from tabletop.scenes.since import HEADING, WhyToggles, shown_lines, summary_box
from tabletop.scenes.style import (
    backdrop,
    clicked,
    colour_name,
    key_down,
    octopus,
    seat_rgb,
    seat_text_id,
    swatch,
    ui_font,
)
from tabletop.session import Session

SWATCH = 64
SEAT_FONT = 40
CAPTION_FONT = 30  # #subtitle in the theme; a caption too wide for it takes #subtitle_small
#: Where things sit (y, in the 1920x1080 picture): alone, and with the summary of the others' moves.
PLAIN = {"art": 160, "art_size": 190, "next": 270, "title": 320, "seat": 460, "note": 560, "button": 790}
# The button stays where it was (people reach for the same place); the note goes under it.
WITH_SUMMARY = {
    "art": 100,
    "art_size": 140,
    "next": 180,
    "title": 222,
    "seat": 338,
    "note": 904,
    "button": 790,
}
SUMMARY_TOP, SUMMARY_HEIGHT = 412, 308
#: Seconds without a key or mouse press before the screen may be ended: a second press of the key that
#: ended the last turn (a double Space), a held key or its repeats never hand the computer over.
READY_SECONDS = 1.0
TURN_CAPTIONS = (NEXT_TURN, TURN_GOES_ON)  # the person takes a turn; any other caption asks a question
GO_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
WAIT_HINT = "One moment…"
READY_HINT = "Click the button, or press Space or Enter."


class HandoffScene(Scene):
    """Covers the table with "Pass the computer to <name>" until that player presses the button
    (or Enter or Space); then the scene pops itself and calls `on_done()`.

    Only a deliberate act ends it: the button and the keys wake once READY_SECONDS have passed with no
    key held and no key or mouse press (each press before then starts the wait again), and a key ends
    it only when it went down after that, so a key pressed or held before the screen came, or its
    repeats, never do.
    """

    opaque = True

    def __init__(
        self,
        app,
        name: str,
        colour: str,
        on_done: Callable[[], None],
        message: str = "",
        caption: str = NEXT_TURN,
    ):
        super().__init__(app)
        self.name = name
        self.colour = colour
        self.on_done = on_done
        self.message = message
        self.caption = caption  # what the computer is handed over for: the next turn, or a block asked
        #: The others' moves since this player's last turn, in public words (None: no summary box).
        self.summary: list[str] | None = None
        self.why = WhyToggles([], [])  # the summary's "why?" links, opened and closed
        self.shown: list[str] = []  # the summary's lines on screen, which the screen watch checks
        self.at = PLAIN
        self.finished = False
        self.seat_rect = pygame.Rect(0, 0, 0, 0)
        self.calm = 0.0  # seconds since the screen came or since the last key or mouse press before ready
        self.ready = False
        self.down: set[int] = set()  # Space or Enter keys down since before the screen was ready
        self.pressed_at: tuple[int, int] | None = None  # where the mouse last went down on this screen
        self.ended_at: tuple[int, int] | None = None  # where the click that ended it was (None: a key)

    @classmethod
    def for_seat(cls, app, session: Session, seat: int, on_done: Callable[[], None]) -> HandoffScene:
        """Returns the hand-off to `seat` of the session's match, captioned by the game's narrator from the
        public view (what the seat is asked, when it answers inside another player's turn)."""
        found = session.match.seats[seat]
        return cls(app, found.name, found.colour, on_done, caption=session.handoff_caption(seat))

    def with_summary(self, lines: Sequence[str], reasons: Sequence[str] = ()) -> HandoffScene:
        """Returns this screen, set to list `lines` (the others' moves, in public words) under its title,
        a computer's move with its `reasons` behind a "why?" link."""
        if lines:  # nothing happened yet (the first hand-off): no empty box
            self.summary, self.shown, self.at = list(lines), shown_lines(lines), WITH_SUMMARY
            self.why = WhyToggles(lines, reasons)
        return self

    def startup(self) -> None:
        """Builds the big message, the seat line, the summary of the others' moves and the button."""
        self.make_root()
        width, at = self.app.size[0], self.at
        self.caption_label = self._label(at["next"], 50, self.caption, ObjectID(self._caption_style()))
        self._label(at["title"], 110, f"Pass the computer to {self.name}", ObjectID("#handoff_title"))
        self._seat_line(at["seat"])
        if self.summary is not None:
            self._summary()
        self._label(at["note"], 50, "Everyone else: please look away.", ObjectID("#handoff_note"))
        if self.message:
            self._label(at["note"] + 52, 44, self.message, ObjectID("#body"))
        rect = pygame.Rect(0, 0, 860, 116)
        rect.center = (width // 2, at["button"])
        self.button = pygame_gui.elements.UIButton(
            rect,
            f"I am {self.name} — {'show my turn' if self.caption in TURN_CAPTIONS else 'let me answer'}",
            self.manager,
            container=self.root,
            object_id="#handoff_button",
        )
        self.button.disable()
        self.ready_label = self._label(at["button"] + 64, 40, WAIT_HINT, ObjectID("#hint_centred"))
        self.down = {key for key in GO_KEYS if pygame.key.get_pressed()[key]}
        escape = "Esc: game menu (rules, settings, quit)"
        if self.summary is not None:  # the box shows public words: the player's own secrets wait for them
            escape += "   ·   H at the table: this list with what only you were told"
        self._label(
            self.app.size[1] - (110 if self.summary is None else 64), 40, escape, ObjectID("#hint_centred")
        )

    def _caption_style(self) -> str:
        """Returns the theme id of the caption: the subtitle's, or a smaller one for a long question."""
        room = self.app.size[0] - 120 - 24  # the label's width less its margins
        fits = ui_font(CAPTION_FONT, bold=False).size(self.caption)[0] <= room
        return "#subtitle" if fits else "#subtitle_small"

    def _summary(self) -> None:
        """The others' moves since this player's last turn: a heading and a scrolling box, centred."""
        width = 1240
        left = (self.app.size[0] - width) // 2
        heading = f"{HEADING}:"
        pygame_gui.elements.UILabel(
            pygame.Rect(left, SUMMARY_TOP, width, 44),
            heading,
            self.manager,
            container=self.root,
            object_id=ObjectID("#body"),
        )
        box = pygame.Rect(left, SUMMARY_TOP + 48, width, SUMMARY_HEIGHT - 48)
        self.summary_box = summary_box(self.manager, self.root, box, self.summary or [], self.why.reasons)

    def _label(self, y: int, height: int, text: str, object_id: ObjectID) -> pygame_gui.elements.UILabel:
        rect = pygame.Rect(60, y, self.app.size[0] - 120, height)
        return pygame_gui.elements.UILabel(rect, text, self.manager, container=self.root, object_id=object_id)

    def _seat_line(self, y: int) -> None:
        # The swatch and the colour's name sit side by side, centred as one group.
        text = f"{self.name}'s seat: {colour_name(self.colour)}"
        text_w = ui_font(SEAT_FONT).size(text)[0] + 8
        group_w = SWATCH + 20 + text_w
        left = (self.app.size[0] - group_w) // 2
        self.seat_rect = pygame.Rect(left, y, SWATCH, SWATCH)
        pygame_gui.elements.UILabel(
            pygame.Rect(left + SWATCH + 20, y, text_w, SWATCH),
            text,
            self.manager,
            container=self.root,
            object_id=seat_text_id(self.colour, "@handoff_seat"),
        )

    def update(self, dt: float) -> None:
        """Wakes the button and the keys once the screen has been calm for READY_SECONDS (no key held)."""
        if self.down:  # a key release this window never saw (focus went elsewhere) does not hold it asleep
            pressed = pygame.key.get_pressed()
            self.down = {key for key in self.down if pressed[key]}
        if not self.down or self.ready:
            self.calm += dt
        if not self.ready and self.calm >= READY_SECONDS:
            self.ready = True
            self.button.enable()
            self.ready_label.set_text(READY_HINT)
            self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        """Once ready, the button, Enter or Space (pressed afresh) hands the computer over; Esc opens the
        game menu over this screen (rules, settings, quit), so nobody's hand shows."""
        if self.summary is not None and self.why.event(event, self.summary_box):
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed_at = event.pos
        if event.type == pygame.KEYUP:
            self.down.discard(event.key)
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and not self.ready:
            # A press while waiting (a double press, a held key's repeat) starts the wait again.
            self.calm = 0.0
            if key_down(event, *GO_KEYS):
                self.down.add(event.key)
        if clicked(event, self.button) and self.ready:
            self.ended_at = self.pressed_at or self.button.rect.center
            self.done()
        elif key_down(event, *GO_KEYS) and self.ready and event.key not in self.down:
            self.done()
        elif key_down(event, *GO_KEYS):
            self.down.add(event.key)  # held on from before: only a fresh press counts
        elif key_down(event, pygame.K_ESCAPE) and self.app.stack.top is self:
            from tabletop.scenes.dialogs import InGameMenu

            self.app.push(InGameMenu(self.app))

    def done(self) -> None:
        """Pops this scene and calls `on_done()` (once, however many presses arrive)."""
        if self.finished:
            return
        self.finished = True
        if self.app.stack.top is self:
            self.app.pop()
        self.on_done()

    def draw(self, surface: pygame.Surface) -> None:
        """Draws a calm sea, the mascot and the seat's colour token; no table shows through."""
        surface.blit(backdrop(surface.get_size(), calm=True), (0, 0))
        art = octopus(self.at["art_size"], seat_rgb(self.colour))
        surface.blit(art, art.get_rect(center=(surface.get_width() // 2, self.at["art"])))
        surface.blit(swatch(self.colour, SWATCH), self.seat_rect)
