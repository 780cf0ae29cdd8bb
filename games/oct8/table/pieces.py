"""Small builders of Oct8 table items: pictures, zones and labels (keyed "o8:..."), and the cards."""

from __future__ import annotations

from games.oct8.rules.catalog import Catalog
from games.oct8.table import art
from tabletop.ui.builders import Builders
from tabletop.ui.items import Item, Rect

MUTED = (190, 220, 232)
#: Oct8's pictures are keyed "o8:..."; a label's tooltip is its words.
BUILD = Builders("o8", label_tips=True)
pic, face, zone, label = BUILD.pic, BUILD.face, BUILD.zone, BUILD.label


def arm_tip(cat: Catalog, card: str) -> str:
    """Returns an arm card's tooltip."""
    arms = cat.arms_of[card]
    colour = cat.colour_name(cat.colour_of[card]).lower()
    return (
        f"{cat.card_name(card)}: a {colour} card with {arms} arm{'s' * (arms > 1)}. "
        f"On a {colour} head it scores 1 point at the end; on another head it only counts towards the 8 arms."
    )


def arm(
    cat: Catalog,
    card: str | None,
    rect: Rect,
    movable: bool = True,
    zone_id: str | None = None,
    tip: str = "",
) -> Item:
    """Returns an arm card face up (a piece when movable), or a back when hidden (None)."""
    w, h = rect[2], rect[3]
    if card is None:
        return pic(f"back:{w}x{h}", rect, art.card_back, w, h, zone=zone_id, tip=tip or "A hidden arm card")
    colour, arms = cat.colour_of[card], cat.arms_of[card]
    key, tip = f"arm:{colour}:{arms}:{w}x{h}", tip or arm_tip(cat, card)
    back = pic(f"back:{w}x{h}", rect, art.card_back, w, h)  # shown while it flips
    args = (cat, colour, arms, w, h)
    return face(key, rect, art.arm_card, *args, shows=card, piece=movable, zone=zone_id, tip=tip, back=back)


def head(
    cat: Catalog, card: str, rect: Rect, movable: bool = False, zone_id: str | None = None, tip: str = ""
) -> Item:
    """Returns a head card face up."""
    w, h = rect[2], rect[3]
    colour = cat.colour_of[card]
    back = pic(f"headback:{w}x{h}", rect, art.card_back, w, h, True)
    key, args = f"head:{colour}:{w}x{h}", (cat, colour, w, h)
    return face(key, rect, art.head_card, *args, shows=card, piece=movable, zone=zone_id, tip=tip, back=back)
