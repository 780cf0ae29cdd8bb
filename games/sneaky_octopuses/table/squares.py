"""Where the squares of the board sit on the table: every square is CELL logical pixels, square (x, y) at
cell_rect((x, y))."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import Cell
from games.sneaky_octopuses.table import board_picture
from tabletop.ui.items import Rect

CELL = 78
BOARD_X, BOARD_Y = 40, 90  # the board picture's top left (the coordinates come first, then the squares)
SQUARES_X, SQUARES_Y = BOARD_X + board_picture.MARGIN, BOARD_Y + board_picture.MARGIN


def cell_rect(cell: Cell) -> Rect:
    """Returns the logical rect of a square."""
    return SQUARES_X + cell[0] * CELL, SQUARES_Y + cell[1] * CELL, CELL, CELL


def centred(cell: Cell, size: tuple[int, int], dx: int = 0, dy: int = 0) -> Rect:
    """Returns a rect of `size` centred on a square (moved by dx, dy)."""
    x, y, w, h = cell_rect(cell)
    return x + (w - size[0]) // 2 + dx, y + (h - size[1]) // 2 + dy, size[0], size[1]
