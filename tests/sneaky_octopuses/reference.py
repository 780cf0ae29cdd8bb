"""The legal actions and the moves' ways as the rules listed them before they were made fast (issue 30),
written plainly square by square: the oracle the fast rules are checked against (test_fast_rules.py).
It reads the state only, never the catalog's precomputed geometry."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import CLOCKWISE, Catalog, Cell, cell_zone, step
from games.sneaky_octopuses.rules.state import ACT, RELAY, ROLL, SHOWER, held, kind_of, owner, place_cell
from tabletop.rules.core import Action
from tabletop.rules.decisions import CHANCE, END_TURN

NO_FISH = "none"


def pieces(state):
    octos = {cell: o for o, cell in state.octopuses.items() if cell is not None}
    keepers = {k.cell: name for name, k in state.keepers.items() if k.cell is not None}
    return octos, keepers


def adjacent(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def walks(cat: Catalog, state, octopus: str):
    start = state.octopuses[octopus]
    octos, keepers = pieces(state)
    squish = kind_of(octopus) == "squish"

    def neighbours(cell):
        found = [step(cell, d) for d in CLOCKWISE] + (cat.gaps.get(cell, []) if squish else [])
        return [c for c in found if c in cat.floor]

    def fair(path):
        for cell in path[1:-1]:
            other = octos.get(cell)
            if other is not None and owner(other) != owner(octopus):
                if not (adjacent(path[0], cell) and adjacent(path[-1], cell)):
                    return False
        return True

    def extend(path):
        for nxt in neighbours(path[-1]):
            if nxt in path:
                continue
            longer = (*path, nxt)
            if (nxt in keepers or nxt not in octos) and fair(longer):
                yield longer
            if nxt not in keepers and len(longer) <= cat.content.move_steps:
                yield from extend(longer)

    yield from extend((start,))
    if kind_of(octopus) == "speedy" and not held(state, octopus):
        for d in CLOCKWISE:
            path = (start,)
            while (nxt := step(path[-1], d)) in cat.floor and nxt not in octos and nxt not in keepers:
                path = (*path, nxt)
            if len(path) > 1:
                yield path


def sight(cat: Catalog, state, keeper: str, direction: str, involved: set[str]) -> list[Cell]:
    octos = {at: o for o, at in state.octopuses.items() if at is not None}
    keepers = {k.cell for name, k in state.keepers.items() if name != keeper}
    seen, cell = [], state.keepers[keeper].cell
    while (cell := step(cell, direction)) in cat.floor and cell not in keepers:
        if cell in octos and octos[cell] not in involved:
            break
        seen.append(cell)
    return seen


def move_options(cat: Catalog, state, octopus: str) -> dict:
    """(destination, choice) -> the way taken: the quietest, then the shortest, then the first found."""
    watching = []
    if kind_of(octopus) != "tako":
        for keeper, guard in state.keepers.items():
            if guard.cell is not None:
                ahead = set(sight(cat, state, keeper, guard.facing, {octopus}))
                around = {c for d in CLOCKWISE for c in sight(cat, state, keeper, d, {octopus})}
                watching.append((ahead, around))
    carrying = held(state, octopus)
    on_ground = {}
    for fish, place in state.fish.items():
        if place.startswith("cell:"):
            on_ground.setdefault(place_cell(place), []).append(fish)
    found, costs = {}, {}
    for path in walks(cat, state, octopus):
        squares = set(path)
        cost = (
            sum(1 for _, around in watching if around & squares),
            sum(1 for ahead, _ in watching if ahead & squares),
            len(path),
        )
        choices = carrying or [NO_FISH, *(f for c in path[1:] for f in on_ground.get(c, []))]
        for choice in choices:
            if (path[-1], choice) not in costs or cost < costs[(path[-1], choice)]:
                found[(path[-1], choice)], costs[(path[-1], choice)] = path, cost
    return found


def throw_targets(cat: Catalog, state, start: Cell, seat: int, chain) -> list[Cell]:
    octos, keepers = pieces(state)
    found = []
    for d in CLOCKWISE:
        cell = start
        while (cell := step(cell, d)) in cat.floor:
            if cell in keepers:
                found.append(cell)
                break
            if cell in octos:
                if not (owner(octos[cell]) == seat and octos[cell] in chain):
                    found.append(cell)
                break
            found.append(cell)
    return found


def jet_targets(cat: Catalog, state, start: Cell) -> list[Cell]:
    if start in cat.corners:
        return []
    octos, keepers = pieces(state)
    found = []
    for d in CLOCKWISE:
        cell, flown = start, 0
        while (nxt := step(cell, d)) in cat.floor:
            cell, flown = nxt, flown + 1
            if cell in keepers or cell in octos:
                break
        if flown:
            found.append(cell)
    return found


def throws(cat, state, seat: int, thrower: str, chain, fish) -> list[Action]:
    cell = state.octopuses[thrower]
    targets = [cell_zone(c) for c in throw_targets(cat, state, cell, seat, (*chain, thrower))]
    if any(adjacent(cell, c) for c in cat.home_cells[state.homes[seat]]):
        targets.append(f"home:{seat}")
    return [Action("throw", seat, f, t) for f in fish for t in targets]


def octopus_actions(cat: Catalog, state, seat: int, octopus: str) -> list[Action]:
    cell = state.octopuses[octopus]
    if cell is None:
        octos, _ = pieces(state)
        home = cat.touching(cat.home_cells[state.homes[seat]])
        return [Action("escape", seat, octopus, cell_zone(c)) for c in home if c not in octos]
    tanks = {cat.tank_of(step(cell, d)) for d in CLOCKWISE} - {None}
    found = [
        Action("steal", seat, fish, cell_zone(cell))
        for fish, place in state.fish.items()
        if place.startswith("tank:") and cat.tank_of(place_cell(place)) in tanks
    ]
    found += [Action("move", seat, octopus, cell_zone(d), c) for d, c in move_options(cat, state, octopus)]
    found += throws(cat, state, seat, octopus, (), held(state, octopus))
    if kind_of(octopus) == "squirt":
        found += [Action("ink", seat, octopus, cell_zone(c)) for c in jet_targets(cat, state, cell)]
    return found


def legal(cat: Catalog, state) -> list[Action]:
    """Returns the legal actions of the decision on top, sorted."""
    if not state.decisions or state.over:
        return []
    prompt = state.decisions[-1]
    found = []
    if prompt.kind == ACT:
        for octopus in cat.octopuses(prompt.seat):
            if octopus not in prompt.data.used:
                found += octopus_actions(cat, state, prompt.seat, octopus)
        keepers = [k for k in cat.keepers if state.keepers[k].cell is not None]
        found += [Action("activate", prompt.seat, target=f"keeper:{k.split('-')[1]}") for k in keepers]
        if not keepers:
            found.append(Action(END_TURN, prompt.seat))
    elif prompt.kind == RELAY:
        data = prompt.data
        found = [
            *throws(cat, state, prompt.seat, data.catcher, data.chain, [data.fish]),
            Action("keep", prompt.seat),
        ]
    elif prompt.kind == ROLL:
        found = [Action("roll", CHANCE, choice=str(n)) for n in sorted(cat.rolls)]
    elif prompt.kind == SHOWER:
        taken = {k.shower for k in state.keepers.values()}
        free = [s for s in cat.showers if s not in taken]
        found = [Action("shower", prompt.seat, prompt.data.keeper, f"shower:{s}") for s in free]
    return sorted(found)


def worth(cat: Catalog, state, seat: int) -> float:
    """The computer players' worth of a seat as bot.py worked it out before it was made fast (issue 30):
    its points, then each of its octopuses out (and one empty-handed by a stocked fish tank), then each
    fish it holds, nearer home and with no keeper beside it worth more."""
    from collections import Counter

    from games.sneaky_octopuses.rules import bot
    from games.sneaky_octopuses.rules.scoring import points_of, target

    mine = [f for f, place in state.fish.items() if place == f"scored:{seat}"]
    total = float(points_of(Counter(cat.colour_of(f) for f in mine)))
    near = cat.home_distance(state.homes[seat])
    keepers = {k.cell for k in state.keepers.values() if k.cell is not None}
    holders = {place[5:] for place in state.fish.values() if place.startswith("octo:")}
    stocked = {cat.tank_of(place_cell(p)) for p in state.fish.values() if p.startswith("tank:")}
    for octopus in cat.octopuses(seat):
        cell = state.octopuses[octopus]
        if cell is None:
            continue
        total += bot.OUT
        tanks = {cat.tank_of(step(cell, d)) for d in CLOCKWISE} - {None}
        if octopus not in holders and stocked & tanks:
            total += bot.AT_TANK
    for fish, place in state.fish.items():
        if place.startswith("octo:") and owner(place[5:]) == seat:
            cell = state.octopuses[place[5:]]
            share = max(bot.CARRY - bot.FAR * near.get(cell, 9), 0.1)
            if any(step(cell, d) in keepers for d in CLOCKWISE):
                share *= 1 - bot.DANGER
            same = sum(cat.colour_of(f) == cat.colour_of(fish) for f in mine)
            share *= 1 + same
            total += share
    return min(total, target(state) + 1.0)
