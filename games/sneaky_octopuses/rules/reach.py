"""Where pieces can go: an octopus's moves (paths of up to 3 steps, Squish's gaps, Speedy's slide), the
squares a thrown fish or a jet of ink can reach, and the squares an escape or a steal may use."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from games.sneaky_octopuses.rules.catalog import CLOCKWISE, Catalog, Cell, step
from games.sneaky_octopuses.rules.keepers import sight
from games.sneaky_octopuses.rules.state import SneakyState, held, kind_of, owner, place_cell

Path = tuple[Cell, ...]  # the squares of a move, its start first
NO_FISH = "none"  # the choice of a move that takes no fish along


class Shot(NamedTuple):
    """Where a thrown fish or a jet of ink goes: the square it ends on, the squares it flew over (ending
    with that one), and what it meets there: 'land' (nothing), 'mate', 'hit' (an opponent, or any octopus
    for ink), 'keeper', 'safe' (an octopus in a corner, safe from ink) or 'miss' (ink meeting a wall)."""

    cell: Cell
    flown: Path
    meets: str


def pieces(state: SneakyState) -> tuple[dict[Cell, str], dict[Cell, str]]:
    """Returns the octopuses and the keepers on the board by square."""
    octos = {cell: o for o, cell in state.octopuses.items() if cell is not None}
    keepers = {k.cell: name for name, k in state.keepers.items() if k.cell is not None}
    return octos, keepers


def adjacent(a: Cell, b: Cell) -> bool:
    """Tells whether two squares touch orthogonally."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def _neighbours(cat: Catalog, cell: Cell, squish: bool) -> list[Cell]:
    found = [step(cell, d) for d in CLOCKWISE]
    if squish:
        found += cat.gaps.get(cell, [])
    return [c for c in found if c in cat.floor]


def walks(cat: Catalog, state: SneakyState, octopus: str, fair: bool = True) -> Iterator[Path]:
    """Yields every path the octopus may move along this action: up to 3 steps through free squares and
    team-mates, past opponents, onto a keeper (where the move ends); then Speedy's slides. `fair=False`
    drops the rule for passing opponents (to tell a player when that rule is what forbids a move)."""
    start = state.octopuses[octopus]
    octos, keepers = pieces(state)
    squish = kind_of(octopus) == "squish"
    limit = cat.content.move_steps

    def extend(path: Path) -> Iterator[Path]:
        for nxt in _neighbours(cat, path[-1], squish):
            if nxt in path:
                continue
            longer = (*path, nxt)
            if (nxt in keepers or nxt not in octos) and (not fair or _passes_fairly(octos, octopus, longer)):
                yield longer
            if nxt not in keepers and len(longer) <= limit:
                yield from extend(longer)

    yield from extend((start,))
    if kind_of(octopus) == "speedy" and not held(state, octopus):
        yield from slides(cat, octos, keepers, start)


def _passes_fairly(octos: dict[Cell, str], mover: str, path: Path) -> bool:
    """Tells whether every opponent passed on the way is next to both the start and the end."""
    seat = owner(mover)
    for cell in path[1:-1]:
        other = octos.get(cell)
        if other is not None and owner(other) != seat:
            if not (adjacent(path[0], cell) and adjacent(path[-1], cell)):
                return False
    return True


def slides(cat: Catalog, octos: dict[Cell, str], keepers: dict[Cell, str], start: Cell) -> Iterator[Path]:
    """Yields Speedy's slides: straight on in one direction as far as the squares are free."""
    for d in CLOCKWISE:
        path = (start,)
        while (nxt := step(path[-1], d)) in cat.floor and nxt not in octos and nxt not in keepers:
            path = (*path, nxt)
        if len(path) > 1:
            yield path


def watchers(cat: Catalog, state: SneakyState, octopus: str) -> list[tuple[frozenset, frozenset]]:
    """Returns, for every keeper on the board that would hear this octopus, the squares it sees ahead and
    all the squares in its line of sight (none for Tako, who makes no noise)."""
    if kind_of(octopus) == "tako":
        return []
    found = []
    for keeper, guard in state.keepers.items():
        if guard.cell is None:
            continue
        ahead = frozenset(sight(cat, state, keeper, guard.facing, {octopus}))
        around = {c for d in CLOCKWISE for c in sight(cat, state, keeper, d, {octopus})}
        found.append((ahead, frozenset(around)))
    return found


