"""A picture for every tide card (docs/style.md), in a round window: calm light water for a low tide,
dark rough water for a high one, and the tide's own motif (a sun on warm waves, a whirlpool, a moray
eel...). Drawn with the house pen in a box of 100 across, kept in its cache."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from tabletop.ui.style import (
    BOLD,
    HAIR,
    LINE,
    OUTLINE,
    Art,
    cached,
    darker,
    ellipse,
    lighter,
    path,
    ribbon,
)

RGB = tuple[int, int, int]
LOW_SKY, LOW_SEA = (206, 238, 236), (70, 170, 184)
HIGH_SKY, HIGH_SEA = (52, 66, 104), (20, 44, 84)
FOAM = (240, 248, 246)
ROCK = (128, 122, 118)
SAND = (226, 200, 146)
WARM = ((229, 57, 53), (251, 140, 0), (253, 216, 53))
COOL = ((67, 160, 71), (30, 136, 229), (57, 73, 171), (142, 36, 170))


def wave(y: float, amp: float = 4.0, count: int = 3, x0: float = 0, x1: float = 100) -> list:
    """Returns a wavy line across the box at height `y`, `count` crests."""
    pts = []
    for i in range(41):
        x = x0 + (x1 - x0) * i / 40
        pts.append((x, y + amp * math.sin(i / 40 * count * 2 * math.pi)))
    return pts


def sea(a: Art, y: float, fill: RGB, amp: float = 4.0, count: int = 3) -> None:
    """Fills the box below a wavy surface at `y` with `fill`, its crest lit with foam."""
    top = wave(y, amp, count)
    a.shape(top + [(100, 100), (0, 100)], fill, outline=None, shade=0.2)
    a.line(top, FOAM, LINE)


def arrow(a: Art, points: list, colour: RGB, width: float = 2.6) -> None:
    """Strokes a path ending in an arrowhead."""
    a.line(points, colour, width)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    ang = math.atan2(y1 - y0, x1 - x0)
    head = [
        (x1 + 7 * math.cos(ang), y1 + 7 * math.sin(ang)),
        (x1 + 6 * math.cos(ang + 2.3), y1 + 6 * math.sin(ang + 2.3)),
        (x1 + 6 * math.cos(ang - 2.3), y1 + 6 * math.sin(ang - 2.3)),
    ]
    a.shape(head, colour, outline=OUTLINE, weight=HAIR, shade=0)


def sun(a: Art, centre: tuple, r: float) -> None:
    for k in range(10):
        t = 2 * math.pi * k / 10
        a.line(
            [
                (centre[0] + (r + 3) * math.cos(t), centre[1] + (r + 3) * math.sin(t)),
                (centre[0] + (r + 8) * math.cos(t), centre[1] + (r + 8) * math.sin(t)),
            ],
            (250, 190, 40),
            LINE,
        )
    a.circle(centre, r, (253, 216, 53), shine=True)


def eye(a: Art, at: tuple, r: float, look: float = 0.5) -> None:
    a.circle(at, r, FOAM, weight=HAIR, shade=0)
    a.circle((at[0] + r * 0.3 * look, at[1] + r * 0.15), r * 0.55, OUTLINE, outline=None, shade=0)


# The motifs, one per tide -------------------------------------------------------------------------


def warm_water(a: Art) -> None:
    sun(a, (34, 32), 11)
    for i, colour in enumerate(WARM):
        sea(a, 58 + 11 * i, colour, 3, 3)


def cool_water(a: Art) -> None:
    a.circle((66, 28), 11, (240, 240, 220), shine=True)
    a.circle((71, 25), 10, LOW_SKY, outline=None, shade=0)
    for i, colour in enumerate(COOL):
        sea(a, 54 + 9 * i, colour, 3, 3)


def slack_water(a: Art) -> None:
    sea(a, 60, LOW_SEA, 0.6, 2)
    bottle = path(
        (40, 52), ((40, 44), (46, 40), (54, 40)), (62, 40), ((66, 40), (66, 48), (66, 52)), (66, 62), (40, 62)
    )
    a.shape(turned_about(bottle, (53, 52), -14), (120, 190, 150, 230), shine=True)
    a.shape(turned_about([(66, 44), (74, 44), (74, 50), (66, 50)], (53, 52), -14), (170, 120, 80))
    a.shape(
        turned_about([(44, 46), (58, 46), (58, 56), (44, 56)], (53, 52), -14), (248, 236, 200), weight=HAIR
    )
    a.line(wave(66, 0.8, 4, 26, 80), lighter(LOW_SEA, 0.3), HAIR)


def turned_about(points: list, centre: tuple, degrees: float) -> list:
    t = math.radians(degrees)
    c, s = math.cos(t), math.sin(t)
    return [
        (
            centre[0] + (x - centre[0]) * c - (y - centre[1]) * s,
            centre[1] + (x - centre[0]) * s + (y - centre[1]) * c,
        )
        for x, y in points
    ]


def starfish(a: Art, centre: tuple, r: float, fill: RGB) -> None:
    pts = []
    for k in range(10):
        t = -math.pi / 2 + math.pi * k / 5
        rr = r if k % 2 == 0 else r * 0.45
        pts.append((centre[0] + rr * math.cos(t), centre[1] + rr * math.sin(t)))
    a.shape(pts, fill, shine=True)


def rock_pools(a: Art) -> None:
    a.shape([(0, 50), (100, 50), (100, 100), (0, 100)], SAND, outline=None, shade=0.15)
    for cx, cy, rx, ry in ((22, 56, 18, 12), (78, 58, 20, 13), (50, 86, 30, 12)):
        a.shape(ellipse(cx, cy, rx, ry), ROCK, shine=True)
    a.shape(ellipse(50, 68, 24, 10), LOW_SEA, weight=LINE, shade=0.2)
    starfish(a, (76, 52), 9, (245, 120, 60))


def blade(a: Art, x: float, height: float, lean: float, fill: RGB, wide: float = 6) -> None:
    spine = path(
        (x, 100),
        (
            (x + lean * 0.3, 100 - height * 0.4),
            (x + lean * 0.8, 100 - height * 0.7),
            (x + lean, 100 - height),
        ),
        steps=12,
    )
    a.shape(ribbon(spine, wide, 1), fill, weight=HAIR)


def sea_grass(a: Art) -> None:
    sea(a, 30, LOW_SEA, 2.5, 2)
    a.shape([(0, 88), (100, 84), (100, 100), (0, 100)], SAND, outline=None, shade=0.1)
    for i, x in enumerate(range(14, 96, 10)):
        blade(a, x, 44 + 12 * (i % 3), 12 if i % 2 else -10, (80, 170, 80) if i % 2 else (56, 140, 70))


def kelp_forest(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], (40, 120, 140), outline=None, shade=0.25)
    for x, lean in ((24, 8), (50, -6), (76, 10)):
        spine = path((x, 102), ((x + lean, 70), (x - lean, 40), (x + lean * 0.5, 6)), steps=16)
        a.shape(ribbon(spine, 4, 2), (120, 110, 40), weight=HAIR)
        for k in range(3, 15, 4):
            px, py = spine[k]
            side = 1 if k % 8 == 3 else -1
            leaf = path(
                (px, py),
                ((px + 8 * side, py - 6), (px + 14 * side, py - 2), (px + 16 * side, py + 4)),
                steps=8,
            )
            a.shape(ribbon(leaf, 6, 1), (150, 140, 50), weight=HAIR)
            a.circle((px, py), 2.4, (190, 170, 70), weight=HAIR, shade=0)


def plankton_bloom(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], (40, 140, 120), outline=None, shade=0.25)
    rng = random.Random(4)
    for _ in range(46):
        x, y, r = rng.uniform(6, 94), rng.uniform(6, 94), rng.uniform(1.2, 3.4)
        a.circle((x, y), r + 1.5, (200, 255, 200, 70), outline=None, shade=0)
        a.circle((x, y), r, (220, 255, 190), weight=HAIR, shade=0)


def tide_pool(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], ROCK, outline=None, shade=0.2)
    a.shape(ellipse(50, 58, 42, 30), LOW_SEA, weight=BOLD, shade=0.2)
    for k in range(9):  # an anemone
        t = math.pi * (1.1 + 0.8 * k / 8)
        a.shape(
            ribbon(
                path(
                    (36, 66),
                    (
                        (36 + 8 * math.cos(t), 66 + 8 * math.sin(t)),
                        (36 + 12 * math.cos(t), 66 + 14 * math.sin(t)),
                        (36 + 16 * math.cos(t), 66 + 16 * math.sin(t)),
                    ),
                    steps=6,
                ),
                4,
                1.5,
            ),
            (240, 110, 150),
            weight=HAIR,
        )
    a.shape(ellipse(36, 68, 8, 4), (200, 70, 110))
    shell = path((62, 70), ((60, 56), (80, 50), (84, 62)), ((80, 70), (70, 74), (62, 70)))
    a.shape(shell, (250, 220, 190), shine=True)
    for k in range(4):
        a.line([(66, 70), (64 + 5 * k, 54 + k)], darker((250, 220, 190), 0.3), HAIR)


def fish(a: Art, at: tuple, size: float, fill: RGB, facing: int = -1) -> None:
    x, y = at
    body = ellipse(x, y, size, size * 0.55)
    tail = [
        (x - facing * size * 0.9, y),
        (x - facing * size * 1.6, y - size * 0.6),
        (x - facing * size * 1.6, y + size * 0.6),
    ]
    a.shape(tail, fill)
    a.shape(body, fill, shine=True)
    eye(a, (x + facing * size * 0.5, y - size * 0.1), size * 0.18, facing)


def gentle_current(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], LOW_SEA, outline=None, shade=0.2)
    for y in (30, 54, 78):
        arrow(a, wave(y, 3, 2, 88, 18), FOAM, 2.2)
    fish(a, (56, 66), 8, (250, 170, 60))


def undercurrent(a: Art) -> None:
    sea(a, 26, HIGH_SEA, 3, 3)
    loop = path((80, 40), ((100, 70), (60, 96), (40, 76)), ((28, 64), (44, 50), (56, 62)), steps=16)
    arrow(a, loop, (120, 200, 230), 3.0)


def whirlpool(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], HIGH_SEA, outline=None, shade=0.2)
    for k in range(3):
        pts = []
        for i in range(60):
            t = i / 59
            ang = 2 * math.pi * (k / 3) + 9 * t
            r = 44 * (1 - t) + 2
            pts.append((50 + r * math.cos(ang), 50 + r * math.sin(ang) * 0.8))
        a.line(pts, lighter(HIGH_SEA, 0.45 + 0.15 * k), 2.2)


def riptide(a: Art) -> None:
    sea(a, 44, HIGH_SEA, 7, 2)
    a.line(wave(60, 5, 3), lighter(HIGH_SEA, 0.35), LINE)
    arrow(a, [(84, 80), (60, 78), (22, 80)], FOAM, 3.0)


def cross_current(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], HIGH_SEA, outline=None, shade=0.2)
    arrow(a, path((14, 78), ((36, 70), (60, 40), (86, 26)), steps=10), FOAM, 2.8)
    arrow(a, path((14, 26), ((40, 34), (62, 62), (86, 76)), steps=10), (120, 200, 230), 2.8)


def moray_eel(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], HIGH_SEA, outline=None, shade=0.2)
    a.shape(path((0, 100), ((0, 40), (30, 30), (40, 60)), ((46, 80), (40, 100), (40, 100))), ROCK, shine=True)
    body = path((30, 70), ((50, 30), (70, 70), (86, 40)), steps=16)
    a.shape(ribbon(body, 14, 9), (150, 160, 60), shine=True)
    rng = random.Random(2)
    for p in body[2:-2:2]:
        a.circle(
            (p[0] + rng.uniform(-2, 2), p[1] + rng.uniform(-2, 2)), 1.3, (80, 80, 30), outline=None, shade=0
        )
    a.shape([(82, 36), (96, 30), (90, 40), (96, 46), (84, 46)], (150, 160, 60))
    a.shape([(89, 37), (95, 34), (92, 40), (95, 44), (89, 43)], (160, 40, 50), outline=None, shade=0)
    eye(a, (84, 34), 2.6, 1)


def hermit_crab(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], HIGH_SEA, outline=None, shade=0.2)
    a.shape([(0, 80), (100, 76), (100, 100), (0, 100)], SAND, outline=None, shade=0.15)
    shell = path((36, 78), ((30, 48), (56, 30), (72, 50)), ((80, 62), (74, 80), (60, 80)))
    a.shape(shell, (236, 200, 160), shine=True, weight=BOLD)
    a.line([(p[0] * 0.6 + 22, p[1] * 0.6 + 26) for p in shell[:-4]], darker((236, 200, 160), 0.35), HAIR)
    for x in (26, 36):
        a.line([(x + 6, 70), (x, 54)], OUTLINE, LINE)
        eye(a, (x, 52), 3, -1)
    a.shape(ellipse(22, 72, 9, 6, turn=-20), (220, 70, 50), shine=True)
    a.shape(ellipse(34, 80, 7, 4.5, turn=10), (220, 70, 50))


def shark_bite(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 56), (0, 56)], HIGH_SKY, outline=None, shade=0)
    fin = path((30, 60), ((40, 40), (52, 24), (66, 18)), ((62, 34), (64, 50), (72, 60)))
    a.shape(fin, (120, 136, 150), shine=True, weight=BOLD)
    sea(a, 58, HIGH_SEA, 3, 3)
    for x in range(34, 70, 8):  # a bite out of the water line: teeth
        a.shape([(x, 72), (x + 4, 82), (x + 8, 72)], FOAM, weight=HAIR, shade=0)


def storm_surge(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], HIGH_SKY, outline=None, shade=0)
    for cx, cy, r in ((36, 26, 14), (54, 20, 16), (70, 28, 12), (50, 32, 14)):
        a.circle((cx, cy), r, (110, 116, 130), outline=None, shade=0.2)
    a.shape(
        [(54, 36), (46, 54), (54, 54), (48, 70), (64, 48), (56, 48), (62, 36)], (253, 216, 53), weight=LINE
    )
    sea(a, 68, HIGH_SEA, 6, 2)


def rogue_wave(a: Art) -> None:
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], HIGH_SKY, outline=None, shade=0)
    crest = path(
        (100, 100),
        (0, 100),
        (0, 84),
        ((20, 78), (30, 40), (56, 22)),
        ((78, 10), (96, 24), (86, 40)),
        ((80, 30), (66, 30), (62, 44)),
        ((58, 60), (80, 84), (100, 84)),
    )
    a.shape(crest, (40, 90, 140), shine=True, weight=BOLD)
    a.line(path((58, 24), ((76, 14), (92, 22), (86, 38)), steps=10), FOAM, 2.4)
    for x, y in ((88, 16), (94, 28), (80, 12)):
        a.circle((x, y), 2, FOAM, outline=None, shade=0)


MOTIFS: dict[str, Callable[[Art], None]] = {
    "warm_water": warm_water,
    "cool_water": cool_water,
    "slack_water": slack_water,
    "rock_pools": rock_pools,
    "sea_grass": sea_grass,
    "kelp_forest": kelp_forest,
    "plankton_bloom": plankton_bloom,
    "tide_pool": tide_pool,
    "gentle_current": gentle_current,
    "undercurrent": undercurrent,
    "whirlpool": whirlpool,
    "riptide": riptide,
    "cross_current": cross_current,
    "moray_eel": moray_eel,
    "hermit_crab": hermit_crab,
    "shark_bite": shark_bite,
    "storm_surge": storm_surge,
    "rogue_wave": rogue_wave,
}


@cached
def tide_picture(tide_id: str, high: bool, size: int) -> pygame.Surface:
    """Returns the tide's picture in a round window `size` across: its sky and water (light for a low
    tide, dark for a high one) and its motif; a tide this file has no motif for shows its water only."""
    a = Art((size, size))
    a.shape([(0, 0), (100, 0), (100, 100), (0, 100)], HIGH_SKY if high else LOW_SKY, outline=None, shade=0)
    sea(a, 62, HIGH_SEA if high else LOW_SEA)
    MOTIFS.get(tide_id, lambda _a: None)(a)
    picture = a.picture()
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (size / 2, size / 2), size / 2 - 1)
    picture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    ring = Art((size, size))
    ring.circle((50, 50), 48.5, (0, 0, 0, 0), outline=OUTLINE, weight=BOLD, shade=0)
    picture.blit(ring.picture(), (0, 0))
    return picture


@cached
def tide_emblem(size: int) -> pygame.Surface:
    """Returns the mark on a tide card's back: a curling wave over two swells, in a ring (no face)."""
    a = Art((size, size))
    a.circle((50, 50), 44, (240, 248, 246, 40), outline=FOAM, weight=LINE, shade=0)
    crest = path(
        (16, 66),
        ((24, 40), (50, 24), (70, 36)),
        ((80, 42), (74, 56), (64, 50)),
        ((58, 46), (62, 38), (68, 40)),
    )
    a.line(crest, FOAM, 3.0)
    for y in (72, 82):
        a.line(wave(y, 3, 2, 18, 82), FOAM, 2.4)
    return a.picture()
