"""The game log's words: what each seat is told about an action, and what followed from it (the events the
action recorded, events.py).

Cards drawn from the pile, taken from a hand or given from a hand are named only to the seats who
saw them (the receiver and the giver): the others read how many.
"""

from __future__ import annotations

from games.rainbow_pirates.rules.catalog import Catalog
from games.rainbow_pirates.rules.events import (
    Broken,
    Drew,
    Ended,
    FinalBegan,
    PirateEvent,
    Took,
    TurnBegan,
    Unfinished,
    WentOut,
)
from games.rainbow_pirates.rules.names import card_name, cards_named
from games.rainbow_pirates.rules.state import REARRANGE, REORDER, PirateState, parse_zone
from games.rainbow_pirates.rules.words import describe
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import top_kind
from tabletop.rules.events import of_kind
from tabletop.rules.words import plural

CONFIRMED = {REARRANGE: "rearranged their island", REORDER: "put the cards back on the draw pile"}


def announce(
    cat: Catalog, before: PirateState, after: PirateState, action: Action, viewer: int | None
) -> str:
    """Returns what `viewer` is told about `action`, taken in `before`: the action, then what followed."""
    said = [_action_line(cat, before, after, action), *aftermath(cat, after.events, viewer)]
    return " ".join(line for line in said if line)


def _action_line(cat: Catalog, before: PirateState, after: PirateState, action: Action) -> str:
    who, card, kind = seat_ref(action.seat), card_name(cat, action.piece), action.kind
    if kind == "draw" and action.target == "faceup":
        return f"{who} took both face-up cards, {cards_named(cat, before.faceup)}, and ended the turn."
    if kind == "draw":  # the cards drawn follow, named only to the drawer
        return ""
    if kind == "confirm" and before.building:
        return f"{who} placed a new group: {cards_named(cat, before.building)}."
    if kind == "confirm" and top_kind(before) == REARRANGE:
        back = [c for event in of_kind(after.events, Unfinished) for c in event.cards]
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


def transfers(cat: Catalog, events: tuple[PirateEvent, ...], viewer: int | None) -> list[str]:
    """Returns the hidden cards that moved into hands: from the pile, or from another hand, named only to
    the seats who saw them."""
    said = []
    for event in of_kind(events, (Drew, Took)):
        saw = viewer == event.seat or (isinstance(event, Took) and viewer == event.giver)
        named = cards_named(cat, event.cards) if saw else plural(len(event.cards), "card")
        if isinstance(event, Drew):
            said.append(f"{seat_ref(event.seat)} drew {named}.")
        else:
            said.append(f"{seat_ref(event.seat)} took {named} from {seat_ref(event.giver)}'s hand.")
    return said


def aftermath(cat: Catalog, events: tuple[PirateEvent, ...], viewer: int | None) -> list[str]:
    """Returns what followed: hidden cards moved, broken groups sent back, the end, the next turn."""
    said = transfers(cat, events, viewer)
    for broken in of_kind(events, Broken):
        named = cards_named(cat, broken.cards)
        said.append(f"{seat_ref(broken.seat)}'s broken group went back to their hand: {named}.")
    if of_kind(events, FinalBegan):
        said.append("The draw pile ran out: everyone places what they can from their hand, no black cards.")
    out, ended, turn = of_kind(events, WentOut), of_kind(events, Ended), of_kind(events, TurnBegan)
    if out:
        said.append(f"{seat_ref(out[0].seat)} went out!")
    elif ended:
        said.append("The game is over.")
    elif turn:
        said.append(f"{seat_ref(turn[0].seat)}'s turn.")
    return said
