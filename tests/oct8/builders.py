"""Builders of exact Oct8 positions for the scenario tests; every card stays somewhere exactly once."""

from __future__ import annotations

from collections import Counter

from games.oct8.rules import flow
from games.oct8.rules.state import ACT, Oct8State, step_to, turn_of
from tabletop.registry import load_rules
from tabletop.rules import decisions
from tabletop.rules.core import Action

RULES = load_rules("oct8")  # the registry's rules, built once from components.yaml
CAT = RULES.catalog
EVERYTHING = Counter(CAT.heads + CAT.arm_cards + CAT.chips)


def piles(state: Oct8State) -> list[list[str]]:
    """Returns every list that holds loose cards (decks, discard, box, hands)."""
    return [state.head_deck, state.arm_deck, state.discard, state.boxed, *state.hands]


def take(state: Oct8State, card: str) -> None:
    """Removes a card from wherever it is (an octopus's head takes its arm cards to the arm deck)."""
    for pile in piles(state):
        if card in pile:
            pile.remove(card)
            return
    if card in state.secrets:
        raise AssertionError(f"{card} is a secret colour; choose another card")
    if state.drawn == card:
        state.drawn = None
        return
    for group in [state.shared, *state.areas, *state.shipped]:
        for octopus in group:
            if card == octopus[0]:
                group.remove(octopus)
                state.arm_deck[0:0] = octopus[1:]
                return
            if card in octopus[1:]:
                octopus.remove(card)
                return
    raise AssertionError(f"{card} is nowhere")


def give(state: Oct8State, seat: int, *cards: str) -> None:
    """Moves the cards into the seat's hand."""
    for card in cards:
        take(state, card)
        state.hands[seat].append(card)


def empty_hand(state: Oct8State, seat: int) -> None:
    """Puts the seat's hand at the bottom of the arm deck."""
    state.arm_deck[0:0] = state.hands[seat]
    state.hands[seat] = []


def octopus(state: Oct8State, head: str, *arms: str) -> list[str]:
    """Takes a head and arm cards from wherever they are and returns them as an octopus."""
    for card in (head, *arms):
        take(state, card)
    return [head, *arms]


def shared(state: Oct8State, *octopuses: list[str]) -> None:
    """Makes these the shared octopuses; old heads go back to the head deck, their arms to the arm deck."""
    for old in state.shared:
        state.head_deck.insert(0, old[0])
        state.arm_deck[0:0] = old[1:]
    state.shared = [list(o) for o in octopuses]
    state.gaps = []


def area(state: Oct8State, seat: int, *octopuses: list[str]) -> None:
    """Adds these octopuses to the seat's area."""
    state.areas[seat] += [list(o) for o in octopuses]


def stack(state: Oct8State, *cards: str) -> None:
    """Puts the cards on top of the arm deck: the first given is drawn first."""
    for card in reversed(cards):
        take(state, card)
        state.arm_deck.append(card)


def to_discard(state: Oct8State, *cards: str) -> None:
    """Puts the cards on the discard pile: the last given ends on top."""
    for card in cards:
        take(state, card)
        state.discard.append(card)


def table(players: int = 3, seed: int = 1, options: dict | None = None) -> Oct8State:
    """Returns a real game just set up with seat 0 first, its turn draw undone: seat 0 to act, step ACT."""
    state = RULES.setup(players, {"first": "1", **(options or {})}, seed)
    undo_turn_draw(state)
    return state


def undo_turn_draw(state: Oct8State) -> None:
    """Puts this turn's draw back on the arm deck (and any octopus it finished back in the middle)."""
    card, where = state.last_draw
    if state.drawn is not None:
        card, state.drawn = state.drawn, None
    elif not card:
        return
    elif where == "hand":
        state.hands[turn_of(state)].remove(card)
    else:
        for group in (state.shared, state.areas[turn_of(state)]):
            for octo in group:
                if card in octo:
                    octo.remove(card)
        if any(o[0] == where for o in state.areas[turn_of(state)]):
            back = next(o for o in state.areas[turn_of(state)] if o[0] == where)
            state.areas[turn_of(state)].remove(back)
            gap = state.gaps.pop() if state.gaps else len(state.shared)  # back into the place it left
            state.shared.insert(gap - sum(g < gap for g in state.gaps), back)
            flow.spend_baby(state, turn_of(state))
            state.made -= 1
            state.extra_actions -= 1
    state.arm_deck.append(card)
    state.last_draw = ("", "")
    state.events = ()  # the setup's turn draw, undone
    step_to(state, ACT)


def begin_turn(state: Oct8State, seat: int = 0) -> Oct8State:
    """Starts the seat's turn from here: its turn draw takes the top of the arm deck."""
    decisions.clear(state)  # the turn on now ends here, unplayed
    flow.start_turn(CAT, state, seat)
    return state


def act(state: Oct8State, kind: str, seat: int = 0, piece: str | None = None, target: str | None = None):
    """Applies an action through the rules (so it must be legal) and returns the new state."""
    return RULES.apply(state, Action(kind, seat, piece, target))


def legal(state: Oct8State) -> list[Action]:
    """Returns the legal actions."""
    return RULES.legal_actions(state)


def kinds(state: Oct8State) -> set[str]:
    """Returns the kinds of the legal actions."""
    return {a.kind for a in legal(state)}


def inventory(state: Oct8State) -> Counter:
    """Returns every component id with how many places hold it."""
    return Counter(RULES.all_component_ids(state))


def arm_ids(colour: str, arms: int) -> list[str]:
    """Returns the ids of every arm card of that colour and number."""
    return [c for c in CAT.arm_cards if c.startswith(f"arm-{colour}-{arms}-")]


def head_of(colour: str, n: int = 1) -> str:
    """Returns a head id of that colour that is nobody's secret (the n-th such)."""
    return f"head-{colour}-{n:02d}"


def set_secret(state: Oct8State, seat: int, colour: str) -> None:
    """Gives the seat a secret head of that colour, swapping it with one from the head deck."""
    new = next(h for h in state.head_deck if CAT.colour_of[h] == colour)
    state.head_deck[state.head_deck.index(new)] = state.secrets[seat]
    state.secrets[seat] = new


def finish_turn(state: Oct8State) -> Oct8State:
    """Plays the seat's turn to its end with plain choices: confirm, draw, take, discard, ship, pass."""
    seat = turn_of(state)
    order = ["confirm", "end_turn", "draw", "take", "discard", "ship", "pass", "place", "attach", "swap_out"]
    while turn_of(state) == seat and RULES.to_act(state) is not None:
        options = {a.kind: a for a in legal(state)}
        state = RULES.apply(state, options[next(k for k in order if k in options)])
    return state


def free_head(state: Oct8State, colour: str, n: int = 1) -> str:
    """Returns the n-th head of that colour that is not a secret colour card."""
    found = [h for h in CAT.heads if h.split("-")[1] == colour and h not in state.secrets]
    return found[n - 1]
