"""Cosmoctopus' words: labels and prompts (words), the log's lines (news), how far the game is."""

from __future__ import annotations

from games.cosmoctopus.rules import investigator, news, pi_news, words
from games.cosmoctopus.rules.events import Tentacle
from games.cosmoctopus.rules.investigator import PI_NAME
from games.cosmoctopus.rules.state import PAY
from tabletop.rules.decisions import AUTOMATON, CONFIRM, DRAW, top_kind
from tabletop.rules.events import of_kind
from tabletop.rules.narrator import Narrator


class CosmoNarrator(Narrator):
    """Says Cosmoctopus' moves in players' words, with the names of its rules' catalog."""

    draw_kinds = frozenset({DRAW, "take", "pick"})
    words, news = words, news

    def actor_name(self, seat: int) -> str:
        """The only non-player actor is the Private Investigator, 'The PI' as its log lines begin."""
        return PI_NAME if seat == AUTOMATON else super().actor_name(seat)

    def describe(self, state, action) -> str:
        """Returns an action's label (the PI's steps and the donation: pi_news)."""
        return pi_news.describe(self.rules.catalog, state, action) or super().describe(state, action)

    def announce(self, before, after, action, viewer: int | None) -> str:
        """Returns the log's sentence: the action, then what it made happen, worded from the events it
        recorded (news; the PI's steps and what an action did for the PI: pi_news)."""
        return news.announce(self.rules.catalog, before, after, action, viewer)

    def question(self, state, actions) -> str:
        """Returns a chooser's question: which resources pay a move's Tribute (words.question)."""
        return words.question(self.rules.catalog, state, actions) or super().question(state, actions)

    def summed_up(self, before, after, action) -> bool:
        """Tells whether the action is a step of a payment (the play that opens it, a resource, card or
        token put in, the proposal taken) or its Cancel: the Confirm line names the card and what was paid."""
        return top_kind(after) == PAY or (top_kind(before) == PAY and action.kind != CONFIRM)

    def prompt_for(self, state, seat: int, actor: int | None) -> str:
        """Returns the prompt (against the PI: its turn, a donation, a finished player, the end: pi_news)."""
        if investigator.active(state):
            said = pi_news.prompt(self.rules.catalog, state, seat, actor)
            if said is not None:
                return said
        return super().prompt_for(state, seat, actor)

    def progress(self, state, turn: int) -> str:
        """Returns 'Set-up' while the bridge tokens are placed, 'Draft' during the draft, else 'Turn N' in
        the game's own turns."""
        phase = getattr(state, "phase", "")
        return {"bridge": "Set-up", "draft": "Draft"}.get(phase, f"Turn {state.turn}")

    def celebrations(self, before, after) -> list[str]:
        """Returns the seats ('seat:<n>') that just gained a tentacle (its Tentacle event), to celebrate."""
        return [f"seat:{e.seat}" for e in of_kind(after.events, Tentacle)]
