"""The table's status bar in words: who is to act and what they are asked, worked out once per state."""

from __future__ import annotations

from tabletop.rules import decisions
from tabletop.rules.decisions import is_player
from tabletop.rules.outcome import verdict
from tabletop.session import Session
from tabletop.table.seating import Seating
from tabletop.ui.colours import seat_rgb

Status = tuple[str, str, tuple[int, int, int]]  # title, prompt, colour
WIN_GOLD = (255, 214, 64)
GAME_GREY = (196, 200, 208)  # the colour of a non-player actor (chance, the game's automaton): no seat's
COVERED = "Every hand is hidden until the computer is passed on."


class StatusLine:
    """Words the status bar of one table; a new text only when the state or a pause changes."""

    def __init__(self, session: Session, seating: Seating):
        self.session = session
        self.seating = seating
        self.seen: tuple = (None, None)

    def now(self, actor: int | None, held_back: bool) -> Status:
        """Returns the title, prompt and colour for the seat to act (or the winners); `held_back`: the
        computer seats wait (paused, or something covers the table)."""
        key = (self.session.state, actor, held_back, self.session.turn_ending, self.seating.viewer)
        if self.seen[0] != key:
            self.seen = (key, self._worded(actor, held_back))
        return self.seen[1]

    def _what_ended(self, seat: int, actor: int | None) -> str:
        """Returns "your turn goes on after Ben answers" when the seat's turn comes back to it once another
        answers inside it (its Treasure Map asks for blocks), "your choice is made" after an answer in a
        response window (a block, a secret pick), else the game's words for a turn over ("your turn is
        over", or why it ended by itself)."""
        if is_player(actor) and any(p.seat == seat and not p.window for p in self.session.state.decisions):
            return f"your turn goes on after {self.session.match.seats[actor].name} answers"
        before, after = self.session.last_step()
        asked = decisions.top(before)
        answered = asked is not None and asked.window and asked.seat == seat
        return "your choice is made" if answered else self.session.match.rules.narrator.turn_over(after, seat)

    def _done_prompt(self, actor: int | None) -> str:
        """Returns what Done does now (hand the computer on, or hide the hand while a computer or the game
        plays), with Undo offered only when a move can still be taken back."""
        match = self.session.match
        if is_player(actor) and not match.seats[actor].computer:
            prompt = f"Done (Space): pass the computer to {match.seats[actor].name}."
        else:
            name = match.seats[actor].name if is_player(actor) else match.rules.narrator.actor_name(actor)
            prompt = f"Done (Space): hide your hand while {name} plays."
        return prompt if self.session.undo_reason() else f"{prompt} Undo: take your move back."

    def _covered_note(self) -> str:
        """Returns the words under the title while nobody's hand shows (a computer or the game plays
        between two people's turns at a table with hand-offs)."""
        return COVERED if self.seating.private and self.seating.viewer is None else ""

    def _worded(self, actor: int | None, held_back: bool) -> Status:
        match = self.session.match
        if match.outcome is not None:
            winners = match.outcome.winners
            if match.outcome.against_game:  # solo or co-operative: won or lost together
                return verdict(match.outcome, []), "", WIN_GOLD
            names = " and ".join(match.seats[s].name for s in winners)
            return f"{names} win{'s' if len(winners) == 1 else ''}!", "", WIN_GOLD
        ending = self.session.turn_ending
        if ending is not None:
            seat = match.seats[ending]
            words = f"{seat.name}: {self._what_ended(ending, actor)}"
            return words, self._done_prompt(actor), seat_rgb(seat.colour)
        if not is_player(actor):
            doing = "is to play (paused)" if held_back else "is playing"
            return f"{match.rules.narrator.actor_name(actor)} {doing}", self._covered_note(), GAME_GREY
        seat = match.seats[actor]
        if seat.computer:
            doing = "is to play (paused)" if held_back else "is thinking"
            return f"{seat.name} {doing}", self._covered_note(), seat_rgb(seat.colour)
        return self._title(actor), self.session.prompt(actor), seat_rgb(seat.colour)

    def _title(self, actor: int) -> str:
        """Returns who decides and what: "Ben answers Ana's Captain" for a question inside another's turn
        (as the game words it), "Ben answers in Ana's turn" or "Ben decides in Cleo's turn" when the game does
        not say what, else "Ana's turn"."""
        session, name = self.session, self.session.match.seats[actor].name
        owner = turn_owner(session.state, actor)
        if owner is None and not decisions.in_window(session.state):
            return f"{name}'s turn"
        what = session.words(session.match.rules.narrator.answering(session.view(None), actor))
        if what:
            return f"{name} answers {what}"
        verb = "answers" if decisions.in_window(session.state) else "decides"
        return (
            f"{name} {verb} in {session.match.seats[owner].name}'s turn"
            if owner is not None
            else f"{name} {verb}"
        )


def turn_owner(state, actor: int) -> int | None:
    """Returns the seat whose turn the actor decides inside: the nearest player below the top of the
    decisions who is not the actor and not waiting in the same response window; None in its own turn."""
    others = (p.seat for p in reversed(state.decisions[:-1]) if p.seat != actor and not p.window)
    return next((seat for seat in others if is_player(seat)), None)
