"""The Rainbow Octopus table room: layout, pictures and panels (draws only the view), and its menu card."""

#: The menu's line about the game, and the colour of its emblem octopus.
BLURB = "Grow a tentacle of every colour before the tide turns."
EMBLEM = (255, 123, 107)
