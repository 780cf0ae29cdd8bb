"""Small builders of Rainbow Pirates table items: pictures, zones, labels, cards and their tooltips."""

from __future__ import annotations

from games.rainbow_pirates.rules.catalog import COLOUR, PIRATE, WILD, Catalog
from games.rainbow_pirates.rules.names import loved
from games.rainbow_pirates.table import card_faces
from games.rainbow_pirates.table.card_backs import card_back
from tabletop.rules.words import plural
from tabletop.ui.builders import Builders
from tabletop.ui.items import Item, Rect

EFFECTS = {
    "steal_island": "steal a card from the island of the opponent you play it on",
    "destroy_island": "destroy a card of the island of the opponent you play it on",
    "take_discard": "take any card from the discard pile",
    "captain": "every opponent gives you one of their black cards",
    "take_random_hand": "take {cards} at random from the hand of the opponent you play it on",
    "draw": "draw {cards} from the draw pile",
    "name_card": "name a card: the first opponent holding one gives it to you",
    "reorder_top": "look at the top {cards} of the draw pile and put them back in any order",
}


#: Rainbow Pirates' pictures are keyed "rp:..."; its lines of text are 22 px unless said.
BUILD = Builders("rp", text_size=22)
pic, face, zone, label, pill = BUILD.pic, BUILD.face, BUILD.zone, BUILD.label, BUILD.pill


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
    effect = EFFECTS.get(spec.effect.do, spec.effect.do).format(cards=plural(spec.effect.count, "card"))
    aim = {"one": "one opponent", "all": "every opponent", "self": "you"}[spec.targets]
    blocked = (
        f"It loves {loved(cat, card)}: a card of that colour blocks it."
        if cat.loves(card)
        else "It loves nothing: no card blocks it."
    )
    return (
        f"{spec.name} (black card, on {aim}): {effect}. {blocked} Play it on the discard pile (or on the "
        "opponent it attacks); 3 black cards make a group."
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
    return face(key, rect, make, *args, shows=card_id, piece=piece, zone=zone_id, tip=tip, back=back(rect))
