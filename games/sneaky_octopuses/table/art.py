"""Sneaky Octopuses pictures drawn from component data: the board, the octopuses, fish, keepers and the die.

Every function is pure: the same arguments give the same picture, so a layout names a picture by its
arguments in an Item key and the sprite cache draws it once.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.schema import CORNER, ENTRANCE, FLOOR, HOMES
from tabletop.ui.looks import bold_icon, colour_aware, pattern_for, patterned
from tabletop.ui.marks import GOLD, RGB, WHITE, hex_rgb, mix, outlined
from tabletop.ui.sprites import INK, blit_centred, icon, rounded, text

FLOOR_RGB = (214, 226, 222)
FLOOR_EDGE = (168, 186, 184)
WALL_RGB = (30, 44, 58)
TANK_RGB = (92, 170, 205)
TANK_EDGE = (40, 96, 130)
SHOWER_RGB = (236, 240, 248)
COAT = (250, 250, 252)
KEEPER_RGB = (200, 40, 50)
MUTED = (190, 220, 232)
NAVY = (16, 30, 48)
MARGIN = 30  # the room for the coordinates left of and above the squares

#: Each specialist's letter and shape (colour is never the only cue).
LOOKS = {
    "speedy": ("S", "triangle"),
    "tako": ("T", "diamond"),
    "squish": ("Q", "square"),
    "squirt": ("I", "circle"),
}
WHAT_THEY_DO = {
    "speedy": "slides as far as the floor is free when he holds no fish",
    "tako": "makes no noise: the keepers never react to him",
    "squish": "squeezes under the middle tank as if it were one square",
    "squirt": "shoots ink along her row or column (never from a corner)",
}


@lru_cache(maxsize=16)
def fish_look(cat: Catalog, colour: str) -> tuple[RGB, str, str]:
    """Returns a fish colour's RGB, its name and its symbol."""
    found = next(c for c in cat.content.fish_colours if c.id == colour)
    return hex_rgb(found.hex), found.name, found.symbol


def _direction_points(facing: str, c: float, r: float) -> list[tuple[float, float]]:
    """Returns an arrow head pointing `facing` from the centre c (radius r)."""
    angle = {"n": -90, "e": 0, "s": 90, "w": 180}[facing]
    a = math.radians(angle)
    tip = (c + math.cos(a) * r, c + math.sin(a) * r)
    left = (c + math.cos(a + 2.5) * r * 0.55, c + math.sin(a + 2.5) * r * 0.55)
    right = (c + math.cos(a - 2.5) * r * 0.55, c + math.sin(a - 2.5) * r * 0.55)
    return [tip, left, right]


# The board ------------------------------------------------------------------------------------------


def _square(surface, cell: int, x: int, y: int, fill: RGB, edge: RGB | None = None) -> pygame.Rect:
    rect = pygame.Rect(MARGIN + x * cell, MARGIN + y * cell, cell, cell)
    surface.fill(fill, rect)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, 1)
    return rect


