"""Rainbow Pirates table colours."""

from __future__ import annotations

NAVY = (20, 34, 74)
COAL = (34, 34, 42)
PIRATE_GOLD = (246, 196, 70)
OK_GREEN = (96, 214, 120)
BAD_RED = (255, 120, 110)
PANEL = (8, 30, 44, 200)
PANEL_EDGE = (120, 190, 210)
ACTING = (255, 196, 64)
