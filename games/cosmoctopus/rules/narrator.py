"""Cosmoctopus' words: labels and prompts (words), the log's lines (news), how far the game is."""

from __future__ import annotations

from games.cosmoctopus.rules import news, words
from tabletop.rules.decisions import DRAW
from tabletop.rules.narrator import Narrator


class CosmoNarrator(Narrator):
    """Says Cosmoctopus' moves in players' words, with the names of its rules' catalog."""

    draw_kinds = frozenset({DRAW, "take", "pick"})
    words, news = words, news

    def progress(self, state, turn: int) -> str:
        """Returns 'Set-up' while the bridge tokens are placed, 'Draft' during the draft, else 'Turn N' in
        the game's own turns."""
        phase = getattr(state, "phase", "")
        return {"bridge": "Set-up", "draft": "Draft"}.get(phase, f"Turn {state.turn}")

    def celebrations(self, before, after) -> list[str]:
        """Returns the seats ('seat:<n>') that just gained a tentacle, for the table to celebrate."""
        return [f"seat:{s}" for s in range(after.players) if after.tentacles[s] > before.tentacles[s]]
