"""The aquarium's scenery, drawn by the house style (docs/style.md): the room's felt, floor tiles, walls,
water for the tanks (glass edges, light on the water), showers seen from above and the striped entrances.

Each square's picture is kept in the house cache (`style.cached`) by what it depends on; board_picture.py
lays them out into the board, itself drawn once.
"""

from __future__ import annotations

import math
import random

import pygame

from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR
from tabletop.ui.style import (
    HAIR,
    LINE,
    OUTLINE,
    Art,
    cached,
    darker,
    ellipse,
    gradient,
    lighter,
    path,
    ripples,
    turned,
)

RGB = tuple[int, int, int]
BAR = (9, 26, 40)
ROOM_TOP, ROOM_BOTTOM = (18, 70, 88), (8, 30, 46)  # the aquarium room: lit water to the deep
TILE_A, TILE_B = (222, 228, 220), (208, 218, 212)  # the floor's two tones, in a chequer
GROUT = (160, 174, 172)
WALL = (34, 48, 62)
WATER_TOP, WATER_BOTTOM = (120, 204, 230), (58, 140, 190)
GLASS = (236, 248, 255)
SHOWER_TILE = (226, 236, 246)
CHROME = (150, 164, 180)
SPRAY = (70, 160, 226)
STRIPE = (240, 196, 40)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Returns the aquarium room the board stands in: water lit from above fading to the deep, a soft
    glow where the board stands, faint wave marks and a few bubbles; the top and bottom bars as on every
    table."""
    w, h = size
    surface = gradient(size, ROOM_TOP, ROOM_BOTTOM)
    glow = pygame.Surface((64, 36), pygame.SRCALPHA)  # light through the water over the board
    for y in range(36):
        for x in range(64):
            d = math.hypot((x - 16) / 26, (y - 16) / 20)
            glow.set_at((x, y), (120, 210, 230, max(0, round(30 * (1 - d)))))
    surface.blit(pygame.transform.smoothscale(glow, size), (0, 0))
    area = pygame.Rect(0, TOP_BAR, w, h - TOP_BAR - BOTTOM_BAR)
    ripples(surface, (170, 230, 240, 22), 120, 47, area)
    rng = random.Random(11)
    for _ in range(36):  # bubbles rising
        x, y = rng.uniform(area.left, area.right), rng.uniform(area.top, area.bottom)
        r = rng.uniform(2, 6)
        pygame.draw.circle(surface, (150, 220, 236), (x, y), r, 1)
    pygame.draw.rect(surface, BAR, (0, 0, w, TOP_BAR))
    pygame.draw.rect(surface, BAR, (0, h - BOTTOM_BAR, w, BOTTOM_BAR))
    return surface


@cached
def floor_tile(cell: int, dark: bool) -> pygame.Surface:
    """Returns a floor square: a stone tile of one of the chequer's two tones, its top and left edges lit,
    its bottom and right in grout."""
    fill = TILE_B if dark else TILE_A
    surface = pygame.Surface((cell, cell))
    surface.fill(GROUT)
    pygame.draw.rect(surface, darker(fill, 0.08), (1, 1, cell - 2, cell - 2), border_radius=4)
    pygame.draw.rect(surface, lighter(fill, 0.4), (1, 1, cell - 4, cell - 4), border_radius=4)
    pygame.draw.rect(surface, fill, (3, 3, cell - 6, cell - 6), border_radius=3)
    rng = random.Random(cell * 7 + dark)  # a few faint flecks in the stone
    for _ in range(10):
        x, y = rng.uniform(6, cell - 6), rng.uniform(6, cell - 6)
        pygame.draw.circle(surface, darker(fill, 0.06), (x, y), rng.uniform(1, 2.2))
    return surface


@cached
def wall(cell: int) -> pygame.Surface:
    """Returns a square of wall (off the board): dark stone in courses of bricks."""
    surface = pygame.Surface((cell, cell))
    surface.fill(WALL)
    course = max(8, cell // 4)
    for n, y in enumerate(range(0, cell, course)):
        pygame.draw.line(surface, darker(WALL, 0.3), (0, y), (cell, y), 1)
        for x in range(-course if n % 2 else 0, cell, 2 * course):
            pygame.draw.line(surface, darker(WALL, 0.3), (x, y), (x, y + course), 1)
        pygame.draw.line(surface, lighter(WALL, 0.08), (0, y + 1), (cell, y + 1), 1)
    return surface


def water(size: tuple[int, int], top: RGB, bottom: RGB, seed: int) -> pygame.Surface:
    """Returns water `size` seen from above: a gradient from `top` to `bottom`, the light's network of
    bright wavy lines on the bottom (caustics), and a few soft ripples."""
    surface = gradient(size, top, bottom)
    w, h = size
    rng = random.Random(seed)
    light = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(max(6, w * h // 1800)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(8, 18)
        points = [
            (x + r * math.cos(t) * rng.uniform(0.7, 1.2), y + r * 0.7 * math.sin(t) * rng.uniform(0.7, 1.2))
            for t in (k * math.pi / 3 for k in range(6))
        ]
        pygame.draw.aalines(light, (255, 255, 255, 60), True, points)
    surface.blit(light, (0, 0))
    ripples(surface, (255, 255, 255, 46), max(3, w * h // 3000), seed + 1)
    return surface


@cached
def tank_water(w: int, h: int, tint: RGB | None, seed: int) -> pygame.Surface:
    """Returns a tank's water `w`×`h`: clear aquarium blue, or a team's home tank's water tinted with its
    colour (`tint`)."""
    if tint is None:
        return water((w, h), WATER_TOP, WATER_BOTTOM, seed)
    top = tuple(round(a * 0.78 + b * 0.22) for a, b in zip(lighter(tint, 0.2), WATER_TOP, strict=True))
    bottom = tuple(round(a * 0.8 + b * 0.2) for a, b in zip(darker(tint, 0.22), WATER_BOTTOM, strict=True))
    return water((w, h), top, bottom, seed)


@cached
def shower(cell: int, towards: tuple[int, int]) -> pygame.Surface:
    """Returns a shower stall seen from above, open `towards` its entrance (dx, dy): small white tiles,
    a round drain, the shower head on the far wall and its spray falling to the drain."""
    surface = pygame.Surface((cell, cell))
    surface.fill((190, 204, 218))
    small = cell // 4
    for y in range(0, cell, small):
        for x in range(0, cell, small):
            pygame.draw.rect(surface, SHOWER_TILE, (x + 1, y + 1, small - 2, small - 2), border_radius=2)
    a = Art((cell, cell))
    angle = math.degrees(math.atan2(towards[1], towards[0]))  # the head stands opposite the opening

    def t(points):
        return turned(points, (50, 50), angle)

    a.circle((56, 50), 9, CHROME, weight=HAIR, shade=0.2)  # the drain
    a.circle((56, 50), 4, (90, 100, 116), outline=None, shade=0)
    for k in range(-4, 5):  # the spray, from the head's holes fanning out to the drain
        a.line(
            t(path((26, 50 + k * 3), ((40, 50 + k * 6), (54, 50 + k * 7), (66, 50 + k * 7)), steps=6)),
            SPRAY,
            1.6,
        )
        a.circle(t([(70 + abs(k) % 3 * 4, 50 + k * 7.5)])[0], 1.6, SPRAY, outline=None, shade=0)
    a.shape(t([(2, 44), (14, 44), (14, 56), (2, 56)]), CHROME, weight=HAIR, shade=0.2)  # the pipe
    a.shape(t(ellipse(22, 50, 9, 22)), CHROME, weight=LINE, shade=0.25, shine=True)  # the shower rose
    for k in range(-2, 3):
        a.circle(t([(25, 50 + k * 7)])[0], 1.4, (70, 80, 96), outline=None, shade=0)
    surface.blit(a.picture(), (0, 0))
    pygame.draw.rect(surface, OUTLINE, surface.get_rect(), 1)
    return surface


@cached
def entrance_stripes(cell: int, towards: tuple[int, int]) -> pygame.Surface:
    """Returns the yellow and ink hazard stripes along a shower entrance's side that opens `towards` the
    shower (dx, dy), on a transparent square."""
    surface = pygame.Surface((cell, cell), pygame.SRCALPHA)
    band = max(6, cell // 9)
    strip = pygame.Surface((cell, band), pygame.SRCALPHA)
    strip.fill(STRIPE)
    for x in range(-band, cell + band, band * 2):
        pygame.draw.polygon(
            strip, (*OUTLINE, 255), [(x, band), (x + band, 0), (x + 2 * band, 0), (x + band, band)]
        )
    pygame.draw.rect(strip, OUTLINE, strip.get_rect(), 1)
    if towards == (0, -1):
        surface.blit(strip, (0, 0))
    elif towards == (0, 1):
        surface.blit(strip, (0, cell - band))
    elif towards == (-1, 0):
        surface.blit(pygame.transform.rotate(strip, 90), (0, 0))
    else:
        surface.blit(pygame.transform.rotate(strip, 90), (cell - band, 0))
    return surface


@cached
def safe_mat(cell: int) -> pygame.Surface:
    """Returns a corner square's safe mat: a green rubber mat with a ring of dots, on a transparent square."""
    surface = pygame.Surface((cell, cell), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, cell, cell).inflate(-10, -10)
    pygame.draw.rect(surface, (150, 190, 140), rect, border_radius=10)
    pygame.draw.rect(surface, (100, 136, 92), rect, 3, border_radius=10)
    for k in range(12):
        t = 2 * math.pi * k / 12
        pygame.draw.circle(
            surface,
            (118, 160, 108),
            (cell / 2 + cell * 0.3 * math.cos(t), cell / 2 + cell * 0.3 * math.sin(t)),
            2,
        )
    return surface


