"""A layout's extra links at the table (the editor's Link tiles, the rulebook's long pairs): each pair of
tiles joined though apart is a dashed warm line along the gaps between the tiles (the route of the cosmic
bridge's arc), drawn over the tiles' edges from a dot on one tile's corner to a dot on the other's, so it is
seen as in the editor; a straight line between their centres lay under the tiles and showed only in bits."""

from __future__ import annotations

import pygame

from games.cosmoctopus.rules.state import CosmoState
from games.cosmoctopus.table import bridge
from games.cosmoctopus.table.bridge_route import route
from games.cosmoctopus.table.pieces import pic
from games.cosmoctopus.table.shape import AREA, DASH, DEEP, hidden_pairs


def far_pairs(view: CosmoState) -> list[tuple[int, int]]:
    """Returns the extra pairs whose line between centres, under the tiles, another tile would hide (the
    Pentaglyph's star, across its open middle, stays a plain line under the tiles)."""
    return hidden_pairs(view.layout.cells, view.layout.extra)


def link_picture(points: tuple, area) -> pygame.Surface:
    """Returns a see-through picture of `area`: the dashed line along `points` and a dot at each end."""
    surface = bridge.arc_picture(points, area, DASH, DEEP)
    for end in (points[0], points[-1]):
        pygame.draw.circle(surface, DEEP, end, 10)
        pygame.draw.circle(surface, DASH, end, 7)
    return surface


def link_items(view: CosmoState, names) -> list:
    """Returns one picture per far pair, with a tip naming its two tiles (`names(cell)`)."""
    items = []
    for a, b in far_pairs(view):
        ends = (_corner(view, a), _corner(view, b))
        points = route(view.layout.cells, AREA, ends, bridge.token_size(view) // 2 + 8)
        tip = f"An extra link: Cosmoctopus may step between {names(a)} and {names(b)} as if they touched."
        items.append(pic(f"extra-link:{hash(points)}", AREA, link_picture, points, AREA, tip=tip))
    return items


def _corner(view: CosmoState, cell: int) -> tuple[int, int]:
    """Returns where a link ends on a tile: its top left corner, where a bridge token lies."""
    x, y, w, h = bridge.token_rect(view, cell)
    return x - AREA[0] + w // 2, y - AREA[1] + h // 2
