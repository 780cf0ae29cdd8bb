"""The pictures of Rainbow Octopus' rules page, drawn by the table's own art: tentacle cards, a Wild and a
tide card."""

from __future__ import annotations

import pygame

from games.rainbow_octopus.table import art, boards
from tabletop.ui.figures import captioned_row

W, H = 104, 146


def picture(rules, name: str, width: int) -> pygame.Surface | None:
    """Returns the picture `name` ("cards" or "tides") at most `width` wide; None for another name."""
    cat = rules.catalog
    if name == "cards":
        names = cat.colour_names
        row = [
            (art.tentacle_card(cat, c, arm, W, H), f"{names[c]} {arm}")
            for c, arm in zip(cat.colour_ids, (1, 3, 5, 2, 8, 4, 7), strict=False)
        ]
        row.append((art.wild_card(cat, W, H), "A Wild Tentacle"))
        return captioned_row(row, width)
    if name == "tides":
        tides = {t.tide: t for t in cat.content.tides}
        row = [
            (boards.tide_card(420, 330, t.name, t.tide, t.text, t.id), f"A {t.tide} tide card")
            for t in (tides.get("low"), tides.get("high"))
            if t is not None
        ]
        return captioned_row(row, width)
    return None
