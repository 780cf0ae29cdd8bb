"""The Sneaky Octopuses table: the aquarium on the left (every square a place to drop on), the die column
beside it, and on the right a panel per team and the turn's steps.

Nothing is hidden in this game, so every seat sees the same board. Drawn only from the view it is given.
"""

from __future__ import annotations

from games.sneaky_octopuses.rules.game import SneakyRules
from games.sneaky_octopuses.rules.state import SneakyState
from games.sneaky_octopuses.table import aquarium, board, panel
from tabletop.ui.items import Item, TableContext, TableDesign


class SneakyTable(TableDesign):
    """Lays out a Sneaky Octopuses view with the board of `rules`' content; see the module docstring."""

    rules: SneakyRules

    def felt(self, size: tuple[int, int]):
        """Returns the aquarium room this table is played in."""
        return aquarium.felt(size)

    def _items(self, view: SneakyState, ctx: TableContext) -> list[Item]:
        cat = self.rules.catalog
        return [
            *panel.team_items(cat, view, ctx),
            *panel.turn_items(cat, view, ctx),
            *panel.die_items(cat, view),
            *board.everything(cat, view, ctx),
        ]
