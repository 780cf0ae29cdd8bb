"""Rainbow Octopus's words: card names, action labels, the log's lines, the prompt and celebrations."""

from __future__ import annotations

from games.rainbow_octopus.rules import tell, text, views
from tabletop.rules.core import Action, GameState
from tabletop.rules.decisions import DRAW
from tabletop.rules.narrator import Narrator


class RainbowOctopusNarrator(Narrator):
    """Says Rainbow Octopus's moves in players' words."""

    draw_kinds = frozenset({DRAW, "steal"})

    def component_name(self, component_id: str) -> str:
        """Returns 'Red 3' for a card (and the names of wilds and octopus tiles)."""
        return self.rules.catalog.card_name(component_id)

    # Labels, prompts, log lines and celebrations, as this game's modules word them.
    def describe(self, state: GameState, action: Action) -> str:
        """Returns a short label for an action: for a button, a chooser or the log."""
        return text.describe(self.rules.catalog, state, action)

    def prompt_for(self, state: GameState, seat: int, actor: int | None) -> str:
        """Returns, in a sentence, what the seat must do now (or whom it waits for)."""
        return text.prompt(self.rules.catalog, state, seat, actor)

    def progress(self, state: GameState, turn: int) -> str:
        """Returns the round the game is in ("Round 3"), the word the table uses; "Setup" before it."""
        return f"Round {state.round}" if state.round else "Setup"

    def announce(self, before: GameState, after: GameState, action: Action, viewer: int | None) -> str:
        """Returns what `viewer` is told about `action`: the action, then what followed from it."""
        return tell.announce(self.rules.catalog, before, after, action, viewer)

    def celebrations(self, before: GameState, after: GameState) -> list[str]:
        """Returns the arms showing a colour their octopus lacked (or its Wild), once play began."""
        return views.celebrations(self.rules.catalog, before, after)
