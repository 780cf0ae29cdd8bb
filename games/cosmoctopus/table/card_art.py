"""Cosmoctopus card art: each card type's frame (its rim and the ornament on its face) and each card's
motif, a picture composed from its type, the resources it names and what it does (the 88 cards are not 88
paintings: a relic that fills ink slots is an inkpot pouring drops, a hallucination that gives a tentacle a
great eye, a constellation the figure of its own four slots). Drawn with the house pen, cached in `ART`.

A motif lies behind the card's words as a watermark (faint, so the name and the marks stay readable); the
frame is the card's type at a glance even in grey: a scripture's stitched spine and ruled page, a relic's
gilt corners, a hallucination's wavering border, a constellation's field of stars, First Contact's violet
halo.
"""

from __future__ import annotations

import math
import zlib

import pygame

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.table.glyphs import glyph, little_card, spiral, tentacle
from games.cosmoctopus.table.palette import CONTACT_RGB, COSMIC, type_rgb
from tabletop.ui.style import (
    BOLD,
    HAIR,
    LINE,
    PAPER,
    Art,
    cached,
    card_frame,
    darker,
    ellipse,
    lighter,
    path,
    ribbon,
)

#: Each frame's rim: a scripture's parchment, a relic's gilt, a hallucination's rose, a constellation's
#  silver, First Contact's violet.
RIM = {
    "scripture": (238, 224, 192),
    "relic": (240, 204, 104),
    "hallucination": (252, 210, 222),
    "constellation": (208, 222, 250),
    "contact": (196, 158, 244),
}
FRAMES = tuple(RIM)
WATERMARK = 140  # the motif's opacity behind the words (of 255)


def frame_kind(cat: Catalog, card_id: str) -> str:
    """Returns the frame a card wears: 'contact' for a First Contact card, else its type."""
    return "contact" if card_id in cat.contact else cat.card[card_id].type


