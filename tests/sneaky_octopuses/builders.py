"""Builders of exact Sneaky Octopuses positions for the scenario tests, from rules built directly."""

from __future__ import annotations

from games.sneaky_octopuses.rules.game import SneakyRules
from games.sneaky_octopuses.rules.schema import Content, check
from games.sneaky_octopuses.rules.state import Keeper, SneakyState
from games.sneaky_octopuses.rules.tell import aftermath
from tabletop.components.loader import load_content
from tabletop.rules.core import Action

RULES = SneakyRules(load_content("sneaky_octopuses", Content, check))
CAT = RULES.catalog
NONE = "none"  # a move's choice when it takes no fish along


def cell(x: int, y: int) -> str:
    """Returns the zone of a square."""
    return f"cell:{x},{y}"


def octo(seat: int, kind: str) -> str:
    """Returns an octopus id: octo(0, 'speedy') -> 'octo-0-speedy'."""
    return f"octo-{seat}-{kind}"


def quiet(players: int = 2, seed: int = 1, **options: str) -> SneakyState:
    """Returns a new game where seat 0 starts and every keeper waits in its shower (none on the board)."""
    state = RULES.setup(players, {"first": "1", **options}, seed)
    for keeper, shower in zip(CAT.keepers, CAT.showers, strict=True):
        state.keepers[keeper] = Keeper(None, CAT.facing_board(shower), shower)
        state.posts[keeper] = None
    return state


def news(state: SneakyState) -> tuple[str, ...]:
    """Returns the log's sentences for what the last action made happen (its events, worded)."""
    return tuple(aftermath(CAT, state.events))


def put(state: SneakyState, octopus: str, x: int, y: int) -> None:
    """Puts an octopus on a square."""
    state.octopuses[octopus] = (x, y)


def keeper(state: SneakyState, name: str, x: int, y: int, facing: str) -> None:
    """Puts a keeper on a square, facing 'n', 'e', 's' or 'w' (as if it stood there when the turn began)."""
    state.keepers[name] = Keeper((x, y), facing)
    state.posts[name] = (x, y)


def give(state: SneakyState, octopus: str, *fish: str) -> None:
    """Lets an octopus hold these fish (taken from wherever they were)."""
    for one in fish:
        state.fish[one] = f"octo:{octopus}"


def drop(state: SneakyState, fish: str, x: int, y: int) -> None:
    """Lays a fish on the ground on a square."""
    state.fish[fish] = f"cell:{x},{y}"


def in_tank(state: SneakyState, tank: str) -> list[str]:
    """Returns the fish in a fish tank (by its letter)."""
    squares = {f"tank:{x},{y}" for x, y in CAT.tanks[tank]}
    return sorted(f for f, place in state.fish.items() if place in squares)


def act(state: SneakyState, kind: str, piece=None, target=None, choice=None, seat=None) -> SneakyState:
    """Applies an action of the seat to act (or `seat`); raises IllegalAction if it is not legal."""
    who = RULES.to_act(state) if seat is None else seat
    return RULES.apply(state, Action(kind, who, piece, target, choice))


def move(state: SneakyState, octopus: str, x: int, y: int, choice: str = NONE) -> SneakyState:
    """Moves an octopus to a square (taking `choice` along)."""
    return act(state, "move", octopus, cell(x, y), choice)


def targets(state: SneakyState, kind: str, piece: str) -> set[str]:
    """Returns the targets of the legal actions of a kind with a piece."""
    return {a.target for a in RULES.legal_actions(state) if a.kind == kind and a.piece == piece}


def roll(state: SneakyState, keeper_name: str, number: int) -> SneakyState:
    """Activates a keeper and lets the die show `number` (as chance would, from the random stream)."""
    state = act(state, "activate", target=f"keeper:{keeper_name.split('-')[1]}")
    return RULES.apply(state, Action("roll", -1, choice=str(number)))


def only_end_turn() -> SneakyState:
    """Returns seat 0's turn with nothing left to do but End turn: every keeper in its shower, three
    octopuses escaped onto the three squares by the home tank and the fourth (Tako) shut in behind them."""
    state = quiet()
    for octopus, x, y in (("speedy", 1, 1), ("squirt", 1, 2), ("squish", 2, 1)):
        state = act(state, "escape", octo(0, octopus), cell(x, y))
    return state
