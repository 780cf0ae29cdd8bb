"""The Sneaky Octopuses table room: the board, the pieces and the side panel (draws only the view), and
its menu card."""

#: The menu's line about the game, and the colour of its emblem octopus.
BLURB = "Steal fish and throw them home past the keepers."
EMBLEM = (120, 200, 255)
