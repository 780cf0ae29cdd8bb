"""The final scoring: matching arm cards, the secret colour bonus for shipped octopuses, the tie-breaks,
the results screen's lines, and the numbers a simulation averages."""

from __future__ import annotations

from typing import NamedTuple

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.state import OVER, Oct8State, Octopus, step_of
from tabletop.rules.core import Outcome
from tabletop.rules.words import plural


class Score(NamedTuple):
    """One seat's score and its parts; `key` orders seats: score, then octopuses made, then scoring cards."""

    area: int  # matching arm cards on octopuses in the area
    shipped: int  # matching arm cards on shipped octopuses
    bonus: int  # the extra point per matching card of shipped octopuses of the secret colour
    made: int  # octopuses in the area and shipped
    cards: int  # arm cards that scored
    area_octopuses: int
    shipped_octopuses: int
    secret_shipped: int  # shipped octopuses of the secret colour

    @property
    def total(self) -> int:
        return self.area + self.shipped + self.bonus

    @property
    def key(self) -> tuple[int, int, int]:
        return self.total, self.made, self.cards


def matching(cat: Catalog, octopus: Octopus) -> int:
    """Returns the octopus's arm cards of its head's colour: its points."""
    colour_of = cat.colour_of
    return sum(colour_of[c] == colour_of[octopus[0]] for c in octopus[1:])


def score(cat: Catalog, state: Oct8State, seat: int) -> Score:
    """Returns the seat's score in parts (its secret colour counts only once known to the state)."""
    secret = state.secrets[seat]
    mine = cat.colour_of[secret] if secret is not None else None
    area = sum(matching(cat, o) for o in state.areas[seat])
    shipped = sum(matching(cat, o) for o in state.shipped[seat])
    doubled = [o for o in state.shipped[seat] if cat.colour_of[o[0]] == mine]
    made = len(state.areas[seat]) + len(state.shipped[seat])
    bonus = sum(matching(cat, o) for o in doubled)
    return Score(
        area,
        shipped,
        bonus,
        made,
        area + shipped,
        len(state.areas[seat]),
        len(state.shipped[seat]),
        len(doubled),
    )


def winners(cat: Catalog, state: Oct8State) -> tuple[int, ...]:
    """Returns the seats with the best score, then most octopuses made, then most scoring cards."""
    keys = [score(cat, state, s).key for s in range(state.players)]
    best = max(keys)
    return tuple(s for s, k in enumerate(keys) if k == best)


def seat_lines(cat: Catalog, state: Oct8State, seat: int) -> tuple[str, ...]:
    """Returns the results screen's lines for one seat: five with 2 players, fewer with more (less room)."""
    parts = score(cat, state, seat)
    name = cat.colour_name(cat.colour_of[state.secrets[seat]])
    area = f"Area: {plural(parts.area_octopuses, 'octopus', 'octopuses')}, {plural(parts.area, 'pt')}"
    shipped = (
        f"Shipped: {plural(parts.shipped_octopuses, 'octopus', 'octopuses')}, {plural(parts.shipped, 'pt')}"
    )
    ties = f"Ties: {plural(parts.made, 'octopus', 'octopuses')} made, {plural(parts.cards, 'scoring card')}"
    if parts.secret_shipped:
        bonus = f"{name} shipped, doubled: +{plural(parts.bonus, 'pt')}"
    else:
        bonus = f"No {name.lower()} octopus shipped: no bonus"
    area = area if parts.area_octopuses else ""  # only what scored: no line of nothing
    shipped = shipped if parts.shipped_octopuses else ""
    tied = sum(score(cat, state, s).total == parts.total for s in range(state.players)) > 1
    ties = ties if tied else ""  # the tie-breaks only when they were needed
    if state.players <= 2:
        return _kept((f"Secret colour: {name}", area, shipped, bonus, ties))
    secret = f"Secret {name}: " + (
        f"shipped {name.lower()} doubled, +{plural(parts.bonus, 'pt')}" if parts.bonus else "no bonus"
    )
    if state.players == 3:
        return _kept((area, shipped, secret, ties))
    return _kept((" · ".join(_kept((area, shipped))), secret, ties))


def _kept(lines: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(line for line in lines if line)


def outcome(cat: Catalog, state: Oct8State) -> Outcome | None:
    """Returns the scores, the winners and every seat's lines once the game is over."""
    if step_of(state) != OVER:
        return None
    scores = tuple(score(cat, state, s).total for s in range(state.players))
    details = tuple(seat_lines(cat, state, s) for s in range(state.players))
    deck = "arm deck" if state.ended_by == "arms" else "head deck"
    ended = f"The {deck} ran out, and everyone else played one more turn."
    return Outcome(scores=scores, winners=winners(cat, state), details=details, ended=ended)


def stats(cat: Catalog, state: Oct8State) -> dict[str, float]:
    """Returns a finished game's rounds, turns, octopuses made and shipped, how it ended, first_player_won."""
    if step_of(state) != OVER:
        return {}
    won = winners(cat, state)
    return {
        "rounds": state.turns / state.players,
        "turns": float(state.turns),
        "octopuses_made": float(state.made),
        "shipped": float(sum(len(s) for s in state.shipped)),
        "ended_by_arm_deck": float(state.ended_by == "arms"),
        "ended_by_head_deck": float(state.ended_by == "heads"),
        "passes": float(state.passes),
        "baby_actions": float(state.extra_actions),
        "winning_score": float(max(score(cat, state, s).total for s in won)),
        "shared_win": float(len(won) > 1),
        "first_player_won": float(state.first in won),
    }
