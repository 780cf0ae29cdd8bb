"""What can happen in Cosmoctopus, as the events its handlers record while an action is applied
(tabletop/rules/events.py): the head's moves and their Tribute, resources gained (to a pool or a
constellation's slot) and returned, cards drawn, taken, played, paid for and discarded, the card row
discarded by Submerge or refreshed, constellations completed, tentacles and Forbidden Knowledge, the
Private Investigator's steps, the next turn and the end.

The narrator (news.py, pi_news.py) words them; the table highlights where each landed. Ids, seats, cells
and numbers only: a card another seat may not see is None in a view (views.view masks it), as in the log
line each seat reads. `source` names what a gain came from: a tile's id (its bonus), a card's id (its
effect, a relic's bonus), or one of the words below."""

from __future__ import annotations

from tabletop.rules.events import Event

Cards = tuple[str | None, ...]  # None: a card the viewer may not see

ROW, TILE, EFFECT, BANK = "row", "tile", "effect", "bank"  # where the PI's gains come from (PiGained)
CONTACT = "contact"  # a card taken from the First Contact cards (Took)
TOGETHER = -1  # Won: the players together, against the PI


class Moved(Event):
    """A seat moved Cosmoctopus' head onto `cells` in turn (one action: one tile or several), paying
    `tribute` (a resource for each step after the move's first)."""

    seat: int
    start: int
    cells: tuple[int, ...]
    tribute: tuple[str, ...] = ()


class MoveEnded(Event):
    """A seat ended a move on `cell` (its tile's bonus follows, or is given away in co-op)."""

    seat: int
    cell: int
    steps: int
    tribute: tuple[str, ...] = ()


class MoveCancelled(Event):
    """A move was taken back: the head is on `cell` again and the Tribute refunded."""

    seat: int
    cell: int
    tribute: tuple[str, ...] = ()


class MoveBegan(Event):
    """A move an effect grants began (`card` the card it comes from; a Submerge's move `number` of
    `moves`, counted from 1)."""

    seat: int
    card: str | None = ""
    number: int = 1
    moves: int = 1


class Placed(Event):
    """An effect put the head straight onto `cell` (a card naming a tile; the PI's seize: `seat` -1)."""

    seat: int
    cell: int


class Gained(Event):
    """A seat gained resources into its pool; `source` is the tile or card they came from ('' unknown);
    `bonus` for a relic's bonus on another gain."""

    seat: int
    resource: str
    count: int
    source: str | None = ""
    bonus: bool = False


class Filled(Event):
    """A gained resource filled slot `slot` (0 is A) of a seat's constellation (`auto`: by a relic, from the
    bank)."""

    seat: int
    card: str
    slot: int
    resource: str
    auto: bool = False


class Returned(Event):
    """A seat returned resources to the bank (discarding down to 8, or taxed by the PI)."""

    seat: int
    resource: str
    count: int


class Drew(Event):
    """A seat drew cards from the deck into its hand (None to the others)."""

    seat: int
    cards: Cards


class Took(Event):
    """A seat took face-up cards into its hand: from the card row (`source` ROW) or First Contact."""

    seat: int
    cards: tuple[str, ...]
    source: str = ROW


class Picked(Event):
    """A seat kept a card of its draft packet (None to the others)."""

    seat: int
    card: str | None


class Paid(Event):
    """A seat confirmed a payment for `piece` (a card, or a Forbidden Knowledge tile): the resources put
    in, one entry each, the hand cards discarded for discounts and the tokens used."""

    seat: int
    piece: str
    resources: tuple[str, ...]
    cards: tuple[str, ...] = ()
    tokens: tuple[str, ...] = ()


class Played(Event):
    """A seat played a card (paid for, or `free`); `lightning` more cards it may play this turn (⚡)."""

    seat: int
    card: str
    free: bool = False
    lightning: int = 0


