"""The Rainbow Pirates table room: layout, pictures and panels (draws only the view), and its menu card."""

#: The menu's line about the game, and the colour of its emblem.
BLURB = "Build rainbows on your island and raid the others with black cards."
EMBLEM = (246, 196, 70)
