"""The typed schema of Sneaky Octopuses' components.yaml and its checks against the rulebook."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import msgspec

from tabletop.components.common import Colour
from tabletop.components.loader import content_path

FISH = 25
SHOWERS = 4
SYMBOLS = {"triangle", "square", "circle", "heart", "leaf", "drop", "star", "moon", "sun", "wave", "crown"}
FLOOR, CORNER, ENTRANCE, SHOWER, WALL = ".", "c", "E", "S", "x"
HOMES = "1234"
STEPS = {"forward", "turn"}


class Gap(msgspec.Struct, forbid_unknown_fields=True):
    """A gap under a middle fish tank: Squish passes from one floor square to the other in one step."""

    tank: str
    to: list[int]
    from_: list[int] = msgspec.field(name="from")


class Shower(msgspec.Struct, forbid_unknown_fields=True):
    """A shower square and its entrance square, as [x, y]."""

    id: str
    name: str
    at: list[int]
    entrance: list[int]


class Specialist(msgspec.Struct, forbid_unknown_fields=True):
    """One of the four octopuses of every team."""

    id: str
    name: str
    title: str


class KeeperRoll(msgspec.Struct, forbid_unknown_fields=True):
    """One line of the keepers' d6: the side it turns to and its steps."""

    roll: int
    side: str
    steps: list[str]
    leaves_shower: bool


class Content(msgspec.Struct, forbid_unknown_fields=True):
    """Everything in components.yaml."""

    board: list[str]
    gaps: list[Gap]
    showers: list[Shower]
    homes: dict[str, list[int]]
    fish_colours: list[Colour]
    fish_per_colour: int
    specialists: list[Specialist]
    move_steps: int
    keeper_table: list[KeeperRoll]
    round_limit: int


def square(content: Content, cell: list[int]) -> str:
    """Returns the board's letter at [x, y] ('x' off the board or for a malformed cell)."""
    if len(cell) != 2:
        return WALL
    x, y = cell
    if not 0 <= y < len(content.board) or not 0 <= x < len(content.board[y]):
        return WALL
    return content.board[y][x]


