"""Cosmoctopus card pictures drawn from component data: the face (cost, name, what it does, its type) with a
constellation's four slots, and the back. Pure: the same arguments give the same picture.

A type is told by its colour, its resource's symbol in the corner and its name along the bottom. A slot
is filled (a solid mark with a tick), open (a bright ring round its mark) or closed (dimmed, with a lock).
"""

from __future__ import annotations

import pygame

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.table import art, card_art, facewords, scenery
from games.cosmoctopus.table.cardtext import short_lines
from games.cosmoctopus.table.palette import CONTACT_RGB, TYPE_RESOURCE, ink_on, type_rgb
from tabletop.ui.looks import colour_aware, pattern_for, patterned
from tabletop.ui.marks import GOLD, WHITE, fit, mix
from tabletop.ui.sprites import INK, blit_centred, font, icon
from tabletop.ui.style import card_frame

Rect = tuple[int, int, int, int]
SMALL = 110  # cards lower than this (the First Contact supply) show no type strip nor effect lines
ROOMY = 160  # a card this tall keeps a line for its effect under its name (a shorter one gives its name room)
MARK = 24  # the type mark's size (a small card's corner) and the lightning bolt's
COST_MARK = 28  # a cost mark's box (art.SHAPE_LEAST): about 19 px at 1280x720
COST_LEAST = 25  # the least a cost mark is shrunk to, to fit a face (large text and icons): 16 px at 1280
STRIP = 24  # the type strip's height
SLOT = 20  # the least size of a constellation's slot drawn on its face


