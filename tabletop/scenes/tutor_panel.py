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
from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR

WIDTH, HEIGHT, END_HEIGHT = 470, 290, 420  # at 1920x1080; the end's tip is longer
MARGIN, PAD, BUTTON_H = 16, 14, 56


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


def place(size: tuple[int, int], model: TableModel, drag: DragDrop, screen: tuple[int, int]) -> pygame.Rect:
    """Returns where a panel of `size` goes: over no piece or picture if it can, never over the hand, the
    lit places or the piece aimed with; near the top left first (where a reader looks first)."""
    room = pygame.Rect(0, TOP_BAR, screen[0], screen[1] - TOP_BAR - BOTTOM_BAR).inflate(
        -2 * MARGIN, -2 * MARGIN
    )
    spots = nearest(size, room, (room.left, room.top))
    must = must_clear(model, drag)
    pictures = [pygame.Rect(i.rect) for i in model.items if i.make is not None or i.piece is not None]
    found = first_free(spots, (must + pictures, must + rather_clear(model, screen), must))
    return found or spots[0]


class TutorPanel:
    """The tutor's words on the table, rebuilt for each page and placed clear of the move it asks for."""

    def __init__(self, manager, root, screen: tuple[int, int], actions: PanelActions):
        self.manager, self.root, self.screen, self.actions = manager, root, screen, actions
        self.panel: pygame_gui.elements.UIPanel | None = None
        self.buttons: dict[pygame_gui.elements.UIButton, Callable[[], None]] = {}
        self.shown: tuple | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def scale(self, value: int) -> int:
        return round(value * min(1.0, self.screen[0] / 1920, self.screen[1] / 1080) ** 0.5)

    def show(self, page: Page, model: TableModel, drag: DragDrop) -> None:
        """Shows `page`, placed for the table as it is now (rebuilt only when the page or place changes)."""
        height = END_HEIGHT if page.mode == "end" else HEIGHT
        size = (self.scale(WIDTH), self.scale(height))
        rect = place(size, model, drag, self.screen)
        if (page, tuple(rect)) == self.shown:
            return
        self.shown, self.rect = (page, tuple(rect)), rect
        self.clear()
        self.panel = pygame_gui.elements.UIPanel(
            rect, starting_height=4, manager=self.manager, container=self.root, object_id="#log_panel"
        )
        width, height = rect.w - 6, rect.h - 6
        heading = pygame.Rect(PAD, 8, width - 2 * PAD, 34)
        pygame_gui.elements.UILabel(
            heading, page.heading, self.manager, container=self.panel, object_id="#hint"
        )
        rows = 3 if page.mode == "end" else 1
        below = rows * (BUTTON_H + 8) + (8 if rows else 0)
        box = pygame.Rect(PAD, 44, width - 2 * PAD, height - 44 - below - PAD // 2)
        pygame_gui.elements.UITextBox(
            escape(page.words), box, self.manager, container=self.panel, object_id="#log_text"
        )
        y = height - below
        if page.mode != "end":
            self._button((PAD, y, 180, BUTTON_H), "Start over", self.actions.restart, "#tool")
        if page.mode == "next":
            self._button(
                (width - 210 - PAD, y, 210, BUTTON_H), "Next  (Enter)", self.actions.next, "#primary"
            )
        elif page.mode == "end":
            full = width - 2 * PAD
            self._button((PAD, y, full, BUTTON_H), "Play a real game", self.actions.real_game, "#primary")
            self._button((PAD, y + BUTTON_H + 8, full, BUTTON_H), "Back to menu", self.actions.menu, None)
            self._button(
                (PAD, y + 2 * (BUTTON_H + 8), full, BUTTON_H), "Learn again", self.actions.restart, "#tool"
            )

    def _button(self, rect: Sequence[int], text: str, act: Callable[[], None], object_id: str | None) -> None:
        button = pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, container=self.panel, object_id=object_id
        )
        self.buttons[button] = act

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
