"""An octopus's moves as the legal list needs them: where it may end and which fish it may take along,
without weighing which way it goes (reach.move_options weighs the ways of the one move applied).

What an octopus may reach depends only on its square, its kind, the fish it holds and the pieces near it
(within its 3 steps, and along its slides for Speedy): the answer is kept in the catalog under exactly
that (`Catalog.ways`), so the octopuses that did not move since the last listing are answered at once,
their move actions built once."""

from __future__ import annotations

from typing import NamedTuple

from games.sneaky_octopuses.rules.catalog import Catalog, Cell
from games.sneaky_octopuses.rules.reach import NO_FISH, Board, Path, board, cheapest
from games.sneaky_octopuses.rules.state import SneakyState
from tabletop.rules.core import Action

KEPT = 20_000  # answers kept before the store starts afresh (about 1.3 kB each)


class Ways(NamedTuple):
    """An octopus's moves: for each destination zone, the squares of every way there but its start (bits:
    a fish lying on one may be picked up on the way); and the move actions taking the fish it holds along
    (or none, for an empty-handed octopus)."""

    via: dict[str, int]
    actions: list[Action]
    reach: int  # every square of every way (bits)
    picking: dict[tuple[tuple[int, str], ...], list[Action]]  # the actions with fish lying in reach
    routes: dict[tuple[Cell, Cell | None], list[tuple[Path, int]]]  # (end, fish's square) -> its ways


def ways(cat: Catalog, where: Board, seat: int, octopus: str, start: Cell) -> Ways:
    """Returns the octopus's moves from `start` with the pieces of `where`."""
    held = where.held.get(octopus)
    if held is None:
        region, held = cat.free_regions[octopus][start], ()
    else:
        region, held = cat.full_regions[octopus][start], tuple(held)
    key = (octopus, start, held, where.teams[seat] & region, where.everyone & region, where.guards & region)
    found = cat.ways.get(key)
    if found is None:
        if len(cat.ways) >= KEPT:
            cat.ways.clear()
        via = _via(cat, where, seat, octopus, start, bool(held))  # in the order of a sorted legal list
        if len(held) == 1:
            actions = _taking(cat, seat, octopus, held[0], via)
        elif held:  # the fish held are in id order
            each = [_taking(cat, seat, octopus, fish, via) for fish in held]
            actions = [a for moves in zip(*each, strict=True) for a in moves]
        else:
            plain = cat.plain_moves[octopus]
            actions = [plain[zone] for zone in via]
        found = cat.ways[key] = _new(Ways, (via, actions, _union(via.values()), {}, {}))
    return found


_new = tuple.__new__  # builds a NamedTuple from its fields' tuple, without its __new__ written in Python


def _taking(cat: Catalog, seat: int, octopus: str, fish: str, zones) -> list[Action]:
    """Returns the octopus's moves to these zones taking `fish` along, each built once and kept (as
    `Catalog.plain_moves` keeps those taking none)."""
    kept = cat.moves_taking.get((octopus, fish))
    if kept is None:
        kept = cat.moves_taking[octopus, fish] = {}
    found = []
    for zone in zones:
        action = kept.get(zone)
        if action is None:
            action = kept[zone] = Action("move", seat, octopus, zone, fish)
        found.append(action)
    return found


def move_actions(cat: Catalog, where: Board, seat: int, octopus: str, start: Cell) -> list[Action]:
    """Returns the octopus's move actions: each destination with each fish it holds, or (empty-handed)
    with none and with each fish lying on a way there; sorted (by destination, then fish), shared."""
    found = ways(cat, where, seat, octopus, start)
    reach = found.reach
    if not where.lying & reach or octopus in where.held:
        return found.actions  # no fish lying on any way, or its arms are full
    lying = tuple([pair for pair in where.pieces_lying if pair[0] & reach])
    more = found.picking.get(lying)
    if more is None:
        more = []
        plain = cat.plain_moves[octopus]
        for zone, via in found.via.items():
            picked = [fish for bit, fish in lying if via & bit]
            if picked:
                for choice in sorted([NO_FISH, *picked]):
                    if choice == NO_FISH:
                        more.append(plain[zone])
                    else:
                        more += _taking(cat, seat, octopus, choice, (zone,))
            else:
                more.append(plain[zone])
        found.picking[lying] = more
    return more


def may_move(
    cat: Catalog, where: Board, seat: int, octopus: str, start: Cell, zone: str, choice: str
) -> bool:
    """Tells whether the octopus may end on `zone` taking `choice` along (see `move_actions`)."""
    via = ways(cat, where, seat, octopus, start).via.get(zone)
    if via is None:
        return False
    held = where.held.get(octopus)
    if held:
        return choice in held
    if choice == NO_FISH:
        return True
    bits = cat.bits
    return any(choice in fishes and via & bits[cell] for cell, fishes in where.ground.items())


