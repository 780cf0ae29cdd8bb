"""The pictures of Sneaky Octopuses' rules page, drawn by the table's own art: the board map, and the
pieces (the four specialists, the fish, a keeper, the die)."""

from __future__ import annotations

import pygame

from games.sneaky_octopuses.table import art, board_picture
from tabletop.rules.match import SEAT_COLOURS
from tabletop.ui.colours import seat_rgb, seat_symbol
from tabletop.ui.figures import captioned_row

BOARD_CELL = 52


def picture(rules, name: str, width: int) -> pygame.Surface | None:
    """Returns the picture `name` ("board", "pieces" or "keepers") at most `width` wide, or None."""
    cat = rules.catalog
    if name == "board":
        teams = zip((1, 2, 3, 4), SEAT_COLOURS, strict=False)
        homes = tuple((home, seat_rgb(colour), seat_symbol(colour)) for home, colour in teams)
        cell = min(BOARD_CELL, (width - board_picture.MARGIN - 4) // len(cat.content.board[0]))
        return board_picture.board(cat, cell, homes)
    if name == "pieces":
        team = seat_rgb(SEAT_COLOURS[0])
        row = [(art.octopus(kind, 64, team, "", False), cat.kind_names[kind]) for kind in cat.kinds]
        row += [(art.fish(cat, colour, 48), cat.colour_names[colour]) for colour in cat.colour_ids]
        row += [(art.keeper("1", 0, 64), "A keeper, facing east"), (art.die(5, 52), "The keepers' die")]
        return captioned_row(row, width)
    if name == "keepers":
        facings = (("north", 270), ("east", 0), ("south", 90), ("west", 180))
        row = [(art.keeper("2", degrees, 64), f"Facing {words}") for words, degrees in facings]
        return captioned_row([*row, *((art.die(n, 52), f"Rolled {n}") for n in (1, 6))], width)
    return None
