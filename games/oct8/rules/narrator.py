"""Oct8's words: card names, action labels, the log's lines, the prompt and the octopuses celebrated."""

from __future__ import annotations

from games.oct8.rules import tell, text, views
from games.oct8.rules.state import Oct8State
from tabletop.rules.core import Action
from tabletop.rules.decisions import DRAW
from tabletop.rules.narrator import Narrator


class Oct8Narrator(Narrator):
    """Says Oct8's moves in players' words, with the names of its rules' catalog."""

    draw_kinds = frozenset({DRAW, "take"})

    def component_name(self, component_id: str) -> str:
        """Returns 'Red 3' for a card (and the names of heads, tiles and chips)."""
        return self.rules.catalog.card_name(component_id)

    def describe(self, state: Oct8State, action: Action) -> str:
        """Returns a short label for an action taken in `state` (text.describe)."""
        return text.describe(self.rules.catalog, state, action)

    def prompt_for(self, state: Oct8State, seat: int, actor: int | None) -> str:
        """Returns what the seat must do now, or whom it waits for (text.prompt)."""
        return text.prompt(self.rules.catalog, state, seat, actor)

    def announce(self, before: Oct8State, after: Oct8State, action: Action, viewer: int | None) -> str:
        """Returns what `viewer` is told about `action` (tell.announce)."""
        return tell.announce(self.rules.catalog, before, after, action, viewer)

    # The octopuses just finished, as the views module finds them.
    celebrations = staticmethod(views.celebrations)