def _check_board(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the board: a rectangle of known letters, 25 fish-tank squares, four homes."""
    problems = []
    widths = {len(row) for row in content.board}
    if len(widths) != 1:
        problems.append(("board", "every row of the board must have the same length"))
    letters = Counter("".join(content.board))
    for i, row in enumerate(content.board):
        bad = sorted({ch for ch in row if not (ch in ".cESx1234" or "A" <= ch <= "Z")} - {"S", "E"})
        if bad:
            problems.append((f"board[{i}]", f"unknown letters {''.join(bad)}"))
    tanks = sum(n for ch, n in letters.items() if "A" <= ch <= "Z" and ch not in "ES")
    if tanks != FISH:
        problems.append(("board", f"the fish tanks have {tanks} squares; the rulebook has {FISH} fish"))
    if any(letters[h] == 0 for h in HOMES):
        problems.append(("board", "the board needs the four home tanks 1, 2, 3 and 4"))
    return problems


def _beside(cell: list[int], direction: int) -> list[int]:
    """Returns the square next to [x, y] in one of the four directions (0 to 3)."""
    dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[direction]
    return [cell[0] + dx, cell[1] + dy]


def _check_showers(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the showers: four, each on an S with its entrance E next to it."""
    problems = []
    if len(content.showers) != SHOWERS or len({s.id for s in content.showers}) != SHOWERS:
        problems.append(("showers", f"expected {SHOWERS} showers with different ids"))
    for i, shower in enumerate(content.showers):
        if square(content, shower.at) != SHOWER:
            problems.append((f"showers[{i}].at", f"{shower.at} is not a shower square (S) of the board"))
        if square(content, shower.entrance) != ENTRANCE:
            problems.append((f"showers[{i}].entrance", f"{shower.entrance} is not an entrance (E)"))
        elif sum(abs(a - b) for a, b in zip(shower.at, shower.entrance, strict=True)) != 1:
            problems.append((f"showers[{i}].entrance", "the entrance must touch its shower"))
        elif not any(square(content, _beside(shower.entrance, d)) in (FLOOR, CORNER) for d in range(4)):
            problems.append((f"showers[{i}].entrance", "the entrance must open onto a floor square"))
    return problems


def _check_gaps(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the gaps: floor at both ends, in a line across squares of their tank."""
    problems = []
    for i, gap in enumerate(content.gaps):
        for key, cell in (("from", gap.from_), ("to", gap.to)):
            if square(content, cell) not in (FLOOR, CORNER):
                problems.append((f"gaps[{i}].{key}", f"{cell} is not a floor square"))
        if len(gap.from_) != 2 or len(gap.to) != 2:
            continue
        (x1, y1), (x2, y2) = gap.from_, gap.to
        if (x1 != x2) == (y1 != y2):
            problems.append((f"gaps[{i}]", "a gap runs straight across a tank"))
            continue
        between = [
            [x, y] for x in range(min(x1, x2), max(x1, x2) + 1) for y in range(min(y1, y2), max(y1, y2) + 1)
        ][1:-1]
        if not between or any(square(content, c) != gap.tank for c in between):
            problems.append((f"gaps[{i}].tank", f"the squares between the ends are not all tank {gap.tank}"))
    return problems


def _check_pieces(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the fish, specialists, seatings and the keepers' d6."""
    problems = []
    symbols = [c.symbol for c in content.fish_colours]
    if len(set(symbols)) != len(symbols) or not set(symbols) <= SYMBOLS:
        problems.append(("fish_colours", "every colour needs its own known symbol"))
    if len(content.fish_colours) * content.fish_per_colour != FISH:
        problems.append(("fish_per_colour", f"the colours must make {FISH} fish"))
    tank_sizes = Counter(ch for ch in "".join(content.board) if "A" <= ch <= "Z" and ch not in "ES")
    for tank, size in tank_sizes.items():
        if size > len(content.fish_colours):
            problems.append(
                ("board", f"tank {tank} has {size} squares: it would need two fish of one colour")
            )
    if [s.id for s in content.specialists] != ["speedy", "tako", "squish", "squirt"]:
        problems.append(("specialists", "the four specialists are speedy, tako, squish and squirt"))
    missing = [n for n in ("2", "3", "4") if n not in content.homes]
    if missing:
        problems.append(("homes", f"no home tanks given for {' or '.join(missing)} players"))
    for players, homes in content.homes.items():
        if players not in ("2", "3", "4"):
            problems.append((f"homes.{players}", "home tanks are given for 2, 3 or 4 players"))
        elif len(homes) != int(players) or len(set(homes)) != len(homes) or not set(homes) <= {1, 2, 3, 4}:
            problems.append((f"homes.{players}", f"{players} players need {players} different home tanks"))
    if sorted(r.roll for r in content.keeper_table) != [1, 2, 3, 4, 5, 6]:
        problems.append(("keeper_table", "the d6 needs one line for each number 1 to 6"))
    for i, line in enumerate(content.keeper_table):
        if line.side not in ("left", "right") or not set(line.steps) <= STEPS:
            problems.append((f"keeper_table[{i}]", "a side is left or right; steps are forward or turn"))
    if content.move_steps < 1 or content.round_limit < 1:
        problems.append(("move_steps", "moves and the round limit must be at least 1"))
    return problems


def check(content: Content) -> list[tuple[str, str]]:
    """Returns problems as (field path, message): the board, showers, gaps and pieces."""
    return _check_board(content) + _check_showers(content) + _check_gaps(content) + _check_pieces(content)


def components_path() -> Path:
    """Returns the path of the game's components.yaml (works from source and when frozen)."""
    return content_path("sneaky_octopuses")
