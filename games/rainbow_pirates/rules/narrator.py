"""Rainbow Pirates' words: labels, the log's lines, the prompt and how far the game is."""

from __future__ import annotations

from games.rainbow_pirates.rules import groups, news, words
from tabletop.rules.decisions import DRAW
from tabletop.rules.narrator import Narrator


class PirateNarrator(Narrator):
    """Says Rainbow Pirates' moves in players' words, with the names of its rules' catalog."""

    draw_kinds = frozenset({DRAW, "take", "steal", "give"})
    words, news = words, news

    def progress(self, state, turn: int) -> str:
        """Returns 'Turn N', counted in the game's own turns (the final placements: 'Final placements')."""
        return "Final placements" if getattr(state, "final", False) else f"Turn {state.turn}"

    def celebrations(self, before, after) -> list[str]:
        """Returns the seats ('seat:<n>') that just completed a full rainbow, for the table to celebrate."""
        cat = self.rules.catalog
        return [
            f"seat:{seat}"
            for seat in range(after.players)
            if groups.full_rainbows(cat, after.islands[seat], after.wild_as)
            > groups.full_rainbows(cat, before.islands[seat], before.wild_as)
        ]
