"""Why a move is refused, in a player's words ("" when there is nothing more specific to say)."""

from __future__ import annotations

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.moves import can_make
from games.oct8.rules.names import card_name, colour_word, octopus_name
from games.oct8.rules.state import (
    DISCARD,
    MORE,
    PLACE,
    SHIP,
    Oct8State,
    find,
    holder,
    owner_of,
    pending_of,
    shipped_zone,
    step_of,
    zone_head,
)
from tabletop.rules.core import Action
from tabletop.rules.seats import hand_zone
from tabletop.rules.words import plural

FINISH = {"attach": "the attach", "swap_hand": "the hand swap", "swap_octo": "the arm swap"}


def why_not(cat: Catalog, state: Oct8State, action: Action, legal: list[Action]) -> str:
    """Returns why the seat to act may not do `action` now."""
    if action.piece is not None and not (cat.is_arm(action.piece) or cat.is_head(action.piece)):
        return "That is not a card you can move."
    step = step_of(state)
    if step == PLACE:
        return _place(cat, state, action)
    if step == MORE:
        return "Use a baby octopus for one more action, or end your turn."
    if step == SHIP:
        return _ship(cat, state, action)
    if step == DISCARD:
        return _discard(cat, state, action)
    if pending_of(state) is not None:
        return _pending(cat, state, action)
    return _piece(cat, state, action) or _start(cat, state, action)


def too_many(cat: Catalog, octopus: list[str], card: str) -> str:
    """Returns the refusal for a card that would take an octopus past eight arms ('' if it fits)."""
    value = cat.arms_of[card]
    if value <= cat.room(octopus):
        return ""
    return f"That would make {8 - cat.room(octopus) + value} arms: an octopus has at most 8."


def _place(cat: Catalog, state: Oct8State, action: Action) -> str:
    """Returns why the turn draw may not go there."""
    if action.piece != state.drawn:
        return f"First put the turn draw, {card_name(cat, state.drawn)}, on a lit head."
    octopus, owner = find(state, zone_head(action.target))
    if octopus is None or owner != -1:
        return "The turn draw goes on one of the shared heads in the middle."
    if cat.colour_of[octopus[0]] == cat.colour_of[state.drawn]:
        return "The turn draw may not go on a head of its own colour."
    return too_many(cat, octopus, state.drawn)


def _ship(cat: Catalog, state: Oct8State, action: Action) -> str:
    """Returns why that octopus may not be shipped there."""
    if action.piece is None or owner_of(state, action.piece) != action.seat or holder(state, action.piece):
        return "Ship one of your own octopuses: drag its head onto your shipped pile."
    if action.target != shipped_zone(action.seat):
        return "Drop it on your shipped pile."
    return ""


def _discard(cat: Catalog, state: Oct8State, action: Action) -> str:
    """Returns why that card may not be discarded for the hand limit."""
    if action.piece not in state.hands[action.seat]:
        return "Your hand is over its limit: discard a card from your hand."
    return "" if action.target == "discard" else "Drop it on the discard pile."


def _piece(cat: Catalog, state: Oct8State, action: Action) -> str:
    """Returns why a card that no octopus action moves was picked up ('' for other cards)."""
    card, seat = action.piece, action.seat
    if card is None or card in state.hands[seat]:
        return ""
    if cat.is_head(card):
        return "Heads stay put: swap arm cards instead."
    octopus = holder(state, card)
    if octopus is None:
        return "Only the top card of the discard pile may be taken." if card in state.discard else ""
    owner = owner_of(state, octopus[0])
    if owner == -1:
        return "Arm cards on a shared head stay there."
    if owner != seat and cat.is_blocked(octopus):
        return blocked(cat, state, octopus[0], seat)
    return ""


def blocked(cat: Catalog, state: Oct8State, head: str, seat: int) -> str:
    """Returns the refusal for another player's blocked octopus."""
    name = octopus_name(cat, state, head, seat)
    return f"{name[0].upper()}{name[1:]} is blocked: all its arms are {colour_word(cat, head)}."


def _start(cat: Catalog, state: Oct8State, action: Action) -> str:
    """Returns why an octopus action may not begin this way."""
    kind, seat, card = action.kind, action.seat, action.piece
    if kind in ("confirm", "cancel"):
        return "Nothing to confirm or cancel yet."
    if kind == "pass":
        return "You can still take an octopus action, so you may not pass."
    if card is None:
        return ""
    if card in state.hands[seat]:
        return _attach(cat, state, action, None)
    if card in state.discard:
        return "" if action.target == hand_zone(seat) else "Drag it into your hand."
    return _swap_start(cat, state, action)


