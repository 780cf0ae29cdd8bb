"""The turn: the draft, moving, playing a card, Forbidden Knowledge, discarding down to 8, the next turn.

Each function here answers the decision on top with one action; the game's `_apply_action` then
runs the queued effects (effects.run) and `settle`s the turn.
"""

from __future__ import annotations

from games.cosmoctopus.rules import bridge, effects, gains, investigator, moving, paying, piles
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import Discarded, Knowledge, Picked, Returned, Took, TurnBegan
from games.cosmoctopus.rules.state import (
    CONTACT,
    DISCARD,
    DRAFT,
    FREE,
    MAY_DRAW,
    MOVE,
    ORDER,
    PAY,
    SAME,
    TAKE,
    TAKE_TYPE,
    TURN,
    CosmoState,
    Job,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CONFIRM, DRAW, END_TURN, Prompt, top_kind
from tabletop.rules.dispatch import ANY, handles
from tabletop.rules.events import record
from tabletop.rules.seats import next_seat


def start_turn(state: CosmoState, seat: int, drafted: bool = False) -> None:
    """Begins the seat's turn: Cosmoctopus' gaze is on it; first the compulsory move (`drafted`: the
    first turn, after the draft)."""
    state.current, state.phase, state.plays, state.bridged, state.lightning = seat, "move", 1, False, 0
    record(state, TurnBegan(state.turn, seat, drafted))
    decisions.push(state, Prompt(seat, TURN))
    moving.start(state, seat)


@handles(bridge.BRIDGE, prompt=bridge.PLACE_BRIDGE)
def place_bridge(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Places a cosmic bridge token at set-up; once both are down, play begins."""
    bridge.place(cat, state, action, begin)


def begin(state: CosmoState) -> None:
    """Begins play once the table is set (the bridge tokens placed, if any): the draft, or the first turn."""
    if any(state.packets):
        state.phase = "draft"
        draft_round(state)
    else:
        start_turn(state, state.first)


def draft_round(state: CosmoState) -> None:
    """Asks every seat, from the first player on, to keep one card of the packet it holds."""
    order = [(state.first + n) % state.players for n in range(state.players)]
    decisions.push(state, *(Prompt(seat, DRAFT) for seat in order))


@handles("pick", prompt=DRAFT)
def pick(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Keeps a draft card; once everyone has kept one, the packets pass to the left, or the game begins."""
    decisions.pop(state)
    state.packets[action.seat].remove(action.piece)
    state.hands[action.seat].append(action.piece)
    record(state, Picked(action.seat, action.piece))
    if decisions.top(state) is not None:
        return
    state.packets = [state.packets[(seat - 1) % state.players] for seat in range(state.players)]
    if any(state.packets):
        draft_round(state)
    else:
        start_turn(state, state.first, drafted=True)


@handles("play", prompt=(TURN, FREE))
def play(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Begins paying for a hand card (the turn's play), or plays a card for free (a FREE prompt)."""
    if top_kind(state) == TURN:
        paying.start(cat, state, action.seat, action.piece)
        return
    source = decisions.pop(state).data.source
    if source == "row":
        piles.take_from_row(cat, state, action.seat, action.piece)
    state.hands[action.seat].remove(action.piece)
    effects.play(cat, state, action.seat, action.piece, free=True)


@handles("forbidden", prompt=TURN)
def forbidden(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Begins paying for a Forbidden Knowledge tile."""
    paying.start(cat, state, action.seat, action.piece)


@handles(CONFIRM, prompt=PAY)
def confirm_payment(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Spends the payment: a card is played (the turn's play), a Forbidden Knowledge tile taken with its
    2 tentacles."""
    piece = paying.confirm(cat, state, action)
    if paying.is_knowledge(cat, piece):
        state.knowledge[piece] = action.seat
        record(state, Knowledge(action.seat, piece))
        state.jobs[0:0] = [Job("tentacle", action.seat)] * cat.content.forbidden_tentacles
        return
    state.plays -= 1
    effects.play(cat, state, action.seat, piece)


def over_limit(cat: Catalog, state: CosmoState, seat: int) -> bool:
    """Tells whether the seat holds more than 8 cards or more than 8 of a resource."""
    limit = cat.content.limit
    return len(state.hands[seat]) > limit or any(n > limit for n in state.pool[seat].values())


@handles(END_TURN, prompt=TURN)
def end_turn(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Ends the main step: discarding down to 8 if needed, else the gaze turns to the next player."""
    if over_limit(cat, state, action.seat):
        state.phase = "discard"
        decisions.replace_top(state, Prompt(action.seat, DISCARD))
        return
    _next_turn(state)


def _next_turn(state: CosmoState) -> None:
    decisions.pop(state)
    if investigator.turn_due(state):  # the Private Investigator's turn ends the round
        return
    state.turn += 1
    start_turn(state, next_seat(state, state.current))


@handles("discard", "drop", prompt=DISCARD)
def discard_down(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Discards a hand card, or returns one resource to the bank; the turn ends once within the limits."""
    if action.piece in cat.card:
        state.hands[action.seat].remove(action.piece)
        piles.discard(cat, state, action.piece)
        record(state, Discarded(action.seat, (action.piece,)))
    else:
        state.pool[action.seat][action.piece] -= 1
        record(state, Returned(action.seat, action.piece, 1))
    if not over_limit(cat, state, action.seat):
        _next_turn(state)


@handles("take", prompt=(TAKE, CONTACT))
def take(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Takes a row card into the hand (TAKE) or a First Contact card (CONTACT)."""
    if action.piece in cat.contact:
        gains.take_contact(state, action.seat, action.piece)
        return
    decisions.pop(state)
    piles.take_from_row(cat, state, action.seat, action.piece)


@handles("take_type", prompt=TAKE_TYPE)
def take_type(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Takes every row card of the chosen type; the row refills at once."""
    decisions.pop(state)
    taken = [c for c in state.row if cat.type_of(c) == action.choice]
    state.row = [c for c in state.row if c not in taken]
    state.hands[action.seat].extend(taken)
    record(state, Took(action.seat, tuple(taken)))
    piles.refill_row(cat, state)


@handles("choose", prompt=SAME)
def same(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Gains the bonus's count of the chosen resource."""
    ask = decisions.pop(state).data
    gains.gain(cat, state, action.seat, action.choice, ask.count, source=ask.card)


@handles(DRAW, prompt=MAY_DRAW)
def draw(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Draws (a relic's draw on play)."""
    count = decisions.pop(state).data.count
    piles.draw_into_hand(state, action.seat, count)


@handles(ANY)
def decline(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Passes an optional decision: a move, a free play, First Contact, a relic's draw."""
    if top_kind(state) == MOVE:
        moving.skip(cat, state, action)
    else:
        decisions.pop(state)


@handles("resolve", prompt=ORDER)
def resolve_first(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Resolves the chosen completed constellation first (the others wait until it is done)."""
    decisions.pop(state)
    effects.resolve(cat, state, action.choice)
