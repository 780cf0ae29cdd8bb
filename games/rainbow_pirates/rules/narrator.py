"""Rainbow Pirates' words: labels, the log's lines, the prompt and how far the game is."""

from __future__ import annotations

from games.rainbow_pirates.rules import news, words
from games.rainbow_pirates.rules.events import Rainbow
from games.rainbow_pirates.rules.state import BUILD, REARRANGE, REORDER, Attack
from tabletop.rules import decisions
from tabletop.rules.core import seat_ref
from tabletop.rules.decisions import DRAW, top_kind
from tabletop.rules.events import of_kind
from tabletop.rules.narrator import Narrator


class PirateNarrator(Narrator):
    """Says Rainbow Pirates' moves in players' words, with the names of its rules' catalog."""

    draw_kinds = frozenset({DRAW, "take", "steal", "give"})
    words, news = words, news

    def summed_up(self, before, after, action) -> bool:
        """Tells whether the action is a step of a build, a rearranging or a reordering (its Confirm line
        names the result) or a Cancel of one (nothing changed)."""
        inside = top_kind(before) in (BUILD, REARRANGE, REORDER)
        return (inside and action.kind in ("place", "move", "put", "cancel")) or top_kind(after) == BUILD

    def answering(self, state, seat: int) -> str:
        """Returns the black card a seat answers (blocks or gives to): "<seat 0>'s Captain"."""
        attack = getattr(decisions.top(state), "data", None)
        if not isinstance(attack, Attack) or attack.attacker == seat:
            return ""
        return f"{seat_ref(attack.attacker)}'s {self.rules.catalog.card_name(attack.card)}"

    def progress(self, state, turn: int) -> str:
        """Returns 'Turn N', counted in the game's own turns (the final placements: 'Final placements')."""
        return "Final placements" if getattr(state, "final", False) else f"Turn {state.turn}"

    def celebrations(self, before, after) -> list[str]:
        """Returns the seats ('seat:<n>') that just completed a full rainbow (its Rainbow event), for the
        table to celebrate."""
        return [f"seat:{e.seat}" for e in of_kind(after.events, Rainbow)]