def _attach(cat: Catalog, state: Oct8State, action: Action, home: str | None) -> str:
    """Returns why a hand card may not be attached to the target (② only onto `home` once begun)."""
    seat = action.seat
    octopus, owner = find(state, zone_head(action.target))
    if action.target == hand_zone(seat):
        return "That card is already in your hand."
    if octopus is None:
        return "Attach hand cards to a shared head in the middle."
    if owner == seat:
        return "To swap with your octopus, first drag one of its arm cards into your hand."
    if owner != -1:
        return "Hand cards go onto the shared heads, not onto other players' octopuses."
    if home is not None and octopus[0] != home:
        return f"One attach puts cards on one head only: {octopus_name(cat, state, home, seat)}."
    return too_many(cat, octopus, action.piece)


def _swap_start(cat: Catalog, state: Oct8State, action: Action) -> str:
    """Returns why an arm card may not start ③ (dropped in the hand) or ④ (dropped on an octopus)."""
    seat, card = action.seat, action.piece
    first = holder(state, card)
    if first is None:
        return ""
    first_owner = owner_of(state, first[0])
    value = cat.arms_of[card]
    if action.target == hand_zone(seat):
        if first_owner != seat:
            return "Only arm cards of your own octopuses can be swapped for hand cards."
        if not can_make(cat.arms(state.hands[seat]), value):
            return f"No hand cards add up to {plural(value, 'arm')}, the arms of {card_name(cat, card)}."
        return ""
    other, other_owner = find(state, zone_head(action.target))
    if other is None or other_owner == -1:
        return "To swap arms, drop it on another octopus in a player's area."
    if other is first:
        return "Drop it on another octopus to swap it."
    if seat not in (first_owner, other_owner):
        return "One of the two octopuses of a swap must be yours."
    if other_owner != seat and cat.is_blocked(other):
        return blocked(cat, state, other[0], seat)
    if not can_make(cat.arms(other[1:]), value):
        return f"No arm cards of {octopus_name(cat, state, other[0], seat)} add up to {plural(value, 'arm')}."
    return ""


def _pending(cat: Catalog, state: Oct8State, action: Action) -> str:
    """Returns why a move does not fit the octopus action under way."""
    pending, seat, card = pending_of(state), action.seat, action.piece
    if pending.kind == "draw":
        return "Draw your second card first: the arm deck or the discard pile."
    if action.kind == "confirm":
        return f"The cards make up {pending.given} of {pending.need} arms so far."
    if action.kind == "cancel":
        return ""  # a Cancel with a card: nothing more to say than the step
    if card is None:
        return f"Finish {FINISH[pending.kind]} with Confirm, or Cancel it."
    if pending.kind == "attach":
        if card in state.hands[seat]:
            return _attach(cat, state, action, pending.home)
        home = octopus_name(cat, state, pending.home, seat)
        return (
            _piece(cat, state, action) or f"An attach puts hand cards on {home}: Confirm or Cancel it first."
        )
    return _give(cat, state, action)


def _give(cat: Catalog, state: Oct8State, action: Action) -> str:
    """Returns why a card may not make up the arms of the swap under way."""
    pending, seat, card = pending_of(state), action.seat, action.piece
    from_hand = pending.kind == "swap_hand"
    pool = state.hands[seat] if from_hand else find(state, pending.away)[0][1:]
    source = "your hand" if from_hand else octopus_name(cat, state, pending.away, seat)
    if card == pending.out:
        return "That is the card being swapped away."
    if card not in pool:
        return f"The cards that make up the arms come from {source}."
    gap = octopus_name(cat, state, pending.home, seat)
    if zone_head(action.target) != pending.home:
        return f"Drop it on {gap}, where {card_name(cat, pending.out)} came off."
    left, value = pending.need - pending.given, cat.arms_of[card]
    if value > left:
        more = f"{left} more {'is' if left == 1 else 'are'}"
        return f"{card_name(cat, card)} has {plural(value, 'arm')}, but only {more} needed."
    return f"Then the other cards of {source} could not make up the last {left - value}."
