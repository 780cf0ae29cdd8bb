"""The game log's words: what each seat is told about an action, and what followed from it.

Cards drawn from the pile, taken from a hand or given from a hand are named only to the seats who
saw them (the receiver and the giver): the others read how many.
"""

from __future__ import annotations

from collections import Counter

from games.rainbow_pirates.rules.catalog import Catalog
from games.rainbow_pirates.rules.names import card_name, cards_named
from games.rainbow_pirates.rules.state import REARRANGE, REORDER, PirateState, parse_zone
from games.rainbow_pirates.rules.words import describe
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import top_kind
from tabletop.rules.words import plural

CONFIRMED = {REARRANGE: "rearranged their island", REORDER: "put the cards back on the draw pile"}


def announce(
    cat: Catalog, before: PirateState, after: PirateState, action: Action, viewer: int | None
) -> str:
    """Returns what `viewer` is told about `action`, taken in `before`: the action, then what followed."""
    return " ".join(
        filter(None, [_action_line(cat, before, after, action), *aftermath(cat, before, after, viewer)])
    )


def _action_line(cat: Catalog, before: PirateState, after: PirateState, action: Action) -> str:
    who, card, kind = seat_ref(action.seat), card_name(cat, action.piece), action.kind
    if kind == "draw" and action.target == "faceup":
        return f"{who} took both face-up cards, {cards_named(cat, before.faceup)}, and ended the turn."
    if kind == "draw":  # the cards drawn follow, named only to the drawer
        return ""
    if kind == "confirm" and before.building:
        return f"{who} placed a new group: {cards_named(cat, before.building)}."
    if kind == "confirm" and top_kind(before) == REARRANGE:
        island = {c for g in before.islands[action.seat] for c in g}
        back = [c for c in _gained(before, after, action.seat) if c in island]
        if back:
            named = cards_named(cat, back)
            return f"{who} rearranged their island; an incomplete group went back to their hand: {named}."
    if kind == "play":
        target = parse_zone(action.target)[1]
        at = f" at {seat_ref(target)}" if target >= 0 else ""
        return f"{who} played {card}{at}."
    if kind in ("place", "move") and parse_zone(action.target)[0] in ("group", "new"):
        label = describe(cat, before, action).replace("your group", "their group")
        return f"{who} {label.replace('Place ', 'placed ', 1).replace('Move ', 'moved ', 1)}."
    lines = {
        "cancel": f"{who} cancelled: the cards went back where they were.",
        "rearrange": f"{who} began rearranging their island.",
        "block": f"{who} blocked with {card}: nothing happens.",
        "arrgh": f"{who}: Arrrgh!",
        "steal": f"{who} stole {card}.",
        "destroy": f"{who} destroyed {card}.",
        "take": f"{who} took {card} from the discard pile.",
        "name": f"{who} named {cat.sort_name(action.choice) if action.choice in cat.sorts else 'a card'}.",
        "give": f"{who} gave a black card.",
        "put": f"{who} put a card back on top of the draw pile.",
        "confirm": f"{who} {CONFIRMED.get(top_kind(before), 'is done')}.",
        "end_turn": f"{who} is done.",
    }
    return lines.get(kind) or f"{who}: {describe(cat, before, action).replace('your', 'their')}."


def _gained(before: PirateState, after: PirateState, seat: int) -> list[str]:
    return list((Counter(after.hands[seat]) - Counter(before.hands[seat])).elements())


def _from_hands(
    cat: Catalog, before: PirateState, after: PirateState, seat: int, viewer: int | None
) -> list[str]:
    said = []
    for other in range(before.players):
        lost = Counter(before.hands[other]) - Counter(after.hands[other])
        moved = [c for c in _gained(before, after, seat) if lost[c]] if other != seat else []
        if moved:
            named = cards_named(cat, moved) if viewer in (seat, other) else plural(len(moved), "card")
            said.append(f"{seat_ref(seat)} took {named} from {seat_ref(other)}'s hand.")
    return said


def transfers(cat: Catalog, before: PirateState, after: PirateState, viewer: int | None) -> list[str]:
    """Returns the hidden cards that moved into hands: from the pile, or from another hand."""
    said = []
    for seat in range(before.players):
        drawn = [c for c in _gained(before, after, seat) if c in before.pile]
        if drawn:
            named = cards_named(cat, drawn) if viewer == seat else plural(len(drawn), "card")
            said.append(f"{seat_ref(seat)} drew {named}.")
        said += _from_hands(cat, before, after, seat, viewer)
    return said


def aftermath(cat: Catalog, before: PirateState, after: PirateState, viewer: int | None) -> list[str]:
    """Returns what followed: hidden cards moved, broken groups sent back, the end, the next turn."""
    said = transfers(cat, before, after, viewer)
    for seat in range(before.players):
        island = {c for g in before.islands[seat] for c in g}
        back = [c for c in _gained(before, after, seat) if c in island]
        if back and seat != (before.decisions[-1].seat if before.decisions else -1):
            said.append(f"{seat_ref(seat)}'s broken group went back to their hand: {cards_named(cat, back)}.")
    if after.final and not before.final:
        said.append("The draw pile ran out: everyone places what they can from their hand, no black cards.")
    if after.over and not before.over:
        said.append(f"{seat_ref(after.out)} went out!" if after.out >= 0 else "The game is over.")
    elif after.turn != before.turn:
        said.append(f"{seat_ref(after.current)}'s turn.")
    return said
