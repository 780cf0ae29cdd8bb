"""The Sneaky Octopuses board picture drawn from components.yaml: floor, walls, fish tanks, showers and
their entrances, corner squares, the gaps under the middle tank, the home tanks and the coordinates.

Pure like all the art: the same arguments give the same picture, so the sprite cache draws it once.
"""

from __future__ import annotations

import pygame

from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.schema import CORNER, ENTRANCE, FLOOR, HOMES
from games.sneaky_octopuses.table import aquarium
from games.sneaky_octopuses.table.art import MUTED
from tabletop.ui.looks import colour_aware, pattern_for, patterned
from tabletop.ui.marks import RGB, WHITE, mix
from tabletop.ui.sprites import blit_centred, text

TANK_EDGE = (30, 76, 110)
MARGIN = 30  # the room for the coordinates left of and above the squares


@colour_aware
def board(cat: Catalog, cell: int, homes: tuple, cb: bool = False) -> pygame.Surface:
    """Returns the aquarium: a tiled floor in a chequer, walls, the fish tanks' water behind glass, the
    showers seen from above and their striped entrances, the corner squares' safe mats, the gaps under the
    middle tank, the home tanks' water in their teams' colours (`homes`: (home, rgb, symbol)), and the
    coordinates of every row and column."""
    rows = cat.content.board
    size = MARGIN + cell * len(rows[0]) + 4, MARGIN + cell * len(rows) + 4
    surface = pygame.Surface(size, pygame.SRCALPHA)
    teams = {str(home): (rgb, symbol) for home, rgb, symbol in homes}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            _board_square(surface, cat, cell, (x, y), ch)
    for name, cells, tint in _tanks(cat, teams):
        _tank(surface, cell, name, cells, tint, cb and name in teams, teams.get(name, ((0, 0, 0), ""))[0])
    # The glass and the gaps cross square borders, so they go over every square.
    _tank_edges(surface, cat, cell)
    _gaps(surface, cat, cell)
    _coordinates(surface, cell, len(rows[0]), len(rows))
    return surface


def _at(cell: int, x: int, y: int) -> tuple[int, int]:
    return MARGIN + x * cell, MARGIN + y * cell


def _board_square(surface, cat: Catalog, cell: int, at: tuple[int, int], ch: str) -> None:
    """Draws the square at `at` as its letter `ch` in the rows of components.yaml says it is (the tanks'
    water is drawn by tank, over it)."""
    x, y = at
    corner = _at(cell, x, y)
    if ch in (FLOOR, CORNER, ENTRANCE):
        surface.blit(aquarium.floor_tile(cell, (x + y) % 2 == 1), corner)
        if ch == CORNER:
            surface.blit(aquarium.safe_mat(cell), corner)
        if ch == ENTRANCE:
            shower = next(s for s in cat.showers.values() if tuple(s.entrance) == (x, y))
            towards = (shower.at[0] - x, shower.at[1] - y)
            surface.blit(aquarium.entrance_stripes(cell, towards), corner)
    elif ch == "S":
        shower = next(s for s in cat.showers.values() if tuple(s.at) == (x, y))
        surface.blit(aquarium.shower(cell, (shower.entrance[0] - x, shower.entrance[1] - y)), corner)
    elif ch not in HOMES and ch not in cat.tanks:
        surface.blit(aquarium.wall(cell), corner)


def _tanks(cat: Catalog, teams: dict) -> list[tuple[str, list, RGB | None]]:
    """Returns each tank's name, squares and tint: the fish tanks clear, the home tanks their team's
    colour (grey: no team)."""
    found = [(name, list(cells), None) for name, cells in cat.tanks.items()]
    for home, cells in cat.home_cells.items():
        found.append((str(home), list(cells), teams.get(str(home), ((120, 130, 140), ""))[0]))
    return found


def _tank(surface, cell: int, name: str, cells: list, tint, patterned_look: bool, rgb: RGB) -> None:
    """Fills a tank's squares with its water (one body of water across its squares), bubbles and, in a
    fish tank, a weed; a home tank in the colour-blind look gets its team's pattern."""
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    left, top = _at(cell, min(xs), min(ys))
    w, h = (max(xs) - min(xs) + 1) * cell, (max(ys) - min(ys) + 1) * cell
    seed = sum(map(ord, name))
    body = aquarium.tank_water(w, h, tint, seed)
    for x, y in cells:
        px, py = _at(cell, x, y)
        surface.blit(body, (px, py), (px - left, py - top, cell, cell))
        square = pygame.Rect(px, py, cell, cell)
        aquarium.bubbles(surface, square, seed * 31 + x * 7 + y)
        if tint is None and (x + y) % 3 == 0:
            aquarium.weed(surface, (px + cell * 0.8, py + cell * 0.86), cell * 0.3, seed + x + y)
        if patterned_look:
            patterned(surface, square.inflate(-4, -4), pattern_for(int(name)), (*mix(rgb, WHITE, 0.35), 255))


def _tank_edges(surface, cat: Catalog, cell: int) -> None:
    """Draws the glass round each fish tank and each home tank, and the fish tank's letter."""
    groups = {**{k: v for k, v in cat.tanks.items()}, **{str(h): v for h, v in cat.home_cells.items()}}
    for name, cells in groups.items():
        inside = set(cells)
        for x, y in cells:
            left, top = _at(cell, x, y)
            for (dx, dy), (a, b) in (
                ((0, -1), ((0, 0), (cell, 0))),
                ((0, 1), ((0, cell), (cell, cell))),
                ((-1, 0), ((0, 0), (0, cell))),
                ((1, 0), ((cell, 0), (cell, cell))),
            ):
                if (x + dx, y + dy) not in inside:
                    aquarium.glass_edge(surface, (left + a[0], top + a[1]), (left + b[0], top + b[1]))
        if name in cat.tanks:
            x, y = cells[len(cells) // 2]
            at = (MARGIN + x * cell + 4, MARGIN + y * cell + 1)
            surface.blit(text(name, 22, TANK_EDGE, True), (at[0] + 1, at[1] + 1))
            surface.blit(text(name, 22, (240, 250, 255), True), at)


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
