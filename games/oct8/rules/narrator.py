"""Oct8's words: card names, action labels, the log's lines, the prompt and the octopuses celebrated."""

from __future__ import annotations

from games.oct8.rules import tell, text, views
from games.oct8.rules.catalog import catalog
from tabletop.rules.decisions import DRAW
from tabletop.rules.narrator import Narrator


class Oct8Narrator(Narrator):
    """Says Oct8's moves in players' words."""

    draw_kinds = frozenset({DRAW, "take"})

    def component_name(self, component_id: str) -> str:
        """Returns 'Red 3' for a card (and the names of heads, tiles and chips)."""
        return catalog().card_name(component_id)

    # Labels, prompts, log lines and celebrations, as this game's modules word them.
    describe = staticmethod(text.describe)
    prompt_for = staticmethod(text.prompt)
    announce = staticmethod(tell.announce)
    celebrations = staticmethod(views.celebrations)
