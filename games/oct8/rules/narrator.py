"""Oct8's words: card names, action labels, the log's lines, the prompt and the octopuses celebrated."""

from __future__ import annotations

from games.oct8.rules import tell, text, views
from games.oct8.rules.catalog import catalog
from tabletop.rules.core import Action, GameState
from tabletop.rules.narrator import Narrator


class Oct8Narrator(Narrator):
    """Says Oct8's moves in players' words."""

    draw_kinds = frozenset({"draw", "take"})

    def component_name(self, component_id: str) -> str:
        """Returns 'Red 3' for a card (and the names of heads, tiles and chips)."""
        return catalog().card_name(component_id)

    def describe(self, state: GameState, action: Action) -> str:
        """Returns a short label: 'Attach Blue 3 to the red head (5/8)', 'Confirm swap', 'End turn'."""
        return text.describe(state, action)

    def announce(self, before: GameState, after: GameState, action: Action, viewer: int | None) -> str:
        """Returns what `viewer` is told of the action: a card drawn into a hand is named to its owner."""
        return tell.announce(before, after, action, viewer)

    def prompt(self, state: GameState, seat: int) -> str:
        """Returns what the seat must do now, in one short sentence."""
        return text.prompt(state, seat, self.rules.to_act(state))

    def celebrations(self, before: GameState, after: GameState) -> list[str]:
        """Returns the octopuses just finished with exactly 8 arms (they moved into a player's area)."""
        return views.celebrations(before, after)
