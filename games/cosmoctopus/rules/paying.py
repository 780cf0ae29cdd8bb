"""Paying for a card or a Forbidden Knowledge tile: a PAY prompt of one-piece actions, then Confirm.

The lasting discounts of the payer's scriptures are taken off at once: a resource discount from that
resource's cost (and from that resource's Forbidden Knowledge), a generic discount from the generic
cost only, except a Forbidden Scripture's, which also takes 1 off any Forbidden Knowledge. Then each
action pays one piece: a resource (its own cost first, then the generic cost), a hand card discarded
for a discount of its type's resource (its own cost first, then generic; for Forbidden Knowledge only
a card of the matching type), or a generic discount token (card costs only, never Forbidden Knowledge).
'propose' pays the rest the cheapest way at once (the table's "Pay as proposed"), after any pieces the
player chose first.
Cancel gives everything back; Confirm spends it.
"""

from __future__ import annotations

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import Paid
from games.cosmoctopus.rules.piles import discard
from games.cosmoctopus.rules.schema import GENERIC
from games.cosmoctopus.rules.state import PAY, PAY_ZONE, CosmoState
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, CONFIRM, Prompt
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record

PROPOSE = "propose"


def is_knowledge(cat: Catalog, piece: str) -> bool:
    """Tells whether the piece is a Forbidden Knowledge tile."""
    return piece in cat.knowledge_of


def knowledge_resource(cat: Catalog, tile: str) -> str:
    """Returns the resource a Forbidden Knowledge tile costs."""
    return cat.knowledge_of[tile]


def cost(cat: Catalog, state: CosmoState, seat: int, piece: str) -> dict[str, int]:
    """Returns what the piece costs the seat after its scriptures' lasting discounts, by resource and
    'generic'."""
    return _cost(cat, _discounts(cat, state, seat), piece)


def _discounts(cat: Catalog, state: CosmoState, seat: int) -> tuple[dict[str, int], int]:
    """Returns the seat's lasting discounts (its scriptures', by resource and 'generic') and how many
    Forbidden Scriptures it has in play."""
    played = state.played[seat]
    found = cat.discounts([c for c in played if cat.type_of(c) == "scripture"])
    return found, sum(cat.card[c].forbidden for c in played)


def _cost(cat: Catalog, discounts: tuple[dict[str, int], int], piece: str) -> dict[str, int]:
    found, forbidden = discounts
    owed = dict.fromkeys((*cat.resources, GENERIC), 0)
    resource = cat.knowledge_of.get(piece)
    if resource is not None:
        owed[resource] = max(0, cat.content.forbidden_cost - found[resource] - forbidden)
        return owed
    card = cat.card[piece]
    for resource, value in card.cost.items():
        owed[resource] = max(0, value - found[resource])
    owed[GENERIC] = max(0, card.generic - found[GENERIC])
    return owed


def shortfall(cat: Catalog, state: CosmoState, seat: int, piece: str) -> dict[str, int]:
    """Returns what the seat lacks to pay for the piece with everything it has (resources, hand cards,
    tokens), by resource and 'generic'; empty when it can pay."""
    return Means(cat, state, seat).shortfall(piece)


def affordable(means: Means, pieces: list[str]) -> list[str]:
    """Returns the pieces the seat whose `means` these are can pay for now (those without a shortfall)."""
    return [piece for piece in pieces if not means.shortfall(piece)]


class Means:
    """What a seat could pay with, counted once: its discounts, resources and hand cards by the resource
    they discount, and its tokens' worth."""

    def __init__(self, cat: Catalog, state: CosmoState, seat: int):
        self.cat = cat
        self.discounts = _discounts(cat, state, seat)
        self.hand = state.hands[seat]
        self.have = dict(state.pool[seat])
        for card in self.hand:
            self.have[cat.card_resource[card]] += 1
        self.tokens = sum(cat.token_value[t] for t in state.tokens[seat])

    def shortfall(self, piece: str) -> dict[str, int]:
        """Returns what the seat lacks to pay for the piece (a card in hand never pays for itself)."""
        cat = self.cat
        owed = _cost(cat, self.discounts, piece)
        own = cat.card_resource[piece] if piece in self.hand else ""
        missing, spare = {}, 0
        for resource in cat.resources:
            have, due = self.have[resource] - (resource == own), owed[resource]
            if have < due:
                missing[resource] = due - have
            elif have > due:
                spare += have - due
        tokens = 0 if piece in cat.knowledge_of else self.tokens
        if max(0, owed[GENERIC] - tokens) > spare:
            missing[GENERIC] = max(0, owed[GENERIC] - tokens) - spare
        return missing


def start(cat: Catalog, state: CosmoState, seat: int, piece: str) -> None:
    """Begins paying for a hand card (it leaves the hand, face up) or a Forbidden Knowledge tile."""
    state.paying, state.owed = piece, cost(cat, state, seat, piece)
    if piece in cat.card:
        state.hands[seat].remove(piece)
    state.paid, state.pay_cards, state.pay_tokens = dict.fromkeys(cat.resources, 0), [], []
    decisions.push(state, Prompt(seat, PAY))


def _towards(state: CosmoState, resource: str) -> None:
    key = resource if state.owed[resource] > 0 else GENERIC
    state.owed[key] -= 1


