"""Room for words on the table: toasts and tooltips go where they cover nothing the player is about to use.

Never covered: the viewer's hand and its cards, the lit places, the piece aimed with (where it lies and
where it hangs under the mouse). Rather not covered: every other piece. A toast goes to the message area
in the bottom bar, between its buttons, when it fits there; a longer one floats over the free table. A
tooltip goes beside what it explains (above, below, right, left), else to the nearest free place.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui

from tabletop.table.model import TableModel
from tabletop.ui.dragdrop import DragDrop, clickable_zones, targets_for
from tabletop.ui.items import Item
from tabletop.ui.painter import (
    BOTTOM_BAR,
    GROW,
    TOAST_PAD,
    TOAST_TEXT,
    TOP_BAR,
    Note,
    toast_lines,
    toast_size,
)

GAP = 12  # between words and what they explain, and around the bar's buttons
STEP = 24  # the stride of the search for a free place
BAR_TEXT, BAR_MOST = 26, 2  # a toast in the bottom bar: two lines of this size fit its height
BAR_PAD = (TOAST_PAD[0], 4)
Rects = list[pygame.Rect]


def lit_zones(model: TableModel, active: Item | None) -> set[str]:
    """Returns the zones ringed now: the active piece's targets, else the places a click acts on."""
    return targets_for(active.piece, model.legal) if active is not None else clickable_zones(model.legal)


def aimed(drag: DragDrop) -> Rects:
    """Returns where the piece aimed with is: its place, and where it hangs when carried (shadow too)."""
    if drag.active is None:
        return []
    rects = [pygame.Rect(drag.active.rect)]
    if drag.held is not None and drag.moved():
        x, y = drag.corner
        rects.append(pygame.Rect(x, y - 6, drag.held.rect[2] + 10, drag.held.rect[3] + 20))
    return rects


def hand_rects(model: TableModel) -> Rects:
    """Returns the viewer's hand: its zone and every item lying in it."""
    zone = [pygame.Rect(i.rect) for i in model.items if i.zone == f"hand:{model.viewer}"]
    inside = [pygame.Rect(i.rect) for i in model.items if i.make is not None]
    return zone + [r for r in inside if r.collidelist(zone) >= 0]


def must_clear(model: TableModel, drag: DragDrop) -> Rects:
    """Returns what words may never cover: the viewer's hand, the lit places and the piece aimed with."""
    lit = lit_zones(model, drag.active)
    rings = [pygame.Rect(i.rect).inflate(2 * GROW, 2 * GROW) for i in model.items if i.zone in lit]
    return hand_rects(model) + rings + aimed(drag)


def rather_clear(model: TableModel, screen: tuple[int, int] = (1920, 1080)) -> Rects:
    """Returns what words had better not cover: every piece, and every small picture (a pile, its label,
    a header): a picture larger than a twentieth of the screen is a board or a panel, under the words."""
    small = screen[0] * screen[1] // 20
    return [
        pygame.Rect(i.rect)
        for i in model.items
        if i.piece is not None or (i.make is not None and i.rect[2] * i.rect[3] <= small)
    ]


def first_free(spots: Sequence[pygame.Rect], tiers: Sequence[Rects]) -> pygame.Rect | None:
    """Returns the first spot clear of the first tier of rects that leaves one free, else None."""
    for tier in tiers:
        found = next((s for s in spots if s.collidelist(tier) < 0), None)
        if found is not None:
            return found
    return None


def nearest(size: tuple[int, int], room: pygame.Rect, to: tuple[int, int]) -> list[pygame.Rect]:
    """Returns every place of a `size` box inside `room` on the search's grid, nearest to `to` first."""
    w, h = size
    spots = [
        pygame.Rect(x, y, w, h)
        for x in range(room.left, room.right - w + 1, STEP)
        for y in range(room.top, room.bottom - h + 1, STEP)
    ]
    return sorted(spots, key=lambda s: (s.centerx - to[0]) ** 2 + 4 * (s.centery - to[1]) ** 2)


