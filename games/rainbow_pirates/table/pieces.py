"""Small builders of Rainbow Pirates table items: pictures, zones, labels, cards and their tooltips."""

from __future__ import annotations

from dataclasses import replace

from games.rainbow_pirates.rules.catalog import COLOUR, PIRATE, WILD, Catalog
from games.rainbow_pirates.rules.names import loved
from games.rainbow_pirates.table import card_faces, panels
from games.rainbow_pirates.table.card_backs import card_back
from tabletop.ui.colours import seat_rgb, seat_symbol
from tabletop.ui.items import Item, Rect, TableContext
from tabletop.ui.looks import picture
from tabletop.ui.marks import WHITE
from tabletop.ui.sprites import font

SeatLook = tuple[str, tuple[int, int, int], str]
EFFECTS = {
    "steal_island": "steal a card from the island of the opponent you play it on",
    "destroy_island": "destroy a card of the island of the opponent you play it on",
    "take_discard": "take any card from the discard pile",
    "captain": "every opponent gives you one of their black cards",
    "take_random_hand": "take {n} cards at random from the hand of the opponent you play it on",
    "draw": "draw {n} cards from the draw pile",
    "name_card": "name a card: the first opponent holding one gives it to you",
    "reorder_top": "look at the top {n} cards of the draw pile and put them back in any order",
}


def pic(key: str, rect: Rect, make, *args, piece=None, zone=None, tip: str = "", faces=()) -> Item:
    """Returns an item whose picture is `make(*args)`, drawn only when first shown."""
    key, make = picture(f"rp:{key}", make, *args)  # in the look the layout runs in (colour-blind or not)
    return Item(key, rect, make, piece, zone, tip, tuple(faces))


def zone(name: str, rect: Rect, tip: str = "") -> Item:
    """Returns an invisible drop or click zone."""
    return Item(f"rp:zone:{name}:{rect}", rect, None, None, name, tip)


def label(words: str, at: tuple[int, int], size=22, colour=WHITE, anchor="left", tip="") -> Item:
    """Returns a line of text placed by its left edge, its middle ('centre') or its right edge ('right')."""
    w, h = font(size, True).size(words)
    x = {"centre": at[0] - w // 2, "right": at[0] - w}.get(anchor, at[0])
    return pic(
        f"text:{size}:{colour}:{words}", (x, at[1], w, h), panels.caption, words, size, colour, tip=tip
    )


def pill(words: str, at: tuple[int, int], fill, size: int = 20, tip: str = "", anchor="left") -> Item:
    """Returns words on a pill."""
    w, h = font(size, True).size(words)
    x = at[0] - w - 18 if anchor == "right" else at[0]
    return pic(
        f"pill:{words}:{fill}:{size}", (x, at[1], w + 18, h + 4), panels.pill, words, fill, size, tip=tip
    )


def seat_look(ctx: TableContext, seat: int) -> SeatLook:
    """Returns a seat's name, colour and symbol."""
    if 0 <= seat < len(ctx.seats):
        found = ctx.seats[seat]
        return found.name, seat_rgb(found.colour), seat_symbol(found.colour)
    return f"Player {seat + 1}", seat_rgb(""), seat_symbol("")


def card_tip(cat: Catalog, card: str | None, wild_as: str | None = None) -> str:
    """Returns a card's tooltip: what it is, what it is worth and where it may go."""
    if card is None:
        return "A hidden card"
    kind = cat.kind[card]
    if kind == COLOUR:
        colour = cat.colour_of[card]
        return (
            f"{cat.card_name(card)}: a {cat.colour_names[colour].lower()} card, number {cat.number[colour]}. "
            "Groups: 3 or more of one colour, or 3 or more in order (1 red to 7 pink). It also blocks "
            f"black cards that love {cat.things[colour]}. 1 point on your island."
        )
    if kind == WILD:
        now = f" Here it stands for {cat.colour_name(wild_as)}." if wild_as else ""
        return (
            "Wild: stands in for any colour in a group (a group needs one numbered card); it never starts a "
            f"group and never blocks.{now} 1 point on your island."
        )
    if kind == PIRATE:
        return (
            f"{cat.card_name(card)}: 5 points on your island. Place it alone or with other Rainbow Pirates; "
            "you must place it before your turn ends."
        )
    spec = cat.black[card]
    effect = EFFECTS.get(spec.effect.do, spec.effect.do).format(n=spec.effect.count)
    aim = {"one": "one opponent", "all": "every opponent", "self": "you"}[spec.targets]
    return (
        f"{spec.name} (black card, on {aim}): {effect}. It loves {loved(cat, card)}: a card of that colour "
        "blocks it. Play it on the discard pile (or on the opponent it attacks); 3 black cards make a group."
    )


def card_key(cat: Catalog, card: str, wild_as: str | None, w: int, h: int) -> tuple[str, object, tuple]:
    """Returns the key, maker and arguments of a card's face picture."""
    kind = cat.kind[card]
    if kind == COLOUR:
        colour = cat.colour_of[card]
        return f"colour:{colour}:{w}x{h}", card_faces.colour_card, (cat, colour, w, h)
    if kind == WILD:
        return f"wild:{wild_as}:{w}x{h}", card_faces.wild_card, (cat, wild_as or "", w, h)
    if kind == PIRATE:
        name = cat.pirate_names[card]
        return f"pirate:{name}:{w}x{h}", card_faces.pirate_card, (cat, name, w, h)
    spec = cat.black[card]
    return f"black:{spec.id}:{w}x{h}", card_faces.black_card, (cat, spec.id, w, h)


def back(rect: Rect, zone_id: str | None = None, tip: str = "A hidden card") -> Item:
    """Returns a card back."""
    w, h = rect[2], rect[3]
    return pic(f"back:{w}x{h}", rect, card_back, w, h, zone=zone_id, tip=tip)


def card(
    cat: Catalog,
    card_id: str | None,
    rect: Rect,
    piece: bool = False,
    zone_id: str | None = None,
    tip: str = "",
    wild_as: str | None = None,
) -> Item:
    """Returns a card item: face up when its id is known, a back when hidden (None)."""
    if card_id is None:
        return back(rect, zone_id)
    w, h = rect[2], rect[3]
    key, make, args = card_key(cat, card_id, wild_as, w, h)
    tip = tip or card_tip(cat, card_id, wild_as)
    face = pic(
        key, rect, make, *args, piece=card_id if piece else None, zone=zone_id, tip=tip, faces=(card_id,)
    )
    return replace(face, back=back(rect))  # its back shows while it flips face up
