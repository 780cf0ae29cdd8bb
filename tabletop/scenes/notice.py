"""A notice over the scene below: a heading, a sentence that may wrap, a small detail line, and OK."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from tabletop.scenes.dialogs import BUTTON_H, Dialog
from tabletop.scenes.style import clicked, key_down

WIDTH, HEIGHT = 900, 400


class NoticeDialog(Dialog):
    """Tells the player something (a save that can't be opened); OK, Enter or Esc closes it."""

    def __init__(
        self, app, heading: str, sentence: str, detail: str = "", on_close: Callable[[], None] | None = None
    ):
        super().__init__(app)
        self.heading, self.sentence, self.detail = heading, sentence, detail
        self.on_close = on_close

    def startup(self) -> None:
        """Builds the heading, the wrapped sentence, the detail and the OK button."""
        self.make_panel(WIDTH, HEIGHT)
        self.label(34, 64, self.heading, "#heading")
        box = pygame.Rect(50, 112, WIDTH - 106, 120)
        self.text = pygame_gui.elements.UITextBox(
            self.sentence, box, self.manager, container=self.panel, object_id="#notice_text"
        )
        if self.detail:
            self.label(234, 40, self.detail, "#body")
        self.ok_button = self.button(
            ((WIDTH - 300) // 2 - 3, HEIGHT - BUTTON_H - 40, 300, BUTTON_H), "OK", "#primary"
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        """OK, Enter or Esc closes the notice."""
        if clicked(event, self.ok_button) or key_down(
            event, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER
        ):
            self.close()
            if self.on_close is not None:
                self.on_close()
