"""Small builders of Cosmoctopus table items: pictures, zones, labels, cards with their full text on hover,
resource counters, and a seat's name, colour and symbol."""

from __future__ import annotations

from dataclasses import replace

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.table import art, cards
from games.cosmoctopus.table.cardtext import card_tip
from tabletop.ui.colours import seat_rgb, seat_symbol
from tabletop.ui.items import ROUND, Item, Rect, TableContext
from tabletop.ui.looks import picture
from tabletop.ui.marks import WHITE
from tabletop.ui.sprites import font

SeatLook = tuple[str, tuple[int, int, int], str]
RESOURCE_TIP = {
    "ink": "Ink: pays ink costs and any cost; a scripture discarded is worth 1 ink.",
    "coins": "Coins: pay coin costs and any cost; a relic discarded is worth 1 coin.",
    "whispers": "Whispers: pay whisper costs and any cost; a hallucination discarded is worth 1 whisper.",
    "stars": "Stars: pay star costs and any cost; a constellation discarded is worth 1 star.",
}


def pic(key: str, rect: Rect, make, *args, piece=None, zone=None, tip: str = "", faces=()) -> Item:
    """Returns an item whose picture is `make(*args)`, drawn only when first shown."""
    key, make = picture(f"co:{key}", make, *args)  # in the look the layout runs in (colour-blind or not)
    return Item(key, rect, make, piece, zone, tip, tuple(faces))


def zone(name: str, rect: Rect, tip: str = "") -> Item:
    """Returns an invisible drop or click zone."""
    return Item(f"co:zone:{name}:{rect}", rect, None, None, name, tip)


def label(words: str, at: tuple[int, int], size=22, colour=WHITE, anchor="left", tip="") -> Item:
    """Returns a line of text placed by its left edge, its middle ('centre') or its right edge ('right')."""
    w, h = font(size, True).size(words)
    x = {"centre": at[0] - w // 2, "right": at[0] - w}.get(anchor, at[0])
    return pic(f"text:{size}:{colour}:{words}", (x, at[1], w, h), art.caption, words, size, colour, tip=tip)


def pill(words: str, at: tuple[int, int], fill, size: int = 18, tip: str = "") -> Item:
    """Returns words on a pill, left edge at `at`."""
    w, h = font(size, True).size(words)
    return pic(
        f"pill:{words}:{fill}:{size}", (at[0], at[1], w + 18, h + 4), art.pill, words, fill, size, tip=tip
    )


def seat_look(ctx: TableContext, seat: int) -> SeatLook:
    """Returns a seat's name, colour and symbol."""
    if 0 <= seat < len(ctx.seats):
        found = ctx.seats[seat]
        return found.name, seat_rgb(found.colour), seat_symbol(found.colour)
    return f"Player {seat + 1}", seat_rgb(""), seat_symbol("")


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
    face = pic(
        key,
        rect,
        cards.face,
        cat,
        card_id,
        w,
        h,
        filled,
        piece=card_id if piece else None,
        zone=zone_id,
        tip=tip,
        faces=(card_id,),
    )
    return replace(face, back=back(rect))  # its back shows while it flips face up


def counter(resource: str, count: int, rect: Rect, piece: bool, tip: str, big: bool = False) -> Item:
    """Returns a resource counter (a piece when it may be dragged now)."""
    w, h = rect[2], rect[3]
    key = f"counter:{resource}:{count}:{w}x{h}:{big}"
    return pic(key, rect, art.counter, resource, count, w, h, big, piece=resource if piece else None, tip=tip)


def mark(resource: str, rect: Rect, tip: str = "") -> Item:
    """Returns a resource's mark (a disc with its symbol)."""
    return replace(pic(f"mark:{resource}:{rect[2]}", rect, art.mark, resource, rect[2], tip=tip), shape=ROUND)
