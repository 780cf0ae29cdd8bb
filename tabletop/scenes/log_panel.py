"""The game log panel: a collapsible column of what happened, in words, newest at the bottom."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Collection, Sequence

import pygame
import pygame_gui

from tabletop.rules.core import name_seats
from tabletop.rules.gamelog import LogEntry
from tabletop.rules.match import Seat
from tabletop.scenes.since import why_line, why_link
from tabletop.scenes.style import preload_text_fonts, seat_rgb

#: At most this many of the latest lines are laid out: laying out thousands would stall a frame, and
#: the text box keeps one picture of all it laid out (150 lines took 20 MB). The replay has them all.
MAX_LINES = 80
PRIVATE_MARK = "Only you:"
PRIVATE_RGB = "#7fe0d4"
NOTE_RGB = "#9bb6cc"
MARKER = re.compile(r"\x00(\d+)\x01")  # where a seat's name goes
NAMED_WORD = re.compile(r"(\S*\x00\d+\x01\S*)")  # ... with what touches it


def light(colour: str) -> str:
    """Returns a seat colour lightened for text on the dark panel, as #rrggbb."""
    r, g, b = (int(c + (255 - c) * 0.35) for c in seat_rgb(colour))
    return f"#{r:02x}{g:02x}{b:02x}"


def html_line(text: str, seats: Sequence[Seat], private: bool) -> str:
    """Returns one log line as text-box HTML: seat names bold in their colour, private lines marked."""
    marked = name_seats(text, [f"\x00{n}\x01" for n in range(len(seats))])

    # A word holding a name is styled whole: what touches the name with no space ("'s", a colon) goes in
    # its style too, as the text box may break a line between two styles ("Ben" and "'s turn" were apart).
    parts = []
    for part in NAMED_WORD.split(marked):
        found = MARKER.search(part)
        if found is None:
            parts.append(html.escape(part, quote=False))
            continue
        word = html.escape(MARKER.sub(lambda f: seats[int(f.group(1))].name, part), quote=False)
        colour = light(seats[int(found.group(1))].colour)
        parts.append(f'<font color="{colour}"><b>{word}</b></font>')
    line = "".join(parts)
    if private:
        return f'<font color="{PRIVATE_RGB}"><b>{PRIVATE_MARK}</b> <i>{line}</i></font>'
    return line


def log_html(
    entries: Sequence[LogEntry],
    seats: Sequence[Seat],
    viewer: int | None,
    reason: Callable[[int], str] | None = None,
    opened: Collection[int] = (),
) -> str:
    """Returns the latest lines `viewer` may read (None: public lines only), a gap between seats' turns; a
    computer's move with a reason (`reason(position)`, position 1 the first move) ends in a "why?" link,
    its reason shown under it once `opened` holds its position."""
    shown = entries[-MAX_LINES:]
    first = len(entries) - len(shown) + 1
    parts = []
    if len(entries) > len(shown):
        hidden = len(entries) - len(shown)
        parts.append(f'<font color="{NOTE_RGB}"><i>{hidden} earlier moves are not shown.</i></font>')
    for n, item in enumerate(shown):
        if n and item.seat != shown[n - 1].seat:
            parts.append("")
        why = reason(first + n) if reason is not None else ""
        line = html_line(item.line_for(viewer), seats, item.private_for(viewer))
        parts.append(line + (why_link(str(first + n)) if why else ""))
        if why and first + n in opened:
            parts.append(why_line(why))
    if not entries:
        parts.append(f'<font color="{NOTE_RGB}"><i>Nothing has happened yet.</i></font>')
    return "<br>".join(parts)


LEAST_HEIGHT = 320  # the heading, Hide and a few lines


class LogPanel:
    """The log's panel over the table's right side: a heading, a Hide button and the scrolling text."""

    def __init__(
        self, manager: pygame_gui.UIManager, container, rect: pygame.Rect, heading: str = "Game log"
    ):
        preload_text_fonts(manager, (24,))
        self.rect = pygame.Rect(rect)
        self.panel = pygame_gui.elements.UIPanel(
            self.rect, starting_height=3, manager=manager, container=container, object_id="#log_panel"
        )
        width = self.rect.width - 6
        pygame_gui.elements.UILabel(
            pygame.Rect(22, 14, width - 190, 52), heading, manager, container=self.panel, object_id="#heading"
        )
        self.hide_button = pygame_gui.elements.UIButton(
            pygame.Rect(width - 150, 16, 128, 50), "Hide", manager, container=self.panel, object_id="#tool"
        )
        box = pygame.Rect(14, 78, width - 28, self.rect.height - 98)
        self.text = pygame_gui.elements.UITextBox(
            "", box, manager, container=self.panel, object_id="#log_text"
        )
        self.shown = ""
        self.is_open = False
        self.full_height = self.rect.height
        self.panel.hide()

    def reach(self, bottom: int) -> None:
        """Makes the panel end at `bottom` (over nothing below it: the viewer's hand), at most as tall as it
        was made and never shorter than LEAST_HEIGHT."""
        height = max(LEAST_HEIGHT, min(self.full_height, bottom - self.rect.top))
        if height == self.rect.height:
            return
        self.rect.height = height
        self.panel.set_dimensions((self.rect.width, height))
        self.text.set_dimensions((self.rect.width - 34, height - 98))
        self._scroll_to_end()

    def set_open(self, value: bool) -> None:
        """Opens or closes the panel."""
        self.is_open = value
        self.sync()

    def sync(self) -> None:
        """Shows the panel only if open: showing the scene's widgets again shows every child, this one too.

        Never while the scene's widgets are hidden (a dialog or hand-off is on top): shown then, it
        would float over them, still holding the lines of whoever looked before (found by the UI fuzz).
        """
        scene_shown = getattr(self.panel.ui_container, "visible", True)
        if self.is_open and scene_shown and not self.panel.visible:
            self.panel.show()
            self._scroll_to_end()
        elif not (self.is_open and scene_shown) and self.panel.visible:
            self.panel.hide()

    def show(self, page: str, scroll: bool = True) -> None:
        """Shows `page` (log HTML), scrolled to its newest line (`scroll` False: where it was, as a reason
        opened mid-log); unchanged text is left as it is."""
        if page == self.shown:
            return
        self.shown = page
        bar = self.text.scroll_bar
        at = bar.start_percentage if bar is not None else 1.0
        self.text.set_text(page)
        if scroll:
            self._scroll_to_end()
        elif self.text.scroll_bar is not None:
            self.text.scroll_bar.set_scroll_from_start_percentage(at)

    def _scroll_to_end(self) -> None:
        bar = self.text.scroll_bar
        if bar is not None:  # the text box follows its bar on its next update
            bar.set_scroll_from_start_percentage(1.0)

    def covers(self, pos: tuple[int, int]) -> bool:
        """Tells whether the open panel is under `pos` (the table must not react there)."""
        return self.is_open and self.rect.collidepoint(pos)
