"""The state of a Sneaky Octopuses game (plain data only), the prompts of a turn and small helpers.

Where things are: `octopuses` maps every octopus id to its square, or None while it is in its home
tank; `fish` maps every fish id to its place ('tank:x,y' in a fish tank, 'cell:x,y' on the ground,
'octo:<id>' held by an octopus, 'scored:<seat>' in a home tank); `keepers` maps every keeper id to a
`Keeper` (its square, facing, and the shower it waits in while off the board).
Who must decide what now is the top prompt on `state.decisions`: the turn (ACT), chance
rolling the die (ROLL), a team-mate keeping or throwing on a fish just caught (RELAY), a player sending
a keeper to a shower (SHOWER); each prompt's data is a `Step`. END is the mark under the roll that
ends the turn once it is on top. What the last action made happen is in `events` (events.py), never in
words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from games.sneaky_octopuses.rules.catalog import Cell
from games.sneaky_octopuses.rules.events import SneakyEvent, Walked
from tabletop.rules.core import GameState
from tabletop.rules.decisions import Prompt

ACT, ROLL, RELAY, SHOWER, END = "act", "roll", "relay", "shower", "end"


class Keeper(NamedTuple):
    """A keeper: its square (None while in a shower or on the way to one), facing ('n', 'e', 's', 'w'),
    and the shower it waits in ('' while on the board or until its shower is chosen)."""

    cell: Cell | None
    facing: str
    shower: str = ""


class Step(NamedTuple):
    """A prompt's data: the turn's octopuses that have used their action (ACT); the fish a team-mate just
    caught, who caught it and the chain of throwers so far (RELAY); the keeper to roll for or to send to a
    shower (ROLL, SHOWER)."""

    used: tuple[str, ...] = ()
    fish: str = ""
    catcher: str = ""
    chain: tuple[str, ...] = ()
    keeper: str = ""


@dataclass
class SneakyState(GameState):
    """Everything about one game."""

    homes: list[int] = field(default_factory=list)  # each seat's home tank (1..4 on the board)
    octopuses: dict[str, Cell | None] = field(default_factory=dict)
    fish: dict[str, str] = field(default_factory=dict)
    keepers: dict[str, Keeper] = field(default_factory=dict)
    posts: dict[str, Cell | None] = field(default_factory=dict)  # each keeper's square when the turn began
    turn_seat: int = 0  # whose turn it is
    first: int = 0  # who started the game
    turns: int = 1  # turns begun
    winner: int = -1  # the seat that reached the target (-1: none yet)
    over: bool = False
    last_walk: Walked | None = None  # the last die walk: the die shows its roll until the next one, and the
    # table its steps while the keeper stands where it ended
    catches: int = 0  # octopuses caught by keepers in the game (counted from the events: scoring.count)
    hits: int = 0  # octopuses and keepers hit by fish or ink in the game (likewise)
    decisions: tuple[Prompt[Step | None], ...] = ()
    events: tuple[SneakyEvent, ...] = ()

    def clone(self) -> SneakyState:
        """Returns an independent copy: the engine's generic copy (tabletop/rules/copying.py) written out for
        these fields, as every step of a game and of the computer players' search makes one. The
        immutable fields are shared; COPIED names the others (a test holds it to the generic copy's)."""
        new = object.__new__(SneakyState)
        fields = self.__dict__.copy()
        fields["options"] = self.options.copy()
        fields["homes"] = self.homes.copy()
        fields["octopuses"] = self.octopuses.copy()
        fields["fish"] = self.fish.copy()
        fields["keepers"] = self.keepers.copy()
        fields["posts"] = self.posts.copy()
        new.__dict__ = fields
        return new


#: The fields `SneakyState.clone` copies (the rest are immutable and shared).
COPIED = frozenset({"options", "homes", "octopuses", "fish", "keepers", "posts"})


def last_roll(state: SneakyState) -> int:
    """Returns what the die shows: its last roll (0 before the first)."""
    return state.last_walk.roll if state.last_walk is not None else 0


def owner(octopus: str) -> int:
    """Returns the seat of an octopus id 'octo-<seat>-<kind>'."""
    return int(octopus.split("-")[1])


def kind_of(octopus: str) -> str:
    """Returns the specialist of an octopus id: 'speedy', 'tako', 'squish' or 'squirt'."""
    return octopus.split("-")[2]


def place_cell(place: str) -> Cell | None:
    """Returns the square of a 'cell:x,y' or 'tank:x,y' place (None for others)."""
    if place.startswith(("cell:", "tank:")):
        x, y = place[5:].split(",")
        return int(x), int(y)
    return None


def held(state: SneakyState, octopus: str) -> list[str]:
    """Returns the fish an octopus holds, in id order."""
    where = f"octo:{octopus}"
    return sorted(f for f, place in state.fish.items() if place == where)


def ground(state: SneakyState, cell: Cell) -> list[str]:
    """Returns the fish lying on the ground on a square, in id order."""
    where = f"cell:{cell[0]},{cell[1]}"
    return sorted(f for f, place in state.fish.items() if place == where)


def octopus_at(state: SneakyState, cell: Cell) -> str | None:
    """Returns the octopus on a square, or None."""
    for octopus, at in state.octopuses.items():
        if at == cell:
            return octopus
    return None


def keeper_at(state: SneakyState, cell: Cell) -> str | None:
    """Returns the keeper on a square, or None."""
    for name, keeper in state.keepers.items():
        if keeper.cell == cell:
            return name
    return None


def scored(state: SneakyState, seat: int) -> list[str]:
    """Returns the fish in a seat's home tank."""
    where = f"scored:{seat}"
    return [f for f, place in state.fish.items() if place == where]


def turn_data(state: SneakyState) -> Step:
    """Returns the turn under way (its prompt's data, found under any prompts above it)."""
    for prompt in reversed(state.decisions):
        if prompt.kind == ACT:
            return prompt.data
    return Step()


def set_turn(state: SneakyState, turn: Step) -> None:
    """Replaces the turn prompt's data (the turn's prompt stays where it is on the stack)."""
    state.decisions = tuple([Prompt(p.seat, p.kind, turn) if p.kind == ACT else p for p in state.decisions])


def cell_place(cell: Cell) -> str:
    """Returns the place of a fish on the ground on this square: 'cell:x,y'."""
    return f"cell:{cell[0]},{cell[1]}"
