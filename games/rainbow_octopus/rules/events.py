"""What can happen in Rainbow Octopus, as the events its handlers record (tabletop/rules/events.py): the
secret choices turned up and the wilds taken as setup ends, passed cards changing hands, cards drawn (after
a reshuffle) or stolen, a tentacle or a Wild replaced, an arm showing a new colour or the eighth, a new
round and its tide, the end. The narrator (tell.py) words them; the table celebrates from them. Ids, seats
and numbers only; a card another seat may not see is None in its view (views.view masks it)."""

from __future__ import annotations

from tabletop.rules.events import Event

Cards = tuple[str | None, ...]  # None: a card the viewer may not see


class Revealed(Event):
    """Setup ended: a seat's secret choices were turned up onto its arms."""

    seat: int
    cards: Cards


class WildsTaken(Event):
    """Setup ended: these seats took their Wild into their hand (a seat without one is not named)."""

    seats: tuple[int, ...]


class Delivered(Event):
    """Cards passed in secret changed hands at once: from `giver` to `seat`."""

    seat: int
    giver: int
    cards: Cards


class Reshuffled(Event):
    """The deck was empty: the discard pile was shuffled into a new deck."""


class Drew(Event):
    """A seat drew the top card of the deck into its hand."""

    seat: int
    card: str | None


class Replaced(Event):
    """A card put on an arm replaced the one there: a tentacle (discarded) or the seat's Wild (`wild`,
    which must now move)."""

    seat: int
    arm: int
    card: str | None
    wild: bool = False


class Stole(Event):
    """A seat took a card from `victim`: a tentacle off its octopus, or a random card of its hand
    (`from_hand`)."""

    seat: int
    victim: int
    card: str | None
    from_hand: bool = False


class NewColour(Event):
    """An arm now shows a colour its octopus lacked."""

    seat: int
    arm: int
    colour: str


class Eighth(Event):
    """The card put on an arm gave the octopus its eighth (its Wild, or a second colour's repeat)."""

    seat: int
    arm: int


class RoundBegan(Event):
    """A new round began, with its tide (None: played without tides)."""

    round: int
    tide: str | None = None


class Won(Event):
    """A seat shows all seven colours plus its eighth: the game is over."""

    seat: int


class Ended(Event):
    """No cards are left to draw: the game is over, the best score wins (`winners`)."""

    winners: tuple[int, ...]


OctopusEvent = (
    Revealed
    | WildsTaken
    | Delivered
    | Reshuffled
    | Drew
    | Replaced
    | Stole
    | NewColour
    | Eighth
    | RoundBegan
    | Won
    | Ended
)

#: The sound of a move (tabletop/game.py `sounds`): the first key it matches, in this order (None: the
#: table's plain sound; a round played without tides turns up no card).
SOUNDS = {
    Won: "rainbow",
    Eighth: "tentacle",
    NewColour: "tentacle",
    Stole: "steal",
    Revealed: "flip",
    (RoundBegan, "tide", None): None,
    RoundBegan: "flip",
}
