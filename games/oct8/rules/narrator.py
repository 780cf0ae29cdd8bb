"""Oct8's words: card names, action labels, the log's lines, the prompt and the octopuses celebrated."""

from __future__ import annotations

from games.oct8.rules import tell, text, views
from games.oct8.rules.events import ActionsOver
from tabletop.rules.decisions import DRAW
from tabletop.rules.events import of_kind
from tabletop.rules.narrator import Narrator


class Oct8Narrator(Narrator):
    """Says Oct8's moves in players' words, with the names of its rules' catalog."""

    draw_kinds = frozenset({DRAW, "take", "take_top"})
    # Labels and prompts (text.describe, text.prompt) and log lines (tell.announce, from the events); card
    # names are the catalog's (Catalog.card_name), the octopuses just finished the views module's.
    words, news = text, tell
    celebrations = staticmethod(views.celebrations)

    def turn_over(self, after, seat: int) -> str:
        """Returns why the seat's turn ended by itself: its last baby spent, or babies no action can use."""
        over = [o for o in of_kind(after.events, ActionsOver) if o.seat == seat]
        if over and over[0].babies:
            return "no other action is possible, your turn is over"
        if over and over[0].actions > 1:
            return "no baby octopus left, your turn is over"
        return super().turn_over(after, seat)
