"""The way the cosmic bridge's arc runs between tokens A and B: along the gaps between the tiles and round
the realm's outside, never across a tile, so no tile's words are covered (the arc is drawn under the tiles
as well). A shortest path on a fine grid of the realm's area, kept as far from the tiles as the gaps allow.
No pygame: the route is points in the area's own coordinates."""

from __future__ import annotations

import heapq
import math
from functools import lru_cache

from games.cosmoctopus.table.shape import SMALL, cell_rect

STEP = 4  # the grid's spacing, px
NEAR = 10  # a point closer than this to a tile costs more: the arc keeps to the middle of a gap
#: Where a Tribute pill may stand across a tile's top edge while the head moves (realm._top_pill: 20 px
#  above the edge on a small tile, 21 on a large one; 18 px words; '+3 tribute' on a large tile, '+3' on a
#  small one): the arc avoids it.
PILL_TOP, PILL_TOP_SMALL, PILL_H, PILL_W, PILL_W_SMALL = 21, 20, 30, 128, 64  # realm._top_pill's
UNDER_PILL = 100  # the extra cost of a point under a pill: a detour of a few steps is cheaper
Rect = tuple[int, int, int, int]
Point = tuple[int, int]


def tile_rects(cells: tuple[tuple[int, int], ...], area: Rect) -> list[Rect]:
    """Returns every tile's rect in the area's own coordinates."""
    found = []
    for cell in range(len(cells)):
        x, y, w, h = cell_rect(cells, cell, area)
        found.append((x - area[0], y - area[1], w, h))
    return found


def pill_rects(cells: tuple[tuple[int, int], ...], area: Rect) -> list[Rect]:
    """Returns where each tile's Tribute pill may stand, in the area's own coordinates."""
    found = []
    for x, y, w, _ in tile_rects(cells, area):
        pw = min(w, PILL_W if w >= SMALL else PILL_W_SMALL)
        top = PILL_TOP if w >= SMALL else PILL_TOP_SMALL
        found.append((x + (w - pw) // 2, y - top, pw, PILL_H))
    return found


def _under(point: Point, rects: list[Rect]) -> bool:
    px, py = point
    return any(x <= px <= x + w and y <= py <= y + h for x, y, w, h in rects)


def _clearance(point: Point, tiles: list[Rect]) -> float:
    """Returns how far a point is from the nearest tile (0 inside one)."""
    px, py = point
    best = math.inf
    for x, y, w, h in tiles:
        dx, dy = max(x - px, 0, px - x - w), max(y - py, 0, py - y - h)
        best = min(best, math.hypot(dx, dy))
    return best


@lru_cache(maxsize=32)
def _grid(cells: tuple[tuple[int, int], ...], area: Rect) -> dict[Point, float]:
    """Returns the grid's points outside every tile, each with its extra cost for being near one or under
    where a Tribute pill may stand (so the arc does not show as dashes between the pills)."""
    tiles, pills = tile_rects(cells, area), pill_rects(cells, area)
    free = {}
    for gx in range(STEP // 2, area[2], STEP):
        for gy in range(STEP // 2, area[3], STEP):
            room = _clearance((gx, gy), tiles)
            if room > 0:
                free[(gx, gy)] = max(0.0, NEAR - room) * 2 + UNDER_PILL * _under((gx, gy), pills)
    return free


def _starts(free: dict[Point, float], end: Point, reach: float) -> list[tuple[float, Point]]:
    """Returns the free points within `reach` of a token's centre, each with the cost of getting there."""
    return [(math.dist(p, end), p) for p in free if math.dist(p, end) <= reach]


@lru_cache(maxsize=64)
def route(cells: tuple[tuple[int, int], ...], area: Rect, ends: tuple[Point, Point], reach: int) -> tuple:
    """Returns the arc's points from token A's centre to token B's, through the gaps and round the outside
    (the tokens' centres lie on their tiles' corners, `reach` px from the gaps at most); a straight line if
    no way round is found (then it lies under the tiles, and only its ends show)."""
    free = _grid(cells, area)
    goal = {p for _, p in _starts(free, ends[1], reach)}
    queue = _starts(free, ends[0], reach)
    heapq.heapify(queue)
    best = {p: cost for cost, p in queue}
    came: dict[Point, Point | None] = {p: None for _, p in queue}
    while queue:
        cost, point = heapq.heappop(queue)
        if cost > best[point]:
            continue
        if point in goal:
            return (ends[0], *_back(came, point), ends[1])
        for step in _neighbours(point):
            if step not in free:
                continue
            through = cost + math.dist(point, step) + free[step]
            if through < best.get(step, math.inf):
                best[step], came[step] = through, point
                heapq.heappush(queue, (through, step))
    return ends


def _neighbours(point: Point) -> list[Point]:
    x, y = point
    return [(x + dx * STEP, y + dy * STEP) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]


def _back(came: dict[Point, Point | None], point: Point) -> list[Point]:
    found = []
    while point is not None:
        found.append(point)
        point = came[point]
    return found[::-1]
