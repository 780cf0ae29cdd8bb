"""The usual way a view hides things: the random stream, face-down decks and other seats' hands.

A game's `view` starts from `masked` and then hides what is its own (a secret colour, a pick).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from tabletop.rules.core import GameState

State = TypeVar("State", bound=GameState)


def masked(state: State, seat: int | None, decks: Iterable[str] = (), hands: Iterable[str] = ()) -> State:
    """Returns a copy for `seat` (None: a spectator) with the random stream zeroed, each list named in
    `decks` face down (as many None as it has cards) and, in each per-seat list of lists named in
    `hands`, every seat's but `seat`'s face down."""
    seen = state.clone()
    seen.rng = 0
    for name in decks:
        setattr(seen, name, [None] * len(getattr(state, name)))
    for name in hands:
        lists = getattr(seen, name)
        for other, cards in enumerate(lists):
            if other != seat:
                lists[other] = [None] * len(cards)
    return seen