def beside(subject: pygame.Rect, size: tuple[int, int], room: pygame.Rect) -> list[pygame.Rect]:
    """Returns a box of `size` above, below, right and left of `subject`, each kept inside `room`."""
    w, h = size
    spots = [
        (subject.centerx - w // 2, subject.top - GAP - h),
        (subject.centerx - w // 2, subject.bottom + GAP),
        (subject.right + GAP, subject.centery - h // 2),
        (subject.left - GAP - w, subject.centery - h // 2),
    ]
    return [pygame.Rect(x, y, w, h).clamp(room) for x, y in spots]


def tip_place(
    model: TableModel,
    drag: DragDrop,
    subject: pygame.Rect,
    size,
    screen,
    shown: Rects = (),
    widgets: Rects = (),
) -> pygame.Rect:
    """Returns where a tooltip of `size` explaining `subject` goes: beside it, else the nearest free place;
    never over `shown` (what the subject shows while the mouse is on it, such as a keeper's line of sight)
    nor over a shown widget (a button, the instruction bar, the log); best over no piece or small picture.
    The top and bottom bars are never covered, unless nothing else leaves room."""
    screen_room = pygame.Rect(0, 0, *screen).inflate(-2 * 8, -2 * 8)
    table_room = pygame.Rect(0, TOP_BAR, screen[0], screen[1] - TOP_BAR - BOTTOM_BAR).inflate(-2 * 8, -2 * 8)
    must = [*must_clear(model, drag), subject, *shown, *widgets]
    rather = rather_clear(model, screen)
    rather = [r for r in rather if not r.contains(subject)]  # what the subject lies on is its place
    for room in (table_room, screen_room):
        spots = [*beside(subject, size, room), *nearest(size, room, subject.center)]
        found = first_free(spots, (must + rather, must))
        if found is not None:
            return found
    return beside(subject, size, screen_room)[0]


def bar_gap(screen: tuple[int, int], widgets: Rects) -> pygame.Rect:
    """Returns the widest stretch of the bottom bar that no widget covers."""
    w, h = screen
    bar = pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR)
    edges = sorted((r.left, r.right) for r in widgets if r.colliderect(bar))
    best, x = pygame.Rect(0, bar.top, 0, BOTTOM_BAR), GAP
    for left, right in [*edges, (w - GAP, w)]:
        if left - GAP - x > best.w:
            best = pygame.Rect(x, bar.top, left - GAP - x, BOTTOM_BAR)
        x = max(x, right + GAP)
    return best


def bar_note(message: str, gap: pygame.Rect, cut: bool = False) -> Note | None:
    """Returns the toast laid out in the bar's free stretch `gap` (None if cut short, unless `cut`)."""
    if gap.w < 240:
        return None
    width = gap.w - 2 * BAR_PAD[0]
    lines, widest = toast_lines(message, BAR_TEXT, width, BAR_MOST)
    if not cut and lines != toast_lines(message, BAR_TEXT, width, BAR_MOST + 9)[0]:
        return None
    size = toast_size(lines, widest, BAR_TEXT, BAR_PAD)
    rect = pygame.Rect((0, 0), size)
    rect.center = gap.center
    return Note(rect, lines, BAR_TEXT)


def toast_note(message: str, model: TableModel, drag: DragDrop, screen, widgets: Rects) -> Note:
    """Returns where the toast goes: the bar's message area, else the free table, else the bar cut short."""
    gap = bar_gap(screen, widgets)
    must = must_clear(model, drag)
    note = bar_note(message, gap)
    if note is not None and note.rect.collidelist(must) < 0:
        return note
    lines, widest = toast_lines(message)
    size = toast_size(lines, widest, TOAST_TEXT)
    room = pygame.Rect(0, TOP_BAR, screen[0], screen[1] - TOP_BAR - BOTTOM_BAR).inflate(-16, -16)
    spots = nearest(size, room, (screen[0] // 2, room.bottom))
    found = first_free(spots, (must + rather_clear(model, screen), must))
    if found is not None:
        return Note(found, lines, TOAST_TEXT)
    return bar_note(message, gap, cut=True) or Note(spots[0], lines, TOAST_TEXT)


class Room:
    """Lays out a table's toast, once per change of message, table, aimed piece or widgets."""

    def __init__(self, manager: pygame_gui.UIManager, size: tuple[int, int]):
        self.manager, self.size = manager, size
        self.key: tuple | None = None
        self.model: TableModel | None = None
        self.note: Note | None = None

    def toast(self, message: str, model: TableModel, drag: DragDrop) -> Note:
        """Returns where `message` goes on the table as it is now."""
        widgets = bar_widgets(self.manager)
        hang = drag.pos if drag.held is not None and drag.moved() else None
        key = (message, drag.active, hang, tuple(map(tuple, widgets)))
        if key != self.key or model is not self.model or self.note is None:
            self.key, self.model = key, model
            self.note = toast_note(message, model, drag, self.size, widgets)
        return self.note


def top_bar_right(manager: pygame_gui.UIManager, width: int) -> int:
    """Returns where the top bar's shown buttons begin (Rules, Menu): its words end before it."""
    return min(
        (r.left for r in bar_widgets(manager) if r.top < TOP_BAR and r.left > width // 2), default=width
    )


def bar_widgets(manager: pygame_gui.UIManager) -> Rects:
    """Returns the rects of the shown buttons (where a toast in the bottom bar may not go)."""
    buttons = (e for e in manager.get_sprite_group().sprites() if isinstance(e, pygame_gui.elements.UIButton))
    return [e.rect for e in buttons if e.visible]
