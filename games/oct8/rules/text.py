"""Words for players: names of cards and octopuses, action labels, and the prompt of the seat to act."""

from __future__ import annotations

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.names import card_name, octopus_name
from games.oct8.rules.refusals import why_not as refusal
from games.oct8.rules.state import (
    ACT,
    DISCARD,
    MORE,
    OVER,
    PLACE,
    SHIP,
    Oct8State,
    find,
    pending_of,
    step_of,
    turn_of,
)
from tabletop.rules.core import Action, seat_ref

SIGNS = {"draw": "Draw", "attach": "Attach", "swap_hand": "Hand swap", "swap_octo": "Arm swap"}
#: What a move of each kind does, for a refusal of a move the step of the turn is not for.
DOING = {
    "place": "placing the turn draw",
    "draw": "drawing",
    "take": "taking the top of the discard pile",
    "take_top": "taking the top of the discard pile",
    "attach": "attaching",
    "swap_out": "swapping",
    "swap_in": "swapping",
    "swap_arm": "swapping",
    "swap_back": "swapping",
    "confirm": "confirming",
    "cancel": "cancelling",
    "chip": "using a baby octopus",
    "end_turn": "ending the turn",
    "pass": "passing",
    "ship": "shipping",
    "discard": "discarding",
}


# Labels ----------------------------------------------------------------------------------------


def describe(cat: Catalog, state: Oct8State, action: Action) -> str:
    """Returns a short label for an action (taken in `state`): for a button, a chooser or the log."""
    kind, seat, card = action.kind, action.seat, action.piece
    if kind == "take_top":
        kind, card = "take", state.discard[-1] if state.discard else None  # a click on the pile takes its top
    where = (
        octopus_name(cat, state, action.target[4:], seat) if (action.target or "").startswith("oct:") else ""
    )
    pending = pending_of(state)
    if kind == "confirm" and pending is not None:
        return _confirm_label(cat, state, seat)
    if kind == "swap_arm":
        return f"Swap {card_name(cat, card)} onto {where}"
    if kind == "ship":
        return f"Ship {octopus_name(cat, state, card, seat)}"
    labels = {
        "place": f"Put {card_name(cat, card)} on {where}",
        "draw": "Draw from the arm deck",
        "take": f"Take {card_name(cat, card)} from the discard pile",
        "attach": f"Attach {card_name(cat, card)} to {where}",
        "swap_out": f"Swap {card_name(cat, card)} off your octopus for hand cards",
        "swap_in": f"Give {card_name(cat, card)} to {where}",
        "swap_back": f"Swap {card_name(cat, card)} back onto {where}",
        "cancel": "Cancel",
        "chip": "Use a baby octopus (+1 action)",
        "end_turn": "End turn",
        "pass": "Pass: no action is possible",
        "discard": f"Discard {card_name(cat, card)}",
    }
    return labels.get(kind, kind.replace("_", " ").capitalize())


def _confirm_label(cat: Catalog, state: Oct8State, seat: int) -> str:
    """Returns the Confirm button's words, with the running total."""
    pending = pending_of(state)
    if pending.kind == "attach":
        octopus = find(state, pending.home)[0]
        return f"Confirm ({cat.arm_total(octopus)}/8)"
    return f"Confirm ({pending.given}/{pending.need})"


# Prompts ---------------------------------------------------------------------------------------


def prompt(cat: Catalog, state: Oct8State, seat: int, actor: int | None) -> str:
    """Returns, in one short sentence, what the seat must do now (or whom it waits for)."""
    if step_of(state) == OVER or actor is None:
        return "The game is over."
    if seat != actor:
        return f"Waiting for {seat_ref(actor)}."
    if step_of(state) == ACT and pending_of(state) is not None:
        return pending_prompt(cat, state, seat)
    hand = len(state.hands[seat])
    limit = cat.content.hand_limit
    texts = {
        PLACE: f"Turn draw: drag {card_name(cat, state.drawn)} onto a head of another colour.",
        ACT: "Your octopus action: draw, attach or swap (see the left panel).",
        MORE: "Use a baby octopus for one more action, or end your turn.",
        SHIP: f"{len(state.areas[seat])} octopuses: drag one's head onto your shipped pile (keep 3).",
        DISCARD: f"Your hand holds {hand} cards: discard {hand - limit} onto the discard pile.",
    }
    return texts[step_of(state)]


def pending_prompt(cat: Catalog, state: Oct8State, seat: int) -> str:
    """Returns the sentence for an octopus action under way, with its running total."""
    pending = pending_of(state)
    sign = SIGNS[pending.kind]
    if pending.kind == "draw":
        return f"{sign}: now your second card, from the arm deck or the discard pile."
    if pending.kind == "attach":
        arms = cat.arm_total(find(state, pending.home)[0])
        if arms == 8:
            return f"{sign}: eight arms (8/8). Confirm to take the octopus, or Cancel."
        return f"{sign}: add more cards ({arms}/8), then Confirm or Cancel."
    left = pending.need - pending.given
    if left == 0:
        return f"{sign}: the arms add up ({pending.need} of {pending.need}). Confirm or Cancel."
    source = (
        "hand cards"
        if pending.kind == "swap_hand"
        else f"cards of {octopus_name(cat, state, pending.away, seat)}"
    )
    arms = f"{left} more arm{'s' * (left != 1)}"
    return f"{sign}: drag {source} worth {arms} onto the gap ({pending.given} of {pending.need})."


def why_not(cat: Catalog, state: Oct8State, action: Action, legal: list[Action]) -> str:
    """Returns a player's sentence for an illegal action of the seat to act."""
    return refusal(cat, state, action, legal) or not_this_step(cat, state, action, legal)


def not_this_step(cat: Catalog, state: Oct8State, action: Action, legal: list[Action]) -> str:
    """Returns why a move that fits no rule of the step of the turn is refused, with what the step asks."""
    asked = prompt(cat, state, action.seat, turn_of(state))
    if action.kind in DOING and all(a.kind != action.kind for a in legal):
        return f"This step is not for {DOING[action.kind]}. {asked}"
    return f"That does not fit this step. {asked}"
