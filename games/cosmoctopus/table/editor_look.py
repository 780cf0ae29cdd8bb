"""How the layout editor draws its grid: the dots, a solid line between touching tiles (under them), the
tiles, a dashed line for each extra link (over the tiles, so a long one stays seen), the tile picked as a
link's first end, each tile's number and section letter over all of these, and where a click would put the
next tile."""

from __future__ import annotations

import math

import pygame

from games.cosmoctopus.rules.layouts import MOST, sections, touching
from games.cosmoctopus.table.design import snap
from games.cosmoctopus.table.drafting import Draft
from games.cosmoctopus.table.shape import LINK
from tabletop.ui.marks import WHITE
from tabletop.ui.sprites import blit_centred, rounded, text

UNIT = 40  # pixels per half-tile unit
GRID = pygame.Rect(70, 130, (MOST + 2) * UNIT, (MOST + 2) * UNIT)
#: Each section's fill and letter: the letter says it where the colour does.
SECTIONS = (((70, 52, 140), "A"), ((20, 100, 110), "B"), ((120, 60, 50), "C"), ((90, 90, 40), "D"))
DASH = (255, 214, 120)  # an extra link: dashed as well as warm, so the dashes say it without the colour
PICKED = (255, 236, 140)
EDGE = (20, 16, 40)  # the dark edge of a dash and of a tile's words


def units(pos: tuple[int, int]) -> tuple[float, float]:
    """Returns a screen point in grid units."""
    return (pos[0] - GRID.x) / UNIT, (pos[1] - GRID.y) / UNIT


def pixel(cell: tuple[int, int]) -> tuple[int, int]:
    """Returns the screen point of a grid unit."""
    return GRID.x + cell[0] * UNIT, GRID.y + cell[1] * UNIT


def centre(cell: tuple[int, int]) -> tuple[int, int]:
    """Returns the screen centre of a tile on `cell`."""
    return GRID.x + (cell[0] + 1) * UNIT, GRID.y + (cell[1] + 1) * UNIT


def draw_grid(
    surface: pygame.Surface, draft: Draft, hover: tuple[float, float] | None, linking: bool
) -> None:
    """Draws the dots, the touching lines, the tiles, the dashed links, the picked tile and the ghost."""
    for ux in range(0, MOST + 3, 2):
        for uy in range(0, MOST + 3, 2):
            pygame.draw.circle(surface, (90, 110, 150), pixel((ux, uy)), 3)
    layout = draft.realm()
    cells = layout.cells
    for a, near in enumerate(layout.links):
        for b in (n for n in near if n > a and touching(cells[a], cells[n])):
            pygame.draw.line(surface, LINK, centre(cells[a]), centre(cells[b]), 8)
    part = {cell: i for i, cells_of in enumerate(sections(layout)) for cell in cells_of}
    looks = [SECTIONS[min(part[i], len(SECTIONS) - 1)] for i in range(len(cells))]
    for cell, (fill, _) in zip(cells, looks, strict=True):
        draw_tile(surface, cell, fill)
    for a, b in draft.extra:
        dashed(surface, centre(cells[a]), centre(cells[b]))
    if draft.picked >= 0:
        x, y = pixel(cells[draft.picked])
        pygame.draw.rect(surface, PICKED, (x - 2, y - 2, 2 * UNIT + 4, 2 * UNIT + 4), 5, 14)
    for i, (cell, (_, letter)) in enumerate(zip(cells, looks, strict=True)):
        draw_words(surface, cell, str(i + 1), letter)  # over the dashed links: never hidden by one
    if not linking:
        draw_ghost(surface, draft, hover)


def dashed(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Draws an extra link: dashes with a dark edge from tile edge to tile edge, a round end on each."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 1:
        return
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    skip = 28  # from the tile's middle: the round end beside its number
    for at in range(skip, int(length) - skip, 22):
        far = min(at + 12, length - skip)
        ends = [(x0 + dx * t, y0 + dy * t) for t in (at, far)]
        pygame.draw.line(surface, EDGE, *ends, 10)
        pygame.draw.line(surface, DASH, *ends, 6)
    for t in (skip, length - skip):
        point = (round(x0 + dx * t), round(y0 + dy * t))
        pygame.draw.circle(surface, EDGE, point, 8)
        pygame.draw.circle(surface, DASH, point, 6)


def draw_tile(surface: pygame.Surface, cell, fill) -> None:
    """Draws a tile without its words (draw_words puts them on, over any dashed link)."""
    x, y = pixel(cell)
    size = 2 * UNIT - 6
    surface.blit(rounded((size, size), fill, (220, 210, 255), 12, 3), (x + 3, y + 3))


def draw_words(surface: pygame.Surface, cell, number: str, letter: str) -> None:
    """Draws a tile's number in its middle and its section's letter in a corner, white with a dark edge,
    over any dashed link crossing the tile (a link from tile 1 to tile 9 hid tile 5's number)."""
    x, y = pixel(cell)
    blit_centred(surface, outlined(number, 30), (x + UNIT, y + UNIT))
    surface.blit(outlined(letter, 16), (x + 8, y + 4))


def outlined(words: str, size: int) -> pygame.Surface:
    """Returns white words with a 3 px dark edge all round."""
    face, back = text(words, size, WHITE, True), text(words, size, EDGE, True)
    surface = pygame.Surface((face.get_width() + 6, face.get_height() + 6), pygame.SRCALPHA)
    for dx, dy in ((dx, dy) for dx in range(0, 7, 3) for dy in range(0, 7, 3) if (dx, dy) != (3, 3)):
        surface.blit(back, (dx, dy))
    surface.blit(face, (3, 3))
    return surface


def draw_ghost(surface: pygame.Surface, draft: Draft, hover: tuple[float, float] | None) -> None:
    """Draws where a click would put the next tile, while tiles are still to be put down."""
    if hover is None or draft.at(hover) >= 0 or len(draft.cells) >= draft.wanted:
        return
    x, y = pixel(snap(hover))
    ghost = rounded((2 * UNIT - 6, 2 * UNIT - 6), (255, 255, 255, 40), (255, 255, 255, 160), 12, 2)
    surface.blit(ghost, (x + 3, y + 3))
