"""Cosmoctopus card pictures drawn from component data: the face (cost, name, what it does, its type) with a
constellation's four slots, and the back. Pure: the same arguments give the same picture.

A type is told by its colour, its resource's symbol in the corner and its name along the bottom. A slot
is filled (a solid mark with a tick), open (a bright ring round its mark) or closed (dimmed, with a lock).
"""

from __future__ import annotations

import pygame

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.table import art
from games.cosmoctopus.table.cardtext import short_lines
from games.cosmoctopus.table.palette import CONTACT_RGB, TYPE_RESOURCE, ink_on, type_rgb
from tabletop.ui.looks import colour_aware, pattern_for, patterned
from tabletop.ui.marks import GOLD, WHITE, fit, mix, outlined
from tabletop.ui.sprites import INK, PAPER, blit_centred, font, icon, rounded, text, wrap

Rect = tuple[int, int, int, int]
SLOT_SPOTS = ((0.3, 0.0), (0.7, 0.0), (0.3, 1.0), (0.7, 1.0))  # A B over C D, across the slot band


SMALL = 110  # cards lower than this (the First Contact supply) show no type strip


def slot_band(w: int, h: int) -> Rect:
    """Returns where a constellation's slots sit on a w×h face: the band under its name."""
    return (0, int(h * 0.45), w, int(h * 0.38))


