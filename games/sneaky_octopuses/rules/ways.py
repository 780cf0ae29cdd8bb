"""An octopus's moves as the legal list needs them: where it may end and which fish it may take along,
without weighing which way it goes (reach.move_options weighs the ways of the one move applied).

What an octopus may reach depends only on its square, its kind, the fish it holds and the pieces near it
(within its 3 steps, and along its slides for Speedy): the answer is kept in the catalog under exactly
that (`Catalog.ways`), so the octopuses that did not move since the last listing are answered at once,
their move actions built once."""

from __future__ import annotations

from operator import attrgetter
from typing import NamedTuple

from games.sneaky_octopuses.rules.acts import act
from games.sneaky_octopuses.rules.catalog import Catalog, Cell
from games.sneaky_octopuses.rules.reach import NO_FISH, Board, Path, board, cheapest
from games.sneaky_octopuses.rules.state import SneakyState
from tabletop.rules.core import Action

SPOT = attrgetter("target", "choice")  # the order of one octopus's moves in a sorted legal list
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
    held = tuple(where.held.get(octopus, ()))
    region = cat.regions[cat.kind_of[octopus], not held][start]
    team = where.teams.get(seat, 0) & region
    key = (octopus, start, held, team, where.everyone & region & ~team, where.guards & region)
    found = cat.ways.get(key)
    if found is None:
        if len(cat.ways) >= KEPT:
            cat.ways.clear()
        ends = _ends(cat, where, seat, octopus, start, bool(held))
        zones = cat.zones
        via = {zones[cell]: bits for cell, bits in ends.items()}
        choices = held or (NO_FISH,)
        actions = sorted(
            [act(cat, "move", seat, octopus, zone, choice) for zone in via for choice in choices], key=SPOT
        )
        reach = 0
        for bits in ends.values():
            reach |= bits
        found = cat.ways[key] = Ways(via, actions, reach, {}, {})
    return found


def move_actions(cat: Catalog, where: Board, seat: int, octopus: str, start: Cell) -> list[Action]:
    """Returns the octopus's move actions: each destination with each fish it holds, or (empty-handed)
    with none and with each fish lying on a way there; sorted (by destination, then fish), shared."""
    found = ways(cat, where, seat, octopus, start)
    if not where.lying & found.reach or octopus in where.held:
        return found.actions  # no fish lying on any way, or its arms are full
    bits = cat.bits
    lying = tuple(
        (bit, fish)
        for cell, fishes in where.ground.items()
        if (bit := bits[cell]) & found.reach
        for fish in fishes
    )
    more = found.picking.get(lying)
    if more is None:
        more = [
            act(cat, "move", seat, octopus, zone, fish)
            for zone, via in found.via.items()
            for bit, fish in lying
            if via & bit
        ]
        more = found.picking[lying] = sorted([*found.actions, *more], key=SPOT)
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


def way(cat: Catalog, state: SneakyState, octopus: str, dest: Cell, choice: str) -> Path:
    """Returns the way the octopus takes to `dest` with `choice` (one of its moves), as reach.way finds
    it: the ways there are kept with the octopus's moves (they depend on the same pieces), and only
    weighed when there are several."""
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
    opponents = everyone & ~where.teams.get(seat, 0)
    first = cat.bits[start]
    found = []
    for end, end_bit, over, squares, fair, path in lines(cat, kind == "squish", start):
        if end != dest or over & guards or over & opponents & ~fair:
            continue
        if end_bit & everyone and not end_bit & guards:
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


class Line(NamedTuple):
    """One way an octopus could take from a square on an empty board: where it ends, the squares it passes
    over (start and end left out) and all its squares but the start, as bits; the squares an opponent
    passed over may stand on (next to both the start and the end, as bits); and the squares in order."""

    end: Cell
    end_bit: int
    over: int
    squares: int
    fair: int
    path: Path


def lines(cat: Catalog, squish: bool, start: Cell) -> list[Line]:
    """Returns every way of up to the move's steps from `start` on an empty board (Squish's by the gaps
    too), in the order reach._walks finds them (depth first, each square's neighbours in turn), worked
    out once per square and kept in the catalog."""
    key = (squish, start)
    found = cat.lines.get(key)
    if found is None:
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
                found.append(Line(nxt, bit, over, over | bit, fair, longer))
                if len(longer) <= limit:
                    extend(longer, over | bit)

        extend((start,), 0)
        cat.lines[key] = found
    return found


def _ends(cat: Catalog, where: Board, seat: int, octopus: str, start: Cell, holding: bool) -> dict[Cell, int]:
    """Returns every square the octopus may end on, with the squares of all its ways there (start left
    out) as bits: the paths of reach.walks, found by testing the ways on an empty board (`lines`) against
    the pieces, as bits. A way is taken if it passes over no keeper, ends on a square free of octopuses
    (or on a keeper) and passes opponents only on squares next to both its start and its end."""
    kind = cat.kind_of[octopus]
    guards, everyone = where.guards, where.everyone
    opponents = everyone & ~where.teams.get(seat, 0)
    found: dict[Cell, int] = {}
    for end, end_bit, over, squares, fair, _ in lines(cat, kind == "squish", start):
        if over & guards or over & opponents & ~fair:
            continue
        if end_bit & everyone and not end_bit & guards:
            continue
        found[end] = found.get(end, 0) | squares
    if kind == "speedy" and not holding:
        octos, keepers, bits = where.octos, where.keepers, cat.bits
        for ray in cat.rays[start]:
            slid, end = 0, None
            for nxt in ray:
                if nxt in octos or nxt in keepers:
                    break
                slid, end = slid | bits[nxt], nxt
            if end is not None:
                found[end] = found.get(end, 0) | slid
    return found
