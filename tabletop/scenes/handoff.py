"""The hand-off screen: covers the table until the next player says they have the computer."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop.scenes.base import Scene
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

SWATCH = 64
SEAT_FONT = 40


class HandoffScene(Scene):
    """Covers the table with "Pass the computer to <name>" until that player presses the button
    (or Enter or Space); then the scene pops itself and calls `on_done()`.
    """

    opaque = True

    def __init__(self, app, name: str, colour: str, on_done: Callable[[], None], message: str = ""):
        super().__init__(app)
        self.name = name
        self.colour = colour
        self.on_done = on_done
        self.message = message
        self.finished = False
        self.seat_rect = pygame.Rect(0, 0, 0, 0)

    def startup(self) -> None:
        """Builds the big message, the seat line and the button."""
        self.make_root()
        width = self.app.size[0]
        self._label(270, 50, "Next turn", ObjectID("#subtitle"))
        self._label(320, 110, f"Pass the computer to {self.name}", ObjectID("#handoff_title"))
        self._seat_line(460)
        self._label(560, 50, "Everyone else: please look away.", ObjectID("#handoff_note"))
        if self.message:
            self._label(620, 44, self.message, ObjectID("#body"))
        rect = pygame.Rect(0, 0, 860, 116)
        rect.center = (width // 2, 790)
        self.button = pygame_gui.elements.UIButton(
            rect,
            f"I am {self.name} — show my turn",
            self.manager,
            container=self.root,
            object_id="#handoff_button",
        )
        escape = "Esc: game menu (rules, settings, quit)"
        self._label(self.app.size[1] - 110, 40, escape, ObjectID("#hint_centred"))

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

    def handle_event(self, event: pygame.event.Event) -> None:
        """The button, Enter or Space hands the computer over; Esc opens the game menu over this screen
        (rules, settings, quit), so nobody's hand shows."""
        if clicked(event, self.button) or key_down(event, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.done()
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
        art = octopus(190, seat_rgb(self.colour))
        surface.blit(art, art.get_rect(center=(surface.get_width() // 2, 160)))
        surface.blit(swatch(self.colour, SWATCH), self.seat_rect)
