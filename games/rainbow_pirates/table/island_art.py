"""The Rainbow Pirates' scenery: the island water felt, each seat's island (sand in a lagoon, a palm on its
shore) and the card back's little island under a rainbow. Drawn with the house style, cached."""

from __future__ import annotations

import math
import random

import pygame

from games.rainbow_pirates.table.palette import (
    DEEP_WATER,
    FOAM,
    LAGOON,
    SAND,
    SHALLOW_WATER,
    SHALLOWS,
    WET_SAND,
)
from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR
from tabletop.ui.style import (
    BOLD,
    HAIR,
    LINE,
    Art,
    cached,
    darker,
    ellipse,
    gradient,
    lighter,
    path,
    ribbon,
    ripples,
)

BAR = (9, 26, 40)
PALM_WOOD = (150, 104, 60)
LEAF = (60, 160, 80)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Returns the table: open water, lighter where the islands sit, with faint wave marks; the top and
    bottom bars as on every table."""
    w, h = size
    surface = gradient(size, SHALLOW_WATER, DEEP_WATER)
    glow = pygame.Surface((64, 36), pygame.SRCALPHA)  # light through the water, brightest mid-table
    for y in range(36):
        for x in range(64):
            d = math.hypot((x - 32) / 32, (y - 13) / 20)
            glow.set_at((x, y), (120, 220, 230, max(0, round(34 * (1 - d)))))
    surface.blit(pygame.transform.smoothscale(glow, size), (0, 0))
    ripples(surface, (180, 235, 240, 26), 140, 31, pygame.Rect(0, TOP_BAR, w, h - TOP_BAR - BOTTOM_BAR))
    pygame.draw.rect(surface, BAR, (0, 0, w, TOP_BAR))
    pygame.draw.rect(surface, BAR, (0, h - BOTTOM_BAR, w, BOTTOM_BAR))
    return surface


def shore_outline(w: int, h: int, seed: int) -> list[tuple[float, float]]:
    """Returns an island's outline filling a w×h box: a rounded shape whose edge wanders a little."""
    rng = random.Random(seed)
    bumps = [rng.uniform(0, 2 * math.pi) for _ in range(3)]
    points = []
    steps = 120
    for i in range(steps):
        t = 2 * math.pi * i / steps
        c, s = math.cos(t), math.sin(t)
        # a superellipse (a rounded box) with a soft wobble along its edge
        x = math.copysign(abs(c) ** 0.4, c)
        y = math.copysign(abs(s) ** 0.4, s)
        wobble = (1 + 0.025 * sum(math.sin((k + 2) * t + b) for k, b in enumerate(bumps))) / 1.075
        points.append((w / 2 + (w / 2 - 2) * x * wobble, h / 2 + (h / 2 - 2) * y * wobble))
    return points


@cached
def island(w: int, h: int, seed: int) -> pygame.Surface:
    """Returns an island of sand `w`×`h`: foam round it, a band of wet sand at its shore, a palm on its
    right end (under the cards that land there)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    outer = shore_outline(w, h, seed)
    pygame.draw.polygon(surface, (*SHALLOWS, 110), outer)  # the shallows round the shore

    def within(by: float) -> list[tuple[float, float]]:
        return [(w / 2 + (x - w / 2) * (1 - by / w), h / 2 + (y - h / 2) * (1 - by / h)) for x, y in outer]

    pygame.draw.polygon(surface, (*FOAM, 200), within(12))
    inset = within(18)
    pygame.draw.polygon(surface, WET_SAND, inset)
    pygame.draw.polygon(surface, SAND, within(30))
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    speck = random.Random(seed)
    for _ in range(w * h // 900):  # a grain to the sand: a few darker and lighter specks
        x, y = speck.uniform(0, w), speck.uniform(0, h)
        rgb = darker(SAND, 0.12) if speck.random() < 0.5 else lighter(SAND, 0.25)
        pygame.draw.circle(grain, rgb, (x, y), 1.5)
    dry = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(dry, (255, 255, 255, 255), within(34))
    grain.blit(dry, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # specks on the dry sand only
    surface.blit(grain, (0, 0))
    pygame.draw.aalines(surface, darker(WET_SAND, 0.3), True, inset)
    size = min(int(h * 0.8), 150)
    surface.blit(palm(size), (w - size - 10, h - size - 8))
    return surface


@cached
def palm(size: int) -> pygame.Surface:
    """Returns a palm tree leaning left over a little mound of sand, with two coconuts."""
    a = Art((size, size))
    a.shape(ellipse(58, 92, 30, 7), darker(SAND, 0.08), outline=None, shade=0)
    trunk = path((62, 92), ((64, 70), (58, 44), (44, 24)), steps=12)
    a.shape(ribbon(trunk, 11, 6), PALM_WOOD, weight=LINE)
    for i in range(1, 6):
        p = trunk[i * 2]
        a.line([(p[0] - 4, p[1] + 1), (p[0] + 4, p[1] - 1)], darker(PALM_WOOD, 0.35), HAIR)
    top = (44, 24)
    fronds = (
        ((30, 18), (14, 22), (6, 36)),
        ((30, 8), (18, 4), (8, 10)),
        ((48, 4), (62, 2), (72, 10)),
        ((58, 14), (76, 16), (88, 30)),
        ((52, 24), (62, 34), (62, 46)),
        ((36, 28), (28, 38), (24, 50)),
    )
    for k, (p1, p2, p3) in enumerate(fronds):
        spine = path(top, (p1, p2, p3), steps=10)
        a.shape(ribbon(spine, 12, 1), LEAF if k % 2 else darker(LEAF, 0.12), weight=LINE)
    for c in ((42, 30), (49, 29)):
        a.circle(c, 4.5, (110, 70, 40), weight=HAIR, shine=True)
    return a.picture()


@cached
def back_scene(size: int) -> pygame.Surface:
    """Returns the card back's medallion: a rainbow over a little island with a palm, on the sea."""
    a = Art((size, size))
    a.circle((50, 50), 47, LAGOON, weight=BOLD, shade=0.2)
    colours = ((229, 57, 53), (245, 124, 0), (253, 216, 53), (67, 160, 71), (30, 136, 229), (142, 36, 170))
    for i, rgb in enumerate(colours):
        r = 36 - i * 4.2
        arc = [(50 + r * math.cos(t), 66 - r * math.sin(t)) for t in (math.pi * k / 24 for k in range(25))]
        a.line(arc, rgb, 3.0)
    a.shape(
        path((10, 80), ((30, 74), (70, 74), (90, 80)), ((80, 96), (20, 96), (10, 80))),
        SHALLOW_WATER,
        outline=None,
        shade=0.2,
    )
    a.shape(path((30, 80), ((38, 66), (62, 66), (70, 80))), SAND, weight=LINE, shade=0.15)
    trunk = path((52, 74), ((53, 64), (50, 56), (46, 50)), steps=8)
    a.shape(ribbon(trunk, 4, 2.5), PALM_WOOD, weight=HAIR)
    for p1, p2, p3 in (
        ((40, 46), (34, 48), (32, 54)),
        ((50, 44), (56, 44), (60, 50)),
        ((42, 44), (40, 40), (36, 40)),
    ):
        a.shape(ribbon(path((46, 50), (p1, p2, p3), steps=8), 5, 1), LEAF, weight=HAIR)
    return a.picture()
