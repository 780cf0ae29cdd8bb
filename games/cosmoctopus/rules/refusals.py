"""Why an action is not allowed: a player's sentence that names what is missing."""

from __future__ import annotations

from games.cosmoctopus.rules import bridge, moving, paying
from games.cosmoctopus.rules.catalog import RESOURCE_OF, Catalog
from games.cosmoctopus.rules.schema import GENERIC
from games.cosmoctopus.rules.state import DISCARD, MOVE, PAY, PLACE, TURN, CosmoState, parse_cell, parse_slot
from games.cosmoctopus.rules.words import amount, amounts, resource, tile_name
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import CONFIRM, END_TURN, top_kind
from tabletop.rules.words import plural


def _play(cat: Catalog, state: CosmoState, action: Action) -> str:
    card = action.piece
    if card not in state.hands[action.seat]:
        return "Play a card from your hand."
    if state.plays <= 0:
        return "You have already played a card this turn."
    missing = paying.shortfall(cat, state, action.seat, card)
    if not missing:
        return ""
    sums = _sums(cat, state, action.seat, card)
    return f"You need {amounts(cat, missing)} to play {cat.card_name(card)}: {sums}."


def _sums(cat: Catalog, state: CosmoState, seat: int, piece: str) -> str:
    """Returns the sums behind a shortfall, so its figure reads as arithmetic: for each resource short, what
    it costs (the scriptures' discount named) and what the seat has towards it (its cards of that type
    named); for the 'any' part, what it costs and what is left over for it. 'it asks for 13 stars, you have 5
    (4 stars + 1 constellation card)'."""
    owed = paying.cost(cat, state, seat, piece)
    missing = paying.shortfall(cat, state, seat, piece)
    knowledge = paying.is_knowledge(cat, piece)
    cards = [c for c in state.hands[seat] if c != piece]
    parts, spare = [], 0
    for name in cat.resources:
        pool = state.pool[seat][name]
        kind = [t for t in cat.types if RESOURCE_OF[t] == name][0]
        held = sum(cat.resource_of(c) == name for c in cards)
        spare += max(0, pool + held - owed[name])
        if name not in missing:
            continue
        full = cat.content.forbidden_cost if knowledge else cat.card[piece].cost.get(name, 0)
        less = f" ({full} less {full - owed[name]} from your scriptures)" if full > owed[name] else ""
        have = f"{pool + held} ({amount(cat, name, pool)} + {plural(held, kind + ' card')})" if held else pool
        parts.append(f"{amount(cat, name, owed[name])}{less}, you have {have}")
    if GENERIC in missing:
        full = cat.card[piece].generic
        less = f" ({full} less {full - owed[GENERIC]} from your scriptures)" if full > owed[GENERIC] else ""
        tokens = sum(cat.token_value[t] for t in state.tokens[seat])
        more = f" and tokens worth {tokens}" if tokens else ""
        parts.append(f"{owed[GENERIC]} of any resource{less}, you have {spare} left over{more}")
    return "it asks for " + "; and ".join(parts)


def _forbidden(cat: Catalog, state: CosmoState, action: Action) -> str:
    tile = action.piece
    if tile not in cat.knowledge_name:
        return "Take a Forbidden Knowledge tile."
    if tile in state.knowledge:
        return f"{cat.card_name(tile)} already belongs to {seat_ref(state.knowledge[tile])}."
    missing = paying.shortfall(cat, state, action.seat, tile)
    if not missing:
        return ""
    return (
        f"You need {amounts(cat, missing)} for {cat.card_name(tile)}: {_sums(cat, state, action.seat, tile)}."
    )


def _move(cat: Catalog, state: CosmoState, action: Action) -> str:
    if action.kind == CONFIRM and not state.path:
        return "Move Cosmoctopus at least one tile first: it must move."
    cell = parse_cell(action.target)
    if action.kind != "move" or cell < 0:
        return "Cosmoctopus must move first: drag its head to a tile beside it."
    if cell == state.move_start:
        return "Cosmoctopus cannot return to the tile it started this move on."
    return moving.refusal(cat, state, action, tile_name(cat, state, action.target))


def _pay(cat: Catalog, state: CosmoState, action: Action) -> str:
    owed = {k: v for k, v in state.owed.items() if v}
    if action.kind == CONFIRM:
        return f"You still owe {amounts(cat, owed, more='')}."
    if action.kind == "token" and paying.is_knowledge(cat, state.paying):
        return "A discount token only works against a card's generic cost, not Forbidden Knowledge."
    if action.kind == "pay" and state.pool[action.seat].get(action.piece, 0) <= 0:
        return f"You have no {resource(cat, action.piece) or 'such resource'} left."
    if action.kind in ("pay", "discard", "token"):
        return f"That does not help: you owe {amounts(cat, owed, more='') or 'nothing more'}."
    return ""


def _place(cat: Catalog, state: CosmoState, action: Action) -> str:
    card, _ = parse_slot(action.target)
    if card and card not in state.slots:
        return "Only a constellation of yours in play can take it."
    return "Only an open slot with its icon can take it: slot A first, then the slots its arrows lead to."


def _discard(cat: Catalog, state: CosmoState, action: Action) -> str:
    hand = len(state.hands[action.seat])
    if action.kind == "discard" and hand <= cat.content.limit:
        return f"You keep your {hand} cards: only more than 8 must go."
    return "Discard only what is over 8: cards in hand, or of a single resource."


def drop_kind(cat: Catalog, state: CosmoState, piece: str) -> str:
    """Returns the kind of action a piece dropped somewhere would be, from the piece and the decision."""
    top = top_kind(state)
    if piece in cat.knowledge_name:
        return "forbidden"
    if piece in cat.token_value:
        return "token"
    if piece in bridge.TOKENS:
        return bridge.BRIDGE
    if piece in cat.resources:
        return {PAY: "pay", PLACE: "place", DISCARD: "drop"}.get(top, "pay")
    if piece in cat.card:
        return {PAY: "discard", DISCARD: "discard", bridge.BRIDGE_PAY: "discard"}.get(top, "play")
    return "move"


REFUSE = {TURN: None, MOVE: _move, PAY: _pay, PLACE: _place, DISCARD: _discard}
REFUSE[bridge.BRIDGE_PAY] = bridge.pay_refusal
REFUSE[bridge.SHIFT] = bridge.why_not


def why_not(cat: Catalog, state: CosmoState, action: Action) -> str:
    """Returns the reason `action` is refused ('' to leave it to the generic words)."""
    top = top_kind(state)
    if action.kind == bridge.BRIDGE:
        return bridge.why_not(cat, state, action)
    if top == TURN and action.kind == "play":
        return _play(cat, state, action)
    if top == TURN and action.kind == "forbidden":
        return _forbidden(cat, state, action)
    if action.kind == END_TURN and top == MOVE and state.phase == "move":
        return "Move Cosmoctopus first: it must move every turn."
    refuse = REFUSE.get(top)
    return refuse(cat, state, action) if refuse is not None else ""
