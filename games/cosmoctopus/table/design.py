"""The layout being designed in the editor (no pygame): tiles put down and taken back on the half-tile grid,
and what stops it being saved, in a sentence."""

from __future__ import annotations

from games.cosmoctopus.rules.game import CosmoRules
from games.cosmoctopus.rules.layouts import (
    MOST,
    TILES_FOR,
    Realm,
    name_problem,
    realm,
    sections,
    spread_problem,
    unreachable,
)


def bridge_exists() -> bool:
    """Tells whether the game has the cosmic bridge option (then a layout in 2 sections may be saved)."""
    return any(variant.key == "bridge" for variant in CosmoRules.variants)


class Design:
    """Tiles on the editor's grid, in the order put down: each cell the top-left corner of a 2 x 2 tile in
    half-tile units, from 0 to `MOST`; 1 or 2 special tiles (9 or 10 tiles)."""

    def __init__(self) -> None:
        self.cells: list[tuple[int, int]] = []
        self.special = 1

    @property
    def wanted(self) -> int:
        """Returns how many tiles the layout holds."""
        return TILES_FOR[self.special]

    def at(self, point: tuple[float, float]) -> int:
        """Returns the tile covering a point (in units), the one put down last if several; -1 if none."""
        px, py = point
        hits = [i for i, (x, y) in enumerate(self.cells) if x <= px < x + 2 and y <= py < y + 2]
        return hits[-1] if hits else -1

    def click(self, point: tuple[float, float]) -> str:
        """Takes back the tile under the point, or puts one down centred on it; returns what happened."""
        hit = self.at(point)
        if hit >= 0:
            del self.cells[hit]
            return f"Tile {hit + 1} taken back."
        if len(self.cells) >= self.wanted:
            return f"All {self.wanted} tiles are down: click a tile to take it back first."
        cell = snap(point)
        if cell in self.cells:
            return "A tile already lies there."
        self.cells.append(cell)
        return f"Tile {len(self.cells)} put down."

    def realm(self, name: str = "") -> Realm:
        """Returns the design as a layout."""
        return realm(name, self.cells, (), self.special)

    def problem(self, name: str) -> str:
        """Returns why the design cannot be saved under `name` yet ('' when it can)."""
        if len(self.cells) != self.wanted:
            return f"Put down all {self.wanted} tiles: {len(self.cells)} so far."
        layout = self.realm(name.strip())
        if unreachable(layout, bridge_exists()):
            away = [str(c + 1) for part in sections(layout)[1:] for c in part]
            noun = "Tile" if len(away) == 1 else "Tiles"
            return (
                f"{noun} {', '.join(away)} cannot be reached from tile 1: every tile must be reachable "
                "(a layout in two sections needs the cosmic bridge)."
            )
        return spread_problem(layout.cells) or name_problem(name.strip())


def snap(point: tuple[float, float]) -> tuple[int, int]:
    """Returns the cell of a tile centred as near the point as the half-tile grid allows, inside it."""
    return tuple(max(0, min(MOST, round(n - 1))) for n in point)
