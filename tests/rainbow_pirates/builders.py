"""Builders of exact Rainbow Pirates positions for the scenario tests; every card stays somewhere once."""

from __future__ import annotations

from collections import Counter

from games.rainbow_pirates.rules.game import PirateRules
from games.rainbow_pirates.rules.schema import Content, check
from games.rainbow_pirates.rules.state import PirateState, where_on_island
from tabletop.components.loader import load_content
from tabletop.rules.core import Action

RULES = PirateRules(load_content("rainbow_pirates", Content, check))  # built here: the game is not registered
CAT = RULES.catalog
EVERYTHING = Counter(CAT.cards)


def card(colour: str, n: int = 1) -> str:
    """Returns the n-th card of a colour ('red-01'), or of another sort: card('wild', 2), card('cannon')."""
    if colour in CAT.colours:
        return f"{colour}-{n:02d}"
    return f"{colour}-{n}" if colour != "pirate" else list(CAT.pirate_names)[n - 1]


def take(state: PirateState, piece: str) -> None:
    """Removes a card from wherever it is."""
    for pile in [state.pile, state.faceup, state.discard, state.building, state.peek, *state.hands]:
        if piece in pile:
            pile.remove(piece)
            return
    seat, index = where_on_island(state, piece)
    assert seat >= 0, f"{piece} is nowhere"
    state.islands[seat][index].remove(piece)
    state.islands[seat] = [g for g in state.islands[seat] if g]


def give(state: PirateState, seat: int, *cards: str) -> None:
    """Moves the cards into the seat's hand."""
    for piece in cards:
        take(state, piece)
        state.hands[seat].append(piece)


def island(state: PirateState, seat: int, *cards: str, wilds: dict[str, str] | None = None) -> None:
    """Adds a group of these cards to the seat's island (wilds given the colours named)."""
    for piece in cards:
        take(state, piece)
    state.islands[seat].append(list(cards))
    state.wild_as.update(wilds or {})


def stack(state: PirateState, *cards: str) -> None:
    """Puts the cards on top of the draw pile: the first given is drawn first."""
    for piece in reversed(cards):
        take(state, piece)
        state.pile.append(piece)


def to_discard(state: PirateState, *cards: str) -> None:
    """Puts the cards on the discard pile, the last given on top."""
    for piece in cards:
        take(state, piece)
        state.discard.append(piece)


def table(players: int = 2, seed: int = 1, options: dict | None = None, hands: tuple = ()) -> PirateState:
    """Returns a game just set up with seat 0 to play; each seat's hand emptied onto the pile's bottom and
    then given the cards in `hands` (one tuple per seat)."""
    state = RULES.setup(players, {"first": "1", **(options or {})}, seed)
    for seat in range(players):
        state.pile[0:0] = state.hands[seat]
        state.hands[seat] = []
    for seat, cards in enumerate(hands):
        give(state, seat, *cards)
    top_up(state)
    return state


def top_up(state: PirateState) -> None:
    """Turns up pile cards until two lie face up again (a builder may have taken one)."""
    while len(state.faceup) < CAT.content.face_up:
        state.faceup.append(state.pile.pop())


def act(state: PirateState, kind: str, seat: int = 0, piece=None, target=None, choice=None) -> PirateState:
    """Applies an action through the rules (so it must be legal) and returns the new state."""
    return RULES.apply(state, Action(kind, seat, piece, target, choice))


def legal(state: PirateState) -> list[Action]:
    """Returns the legal actions."""
    return RULES.legal_actions(state)


def kinds(state: PirateState) -> set[str]:
    """Returns the kinds of the legal actions."""
    return {a.kind for a in legal(state)}


def targets(state: PirateState, piece: str) -> set[str]:
    """Returns where the piece may be dropped now, as a table lights it."""
    return {a.target for a in legal(state) if a.piece == piece}


def inventory(state: PirateState) -> Counter:
    """Returns every card id with how many places hold it."""
    return Counter(RULES.all_component_ids(state))


def build(state: PirateState, seat: int, *cards: str, choices: dict | None = None) -> PirateState:
    """Builds a new group of these hand cards (a wild as `choices` says) and confirms it."""
    choices = choices or {}
    for piece in cards:
        state = act(state, "place", seat, piece, f"new:{seat}", choices.get(piece))
    return act(state, "confirm", seat)
