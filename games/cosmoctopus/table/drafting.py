"""The editor's layout with its extra links (no pygame): the tiles of design.Design, plus pairs of tiles
joined by hand though they do not touch ("Link tiles": click one tile, then another). Taking a tile back
drops its links and renumbers the rest; a saved layout opens into it whole."""

from __future__ import annotations

from games.cosmoctopus.rules.layouts import Realm, realm, touching
from games.cosmoctopus.table.design import Design


class Draft(Design):
    """A Design with extra links (`extra`: pairs of tile indices, smaller first), the tile picked as the
    first end of a link (-1: none)."""

    def __init__(self) -> None:
        super().__init__()
        self.extra: list[tuple[int, int]] = []
        self.picked = -1

    def realm(self, name: str = "") -> Realm:
        """Returns the design as a layout, its extra links included."""
        return realm(name, self.cells, self.extra, self.special)

    def click(self, point: tuple[float, float]) -> str:
        """Takes back the tile under the point (and its links), or puts one down centred on it."""
        hit = self.at(point)
        if hit >= 0:
            self._forget(hit)
        return super().click(point)

    def link_click(self, point: tuple[float, float]) -> str:
        """In link mode: picks a tile, then joins it to the next tile clicked (or unjoins them if they
        are joined); a click on the picked tile or on no tile lets it go. Returns what happened."""
        hit, first = self.at(point), self.picked
        if hit < 0 or hit == first:
            self.picked = -1
            return "Let go: click a tile to start a link." if first >= 0 else "Click a tile to start a link."
        if first < 0:
            self.picked = hit
            return f"Tile {hit + 1} picked: click another tile to join it (or unjoin a dashed link)."
        self.picked = -1
        return self.toggle(first, hit)

    def toggle(self, a: int, b: int) -> str:
        """Joins tiles a and b by an extra link, or unjoins them if they are joined; returns what
        happened (tiles that touch are adjacent already and are not linked)."""
        pair = (min(a, b), max(a, b))
        names = f"Tiles {pair[0] + 1} and {pair[1] + 1}"
        if pair in self.extra:
            self.extra.remove(pair)
            return f"{names} unjoined."
        if touching(self.cells[a], self.cells[b]):
            return f"{names} touch: they are adjacent already, without a link."
        self.extra.append(pair)
        return f"{names} joined by a dashed link: adjacent though apart."

    def set_special(self, special: int) -> None:
        """Uses 1 or 2 special tiles: the tiles beyond the count go, with their links."""
        self.special = special
        while len(self.cells) > self.wanted:
            self._forget(len(self.cells) - 1)
            self.cells.pop()

    def clear(self) -> None:
        """Takes every tile and link away (the name stays with the editor)."""
        self.cells.clear()
        self.extra.clear()
        self.picked = -1

    def open(self, layout: Realm) -> None:
        """Puts a saved layout's tiles, links and special count on the grid."""
        self.cells = list(layout.cells)
        self.extra = [(min(a, b), max(a, b)) for a, b in layout.extra]
        self.special, self.picked = layout.special, -1

    def shape(self) -> tuple:
        """Returns what a save keeps of the design (to tell whether it changed since it was saved)."""
        return tuple(self.cells), tuple(sorted(self.extra)), self.special

    def _forget(self, gone: int) -> None:
        """Drops the links of tile `gone` and renumbers the links of the tiles after it."""
        renumber = {i: i - (i > gone) for i in range(len(self.cells))}
        self.extra = [(renumber[a], renumber[b]) for a, b in self.extra if gone not in (a, b)]
        self.picked = -1
