"""Tooltips on the table: rest the mouse on a card, tile or token for half a second to read its full text;
with a piece in hand (or selected), rest it on a lit place to read what dropping there will do."""

from __future__ import annotations

import html
from collections.abc import Callable

import pygame
import pygame_gui

from tabletop.rules.core import Action
from tabletop.scenes.table_room import tip_place
from tabletop.table.model import TableModel
from tabletop.ui.dragdrop import DragDrop, matching, targets_for
from tabletop.ui.items import Item, zones_at

HOVER_SECONDS = 0.5
WIDTH = 480  # the tooltip's width in logical pixels: 24 px text, readable at 1280x720
LARGE = 12  # a place over a twelfth of the screen is explained beside the mouse, not beside the place
POINTER = 28  # the room left around the mouse pointer by a tip explaining a large place


def tip_html(words: str) -> str:
    """Returns a tip as tooltip markup: a name before the first colon in bold, line breaks kept."""
    words = words[:1].upper() + words[1:]
    head, colon, rest = words.partition(": ")
    if colon and 0 < len(head) <= 40:
        text = f"<b>{html.escape(head)}</b><br>{html.escape(rest[:1].upper() + rest[1:])}"
    else:
        text = html.escape(words)
    return text.replace("\n", "<br>")


def shown_widgets(manager: pygame_gui.UIManager, mine: tuple = ()) -> list[pygame.Rect]:
    """Returns the rects of the shown widgets (buttons, the instruction bar, the log panel), not `mine`."""
    return [
        element.rect
        for element in manager.get_sprite_group().sprites()
        if element not in mine and not isinstance(element, pygame_gui.core.UIContainer) and element.visible
    ]


def over_widget(manager: pygame_gui.UIManager, pos: tuple[int, int], mine: tuple = ()) -> bool:
    """Tells whether a shown widget (a button, the log panel) is under `pos`: the table's tips yield to it."""
    return pygame.Rect(pos, (1, 1)).collidelist(shown_widgets(manager, mine)) >= 0


def item_at(items: list[Item], pos: tuple[int, int]) -> Item | None:
    """Returns the topmost item with a tip under `pos`."""
    return next((i for i in reversed(items) if i.tip and i.contains(pos)), None)


