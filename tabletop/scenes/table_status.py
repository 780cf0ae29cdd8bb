"""The table's status bar: who is to act and what they are asked to do, worked out once per state."""

from __future__ import annotations

from tabletop.rules import decisions
from tabletop.rules.decisions import is_player
from tabletop.scenes.results import verdict
from tabletop.ui.colours import seat_rgb

Status = tuple[str, str, tuple[int, int, int]]  # title, prompt, colour
WIN_GOLD = (255, 214, 64)
GAME_GREY = (196, 200, 208)  # the colour of a non-player actor (chance, the game's automaton): no seat's


class StatusLine:
    """Words the status bar of one TableScene; a new text only when the state or a pause changes."""

    def __init__(self, scene):
        self.scene = scene
        self.seen: tuple = (None, None)

    def now(self, actor: int | None) -> Status:
        """Returns the title, prompt and colour for the seat to act (or the winners)."""
        key = (self.scene.session.state, actor, self.held_back(), self.scene.session.turn_ending)
        if self.seen[0] != key:
            self.seen = (key, self._worded(actor))
        return self.seen[1]

    def held_back(self) -> bool:
        """Tells whether computer seats wait: paused by the watch controls, or the table is covered."""
        return self.scene.computers.paused or not self.scene.on_top()

    def _what_ended(self, seat: int) -> str:
        """Returns "your choice is made" after an answer in a response window (a block, a secret pick),
        else "your turn is over"."""
        before, _ = self.scene.session.last_step()
        asked = decisions.top(before)
        answered = asked is not None and asked.window and asked.seat == seat
        return "your choice is made" if answered else "your turn is over"

    def _done_prompt(self, actor: int | None) -> str:
        """Returns what Done does now (hand the computer on, or hide the hand while a computer or the game
        plays), with Undo offered only when a move can still be taken back."""
        scene, match = self.scene, self.scene.match
        if is_player(actor) and not match.seats[actor].computer:
            prompt = f"Done (Space): pass the computer to {match.seats[actor].name}."
        else:
            name = match.seats[actor].name if is_player(actor) else scene.rules.narrator.actor_name(actor)
            prompt = f"Done (Space): hide your hand while {name} plays."
        return prompt if scene.session.undo_reason() else f"{prompt} Undo: take your move back."

    def _covered_note(self) -> str:
        """Returns the words under the title while nobody's hand shows (a computer or the game plays
        between two people's turns at a table with hand-offs)."""
        seating = self.scene.seating
        return (
            "Every hand is hidden until the computer is passed on."
            if seating.private and seating.viewer is None
            else ""
        )

    def _worded(self, actor: int | None) -> Status:
        scene, match = self.scene, self.scene.match
        if match.outcome is not None:
            winners = match.outcome.winners
            if match.outcome.against_game:  # solo or co-operative: won or lost together
                return verdict(match.outcome, []), "", WIN_GOLD
            names = " and ".join(match.seats[s].name for s in winners)
            return f"{names} win{'s' if len(winners) == 1 else ''}!", "", WIN_GOLD
        ending = scene.session.turn_ending
        if ending is not None:
            seat = match.seats[ending]
            return f"{seat.name}: {self._what_ended(ending)}", self._done_prompt(actor), seat_rgb(seat.colour)
        if not is_player(actor):
            doing = "is to play (paused)" if self.held_back() else "is playing"
            return f"{scene.rules.narrator.actor_name(actor)} {doing}", self._covered_note(), GAME_GREY
        seat = match.seats[actor]
        if seat.computer:
            doing = "is to play (paused)" if self.held_back() else "is thinking"
            return f"{seat.name} {doing}", self._covered_note(), seat_rgb(seat.colour)
        prompt = scene.session.prompt(actor)
        return f"{seat.name}'s turn", prompt, seat_rgb(seat.colour)
