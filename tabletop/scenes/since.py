"""Since your last turn: the others' moves since a player last acted, as a scrolling text box and a dialog."""

from __future__ import annotations

import html
from collections.abc import Sequence

import pygame
import pygame_gui

from tabletop.scenes.dialogs import Dialog
from tabletop.scenes.style import key_down, preload_text_fonts

#: At most this many of the latest lines are shown; older ones are counted ("and 4 earlier moves").
MAX_SHOWN = 12
HEADING = "Since your last turn"
NOTE_RGB = "#9bb6cc"
NOTHING = "Nothing happened since your last turn."


def shown_lines(lines: Sequence[str]) -> list[str]:
    """Returns the lines a summary shows: the latest MAX_SHOWN."""
    return list(lines[-MAX_SHOWN:])


def summary_html(lines: Sequence[str]) -> str:
    """Returns the summary as text-box HTML: a note for the moves left out, then one bullet a line."""
    shown = shown_lines(lines)
    parts = []
    if len(lines) > len(shown):
        parts.append(f'<font color="{NOTE_RGB}"><i>… and {len(lines) - len(shown)} earlier moves</i></font>')
    parts += [f"• {html.escape(line, quote=False)}" for line in shown]
    if not lines:
        parts.append(f'<font color="{NOTE_RGB}"><i>{NOTHING}</i></font>')
    return "<br>".join(parts)


def summary_box(manager, container, rect: pygame.Rect, lines: Sequence[str]) -> pygame_gui.elements.UITextBox:
    """Adds the summary's scrolling text box, scrolled to its newest line."""
    preload_text_fonts(manager, (30,))
    box = pygame_gui.elements.UITextBox(
        summary_html(lines), rect, manager, container=container, object_id="#since_text"
    )
    if box.scroll_bar is not None:
        box.scroll_bar.set_scroll_from_start_percentage(1.0)
    return box


class SinceDialog(Dialog):
    """The summary over the table, for a player who was not handed the computer (one person at the table)."""

    def __init__(self, app, name: str, lines: Sequence[str]):
        super().__init__(app)
        self.name = name
        self.lines = list(lines)
        self.shown = shown_lines(self.lines)  # what the screen watch checks

    def startup(self) -> None:
        """Builds the heading, the text box and the Close button."""
        width, height = 1200, 700
        self.make_panel(width, height)
        self.label(24, 60, f"{HEADING}, {self.name}", "#heading")
        summary_box(self.manager, self.panel, pygame.Rect(30, 100, width - 66, height - 230), self.lines)
        self.close_button = self.button(((width - 260) // 2, height - 110, 260, 70), "Close")

    def handle_event(self, event: pygame.event.Event) -> None:
        """Close, Esc, Enter or the key that opened it closes it."""
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button
        if pressed or key_down(event, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_h):
            self.close()
