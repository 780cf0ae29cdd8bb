"""Who looks at the screen: the viewer seat, and when the computer must be handed over."""

from __future__ import annotations

from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match


class Seating:
    """Tracks the viewer: the human whose secrets may be drawn now (None: nobody's)."""

    def __init__(self, match: Match, handoffs: bool):
        self.match = match
        humans = [i for i, seat in enumerate(match.seats) if not seat.computer]
        self.humans = humans
        self.private = False
        self.set_handoffs(handoffs)
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.done_at = -1  # how many actions there were when Done was last pressed
        self.shown_at = 0  # how many actions there were when the viewer was last handed the computer

    def set_handoffs(self, handoffs: bool) -> bool:
        """Turns hand-offs on or off (the Settings screen may do it mid-game); returns True when they
        just came on: then nobody has been handed the computer, so no hand may show until someone is."""
        was = self.private
        # With one human, or no secrets, or hand-offs turned off, nobody needs to look away.
        self.private = handoffs and self.match.rules.has_secrets and len(self.humans) > 1
        if self.private and not was:
            self.viewer = None
        return self.private and not was

    def human_to_act(self) -> int | None:
        """Returns the seat to act if it is a human's, else None."""
        actor = self.match.to_act
        if not is_player(actor) or self.match.seats[actor].computer:
            return None
        return actor

    def computer_to_act(self) -> bool:
        """Tells whether the table moves for the seat to act: a computer seat, or a non-player actor
        (chance, the game's automaton), which the table steps like a computer seat."""
        actor = self.match.to_act
        if actor is None or self.match.outcome is not None:
            return False
        return not is_player(actor) or self.match.seats[actor].computer

    def viewer_acts(self) -> bool:
        """Tells whether the viewer is the seat that must decide now."""
        actor = self.human_to_act()
        return actor is not None and actor == self.viewer

    def handoff_to(self) -> int | None:
        """Returns the human who must be handed the computer before the table is drawn, if any."""
        actor = self.human_to_act()
        if not self.private or actor is None or actor == self.viewer:
            return None
        return actor

    def follow_actor(self) -> None:
        """Without hand-offs, the viewer simply becomes whichever human acts."""
        actor = self.human_to_act()
        if actor is not None:
            self.viewer = actor

    def part_done(self) -> bool:
        """Tells whether the viewer has no decision pending: whatever comes next is someone else's (the
        viewer's turn does not come back to it after another seat's answer)."""
        viewer = self.viewer
        return viewer is None or all(prompt.seat != viewer for prompt in self.match.state.decisions)

    def passed_on(self) -> bool:
        """Tells whether the decision has left the viewer for good: another person decides now, or a
        computer or the game does and the viewer's part is over (not a computer's answer inside it)."""
        match, viewer = self.match, self.viewer
        if viewer is None or match.outcome is not None or match.to_act == viewer:
            return False
        return self.human_to_act() is not None or self.part_done()

    def turn_ending(self, asked: bool) -> int | None:
        """Returns the viewer when its own moves gave the decision to someone else for good and it has not
        pressed Done since (then nothing moves on until it does: it may still take its moves back); None
        when no Done is `asked` for or none is due."""
        if not (asked and self.private) or not self.passed_on():
            return None
        viewer, actions = self.viewer, self.match.actions
        last = next((i + 1 for i in range(len(actions) - 1, -1, -1) if actions[i].seat == viewer), 0)
        acted = last > self.shown_at  # it moved since it was handed the computer
        return viewer if acted and self.done_at < last else None

    def cover(self) -> bool:
        """Hides the viewer's secrets once the decision has left it for good (after Done, if one was due):
        nobody's hand shows until the next person is handed the computer. Returns True when it did."""
        if not self.private or not self.passed_on():
            return False
        self.viewer = None
        return True

    def done(self) -> None:
        """The player whose turn is over pressed Done: no Done is due until the next move."""
        self.done_at = len(self.match.actions)

    def reveal(self, seat: int) -> None:
        """The hand-off was accepted: `seat` now looks at the screen."""
        self.viewer = seat
        self.shown_at = len(self.match.actions)