def _border(w: int) -> int:
    return max(3, w // 30)


def _body(cat: Catalog, card_id: str, w: int, h: int) -> tuple[int, int, int, list[str]]:
    """Returns where a face's name starts, where its effect (or slots) may start and must end, and the
    name's size and lines: the same numbers for the drawing and for the slots' drop zones."""
    b = _border(w)
    top = b + 4 + MARK
    bottom = h - b - 2 if h < SMALL else h - b - STRIP - 2
    spec = cat.card[card_id]
    room = bottom - top - (facewords.NAME + 2 if h >= ROOMY else 0)  # leave the effect a line at least
    size, lines = facewords.name_lines(spec.name, w - 2 * b - 2, max(room, facewords.NAME), 3)
    return top, top + len(lines) * (size + 2) + 2, bottom, [str(size), *lines]


def slot_rects(cat: Catalog, card_id: str, w: int, h: int) -> list[Rect]:
    """Returns a constellation's four slots' squares on a w×h face (A, B over C, D), relative to the face,
    in the room between its name and its type strip; its letters sit outside, A and C left, B and D right."""
    _, top, bottom, _ = _body(cat, card_id, w, h)
    size = max(16, min((bottom - top - 2) // 2, 40))
    gap = max(20, size // 2)
    left = w // 2 - gap // 2 - size
    found = []
    for row in range(2):
        for col in range(2):
            found.append((left + col * (size + gap), top + row * size, size, size))
    return found


def cost_marks(cat: Catalog, card_id: str, w: int) -> list[tuple[str, int, Rect]]:
    """Returns the cost along a w-wide face's top: (resource or 'any', count, where its mark goes) for each
    specific cost, then the generic cost; each count is written just left of its mark. Marks that would run
    past the face (large text and icons, three costs) are drawn smaller, all alike, down to COST_LEAST."""
    spec = cat.card[card_id]
    parts = [(r, n) for r, n in spec.cost.items() if n] + ([("any", spec.generic)] if spec.generic else [])
    left, y = _border(w) + 3, _border(w) + 1
    numbers = [facewords.words(str(count), 20, WHITE, edge=INK).get_width() - 1 for _, count in parts]
    sizes = [facewords.token_mark(resource, COST_MARK).get_size() for resource, _ in parts]
    room = w - _border(w) - 3 - left - sum(numbers) - 2 * len(parts)
    drawn = sum(mw for mw, _ in sizes)
    shrink = min(1.0, room / drawn) if drawn else 1.0
    if sizes:  # never smaller than 25 px: 16 px at 1280x720
        shrink = max(shrink, min(1.0, COST_LEAST / max(mh for _, mh in sizes)))
    x, found = left, []
    for (resource, count), number, (mw, mh) in zip(parts, numbers, sizes, strict=True):
        x += number
        size = (int(mw * shrink), int(mh * shrink))
        found.append((resource, count, (x, y + (mh - size[1]) // 2, *size)))
        x += size[0] + 2
    return found


def _cost(cat: Catalog, card_id: str, surface: pygame.Surface, border: int) -> None:
    """Draws the cost along the top: each specific cost as its count and its resource's shape, then the
    generic cost as its count and the mark of any resource ('free' for none)."""
    marks = cost_marks(cat, card_id, surface.get_width())
    if marks:  # a dark band under the marks: a coin on a relic, a drop on a scripture stand out
        right = marks[-1][2][0] + marks[-1][2][2] + 3
        tall = max(h for _, _, (_, _, _, h) in marks)
        band = (border + 1, border, right - border - 1, tall + 2)
        pygame.draw.rect(surface, (16, 18, 44), band, border_radius=8)
    if not marks:
        surface.blit(facewords.words("free", 20, WHITE, edge=INK), (border + 3, border + 2))
        return
    for resource, count, (x, y, mw, mh) in marks:
        number = facewords.words(str(count), 20, WHITE, edge=INK)
        surface.blit(number, (x - number.get_width() + 1, border + 2))
        mark = facewords.token_mark(resource, COST_MARK)
        if mark.get_size() != (mw, mh):
            mark = pygame.transform.smoothscale(mark, (mw, mh))
        surface.blit(mark, (x, y))


@colour_aware
def face(cat: Catalog, card_id: str, w: int, h: int, filled: tuple = (), cb: bool = False) -> pygame.Surface:
    """Returns a card's face (a constellation's slots as `filled` says: all empty when not given)."""
    spec = cat.card[card_id]
    rgb = type_rgb(spec.type)
    surface, border = card_art.frame(card_art.frame_kind(cat, card_id), spec.type, w, h).copy(), _border(w)
    _motif(cat, card_id, surface)
    if cb:
        kinds = list(TYPE_RESOURCE)
        inner = (border, border, w - 2 * border, h - 2 * border)
        patterned(surface, inner, pattern_for(kinds.index(spec.type)), (*mix(rgb, ink_on(rgb), 0.18), 255), 6)
    _cost(cat, card_id, surface, border)
    _type_strip(cat, card_id, surface, border)
    top, below, bottom, (size, *lines) = _body(cat, card_id, w, h)
    for i, line in enumerate(lines):
        picture = halo(facewords.words(line, int(size), ink_on(rgb)), rgb)
        blit_centred(surface, picture, (w // 2, top + i * (int(size) + 2) + 12))
    if h < SMALL:
        return surface
    if spec.type == "constellation":
        if bottom - below >= 2 * SLOT:  # else its slots are left to its tip
            slots(cat, card_id, surface, filled or (False,) * 4)
        return surface
    if spec.lightning:
        surface.blit(art.lightning(MARK + 2), bolt_at(w))
    _short(cat, card_id, surface, (below, bottom), ink_on(rgb), rgb)
    return surface


def halo(picture: pygame.Surface, rgb) -> pygame.Surface:
    """Returns words (or words and marks) on a soft halo of the card's colour 2 px round them, so they read
    over the motif behind them."""
    w, h = picture.get_size()
    shape = picture.copy()
    shape.fill((0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)  # the words' shape in the card's colour
    shape.fill((*rgb[:3], 0), special_flags=pygame.BLEND_RGBA_ADD)
    shape.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
    surface = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 2), (4, 2), (2, 0), (2, 4), (1, 1), (3, 1), (1, 3), (3, 3)):
        surface.blit(shape, (dx, dy))
    surface.blit(picture, (2, 2))
    return surface


def _motif(cat: Catalog, card_id: str, surface: pygame.Surface) -> None:
    """Lays the card's motif, faded, over its face between its cost and its type strip (behind its words)."""
    w, h = surface.get_size()
    b = _border(w)
    top, bottom = b + MARK + 2, (h - b - 2 if h < SMALL else h - b - STRIP - 2)
    if bottom - top < 24:
        return
    key = card_art.motif_key(cat, card_id)
    surface.blit(card_art.watermark(key, w - 2 * b - 4, bottom - top), (b + 2, top))


def bolt_at(w: int) -> tuple[int, int]:
    """Returns where a hallucination's lightning bolt sits: the top right corner, right of its cost."""
    return w - _border(w) - MARK - 4, _border(w) + 1


def _short(cat: Catalog, card_id: str, surface: pygame.Surface, room: tuple, ink, rgb) -> None:
    """Draws the card's short lines (words and marks) between its name and its type strip, centred; as many
    as fit, the tooltip says the rest."""
    top, bottom = room
    w = surface.get_width()
    width = w - 2 * _border(w) - 6
    shown = [facewords.fitted(line, facewords.NAME, width) for line in short_lines(cat, card_id) if line]
    step = facewords.NAME + 2
    shown = shown[: max(0, (bottom - top) // step)]
    y = top + (bottom - top - len(shown) * step) // 2
    for size, line in shown:
        blit_centred(surface, halo(facewords.icon_line(line, size, ink), rgb), (w // 2, y + step // 2))
        y += step


def _type_strip(cat: Catalog, card_id: str, surface: pygame.Surface, border: int) -> None:
    """Draws the type's mark and name along the bottom (purple for First Contact); a small card has the mark
    alone, in its top right corner."""
    w, h = surface.get_size()
    spec = cat.card[card_id]
    if h < SMALL:
        surface.blit(art.mark(TYPE_RESOURCE[spec.type], MARK), (w - border - 3 - MARK, border + 3))
        return
    top = h - border - STRIP
    fill = CONTACT_RGB if card_id in cat.contact else mix(type_rgb(spec.type), INK, 0.35)
    pygame.draw.rect(surface, fill, (border, top, w - 2 * border, STRIP), border_radius=4)
    word = spec.type.capitalize()
    left = border + STRIP - 1  # right of the mark
    room = w - border - left - 1
    bold = font(facewords.LEAST, True).size(word)[0] <= room  # 'Hallucination' in the narrower regular
    label = facewords.words(fit(word, facewords.LEAST, room, bold), facewords.LEAST, WHITE, bold)
    surface.blit(art.mark(TYPE_RESOURCE[spec.type], STRIP - 6), (border + 3, top + 3))
    surface.blit(label, (left, top + (STRIP - label.get_height()) // 2))


def slots(cat: Catalog, card_id: str, surface: pygame.Surface, filled: tuple) -> None:
    """Draws a constellation's slots on its face: arrows first, then each slot as filled, open or closed."""
    spec = cat.card[card_id]
    rects = [pygame.Rect(r) for r in slot_rects(cat, card_id, *surface.get_size())]
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
        letter = facewords.words("ABCD"[i], facewords.LEAST, WHITE, edge=INK)
        side = rects[i].left - 12 if i % 2 == 0 else rects[i].right + 12
        blit_centred(surface, letter, (side, rects[i].centery))


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
    """Returns a devotee card's back, the same for every card: deep violet in a silver rim, a fine ring of
    stars in each corner, and Cosmoctopus' head in a ring of stars in a round window."""
    surface, border, radius = card_frame(w, h, (48, 28, 92), (214, 206, 236))
    if w >= 40:
        inner = max(3, w // 14)
        box = pygame.Rect(inner, inner, w - 2 * inner, h - 2 * inner)
        pygame.draw.rect(surface, (176, 150, 230), box, width=1, border_radius=max(2, radius - inner // 2))
    for k in range(8):
        x = int(w * (0.15 + 0.7 * (k % 4) / 3))
        y = int(h * (0.1 if k < 4 else 0.9))
        pygame.draw.circle(surface, (220, 210, 255), (x, y), max(1, w // 50))
    blit_centred(surface, scenery.back_scene(int(min(w * 0.86, h * 0.6))), (w // 2, h // 2))
    return surface
