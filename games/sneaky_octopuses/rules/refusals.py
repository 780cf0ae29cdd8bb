"""A player's sentence for every refused action or drop: why that piece may not go there now."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import Catalog, Cell, zone_cell
from games.sneaky_octopuses.rules.names import keeper_name, kind_name
from games.sneaky_octopuses.rules.reach import pieces, reachable_tanks, touches_home, walks
from games.sneaky_octopuses.rules.state import (
    ACT,
    RELAY,
    SHOWER,
    SneakyState,
    kind_of,
    owner,
    place_cell,
    turn_data,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action

DROP = "drop"  # a piece dragged somewhere, asked about by piece and place only


def square_of(state: SneakyState, target: str) -> str:
    """Returns the square zone under a keeper's zone 'keeper:<n>' (the table lays it over the square);
    any other target as it is."""
    if not target.startswith("keeper:"):
        return target
    guard = state.keepers.get(f"keeper-{target[7:]}")
    return f"cell:{guard.cell[0]},{guard.cell[1]}" if guard is not None and guard.cell is not None else target


def why_not(cat: Catalog, state: SneakyState, action: Action) -> str:
    """Returns why the seat to act may not take `action` now (a drop asks by piece and place)."""
    prompt = decisions.top(state)
    if prompt.kind == RELAY:
        return f"First {kind_name(prompt.data.catcher)} throws the fish on at once, or keeps it."
    if prompt.kind == SHOWER:
        if action.piece == prompt.data.keeper and (action.target or "").startswith("shower:"):
            return "A keeper already waits in that shower: choose a free one."
        return f"First choose a shower for {keeper_name(prompt.data.keeper)}: drag it onto a free shower."
    if prompt.kind != ACT:
        return "Wait for the die."
    return _turn_refusal(cat, state, action)


def _turn_refusal(cat: Catalog, state: SneakyState, action: Action) -> str:
    piece = action.piece or ""
    if action.kind == "activate":
        return "That keeper is in a shower; activate one on the board." if action.target else ""
    if action.kind == "end_turn":
        return "Activate a keeper to end your turn: click one, then the die decides its walk."
    if piece.startswith("keeper-"):
        return "Keepers are not yours to move: click one to activate it, and the die moves it."
    if piece.startswith("fish-"):
        return _fish_refusal(cat, state, action)
    if piece.startswith("octo-"):
        return _octopus_refusal(cat, state, action)
    return ""


def _octopus_refusal(cat: Catalog, state: SneakyState, action: Action) -> str:
    octopus = action.piece
    if octopus not in state.octopuses:
        return ""
    if owner(octopus) != action.seat:
        return "That octopus is not yours."
    if octopus in turn_data(state).used:
        return f"{kind_name(octopus)} has already acted this turn: each octopus acts once a turn."
    start, dest = state.octopuses[octopus], zone_cell(action.target)
    if start is None:
        return "An octopus escapes from its tank only to a free square touching the tank."
    if dest is None:
        return "Drag the octopus onto a square of the board."
    if dest not in cat.floor:
        return "Octopuses move only on the floor: not into tanks, walls or showers."
    if dest == start:
        return f"{kind_name(octopus)} stands there already: drop it on a lit square."
    octos, _ = pieces(state)
    ink = _ink_refusal(cat, state, action, start, dest, octos)
    if ink:
        return ink
    if dest in octos:
        return "Another octopus stands there."
    return _distance_refusal(cat, state, octopus, start, dest)


def _ink_refusal(cat: Catalog, state: SneakyState, action: Action, start: Cell, dest: Cell, octos) -> str:
    """Returns why ink may not fly there, for an ink action or Squirt dropped along her row or column;
    '' when ink is not what the player asked for."""
    squirt = kind_of(action.piece) == "squirt"
    if action.kind == "ink" and not squirt:
        return "Only Squirt shoots ink."
    if not squirt or action.kind not in ("ink", DROP):
        return ""
    asked = action.kind == "ink"
    if dest[0] != start[0] and dest[1] != start[1]:
        return "Ink flies only in a straight line, along a row or a column." if asked else ""
    far = abs(start[0] - dest[0]) + abs(start[1] - dest[1]) > cat.content.move_steps
    if start in cat.corners:
        return "Squirt may not shoot ink from a corner square." if asked or far or dest in octos else ""
    if asked or dest in octos:
        return "Ink stops at the first octopus or keeper in its way, or at a tank or wall."
    return ""


def _distance_refusal(cat, state: SneakyState, octopus: str, start: Cell, dest: Cell) -> str:
    squares = abs(start[0] - dest[0]) + abs(start[1] - dest[1])
    if squares > cat.content.move_steps:
        if kind_of(octopus) == "speedy":
            return "Speedy slides further only in a straight line to the first obstacle, holding no fish."
        return f"An octopus moves at most {cat.content.move_steps} squares."
    if any(path[-1] == dest for path in walks(cat, state, octopus, fair=False)):
        return "An opponent stands between; you must start and end next to it."
    return "No free way of up to 3 squares leads there: tanks, walls or opponents are in the way."


def _fish_refusal(cat: Catalog, state: SneakyState, action: Action) -> str:
    fish = action.piece
    place = state.fish.get(fish, "")
    if place.startswith("scored:"):
        return "That fish is in a home tank already."
    if place.startswith("cell:"):
        return "A fish on the ground is picked up by moving an octopus over it."
    if place.startswith("tank:"):
        return _steal_refusal(cat, state, action, place_cell(place))
    if place.startswith("octo:"):
        return _throw_refusal(cat, state, action, place[5:])
    return ""


def _steal_refusal(cat: Catalog, state: SneakyState, action: Action, square: Cell) -> str:
    cell = zone_cell(action.target)
    octos, _ = pieces(state)
    stealer = octos.get(cell) if cell else None
    if stealer is None or owner(stealer) != action.seat:
        return "Drag the fish onto one of your octopuses next to its fish tank."
    if cat.tank_of(square) not in reachable_tanks(cat, cell):
        return f"{kind_name(stealer)} is not next to that fish tank."
    return f"{kind_name(stealer)} has already acted this turn: each octopus acts once a turn."


def _throw_refusal(cat: Catalog, state: SneakyState, action: Action, thrower: str) -> str:
    if owner(thrower) != action.seat:
        return "That fish is held by an opponent's octopus."
    if thrower in turn_data(state).used:
        return f"{kind_name(thrower)} has already acted this turn: each octopus acts once a turn."
    start = state.octopuses[thrower]
    target = action.target or ""
    if target.startswith("home:"):
        if target != f"home:{action.seat}":
            return "Fish go only into your own home tank."
        if not touches_home(cat, state, action.seat, start):
            return "Throw a fish into your home tank only from a square touching it."
        return ""
    dest = zone_cell(target)
    if dest is None:
        return "Throw the fish onto a square in a straight line, or into your home tank."
    if dest == start:
        return "The fish is there already: drop it on a lit square along the row or the column."
    if dest[0] != start[0] and dest[1] != start[1]:
        return "A fish flies only in a straight line, along a row or a column."
    return "Something is in the way: a fish stops at a tank, a wall, the first octopus or keeper."
