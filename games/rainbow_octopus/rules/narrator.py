"""Rainbow Octopus's words: card names, action labels, the log's lines, the prompt and celebrations."""

from __future__ import annotations

from games.rainbow_octopus.rules import tell, text, views
from tabletop.rules.core import GameState
from tabletop.rules.decisions import DRAW
from tabletop.rules.narrator import Narrator


class RainbowOctopusNarrator(Narrator):
    """Says Rainbow Octopus's moves in players' words."""

    draw_kinds = frozenset({DRAW, "steal"})
    # Labels and prompts (text.describe, text.prompt) and log lines (tell.announce), each handed the
    # catalog, which also names the cards (Catalog.card_name: 'Red 3', 'Wild').
    words, news = text, tell

    def progress(self, state: GameState, turn: int) -> str:
        """Returns the round the game is in ("Round 3"), the word the table uses; "Setup" before it."""
        return f"Round {state.round}" if state.round else "Setup"

    def celebrations(self, before: GameState, after: GameState) -> list[str]:
        """Returns the arms the move gave a colour their octopus lacked, or its eighth (from its events)."""
        return views.celebrations(after)
