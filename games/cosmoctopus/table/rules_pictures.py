"""The pictures of Cosmoctopus' rules page, drawn by the table's own art: one devotee card of each type."""

from __future__ import annotations

import pygame

from games.cosmoctopus.table import cards
from tabletop.ui.figures import captioned_row

W, H = 150, 176
EXAMPLES = ("blotted-notes", "leaky-squid-sac", "ink-rain", "the-abyssal-angler")


def picture(rules, name: str, width: int) -> pygame.Surface | None:
    """Returns the picture `name` ("types") at most `width` wide; None for another name."""
    if name != "types":
        return None
    cat = rules.catalog
    row = [
        (cards.face(cat, card, W, H), f"{cat.card[card].name} ({cat.card[card].type})") for card in EXAMPLES
    ]
    return captioned_row(row, width)
