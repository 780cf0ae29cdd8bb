"""Where pieces can go: an octopus's moves (paths of up to 3 steps, Squish's gaps, Speedy's slide), the
squares a thrown fish or a jet of ink can reach, and the squares an escape or a steal may use.

Everything here reads the board's geometry the catalog worked out once (neighbours, straight lines,
tanks near a square) and the pieces by square (`Board`), worked out once per question: a listing of
every legal action builds one Board for all the octopuses it asks about."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from games.sneaky_octopuses.rules.catalog import CLOCKWISE, NO_FISH, Catalog, Cell
from games.sneaky_octopuses.rules.state import SneakyState

Path = tuple[Cell, ...]  # the squares of a move, its start first
FAR = 99  # steps between two squares with no way between them


class Shot(NamedTuple):
    """Where a thrown fish or a jet of ink goes: the square it ends on, the squares it flew over (ending
    with that one), and what it meets there: 'land' (nothing), 'mate', 'hit' (an opponent, or any octopus
    for ink), 'keeper', 'safe' (an octopus in a corner, safe from ink) or 'miss' (ink meeting a wall)."""

    cell: Cell
    flown: Path
    meets: str


class Board(NamedTuple):
    """The pieces by square, and the fish by where they are, as one state has them."""

    octos: dict[Cell, str]  # octopus on each occupied square
    keepers: dict[Cell, str]  # keeper on each square with one
    ground: dict[Cell, list[str]]  # fish lying on each square
    held: dict[str, list[str]]  # fish each holder holds, in id order
    tanks: dict[str, tuple[str, ...]]  # fish in each fish tank (its letter)
    teams: dict[int, int]  # each seat's octopuses' squares, as bits (catalog.bits)
    everyone: int  # every octopus's square, as bits
    guards: int  # the keepers' squares, as bits
    lying: int  # the squares with fish on the ground, as bits
    pieces_lying: tuple[tuple[int, str], ...]  # each fish on the ground with its square's bit, as `ground`


def board(cat: Catalog, state: SneakyState) -> Board:
    """Returns the state's pieces by square and its fish by place.

    The last one worked out is kept with copies of the places it was worked out from, and given again
    while a state holds the same places: listing the actions, confirming one and applying it ask about
    the same position (an action applied works on a copy, its places unchanged until it moves a piece).
    The octopuses, the keepers and the fish are kept likewise each on their own: most actions move only
    one sort of piece. What is given is shared: never changed by its readers."""
    octopuses, fish, keepers = state.octopuses, state.fish, state.keepers
    last = cat.last_board
    if last is not None and last[0] == octopuses and last[1] == fish and last[2] == keepers:
        return last[3]
    found = _board(cat, octopuses, fish, keepers)
    cat.last_board = (octopuses.copy(), fish.copy(), keepers.copy(), found)
    return found


_new = tuple.__new__  # builds a NamedTuple from its fields' tuple without its __new__ written in Python


def _board(cat: Catalog, octopuses: dict, fishes: dict, guards: dict) -> Board:
    last = cat.last_octopuses
    if last is not None and last[0] == octopuses:
        octos, teams, everyone = last[1]
    else:
        octos, teams, everyone = found = _octopuses(cat, octopuses)
        cat.last_octopuses = (octopuses.copy(), found)
    last = cat.last_keepers
    if last is not None and last[0] == guards:
        keepers, guarded = last[1]
    else:
        keepers, guarded = found = _keepers(cat, guards)
        cat.last_keepers = (guards.copy(), found)
    last = cat.last_fish
    if last is not None and last[0] == fishes:  # the fish lie as last time (most actions move none)
        ground, held, tanks, lying, pieces_lying = last[1]
    else:
        ground, held, tanks, lying, pieces_lying = found = _fish(cat, fishes)
        cat.last_fish = (fishes.copy(), found)
    return _new(Board, (octos, keepers, ground, held, tanks, teams, everyone, guarded, lying, pieces_lying))


def _octopuses(cat: Catalog, octopuses: dict[str, Cell | None]) -> tuple[dict[Cell, str], dict, int]:
    """Returns the octopuses by square, each seat's octopuses' squares (bits) and all their squares."""
    octos: dict[Cell, str] = {}
    teams: dict[int, int] = {}
    everyone = 0
    bits, seat_of = cat.bits, cat.seat_of
    for octopus, cell in octopuses.items():
        if cell is not None:
            octos[cell] = octopus
            seat = seat_of[octopus]
            bit = bits[cell]
            teams[seat] = teams.get(seat, 0) | bit
            everyone |= bit
    return octos, teams, everyone


def _keepers(cat: Catalog, guards: dict) -> tuple[dict[Cell, str], int]:
    """Returns the keepers on the board by square and their squares (bits)."""
    keepers = {}
    found = 0
    bits = cat.bits
    for name, guard in guards.items():
        cell = guard[0]
        if cell is not None:
            keepers[cell] = name
            found |= bits[cell]
    return keepers, found


def _fish(cat: Catalog, fishes: dict[str, str]):
    """Returns the fish on the ground by square, held by holder (in id order) and in the tanks by tank, the
    squares with fish on the ground (bits) and each fish on the ground with its square's bit."""
    ground: dict[Cell, list[str]] = {}
    held: dict[str, list[str]] = {}
    tanks: dict[str, list[str]] = {}
    read = cat.place_read
    lying = 0
    for fish, place in fishes.items():
        kind, what = read[place]
        if kind == "c":  # 'cell:x,y': on the ground
            if what in ground:
                ground[what].append(fish)
            else:
                ground[what] = [fish]
        elif kind == "t":  # 'tank:x,y': its tank's letter
            if what in tanks:
                tanks[what].append(fish)
            else:
                tanks[what] = [fish]
        elif kind == "o":  # 'octo:<id>'
            if what in held:
                held[what].append(fish)
                held[what].sort()
            else:
                held[what] = [fish]
    bits = cat.bits
    pieces_lying = []
    for cell, fishes_there in ground.items():
        bit = bits[cell]
        lying |= bit
        pieces_lying += [(bit, fish) for fish in fishes_there]
    tanks = {tank: tuple(inside) for tank, inside in tanks.items()}
    return ground, held, tanks, lying, tuple(pieces_lying)