def actions(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    """Returns the payment's actions: each piece that still helps, Confirm once paid, Cancel."""
    generic = state.owed[GENERIC] > 0
    found = [
        Action("pay", seat, r, PAY_ZONE)
        for r in cat.resources
        if state.pool[seat][r] > 0 and (state.owed[r] > 0 or generic)
    ]
    knowledge = is_knowledge(cat, state.paying)
    for card in state.hands[seat]:
        resource = cat.resource_of(card)
        if state.owed[resource] > 0 or (generic and not knowledge):
            found.append(Action("discard", seat, card, PAY_ZONE))
    if generic and not knowledge:
        found += [Action("token", seat, t, PAY_ZONE) for t in state.tokens[seat]]
    if not any(state.owed.values()):
        found.append(Action(CONFIRM, seat))
    elif suggestion(cat, state, seat)[-1:] == [Action(CONFIRM, seat)]:
        found.append(Action(PROPOSE, seat))
    return found + [Action(CANCEL, seat)]


@handles("pay", prompt=PAY)
def pay(cat: Catalog, state: CosmoState, action: Action) -> None:
    """One resource towards the cost."""
    state.pool[action.seat][action.piece] -= 1
    state.paid[action.piece] += 1
    _towards(state, action.piece)


@handles("discard", prompt=PAY)
def discard_for(cat: Catalog, state: CosmoState, action: Action) -> None:
    """A hand card set aside as a discount of 1 of its type's resource (discarded once confirmed)."""
    state.hands[action.seat].remove(action.piece)
    state.pay_cards.append(action.piece)
    _towards(state, cat.resource_of(action.piece))


@handles("token", prompt=PAY)
def token(cat: Catalog, state: CosmoState, action: Action) -> None:
    """A generic discount token off the generic cost (used up once confirmed)."""
    state.tokens[action.seat].remove(action.piece)
    state.pay_tokens.append(action.piece)
    state.owed[GENERIC] = max(0, state.owed[GENERIC] - cat.token_value[action.piece])


@handles(PROPOSE, prompt=PAY)
def propose(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Pays what is still owed the cheapest way (`suggestion`): every step of it but the Confirm."""
    steps = {"pay": pay, "discard": discard_for, "token": token}
    for step in suggestion(cat, state, action.seat)[:-1]:
        steps[step.kind](cat, state, step)


def _clear(state: CosmoState) -> str:
    decisions.pop(state)
    piece = state.paying
    state.paying, state.owed, state.paid, state.pay_cards, state.pay_tokens = "", {}, {}, [], []
    return piece


@handles(CANCEL, prompt=PAY)
def cancel(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Gives back every resource, card and token put towards the cost."""
    for resource, count in state.paid.items():
        state.pool[action.seat][resource] += count
    state.hands[action.seat].extend(state.pay_cards)
    state.tokens[action.seat].extend(state.pay_tokens)
    if state.paying in cat.card:
        state.hands[action.seat].append(state.paying)
    _clear(state)


def confirm(cat: Catalog, state: CosmoState, action: Action) -> str:
    """Spends the payment (resources to the bank, cards to the discard pile, tokens to the box); returns
    what was paid for."""
    resources = tuple(r for r in cat.resources for _ in range(state.paid.get(r, 0)))
    record(state, Paid(action.seat, state.paying, resources, tuple(state.pay_cards), tuple(state.pay_tokens)))
    for card in state.pay_cards:
        discard(cat, state, card)
    state.boxed.extend(state.pay_tokens)
    return _clear(state)


def suggestion(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    """Returns the cheapest way to finish the payment under way, as the actions to take in order: the
    resources of each specific cost, then tokens that fit the generic cost without waste, then the most
    plentiful resources, then hand cards, then any token; ends with Confirm if that pays it all."""
    owed, pool = dict(state.owed), dict(state.pool[seat])
    found: list[Action] = []
    for resource in cat.resources:
        use = min(owed[resource], pool[resource])
        owed[resource] -= use
        pool[resource] -= use
        found += [Action("pay", seat, resource, PAY_ZONE)] * use
    knowledge = is_knowledge(cat, state.paying)
    tokens = [] if knowledge else sorted(state.tokens[seat], key=cat.token_value.get, reverse=True)
    for tile in list(tokens):
        if 0 < cat.token_value[tile] <= owed[GENERIC]:
            owed[GENERIC] -= cat.token_value[tile]
            tokens.remove(tile)
            found.append(Action("token", seat, tile, PAY_ZONE))
    found += _generic_resources(cat, owed, pool, seat)
    found += _cards(cat, state, owed, seat, knowledge)
    if owed[GENERIC] > 0 and tokens and not knowledge:
        owed[GENERIC] = 0
        found.append(Action("token", seat, tokens[-1], PAY_ZONE))
    return found + ([Action(CONFIRM, seat)] if not any(owed.values()) else [])


def _generic_resources(cat: Catalog, owed: dict, pool: dict, seat: int) -> list[Action]:
    found = []
    while owed[GENERIC] > 0 and any(pool.values()):
        resource = max(cat.resources, key=lambda r: pool[r])
        pool[resource] -= 1
        owed[GENERIC] -= 1
        found.append(Action("pay", seat, resource, PAY_ZONE))
    return found


def _cards(cat: Catalog, state: CosmoState, owed: dict, seat: int, knowledge: bool) -> list[Action]:
    found = []
    for card in state.hands[seat]:
        resource = cat.resource_of(card)
        key = resource if owed[resource] > 0 else (GENERIC if not knowledge else "")
        if key and owed[key] > 0:
            owed[key] -= 1
            found.append(Action("discard", seat, card, PAY_ZONE))
    return found
