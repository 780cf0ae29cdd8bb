"""The Oct8 table room: layout, pictures and panels (draws only the view), and its menu card."""

#: The menu's line about the game, and the colour of its emblem octopus.
BLURB = "Build eight-legged octopuses and ship them out."
EMBLEM = (255, 170, 70)
