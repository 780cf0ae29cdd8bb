"""The pictures of Oct8's rules page, drawn by the table's own art: a few cards as they lie on the table."""

from __future__ import annotations

import pygame

from games.oct8.table import art
from tabletop.ui.figures import captioned_row

W, H = 100, 140


def picture(rules, name: str, width: int) -> pygame.Surface | None:
    """Returns the picture `name` ("cards") at most `width` wide; None for another name."""
    if name != "cards":
        return None
    cat = rules.catalog
    red, green, blue = cat.colour_ids[:3]
    names = cat.colour_names
    row = [
        (art.head_card(cat, red, W, H), f"A {names[red].lower()} head"),
        (art.arm_card(cat, red, 3, W, H), "An arm card: 3 arms"),
        (art.arm_card(cat, green, 1, W, H), "An arm card: 1 arm"),
        (art.arm_card(cat, blue, 2, W, H), "An arm card: 2 arms"),
        (art.secret_card(cat, blue, W, H), f"A secret colour card: {names[blue].lower()}"),
        (art.chip(2, 64), "A chip"),
    ]
    return captioned_row(row, width)
