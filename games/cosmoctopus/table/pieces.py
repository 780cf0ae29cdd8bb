"""Small builders of Cosmoctopus table items: pictures, zones, labels, cards with their full text on hover,
resource counters, and a seat's name, colour and symbol."""

from __future__ import annotations

from dataclasses import replace

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.table import art, cards
from games.cosmoctopus.table.cardtext import card_tip
from games.cosmoctopus.table.palette import LIGHT
from tabletop.ui.builders import Builders
from tabletop.ui.items import ROUND, Item, Rect

RESOURCE_TIP = {
    "ink": "Ink: pays ink costs and any cost; a scripture discarded is worth 1 ink.",
    "coins": "Coins: pay coin costs and any cost; a relic discarded is worth 1 coin.",
    "whispers": "Whispers: pay whisper costs and any cost; a hallucination discarded is worth 1 whisper.",
    "stars": "Stars: pay star costs and any cost; a constellation discarded is worth 1 star.",
}


#: Cosmoctopus' pictures are keyed "co:..."; its lines of text are 22 px unless said, and words on a pill
#: are dark ink only on its lightest fills.
BUILD = Builders("co", text_size=22, light=LIGHT)
pic, face, zone, label, pill = BUILD.pic, BUILD.face, BUILD.zone, BUILD.label, BUILD.pill


def back(rect: Rect, tip: str = "A hidden card.", zone_id: str | None = None) -> Item:
    """Returns a card back."""
    w, h = rect[2], rect[3]
    return pic(f"back:{w}x{h}", rect, cards.back, w, h, zone=zone_id, tip=tip)


def card(
    cat: Catalog,
    card_id: str | None,
    rect: Rect,
    piece: bool = False,
    zone_id: str | None = None,
    where: str = "",
    filled: tuple[bool, ...] = (),
) -> Item:
    """Returns a card: face up when its id is known (its full text on hover, `where` added), else a back."""
    if card_id is None:
        return back(rect, zone_id=zone_id)
    w, h = rect[2], rect[3]
    key = f"card:{card_id}:{w}x{h}:{''.join('1' if f else '0' for f in filled)}"
    tip = card_tip(cat, card_id) + (f"\n{where}" if where else "")
    args = (cat, card_id, w, h, filled)
    return face(
        key, rect, cards.face, *args, shows=card_id, piece=piece, zone=zone_id, tip=tip, back=back(rect)
    )


def counter(resource: str, count: int, rect: Rect, piece: bool, tip: str, big: bool = False) -> Item:
    """Returns a resource counter (a piece when it may be dragged now)."""
    w, h = rect[2], rect[3]
    key = f"counter:{resource}:{count}:{w}x{h}:{big}"
    return pic(key, rect, art.counter, resource, count, w, h, big, piece=resource if piece else None, tip=tip)


def mark(resource: str, rect: Rect, tip: str = "") -> Item:
    """Returns a resource's mark (a disc with its symbol)."""
    return replace(pic(f"mark:{resource}:{rect[2]}", rect, art.mark, resource, rect[2], tip=tip), shape=ROUND)
