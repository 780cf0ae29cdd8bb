"""The Rainbow Pirates table: the other pirates along the top (name, hand, points, island); the piles
and what is under way on the left; the big seat's island (or a black card's choices) in the middle; its
hand along the bottom.

Drawn only from the view it is given; hidden cards (None) become backs and are never pieces.
"""

from __future__ import annotations

from games.rainbow_pirates.rules.game import PirateRules
from games.rainbow_pirates.rules.state import PirateState
from games.rainbow_pirates.table import island_art, middle, seats, story
from tabletop.ui.items import Item, TableContext, TableDesign, big_seat


class PirateTable(TableDesign):
    """Lays out a Rainbow Pirates view with the cards of `rules`' content; see the module docstring."""

    rules: PirateRules

    def felt(self, size: tuple[int, int]):
        """Returns the island water this table is played on."""
        return island_art.felt(size)

    def story(self, old, new, planned: list) -> list:
        """Returns the move's glides told the pirates' way: steals fly, shouts pop up (table/story.py)."""
        return story.told(old, new, planned)

    def _items(self, view: PirateState, ctx: TableContext) -> list[Item]:
        big, cat = big_seat(ctx), self.rules.catalog
        items = seats.others(cat, view, ctx, big)
        items += middle.pile_items(cat, view)
        items += middle.info_items(cat, view, ctx)
        if middle.choice_due(view, ctx):
            items += middle.choice_items(cat, view, ctx)
        else:
            items += seats.own_island(cat, view, ctx, big)
        return items + seats.hand(cat, view, ctx, big)