def pieces(state: SneakyState) -> tuple[dict[Cell, str], dict[Cell, str]]:
    """Returns the octopuses and the keepers on the board by square."""
    octos = {cell: o for o, cell in state.octopuses.items() if cell is not None}
    keepers = {k.cell: name for name, k in state.keepers.items() if k.cell is not None}
    return octos, keepers


def walks(cat: Catalog, state: SneakyState, octopus: str, fair: bool = True) -> Iterator[Path]:
    """Yields every path the octopus may move along this action: up to 3 steps through free squares and
    team-mates, past opponents, onto a keeper (where the move ends); then Speedy's slides. `fair=False`
    drops the rule for passing opponents (to tell a player when that rule is what forbids a move)."""
    octos, keepers = pieces(state)
    for path, _ in _walks(
        cat, octos, keepers, octopus, state.octopuses[octopus], bool(_held(state, octopus)), fair
    ):
        yield path


def _held(state: SneakyState, octopus: str) -> bool:
    where = f"octo:{octopus}"
    return any(place == where for place in state.fish.values())


def _walks(
    cat: Catalog,
    octos: dict[Cell, str],
    keepers: dict[Cell, str],
    octopus: str,
    start: Cell,
    holding: bool,
    fair: bool = True,
    to: Cell | None = None,
) -> Iterator[tuple[Path, int]]:
    """Yields the octopus's paths (see `walks`), each with its squares as bits (catalog.bits), in the
    order found: depth first, each square's neighbours clockwise from north, then Squish's gaps. `to`:
    only the paths ending there (the others are not followed where they cannot reach it in time)."""
    seat = cat.seat_of[octopus]
    kind = cat.kind_of[octopus]
    squish = kind == "squish"
    near = cat.squish_next_to if squish else cat.next_to
    around, bits, seat_of = cat.around, cat.bits, cat.seat_of
    limit = cat.content.move_steps
    start_near = around[start]
    far = cat.distances[squish].get(to, {}) if to is not None else None  # steps from each square to `to`

    def extend(path: Path, mask: int, passed: tuple[Cell, ...]) -> Iterator[tuple[Path, int]]:
        for nxt in near[path[-1]]:
            if nxt in path:
                continue
            longer = (*path, nxt)
            more = mask | bits[nxt]
            keeper = nxt in keepers
            if keeper or nxt not in octos:
                if (to is None or nxt == to) and (not fair or all(c in around[nxt] for c in passed)):
                    yield longer, more
                if keeper:
                    continue
            elif seat_of[octos[nxt]] != seat:  # an opponent: passed only between two squares next to it
                if fair and nxt not in start_near:
                    continue  # no path on from here passes it fairly
                if len(longer) <= limit and (far is None or far.get(nxt, FAR) <= limit - len(longer) + 1):
                    yield from extend(longer, more, (*passed, nxt))
                continue
            if len(longer) <= limit and (far is None or far.get(nxt, FAR) <= limit - len(longer) + 1):
                yield from extend(longer, more, passed)

    yield from extend((start,), bits[start], ())
    if kind == "speedy" and not holding:
        for ray in cat.rays[start]:
            path, mask = (start,), bits[start]
            for nxt in ray:
                if nxt in octos or nxt in keepers:
                    break
                path, mask = (*path, nxt), mask | bits[nxt]
            if len(path) > 1 and (to is None or path[-1] == to):
                yield path, mask