def _shower_head(surface, rect: pygame.Rect) -> None:
    """Draws a shower head with its drops on a shower square."""
    cx, top = rect.centerx, rect.top + rect.h // 5
    pygame.draw.arc(
        surface, (90, 110, 130), (cx - rect.w // 4, top - 4, rect.w // 2, rect.h // 3), 0, math.pi, 5
    )
    for i in range(5):
        dx = (i - 2) * rect.w // 9
        pygame.draw.line(
            surface, (80, 160, 220), (cx + dx, top + rect.h // 4), (cx + dx * 1.4, rect.bottom - 10), 3
        )


@colour_aware
def board(cat: Catalog, cell: int, homes: tuple, cb: bool = False) -> pygame.Surface:
    """Returns the aquarium: floor, walls, fish tanks, showers and their entrances, corner squares, the
    gaps under the middle tank, the home tanks in their teams' colours (`homes`: (home, rgb, symbol)),
    and the coordinates of every row and column."""
    rows = cat.content.board
    size = MARGIN + cell * len(rows[0]) + 4, MARGIN + cell * len(rows) + 4
    surface = pygame.Surface(size, pygame.SRCALPHA)
    teams = {str(home): (rgb, symbol) for home, rgb, symbol in homes}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in (FLOOR, CORNER, ENTRANCE):
                rect = _square(surface, cell, x, y, FLOOR_RGB, FLOOR_EDGE)
                if ch == CORNER:
                    pygame.draw.rect(surface, (120, 150, 110), rect.inflate(-10, -10), 3, border_radius=8)
                    blit_centred(surface, text("safe", cell // 5, (90, 120, 80), True), rect.center)
                if ch == ENTRANCE:
                    for i in range(0, cell, 14):
                        pygame.draw.line(
                            surface,
                            (230, 190, 40),
                            (rect.left + i, rect.bottom - 3),
                            (rect.left + i + 7, rect.bottom - 3),
                            5,
                        )
            elif ch == "S":
                rect = _square(surface, cell, x, y, SHOWER_RGB, (120, 140, 160))
                _shower_head(surface, rect)
            elif ch in HOMES:
                rgb, symbol = teams.get(ch, ((120, 130, 140), ""))
                rect = _square(surface, cell, x, y, mix(rgb, NAVY, 0.35), mix(rgb, NAVY, 0.6))
                if cb and symbol:
                    patterned(
                        surface, rect.inflate(-4, -4), pattern_for(int(ch)), (*mix(rgb, WHITE, 0.35), 255)
                    )
            elif ch in cat.tanks:
                _square(surface, cell, x, y, TANK_RGB, TANK_EDGE)
            else:
                _square(surface, cell, x, y, WALL_RGB)
    _tank_edges(surface, cat, cell)
    _gaps(surface, cat, cell)
    for n in range(len(rows[0])):
        blit_centred(surface, text(str(n), 20, MUTED, True), (MARGIN + n * cell + cell // 2, MARGIN // 2))
    for n in range(len(rows)):
        blit_centred(surface, text(str(n), 20, MUTED, True), (MARGIN // 2, MARGIN + n * cell + cell // 2))
    return surface


def _tank_edges(surface, cat: Catalog, cell: int) -> None:
    """Draws a thick glass edge round each fish tank and each home tank, and the tank's letter."""
    groups = {**{k: v for k, v in cat.tanks.items()}, **{str(h): v for h, v in cat.home_cells.items()}}
    for name, cells in groups.items():
        inside = set(cells)
        for x, y in cells:
            left, top = MARGIN + x * cell, MARGIN + y * cell
            for (dx, dy), (a, b) in (
                ((0, -1), ((0, 0), (cell, 0))),
                ((0, 1), ((0, cell), (cell, cell))),
                ((-1, 0), ((0, 0), (0, cell))),
                ((1, 0), ((cell, 0), (cell, cell))),
            ):
                if (x + dx, y + dy) not in inside:
                    pygame.draw.line(
                        surface, (235, 248, 255), (left + a[0], top + a[1]), (left + b[0], top + b[1]), 4
                    )
        if name in cat.tanks:
            x, y = cells[len(cells) // 2]
            mark = text(name, cell // 4, (225, 245, 255), True)
            surface.blit(mark, (MARGIN + x * cell + 4, MARGIN + y * cell + 2))


def _gaps(surface, cat: Catalog, cell: int) -> None:
    """Draws the gaps Squish passes under the middle tank: dashed lines from floor square to floor square."""
    done = set()
    for a, ends in cat.gaps.items():
        for b in ends:
            if (b, a) in done:
                continue
            done.add((a, b))
            p = (MARGIN + a[0] * cell + cell // 2, MARGIN + a[1] * cell + cell // 2)
            q = (MARGIN + b[0] * cell + cell // 2, MARGIN + b[1] * cell + cell // 2)
            for i in range(0, 10, 2):
                s, e = i / 10, (i + 1) / 10
                pygame.draw.line(
                    surface,
                    (255, 255, 255),
                    (p[0] + (q[0] - p[0]) * s, p[1] + (q[1] - p[1]) * s),
                    (p[0] + (q[0] - p[0]) * e, p[1] + (q[1] - p[1]) * e),
                    3,
                )


# Pieces -------------------------------------------------------------------------------------------


def _shape_points(shape: str, size: int) -> list[tuple[float, float]]:
    s, m = size - 1, 3
    if shape == "triangle":
        return [(s / 2, m), (s - m, s - m), (m, s - m)]
    if shape == "diamond":
        return [(s / 2, m - 1), (s - m + 1, s / 2), (s / 2, s - m + 1), (m - 1, s / 2)]
    return []


@colour_aware
def octopus(kind: str, size: int, rgb: RGB, symbol: str, done: bool, cb: bool = False) -> pygame.Surface:
    """Returns an octopus: its team colour in its specialist's shape, its letter big in the middle;
    `done` (it has acted this turn) greys it; the colour-blind look adds the team's symbol."""
    letter, shape = LOOKS.get(kind, ("?", "circle"))
    body = mix(rgb, (120, 120, 120), 0.65) if done else rgb
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    if shape == "circle":
        pygame.draw.circle(surface, WHITE, (size // 2, size // 2), size // 2)
        pygame.draw.circle(surface, INK, (size // 2, size // 2), size // 2 - 2)
        pygame.draw.circle(surface, body, (size // 2, size // 2), size // 2 - 5)
    elif shape == "square":
        pygame.draw.rect(surface, WHITE, (2, 2, size - 4, size - 4), border_radius=size // 6)
        pygame.draw.rect(surface, INK, (4, 4, size - 8, size - 8), border_radius=size // 6)
        pygame.draw.rect(surface, body, (7, 7, size - 14, size - 14), border_radius=size // 7)
    else:
        points = _shape_points(shape, size)
        pygame.draw.polygon(surface, WHITE, points)
        c = size / 2
        inner = [(c + (x - c) * 0.86, c + (y - c) * 0.86) for x, y in points]
        core = [(c + (x - c) * 0.76, c + (y - c) * 0.76) for x, y in points]
        pygame.draw.polygon(surface, INK, inner)
        pygame.draw.polygon(surface, body, core)
    mark = outlined(letter, int(size * 0.42), WHITE, INK)
    centre = (size // 2, int(size * (0.6 if shape == "triangle" else 0.5)))
    blit_centred(surface, mark, centre)
    if cb and symbol:
        blit_centred(surface, bold_icon(symbol, size // 3, WHITE, INK), (size - size // 6, size // 6))
    return surface


@colour_aware
def fish(cat: Catalog, colour: str, size: int, cb: bool = False) -> pygame.Surface:
    """Returns a fish: its body in its colour with its symbol, a tail, an ink edge."""
    rgb, _, symbol = fish_look(cat, colour)
    w, h = size, int(size * 0.72)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    tail = [(w * 0.70, h * 0.5), (w - 1, h * 0.08), (w - 1, h * 0.92)]
    pygame.draw.polygon(surface, INK, tail)
    pygame.draw.polygon(surface, rgb, [(w * 0.74, h * 0.5), (w - 4, h * 0.2), (w - 4, h * 0.8)])
    body = pygame.Rect(1, 1, int(w * 0.78), h - 2)
    pygame.draw.ellipse(surface, INK, body)
    pygame.draw.ellipse(surface, rgb, body.inflate(-5, -5))
    if cb:
        patterned(
            surface,
            body.inflate(-14, -14),
            pattern_for(cat.colour_ids.index(colour)),
            (*mix(rgb, INK, 0.35), 255),
        )
    mark = bold_icon(symbol, int(h * 0.62), WHITE, INK) if cb else icon(symbol, int(h * 0.58), WHITE)
    blit_centred(surface, mark, (body.centerx + 2, body.centery))
    pygame.draw.circle(surface, INK, (int(w * 0.14), int(h * 0.4)), max(2, size // 18))
    return surface


def keeper(number: str, facing: str, size: int) -> pygame.Surface:
    """Returns a keeper seen from above: a white lab coat with its number, and a big red nose-arrow on the
    side it faces (so its facing reads at a glance)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    a = math.radians({"n": -90, "e": 0, "s": 90, "w": 180}[facing])
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    body = c * 0.62
    centre = (c - ux * c * 0.18, c - uy * c * 0.18)
    tip = (c + ux * (c - 1), c + uy * (c - 1))
    base = c * 0.05
    wing = c * 0.62
    arrow = [
        tip,
        (c + ux * base + px * wing, c + uy * base + py * wing),
        (c + ux * base - px * wing, c + uy * base - py * wing),
    ]
    pygame.draw.polygon(surface, INK, arrow)
    inner = [(x * 0.82 + c * 0.18 * (1 + ux * 0.3), y * 0.82 + c * 0.18 * (1 + uy * 0.3)) for x, y in arrow]
    pygame.draw.polygon(surface, KEEPER_RGB, inner)
    pygame.draw.circle(surface, INK, centre, body)
    pygame.draw.circle(surface, COAT, centre, body - 3)
    blit_centred(surface, text(number, int(size * 0.4), INK, True), (round(centre[0]), round(centre[1])))
    return surface


def die(roll: int, size: int) -> pygame.Surface:
    """Returns a die showing `roll` (0: a blank die, not rolled yet)."""
    surface = rounded((size, size), WHITE, INK, radius=size // 6, width=3)
    spots = {
        1: [(0.5, 0.5)],
        2: [(0.28, 0.28), (0.72, 0.72)],
        3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
        6: [(0.28, 0.22), (0.72, 0.22), (0.28, 0.5), (0.72, 0.5), (0.28, 0.78), (0.72, 0.78)],
    }
    for x, y in spots.get(roll, []):
        pygame.draw.circle(surface, INK, (x * size, y * size), max(3, size // 11))
    return surface


def footprint(size: int, n: int) -> pygame.Surface:
    """Returns a keeper's step mark: a red ring with the step's number."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surface, (*KEEPER_RGB, 200), (size // 2, size // 2), size // 2 - 2, 4)
    blit_centred(surface, outlined(str(n), size // 2, WHITE, INK), (size // 2, size // 2))
    return surface


def sight(size: int, seen: bool) -> pygame.Surface:
    """Returns a square in a keeper's line of sight: gold ahead (it sees), pale blue elsewhere (it hears)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rgb = GOLD if seen else (150, 210, 255)
    surface.fill((*rgb, 90 if seen else 60))
    pygame.draw.rect(surface, (*rgb, 230), surface.get_rect(), 3)
    return surface


def panel(w: int, h: int, rgb: RGB | None = None, now: bool = False) -> pygame.Surface:
    """Returns a dark panel; `rgb`: a team's colour stripe on its left; `now`: a gold edge (its turn)."""
    surface = rounded(
        (w, h), (12, 26, 40, 225), GOLD if now else (70, 110, 130), radius=14, width=3 if now else 2
    )
    if rgb is not None:
        pygame.draw.rect(surface, rgb, (6, 8, 10, h - 16), border_radius=4)
    return surface


def words(lines: tuple[tuple[str, int, bool], ...], w: int, h: int, ink: RGB = WHITE) -> pygame.Surface:
    """Returns lines of (text, size, bold) stacked on a transparent surface."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    y = 0
    for line, size, bold in lines:
        surface.blit(text(line, size, ink if bold else MUTED, bold), (0, y))
        y += int(size * 1.35)
    return surface
