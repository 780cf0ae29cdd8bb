"""Words for players: action labels (buttons, choosers, the log) and the prompt of the seat to act."""

from __future__ import annotations

from collections import Counter

from games.cosmoctopus.rules import bridge
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.schema import GENERIC
from games.cosmoctopus.rules.state import (
    CONTACT,
    DISCARD,
    DRAFT,
    FREE,
    MAY_DRAW,
    MOVE,
    ORDER,
    PAY,
    PLACE,
    SAME,
    TAKE,
    TAKE_TYPE,
    CosmoState,
    parse_cell,
    parse_slot,
    top_ask,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import top_kind


def tile_name(cat: Catalog, state: CosmoState, zone: str | None) -> str:
    """Returns the name of the tile on a 'tile:<cell>' zone."""
    cell = parse_cell(zone)
    return cat.card_name(state.realm[cell]) if 0 <= cell < len(state.realm) else "a tile"


def resource(cat: Catalog, name: str | None, count: int | None = None) -> str:
    """Returns a resource's name in lower case ('ink', 'coins'), singular for a count of 1 ('coin'): every
    count shown in words (prompts, log, tips, results) is said through here or `amount`."""
    word = cat.names.get(name or "", name or "").lower()
    return word[:-1] if count == 1 and word.endswith("s") else word


def amount(cat: Catalog, name: str | None, count: int) -> str:
    """Returns a count of a resource in words: '1 coin', '2 coins', '1 ink'."""
    return f"{count} {resource(cat, name, count)}"


def amounts(cat: Catalog, owed: dict[str, int], more: str = " more") -> str:
    """Returns amounts in words: '2 more ink and 1 more of any resource' (`more` '': '2 ink, 1 coin and 1 of
    any resource')."""
    parts = [f"{n}{more} {resource(cat, r, n)}" for r, n in owed.items() if n and r != GENERIC]
    if owed.get(GENERIC):
        parts.append(f"{owed[GENERIC]}{more} of any resource")
    return " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 1 else parts)


def _slot(cat: Catalog, zone: str | None) -> str:
    card, index = parse_slot(zone)
    return f"slot {'ABCD'[index]} of {cat.card_name(card)}" if card else "a slot"


def describe(cat: Catalog, state: CosmoState, action: Action) -> str:
    """Returns a short label for an action taken in `state`."""
    name, res = cat.card_name(action.piece), resource(cat, action.piece)
    if action.kind == "move":
        where = f"move Cosmoctopus to {tile_name(cat, state, action.target)}"
        paid = Counter((action.choice or "").split(",")) if action.choice else {}
        if not paid:
            return where[:1].upper() + where[1:]
        steps = sum(paid.values()) + (0 if state.path else 1)
        what = amounts(cat, {r: paid[r] for r in cat.resources if paid[r]}, more="")
        return f"Pay {what} as Tribute: {where} ({steps} steps)"
    if action.kind in (bridge.BRIDGE, bridge.START):
        return bridge.describe(cat, state, action, lambda zone: tile_name(cat, state, zone))
    if action.kind == "discard":
        why = {PAY: "for a discount", bridge.BRIDGE_PAY: "to move the bridge token"}.get(
            top_kind(state), "to get down to 8"
        )
        return f"Discard {name} {why}"
    labels = {
        "pick": f"Keep {name}",
        "confirm": "Confirm the move" if top_kind(state) == MOVE else "Confirm the payment",
        "cancel": "Cancel",
        "pass": "Pass",
        "play": f"Play {name}" + (" for free" if top_kind(state) == FREE else ""),
        "forbidden": f"Take {name} (Forbidden Knowledge)",
        "end_turn": "End turn",
        "pay": f"Pay {amount(cat, action.piece, 1)}",
        "propose": "Pay as proposed and " + ("take it" if state.paying in cat.knowledge_name else "play it"),
        "token": f"Use {name}",
        "place": f"Put the {res} on {_slot(cat, action.target)}",
        "keep": f"Keep the {res}",
        "choose": f"Gain {resource(cat, action.choice)}",
        "take": f"Take {name}",
        "take_type": f"Take every {action.choice} from the card row",
        "resolve": f"Resolve {cat.card_name(action.choice)} first",
        "draw": "Draw the top card of the deck",
        "drop": f"Return {amount(cat, action.piece, 1)} to the bank",
    }
    return labels.get(action.kind, action.kind.replace("_", " ").capitalize())


def move_count(cat: Catalog, state: CosmoState) -> str:
    """Returns which of several moves an effect granted at once is under way: 'Submerge (Blotted Notes):
    move 2 of 3'; 'Ride the Cosmic Current: a move' for one; '' for the turn's own move."""
    ask = top_ask(state)
    if top_kind(state) != MOVE or not ask.card:
        return ""
    name = cat.card_name(ask.card)
    if any(step.do == "submerge" for step in cat.card[ask.card].on_play):
        name = f"Submerge ({name})"
    return f"{name}: move {ask.number} of {ask.count}" if ask.count > 1 else f"{name}: a move"


def question(cat: Catalog, state: CosmoState, actions: list[Action]) -> str | None:
    """Returns the question of a chooser of moves of the head to one tile, one for each way to pay the
    Tribute of the steps there (each option names the tile): 'Which 2 resources pay the Tribute?'; None
    for other actions."""
    if not actions or any(a.kind != "move" or a.target != actions[0].target for a in actions):
        return None
    owed = len((actions[0].choice or "").split(","))
    return "Which resource pays the Tribute?" if owed == 1 else f"Which {owed} resources pay the Tribute?"


def gained(cat: Catalog, name: str, count: int, source: str) -> str:
    """Returns a gain waiting to be placed with what it came from: '3 coins from Coin Reef', and a relic's
    bonus said as one ('3 more coins from Gilded Barnacle (relic bonus)'; issue 33 item 17)."""
    if not source:
        return amount(cat, name, count)
    bonus = source in cat.card and any(
        e.kind == "bonus" and e.resource == name for e in cat.card[source].ongoing
    )
    if bonus:
        return f"{count} more {resource(cat, name, count)} from {cat.card_name(source)} (relic bonus)"
    return f"{amount(cat, name, count)} from {cat.card_name(source)}"


def _asked(cat: Catalog, state: CosmoState) -> str:
    """Returns what the decision on top asks, in the second person."""
    kind, ask = top_kind(state), top_ask(state)
    found = bridge.asked(cat, state, lambda zone: tile_name(cat, state, zone))
    if found:
        return found
    if kind == PAY:
        owed = {k: v for k, v in state.owed.items() if v}
        left = f"you owe {amounts(cat, owed, more='')}" if owed else "it is paid: confirm"
        return f"pay for {cat.card_name(state.paying)}: {left}"
    if kind == PLACE:
        return f"put the {gained(cat, ask.resource, ask.count, ask.card)} on a slot, or keep it"
    asks = {
        DRAFT: "keep 1 card of the packet and pass the rest on",
        MOVE: "move Cosmoctopus"
        + (" (or pass)" if ask.optional else " (it must move)")
        + (" or move a bridge token for a card" if bridge.may_shift(state, state.current) else ""),
        SAME: f"choose the resource to gain {ask.count} of",
        TAKE: "take a card from the card row",
        TAKE_TYPE: "take every card of one type from the card row",
        FREE: f"play a {ask.card_type} from the {ask.source} for free, or pass",
        CONTACT: "take a First Contact card, or pass",
        ORDER: "choose which completed constellation resolves first",
        MAY_DRAW: "draw the top card of the deck, or pass",
        DISCARD: "discard down to 8 cards and 8 of each resource",
    }
    play = "lightning: play one more card, " if state.lightning else "play a card, "
    plays = play if state.plays > 0 else ""
    return asks.get(kind, f"{plays}take Forbidden Knowledge if you can, or end your turn")


def turn_choices(state: CosmoState) -> str:
    """Returns what the turn's main step offers now: 'play a card, take Forbidden Knowledge or end the turn'
    while a card may still be played, else 'take Forbidden Knowledge or end the turn'."""
    plays = "play a card, " if state.plays > 0 else ""
    return f"{plays}take Forbidden Knowledge or end the turn"


def turn_help(state: CosmoState) -> str:
    """Returns how to do the turn's main step with the mouse, as far as it still goes: after the turn's card
    is played, no word of playing another (a newcomer tried a second card and was refused)."""
    if state.plays > 0:
        return (
            "Drag a card from your hand onto your play area to play it, or a Forbidden Knowledge tile "
            "onto your board. Then End turn."
        )
    return (
        "Your card for this turn is played. Drag a Forbidden Knowledge tile onto your board if you can "
        "pay for it, or End turn."
    )


def prompt(cat: Catalog, state: CosmoState, seat: int, actor: int | None) -> str:
    """Returns what `seat` is asked to do now, or who it waits for."""
    if state.phase == "over":
        return f"{seat_ref(state.winner)} summoned Cosmoctopus with 8 tentacles!"
    if actor is None or decisions.top(state) is None:
        return ""
    asked = _asked(cat, state)
    if actor == seat:
        return f"Your turn: {asked}." if state.phase not in ("draft", "bridge") else f"Set-up: {asked}."
    return f"Waiting for {seat_ref(actor)} to {asked}."


def tentacles_of(count: int, goal: int, word: bool = True) -> str:
    """Returns '5 of 8 tentacles'; past the goal (2 for Forbidden Knowledge at 7) the count is capped and
    the rest said after it: '8 of 8 tentacles (+1)' ('8 of 8 (+1)' without the word)."""
    more = f" (+{count - goal})" if count > goal else ""
    return f"{min(count, goal)} of {goal}" + (" tentacles" if word else "") + more


def tentacles_short(count: int, goal: int) -> str:
    """Returns '5/8', or past the goal '8/8 (+1)'."""
    return f"{min(count, goal)}/{goal}" + (f" (+{count - goal})" if count > goal else "")
