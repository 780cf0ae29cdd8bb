"""The pictures of Rainbow Pirates' rules page, drawn by the table's own art: colour cards, a wild, a
Rainbow Pirate and black cards."""

from __future__ import annotations

import pygame

from games.rainbow_pirates.table import card_faces
from tabletop.ui.figures import captioned_row

W, H = 104, 146


def picture(rules, name: str, width: int) -> pygame.Surface | None:
    """Returns the picture `name` ("cards" or "black") at most `width` wide; None for another name."""
    cat = rules.catalog
    if name == "cards":
        row = [
            (card_faces.colour_card(cat, c, W, H), f"{cat.colour_names[c]} {cat.number[c]}")
            for c in cat.colours
        ]
        row.append((card_faces.wild_card(cat, cat.colours[0], W, H), "A wild"))
        pirate, pirate_name = next(iter(cat.pirate_names.items()))
        row.append((card_faces.pirate_card(cat, pirate_name, W, H), "A Rainbow Pirate"))
        return captioned_row(row, width)
    if name == "black":
        row = [(card_faces.black_card(cat, b.id, W, H), b.name) for b in cat.content.black_cards]
        return captioned_row(row, width)
    return None
