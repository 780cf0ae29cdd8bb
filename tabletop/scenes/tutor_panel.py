"""The tutor's panel at a lesson's table: one idea at a time, Next where a step only explains, and at the
end the strategy tip with the way on (a real game, the menu, or the lesson again).

It is placed where it covers nothing the learner must use: never the hand, the lit move or the piece in
hand (table_room.must_clear), and rather no piece or picture of the table at all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

import pygame
import pygame_gui

from tabletop.scenes.table_room import first_free, must_clear, nearest, rather_clear
from tabletop.table.model import TableModel
from tabletop.ui.dragdrop import DragDrop
from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR, wrap
from tabletop.ui.sprites import font

WIDTH = 550  # the panel's width on the 1920x1080 table; its height follows its words
MARGIN, PAD, GAP, HEAD, BUTTON_H, NEXT_W = 12, 12, 8, 58, 48, 200
TEXT_SIZE, TEXT_PAD, LINE_SPACING = 24, (18, 14), 1.2  # the theme's #log_text


def text_height(words: str, width: int) -> int:
    """Returns the height of a text box holding `words` at `width` without a scroll bar."""
    lines = wrap(words, TEXT_SIZE, width - 2 * TEXT_PAD[0] - 4)
    line = round(font(TEXT_SIZE).get_linesize() * LINE_SPACING)
    return len(lines) * line + 2 * TEXT_PAD[1] + 6


@dataclass(frozen=True)
class Page:
    """What the panel shows: its heading (the step and the rule it teaches), the tutor's words, and which
    buttons: 'next' (the step only explains), 'move' (the learner acts on the table) or 'end'."""

    heading: str
    words: str
    mode: str


@dataclass(frozen=True)
class PanelActions:
    """What the panel's buttons ask of the table: Next, a real game, the menu, the lesson again."""

    next: Callable[[], None]
    real_game: Callable[[], None]
    menu: Callable[[], None]
    restart: Callable[[], None]


TIES = 600  # the nearest places tried for the least covered picture, when every place covers something


def place(size: tuple[int, int], model: TableModel, drag: DragDrop, screen: tuple[int, int]) -> pygame.Rect:
    """Returns where a panel of `size` goes: over no piece or picture if it can, never over the hand, the
    lit places or the piece aimed with; near the top left first (where a reader looks first)."""
    room = pygame.Rect(0, TOP_BAR, screen[0], screen[1] - TOP_BAR - BOTTOM_BAR).inflate(
        -2 * MARGIN, -2 * MARGIN
    )
    spots = nearest(size, room, (room.left, room.top))
    must = must_clear(model, drag)
    pictures = [pygame.Rect(i.rect) for i in model.items if i.make is not None or i.piece is not None]
    found = first_free(spots, (must + pictures, must + rather_clear(model, screen)))
    if found is not None:
        return found
    # Nowhere clear of every piece and label: the place that hides the fewest pieces, then the fewest
    # small pictures (a seat's name, its score), nearest the top left among those. (Seen: the learner's
    # own octopuses covered, then their seat's name, while the rules summary had room under its words.)
    pieces = [pygame.Rect(i.rect) for i in model.items if i.piece is not None]
    small = rather_clear(model, screen)
    clear = [s for s in spots if s.collidelist(must) < 0] or spots
    ranks = [(len(s.collidelistall(pieces)), len(s.collidelistall(small))) for s in clear]
    best = min(ranks)
    ties = [s for s, rank in zip(clear, ranks, strict=True) if rank == best][:TIES]
    # Among those, the one over the least of the big pictures (a board, a summary's words).
    big = [pygame.Rect(i.rect) for i in model.items if i.make is not None]
    return min(ties, key=lambda s: sum(_area(s.clip(b)) for b in big))


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


class TutorPanel:
    """The tutor's words on the table, rebuilt for each page and placed clear of the move it asks for."""

    def __init__(self, manager, root, screen: tuple[int, int], actions: PanelActions):
        self.manager, self.root, self.screen, self.actions = manager, root, screen, actions
        self.panel: pygame_gui.elements.UIPanel | None = None
        self.buttons: dict[pygame_gui.elements.UIButton, Callable[[], None]] = {}
        self.shown: tuple | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def show(self, page: Page, model: TableModel, drag: DragDrop) -> None:
        """Shows `page`, sized to its words and placed for the table as it is now (rebuilt only when the
        page or its place changes). Next sits in the heading's row: the panel stays as low as it can."""
        box_h = text_height(page.words, WIDTH - 6 - 2 * PAD)
        below = 2 * (BUTTON_H + GAP) if page.mode == "end" else 0
        size = (WIDTH, HEAD + box_h + below + PAD)
        rect = place(size, model, drag, self.screen)
        if (page, tuple(rect)) == self.shown:
            return
        self.shown, self.rect = (page, tuple(rect)), rect
        self.clear()
        self.panel = pygame_gui.elements.UIPanel(
            rect, starting_height=4, manager=self.manager, container=self.root, object_id="#log_panel"
        )
        manager, panel = self.manager, self.panel
        width = rect.w - 6
        room = width - 2 * PAD - (NEXT_W + GAP if page.mode == "next" else 0)
        heading = pygame.Rect(PAD, 6, room, HEAD - 10)
        pygame_gui.elements.UILabel(heading, page.heading, manager, container=panel, object_id="#hint")
        if page.mode == "next":
            next_rect = (width - NEXT_W - PAD, 6, NEXT_W, BUTTON_H)
            self._button(next_rect, "Next  (Enter)", self.actions.next, "#primary")
        box = pygame.Rect(PAD, HEAD, width - 2 * PAD, box_h)
        words = escape(page.words)
        pygame_gui.elements.UITextBox(words, box, manager, container=panel, object_id="#log_text")
        if page.mode == "end":
            y, full = HEAD + box_h + GAP, width - 2 * PAD
            self._button((PAD, y, full, BUTTON_H), "Play a real game", self.actions.real_game, "#primary")
            half = (full - GAP) // 2
            y += BUTTON_H + GAP
            self._button((PAD, y, half, BUTTON_H), "Back to menu", self.actions.menu, None)
            self._button((PAD + half + GAP, y, half, BUTTON_H), "Learn again", self.actions.restart, "#tool")

    def _button(self, rect: Sequence[int], text: str, act: Callable[[], None], object_id: str | None) -> None:
        button = pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, container=self.panel, object_id=object_id
        )
        self.buttons[button] = act

    def under(self, event: pygame.event.Event) -> bool:
        """Tells whether a mouse press or release lands on the panel (not on the table below it)."""
        presses = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        return self.panel is not None and event.type in presses and self.rect.collidepoint(event.pos)

    def press(self, element) -> bool:
        """Carries out a press on one of the panel's buttons; returns whether it was one."""
        act = self.buttons.get(element)
        if act is None:
            return False
        act()
        return True

    def clear(self) -> None:
        if self.panel is not None:
            self.panel.kill()
        self.panel, self.buttons = None, {}
