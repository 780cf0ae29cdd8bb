"""Inky Realm layouts: where the tiles lie, which tiles are adjacent, and the sections a layout falls into.

Coordinates are in half-tile units: a tile covers 2 x 2 units from its cell [x, y] (its top-left corner),
so a tile may sit half a tile along from its neighbour. Two tiles are adjacent when they overlap or share
part of an edge; tiles touching only at a corner are not. A layout's `extra` pairs are adjacent too (lines
drawn across the realm). A game carries its layout (a `Realm`) in its state, so adjacency is per game.
"""

from __future__ import annotations

from typing import NamedTuple

from games.cosmoctopus.rules.schema import Layout

#: The largest coordinate a cell may have (a layout fits in 11 x 11 tiles).
MOST = 20
WIDEST = 10  # half-tile units across and down, as drawn: wider and a tile's words are too small to read
#: The tiles a layout holds, by the number of special tiles it uses: the 8 basic ones and the specials.
TILES_FOR = {1: 9, 2: 10}


class Realm(NamedTuple):
    """A layout as a game holds it: its name, cells, extra pairs, how many special tiles it uses, and each
    cell's adjacent cells (`links`, worked out from the rest)."""

    name: str
    cells: tuple[tuple[int, int], ...]
    extra: tuple[tuple[int, int], ...] = ()
    special: int = 1
    links: tuple[tuple[int, ...], ...] = ()


