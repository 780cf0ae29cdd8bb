"""What can happen in Sneaky Octopuses, as the events its handlers record (tabletop/rules/events.py): the
keepers noticing, walking, catching and showering, fish and ink hitting, fish scoring, the end and the
next turn. The narrator (tell.py) words them; the table animates from them. Ids and numbers only."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import Cell
from tabletop.rules.events import Event

ROUND_LIMIT, ALL_HOME = "round_limit", "all_home"  # why a game ended without a winner (Ended)


class Saw(Event):
    """A keeper saw an octopus's noise ahead and stepped towards it (`facing`)."""

    keeper: str
    octopus: str
    facing: str


class Heard(Event):
    """A keeper heard an octopus's noise beside or behind it and turned from `was` to face it."""

    keeper: str
    octopus: str
    was: str
    facing: str


class Caught(Event):
    """A keeper caught an octopus, which went home: by stepping onto it, by it stepping onto the keeper, or
    at a shower entrance as the keeper came out (`entrance`)."""

    keeper: str
    octopus: str
    entrance: bool = False


class Walked(Event):
    """A keeper's die walk: the roll, the squares it stood on (its start first), its facing at the end; it
    stayed on a shower entrance (`stayed`, the roll does not leave one) or ended catching an octopus
    (`caught`, said by that Caught)."""

    keeper: str
    roll: int
    path: tuple[Cell, ...]
    facing: str
    stayed: bool = False
    caught: bool = False


class Showered(Event):
    """A keeper went into a shower."""

    keeper: str
    shower: str


class CameOut(Event):
    """A keeper came out of its shower onto the entrance as the showers were cleared."""

    keeper: str
    shower: str


class Hit(Event):
    """A thrown fish (or Squirt's ink, `ink`) hit an octopus, which went home, or a keeper, sent away."""

    target: str
    ink: bool = False


class Safe(Event):
    """Squirt's ink reached an octopus on a corner square, where ink cannot hurt it."""

    octopus: str


class Scored(Event):
    """An octopus threw a fish into its home tank; its team has `points` in all."""

    octopus: str
    fish: str
    points: int


class Won(Event):
    """A team reached the target: the game is over."""

    seat: int
    points: int


class Ended(Event):
    """The game is over without a winner: the round limit reached (ROUND_LIMIT), or every fish scored
    (ALL_HOME)."""

    why: str


class TurnBegan(Event):
    """The next turn began: its number and whose it is."""

    turn: int
    seat: int


SneakyEvent = (
    Saw | Heard | Caught | Walked | Showered | CameOut | Hit | Safe | Scored | Won | Ended | TurnBegan
)

#: The sound of a move (tabletop/game.py `sounds`): the first key it matches, in this order.
SOUNDS = {
    Caught: "catch",
    (Hit, "ink", True): "ink",
    Safe: "ink",
    Hit: "hit",
    Scored: "splash",
    "roll": "die",
    Saw: "alert",
    Heard: "alert",
    "steal": "steal",
}
