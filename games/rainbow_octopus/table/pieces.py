"""Small builders of table items shared by the Rainbow Octopus layout: pictures, labels, cards, seats."""

from __future__ import annotations

from dataclasses import replace

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.powers import colours_on, has_eighth
from games.rainbow_octopus.rules.state import CHOOSE, PASSING, SECRET_PASS, SETUP, OctopusState, phase_of
from games.rainbow_octopus.table import art, boards
from tabletop.rules import decisions
from tabletop.ui.builders import Builders
from tabletop.ui.items import Item, Rect, SeatLook, TableContext
from tabletop.ui.marks import computer_after_name, computer_mark, fit, shade
from tabletop.ui.sprites import font

#: Rainbow Octopus' pictures are keyed "ro:...".
BUILD = Builders("ro")
pic, zone, label = BUILD.pic, BUILD.zone, BUILD.label


def card_tip(cat: Catalog, card: str | None) -> str:
    """Returns a card's tooltip: what it is and where it may go."""
    if card is None:
        return "A hidden card"
    if cat.is_wild(card):
        return (
            "Wild Tentacle: plays on any arm and counts as any colour. "
            "It can never be passed, discarded, stolen or lost."
        )
    arm = cat.arm_of[card]
    return (
        f"{cat.card_name(card)}: plays only on arm {arm}, when the tide says play. "
        f"A tentacle already on arm {arm} is discarded (a Wild there moves to another arm)."
    )


def card(
    cat: Catalog,
    card_id: str | None,
    rect: Rect,
    movable: bool = False,
    zone: str | None = None,
    tip: str = "",
):
    """Returns a card item: face up when its id is known, a back when hidden (None)."""
    w, h = rect[2], rect[3]
    tip = tip or card_tip(cat, card_id)
    back = pic(f"back:{w}x{h}", rect, art.card_back, w, h, zone=zone, tip=tip)
    if card_id is None:
        return back
    if cat.is_wild(card_id):
        key, make, args = f"wild:{w}x{h}", art.wild_card, (cat, w, h)
    else:
        colour, arm = cat.colour_of[card_id], cat.arm_of[card_id]
        key, make, args = f"card:{colour}:{arm}:{w}x{h}", art.tentacle_card, (cat, colour, arm, w, h)
    return BUILD.face(key, rect, make, *args, shows=card_id, piece=movable, zone=zone, tip=tip, back=back)


def slot(arm: int, rect: Rect, tint, zone_id: str, tip: str) -> Item:
    """Returns an empty arm slot, also the zone a card is dropped on."""
    w, h = rect[2], rect[3]
    return pic(f"slot:{arm}:{tint}:{w}x{h}", rect, art.slot, arm, w, h, tint, zone=zone_id, tip=tip)


def panel_name(ctx: TableContext, seat: int, at: tuple[int, int], room: int) -> tuple[int, list[Item]]:
    """Returns the room left for another seat's name on its panel and the computer mark after it."""
    found = ctx.seats[seat] if seat < len(ctx.seats) else None
    return computer_after_name(found, 26, at, room)


def tile_computer_mark(ctx: TableContext, seat: int, title: str, acting: str, x: int, y: int, end: int):
    """Returns the computer mark after the big octopus's title and acting pill, left of `end`."""
    found = ctx.seats[seat] if seat < len(ctx.seats) else None
    x += font(32, True).size(fit(title, 32, 300))[0] + 12  # as boards.own_tile draws them
    x += font(24, True).size(acting)[0] + 32 if acting else 0
    return computer_mark(found, (x, y), end - x)


def body_colour(cat: Catalog, view: OctopusState, look: SeatLook, seat: int) -> tuple[int, int, int]:
    """Returns the octopus's body colour: its tile's colour with Octo-powers, else the seat's."""
    tile = view.tiles[seat] if view.tiles else None
    return shade(cat, cat.octopuses[tile].colour)[0] if tile else look[1]


def acting_word(view: OctopusState, seat: int, to_act: int | None) -> str:
    """Returns the marker word for the seat that must decide now ('' for the others)."""
    if seat != to_act:
        return ""
    return {"setup": "CHOOSING", "passing": "PASSING"}.get(phase_of(view), "PLAYING")


def subtitle(cat: Catalog, view: OctopusState, seat: int) -> str:
    """Returns the line under a seat's name: its secret pick's status, or its octopus and power."""
    phase = phase_of(view)
    if phase in (SETUP, PASSING):
        if seat in decisions.waiting(view, CHOOSE if phase == SETUP else SECRET_PASS):
            return "Choosing…" if phase == SETUP else "Passing…"
        verb = "chosen" if phase == SETUP else "passed"
        return f"Card {verb}:" if view.picks[seat] else "Nothing to pass"
    tile = view.tiles[seat] if view.tiles else None
    return f"{cat.octopuses[tile].name} · {cat.octopuses[tile].power_name}" if tile else ""


def rainbow(cat: Catalog, view: OctopusState, seat: int) -> tuple[tuple[str, ...], bool]:
    """Returns the colours on the seat's octopus (rainbow order) and whether its eighth is shown."""
    present = colours_on(cat, view, seat)
    return tuple(c for c in cat.colour_ids if c in present), has_eighth(cat, view, seat)


TAB = 20  # font size of the tabs on a panel's top edge
FTT_FILL = (255, 150, 70)
FTT_TIP = "First Turn Token: this player starts the round"
FTT_WORDS = "First turn"  # the token says what it means, not its initials


def tab(words: str, right: int, top: int, fill, tip: str) -> Item:
    """Returns a small pill sitting on a panel's top edge, right-aligned at `right`."""
    w, h = font(TAB, True).size(words)
    rect = (right - w - 20, top - 16, w + 20, h + 4)
    return replace(pic(f"tab:{words}:{fill}", rect, boards.pill, words, fill, TAB, tip=tip), above=True)


def tabs(acting: str, ftt: bool, rect: Rect) -> list[Item]:
    """Returns the First Turn Token and the acting marker, as tabs on a panel's top edge."""
    right = rect[0] + rect[2] - 14
    items = []
    if ftt:
        items.append(tab(FTT_WORDS.upper(), right, rect[1], FTT_FILL, FTT_TIP))
        right = items[-1].rect[0] - 6
    if acting:
        items.append(
            tab(acting, right, rect[1], boards.ACTING, "Deciding now: the table waits for this player")
        )
    return items
