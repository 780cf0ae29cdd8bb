"""Cosmoctopus table colours, and the look of each resource and card type: colour, symbol and word.

Colour is never the only cue: ink is a drop, coins a ringed coin, whispers a wave, stars a star, and a
card type wears its resource's symbol and its name.
"""

from __future__ import annotations

from functools import partial

from tabletop.ui import marks
from tabletop.ui.marks import RGB

PANEL = (16, 20, 52, 215)
PANEL_EDGE = (150, 140, 230)
ACTING = (255, 196, 64)
COSMIC = (112, 72, 190)  # Cosmoctopus' skin
SOFT = (196, 200, 235)  # quiet words on the panels
GOOD = (110, 220, 140)

#: resource -> (colour, icon, colour-blind pattern index)
RESOURCE = {
    "ink": ((58, 62, 84), "drop"),
    "coins": ((238, 192, 62), "coin"),
    "whispers": ((214, 72, 82), "wave"),
    "stars": ((72, 132, 236), "star"),
}
GENERIC_LOOK = ((150, 150, 160), "square")
TYPE_RESOURCE = {"scripture": "ink", "relic": "coins", "hallucination": "whispers", "constellation": "stars"}
CONTACT_RGB = (150, 96, 214)  # First Contact cards: the rulebook's purple cost icon


def resource_rgb(resource: str) -> RGB:
    """Returns a resource's colour (grey for 'generic' or anything else)."""
    return RESOURCE.get(resource, GENERIC_LOOK)[0]


def resource_icon(resource: str) -> str:
    """Returns the name of a resource's symbol ('coin' is drawn by the table; the others are icons)."""
    return RESOURCE.get(resource, GENERIC_LOOK)[1]


def type_rgb(card_type: str) -> RGB:
    """Returns a card type's colour: its resource's."""
    return resource_rgb(TYPE_RESOURCE[card_type])


#: Text on a fill lighter than this is dark ink (the Inky Realm's fills are darker than most games').
LIGHT = 150
ink_on = partial(marks.ink_on, light=LIGHT)
