"""An octopus's moves as the legal list needs them: where it may end and which fish it may take along,
without weighing which way it goes (reach.move_options weighs the ways of the one move applied).

What an octopus may reach depends only on its square, its kind, the fish it holds and the pieces near it
(within its 3 steps, and along its slides for Speedy): the answer is kept in the catalog under exactly
that (`Catalog.ways`), so the octopuses that did not move since the last listing are answered at once,
their move actions built once."""

from __future__ import annotations

from typing import NamedTuple

from games.sneaky_octopuses.rules.acts import act
from games.sneaky_octopuses.rules.catalog import Catalog, Cell
from games.sneaky_octopuses.rules.reach import NO_FISH, Board
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
        actions = [act(cat, "move", seat, octopus, zone, choice) for zone in via for choice in choices]
        reach = 0
        for bits in ends.values():
            reach |= bits
        found = cat.ways[key] = Ways(via, actions, reach, {})
    return found


def move_actions(cat: Catalog, where: Board, seat: int, octopus: str, start: Cell) -> list[Action]:
    """Returns the octopus's move actions: each destination with each fish it holds, or (empty-handed)
    with none and with each fish lying on a way there."""
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
        more = found.picking[lying] = [*found.actions, *more]
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


def _ends(cat: Catalog, where: Board, seat: int, octopus: str, start: Cell, holding: bool) -> dict[Cell, int]:
    """Returns every square the octopus may end on, with the squares of all its ways there (start left
    out) as bits: the paths of reach.walks, found without listing them."""
    octos, keepers = where.octos, where.keepers
    kind = cat.kind_of[octopus]
    near = cat.squish_next_to if kind == "squish" else cat.next_to
    around, bits, seat_of = cat.around, cat.bits, cat.seat_of
    limit = cat.content.move_steps
    start_near = around[start]
    found: dict[Cell, int] = {}

    def extend(cell: Cell, walked: int, passed: tuple[Cell, ...], steps: int) -> None:
        for nxt in near[cell]:
            bit = bits[nxt]
            if walked & bit or nxt == start:
                continue
            more = walked | bit
            keeper = nxt in keepers
            if keeper or nxt not in octos:
                if not passed or all(c in around[nxt] for c in passed):
                    found[nxt] = found.get(nxt, 0) | more
                if keeper:
                    continue
            elif seat_of[octos[nxt]] != seat:  # an opponent: passed only between two squares next to it
                if nxt in start_near and steps < limit:
                    extend(nxt, more, (*passed, nxt), steps + 1)
                continue
            if steps < limit:
                extend(nxt, more, passed, steps + 1)

    extend(start, 0, (), 1)
    if kind == "speedy" and not holding:
        for ray in cat.rays[start]:
            slid, end = 0, None
            for nxt in ray:
                if nxt in octos or nxt in keepers:
                    break
                slid, end = slid | bits[nxt], nxt
            if end is not None:
                found[end] = found.get(end, 0) | slid
    return found
