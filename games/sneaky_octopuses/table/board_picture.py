"""The Sneaky Octopuses board picture drawn from components.yaml: floor, walls, fish tanks, showers and
their entrances, corner squares, the gaps under the middle tank, the home tanks and the coordinates.

Pure like all the art: the same arguments give the same picture, so the sprite cache draws it once.
"""

from __future__ import annotations

import math

import pygame

from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.schema import CORNER, ENTRANCE, FLOOR, HOMES
from games.sneaky_octopuses.table.art import MUTED
from tabletop.ui.looks import colour_aware, pattern_for, patterned
from tabletop.ui.marks import RGB, WHITE, mix
from tabletop.ui.sprites import blit_centred, text

FLOOR_RGB = (214, 226, 222)
FLOOR_EDGE = (168, 186, 184)
WALL_RGB = (30, 44, 58)
TANK_RGB = (92, 170, 205)
TANK_EDGE = (40, 96, 130)
SHOWER_RGB = (236, 240, 248)
NAVY = (16, 30, 48)
MARGIN = 30  # the room for the coordinates left of and above the squares


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
            _board_square(surface, cat, cell, (x, y), ch, teams, cb)
    # The edges and gaps cross square borders, so they go over every square.
    _tank_edges(surface, cat, cell)
    _gaps(surface, cat, cell)
    _coordinates(surface, cell, len(rows[0]), len(rows))
    return surface


def _board_square(
    surface, cat: Catalog, cell: int, at: tuple[int, int], ch: str, teams: dict, cb: bool
) -> None:
    """Draws the square at `at` as its letter `ch` in the rows of components.yaml says it is."""
    x, y = at
    if ch in (FLOOR, CORNER, ENTRANCE):
        _floor_square(surface, cell, x, y, ch)
    elif ch == "S":
        rect = _square(surface, cell, x, y, SHOWER_RGB, (120, 140, 160))
        _shower_head(surface, rect)
    elif ch in HOMES:
        _home_square(surface, cell, x, y, ch, teams, cb)
    elif ch in cat.tanks:
        _square(surface, cell, x, y, TANK_RGB, TANK_EDGE)
    else:
        _square(surface, cell, x, y, WALL_RGB)


def _square(surface, cell: int, x: int, y: int, fill: RGB, edge: RGB | None = None) -> pygame.Rect:
    """Fills square (x, y), edges it when `edge` is given, and returns its rect on the picture."""
    rect = pygame.Rect(MARGIN + x * cell, MARGIN + y * cell, cell, cell)
    surface.fill(fill, rect)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, 1)
    return rect


def _floor_square(surface, cell: int, x: int, y: int, ch: str) -> None:
    """Draws a floor square; a corner gets its frame (its word 'safe' is an item of the table, left out
    under a piece), a shower entrance its yellow stripes."""
    rect = _square(surface, cell, x, y, FLOOR_RGB, FLOOR_EDGE)
    if ch == CORNER:
        pygame.draw.rect(surface, (120, 150, 110), rect.inflate(-10, -10), 3, border_radius=8)
    if ch == ENTRANCE:
        for i in range(0, cell, 14):
            pygame.draw.line(
                surface,
                (230, 190, 40),
                (rect.left + i, rect.bottom - 3),
                (rect.left + i + 7, rect.bottom - 3),
                5,
            )


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


def _home_square(surface, cell: int, x: int, y: int, ch: str, teams: dict, cb: bool) -> None:
    """Draws a home tank square in its team's colour (grey: no team), patterned in the colour-blind look."""
    rgb, symbol = teams.get(ch, ((120, 130, 140), ""))
    rect = _square(surface, cell, x, y, mix(rgb, NAVY, 0.35), mix(rgb, NAVY, 0.6))
    if cb and symbol:
        patterned(surface, rect.inflate(-4, -4), pattern_for(int(ch)), (*mix(rgb, WHITE, 0.35), 255))


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
            mark = text(name, 22, (225, 245, 255), True)
            surface.blit(mark, (MARGIN + x * cell + 3, MARGIN + y * cell))


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


def _coordinates(surface, cell: int, columns: int, rows: int) -> None:
    """Writes the column numbers above the squares and the row numbers left of them."""
    for n in range(columns):
        blit_centred(surface, text(str(n), 20, MUTED, True), (MARGIN + n * cell + cell // 2, MARGIN // 2))
    for n in range(rows):
        blit_centred(surface, text(str(n), 20, MUTED, True), (MARGIN // 2, MARGIN + n * cell + cell // 2))
