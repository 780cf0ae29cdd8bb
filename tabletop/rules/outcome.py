"""How a game ended: a score per seat, the winners, and whether the players won or lost together."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """The end of a game: a score per seat, the winning seats, and lines explaining it.

    `together` marks a co-operative game: every seat shares one result, so `winners` is every seat when
    the players won and () when the game beat them. A 1-seat (solo) game is won or lost the same way.
    `ended` says why the game ended, in a sentence ("The draw pile ran out."); `details` hold, per seat,
    only the lines that scored (or decided the result), never a line of nothing ("0 full rainbows").
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    details: tuple[tuple[str, ...], ...] = ()
    together: bool = False
    ended: str = ""

    @property
    def solo(self) -> bool:
        """Tells whether one seat played alone (its only opponent was the game)."""
        return len(self.scores) == 1

    @property
    def against_game(self) -> bool:
        """Tells whether the players faced the game itself (co-operative or solo), not each other."""
        return self.together or self.solo

    @property
    def lost_to_game(self) -> bool:
        """Tells whether the game itself won: a co-operative team or a solo player lost."""
        return self.against_game and not self.winners


def headline(names: list[str]) -> str:
    """Returns the big sentence naming the winners."""
    if not names:
        return "Nobody wins this time."
    if len(names) == 1:
        return f"{names[0]} wins!"
    joined = f"{', '.join(names[:-1])} and {names[-1]} win together!"
    return joined if len(joined) <= 44 else f"A {len(names)}-way tie!"


def verdict(outcome: Outcome, names: list[str]) -> str:
    """Returns the big sentence for any outcome: solo and co-operative games are won or lost together."""
    if outcome.solo:
        return "You won!" if outcome.winners else "You lost this time."
    if outcome.together:
        return "You all won!" if outcome.winners else "You all lost this time."
    return headline(names)