def bubbles(surface: pygame.Surface, rect: pygame.Rect, seed: int) -> None:
    """Draws a few bubbles rising in the water of `rect`."""
    rng = random.Random(seed)
    for _ in range(3):
        x = rng.uniform(rect.left + 8, rect.right - 8)
        y = rng.uniform(rect.top + 8, rect.bottom - 8)
        r = rng.uniform(2, 4.5)
        pygame.draw.circle(surface, (235, 250, 255), (x, y), r, 1)
        pygame.draw.circle(surface, (255, 255, 255), (x - r / 3, y - r / 3), 1)


def glass_edge(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int]) -> None:
    """Draws a tank's glass along one side from `a` to `b`: an ink line outside, the pale glass, and a
    thin bright line of light on it."""
    pygame.draw.line(surface, OUTLINE, a, b, 6)
    pygame.draw.line(surface, GLASS, a, b, 4)
    pygame.draw.line(surface, (255, 255, 255), a, b, 1)


LEAF = (52, 150, 96)


def weed(surface: pygame.Surface, base: tuple[float, float], height: float, seed: int) -> None:
    """Draws a small water weed from `base` upwards (seen from above, leaning: two soft fronds)."""
    rng = random.Random(seed)
    x, y = base
    for k in (-1, 1):
        tip = (x + k * rng.uniform(4, 10), y - height * rng.uniform(0.6, 1.0))
        pts = path((x, y), ((x + k * 6, y - height * 0.3), (tip[0] - k * 4, tip[1] + 6), tip), steps=8)
        pygame.draw.lines(surface, darker(LEAF, 0.3), False, pts, 4)
        pygame.draw.lines(surface, LEAF, False, pts, 2)
    pygame.draw.circle(surface, darker(LEAF, 0.4), base, 2)