class TableTips:
    """Tracks what the mouse rests on at a table and shows its tooltip after HOVER_SECONDS.

    It is given the window's manager and size, the piece in hand (`drag`), how words are said (seats
    named, actions described) and, at each refresh, the table's model; each call that changes what is on
    screen returns True, so the table redraws."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        size: tuple[int, int],
        drag: DragDrop,
        words: Callable[[str], str],
        describe: Callable[[Action], str],
    ):
        self.manager, self.size, self.drag = manager, size, drag
        self.say, self.describe = words, describe
        self.model = TableModel()
        self.keep_clear: list[pygame.Rect] = []  # what the item under the mouse shows (a line of sight)
        self.pos: tuple[int, int] | None = None
        self.subject: tuple[str, ...] | None = None
        self.waited = 0.0
        self.armed = False  # only a mouse that moved, then rested, opens a tooltip
        self.tooltip: pygame_gui.elements.UITooltip | None = None
        self.text = ""

    def event(self, event: pygame.event.Event) -> bool:
        """Follows the mouse; a press or a key hides the tooltip until the mouse rests again."""
        if event.type == pygame.MOUSEMOTION:
            self.armed = True
            return self.move(event.pos)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.WINDOWLEAVE):
            self.waited = 0.0
            if event.type == pygame.WINDOWLEAVE:
                self.pos = self.subject = None
            return self.hide()
        return False

    def move(self, pos: tuple[int, int]) -> bool:
        self.pos = pos
        subject = self.subject_at(pos)
        if subject != self.subject:
            self.subject, self.waited = subject, 0.0
            return self.hide()
        return False

    def refresh(self, model: TableModel) -> bool:
        """After a new layout: a tooltip stays while the same thing is under the mouse; else it goes, and
        the next waits for the mouse to move (no tips popping up as computers play under a still mouse)."""
        self.model = model
        if self.pos is None:
            return False
        subject = self.subject
        changed = self.move(self.pos)
        self.armed = self.armed and subject == self.subject
        return changed

    def update(self, dt: float, on_show: bool) -> bool:
        """Counts the rest; shows the tooltip when it is long enough, hides it while the table is not on
        show (covered, or under a dialog)."""
        if not on_show:
            self.waited = 0.0
            return self.hide()
        if self.subject is None or self.tooltip is not None or not self.armed:
            return False
        self.waited += dt
        if self.waited >= HOVER_SECONDS:
            self.show(self.words())
            return True
        return False

    def subject_at(self, pos: tuple[int, int]) -> tuple[str, ...] | None:
        """Returns what the mouse is on: a lit place for the piece in hand, else an item with a tip."""
        mine = () if self.tooltip is None else (self.tooltip, self.tooltip.text_block)
        if over_widget(self.manager, pos, mine):
            return None
        active, items = self.drag.active, self.model.items
        if active is not None:
            lit = targets_for(active.piece, self.model.legal)
            zone = next((z for z in zones_at(items, pos) if z in lit), None)
            if zone is not None:
                return ("drop", active.piece, zone)
        if self.drag.held is not None and self.drag.moved():
            return None  # a piece being carried elsewhere: no card tips flickering under it
        item = item_at(items, pos)
        return None if item is None else ("item", item.key, *map(str, item.rect), item.tip)

    def words(self) -> str:
        """Returns the tooltip's text for the current subject, seats called by their names."""
        if self.subject[0] == "drop":
            _, piece, zone = self.subject
            said = [self.describe(a) for a in matching(piece, zone, self.model.legal)]
            if len(said) == 1:
                return f"Drop here: {said[0]}"
            if len(said) > 3:  # a long list is for the chooser the drop opens, not for a tooltip
                return f"Drop here to choose one of {len(said)}: {said[0]}; {said[1]}; ..."
            return "Drop here to choose: " + "; ".join(said)
        return self.say(self.subject[-1])

    def show(self, words: str) -> None:
        """Opens the tooltip beside what it explains, wholly on screen, over no hand card, lit place or
        piece aimed with (table_room)."""
        self.hide()
        self.text = words
        tooltip = pygame_gui.elements.UITooltip(tip_html(words), (0, 0), self.manager, wrap_width=WIDTH)
        size = tooltip.rect.size
        widgets = shown_widgets(self.manager, (tooltip, tooltip.text_block))
        subject = self.subject_rect()
        spot = tip_place(self.model, self.drag, subject, size, self.size, self.keep_clear, widgets)
        tooltip.set_position(spot.topleft)
        self.tooltip = tooltip

    def subject_rect(self) -> pygame.Rect:
        """Returns what the tooltip explains: the item's place, or the lit place's item under the mouse. A
        large place (an island, a board, a whole hand) is explained beside the mouse, not beyond its edges:
        the tip then sits near where the player looks, over none of the place's pieces."""
        if self.subject[0] == "item":
            rect = pygame.Rect(*map(int, self.subject[2:6]))
        else:
            places = [i for i in self.model.items if i.zone == self.subject[2]]
            under = next((i for i in reversed(places) if i.contains(self.pos)), None)
            rect = pygame.Rect(under.rect) if under is not None else pygame.Rect(self.pos, (1, 1))
        if rect.w * rect.h > self.size[0] * self.size[1] // LARGE and self.pos is not None:
            return pygame.Rect(self.pos, (1, 1)).inflate(2 * POINTER, 2 * POINTER)
        return rect

    def hide(self) -> bool:
        """Closes the tooltip; returns whether one was open."""
        if self.tooltip is None:
            return False
        self.tooltip.kill()
        self.tooltip = None
        self.text = ""
        return True
