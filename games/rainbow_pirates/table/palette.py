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
# The scenery (docs/style.md): island water, from the shallows at the top of the table to the deep.
SHALLOW_WATER = (20, 96, 114)
DEEP_WATER = (10, 44, 70)
LAGOON = (34, 140, 160)
LAGOON_GLASS = (8, 44, 60, 190)  # a seat's panel: lagoon water, dark enough for its words
SAND = (224, 198, 142)
WET_SAND = (196, 164, 108)
FOAM = (236, 246, 244)
MAT_OK = ((120, 86, 36, 46), (104, 72, 34, 170))  # a complete group's mat on the sand: fill, edge
MEDALLION = (64, 100, 126)  # the round window a black card's picture sits in
LATTICE = (70, 96, 160)  # the fine lattice of a card back
SHALLOWS = (70, 190, 196)  # the light water round an island
