"""Cosmoctopus' scenery with the house pen: the deep-space felt, the card back, the Forbidden Knowledge
objects (a lexicon, a hoard, a sealed name, a star map), each realm tile's picture of its bonus,
Cosmoctopus' head (its eyes open, half shut or shut, looking one of nine ways) and the Private
Investigator's figure. Pure and cached: the head's frames are drawn once each and shared."""

from __future__ import annotations

import math
import random

import pygame

from games.cosmoctopus.table.glyphs import drop_points, glyph, little_card, spiral, star_points, tentacle
from games.cosmoctopus.table.palette import COSMIC, resource_rgb
from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR
from tabletop.ui.style import (
    BOLD,
    HAIR,
    LINE,
    OUTLINE,
    PAPER,
    Art,
    cached,
    darker,
    ellipse,
    gradient,
    lighter,
    path,
    ribbon,
)

SPACE_TOP, SPACE_BOTTOM = (22, 26, 58), (8, 10, 28)
BAR = (8, 10, 26)
NEBULA = (120, 70, 200)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Returns deep space: a dark gradient, two faint nebulae and a quiet field of small stars (none bright
    enough to be taken for a piece); the top and bottom bars as on every table."""
    w, h = size
    surface = gradient(size, SPACE_TOP, SPACE_BOTTOM)
    glow = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            a = max(0.0, 1 - math.hypot((x - 46) / 22, (y - 12) / 12))
            b = max(0.0, 1 - math.hypot((x - 14) / 18, (y - 28) / 10))
            glow.set_at((x, y), (*NEBULA, round(30 * a * a)) if a >= b else (40, 90, 170, round(26 * b * b)))
    surface.blit(pygame.transform.smoothscale(glow, size), (0, 0))
    rng = random.Random(31)
    for _ in range(int(w * h / 5200)):
        x, y = rng.randrange(w), rng.randrange(TOP_BAR, h - BOTTOM_BAR)
        k = rng.random()
        shade = round(70 + 90 * k * k)
        surface.set_at((x, y), (shade, shade, min(255, shade + 30)))
        if k > 0.93:  # a few a little larger
            pygame.draw.circle(surface, (shade // 2, shade // 2, shade // 2 + 20), (x, y), 1)
            surface.set_at((x, y), (shade, shade, min(255, shade + 30)))
    pygame.draw.rect(surface, BAR, (0, 0, w, TOP_BAR))
    pygame.draw.rect(surface, BAR, (0, h - BOTTOM_BAR, w, BOTTOM_BAR))
    return surface


# Cosmoctopus' head -------------------------------------------------------------------------------

#: Where the head may look: the middle, or one of eight ways (x, y each -1, 0 or 1).
GAZES = tuple((x, y) for y in (-1, 0, 1) for x in (-1, 0, 1))
LIDS = ("open", "half", "shut")


@cached
def head(size: int, gaze: tuple[int, int] = (0, 0), lids: str = "open") -> pygame.Surface:
    """Returns Cosmoctopus' head: a violet dome dotted with stars, little arms curling below, two great eyes
    looking `gaze` with their lids `lids`. Every frame has the same outline, so one may be laid over
    another."""
    a = Art((size, size))
    for i, bend in enumerate((-12, -5, 5, 12)):  # arms curling out under the dome
        tentacle(a, (30 + i * 13.3, 98), bend, 26, 9, darker(COSMIC, 0.1), curl=1 if bend > 0 else -1)
    dome = path(
        (8, 60),
        ((6, 24), (30, 4), (50, 4)),
        ((70, 4), (94, 24), (92, 60)),
        ((90, 80), (70, 86), (50, 86)),
        ((30, 86), (10, 80), (8, 60)),
    )
    a.shape(dome, COSMIC, weight=BOLD, shine=True)
    for x, y, r in ((26, 22, 1.6), (70, 16, 1.3), (50, 12, 1.0), (82, 36, 1.2), (16, 42, 1.1), (60, 28, 0.9)):
        a.shape(star_points(x, y, r * 2.2, 0.4, 4), (236, 226, 255), outline=None, shade=0)
    dx, dy = gaze
    for cx in (32, 68):
        cy = 56
        a.shape(ellipse(cx, cy, 14, 15), (250, 248, 240), weight=LINE, shade=0.12)
        a.circle((cx + dx * 5, cy + dy * 5), 7.5, (40, 200, 190), weight=HAIR, shade=0.2)
        a.circle((cx + dx * 6, cy + dy * 6), 4, (14, 10, 24), outline=None, shade=0)
        a.circle((cx + dx * 5 - 2.5, cy + dy * 5 - 2.5), 1.6, (255, 255, 255), outline=None, shade=0)
        if lids != "open":  # the lid comes down over the eye, its lash line below
            low = cy + (1 if lids == "half" else 16)
            lid = path(
                (cx - 15.5, cy),
                ((cx - 15, cy - 22), (cx + 15, cy - 22), (cx + 15.5, cy)),
                (cx + 15.5, low - 1),
            )
            lid += path((cx + 15.5, low - 1), ((cx + 6, low + 3), (cx - 6, low + 3), (cx - 15.5, low - 1)))[
                1:
            ]
            a.shape(lid, darker(COSMIC, 0.12), weight=LINE, shade=0)
            a.line(
                path((cx - 14, low - 1), ((cx - 6, low + 3), (cx + 6, low + 3), (cx + 14, low - 1)), steps=8),
                OUTLINE,
                LINE,
            )
    return a.picture()


# The card back -----------------------------------------------------------------------------------


@cached
def back_scene(size: int) -> pygame.Surface:
    """Returns the back's round window: Cosmoctopus' head in a ring of stars on a violet nebula."""
    a = Art((size, size))
    a.circle((50, 50), 47, (40, 22, 86), outline=(214, 190, 255), weight=LINE, shade=0.3)
    spiral(a, 50, 50, 44, (*lighter((40, 22, 86), 0.25), 255), HAIR, 3)
    for i in range(8):
        ang = 2 * math.pi * i / 8
        a.shape(
            star_points(50 + 40 * math.cos(ang), 50 + 40 * math.sin(ang), 3.6, 0.42),
            (240, 226, 160),
            weight=HAIR,
            shade=0,
        )
    surface = a.picture()
    face = head(int(size * 0.6))
    surface.blit(face, ((size - face.get_width()) // 2, (size - face.get_height()) // 2))
    return surface


# Forbidden Knowledge ------------------------------------------------------------------------------


def _lexicon(a: Art, rgb) -> None:
    """The Abyssal Lexicon: a thick black tome, clasped, an ink drop tooled on its cover."""
    a.shape([(16, 16), (80, 10), (86, 88), (20, 94)], (34, 30, 48), weight=BOLD, shine=True)
    a.shape([(80, 10), (90, 16), (94, 90), (86, 88)], PAPER)
    for y in (30, 50, 70):
        a.line([(86, y - 10), (92, y - 8)], (180, 170, 150), HAIR)
    a.shape(
        [(24, 22), (74, 18), (79, 82), (27, 86)], (0, 0, 0, 0), outline=(170, 150, 220), weight=HAIR, shade=0
    )
    a.shape(drop_points(51, 56, 12), lighter(rgb, 0.25), outline=(200, 190, 240), weight=LINE, shine=True)
    a.shape([(78, 44), (96, 42), (96, 56), (78, 58)], (200, 170, 90))


def _hoard(a: Art, rgb) -> None:
    """The Hoard Beneath the Waves: a chest brimming with coins, kelp beside it."""
    a.shape(ribbon(path((10, 96), ((4, 70), (18, 50), (8, 28)), steps=8), 7, 2), (60, 140, 90))
    for x, y in ((30, 36), (46, 30), (62, 34), (38, 26), (54, 22), (70, 38)):
        a.circle((x, y), 8, rgb, weight=HAIR, shine=True)
    a.shape([(18, 40), (84, 40), (80, 90), (22, 90)], (140, 88, 44), weight=BOLD)
    a.shape([(18, 40), (84, 40), (84, 50), (18, 50)], (110, 66, 32), weight=LINE)
    a.shape([(46, 50), (56, 50), (56, 64), (46, 64)], (240, 200, 80), weight=HAIR)
    for x in (30, 72):
        a.line([(x, 50), (x, 90)], (200, 160, 70), LINE)


def _name(a: Art, rgb) -> None:
    """The Unspoken Name: a scroll sealed with a red wax seal bearing a wave."""
    a.shape([(20, 20), (80, 20), (80, 84), (20, 84)], (238, 220, 176), weight=BOLD, shade=0.15)
    for y in (20, 84):
        a.shape(ellipse(50, y, 34, 7), (222, 200, 150), weight=LINE)
    for y in (34, 44, 54):
        a.line([(28, y), (72, y)], (150, 130, 100), HAIR)
    a.circle((50, 66), 15, rgb, weight=LINE, shine=True)
    a.line(
        path((40, 66), ((44, 61), (48, 61), (50, 66)), ((52, 71), (56, 71), (60, 66)), steps=6),
        (255, 230, 230),
        LINE,
    )


def _star_map(a: Art, rgb) -> None:
    """The Map of Every Sky: an unrolled chart of the stars, its lines drawn between them."""
    a.shape([(10, 24), (90, 18), (92, 80), (8, 86)], (30, 44, 96), weight=BOLD, shade=0.2)
    a.shape(ellipse(10, 55, 6, 32), (210, 196, 150), weight=LINE)
    a.shape(ellipse(91, 49, 6, 32), (210, 196, 150), weight=LINE)
    spots = [(24, 40), (40, 62), (56, 38), (70, 60), (80, 34), (36, 34)]
    a.line(spots[:5], (170, 200, 255), HAIR)
    for i, (x, y) in enumerate(spots):
        a.shape(star_points(x, y, 6 if i % 2 == 0 else 4), lighter(rgb, 0.4), weight=HAIR, shade=0)


KNOWLEDGE_ART = {"ink": _lexicon, "coins": _hoard, "whispers": _name, "stars": _star_map}


@cached
def knowledge_object(resource: str, w: int, h: int) -> pygame.Surface:
    """Returns a Forbidden Knowledge tile's object (by its resource), fitted in w×h."""
    size = min(w, h)
    a = Art((size, size))
    KNOWLEDGE_ART[resource](a, resource_rgb(resource))
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    surface.blit(a.picture(), ((w - size) // 2, (h - size) // 2))
    return surface


# The realm's tiles -------------------------------------------------------------------------------


def _tile_gain(a: Art, resource: str, count: int, card: bool) -> None:
    spots = {1: [(50, 50)], 2: [(38, 52), (62, 48)], 3: [(30, 58), (50, 42), (70, 58)]}[min(count, 3)]
    for x, y in spots:
        glyph(a, resource, x, y, 14 if count > 1 else 16)
    if card:
        little_card(a, 76, 66, 22, 30, 14, PAPER)


def _tile_special(a: Art, do: str) -> None:
    if do == "refresh_row":  # The Maelstrom: a whirlpool swallowing the row
        for r in (40, 28, 16):
            a.shape(
                ellipse(50, 54, r, r * 0.5),
                (30, 70, 130, 255),
                outline=(140, 200, 250),
                weight=HAIR,
                shade=0.2,
            )
        spiral(a, 50, 54, 38, (200, 236, 255), LINE, 2.5)
        for i in range(3):
            little_card(a, 24 + i * 26, 30 - (i % 2) * 8, 14, 20, -30 + i * 30, PAPER)
    elif do == "draw_gain":  # Oracle Vent: a vent breathing out a card and a gem
        a.shape([(20, 90), (36, 60), (64, 60), (80, 90)], (90, 80, 110), weight=LINE)
        for k in range(3):
            a.line(
                path((44 + k * 6, 60), ((38 + k * 6, 48), (56 + k * 6, 40), (48 + k * 6, 26)), steps=8),
                (200, 190, 240),
                LINE,
            )
        little_card(a, 34, 30, 18, 26, -12, PAPER)
        glyph(a, "any", 70, 30, 10)
    elif do == "gain":  # Twin Currents: two streams, any resource twice
        for k, y in enumerate((40, 64)):
            a.shape(
                ribbon(path((8, y + 8), ((30, y - 12), (60, y + 16), (92, y - 4)), steps=12), 8, 3),
                (110, 180, 240),
                weight=HAIR,
            )
            glyph(a, "any", 30 + k * 40, y - 14 + k * 4, 8)
    else:  # Sorting Eddy: cards sorted into a column of one type
        for i in range(3):
            little_card(a, 30 + i * 20, 56 + (i % 2) * 6, 20, 28, -10 + i * 10, PAPER, back=False)
        a.line(path((14, 24), ((40, 8), (70, 8), (88, 24)), steps=10), (200, 236, 255), LINE)
        a.shape([(84, 16), (94, 26), (82, 30)], (200, 236, 255), weight=HAIR)


@cached
def tile_art(kind: tuple, size: int, alpha: int = 255) -> pygame.Surface:
    """Returns a realm tile's picture of its bonus, `alpha` opaque: `kind` is ('gain', resource, count,
    card) or ('special', step)."""
    a = Art((size, size))
    if kind[0] == "gain":
        _tile_gain(a, kind[1], kind[2], kind[3])
    else:
        _tile_special(a, kind[1])
    picture = a.picture()
    if alpha < 255:
        picture.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return picture


# The Private Investigator ------------------------------------------------------------------------

COAT = (176, 128, 78)


@cached
def investigator(size: int) -> pygame.Surface:
    """Returns the Private Investigator: a figure in a trench coat and a fedora, a magnifying glass raised."""
    a = Art((size, size))
    a.shape([(30, 98), (34, 56), (66, 56), (72, 98)], COAT, weight=BOLD)  # the coat
    a.shape([(44, 56), (50, 78), (56, 56)], (236, 232, 220), weight=HAIR, shade=0)  # the shirt
    a.shape(
        [(48, 58), (52, 58), (53, 74), (50, 78), (47, 74)], (160, 40, 50), weight=HAIR, shade=0
    )  # the tie
    a.line([(50, 80), (50, 98)], darker(COAT, 0.4), HAIR)
    a.shape(ellipse(50, 42, 12, 13), (238, 196, 160), weight=LINE, shine=True)  # the face
    a.circle((45, 42), 1.6, OUTLINE, outline=None, shade=0)
    a.circle((55, 42), 1.6, OUTLINE, outline=None, shade=0)
    a.shape([(24, 32), (76, 32), (70, 36), (30, 36)], (70, 58, 50), weight=LINE)  # the brim
    a.shape(path((34, 32), ((34, 14), (66, 14), (66, 32))), (84, 70, 60), weight=LINE)  # the crown
    a.shape([(34, 26), (66, 26), (66, 30), (34, 30)], (40, 32, 28), outline=None, shade=0)  # the band
    a.shape([(66, 60), (80, 44), (86, 48), (72, 66)], COAT, weight=LINE)  # the raised arm
    a.line([(84, 42), (90, 34)], (90, 70, 50), BOLD)
    a.circle((92, 24), 9, (200, 230, 250), outline=(230, 200, 100), weight=BOLD, shine=True)
    return a.picture()