def way(cat: Catalog, state: SneakyState, octopus: str, dest: Cell, choice: str, where=None) -> Path:
    """Returns the way the octopus takes to `dest` with `choice` (one of its moves), as reach.way finds
    it: the ways there are kept with the octopus's moves (they depend on the same pieces), and only
    weighed when there are several. `where`: the state's pieces by square, when the caller has them."""
    if where is None:
        where = board(cat, state)
    start = state.octopuses[octopus]
    seat = cat.seat_of[octopus]
    carrying = where.held.get(octopus, ())
    picked = None if carrying or choice == NO_FISH else cat.places[state.fish[choice]]
    known = ways(cat, where, seat, octopus, start).routes
    found = known.get((dest, picked))
    if found is None:
        found = known[dest, picked] = _routes(cat, where, seat, octopus, start, bool(carrying), dest, picked)
    return cheapest(cat, where, state, octopus, dest, choice, found)


def _routes(
    cat: Catalog,
    where: Board,
    seat: int,
    octopus: str,
    start: Cell,
    holding: bool,
    dest: Cell,
    picked: Cell | None,
) -> list[tuple[Path, int]]:
    """Returns the octopus's ways to `dest` (each with all its squares as bits), in the order reach._walks
    finds them, passing `picked` (the square of a fish picked up on the way) unless it is None."""
    kind = cat.kind_of[octopus]
    guards, everyone = where.guards, where.everyone
    opponents = everyone & ~where.teams[seat]
    first = cat.bits[start]
    found = []
    end = ends_by_square(cat, kind == "squish", start).get(dest)
    if end is not None and not (end.bit & everyone and not end.bit & guards):
        for (over, squares, fair), path in zip(end.ways, end.paths, strict=True):
            if over & guards or over & opponents & ~fair:
                continue
            if picked is None or picked in path[1:]:
                found.append((path, squares | first))
    if kind == "speedy" and not holding:
        octos, keepers, bits = where.octos, where.keepers, cat.bits
        for ray in cat.rays[start]:
            path, mask = (start,), first
            for nxt in ray:
                if nxt in octos or nxt in keepers:
                    break
                path, mask = (*path, nxt), mask | bits[nxt]
            if len(path) > 1 and path[-1] == dest and (picked is None or picked in path[1:]):
                found.append((path, mask))
    return found


class End(NamedTuple):
    """A square an octopus could end a move on from a given square, on an empty board: the square, its
    zone and its bit, and every way there in the order reach._walks finds them, each as three bit sets
    (the squares it passes over, start and end left out; all its squares but the start; the squares an
    opponent passed over may stand on: next to both the start and the end), with the squares in order;
    and the squares all its ways pass over and all their squares (bits): with no keeper nor opponent on
    the first, every way there is free, and the second is what they cover."""

    cell: Cell
    zone: str
    bit: int
    ways: tuple[tuple[int, int, int], ...]
    paths: tuple[Path, ...]
    over: int
    squares: int


def ends(cat: Catalog, shape: str, start: Cell) -> list[End]:
    """Returns the squares a move from `start` may end on, on an empty board, in the order of their zones
    (a sorted legal list's): by up to the move's steps ('walk'), Squish's by the gaps too ('squish'), or
    Speedy's empty-handed, whose slides may end on any square of its straight lines ('slide': those
    squares added without ways of their own). Worked out once per square and kept in the catalog."""
    key = (shape, start)
    found = cat.ends.get(key)
    if found is None:
        ways: dict[Cell, list] = {}
        for line in _lines(cat, shape == "squish", start):
            ways.setdefault(line[0], []).append(line)
        if shape == "slide":
            for ray in cat.rays[start]:
                for cell in ray:
                    ways.setdefault(cell, [])
        zones, bits = cat.zones, cat.bits
        found = cat.ends[key] = [
            End(
                cell,
                zones[cell],
                bits[cell],
                tuple((over, squares, fair) for _, over, squares, fair, _ in ways[cell]),
                tuple(path for *_, path in ways[cell]),
                _union(over for _, over, _, _, _ in ways[cell]),
                _union(squares for _, _, squares, _, _ in ways[cell]),
            )
            for cell in sorted(ways, key=zones.__getitem__)
        ]
    return found


def _union(sets) -> int:
    found = 0
    for bits in sets:
        found |= bits
    return found


def _plan(cat: Catalog, shape: str, start: Cell) -> tuple[int, tuple[tuple[str, int, int], ...]]:
    """Returns the squares any move from `start` passes over (bits), and each end's zone, bit and the
    squares of all its ways (`ends`, the ends with ways only): what a move is where nothing blocks."""
    key = ("plan", shape, start)
    found = cat.ends.get(key)
    if found is None:
        every = ends(cat, shape, start)
        found = cat.ends[key] = (
            _union(end.over for end in every),
            tuple((end.zone, end.bit, end.squares) for end in every if end.ways),
        )
    return found


