"""The keepers: their d6 walk, what they see and hear, catching octopuses, and the showers.

What they do is recorded as events (events.py: Heard, Saw, Caught, Walked, CameOut), for the narrator to
word and the table to show."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import CLOCKWISE, Catalog, Cell, step
from games.sneaky_octopuses.rules.events import CameOut, Caught, Heard, Saw, Walked
from games.sneaky_octopuses.rules.state import (
    SHOWER,
    Keeper,
    SneakyState,
    Step,
    cell_place,
    keeper_at,
    octopus_at,
    owner,
)
from tabletop.rules import decisions
from tabletop.rules.decisions import Prompt
from tabletop.rules.events import record


def send_home(state: SneakyState, octopus: str) -> None:
    """Puts an octopus back in its home tank; the fish it held stay on the ground where it was."""
    cell = state.octopuses[octopus]
    here = f"octo:{octopus}"
    for fish, place in state.fish.items():
        if place == here:
            state.fish[fish] = cell_place(cell)
    state.octopuses[octopus] = None


def to_shower(state: SneakyState, keeper: str, chooser: int) -> None:
    """Takes a keeper off the board and asks `chooser` which shower it goes to (a SHOWER prompt)."""
    state.keepers[keeper] = Keeper(None, state.keepers[keeper].facing, "")
    decisions.push(state, Prompt(chooser, SHOWER, Step(keeper=keeper)))


def catch(state: SneakyState, keeper: str, octopus: str) -> None:
    """A keeper catches an octopus: it goes home, and its owner sends the keeper to a shower."""
    record(state, Caught(keeper, octopus))
    send_home(state, octopus)
    to_shower(state, keeper, owner(octopus))


def step_ahead(cat: Catalog, state: SneakyState, keeper: str) -> bool:
    """Moves the keeper one square ahead, catching an octopus there; returns True if it caught one."""
    guard = state.keepers[keeper]
    ahead = step(guard.cell, guard.facing)
    state.keepers[keeper] = Keeper(ahead, guard.facing, guard.shower)
    caught = octopus_at(state, ahead)
    if caught is None:
        return False
    catch(state, keeper, caught)
    return True


def walk(cat: Catalog, state: SneakyState, keeper: str, roll: int) -> None:
    """Moves a keeper by the d6 table: its steps, turning to its side when blocked, never back onto the
    square it started this walk on nor the one it stood on when the turn began (before any noise moved
    it); a keeper on a shower entrance leaves only on a roll marked so. The walk is recorded (Walked) and
    kept as the state's last walk."""
    path, stayed, caught = _walk(cat, state, keeper, roll)
    facing = state.keepers[keeper].facing
    state.last_walk = Walked(keeper, roll, path, facing, stayed, caught)
    record(state, state.last_walk)


def _walk(cat: Catalog, state: SneakyState, keeper: str, roll: int) -> tuple[tuple[Cell, ...], bool, bool]:
    """Walks the keeper; returns the squares it stood on (its start first), whether it stayed on a shower
    entrance and whether it ended catching an octopus. Nothing else moves during the walk, so the other
    keepers' and the octopuses' squares are read once."""
    line = cat.rolls[roll]
    guard = state.keepers[keeper]
    start = guard.cell
    path = (start,)
    if start in cat.entrance_cells and not line.leaves_shower:
        return path, True, False
    banned = {start, state.posts.get(keeper)}
    others = {k.cell for name, k in state.keepers.items() if name != keeper}
    octos = {at: o for o, at in state.octopuses.items() if at is not None}
    floor, ahead_of, turn = cat.floor, cat.ahead_of, cat.turns[line.side]
    cell, facing = start, guard.facing
    for move in line.steps:
        if move == "turn":
            facing = turn[facing]
            continue
        way = facing
        for _ in range(4):
            ahead = ahead_of[cell, way]
            if ahead in floor and ahead not in others and ahead not in banned:
                break
            way = turn[way]
        else:
            continue  # no way is free: it stays
        cell, facing = ahead, way
        path = (*path, cell)
        caught = octos.get(cell)
        if caught is not None:
            state.keepers[keeper] = _new(Keeper, (cell, facing, guard.shower))
            catch(state, keeper, caught)
            return path, False, True
    state.keepers[keeper] = _new(Keeper, (cell, facing, guard.shower))
    return path, False, False


_new = tuple.__new__  # builds a NamedTuple from its fields' tuple, without its __new__ written in Python


