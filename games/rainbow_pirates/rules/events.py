"""What can follow a move in Rainbow Pirates, as the events its handlers record (tabletop/rules/events.py):
cards drawn or taken into a hand, groups sent back to a hand, the final placements, the end and the next
turn. The narrator (news.py) words them, naming hidden cards only to the seats who saw them; a view shows
them with the cards it hides masked. Ids and seats only."""

from __future__ import annotations

from tabletop.rules.events import Event

Cards = tuple[str | None, ...]  # None: a card the viewer may not see (views.view masks it)


class Drew(Event):
    """A seat drew cards from the draw pile (a draw, a black card's draw), face down to the others."""

    seat: int
    cards: Cards


class Took(Event):
    """A seat took cards from another seat's hand (`giver`): at random, by naming them, or given them."""

    seat: int
    giver: int
    cards: Cards


class Broken(Event):
    """An attack broke a group of a seat's island: what is no longer a group went back to its hand."""

    seat: int
    cards: Cards


class Unfinished(Event):
    """A rearrangement ended with groups left incomplete: their cards went back to the seat's hand."""

    seat: int
    cards: Cards


class FinalBegan(Event):
    """The draw pile ran out: everyone places what they can from their hand."""


class WentOut(Event):
    """A seat went out (an empty hand and the rainbows needed): the game is over."""

    seat: int


class Ended(Event):
    """The last final placement is done: the game is over."""


class Rainbow(Event):
    """A seat's island now holds one more full rainbow (`total`: how many it holds), for the table to
    celebrate."""

    seat: int
    total: int


class TurnBegan(Event):
    """The next turn began: its number and whose it is."""

    turn: int
    seat: int


PirateEvent = Drew | Took | Broken | Unfinished | FinalBegan | WentOut | Ended | Rainbow | TurnBegan

#: The sound of a move (tabletop/game.py `sounds`): the first key it matches, in this order (None: the
#: table's plain sound; a Captain's black card given is not a theft).
SOUNDS = {
    Rainbow: "rainbow",
    "block": "block",
    "arrgh": "arrgh",
    "steal": "steal",
    "destroy": "crash",
    Broken: "crash",
    "give": None,
    Took: "steal",
    "play": "flip",
}
