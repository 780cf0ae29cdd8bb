"""The Cosmoctopus table room: the Inky Realm, the card row, the seats' boards and the decision under way
(draws only the view), and its menu card."""

#: The menu's line about the game, and the colour of its emblem octopus.
BLURB = "Steer the cosmic octopus and summon it with 8 tentacles."
EMBLEM = (150, 100, 230)
#: The game's own scene, opened from the setup screen: the Inky Realm layout editor (editor.py).
EXTRA_SCENE = ("Design a layout…", "editor")