class Discarded(Event):
    """A seat's cards went to the discard pile: from its hand (discarding down, moving a bridge token) or
    from play (a hallucination once done)."""

    seat: int
    cards: tuple[str, ...]


class Submerged(Event):
    """A Submerge card discarded these row cards; a move follows for each."""

    seat: int
    card: str
    cards: tuple[str, ...]


class RowRefreshed(Event):
    """The card row was discarded (`cards`) and dealt anew."""

    cards: tuple[str, ...]


class Reshuffled(Event):
    """The discard pile was shuffled into a new devotee deck."""


class Completed(Event):
    """A seat's constellation was completed: its resources back to the bank, the card discarded, its
    reward (a tentacle and more) next."""

    seat: int
    card: str


class Tentacle(Event):
    """A seat gained a tentacle; `total` it has now."""

    seat: int
    total: int


class Knowledge(Event):
    """A seat took a Forbidden Knowledge tile (its 2 tentacles follow)."""

    seat: int
    tile: str


class Finished(Event):
    """Co-op: a seat reached 8 tentacles; from now on it only moves Cosmoctopus."""

    seat: int


class Donated(Event):
    """Co-op: a finished seat gave the tile's bonus to `to`."""

    seat: int
    to: int


class Won(Event):
    """The game is over: `seat` summoned Cosmoctopus (TOGETHER: the players, against the PI; AUTOMATON: the
    PI uncovered its secrets)."""

    seat: int


class TurnBegan(Event):
    """The next turn began: its number and whose it is (`drafted`: the first, after the draft)."""

    turn: int
    seat: int
    drafted: bool = False


# The Private Investigator ---------------------------------------------------------------------------


class PiGained(Event):
    """The PI gained resources: from the card row (ROW), an investigated tile entered (TILE, `cell`), or its
    behaviour card's effect (EFFECT)."""

    resource: str
    count: int
    source: str
    cell: int = -1


class PiPaid(Event):
    """The PI returned `count` of a resource for tentacles: 2 and Forbidden Knowledge `tile` removed from
    the game, or 1; `total` it has now."""

    resource: str
    count: int
    tentacles: int
    total: int
    card: str
    tile: str = ""


class PiEffect(Event):
    """A step of the active behaviour card's effect began (`card`): its kind `do`, with its resource and
    count (pi_schema.PI_STEPS); what it did follows."""

    card: str
    do: str
    resource: str = ""
    count: int = 0


class Taxed(Event):
    """The PI's card made every active player return up to `count` of a resource: what each returned."""

    resource: str
    count: int
    returned: tuple[int, ...]


class PiCard(Event):
    """The PI revealed a new behaviour card: the magnifying glasses moved to its tiles."""

    card: str


class Revealed(Event):
    """The PI's 5th tentacle flipped the tracker: its revelation card is face up."""

    card: str


class PiTurnEnded(Event):
    """The PI's turn ended (the next turn's TurnBegan follows)."""


CosmoEvent = (
    Moved
    | MoveEnded
    | MoveCancelled
    | MoveBegan
    | Placed
    | Gained
    | Filled
    | Returned
    | Drew
    | Took
    | Picked
    | Paid
    | Played
    | Discarded
    | Submerged
    | RowRefreshed
    | Reshuffled
    | Completed
    | Tentacle
    | Knowledge
    | Finished
    | Donated
    | Won
    | TurnBegan
    | PiGained
    | PiPaid
    | PiEffect
    | Taxed
    | PiCard
    | Revealed
    | PiTurnEnded
)

#: The sound of a move (tabletop/game.py `sounds`): the first key it matches, in this order.
SOUNDS = {
    Knowledge: "knowledge",
    Tentacle: "tentacle",
    PiPaid: "tentacle",
    Completed: "complete",
    PiCard: "flip",
    Revealed: "flip",
    (Gained, "resource", "ink"): "ink",
    (PiGained, "resource", "ink"): "ink",
    Gained: "gain",
    PiGained: "gain",
    Filled: "gain",
}