def _lines_out(cat: Catalog, start: Cell) -> tuple[tuple[int, Path, tuple[int, ...], tuple[int, ...]], ...]:
    """Returns the straight lines from `start` with a square (Speedy's slides), each as its squares (bits),
    its squares in order, each one's bit and the bits of the squares up to each."""
    key = ("lines", start)
    found = cat.ends.get(key)
    if found is None:
        bits, lines = cat.bits, []
        for ray in cat.rays[start]:
            if ray:
                steps = tuple(bits[cell] for cell in ray)
                sofar = tuple(_union(steps[: i + 1]) for i in range(len(steps)))
                lines.append((sofar[-1], ray, steps, sofar))
        found = cat.ends[key] = tuple(lines)
    return found


def prepare(cat: Catalog) -> None:
    """Works out the ends of every move on an empty board from every square (`ends`, `ends_by_square`)
    when the rules are built, as the catalog works out the rest of the board's geometry: a game's first
    moves then cost no more than its later ones."""
    for start in cat.floor:
        for squish in (False, True):
            ends_by_square(cat, squish, start)
            _plan(cat, "squish" if squish else "walk", start)
        ends(cat, "slide", start)
        _lines_out(cat, start)


def ends_by_square(cat: Catalog, squish: bool, start: Cell) -> dict[Cell, End]:
    """Returns `ends` (walking or squishing, no slides) by square."""
    key = ("by square", squish, start)
    found = cat.ends.get(key)
    if found is None:
        found = cat.ends[key] = {end.cell: end for end in ends(cat, "squish" if squish else "walk", start)}
    return found


def _lines(cat: Catalog, squish: bool, start: Cell) -> list[tuple[Cell, int, int, int, Path]]:
    """Returns every way of up to the move's steps from `start` on an empty board (Squish's by the gaps
    too), in the order reach._walks finds them (depth first, each square's neighbours in turn): its end,
    the squares it passes over, all its squares but the start, the squares an opponent passed over may
    stand on (bits: see `End`) and its squares."""
    near = cat.squish_next_to if squish else cat.next_to
    bits, around, limit = cat.bits, cat.around, cat.content.move_steps
    beside = sum(bits.get(c, 0) for c in around[start])
    found = []

    def extend(path: Path, over: int) -> None:
        for nxt in near[path[-1]]:
            if nxt in path:
                continue
            longer = (*path, nxt)
            bit = bits[nxt]
            fair = beside & sum(bits.get(c, 0) for c in around[nxt])
            found.append((nxt, over, over | bit, fair, longer))
            if len(longer) <= limit:
                extend(longer, over | bit)

    extend((start,), 0)
    return found


def _via(cat: Catalog, where: Board, seat: int, octopus: str, start: Cell, holding: bool) -> dict[str, int]:
    """Returns every zone the octopus may end on, in zone order, with the squares of all its ways there
    (start left out) as bits: the paths of reach.walks, found by testing the ways on an empty board
    (`ends`) against the pieces, as bits. A way is taken if it passes over no keeper, ends on a square
    free of octopuses (or on a keeper) and passes opponents only on squares next to both its start and
    its end; Speedy empty-handed slides as far as the line is free."""
    kind = cat.kind_of[octopus]
    guards, everyone = where.guards, where.everyone
    opponents = everyone & ~where.teams[seat]
    slides = None
    if kind == "speedy" and not holding:
        slides = {}
        occupied = everyone | guards
        for line, cells, steps, sofar in _lines_out(cat, start):
            if not line & occupied:  # nothing on the line: it slides to its end
                slides[cells[-1]] = line
                continue
            end = -1
            for bit in steps:
                if bit & occupied:
                    break
                end += 1
            if end >= 0:
                slides[cells[end]] = sofar[end]
        shape = "slide"
    else:
        shape = "squish" if kind == "squish" else "walk"
        over, free = _plan(cat, shape, start)
        if not over & (guards | opponents):  # no way passes a keeper or an opponent: every way is free
            taken = everyone & ~guards
            return {zone: squares for zone, bit, squares in free if not bit & taken}
    blocking = guards | opponents
    found: dict[str, int] = {}
    for cell, zone, bit, ways, _, over_all, squares in ends(cat, shape, start):
        if bit & everyone and not bit & guards:
            continue
        if over_all & blocking:  # some way passes a keeper or an opponent: each is tested
            squares = 0
            for over, more, fair in ways:
                if over & guards or over & opponents & ~fair:
                    continue
                squares |= more
        if slides:
            squares |= slides.get(cell, 0)
        if squares:
            found[zone] = squares
    return found
