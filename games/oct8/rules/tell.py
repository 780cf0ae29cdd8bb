"""The game log's words for Oct8: what each seat is told about an action, and what followed from it.

Every card an Oct8 action moves is face up once moved, except a card drawn from the arm deck and
a turn draw that goes into the hand: only their owner is told which card it was.
"""

from __future__ import annotations

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.names import card_name, colour_word, octopus_name
from games.oct8.rules.state import Oct8State, find, pending_of, turn_of
from tabletop.rules.core import Action, seat_ref

EXCHANGES = {"attach": "attach", "swap_hand": "hand swap", "swap_octo": "arm swap", "draw": "draw 2"}


def announce(cat: Catalog, before: Oct8State, after: Oct8State, action: Action, viewer: int | None) -> str:
    """Returns what `viewer` is told about `action`, taken in `before`: the action, then its aftermath."""
    said = _action_line(cat, before, after, action, viewer)
    return " ".join([said, *aftermath(cat, before, after, action, viewer)])


def _where(cat: Catalog, before: Oct8State, after: Oct8State, action: Action) -> str:
    """Returns the octopus an action names, the same words for everyone ('their' for the actor's own).

    Only a secret is worded for its one reader: a line worded for a seat shows as "Only you".
    Named as it stands after the action, unless the action made someone take it: then as it was."""
    head = action.target[4:]
    state = after if find(after, head)[1] == find(before, head)[1] else before
    return octopus_name(cat, state, head, None).replace(f"{seat_ref(action.seat)}'s", "their")


def _action_line(
    cat: Catalog, before: Oct8State, after: Oct8State, action: Action, viewer: int | None
) -> str:
    # A click on the discard pile names no card: it took the pile's top.
    taken = before.discard[-1] if action.kind == "take_top" and before.discard else None
    who, card = seat_ref(action.seat), card_name(cat, action.piece or taken)
    kind = {"take_top": "take"}.get(action.kind, action.kind)
    if kind == "draw":
        drawn = after.hands[action.seat][-1]
        if viewer == action.seat:
            return f"You drew {card_name(cat, drawn)} from the arm deck."
        return f"{who} drew a card from the arm deck."
    if kind in ("confirm", "cancel"):
        name = EXCHANGES[pending_of(before).kind]
        return f"{who} {'confirmed' if kind == 'confirm' else 'cancelled'} the {name}."
    if kind == "ship":
        shipped = octopus_name(cat, before, action.piece, None).replace(f"{seat_ref(action.seat)}'s", "their")
        return f"{who} shipped {shipped}."
    where = _where(cat, before, after, action) if (action.target or "").startswith("oct:") else ""
    lines = {
        "place": f"{who} put the turn draw, {card}, on {where}.",
        "take": f"{who} took {card} from the discard pile.",
        "attach": f"{who} attached {card} to {where}.",
        "swap_out": f"{who} took {card} off an octopus, to swap for hand cards.",
        "swap_in": f"{who} gave {card} to {where}.",
        "swap_arm": f"{who} moved {card} onto {where}.",
        "swap_back": f"{who} moved {card} back onto {where}.",
        "chip": f"{who} used a baby octopus for one more action.",
        "end_turn": f"{who} ended the turn.",
        "pass": f"{who} passed: no octopus action was possible.",
        "discard": f"{who} discarded {card}.",
    }
    return lines[kind]


def aftermath(
    cat: Catalog, before: Oct8State, after: Oct8State, action: Action, viewer: int | None
) -> list[str]:
    """Returns what followed: an octopus completed, a deck running out, the next turn and its draw."""
    said = completed(cat, before, after, turn_of(before), "")
    if before.ending < 0 <= after.ending:
        deck = "arm deck" if after.ended_by == "arms" else "head deck"
        said.append(f"The {deck} ran out: everyone else plays one more turn.")
    if after.turns != before.turns:
        said.append(turn_draw_line(cat, after, viewer))
        if turn_of(after) is not None:  # the next turn's draw may complete an octopus for its player
            said += completed(cat, before, after, turn_of(after), " with the turn draw")
    return said


def completed(cat: Catalog, before: Oct8State, after: Oct8State, seat: int | None, how: str) -> list[str]:
    """Returns a line for each octopus that came into `seat`'s area: who completed it and took it."""
    if seat is None:
        return []
    owned = {octopus[0] for area in before.areas for octopus in area}
    return [
        f"{seat_ref(seat)} completed the {colour_word(cat, octopus[0])} octopus{how}"
        " and took it, with a baby octopus."
        for octopus in after.areas[seat]
        if octopus[0] not in owned
    ]


def turn_draw_line(cat: Catalog, after: Oct8State, viewer: int | None) -> str:
    """Returns the start of the next turn: where its turn draw went (a hand card only to its owner)."""
    seat = turn_of(after)
    card, where = after.last_draw
    mine = seat == viewer
    turn = f"{seat_ref(seat)}'s turn"
    if after.drawn is not None:
        return f"{turn}: the turn draw, {card_name(cat, after.drawn)}, fits several heads."
    if where == "hand":
        if mine:
            return f"Your turn: the turn draw, {card_name(cat, card)}, went into your hand."
        return f"{turn}: the turn draw went into the hand."
    if card:
        return f"{turn}: the turn draw, {card_name(cat, card)}, went onto the {colour_word(cat, where)} head."
    return f"{turn}: the arm deck is empty, no turn draw."
