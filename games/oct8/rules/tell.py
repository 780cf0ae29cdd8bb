"""The game log's words for Oct8: what each seat is told about an action, and what followed from it,
worded from the events the action recorded (events.py).

Every card an Oct8 action moves is face up once moved, except a card drawn from the arm deck and
a turn draw that goes into the hand: only their owner is told which card it was.
"""

from __future__ import annotations

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.events import (
    CHOICE,
    HAND,
    HEADS,
    ActionsOver,
    Completed,
    Drew,
    Ended,
    Oct8Event,
    RanOut,
    Took,
    TurnBegan,
    TurnDrew,
)
from games.oct8.rules.names import card_name, colour_word, octopus_name
from games.oct8.rules.state import Oct8State, pending_of
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.events import of_kind
from tabletop.rules.words import plural

EXCHANGES = {"attach": "attach", "swap_hand": "hand swap", "swap_octo": "arm swap", "draw": "draw 2"}


def announce(cat: Catalog, before: Oct8State, after: Oct8State, action: Action, viewer: int | None) -> str:
    """Returns what `viewer` is told about `action`, taken in `before`: the action, then what followed."""
    said = _action_line(cat, before, after, action, viewer)
    return " ".join([said, *aftermath(cat, after.events, viewer)])


def _where(cat: Catalog, before: Oct8State, after: Oct8State, action: Action) -> str:
    """Returns the octopus an action names, the same words for everyone ('their' for the actor's own).

    Only a secret is worded for its one reader: a line worded for a seat shows as "Only you".
    Named as it stands after the action, unless the action completed it (someone took it): then as it was."""
    head = action.target[4:]
    taken = any(done.head == head for done in of_kind(split(after.events)[0], Completed))
    named = octopus_name(cat, before if taken else after, head, None)
    return named.replace(f"{seat_ref(action.seat)}'s", "their")


def _action_line(
    cat: Catalog, before: Oct8State, after: Oct8State, action: Action, viewer: int | None
) -> str:
    # A click on the discard pile names no card: the card it took is the event's.
    taken = [took.card for took in of_kind(after.events, Took)]
    who, card = seat_ref(action.seat), card_name(cat, action.piece or (taken[0] if taken else None))
    kind = {"take_top": "take"}.get(action.kind, action.kind)
    if kind == "draw":
        (drew,) = of_kind(after.events, Drew)
        if viewer == action.seat:
            return f"You drew {card_name(cat, drew.card)} from the arm deck."
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


def split(events: tuple[Oct8Event, ...]) -> tuple[tuple[Oct8Event, ...], tuple[Oct8Event, ...]]:
    """Returns the events of the action's own turn, and those of the next turn it began (if it did)."""
    began = next((i for i, e in enumerate(events) if isinstance(e, TurnBegan)), len(events))
    return events[:began], events[began:]


def aftermath(cat: Catalog, events: tuple[Oct8Event, ...], viewer: int | None) -> list[str]:
    """Returns what followed: an octopus completed, a deck running out, the actions over, the next turn and
    its draw (and an octopus that draw completed), the end."""
    own, turn = split(events)
    said = [completed(cat, done, "") for done in of_kind(own, Completed)]
    said += [ran_out(out) for out in of_kind(events, RanOut)]
    said += [line for over in of_kind(own, ActionsOver) if (line := actions_over(over))]
    for began_turn in of_kind(turn, TurnBegan):
        said.append(turn_draw_line(cat, began_turn, of_kind(turn, TurnDrew), viewer))
        said += [completed(cat, done, " with the turn draw") for done in of_kind(turn, Completed)]
    if of_kind(events, Ended):
        said.append("Everyone has had their last turn: the game is over.")
    return said


def completed(cat: Catalog, done: Completed, how: str) -> str:
    """Returns who completed an octopus and took it."""
    colour = colour_word(cat, done.head)
    return f"{seat_ref(done.seat)} completed the {colour} octopus{how} and took it, with a baby octopus."


def ran_out(out: RanOut) -> str:
    """Returns the deck that ran out and what it means."""
    deck = "head deck" if out.deck == HEADS else "arm deck"
    return f"The {deck} ran out: everyone else plays one more turn."


def actions_over(over: ActionsOver) -> str:
    """Returns why the octopus actions of a turn ended by themselves, when it is worth a word: a baby kept
    that no action could use, or the last baby spent ('' after the one action of a turn without babies)."""
    who = seat_ref(over.seat)
    if over.babies:
        kept = plural(over.babies, "baby octopus", "baby octopuses")
        return f"No other octopus action is possible: {who}'s turn ends, keeping {kept}."
    if over.actions > 1:
        return f"That was {who}'s last baby octopus: no more actions this turn."
    return ""


def turn_draw_line(cat: Catalog, began: TurnBegan, draws: list[TurnDrew], viewer: int | None) -> str:
    """Returns the start of the next turn: where its turn draw went (a hand card only to its owner)."""
    seat = began.seat
    turn = f"{seat_ref(seat)}'s turn"
    if not draws:
        return f"{turn}: the arm deck is empty, no turn draw."
    draw = draws[0]
    if draw.onto == CHOICE:
        return f"{turn}: the turn draw, {card_name(cat, draw.card)}, fits several heads."
    if draw.onto == HAND:
        if seat == viewer:
            return f"Your turn: the turn draw, {card_name(cat, draw.card)}, went into your hand."
        return f"{turn}: the turn draw went into the hand."
    head = colour_word(cat, draw.onto)
    return f"{turn}: the turn draw, {card_name(cat, draw.card)}, went onto the {head} head."
