"""What can happen in Oct8, as the events its handlers record (tabletop/rules/events.py): cards drawn
or taken into a hand, an octopus completed, a deck running out, the octopus actions of a turn over by
themselves, the next turn and its turn draw, the end. The narrator (tell.py) words them; the table
celebrates from them. Ids, seats and numbers only; a card another seat may not see is None in its view
(views.view masks it)."""

from __future__ import annotations

from tabletop.rules.events import Event

ARMS, HEADS = "arms", "heads"  # the deck that ran out (RanOut)
HAND, CHOICE = "hand", "choice"  # where a turn draw went besides a head: the hand, or waiting for a choice


class Drew(Event):
    """① A seat drew the top of the arm deck into its hand (face down to the others)."""

    seat: int
    card: str | None


class Took(Event):
    """① A seat took the top of the discard pile into its hand (face up, but a hand card once taken: None
    in the others' views, as every card in another's hand)."""

    seat: int
    card: str | None


class Completed(Event):
    """A shared octopus reached eight arms (by an attach or a turn draw, said by the event before): the
    seat took it into its area, with a baby octopus."""

    seat: int
    head: str


class RanOut(Event):
    """A deck ran out (ARMS or HEADS): everyone else plays one more turn."""

    deck: str


class ActionsOver(Event):
    """The seat's octopus actions ended by themselves: `actions` taken this turn, `babies` kept (a baby
    kept means no octopus action was possible for it)."""

    seat: int
    actions: int
    babies: int


class TurnBegan(Event):
    """The next turn began: its number and whose it is."""

    turn: int
    seat: int


class TurnDrew(Event):
    """The turn draw: onto the head it fits (a head id), into the hand (HAND: face down to the others), or
    waiting for its player to choose among the heads it fits (CHOICE)."""

    seat: int
    card: str | None
    onto: str


class Ended(Event):
    """Everyone had their last turn: the game is over."""


Oct8Event = Drew | Took | Completed | RanOut | ActionsOver | TurnBegan | TurnDrew | Ended

#: The sound of a move (tabletop/game.py `sounds`): the first key it matches, in this order.
SOUNDS = {Completed: "complete", RanOut: "alert"}