@cached
def frame(kind: str, card_type: str, w: int, h: int) -> pygame.Surface:
    """Returns a blank card of `card_type`'s colour in `kind`'s frame: its rim and its face's ornament."""
    fill = type_rgb(card_type)
    surface, border, radius = card_frame(w, h, fill, RIM[kind])
    a = Art((w, h), (w, h))  # drawn in the card's own pixels
    b = border + 2
    ink = lighter(fill, 0.3)
    if kind == "scripture":  # a book's stitched spine down the left, a ruled page
        a.shape([(b - 2, b), (b + 6, b), (b + 6, h - b), (b - 2, h - b)], darker(fill, 0.35), outline=None)
        for y in range(b + 8, h - b - 6, 12):
            a.line([(b, y), (b + 4, y + 4)], lighter(RIM[kind], 0.2), HAIR)
        for y in range(b + 34, h - b - 26, 14):
            a.line([(b + 12, y), (w - b - 4, y)], (*darker(fill, 0.22), 255), HAIR)
    elif kind == "relic":  # gilt brackets in the corners, a stud in each
        gold = RIM[kind]
        arm = min(w, h) * 0.2
        for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
            x0, y0 = (b + 3 if sx > 0 else w - b - 3), (b + 3 if sy > 0 else h - b - 3)
            bracket = [(x0 + sx * arm, y0), (x0, y0), (x0, y0 + sy * arm)]
            a.line(bracket, darker(gold, 0.4), BOLD)
            a.line(bracket, gold, HAIR)
            a.shape(
                [
                    (x0 + sx * 7, y0 + sy * 3),
                    (x0 + sx * 11, y0 + sy * 7),
                    (x0 + sx * 7, y0 + sy * 11),
                    (x0 + sx * 3, y0 + sy * 7),
                ],
                gold,
                weight=HAIR,
            )
    elif kind == "hallucination":  # a wavering border inside the rim
        for inset, colour in ((5, lighter(fill, 0.45)), (10, darker(fill, 0.25))):
            pts = []
            x0, y0, x1, y1 = b + inset, b + inset, w - b - inset, h - b - inset
            for t in range(0, 400):
                k = t / 400
                per = 2 * (x1 - x0) + 2 * (y1 - y0)
                d = k * per
                if d < x1 - x0:
                    x, y, nx, ny = x0 + d, y0, 0, -1
                elif d < (x1 - x0) + (y1 - y0):
                    x, y, nx, ny = x1, y0 + d - (x1 - x0), 1, 0
                elif d < 2 * (x1 - x0) + (y1 - y0):
                    x, y, nx, ny = x1 - (d - (x1 - x0) - (y1 - y0)), y1, 0, 1
                else:
                    x, y, nx, ny = x0, y1 - (d - 2 * (x1 - x0) - (y1 - y0)), -1, 0
                wob = 2.2 * math.sin(d / 7)
                pts.append((x + nx * wob, y + ny * wob))
            a.line([*pts, pts[0]], colour, HAIR)
    elif kind == "constellation":  # a field of small stars, a fine inner rule
        rng_seed = 7
        for i in range(26):
            s = zlib.crc32(f"{rng_seed}:{i}".encode())
            x = b + 4 + (s % 997) / 997 * (w - 2 * b - 8)
            y = b + 4 + (s // 997 % 991) / 991 * (h - 2 * b - 8)
            r = 0.8 + (s >> 20) % 3 * 0.5
            a.circle((x, y), r, (*lighter(fill, 0.7), 255), outline=None, shade=0)
        a.shape(
            [(b + 4, b + 4), (w - b - 4, b + 4), (w - b - 4, h - b - 4), (b + 4, h - b - 4)],
            (0, 0, 0, 0),
            outline=lighter(fill, 0.4),
            weight=HAIR,
            shade=0,
        )
    else:  # First Contact: a violet halo inside its rim, rays from the top
        for inset, alpha in ((3, 255), (7, 150)):
            a.shape(
                [
                    (b + inset, b + inset),
                    (w - b - inset, b + inset),
                    (w - b - inset, h - b - inset),
                    (b + inset, h - b - inset),
                ],
                (0, 0, 0, 0),
                outline=(*lighter(CONTACT_RGB, 0.35), alpha),
                weight=LINE,
                shade=0,
            )
        for i in range(7):
            ang = math.radians(200 + 20 * i)
            a.line(
                [(w / 2, h * 0.5), (w / 2 + w * math.cos(ang), h * 0.5 + w * math.sin(ang))],
                (*lighter(ink, 0.2), 60),
                HAIR,
            )
    ornament = a.picture()
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(
        mask,
        (255, 255, 255, 255),
        (border, border, w - 2 * border, h - 2 * border),
        border_radius=max(1, radius - 2),
    )
    ornament.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(ornament, (0, 0))
    return surface


# What a card's motif is made of ------------------------------------------------------------------


def motif_key(cat: Catalog, card_id: str) -> tuple:
    """Returns what a card's motif is drawn from: its type, its object (what it does) and the resources
    and details that object shows. Two cards that differ in type, kind of effect or resources differ here."""
    card = cat.card[card_id]
    main = max(card.cost, key=lambda r: card.cost[r]) if card.cost else "any"
    if card.type == "scripture":
        marks = tuple(sorted(card.discount))
        submerge = any(s.do == "submerge" for s in card.on_play)
        return ("tome" if card.forbidden else "book", marks, submerge, main)
    if card.type == "relic":
        effect = card.ongoing[0]
        draw = bool(card.on_play)
        if effect.kind == "autofill":
            return ("jar", (effect.resource,), draw, main)
        if effect.kind == "bonus":
            return ("amulet", (effect.when, effect.resource), draw, effect.count)
        gains = tuple(s.resource if s.do == "gain" else s.do for s in effect.steps)
        return ("idol", gains, draw, main)
    if card.type == "hallucination":
        steps = card.on_play
        first = steps[0]
        if first.do == "tentacle":
            return ("eye", (main,), card.lightning, 1)
        if first.do == "play_free":
            return ("portal", (first.card_type,), card.lightning, 1)
        if first.do == "gain" and first.resource == "same":
            return ("whirl", ("any",), card.lightning, first.count)
        if first.do == "gain":
            gains = tuple(s.resource for s in steps if s.do == "gain")
            return ("rain", gains, any(s.do == "draw" for s in steps), card.lightning)
        if first.do in ("move", "move_to"):
            return ("current", (first.tile or "",), card.lightning, first.count)
        return ("cards", (first.do,), card.lightning, first.count)
    stars = tuple(s.resource for s in card.slots)
    opens = tuple(tuple(s.opens) for s in card.slots)
    return ("figure", stars, opens, tuple(s.do for s in card.reward[1:]))


def motif(cat: Catalog, card_id: str, w: int, h: int) -> pygame.Surface:
    """Returns a card's motif at w×h (cached by what it is drawn from: cards alike share one)."""
    return _motif(motif_key(cat, card_id), w, h)


MOTIF = 120  # a motif is drawn once at this size and scaled to each card's


@cached
def _drawn(key: tuple) -> pygame.Surface:
    a = Art((MOTIF, MOTIF))
    DRAW[key[0]](a, key)
    return a.picture()


def _motif(key: tuple, w: int, h: int) -> pygame.Surface:
    size = min(w, h)
    picture = _drawn(key)
    if size != MOTIF:
        picture = pygame.transform.smoothscale(picture, (size, size))
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    surface.blit(picture, ((w - size) // 2, (h - size) // 2))
    return surface


def watermark(key: tuple, w: int, h: int) -> pygame.Surface:
    """Returns a motif faded to lie behind a card's words (not kept: the face it goes on is)."""
    faded = _motif(key, w, h)
    faded.fill((255, 255, 255, WATERMARK), special_flags=pygame.BLEND_RGBA_MULT)
    return faded


# The objects -------------------------------------------------------------------------------------

PAGE = (246, 236, 210)
LEATHER = (112, 58, 44)
GOLD = (244, 198, 72)
GLASS = (170, 214, 230)
STONE = (150, 140, 170)


def _book(a: Art, key) -> None:
    _, marks, submerge, main = key
    if submerge:  # waves under the book: it submerges the row
        for y in (84, 92):
            a.line(
                path(
                    (8, y), ((24, y - 6), (36, y + 6), (50, y)), ((64, y - 6), (76, y + 6), (92, y)), steps=8
                ),
                (120, 190, 230),
                LINE,
            )
    a.shape([(50, 34), (14, 26), (10, 74), (50, 82)], PAGE, shine=True)
    a.shape([(50, 34), (86, 26), (90, 74), (50, 82)], darker(PAGE, 0.08))
    a.line([(50, 34), (50, 82)], darker(PAGE, 0.5), LINE)
    for i in range(4):
        y = 40 + i * 8
        a.line([(18, y - 6 + i * 0.5), (44, y)], (90, 90, 110), HAIR)
    for i, mark in enumerate(marks[:2]):
        glyph(a, mark, 68 + (i - (len(marks) - 1) / 2) * 14, 54, 8)


def _tome(a: Art, key) -> None:
    _, marks, _, _ = key
    a.shape([(22, 20), (78, 16), (82, 84), (24, 88)], LEATHER, weight=BOLD, shine=True)
    a.shape([(78, 16), (86, 22), (88, 88), (82, 84)], PAGE)
    a.shape([(28, 26), (74, 23), (77, 79), (30, 82)], (0, 0, 0, 0), outline=GOLD, weight=HAIR, shade=0)
    a.shape(ellipse(52, 50, 15, 9), (250, 244, 220), weight=LINE, shade=0)  # an eye on the cover
    a.circle((52, 50), 6, (120, 40, 160), weight=HAIR)
    a.circle((52, 50), 2.6, (20, 10, 30), outline=None, shade=0)
    a.shape([(76, 46), (90, 44), (90, 56), (76, 58)], GOLD)  # the clasp
    for i, mark in enumerate(marks[:2]):
        glyph(a, mark, 40 + i * 24, 72, 6)


def _jar(a: Art, key) -> None:
    _, (resource,), draw, _ = key
    a.shape(
        path((30, 36), ((22, 50), (22, 80), (34, 88)), (66, 88), ((78, 80), (78, 50), (70, 36)), (30, 36)),
        GLASS,
        shine=True,
    )
    a.shape([(30, 26), (70, 26), (72, 36), (28, 36)], (150, 104, 60))
    for i, (x, y) in enumerate(((42, 60), (58, 66), (48, 76))):
        glyph(a, resource, x, y, 7 if i else 8)
    for dx in (-10, 0, 10):  # it pours: three more rising above
        glyph(a, resource, 50 + dx * 1.6, 14 + abs(dx) * 0.6, 4.5)
    if draw:
        little_card(a, 82, 74, 14, 20, 12, PAPER)


def _amulet(a: Art, key) -> None:
    _, (when, gives), draw, count = key
    a.line(path((20, 8), ((30, 34), (70, 34), (80, 8)), steps=10), GOLD, LINE)
    a.shape([(50, 30), (74, 54), (50, 90), (26, 54)], GOLD, weight=BOLD)
    glyph(a, when, 50, 46, 9)
    glyph(a, gives, 50, 70, 7 + min(count, 3))
    a.line([(50, 56), (50, 62)], (250, 250, 250), LINE)
    if draw:
        little_card(a, 84, 76, 14, 20, 14, PAPER)


def _idol(a: Art, key) -> None:
    _, gains, draw, _ = key
    a.shape([(28, 80), (72, 80), (76, 92), (24, 92)], STONE)
    for i, bend in enumerate((-14, -6, 6, 14)):
        tentacle(a, (38 + i * 8, 80), bend, 30, 7, (124, 92, 180), curl=1 if bend > 0 else -1)
    a.shape(ellipse(50, 40, 17, 19), (138, 104, 196), shine=True)
    for dx in (-6, 6):
        a.circle((50 + dx, 42), 3.4, (250, 240, 200), weight=HAIR, shade=0)
    for i, g in enumerate(gains[:4]):
        x = 14 + i * 24 if len(gains) > 2 else 18 + i * 64
        if g in ("draw",):
            little_card(a, x, 16, 12, 17, -10, PAPER)
        else:
            glyph(a, g, x, 16, 6)


def _eye(a: Art, key) -> None:
    _, (main,), _, _ = key
    a.shape(
        path((6, 52), ((30, 18), (70, 18), (94, 52)), ((70, 84), (30, 84), (6, 52))),
        (250, 240, 232),
        weight=BOLD,
    )
    from games.cosmoctopus.table.palette import resource_rgb

    a.circle(
        (50, 52),
        20,
        resource_rgb(main) if main in ("ink", "coins", "whispers", "stars") else COSMIC,
        weight=LINE,
    )
    spiral(a, 50, 52, 17, (250, 250, 255), HAIR, 2.2)
    a.circle((50, 52), 6, (12, 8, 20), outline=None, shade=0)
    for i in range(5):  # tentacles creeping in under the eye
        tentacle(a, (14 + i * 18, 100), (-1) ** i * 8, 22, 6, (112, 72, 190), curl=(-1) ** i)


def _portal(a: Art, key) -> None:
    _, (card_type,), _, _ = key
    for r, colour in ((40, (70, 30, 110)), (30, (120, 60, 170)), (20, (180, 110, 230))):
        a.circle((50, 50), r, colour, outline=None, shade=0.15)
    spiral(a, 50, 50, 38, (250, 220, 255), LINE, 3)
    little_card(a, 50, 50, 22, 30, -14, type_rgb(card_type), back=False)


def _whirl(a: Art, key) -> None:
    _, _, _, count = key
    for r in (40, 30, 20):
        a.shape(
            ellipse(50, 56, r, r * 0.45), (40, 110, 170, 255), outline=(170, 220, 250), weight=HAIR, shade=0.2
        )
    spiral(a, 50, 56, 36, (200, 240, 255), LINE, 2)
    for i, res in enumerate(("ink", "coins", "whispers", "stars")[: max(2, min(4, count + 1))]):
        ang = math.radians(-150 + i * 40)
        glyph(a, res, 50 + 38 * math.cos(ang), 40 + 28 * math.sin(ang), 6)


def _rain(a: Art, key) -> None:
    _, gains, draw, _ = key
    a.shape(
        path(
            (16, 40),
            ((10, 24), (28, 12), (40, 20)),
            ((48, 6), (72, 8), (74, 22)),
            ((92, 20), (94, 42), (80, 44)),
            (16, 44),
        ),
        (230, 226, 246),
        shine=True,
    )
    for i, g in enumerate(gains):
        for j in range(2 if len(gains) > 2 else 3):
            x = 22 + (i * 56 / max(1, len(gains) - 1) if len(gains) > 1 else 28) + (j % 2) * 8
            glyph(a, g, x, 58 + j * 14, 5.5)
    if draw:
        little_card(a, 84, 80, 14, 20, 12, PAPER)


def _current(a: Art, key) -> None:
    _, (tile,), _, count = key
    for k in range(max(1, count)):
        y = 40 + k * 20
        a.shape(
            ribbon(path((8, y + 20), ((30, y - 10), (60, y + 20), (82, y - 4)), steps=12), 8, 3),
            (120, 190, 240),
            weight=HAIR,
        )
        a.shape([(80, y - 12), (94, y - 6), (82, y + 4)], (120, 190, 240), weight=HAIR)
    a.circle((30, 26), 11, COSMIC, shine=True)  # the head rides the current
    for dx in (-4, 4):
        a.circle((30 + dx, 27), 2.4, (250, 250, 250), weight=HAIR, shade=0)
    if tile:
        glyph(a, "stars" if "star" in tile else "ink", 80, 82, 8)


def _cards(a: Art, key) -> None:
    _, (do,), _, count = key
    for i in range(3):
        little_card(a, 34 + i * 16, 50 - abs(i - 1) * 4, 26, 36, -18 + i * 18, PAPER)
    if do == "take_row":
        tentacle(a, (70, 100), -10, 34, 10, (112, 72, 190), curl=-1)
    else:  # a draw from the fog
        for y in (78, 88):
            a.line(path((10, y), ((30, y - 6), (60, y + 6), (90, y)), steps=10), (210, 210, 230), LINE)


def _figure(a: Art, key) -> None:
    _, stars, opens, rewards = key
    seed = zlib.crc32(repr(key).encode())
    spots = []
    for i in range(4):
        jx = ((seed >> (i * 5)) % 17) - 8
        jy = ((seed >> (i * 5 + 3)) % 17) - 8
        spots.append((28 + (i % 2) * 44 + jx, 30 + (i // 2) * 40 + jy))
    for i, targets in enumerate(opens):
        for j in targets:
            a.line([spots[i], spots[j]], (220, 232, 255), LINE)
    for (x, y), res in zip(spots, stars, strict=True):
        glyph(a, res, x, y, 8)
    if "move" in rewards:
        a.circle((84, 14), 6, COSMIC, weight=HAIR)
    if "draw" in rewards:
        little_card(a, 14, 86, 12, 17, -10, PAPER)


DRAW = {
    "book": _book,
    "tome": _tome,
    "jar": _jar,
    "amulet": _amulet,
    "idol": _idol,
    "eye": _eye,
    "portal": _portal,
    "whirl": _whirl,
    "rain": _rain,
    "current": _current,
    "cards": _cards,
    "figure": _figure,
}
