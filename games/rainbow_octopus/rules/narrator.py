"""Rainbow Octopus's words: card names, action labels, the log's lines, the prompt and celebrations."""

from __future__ import annotations

from games.rainbow_octopus.rules import tell, text, views
from games.rainbow_octopus.rules.catalog import catalog
from tabletop.rules.core import Action, GameState
from tabletop.rules.narrator import Narrator


class RainbowOctopusNarrator(Narrator):
    """Says Rainbow Octopus's moves in players' words."""

    draw_kinds = frozenset({"draw", "steal"})

    def component_name(self, component_id: str) -> str:
        """Returns 'Red 3' for a card (and the names of wilds and octopus tiles)."""
        return catalog().card_name(component_id)

    def describe(self, state: GameState, action: Action) -> str:
        """Returns a short label: 'Play Red 3 on arm 3', 'Draw a card', 'Lose your turn (no legal play)'."""
        return text.describe(state, action)

    def announce(self, before: GameState, after: GameState, action: Action, viewer: int | None) -> str:
        """Returns the log's words for `viewer`: 'Ana played Red 3 on arm 3', or 'You drew Blue 5' for one."""
        return tell.announce(before, after, action, viewer)

    def prompt(self, state: GameState, seat: int) -> str:
        """Returns what the seat must do now, with the tide's words and progress."""
        return text.prompt(state, seat, self.rules.to_act(state))

    def celebrations(self, before: GameState, after: GameState) -> list[str]:
        """Returns the arms where an octopus just showed a new colour (or its eighth)."""
        return views.celebrations(before, after)
