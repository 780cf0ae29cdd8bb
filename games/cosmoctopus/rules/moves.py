"""The legal actions of each decision, as the table offers them (pieces, targets and choices).

Action kinds: draft 'pick' (card -> hand:<seat>); 'move' (head -> tile:<cell>, choice = Tribute's
resource after the first step), confirm, cancel, 'pass'; 'play' (hand card -> play:<seat>, or a row or hand
card in a free play); 'forbidden' (fk tile -> pool:<seat>); end_turn; 'pay' (resource -> pay), 'discard'
(hand card -> pay, or -> discard when discarding down), 'token' (token -> pay), 'propose' (the rest the
cheapest way); 'place' (resource -> slot:<card>:<i>), 'keep' (resource -> pool:<seat>); 'choose' (choice =
resource); 'take' (row card or First Contact card -> hand:<seat>); 'take_type' (choice = card type);
'resolve' (choice = constellation); draw; 'drop' (resource -> bank); 'bridge' (a bridge token -> tile:<cell>,
placed at set-up, or moved: 'bridge_start' in the move step, 'bridge' then 'discard' (hand card -> discard)).
"""

from __future__ import annotations

from games.cosmoctopus.rules import bridge, effects, gains, moving, paying
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import (
    BANK,
    CONTACT,
    DISCARD,
    DISCARD_PILE,
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
    TURN,
    CosmoState,
    play_zone,
    pool_zone,
    slot_zone,
    top_ask,
)
from tabletop.rules.core import Action
from tabletop.rules.decisions import DRAW, END_TURN
from tabletop.rules.seats import hand_zone

PASS = moving.PASS


def playable(state: CosmoState, seat: int, means: paying.Means) -> list[str]:
    """Returns the hand cards the seat can pay for now with its `means` (resources, discards and tokens)."""
    if state.plays <= 0:
        return []
    return paying.affordable(means, state.hands[seat])


def knowledge_open(cat: Catalog, state: CosmoState, means: paying.Means) -> list[str]:
    """Returns the Forbidden Knowledge tiles still on the table that a seat with these `means` can pay for."""
    tiles = [t for t in cat.knowledge.values() if t not in state.knowledge]
    return paying.affordable(means, tiles)


def turn_actions(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    """Returns the main step's actions: play a card, take Forbidden Knowledge, end the turn."""
    means = paying.Means(cat, state, seat)
    found = [Action("play", seat, c, play_zone(seat)) for c in playable(state, seat, means)]
    found += [Action("forbidden", seat, t, pool_zone(seat)) for t in knowledge_open(cat, state, means)]
    return [*found, Action(END_TURN, seat)]


def discard_actions(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    """Returns the ways down to 8: a hand card (while more than 8), a resource (while more than 8 of it)."""
    limit = cat.content.limit
    found = []
    if len(state.hands[seat]) > limit:
        found += [Action("discard", seat, c, DISCARD_PILE) for c in state.hands[seat]]
    found += [Action("drop", seat, r, BANK) for r in cat.resources if state.pool[seat][r] > limit]
    return found


def place_actions(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    """Returns where a gained resource may go: each open slot that takes it, or the pool."""
    resource = top_ask(state).resource
    found = [
        Action("place", seat, resource, slot_zone(card, index))
        for card, index in gains.open_slots(cat, state, seat, resource)
    ]
    return [*found, Action("keep", seat, resource, pool_zone(seat))]


def free_actions(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    """Returns the cards a free play may take, and Pass."""
    ask = top_ask(state)
    cards = effects.free_choices(cat, state, seat, ask.card_type, ask.source)
    return [*(Action("play", seat, c, play_zone(seat)) for c in cards), Action(PASS, seat)]


def _take_type(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    kinds = sorted({cat.type_of(c) for c in state.row}, key=cat.types.index)
    return [Action("take_type", seat, choice=kind) for kind in kinds]


def _contact(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    return [*(Action("take", seat, c, hand_zone(seat)) for c in state.contact), Action(PASS, seat)]


ACTIONS = {
    TURN: turn_actions,
    MOVE: moving.actions,
    PAY: lambda cat, state, seat: paying.actions(cat, state, seat),
    DISCARD: discard_actions,
    PLACE: place_actions,
    FREE: free_actions,
    TAKE_TYPE: _take_type,
    CONTACT: _contact,
    DRAFT: lambda cat, state, seat: [Action("pick", seat, c, hand_zone(seat)) for c in state.packets[seat]],
    SAME: lambda cat, state, seat: [Action("choose", seat, choice=r) for r in cat.resources],
    TAKE: lambda cat, state, seat: [Action("take", seat, c, hand_zone(seat)) for c in state.row],
    ORDER: lambda cat, state, seat: [Action("resolve", seat, choice=c) for c in state.completing],
    MAY_DRAW: lambda cat, state, seat: [Action(DRAW, seat), Action(PASS, seat)],
    bridge.PLACE_BRIDGE: bridge.place_actions,
    bridge.SHIFT: bridge.shift_actions,
    bridge.BRIDGE_PAY: bridge.pay_actions,
}