def _watching(
    cat: Catalog, octos, keepers, state: SneakyState, octopus: str, near: int = -1
) -> list[tuple[int, int]]:
    """Returns, for every keeper on the board that would hear this octopus, the squares it sees ahead and
    all the squares in its line of sight, as bits (none for Tako, who makes no noise). `near`: only the
    keepers with one of these squares (bits) in their lines of sight (the others would notice none)."""
    if cat.kind_of[octopus] == "tako":
        return []
    found = []
    bits, in_sight = cat.bits, cat.in_sight
    for guard in state.keepers.values():
        if guard.cell is None or not in_sight[guard.cell] & near:
            continue
        ahead = around = 0
        for direction, ray in zip(CLOCKWISE, cat.rays[guard.cell], strict=True):
            seen = 0
            for cell in ray:
                if cell in keepers:
                    break
                if cell in octos and octos[cell] != octopus:
                    break
                seen |= bits[cell]
            around |= seen
            if direction == guard.facing:
                ahead = seen
        found.append((ahead, around))
    return found


def _cost(watching: list[tuple[int, int]], mask: int, length: int) -> tuple[int, int, int]:
    """Returns how loud a way is (given as bits): the keepers that would notice it, those that would see it
    ahead, its length (the octopus takes the quietest way, then the shortest: our ruling)."""
    noticed = seen = 0
    for ahead, around in watching:
        if around & mask:
            noticed += 1
            if ahead & mask:
                seen += 1
    return noticed, seen, length


def move_options(cat: Catalog, state: SneakyState, octopus: str) -> dict[tuple[Cell, str], Path]:
    """Returns the octopus's moves: (destination, fish taken along or NO_FISH) -> the path used.

    An octopus holding fish takes one of them (the others stay behind); one holding none may pick up a
    fish lying on its way, or take none. Of several ways with the same result the octopus takes the
    quietest (fewest keepers noticing), then the shortest; of equals, the first found."""
    return _options(cat, state, board(cat, state), octopus)


def cheapest(
    cat: Catalog, where: Board, state: SneakyState, octopus: str, dest: Cell, choice: str, found
) -> Path:
    """Returns the way a move takes among its ways `found` (each with its squares as bits, in the order
    `_walks` finds them): the quietest (fewest keepers noticing, then seeing), then the shortest, then
    the first; as `move_options` weighs them, only when there are several."""
    if not found:
        raise ValueError(f"{octopus} has no way to {dest} taking {choice}")
    if len(found) == 1:
        return found[0][0]
    near = 0
    for _, mask in found:
        near |= mask
    watching = _watching(cat, where.octos, where.keepers, state, octopus, near)
    best, cost = None, None
    for path, mask in found:
        weighed = _cost(watching, mask, len(path)) if watching else (0, 0, len(path))
        if cost is None or weighed < cost:
            best, cost = path, weighed
    return best