def route_cost(watching: list[tuple[frozenset, frozenset]], path: Path) -> tuple[int, int, int]:
    """Returns how loud a way is: the keepers that would notice it, those that would see it ahead, its
    length (the octopus takes the quietest way, then the shortest: our ruling)."""
    squares = set(path)
    return (
        sum(1 for _, around in watching if around & squares),
        sum(1 for ahead, _ in watching if ahead & squares),
        len(path),
    )


def move_options(cat: Catalog, state: SneakyState, octopus: str) -> dict[tuple[Cell, str], Path]:
    """Returns the octopus's moves: (destination, fish taken along or NO_FISH) -> the path used.

    An octopus holding fish takes one of them (the others stay behind); one holding none may pick up a
    fish lying on its way, or take none. Of several ways with the same result the octopus takes the
    quietest (fewest keepers noticing), then the shortest; of equals, the first found."""
    found: dict[tuple[Cell, str], Path] = {}
    costs: dict[tuple[Cell, str], tuple[int, int, int]] = {}
    carrying = held(state, octopus)
    watching = watchers(cat, state, octopus)
    on_ground = {}
    for fish, place in state.fish.items():
        if place.startswith("cell:"):
            on_ground.setdefault(place_cell(place), []).append(fish)
    for path in walks(cat, state, octopus):
        if carrying:
            choices = carrying
        else:
            choices = [NO_FISH, *sorted(f for cell in path[1:] for f in on_ground.get(cell, []))]
        cost = route_cost(watching, path)
        for choice in choices:
            spot = (path[-1], choice)
            if spot not in costs or cost < costs[spot]:
                found[spot], costs[spot] = path, cost
    return found


def escapes(cat: Catalog, state: SneakyState, seat: int) -> list[Cell]:
    """Returns the squares touching the seat's home tank an octopus may escape to (no octopus there)."""
    octos, _ = pieces(state)
    return [c for c in cat.touching(cat.home_cells[state.homes[seat]]) if c not in octos]


def reachable_tanks(cat: Catalog, cell: Cell) -> list[str]:
    """Returns the fish tanks (letters) with a square next to this square."""
    return sorted({t for c in (step(cell, d) for d in CLOCKWISE) if (t := cat.tank_of(c)) is not None})


def touches_home(cat: Catalog, state: SneakyState, seat: int, cell: Cell) -> bool:
    """Tells whether a square touches the seat's home tank."""
    return any(adjacent(cell, c) for c in cat.home_cells[state.homes[seat]])


def throws(cat: Catalog, state: SneakyState, start: Cell, seat: int, chain: tuple[str, ...]) -> list[Shot]:
    """Returns where a fish thrown from `start` may go: any free square in a straight line, a team-mate
    (not one already in this chain of throws), or the first opponent or keeper in the way."""
    octos, keepers = pieces(state)
    found = []
    for d in CLOCKWISE:
        cell, flown = start, ()
        while (cell := step(cell, d)) in cat.floor:
            flown = (*flown, cell)
            if cell in keepers:
                found.append(Shot(cell, flown, "keeper"))
                break
            if cell in octos:
                mate = owner(octos[cell]) == seat
                if not (mate and octos[cell] in chain):
                    found.append(Shot(cell, flown, "mate" if mate else "hit"))
                break
            found.append(Shot(cell, flown, "land"))
    return found


def jets(cat: Catalog, state: SneakyState, start: Cell) -> list[Shot]:
    """Returns Squirt's jets of ink, one per direction with a square to fly over (none from a corner): each
    ends at the first keeper or octopus (who is 'safe' in a corner) or, missing, at the last square."""
    if start in cat.corners:
        return []
    octos, keepers = pieces(state)
    found = []
    for d in CLOCKWISE:
        cell, flown, meets = start, (), "miss"
        while (nxt := step(cell, d)) in cat.floor:
            cell, flown = nxt, (*flown, nxt)
            if cell in keepers:
                meets = "keeper"
                break
            if cell in octos:
                meets = "safe" if cell in cat.corners else "hit"
                break
        if flown:
            found.append(Shot(cell, flown, meets))
    return found
