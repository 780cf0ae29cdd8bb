"""Since your last turn: the others' moves since a player last acted, as a scrolling text box and a dialog."""

from __future__ import annotations

import html
from collections.abc import Collection, Sequence

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


def why_link(key: str) -> str:
    """Returns the link a computer's move shows after its line: a click opens its reason under it."""
    return f' <a href="why:{key}">why?</a>'


def why_line(reason: str) -> str:
    """Returns a computer's reason as an opened line under its move."""
    return f'<font color="{NOTE_RGB}"><i>\u2003{html.escape(reason, quote=False)}</i></font>'


def summary_html(lines: Sequence[str], reasons: Sequence[str] = (), opened: Collection[int] = ()) -> str:
    """Returns the summary as text-box HTML: a note for the moves left out, then one bullet a line; a line
    with a reason (a computer's move) ends in a "why?" link, and shows the reason under it once `opened`
    holds its index (in `lines`)."""
    shown = shown_lines(lines)
    first = len(lines) - len(shown)
    parts = []
    if len(lines) > len(shown):
        parts.append(f'<font color="{NOTE_RGB}"><i>… and {len(lines) - len(shown)} earlier moves</i></font>')
    for n, line in enumerate(shown, start=first):
        reason = reasons[n] if n < len(reasons) else ""
        parts.append(f"• {html.escape(line, quote=False)}" + (why_link(str(n)) if reason else ""))
        if reason and n in opened:
            parts.append(why_line(reason))
    if not lines:
        parts.append(f'<font color="{NOTE_RGB}"><i>{NOTHING}</i></font>')
    return "<br>".join(parts)


def summary_box(
    manager, container, rect: pygame.Rect, lines: Sequence[str], reasons: Sequence[str] = ()
) -> pygame_gui.elements.UITextBox:
    """Adds the summary's scrolling text box, scrolled to its newest line."""
    preload_text_fonts(manager, (30,))
    box = pygame_gui.elements.UITextBox(
        summary_html(lines, reasons), rect, manager, container=container, object_id="#since_text"
    )
    if box.scroll_bar is not None:
        box.scroll_bar.set_scroll_from_start_percentage(1.0)
    return box


def clicked_why(event: pygame.event.Event, box) -> int | None:
    """Returns the index of the line whose "why?" link `event` clicked in `box` (None: not such a click)."""
    if event.type != pygame_gui.UI_TEXT_BOX_LINK_CLICKED or event.ui_element is not box:
        return None
    target = str(getattr(event, "link_target", ""))
    return int(target[4:]) if target.startswith("why:") and target[4:].isdigit() else None


class WhyToggles:
    """Which reasons of a summary box are open; a click on a "why?" link opens or closes one."""

    def __init__(self, lines: Sequence[str], reasons: Sequence[str]):
        self.lines, self.reasons = list(lines), list(reasons)
        self.opened: set[int] = set()

    def event(self, event: pygame.event.Event, box) -> bool:
        """Takes a click on one of `box`'s links; returns whether it was one."""
        index = clicked_why(event, box)
        if index is None:
            return False
        self.opened ^= {index}
        box.set_text(summary_html(self.lines, self.reasons, self.opened))
        return True


class SinceDialog(Dialog):
    """The summary over the table, for a player who was not handed the computer (one person at the table)."""

    def __init__(self, app, name: str, lines: Sequence[str], reasons: Sequence[str] = ()):
        super().__init__(app)
        self.name = name
        self.lines = list(lines)
        self.why = WhyToggles(lines, reasons)
        self.shown = shown_lines(self.lines)  # what the screen watch checks

    def startup(self) -> None:
        """Builds the heading, the text box and the Close button."""
        width, height = 1200, 700
        self.make_panel(width, height)
        self.label(24, 60, f"{HEADING}, {self.name}", "#heading")
        rect = pygame.Rect(30, 100, width - 66, height - 230)
        self.box = summary_box(self.manager, self.panel, rect, self.lines, self.why.reasons)
        self.close_button = self.button(((width - 260) // 2, height - 110, 260, 70), "Close")

    def handle_event(self, event: pygame.event.Event) -> None:
        """Close, Esc, Enter or the key that opened it closes it; a "why?" link opens a computer's reason."""
        if self.why.event(event, self.box):
            return
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button
        if pressed or key_down(event, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_h):
            self.close()
