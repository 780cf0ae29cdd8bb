"""The state of a Cosmoctopus game (plain data only), the prompt kinds and the zone ids.

Who must decide what now is the top prompt on `state.decisions` (tabletop/rules/decisions.py):

- DRAFT: a seat keeps one card of the packet it holds (the draft variant), one seat after another.
- TURN: the turn's main step, at the bottom of the stack: play a card, take Forbidden Knowledge, end.
- MOVE: a Move Cosmoctopus action under way (the turn's own, or one an effect grants): one-tile steps,
  then Confirm. Its data (`MoveAsk`) says whether it may be skipped.
- PAY: the card (or Forbidden Knowledge) being paid for, one resource, card or token at a time.
- PLACE: a gained resource that an open constellation slot could take: place it, or keep the rest.
- SAME: choose the one resource type of a 'gain 2 of the same type' bonus.
- TAKE: take a card from the card row. TAKE_TYPE: take all cards of one type from the row.
- FREE: play a card of a type for free (from the row or the hand), or pass.
- CONTACT: a player's first tentacle: take one of the First Contact cards left, or pass.
- ORDER: several constellations were completed: which one resolves first.
- MAY_DRAW: a relic with the draw icon was played: draw the top card, or pass.
- DISCARD: the end of the turn: discard cards and resources down to 8 each.
- PLACE_BRIDGE, BRIDGE_PAY (bridge.py): a cosmic bridge token placed at set-up; a card for moving one.
- With the Private Investigator (rules/investigator.py): its turn is one prompt of the non-player actor
  AUTOMATON, one step an action; DONATE: a player who reached 8 tentacles gives a tile's bonus away.

Effects still to happen are `state.jobs` (first first); the rules run them until one needs a decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from games.cosmoctopus.rules.events import CosmoEvent
from games.cosmoctopus.rules.layouts import Realm
from tabletop.rules import decisions
from tabletop.rules.core import GameState
from tabletop.rules.decisions import Prompt

DRAFT, TURN, MOVE, PAY, PLACE, SAME = "draft", "turn", "move", "pay", "place", "same"
TAKE, TAKE_TYPE, FREE, CONTACT, ORDER, MAY_DRAW, DISCARD = (
    "take",
    "take_type",
    "free",
    "contact",
    "order",
    "may_draw",
    "discard",
)
HEAD = "head"  # the piece of a move: Cosmoctopus' head
PAY_ZONE, BANK, DISCARD_PILE, ROW = "pay", "bank", "discard", "row"


class Job(NamedTuple):
    """One effect step still to happen, for `seat`: a step of the vocabulary (schema.STEPS) with its
    fields, or one of the rules' own ('resolved': a constellation's reward is done)."""

    do: str
    seat: int
    resource: str = ""
    count: int = 1
    optional: bool = False
    needs_forbidden: bool = False
    tile: str = ""
    card_type: str = ""
    source: str = "row"
    types: tuple[str, ...] = ()
    card: str = ""  # the card whose effect this is (a tile's bonus: the tile)
    number: int = 0  # a move of several granted at once (Submerge): which one, from 1 ('count' of them)


class Ask(NamedTuple):
    """What a prompt is about: a move that may be skipped, a gain's resource and count, a free play's
    card type and source; the card an effect's prompt comes from, and for a move of several granted at
    once (Submerge) which one it is (`number` of `count`)."""

    optional: bool = False
    resource: str = ""
    count: int = 0
    card_type: str = ""
    source: str = ""
    card: str = ""
    number: int = 0


@dataclass
class CosmoState(GameState):
    """Everything about one game. Piles are lists of card ids, the last item on top."""

    deck: list[str] = field(default_factory=list)  # face down
    discard: list[str] = field(default_factory=list)  # face up, anyone may look through it
    row: list[str] = field(default_factory=list)  # the card row, face up
    hands: list[list[str]] = field(default_factory=list)
    packets: list[list[str]] = field(default_factory=list)  # draft packets, each seen by its holder only
    played: list[list[str]] = field(default_factory=list)  # each seat's scriptures, relics, constellations
    slots: dict[str, list[bool]] = field(default_factory=dict)  # a constellation in play: its filled slots
    pool: list[dict[str, int]] = field(default_factory=list)  # each seat's resources
    tentacles: list[int] = field(default_factory=list)
    contacted: list[bool] = field(default_factory=list)  # has gained a tentacle (First Contact was offered)
    contact: list[str] = field(default_factory=list)  # the First Contact cards left
    knowledge: dict[str, int] = field(default_factory=dict)  # a Forbidden Knowledge tile taken: its holder
    tokens: list[list[str]] = field(default_factory=list)  # each seat's generic discount tokens
    boxed: list[str] = field(default_factory=list)  # out of the game: tiles, used tokens, First Contact
    layout: Realm = Realm("", ())  # the layout in play: its cells and their adjacency (layouts.py)
    realm: list[str] = field(default_factory=list)  # the tile on each cell of the layout
    head: int = 0  # the cell Cosmoctopus is on
    bridge: list[int] = field(default_factory=list)  # the cells of the cosmic bridge tokens A and B
    bridged: bool = False  # a bridge token was moved this turn (once a turn)
    current: int = 0  # whose turn it is
    first: int = 0
    turn: int = 1
    phase: str = "move"  # bridge (placing its tokens), draft, move, main, discard, over
    plays: int = 1  # cards the player may still play this turn
    lightning: int = 0  # more cards a hallucination's ⚡ let the player play this turn
    jobs: list[Job] = field(default_factory=list)
    completing: list[str] = field(default_factory=list)  # completed constellations not yet resolved
    resolving: int = 0  # constellations whose reward is under way
    move_start: int = -1  # where the move under way began (-1: none)
    path: list[int] = field(default_factory=list)  # the cells stepped onto in it
    tribute: list[str] = field(default_factory=list)  # the resources paid as Tribute in it
    paying: str = ""  # the card or Forbidden Knowledge tile being paid for
    owed: dict[str, int] = field(default_factory=dict)  # still owed: resources and 'generic'
    paid: dict[str, int] = field(default_factory=dict)  # resources put towards it
    pay_cards: list[str] = field(default_factory=list)  # cards discarded towards it (back if cancelled)
    pay_tokens: list[str] = field(default_factory=list)  # tokens used towards it
    winner: int = -1
    # The Private Investigator (mode=pi), all public but the behaviour deck and the unrevealed revelation.
    pi_pool: dict[str, int] = field(default_factory=dict)  # the PI's resources
    pi_tentacles: int = 0  # on the progress tracker
    pi_deck: list[str] = field(default_factory=list)  # the behaviour deck, face down
    pi_card: str = ""  # the active behaviour card: the investigated tiles, G and H
    pi_used: list[str] = field(default_factory=list)  # discarded behaviour cards
    pi_revelation: str = ""  # the revelation card, face down until the PI's 5th tentacle
    pi_revealed: bool = False
    pi_step: str = ""  # the PI's turn: 'collect', 'check' or 'end' next ('' outside it)
    pi_gained: int = 0  # tentacles the PI gained this turn
    pi_jobs: list[Job] = field(default_factory=list)  # the G or H steps still to happen
    finished: list[bool] = field(default_factory=list)  # co-op: reached 8 tentacles, now only moves
    decisions: tuple[Prompt[Ask | None], ...] = ()
    events: tuple[CosmoEvent, ...] = ()  # what the last action made happen (events.py)


def top_ask(state: CosmoState) -> Ask:
    """Returns the data of the decision to take now (an empty Ask when it has none, or other data: a
    bridge token's move)."""
    prompt = decisions.top(state)
    return prompt.data if prompt is not None and isinstance(prompt.data, Ask) else Ask()


# Zone ids -----------------------------------------------------------------------------------


def tile_zone(cell: int) -> str:
    """Returns the zone of a cell of the Inky Realm: 'tile:<cell>'."""
    return f"tile:{cell}"


def play_zone(seat: int) -> str:
    """Returns a seat's play area, where cards are played: 'play:<seat>'."""
    return f"play:{seat}"


def pool_zone(seat: int) -> str:
    """Returns a seat's resource pool: 'pool:<seat>'."""
    return f"pool:{seat}"


def slot_zone(card: str, index: int) -> str:
    """Returns a constellation's slot: 'slot:<card>:<index>' (A is 0)."""
    return f"slot:{card}:{index}"


def parse_slot(zone: str | None) -> tuple[str, int]:
    """Returns (card, index) of a slot zone; ('', -1) for any other zone."""
    parts = (zone or "").split(":")
    if len(parts) == 3 and parts[0] == "slot" and parts[2].isdigit():
        return parts[1], int(parts[2])
    return "", -1


def parse_cell(zone: str | None) -> int:
    """Returns the cell of a tile zone; -1 for any other zone."""
    parts = (zone or "").split(":")
    return int(parts[1]) if len(parts) == 2 and parts[0] == "tile" and parts[1].isdigit() else -1