def sight(cat: Catalog, state: SneakyState, keeper: str, direction: str, involved: set[str]) -> list[Cell]:
    """Returns the squares a keeper sees in one direction, nearest first: floor, up to a tank, wall,
    another keeper or an octopus not involved in the action (which block the view)."""
    here = state.keepers[keeper].cell
    octos = {at: o for o, at in state.octopuses.items() if at is not None}
    keepers = {k.cell for name, k in state.keepers.items() if name != keeper}
    return _sight(cat.rays[here][CLOCKWISE.index(direction)], octos, keepers, involved)


def _sight(ray: tuple[Cell, ...], octos: dict[Cell, str], keepers, involved) -> list[Cell]:
    seen = []
    for cell in ray:
        if cell in keepers or (cell in octos and octos[cell] not in involved):
            break
        seen.append(cell)
    return seen


def noticed(
    cat: Catalog,
    state: SneakyState,
    keeper: str,
    noise: set[Cell],
    involved: set[str],
    octos=None,
    loud: int | None = None,
) -> str:
    """Returns the direction a keeper notices the noise in: ahead first, else the nearest ('' if none).
    `octos`: the octopuses by square, and `loud`: the noise's squares as bits, when the caller has them
    (a line with no noisy square on it is not walked)."""
    guard = state.keepers[keeper]
    facing = guard.facing
    if loud is None:
        loud = 0
        for cell in noise:
            loud |= cat.bits.get(cell, 0)
    rays, lines = cat.rays[guard.cell], cat.ray_bits[guard.cell]
    turn = CLOCKWISE.index(facing)
    keepers = None
    best, distance = "", len(cat.letter)
    for i in range(4):
        way = (turn + i) % 4
        if not lines[way] & loud:
            continue  # nothing noisy on this line
        if keepers is None:
            if octos is None:
                octos = {at: o for o, at in state.octopuses.items() if at is not None}
            keepers = {k.cell for name, k in state.keepers.items() if name != keeper}
        near = None
        for n, cell in enumerate(rays[way]):
            if cell in keepers or (cell in octos and octos[cell] not in involved):
                break
            if cell in noise:
                near = n
                break
        if near is not None:
            if i == 0:
                return facing
            if near < distance:
                best, distance = CLOCKWISE[way], near
    return best


def react(cat: Catalog, state: SneakyState, noise, involved, maker: str) -> None:
    """Every keeper on the board who sees the noise `maker` (an octopus) made steps one square towards it
    (catching an octopus there); one who only hears it turns to face it. `noise`: the noisy squares,
    `involved`: the octopuses in the action (any collections; made sets only when a keeper may notice)."""
    octos = None
    loud = 0
    bits, in_sight = cat.bits, cat.in_sight
    for cell in noise:
        loud |= bits.get(cell, 0)
    guards = state.keepers
    for keeper in cat.keepers:
        guard = guards[keeper]
        if guard.cell is None or not in_sight[guard.cell] & loud:
            continue  # off the board, or nothing in its lines of sight is noisy
        if octos is None:  # worked out again after a keeper stepped (it may have caught one)
            octos = {at: o for o, at in state.octopuses.items() if at is not None}
            noise, involved = set(noise), set(involved)
        direction = noticed(cat, state, keeper, noise, involved, octos, loud)
        if not direction:
            continue
        if direction == guard.facing:
            record(state, Saw(keeper, maker, direction))
            step_ahead(cat, state, keeper)
            octos = None
        else:
            state.keepers[keeper] = Keeper(guard.cell, direction, guard.shower)
            record(state, Heard(keeper, maker, guard.facing, direction))


def free_showers(cat: Catalog, state: SneakyState) -> list[str]:
    """Returns the showers no keeper waits in."""
    taken = {k.shower for k in state.keepers.values()}
    return [s for s in cat.showers if s not in taken]


def clear_showers(cat: Catalog, state: SneakyState) -> None:
    """Clears the showers at the end of a turn: each keeper waiting in one steps out onto its entrance,
    facing the board (an octopus standing there is swept home); one whose entrance holds a keeper waits."""
    for keeper in cat.keepers:
        guard = state.keepers[keeper]
        if not guard.shower:
            continue
        entrance = cat.entrances[guard.shower]
        if keeper_at(state, entrance) is not None:
            continue
        state.keepers[keeper] = Keeper(entrance, cat.facing_board(guard.shower))
        record(state, CameOut(keeper, guard.shower))
        swept = octopus_at(state, entrance)
        if swept is not None:
            record(state, Caught(keeper, swept, entrance=True))
            send_home(state, swept)
