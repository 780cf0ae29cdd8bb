"""The octopus actions ① to ④, one card at a time: draws, attaching, swaps, Confirm and an exact Cancel."""

from __future__ import annotations

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.events import Drew, Took
from games.oct8.rules.flow import after_action, complete_if_full, deck_card
from games.oct8.rules.state import (
    ACT,
    Oct8State,
    Pending,
    find,
    holder,
    inserted,
    pending_of,
    set_hand,
    set_octopus,
    step_to,
    turn_of,
    without,
)
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, CONFIRM, DRAW
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record

DRAWS = 2


def _drew(cat: Catalog, state: Oct8State, card: str) -> None:
    """Adds a ① card to the hand; after the second, or with nothing left to draw, the action ends."""
    seat = turn_of(state)
    set_hand(state, seat, [*state.hands[seat], card])
    pending = pending_of(state)
    left = (pending.left if pending else DRAWS) - 1
    step_to(state, ACT, Pending("draw", left=left))
    if left == 0 or not (state.arm_deck or state.discard):
        after_action(cat, state)


@handles(DRAW)
def apply_draw(cat: Catalog, state: Oct8State, action: Action) -> None:
    """① Draws the top of the arm deck into the hand."""
    card = deck_card(state)
    record(state, Drew(action.seat, card))
    _drew(cat, state, card)


@handles("take", "take_top")
def apply_take(cat: Catalog, state: Oct8State, action: Action) -> None:
    """① Takes the top of the discard pile into the hand (dragged into it, or the pile clicked)."""
    card = state.discard[-1]
    state.discard = state.discard[:-1]
    record(state, Took(action.seat, card))
    _drew(cat, state, card)


def _from_hand(state: Oct8State, card: str, head: str) -> tuple[str, str, int]:
    """Moves a hand card onto an octopus; returns the move, for Cancel."""
    seat = turn_of(state)
    hand = state.hands[seat]
    index = hand.index(card)
    set_hand(state, seat, [*hand[:index], *hand[index + 1 :]])
    set_octopus(state, [*find(state, head)[0], card])
    return card, "hand", index


def _from_octopus(state: Oct8State, card: str, head: str | None) -> tuple[str, str, int]:
    """Moves an arm card off its octopus onto another (head None: set aside); returns the move, for Cancel."""
    source = holder(state, card)
    index = source.index(card)
    set_octopus(state, [*source[:index], *source[index + 1 :]])
    if head is not None:
        set_octopus(state, [*find(state, head)[0], card])
    return card, source[0], index


@handles("attach")
def apply_attach(cat: Catalog, state: Oct8State, action: Action) -> None:
    """② Attaches a hand card to the chosen shared head; the first card starts the action."""
    head = action.target[4:]
    move = _from_hand(state, action.piece, head)
    pending = pending_of(state) or Pending("attach", home=head)
    given = pending.given + cat.arms_of[action.piece]
    step_to(state, ACT, pending._replace(given=given, moves=(*pending.moves, move)))


@handles("swap_out")
def apply_swap_out(cat: Catalog, state: Oct8State, action: Action) -> None:
    """③ Takes an arm card off the player's octopus; its arms are what the hand cards must make up."""
    home = holder(state, action.piece)[0]
    move = _from_octopus(state, action.piece, None)
    need = cat.arms_of[action.piece]
    step_to(state, ACT, Pending("swap_hand", home=home, out=action.piece, need=need, moves=(move,)))


@handles("swap_in")
def apply_swap_in(cat: Catalog, state: Oct8State, action: Action) -> None:
    """③ Puts a hand card on the octopus in place of the card taken off."""
    move = _from_hand(state, action.piece, pending_of(state).home)
    _given(cat, state, action.piece, move)


@handles("swap_arm")
def apply_swap_arm(cat: Catalog, state: Oct8State, action: Action) -> None:
    """④ Moves an arm card onto another octopus; cards of that one must make up its arms."""
    home = holder(state, action.piece)[0]
    away = action.target[4:]
    move = _from_octopus(state, action.piece, away)
    need = cat.arms_of[action.piece]
    pending = Pending("swap_octo", home=home, away=away, out=action.piece, need=need, moves=(move,))
    step_to(state, ACT, pending)


@handles("swap_back")
def apply_swap_back(cat: Catalog, state: Oct8State, action: Action) -> None:
    """④ Moves an arm card of the other octopus back onto the first one."""
    move = _from_octopus(state, action.piece, pending_of(state).home)
    _given(cat, state, action.piece, move)


def _given(cat: Catalog, state: Oct8State, card: str, move: tuple[str, str, int]) -> None:
    pending = pending_of(state)
    given = pending.given + cat.arms_of[card]
    step_to(state, ACT, pending._replace(given=given, moves=(*pending.moves, move)))


@handles(CONFIRM)
def apply_confirm(cat: Catalog, state: Oct8State, action: Action) -> None:
    """Finishes an attach or a swap: a full shared octopus goes to the player; ③'s card joins the hand."""
    pending = pending_of(state)
    if pending.kind == "swap_hand":
        seat = turn_of(state)
        set_hand(state, seat, [*state.hands[seat], pending.out])
    if pending.kind == "attach":
        complete_if_full(cat, state, pending.home)
    after_action(cat, state)


@handles(CANCEL)
def apply_cancel(cat: Catalog, state: Oct8State, action: Action) -> None:
    """Puts every card of the action under way back exactly where it was, in the reverse order."""
    seat = turn_of(state)
    for card, source, index in reversed(pending_of(state).moves):
        if card in state.hands[seat]:
            set_hand(state, seat, without(state.hands[seat], card))
        elif (octopus := holder(state, card)) is not None:
            set_octopus(state, without(octopus, card))
        if source == "hand":
            set_hand(state, seat, inserted(state.hands[seat], index, card))
        else:
            set_octopus(state, inserted(find(state, source)[0], index, card))
    step_to(state, ACT)  # nothing under way: the octopus action is still to take