def _options(cat: Catalog, state: SneakyState, where: Board, octopus: str) -> dict[tuple[Cell, str], Path]:
    found: dict[tuple[Cell, str], Path] = {}
    costs: dict[tuple[Cell, str], tuple[int, int, int]] = {}
    carrying = where.held.get(octopus, ())
    watching = _watching(cat, where.octos, where.keepers, state, octopus)
    ground = where.ground
    start = state.octopuses[octopus]
    for path, mask in _walks(cat, where.octos, where.keepers, octopus, start, bool(carrying)):
        if carrying:
            choices = carrying
        elif ground:
            choices = [NO_FISH, *(f for cell in path[1:] for f in ground.get(cell, ()))]
        else:
            choices = (NO_FISH,)
        cost = _cost(watching, mask, len(path)) if watching else (0, 0, len(path))
        dest = path[-1]
        for choice in choices:
            spot = (dest, choice)
            if spot not in costs or cost < costs[spot]:
                found[spot], costs[spot] = path, cost
    return found


def escapes(cat: Catalog, state: SneakyState, seat: int) -> list[Cell]:
    """Returns the squares touching the seat's home tank an octopus may escape to (no octopus there)."""
    taken = set(state.octopuses.values())
    return [c for c in cat.home_touching[state.homes[seat]] if c not in taken]


def reachable_tanks(cat: Catalog, cell: Cell) -> list[str]:
    """Returns the fish tanks (letters) with a square next to this square."""
    return list(cat.tanks_near[cell]) if cell in cat.tanks_near else []


def touches_home(cat: Catalog, state: SneakyState, seat: int, cell: Cell) -> bool:
    """Tells whether a square touches the seat's home tank."""
    return cell in cat.home_next[state.homes[seat]]


def throws(cat: Catalog, state: SneakyState, start: Cell, seat: int, chain: tuple[str, ...]) -> list[Shot]:
    """Returns where a fish thrown from `start` may go: any free square in a straight line, a team-mate
    (not one already in this chain of throws), or the first opponent or keeper in the way."""
    octos, keepers = pieces(state)
    return _throws(cat, octos, keepers, start, seat, chain)


def _throws(cat: Catalog, octos, keepers, start: Cell, seat: int, chain: tuple[str, ...]) -> list[Shot]:
    found = []
    seat_of = cat.seat_of
    for ray in cat.rays[start]:
        for i, cell in enumerate(ray):
            if cell in keepers:
                found.append(Shot(cell, ray[: i + 1], "keeper"))
                break
            if cell in octos:
                other = octos[cell]
                mate = seat_of[other] == seat
                if not (mate and other in chain):
                    found.append(Shot(cell, ray[: i + 1], "mate" if mate else "hit"))
                break
            found.append(Shot(cell, ray[: i + 1], "land"))
    return found


def throw_targets(cat: Catalog, octos, keepers, start: Cell, seat: int, chain: tuple[str, ...]) -> list[Cell]:
    """Returns the squares of `throws` only (where a fish may be thrown to), without the flights."""
    found = []
    seat_of = cat.seat_of
    for ray in cat.rays[start]:
        for cell in ray:
            if cell in keepers:
                found.append(cell)
                break
            if cell in octos:
                other = octos[cell]
                if not (seat_of[other] == seat and other in chain):
                    found.append(cell)
                break
            found.append(cell)
    return found


def jets(cat: Catalog, state: SneakyState, start: Cell) -> list[Shot]:
    """Returns Squirt's jets of ink, one per direction with a square to fly over (none from a corner): each
    ends at the first keeper or octopus (who is 'safe' in a corner) or, missing, at the last square."""
    if start in cat.corners:
        return []
    octos, keepers = pieces(state)
    return _jets(cat, octos, keepers, start)


def _jets(cat: Catalog, octos, keepers, start: Cell) -> list[Shot]:
    found = []
    for ray in cat.rays[start]:
        if not ray:
            continue
        meets, end = "miss", len(ray)
        for i, cell in enumerate(ray):
            if cell in keepers:
                meets, end = "keeper", i + 1
                break
            if cell in octos:
                meets, end = ("safe" if cell in cat.corners else "hit"), i + 1
                break
        found.append(Shot(ray[end - 1], ray[:end], meets))
    return found


def jet_targets(cat: Catalog, octos, keepers, start: Cell) -> list[Cell]:
    """Returns the squares of `jets` only (where Squirt's ink may end)."""
    if start in cat.corners:
        return []
    found = []
    for ray in cat.rays[start]:
        if not ray:
            continue
        end = ray[-1]
        for cell in ray:
            if cell in keepers or cell in octos:
                end = cell
                break
        found.append(end)
    return found
