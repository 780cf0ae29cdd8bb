"""Oct8's words: card names, action labels, the log's lines, the prompt and the octopuses celebrated."""

from __future__ import annotations

from games.oct8.rules import tell, text, views
from tabletop.rules.decisions import DRAW
from tabletop.rules.narrator import Narrator


class Oct8Narrator(Narrator):
    """Says Oct8's moves in players' words, with the names of its rules' catalog."""

    draw_kinds = frozenset({DRAW, "take", "take_top"})
    # Labels and prompts (text.describe, text.prompt) and log lines (tell.announce); card names are the
    # catalog's (Catalog.card_name), the octopuses just finished the views module's.
    words, news = text, tell
    celebrations = staticmethod(views.celebrations)
