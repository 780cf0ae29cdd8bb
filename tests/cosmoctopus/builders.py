"""Builders of exact Cosmoctopus positions for the scenario tests; every component stays somewhere once."""

from __future__ import annotations

from collections import Counter

from games.cosmoctopus.rules.game import CosmoRules
from games.cosmoctopus.rules.paying import suggestion
from games.cosmoctopus.rules.schema import Content, check
from games.cosmoctopus.rules.state import TURN, CosmoState
from tabletop.components.loader import load_content
from tabletop.rules.core import Action
from tabletop.rules.decisions import Prompt

RULES = CosmoRules(load_content("cosmoctopus", Content, check))  # built here: the game is not registered yet
CAT = RULES.catalog
#: A known realm: cell 4 (the centre) is the '+3 stars' tile; cells are numbered row by row.
#  0 ink-trench     1 coin-reef       2 murmur-grotto
#  3 scriveners-nook 4 star-shallows  5 pearl-market
#  6 gossip-kelp    7 stargazers-rock 8 twin-currents
REALM = [
    "ink-trench",
    "coin-reef",
    "murmur-grotto",
    "scriveners-nook",
    "star-shallows",
    "pearl-market",
    "gossip-kelp",
    "stargazers-rock",
    "twin-currents",
]


def remove(state: CosmoState, card: str) -> None:
    """Takes a card from wherever it is."""
    places = [state.deck, state.discard, state.row, state.contact, state.boxed]
    places += state.hands + state.packets + state.played
    for pile in places:
        if card in pile:
            pile.remove(card)
            state.slots.pop(card, None)
            return
    raise AssertionError(f"{card} is nowhere")


def give(state: CosmoState, seat: int, *cards: str) -> None:
    """Moves the cards into the seat's hand."""
    for card in cards:
        remove(state, card)
        state.hands[seat].append(card)


def in_play(state: CosmoState, seat: int, *cards: str) -> None:
    """Puts the cards in the seat's play area (a constellation with empty slots)."""
    for card in cards:
        remove(state, card)
        state.played[seat].append(card)
        if CAT.type_of(card) == "constellation":
            state.slots[card] = [False] * 4


def row(state: CosmoState, *cards: str) -> None:
    """Makes the card row exactly these cards (the old row goes to the bottom of the deck)."""
    old = list(state.row)
    state.row = []
    state.deck[0:0] = old
    for card in cards:
        remove(state, card)
        state.row.append(card)


def stack(state: CosmoState, *cards: str) -> None:
    """Puts the cards on top of the deck: the first given is drawn first."""
    for card in reversed(cards):
        remove(state, card)
        state.deck.append(card)


def table(players: int = 2, seed: int = 1, options: dict | None = None, hand: tuple = ()) -> CosmoState:
    """Returns a game set up with seat 0 to play in the known realm, the head on the centre; each hand
    emptied onto the deck's bottom, then seat 0 given `hand`. The turn's move is still to do."""
    state = RULES.setup(players, {"first": "1", **(options or {})}, seed)
    state.boxed = [t for t in state.boxed if t not in REALM] + [t for t in state.realm if t not in REALM]
    state.realm, state.head, state.move_start = list(REALM), 4, 4
    for seat in range(players):
        state.deck[0:0] = state.hands[seat]
        state.hands[seat] = []
    give(state, 0, *hand)
    return state


def main(state: CosmoState, seat: int = 0) -> CosmoState:
    """Returns the state with the turn's move done (without its bonus): the seat may play a card."""
    state.decisions = (Prompt(seat, TURN),)
    state.phase, state.move_start, state.current, state.plays = "main", -1, seat, 1
    return state


def pool(state: CosmoState, seat: int = 0, **counts: int) -> None:
    """Sets the seat's resources: every one not named is 0."""
    state.pool[seat] = {r: counts.get(r, 0) for r in CAT.resources}


def act(state: CosmoState, kind: str, seat: int = 0, piece=None, target=None, choice=None) -> CosmoState:
    """Applies an action through the rules (so it must be legal) and returns the new state."""
    return RULES.apply(state, Action(kind, seat, piece, target, choice))


def legal(state: CosmoState) -> list[Action]:
    return RULES.legal_actions(state)


def kinds(state: CosmoState) -> set[str]:
    return {a.kind for a in legal(state)}


def top(state: CosmoState) -> str:
    return state.decisions[-1].kind if state.decisions else ""


def inventory(state: CosmoState) -> Counter:
    return Counter(RULES.all_component_ids(state))


def pay_all(state: CosmoState, seat: int = 0) -> CosmoState:
    """Pays the payment under way the suggested cheapest way and confirms it."""
    for action in suggestion(CAT, state, seat):
        state = RULES.apply(state, action)
    return state


def play(state: CosmoState, card: str, seat: int = 0) -> CosmoState:
    """Plays a hand card, paid the cheapest way."""
    return pay_all(act(state, "play", seat, card, f"play:{seat}"), seat)