def touching(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Tells whether tiles at cells `a` and `b` overlap or share part of an edge (not just a corner)."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return dx <= 2 and dy <= 2 and (dx < 2 or dy < 2) and (dx, dy) != (0, 0)


def neighbours(
    cells: tuple[tuple[int, int], ...], extra: tuple[tuple[int, int], ...]
) -> tuple[tuple[int, ...], ...]:
    """Returns each cell's adjacent cells, sorted: touching tiles and the extra pairs."""
    found: list[set[int]] = [set() for _ in cells]
    for i, a in enumerate(cells):
        found[i] |= {j for j, b in enumerate(cells) if touching(a, b)}
    for a, b in extra:
        found[a].add(b)
        found[b].add(a)
    return tuple(tuple(sorted(cells)) for cells in found)


def realm(name: str, cells, extra=(), special: int = 1) -> Realm:
    """Returns a Realm with its adjacency worked out (cells and pairs as lists or tuples)."""
    cells = tuple((int(x), int(y)) for x, y in cells)
    extra = tuple((int(a), int(b)) for a, b in extra)
    return Realm(name, cells, extra, special, neighbours(cells, extra))


def realm_of(layout: Layout) -> Realm:
    """Returns the Realm of a layout read from YAML."""
    return realm(layout.name, layout.cells, layout.extra, layout.special)


def sections(layout: Realm) -> list[list[int]]:
    """Returns the layout's connected parts (by adjacency only), each a sorted list of cells, the part
    holding cell 0 first: one section for a connected layout."""
    found, seen = [], set()
    for start in range(len(layout.cells)):
        if start in seen:
            continue
        part, frontier = {start}, [start]
        while frontier:
            frontier = [n for cell in frontier for n in layout.links[cell] if n not in part]
            part.update(frontier)
        seen |= part
        found.append(sorted(part))
    return found


def narrowed(cells: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """Returns the cells as the table draws them: every empty stretch wider than 1 unit between tiles narrowed
    to 1 unit, on each axis; tiles that overlap, touch or stand apart on an axis still do."""
    xs, ys = _narrowed([x for x, _ in cells]), _narrowed([y for _, y in cells])
    return tuple((xs[x], ys[y]) for x, y in cells)


def _narrowed(starts: list[int]) -> dict[int, int]:
    """Returns each tile's start on one axis (a tile spans 2 units) after narrowing the wide gaps."""
    placed, shift, reach = {}, 0, None
    for start in sorted(set(starts)):
        if reach is not None and start > reach + 1:
            shift += start - reach - 1
        placed[start] = start - shift
        reach = start + 2 if reach is None else max(reach, start + 2)
    return placed


def spread(cells: tuple[tuple[int, int], ...]) -> tuple[int, int]:
    """Returns how many units the tiles span across and down as drawn (their wide gaps narrowed)."""
    drawn = narrowed(cells)
    xs, ys = [x for x, _ in drawn], [y for _, y in drawn]
    return max(xs) - min(xs) + 2, max(ys) - min(ys) + 2


def spread_problem(cells: tuple[tuple[int, int], ...]) -> str:
    """Returns why tiles spread too wide to read on the table ('' if they do not): at most WIDEST units
    across and down, the widest of the named layouts."""
    wide, high = spread(cells) if cells else (0, 0)
    if wide <= WIDEST and high <= WIDEST:
        return ""
    return (
        f"Too spread out to read on the table: {wide / 2:g} tiles across and {high / 2:g} down, empty gaps "
        f"counted as half a tile; at most {WIDEST // 2} each way."
    )


def problems(layout: Layout) -> list[tuple[str, str]]:
    """Returns what is wrong with a layout as (field, message): the special count, the number of cells,
    each cell a distinct [x, y] pair inside the grid, not spread too wide to read, the extra pairs' cell
    indices."""
    if layout.special not in TILES_FOR:
        return [("special", "a layout uses 1 or 2 special tiles")]
    found = []
    want = TILES_FOR[layout.special]
    if len(layout.cells) != want:
        found.append(
            (
                "cells",
                f"a layout with {layout.special} special tile(s) holds {want} tiles, not {len(layout.cells)}",
            )
        )
    for i, cell in enumerate(layout.cells):
        if len(cell) != 2 or not all(0 <= n <= MOST for n in cell):
            found.append((f"cells[{i}]", f"a cell is an [x, y] pair, each from 0 to {MOST}"))
        elif cell in layout.cells[:i]:
            found.append((f"cells[{i}]", f"two tiles cannot lie on the same cell {cell}"))
    if not found and spread_problem(tuple(map(tuple, layout.cells))):
        found.append(("cells", spread_problem(tuple(map(tuple, layout.cells)))))
    for i, pair in enumerate(layout.extra):
        if len(pair) != 2 or pair[0] == pair[1] or not all(0 <= n < len(layout.cells) for n in pair):
            found.append((f"extra[{i}]", "an extra adjacency is a pair of two different cell indices"))
    return found


def unreachable(layout: Realm, bridge: bool) -> str:
    """Returns why a layout cannot be played ('' if it can): a tile the head could never reach, unless
    the cosmic bridge joins the sections."""
    parts = sections(layout)
    if len(parts) == 1 or (bridge and len(parts) == 2):
        return ""
    if bridge:
        return f"The layout {layout.name} falls into {len(parts)} sections: the cosmic bridge joins only 2."
    return (
        f"The layout {layout.name} falls into {len(parts)} separate sections: Cosmoctopus could never "
        "reach some tiles, so it can only be played with the cosmic bridge."
    )


#: A player's own layout travels in the `layout` option as 'own/NAME/x,y;x,y;.../a-b;.../SPECIAL', so a
#: saved game replays with it even if the layout's file changes or goes.
OWN = "own/"
NAME_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -'")
NAME_LONGEST = 30


def name_problem(name: str) -> str:
    """Returns what is wrong with a name for a layout of one's own ('' if nothing)."""
    if not name.strip():
        return "Give the layout a name."
    if len(name) > NAME_LONGEST or not set(name) <= NAME_CHARS:
        return (
            f"A layout's name is up to {NAME_LONGEST} plain letters (A to Z), digits, spaces, hyphens or "
            "apostrophes."
        )
    if not any(c.isalnum() for c in name):
        return "A layout's name needs at least one letter or digit."
    return ""


def encode(layout: Realm) -> str:
    """Returns the option text carrying a layout of one's own."""
    cells = ";".join(f"{x},{y}" for x, y in layout.cells)
    extra = ";".join(f"{a}-{b}" for a, b in layout.extra)
    return f"{OWN}{layout.name}/{cells}/{extra}/{layout.special}"


def decode(text: str) -> Layout:
    """Returns the layout an option text carries; raises ValueError with a sentence if it is not one."""
    parts = text[len(OWN) :].split("/") if text.startswith(OWN) else []
    try:
        name, cells, extra, special = parts
        layout = Layout(
            id=name,
            name=name,
            cells=[[int(n) for n in cell.split(",")] for cell in cells.split(";") if cell],
            extra=[[int(n) for n in pair.split("-")] for pair in extra.split(";") if pair],
            special=int(special),
        )
    except ValueError:
        raise ValueError(f"'{text[:60]}' is not a layout's text: own/NAME/x,y;x,y.../a-b;.../1") from None
    found = [f"{field}: {message}" for field, message in problems(layout)]
    if name_problem(name) or found:
        raise ValueError(f"The layout {name}: {name_problem(name) or found[0]}.")
    return layout
