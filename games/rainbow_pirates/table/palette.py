"""Rainbow Pirates table colours, and the look of a catalog colour: its RGB, name, symbol and ink."""

from __future__ import annotations

from functools import lru_cache

from games.rainbow_pirates.rules.catalog import Catalog
from tabletop.ui.marks import RGB, WHITE, hex_rgb
from tabletop.ui.sprites import INK

NAVY = (20, 34, 74)
COAL = (34, 34, 42)
PIRATE_GOLD = (246, 196, 70)
OK_GREEN = (96, 214, 120)
BAD_RED = (255, 120, 110)
PANEL = (8, 30, 44, 200)
PANEL_EDGE = (120, 190, 210)
ACTING = (255, 196, 64)


@lru_cache(maxsize=16)
def shade(cat: Catalog, colour: str) -> tuple[RGB, str, str]:
    """Returns a colour's RGB, player-facing name and symbol icon name."""
    found = next(c for c in cat.content.colours if c.id == colour)
    return hex_rgb(found.hex), found.name, found.symbol


def ink_on(rgb: RGB) -> RGB:
    """Returns dark ink on light fills and white on dark ones, so text stays readable."""
    return INK if 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 165 else WHITE
