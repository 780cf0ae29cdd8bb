"""Sneaky Octopuses' words: action labels, the log's lines, the prompt and how far the game is."""

from __future__ import annotations

from games.sneaky_octopuses.rules import tell, text
from games.sneaky_octopuses.rules.events import Scored
from games.sneaky_octopuses.rules.state import owner
from tabletop.rules.events import of_kind
from tabletop.rules.narrator import Narrator


class SneakyNarrator(Narrator):
    """Says Sneaky Octopuses' moves in players' words, with the names of its rules' catalog."""

    words, news = text, tell

    def progress(self, state, turn: int) -> str:
        """Returns the game's own turn count: 'Turn 12'."""
        return f"Turn {getattr(state, 'turns', turn)}"

    def celebrations(self, before, after) -> list[str]:
        """Returns the home tanks a fish was just thrown into ('home:<seat>'), for the table to celebrate."""
        return [f"home:{owner(scored.octopus)}" for scored in of_kind(after.events, Scored)]
