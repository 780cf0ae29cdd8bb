"""The legal actions of the decision on top: a turn's octopus actions and keeper, a relay, the die, a
shower. Every action with a piece names its target as a zone: 'cell:x,y', 'home:<seat>', 'shower:<id>';
a keeper is activated by a click on 'keeper:<n>'."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import Catalog, cell_zone
from games.sneaky_octopuses.rules.keepers import free_showers
from games.sneaky_octopuses.rules.reach import (
    escapes,
    jets,
    move_options,
    reachable_tanks,
    throws,
    touches_home,
)
from games.sneaky_octopuses.rules.state import (
    ACT,
    RELAY,
    ROLL,
    SHOWER,
    SneakyState,
    held,
    kind_of,
    place_cell,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CHANCE, END_TURN


def legal(cat: Catalog, state: SneakyState) -> list[Action]:
    """Returns the actions of the decision on top (unsorted)."""
    prompt = decisions.top(state)
    if prompt.kind == ACT:
        return turn_actions(cat, state, prompt.seat)
    if prompt.kind == RELAY:
        data = prompt.data
        return [
            *throw_actions(cat, state, prompt.seat, data.catcher, data.chain, [data.fish]),
            Action("keep", prompt.seat),
        ]
    if prompt.kind == ROLL:
        return [Action("roll", CHANCE, choice=str(n)) for n in sorted(cat.rolls)]
    if prompt.kind == SHOWER:
        keeper = prompt.data.keeper
        return [Action("shower", prompt.seat, keeper, f"shower:{s}") for s in free_showers(cat, state)]
    return []


def turn_actions(cat: Catalog, state: SneakyState, seat: int) -> list[Action]:
    """Returns a turn's actions: one per octopus that has not acted, and activating a keeper (which ends
    the turn; with no keeper on the board, End turn instead)."""
    found = []
    used = decisions.top(state).data.used
    for octopus in cat.octopuses(seat):
        if octopus not in used:
            found += octopus_actions(cat, state, seat, octopus)
    keepers = [k for k in cat.keepers if state.keepers[k].cell is not None]
    found += [Action("activate", seat, target=f"keeper:{k.split('-')[1]}") for k in keepers]
    return found if keepers else [*found, Action(END_TURN, seat)]


def octopus_actions(cat: Catalog, state: SneakyState, seat: int, octopus: str) -> list[Action]:
    """Returns one octopus's possible actions: escape from home, or steal, move, throw, shoot ink."""
    cell = state.octopuses[octopus]
    if cell is None:
        return [Action("escape", seat, octopus, cell_zone(c)) for c in escapes(cat, state, seat)]
    found = steal_actions(cat, state, seat, cell)
    found += [
        Action("move", seat, octopus, cell_zone(dest), choice)
        for dest, choice in move_options(cat, state, octopus)
    ]
    found += throw_actions(cat, state, seat, octopus, (), held(state, octopus))
    if kind_of(octopus) == "squirt":
        found += [Action("ink", seat, octopus, cell_zone(shot.cell)) for shot in jets(cat, state, cell)]
    return found


def steal_actions(cat: Catalog, state: SneakyState, seat: int, cell) -> list[Action]:
    """Returns the fish an octopus on `cell` may steal: any fish in a fish tank next to it."""
    tanks = set(reachable_tanks(cat, cell))
    return [
        Action("steal", seat, fish, cell_zone(cell))
        for fish, place in state.fish.items()
        if place.startswith("tank:") and cat.tank_of(place_cell(place)) in tanks
    ]


def throw_actions(cat, state: SneakyState, seat: int, thrower: str, chain, fish: list[str]) -> list[Action]:
    """Returns the throws of these fish by `thrower`: along its lines, into its home tank if next to it."""
    cell = state.octopuses[thrower]
    targets = [cell_zone(shot.cell) for shot in throws(cat, state, cell, seat, (*chain, thrower))]
    if touches_home(cat, state, seat, cell):
        targets.append(f"home:{seat}")
    return [Action("throw", seat, f, t) for f in fish for t in targets]
