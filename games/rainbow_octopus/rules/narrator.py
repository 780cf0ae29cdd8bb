"""Rainbow Octopus's words: card names, action labels, the log's lines, the prompt and celebrations."""

from __future__ import annotations

from games.rainbow_octopus.rules import tell, text, views
from games.rainbow_octopus.rules.catalog import catalog
from tabletop.rules.decisions import DRAW
from tabletop.rules.narrator import Narrator


class RainbowOctopusNarrator(Narrator):
    """Says Rainbow Octopus's moves in players' words."""

    draw_kinds = frozenset({DRAW, "steal"})

    def component_name(self, component_id: str) -> str:
        """Returns 'Red 3' for a card (and the names of wilds and octopus tiles)."""
        return catalog().card_name(component_id)

    # Labels, prompts, log lines and celebrations, as this game's modules word them.
    describe = staticmethod(text.describe)
    prompt_for = staticmethod(text.prompt)
    announce = staticmethod(tell.announce)
    celebrations = staticmethod(views.celebrations)
