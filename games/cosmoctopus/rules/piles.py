"""The devotee deck, the card row and the discard pile: drawing, reshuffling, refilling, discarding.

First Contact cards never go to the discard pile: one that leaves a hand or play area goes back to
the box (our ruling: the rulebook marks them so that they are not shuffled into the deck).
"""

from __future__ import annotations

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import Drew, Reshuffled, RowRefreshed, Took
from games.cosmoctopus.rules.state import CosmoState
from tabletop.rules.core import draw_random
from tabletop.rules.events import record


def draw_card(state: CosmoState) -> str | None:
    """Takes the deck's top card (the discard pile shuffled into a new deck when it ran out); None when
    both are empty."""
    if not state.deck and state.discard:
        state.deck = list(state.discard)
        state.discard = []
        draw_random(state).shuffle(state.deck)
        record(state, Reshuffled())
    return state.deck.pop() if state.deck else None


def refill_row(cat: Catalog, state: CosmoState) -> None:
    """Fills the card row's gaps from the deck at once (as far as the deck and discard pile allow)."""
    while len(state.row) < cat.content.row_size:
        card = draw_card(state)
        if card is None:
            return
        state.row.append(card)


def discard(cat: Catalog, state: CosmoState, card: str) -> None:
    """Puts a card on the discard pile (a First Contact card back in the box)."""
    (state.boxed if card in cat.contact else state.discard).append(card)


def take_from_row(cat: Catalog, state: CosmoState, seat: int, card: str) -> None:
    """Moves a row card into the seat's hand; the row refills at once."""
    state.row.remove(card)
    state.hands[seat].append(card)
    record(state, Took(seat, (card,)))
    refill_row(cat, state)


def draw_into_hand(state: CosmoState, seat: int, count: int = 1) -> list[str]:
    """Draws up to `count` cards into the seat's hand; returns them."""
    drawn = []
    for _ in range(count):
        card = draw_card(state)
        if card is None:
            break
        state.hands[seat].append(card)
        drawn.append(card)
    if drawn:
        record(state, Drew(seat, tuple(drawn)))
    return drawn


def refresh_row(cat: Catalog, state: CosmoState, job: object = None) -> None:
    """Discards the whole card row and deals a new one (a job step: `job` is not needed)."""
    record(state, RowRefreshed(tuple(state.row)))
    for card in state.row:
        discard(cat, state, card)
    state.row = []
    refill_row(cat, state)