def slot_rects(w: int, h: int) -> list[Rect]:
    """Returns the four slots' squares on a w×h face (A, B, C, D), relative to the face."""
    bx, by, bw, bh = slot_band(w, h)
    size = min(int(bh * 0.5), int(w * 0.3))
    found = []
    for fx, fy in SLOT_SPOTS:
        cx, cy = bx + int(bw * fx), by + size // 2 + int((bh - size) * fy)
        found.append((cx - size // 2, cy - size // 2, size, size))
    return found


def _frame(w: int, h: int, fill) -> tuple[pygame.Surface, int]:
    radius = max(6, w // 10)
    surface = rounded((w, h), PAPER, radius=radius)
    border = max(3, w // 30)
    surface.blit(rounded((w - 2 * border, h - 2 * border), fill, radius=radius - 2), (border, border))
    return surface, border


def _cost(cat: Catalog, card_id: str, surface: pygame.Surface, size: int) -> None:
    """Draws the cost along the top: each specific cost as its count and mark, then the generic cost
    (smaller when three parts would not fit the width)."""
    spec = cat.card[card_id]
    parts = [(r, n) for r, n in spec.cost.items() if n] + (
        [("generic", spec.generic)] if spec.generic else []
    )
    if not parts:
        surface.blit(outlined("free", int(size * 0.8), WHITE, INK), (size // 3, size // 4))
        return
    w = surface.get_width()
    while size > 12 and len(parts) * int(size * 1.75) + size // 3 > w - 6:
        size -= 1
    x, y = size // 3, size // 4
    for resource, count in parts:
        number = outlined(str(count), int(size * 0.9), WHITE, INK)
        surface.blit(number, (x, y - size // 8))
        x += number.get_width()
        surface.blit(_cost_mark(resource, size), (x, y))
        x += size + size // 5


def _cost_mark(resource: str, size: int) -> pygame.Surface:
    if resource != "generic":
        return art.mark(resource, size)
    plate = rounded((size, size), (120, 124, 140), WHITE, radius=size // 4, width=2)
    blit_centred(plate, text("any", int(size * 0.42), WHITE, True), (size // 2, size // 2))
    return plate


@colour_aware
def face(cat: Catalog, card_id: str, w: int, h: int, filled: tuple = (), cb: bool = False) -> pygame.Surface:
    """Returns a card's face (a constellation's slots as `filled` says: all empty when not given)."""
    spec = cat.card[card_id]
    rgb = type_rgb(spec.type)
    surface, border = _frame(w, h, rgb)
    if cb:
        kinds = list(TYPE_RESOURCE)
        inner = (border, border, w - 2 * border, h - 2 * border)
        patterned(surface, inner, pattern_for(kinds.index(spec.type)), (*mix(rgb, ink_on(rgb), 0.18), 255), 6)
    size = max(18, w // 5)
    _cost(cat, card_id, surface, size)
    bottom = _type_strip(cat, card_id, surface, border)
    drawn_slots = spec.type == "constellation" and h >= 130  # a small card leaves its slots to the tooltip
    top = _name(spec.name, surface, int(size * 1.45), ink_on(rgb), 2 if drawn_slots else 3, bottom)
    if drawn_slots:
        slots(cat, card_id, surface, filled or (False,) * 4)
    _short(cat, card_id, surface, top, bottom, ink_on(rgb))
    if spec.lightning:
        surface.blit(art.lightning(size + 4), (w - size - 4 - border, bottom - size - 6))
    return surface


def _name(name: str, surface: pygame.Surface, top: int, ink, most: int, bottom: int) -> int:
    """Draws the name, centred on up to `most` lines above `bottom`; returns where the text below it may
    start."""
    w = surface.get_width()
    size, shown = name_lines(name, w, bottom - top, most)
    for i, line in enumerate(shown):
        words = text(fit(line, size, w - 10), size, ink, True)
        blit_centred(surface, words, (w // 2, top + i * (size + 3) + size // 2))
    return top + len(shown) * (size + 3) + 4


def name_lines(name: str, w: int, room: int, most: int) -> tuple[int, list[str]]:
    """Returns the font size and lines of a name on a card `w` wide with `room` pixels of height: smaller
    if need be, and the last line ending in an ellipsis if it still does not fit."""
    size = max(15, min(20, w // 7))
    lines = wrap(name, size, w - 12, True)
    while size > 13 and (len(lines) > _room(room, size, most) or _too_wide(lines, size, w - 10)):
        size -= 1
        lines = wrap(name, size, w - 10, True)
    shown = lines[: _room(room, size, most)]
    if len(shown) < len(lines):
        shown[-1] += "…"
    return size, shown


def _room(room: int, size: int, most: int) -> int:
    """Returns how many name lines of this size fit in `room` pixels (at most `most`, at least 1)."""
    return max(1, min(most, room // (size + 3)))


def _too_wide(lines: list[str], size: int, width: int) -> bool:
    """Tells whether a line (a single long word) is wider than `width` at this size."""
    return any(font(size, True).size(line)[0] > width for line in lines)


def _short(cat: Catalog, card_id: str, surface: pygame.Surface, top: int, bottom: int, ink) -> None:
    """Draws the card's short lines in the room between its name (or slots) and its type strip."""
    w = surface.get_width()
    lines = [line for line in short_lines(cat, card_id) if line]
    if cat.card[card_id].type == "constellation":
        return  # its slots fill the room; the tooltip tells the reward
    size = max(12, min(17, w // 8))
    room = bottom - top
    lines = lines[: max(0, room // (size + 2))]
    y = top + (room - len(lines) * (size + 2)) // 2
    for line in lines:
        blit_centred(surface, text(fit(line, size, w - 12), size, ink, True), (w // 2, y + size // 2 + 1))
        y += size + 2


def _type_strip(cat: Catalog, card_id: str, surface: pygame.Surface, border: int) -> int:
    """Draws the type's name along the bottom with its resource mark (purple for First Contact); returns
    its top."""
    w, h = surface.get_size()
    spec = cat.card[card_id]
    if h < SMALL:  # a small card keeps its room for the name: its type is a mark in the corner
        mark = art.mark(TYPE_RESOURCE[spec.type], 20)
        surface.blit(mark, (border + 3, h - border - 23))
        return h - border - 4
    size = max(12, min(16, w // 8))
    strip = size + 8
    top = h - border - strip
    fill = CONTACT_RGB if card_id in cat.contact else mix(type_rgb(spec.type), INK, 0.35)
    pygame.draw.rect(surface, fill, (border, top, w - 2 * border, strip), border_radius=4)
    word = "First contact" if card_id in cat.contact and w >= 110 else spec.type.capitalize()
    room = w - 2 * border - strip - 6
    while size > 11 and font(size, True).size(word)[0] > room:
        size -= 1
    label = text(fit(word, size, room), size, WHITE, True)
    surface.blit(art.mark(TYPE_RESOURCE[spec.type], strip - 4), (border + 3, top + 2))
    surface.blit(label, (border + strip + 2, top + (strip - label.get_height()) // 2))
    return top


def slots(cat: Catalog, card_id: str, surface: pygame.Surface, filled: tuple) -> None:
    """Draws a constellation's slots on its face: arrows first, then each slot as filled, open or closed."""
    spec = cat.card[card_id]
    rects = [pygame.Rect(r) for r in slot_rects(*surface.get_size())]
    for i, slot in enumerate(spec.slots):
        for j in slot.opens:
            _arrow(surface, rects[i].center, rects[j].center, rects[j].w // 2)
    for i, slot in enumerate(spec.slots):
        is_open = not filled[i] and (
            i == 0 or any(filled[k] and i in s.opens for k, s in enumerate(spec.slots))
        )
        surface.blit(
            _slot(slot.resource, rects[i].w, "filled" if filled[i] else "open" if is_open else "closed"),
            rects[i],
        )
        blit_centred(
            surface,
            outlined("ABCD"[i], max(11, rects[i].w // 3), WHITE, INK),
            (rects[i].left + 4, rects[i].top + 4),
        )


def _slot(resource: str, size: int, state: str) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    inner = int(size * 0.74)
    piece = art.mark(resource, inner)
    if state == "closed":
        piece = piece.copy()
        piece.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.circle(surface, (10, 14, 40, 230), (c, c), c)
    ring = {"filled": GOLD, "open": WHITE, "closed": (110, 110, 130)}[state]
    pygame.draw.circle(surface, ring, (c, c), c, 3 if state != "closed" else 1)
    blit_centred(surface, piece, (c, c))
    if state == "filled":
        pts = [(size * 0.5, size * 0.78), (size * 0.66, size * 0.95), (size * 0.98, size * 0.6)]
        pygame.draw.lines(surface, (60, 200, 90), False, pts, max(3, size // 9))
    elif state == "closed":
        blit_centred(surface, icon("lock", int(size * 0.4), WHITE), (int(size * 0.8), int(size * 0.8)))
    return surface


def _arrow(surface: pygame.Surface, start, end, gap: int) -> None:
    """Draws an arrow from one slot towards another, stopping at its rim."""
    sx, sy = start
    ex, ey = end
    length = max(1.0, ((ex - sx) ** 2 + (ey - sy) ** 2) ** 0.5)
    ux, uy = (ex - sx) / length, (ey - sy) / length
    tip = (ex - ux * gap, ey - uy * gap)
    pygame.draw.line(surface, WHITE, start, tip, 3)
    left = (tip[0] - ux * 9 - uy * 6, tip[1] - uy * 9 + ux * 6)
    right = (tip[0] - ux * 9 + uy * 6, tip[1] - uy * 9 - ux * 6)
    pygame.draw.polygon(surface, WHITE, [tip, left, right])


def back(w: int, h: int) -> pygame.Surface:
    """Returns a devotee card's back: deep violet, the head of Cosmoctopus, a ring of stars."""
    surface, _ = _frame(w, h, (48, 28, 92))
    blit_centred(surface, art.head(int(w * 0.6)), (w // 2, h // 2))
    for k in range(8):
        x = int(w * (0.15 + 0.7 * (k % 4) / 3))
        y = int(h * (0.12 if k < 4 else 0.88))
        pygame.draw.circle(surface, (220, 210, 255), (x, y), max(2, w // 40))
    return surface
