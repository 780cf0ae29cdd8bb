"""The engine's usual masking for views: the random stream, face-down decks, others' hands."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.rules.core import GameState
from tabletop.rules.secrecy import masked


@dataclass
class CardState(GameState):
    deck: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    table: list[str] = field(default_factory=list)


def test_masked_hides_the_stream_the_deck_and_other_hands_and_leaves_the_rest():
    state = CardState(2, 99, deck=["a", "b"], hands=[["c"], ["d", "e"]], table=["f"])
    seen = masked(state, 0, decks=("deck",), hands=("hands",))
    assert (seen.rng, seen.deck, seen.hands, seen.table) == (0, [None, None], [["c"], [None, None]], ["f"])
    assert state.deck == ["a", "b"] and state.hands == [["c"], ["d", "e"]] and state.rng == 99  # untouched
    spectator = masked(state, None, hands=("hands",))
    assert spectator.hands == [[None], [None, None]] and spectator.deck == ["a", "b"]
