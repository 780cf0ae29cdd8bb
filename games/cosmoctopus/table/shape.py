"""Where a layout's tiles are drawn: any layout (its wide empty gaps narrowed) scaled to fit an area and
centred in it, and the lines that show which tiles are adjacent (drawn under the tiles: a short bridge
across the gap between touching tiles, a long line for an extra pair)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from games.cosmoctopus.rules.layouts import Realm, narrowed, touching

#: The realm's place on the table: top left, above the big seat's board.
AREA = (16, 97, 504, 504)
LINK = (206, 196, 255)
DASH, DEEP = (255, 214, 120), (70, 44, 12)  # an extra link: warm dashes on a dark edge, as in the editor
#: Under this size a tile leaves its name to its tip and shows only its bonus, in shorter words.
SMALL = 140


@lru_cache(maxsize=64)
def geometry(
    cells: tuple[tuple[int, int], ...], area: tuple[int, int, int, int]
) -> tuple[float, float, float]:
    """Returns (unit, x, y): the size of a half-tile unit and where unit (0, 0) lies, so the cells fill
    `area` as far as they can, centred."""
    if not cells:
        return 1.0, float(area[0]), float(area[1])
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    wide, high = max(xs) - min(xs) + 2, max(ys) - min(ys) + 2
    unit = min(area[2] / wide, area[3] / high)
    x = area[0] + (area[2] - unit * wide) / 2 - min(xs) * unit
    y = area[1] + (area[3] - unit * high) / 2 - min(ys) * unit
    return unit, x, y


@lru_cache(maxsize=64)
def drawn_cells(cells: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """Returns the cells as drawn (layouts.narrowed), kept for the next frame."""
    return narrowed(cells)


def gap(unit: float) -> int:
    """Returns the space left between touching tiles, wide enough to show the link across it."""
    return max(8, round(unit * 0.14))


def cell_rect(
    cells: tuple[tuple[int, int], ...], cell: int, area: tuple[int, int, int, int] = AREA
) -> tuple[int, int, int, int]:
    """Returns where a cell's tile is drawn in `area`."""
    cells = drawn_cells(cells)
    unit, ox, oy = geometry(cells, area)
    x, y = cells[cell]
    space = gap(unit)
    size = round(2 * unit - space)
    return (round(ox + x * unit + space / 2), round(oy + y * unit + space / 2), size, size)


def links_picture(layout: Realm, area: tuple[int, int, int, int]) -> pygame.Surface:
    """Returns a see-through picture of `area` with a line between the centres of every adjacent pair,
    drawn under the tiles; an extra pair whose line a tile would hide is drawn over them (extra_links.py)."""
    surface = pygame.Surface(area[2:], pygame.SRCALPHA)
    unit = geometry(drawn_cells(layout.cells), area)[0]
    width = max(5, round(unit * 0.1))
    far = set(hidden_pairs(layout.cells, layout.extra))  # extra_links.py draws those over the tiles
    extra = {tuple(sorted(p)) for p in layout.extra}
    for a, near in enumerate(layout.links):
        for b in (n for n in near if n > a and (a, n) not in far and (n, a) not in far):
            ends = [_centre(layout.cells, c, area) for c in (a, b)]
            if (a, b) in extra and not touching(layout.cells[a], layout.cells[b]):
                dashed(surface, *ends)  # an extra link: dashed, as the layout editor draws it
            else:
                pygame.draw.line(surface, LINK, *ends, width)
    return surface


def dashed(surface: pygame.Surface, start, end) -> None:
    """Draws an extra link's dashes (warm, on a dark edge) from one point to the other."""
    (x0, y0), (x1, y1) = start, end
    length = max(1.0, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
    dx, dy = (x1 - x0) / length, (y1 - y0) / length
    for at in range(0, int(length), 23):
        ends = [(x0 + dx * t, y0 + dy * t) for t in (at, min(at + 14, length))]
        pygame.draw.line(surface, DEEP, *ends, 10)
        pygame.draw.line(surface, DASH, *ends, 6)


def _centre(cells, cell: int, area) -> tuple[int, int]:
    x, y, w, h = cell_rect(cells, cell, area)
    return x - area[0] + w // 2, y - area[1] + h // 2


def hidden_pairs(cells, extra) -> list[tuple[int, int]]:
    """Returns the pairs of `extra` that do not touch and whose straight line runs through the middle half of
    a third tile (under it, hidden); one passing a tile's corner (the Pentaglyph's star) stays seen."""
    rects = [pygame.Rect(cell_rect(cells, n)) for n in range(len(cells))]
    rects = [r.inflate(-r.width // 2, -r.height // 2) for r in rects]
    found = []
    for a, b in extra:
        line = (rects[a].center, rects[b].center)
        if not touching(cells[a], cells[b]) and any(
            r.clipline(*line) for n, r in enumerate(rects) if n not in (a, b)
        ):
            found.append((a, b))
    return found
