"""The keepers: their d6 walk, what they see and hear, catching octopuses, and the showers.

Every line said about them goes to `state.news`, in words ("Keeper 2 heard Squirt and turned east.")."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import CLOCKWISE, DIRECTION_NAMES, Catalog, Cell, step, turned
from games.sneaky_octopuses.rules.names import octopus_name, square_name
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


def say(state: SneakyState, line: str) -> None:
    """Adds a line to what the last action led to."""
    state.news = (*state.news, line)


def keeper_name(keeper: str) -> str:
    """Returns 'Keeper 2' for 'keeper-2'."""
    return f"Keeper {keeper.split('-')[1]}"


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
    state.keepers[keeper] = state.keepers[keeper]._replace(cell=None, shower="")
    decisions.push(state, Prompt(chooser, SHOWER, Step(keeper=keeper)))


def catch(state: SneakyState, keeper: str, octopus: str) -> None:
    """A keeper catches an octopus: it goes home, and its owner sends the keeper to a shower."""
    send_home(state, octopus)
    state.catches += 1
    to_shower(state, keeper, owner(octopus))


def can_step(cat: Catalog, state: SneakyState, keeper: str, facing: str, banned: set[Cell]) -> bool:
    """Tells whether the keeper may step ahead: onto floor (an octopus there is caught), never onto another
    keeper, into a shower or tank, or back onto a banned square (where it began its walk or the turn)."""
    ahead = step(state.keepers[keeper].cell, facing)
    taken = keeper_at(state, ahead) is not None
    return ahead in cat.floor and not taken and ahead not in banned


def step_ahead(cat: Catalog, state: SneakyState, keeper: str) -> bool:
    """Moves the keeper one square ahead, catching an octopus there; returns True if it caught one."""
    guard = state.keepers[keeper]
    ahead = step(guard.cell, guard.facing)
    state.keepers[keeper] = guard._replace(cell=ahead)
    caught = octopus_at(state, ahead)
    if caught is None:
        return False
    say(state, f"{keeper_name(keeper)} caught {octopus_name(caught)}, who went home.")
    catch(state, keeper, caught)
    return True


def walk(cat: Catalog, state: SneakyState, keeper: str, roll: int) -> None:
    """Moves a keeper by the d6 table: its steps, turning to its side when blocked, never back onto the
    square it started this walk on nor the one it stood on when the turn began (before any noise moved
    it); a keeper on a shower entrance leaves only on a roll marked so."""
    line = cat.rolls[roll]
    start = state.keepers[keeper].cell
    banned = {start, state.posts.get(keeper)} - {None}
    if start in cat.entrance_cells and not line.leaves_shower:
        say(state, f"{keeper_name(keeper)} stayed at the shower (it leaves only on 5 or 6).")
        return
    for move in line.steps:
        guard = state.keepers[keeper]
        if move == "turn":
            state.keepers[keeper] = guard._replace(facing=turned(guard.facing, line.side))
            continue
        facing = guard.facing
        for _ in range(4):
            if can_step(cat, state, keeper, facing, banned):
                break
            facing = turned(facing, line.side)
        else:
            continue  # no way is free: it stays
        state.keepers[keeper] = guard._replace(facing=facing)
        state.walk = (*state.walk, step(guard.cell, facing))
        if step_ahead(cat, state, keeper):
            return
    where = state.keepers[keeper]
    if where.cell != start:
        facing = DIRECTION_NAMES[where.facing]
        say(state, f"{keeper_name(keeper)} walked to {square_name(where.cell)}, facing {facing}.")


def sight(cat: Catalog, state: SneakyState, keeper: str, direction: str, involved: set[str]) -> list[Cell]:
    """Returns the squares a keeper sees in one direction, nearest first: floor, up to a tank, wall,
    another keeper or an octopus not involved in the action (which block the view)."""
    octos = {at: o for o, at in state.octopuses.items() if at is not None}
    keepers = {k.cell for name, k in state.keepers.items() if name != keeper}
    seen, cell = [], state.keepers[keeper].cell
    while (cell := step(cell, direction)) in cat.floor and cell not in keepers:
        if cell in octos and octos[cell] not in involved:
            break
        seen.append(cell)
    return seen


def noticed(cat: Catalog, state: SneakyState, keeper: str, noise: set[Cell], involved: set[str]) -> str:
    """Returns the direction a keeper notices the noise in: ahead first, else the nearest ('' if none)."""
    facing = state.keepers[keeper].facing
    order = CLOCKWISE[CLOCKWISE.index(facing) :] + CLOCKWISE[: CLOCKWISE.index(facing)]
    best, distance = "", len(cat.letter)
    for direction in order:
        seen = sight(cat, state, keeper, direction, involved)
        near = next((i for i, cell in enumerate(seen) if cell in noise), None)
        if near is not None and (direction == facing or near < distance):
            if direction == facing:
                return direction
            best, distance = direction, near
    return best


def react(cat: Catalog, state: SneakyState, noise: set[Cell], involved: set[str], maker: str) -> None:
    """Every keeper on the board who sees the noise steps one square towards it (catching an octopus
    there); one who only hears it turns to face it (noted in `state.heard` with its old facing)."""
    for keeper in cat.keepers:
        guard = state.keepers[keeper]
        if guard.cell is None:
            continue
        direction = noticed(cat, state, keeper, noise, involved)
        if not direction:
            continue
        where = DIRECTION_NAMES[direction]
        if direction == guard.facing:
            say(state, f"{keeper_name(keeper)} saw {maker} and stepped {where}.")
            step_ahead(cat, state, keeper)
        else:
            state.keepers[keeper] = guard._replace(facing=direction)
            state.heard = (*state.heard, (keeper, guard.facing))
            say(state, f"{keeper_name(keeper)} heard {maker} and turned {where}.")


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
        say(state, f"{keeper_name(keeper)} came out of the {cat.showers[guard.shower].name}.")
        swept = octopus_at(state, entrance)
        if swept is not None:
            send_home(state, swept)
            state.catches += 1
            say(state, f"{keeper_name(keeper)} caught {octopus_name(swept)} at the entrance, who went home.")
