"""The state of an Oct8 game (plain data only), the pending exchange, the step of the turn, zone ids
and octopus helpers.

An octopus is a list: its head card id first, then its arm cards in the order they were attached.
A state after an action shares every list the action did not change with the state before it
(`Oct8State.successor`): the rules never change a list of a state in place, they put a new one in its
place (the helpers at the end of this module).
What the last action made happen is in `events` (events.py), never in words.
Who must decide what now is the one prompt on `state.decisions` (tabletop/rules/decisions.py): its seat
is the player on turn, its kind the step of the turn, its data the octopus action under way (a
`Pending`, or None). Once the game is over no prompt is left.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from games.oct8.rules.events import Oct8Event
from tabletop.rules import decisions
from tabletop.rules.core import GameState
from tabletop.rules.decisions import Prompt

# The steps of a turn (the kinds of its prompt): placing the turn draw (when it fits several heads), the
# octopus action, more actions with baby octopuses, then the end of the turn: shipping and the hand
# limit. OVER is no prompt: the game is over.
PLACE, ACT, MORE, SHIP, DISCARD, OVER = "place", "act", "more", "ship", "discard", "over"

Octopus = list[str]
Move = tuple[str, str, int]  # (card, where it came from: 'hand' or a head id, its index there)


class Pending(NamedTuple):
    """An octopus action under way (immutable, so a state copy can share it).

    kind: 'draw' (① two draws), 'attach' (② hand cards onto a shared head), 'swap_hand' (③ one arm
    card of your octopus for hand cards), 'swap_octo' (④ one arm card for cards of another octopus).
    home: the octopus the cards go onto (② the shared head; ③ your octopus; ④ the first card's octopus).
    away: ④ the octopus the first card went to. out: the first card of a swap (③ it waits beside its
    octopus until the swap is confirmed; ④ it already sits on `away`). need/given: arms to make up and
    made up so far. moves: every card moved, to put each back exactly on Cancel. left: ① draws left.
    """

    kind: str
    home: str = ""
    away: str = ""
    out: str = ""
    need: int = 0
    given: int = 0
    moves: tuple[Move, ...] = ()
    left: int = 0


@dataclass
class Oct8State(GameState):
    """Everything about one game. Lists hold card ids; the last item of a pile is its top."""

    head_deck: list[str] = field(default_factory=list)  # face down
    arm_deck: list[str] = field(default_factory=list)  # face down
    discard: list[str] = field(default_factory=list)  # face up
    boxed: list[str] = field(default_factory=list)  # heads left in the box (the short game)
    shared: list[Octopus] = field(default_factory=list)  # the shared octopuses, face up, in place order
    gaps: list[int] = field(default_factory=list)  # places of shared heads taken, empty until the refill
    hands: list[list[str]] = field(default_factory=list)
    secrets: list[str | None] = field(default_factory=list)  # each seat's secret head card
    areas: list[list[Octopus]] = field(default_factory=list)  # octopuses each seat has taken
    shipped: list[list[Octopus]] = field(default_factory=list)  # out of play, scored at the end
    babies: list[int] = field(default_factory=list)  # unspent baby octopuses (actions) per seat
    chips: list[list[str]] = field(default_factory=list)  # chip ids showing them: two babies a chip
    supply: list[str] = field(default_factory=list)  # chips not in any area
    first: int = 0  # who started the game
    drawn: str | None = None  # the turn draw, waiting to be put on a head
    last_draw: tuple[str, str] = ("", "")  # this turn's draw and where it went: a head id or 'hand'
    ending: int = -1  # the seat whose turn emptied a deck (-1: no deck has run out)
    ended_by: str = ""  # '' | 'arms' | 'heads'
    turns: int = 1  # turns begun
    acted: int = 0  # octopus actions taken this turn (the first, then one per baby spent)
    made: int = 0  # octopuses completed in the game
    passes: int = 0  # turns where no octopus action was possible
    extra_actions: int = 0  # baby octopuses spent
    decisions: tuple[Prompt[Pending | None], ...] = ()  # the turn's one prompt; none once over
    events: tuple[Oct8Event, ...] = ()  # what the last action made happen (events.py)

    def successor(self) -> Oct8State:
        """Returns a copy sharing every field with this state, for the rules to apply an action to: they put
        a new list in place of any they change (never changing one in place), so the state before the
        action stays as it was. (`clone` is the independent copy, for whoever changes lists in place.)"""
        new = object.__new__(Oct8State)
        new.__dict__ = self.__dict__.copy()
        return new


# The step of the turn ----------------------------------------------------------------------------


def step_of(state: Oct8State) -> str:
    """Returns the step of the turn: the prompt's kind, OVER once no prompt is left."""
    prompt = decisions.top(state)
    return OVER if prompt is None else prompt.kind


def pending_of(state: Oct8State) -> Pending | None:
    """Returns the octopus action under way: the prompt's data (None if none, or once over)."""
    prompt = decisions.top(state)
    return None if prompt is None else prompt.data


def turn_of(state: Oct8State) -> int | None:
    """Returns the seat whose turn it is: the prompt's (None once the game is over)."""
    prompt = decisions.top(state)
    return None if prompt is None else prompt.seat


def step_to(state: Oct8State, step: str, pending: Pending | None = None) -> None:
    """Moves the turn on to `step` (ACT with `pending`: an octopus action under way); same seat."""
    decisions.replace_top(state, Prompt(turn_of(state), step, pending))


# Zone ids -----------------------------------------------------------------------------------


def oct_zone(head: str) -> str:
    """Returns the zone id of an octopus, named by its head: 'oct:head-red-01'."""
    return f"oct:{head}"


def shipped_zone(seat: int) -> str:
    """Returns the zone id of a seat's shipped pile: 'shipped:<seat>'."""
    return f"shipped:{seat}"


def zone_head(target: str | None) -> str:
    """Returns the head id of an octopus zone ('' for any other zone)."""
    return target[4:] if target and target.startswith("oct:") else ""


# Octopuses ----------------------------------------------------------------------------------


def find(state: Oct8State, head: str) -> tuple[Octopus | None, int]:
    """Returns the octopus with that head still in play and its owner (-1: shared; None if none)."""
    for octopus in state.shared:
        if octopus[0] == head:
            return octopus, -1
    for seat, area in enumerate(state.areas):
        for octopus in area:
            if octopus[0] == head:
                return octopus, seat
    return None, -1


def holder(state: Oct8State, card: str) -> Octopus | None:
    """Returns the octopus in play whose arms hold the card (None if none)."""
    for octopus in state.shared + [o for area in state.areas for o in area]:
        if card in octopus[1:]:
            return octopus
    return None


def shared_places(state: Oct8State) -> list[int]:
    """Returns the place in the middle (0, 1, 2...) of each shared octopus: the places not left empty."""
    count = len(state.shared) + len(state.gaps)
    return [place for place in range(count) if place not in state.gaps]


def owner_of(state: Oct8State, head: str) -> int:
    """Returns the seat whose area holds the octopus with this head (-1 if shared or none)."""
    return find(state, head)[1]


# Changing a state: a new list in place of the one changed (a list may be shared with earlier states) --------


def set_hand(state: Oct8State, seat: int, cards: list[str]) -> None:
    """Makes `cards` the seat's hand."""
    hands = state.hands.copy()
    hands[seat] = cards
    state.hands = hands


def set_area(state: Oct8State, seat: int, octopuses: list[Octopus]) -> None:
    """Makes `octopuses` the seat's area."""
    areas = state.areas.copy()
    areas[seat] = octopuses
    state.areas = areas


def set_octopus(state: Oct8State, octopus: Octopus) -> None:
    """Puts `octopus` in place of the octopus in play with the same head (shared or in an area)."""
    head = octopus[0]
    for index, old in enumerate(state.shared):
        if old[0] == head:
            state.shared = [*state.shared[:index], octopus, *state.shared[index + 1 :]]
            return
    for seat, area in enumerate(state.areas):
        for index, old in enumerate(area):
            if old[0] == head:
                set_area(state, seat, [*area[:index], octopus, *area[index + 1 :]])
                return
    raise ValueError(f"no octopus with the head {head} is in play")


def without(cards: list[str], card: str) -> list[str]:
    """Returns the cards without `card` (its first place)."""
    index = cards.index(card)
    return [*cards[:index], *cards[index + 1 :]]


def inserted(cards: list[str], index: int, card: str) -> list[str]:
    """Returns the cards with `card` put at `index`."""
    return [*cards[:index], card, *cards[index:]]
