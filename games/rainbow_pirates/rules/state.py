"""The state of a Rainbow Pirates game (plain data only), the prompt kinds and the zone ids.

Who must decide what now is the top prompt on `state.decisions` (tabletop/rules/decisions.py): the
turn (TURN), a group being built (BUILD), the island being rearranged (REARRANGE), a block window
(BLOCK, one prompt per seat asked), a black card's choices (STEAL, DESTROY, TAKE, NAME, REORDER), a
Captain's gifts (GIVE, a window of its own) and the final placements once the draw pile ran out
(FINAL, one per seat). Once the game is over none is left.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from games.rainbow_pirates.rules.events import PirateEvent
from tabletop.rules import decisions
from tabletop.rules.core import GameState
from tabletop.rules.decisions import Prompt

TURN, BUILD, REARRANGE, BLOCK, FINAL = "turn", "build", "rearrange", "block", "final"
STEAL, DESTROY, TAKE, NAME, REORDER, GIVE = "steal", "destroy", "take", "name", "reorder", "give"
#: The prompts of a black card's action, answered by the attacker (GIVE: by each victim).
EFFECTS = (STEAL, DESTROY, TAKE, NAME, REORDER, GIVE)

Group = list[str]


class Attack(NamedTuple):
    """A black card in play: the card, who played it, and the one opponent it attacks (-1: no one alone)."""

    card: str
    attacker: int
    victim: int = -1


@dataclass
class PirateState(GameState):
    """Everything about one game. Lists hold card ids; the last item of a pile is its top."""

    pile: list[str] = field(default_factory=list)  # the draw pile, face down
    faceup: list[str] = field(default_factory=list)  # the face-up cards beside it
    discard: list[str] = field(default_factory=list)  # face up
    hands: list[list[str]] = field(default_factory=list)
    islands: list[list[Group]] = field(default_factory=list)  # each seat's card groups
    wild_as: dict[str, str] = field(default_factory=dict)  # a wild on an island (or being built): its colour
    building: list[str] = field(default_factory=list)  # the group being built, face up
    arranging: list[list[str | None]] = field(default_factory=list)  # the island before a rearrangement
    arranged_wilds: dict[str, str] = field(default_factory=dict)  # its wilds' colours then
    peek: list[str] = field(default_factory=list)  # the pile's top cards being reordered (the reorderer's)
    current: int = 0  # whose turn it is
    first: int = 0  # who started
    turn: int = 1  # turns begun
    rearranged: bool = False  # a rearrangement just ended: none begins again before another move (ours)
    final: bool = False  # the draw pile ran out: the final placements
    out: int = -1  # the seat that went out
    over: bool = False
    blocks: int = 0  # black cards blocked in the game
    attacks: int = 0  # black cards played as actions
    decisions: tuple[Prompt[Attack | None], ...] = ()
    events: tuple[PirateEvent, ...] = ()  # what the last action made happen (events.py)

    def clone(self) -> PirateState:
        """Returns an independent copy: the engine's generic copy (tabletop/rules/copying.py) written out for
        these fields, twice as fast, as every step of a game and of the computer players' search makes one.
        The immutable fields are shared; COPIED names the others (a test holds it to the generic copy's)."""
        new = object.__new__(PirateState)
        fields = self.__dict__.copy()
        fields["options"] = self.options.copy()
        fields["pile"] = self.pile.copy()
        fields["faceup"] = self.faceup.copy()
        fields["discard"] = self.discard.copy()
        fields["hands"] = list(map(list.copy, self.hands))
        fields["islands"] = [list(map(list.copy, island)) for island in self.islands]
        fields["wild_as"] = self.wild_as.copy()
        fields["building"] = self.building.copy()
        fields["arranging"] = list(map(list.copy, self.arranging))
        fields["arranged_wilds"] = self.arranged_wilds.copy()
        fields["peek"] = self.peek.copy()
        new.__dict__ = fields
        return new

    def copy_for(self, seat: int) -> PirateState:
        """Returns a copy for a card placed or moved by `seat` (flow.place, flow.move), which change only the
        seat's hand and island, the wilds' colours and the group being built: those are copied, the rest
        shared with this state (no action changes a list it did not copy). The island's list is copied, not
        its groups: those two replace a group they change."""
        new = object.__new__(PirateState)
        fields = self.__dict__.copy()
        hands = fields["hands"] = self.hands.copy()
        hands[seat] = hands[seat].copy()
        islands = fields["islands"] = self.islands.copy()
        islands[seat] = islands[seat].copy()
        fields["wild_as"] = self.wild_as.copy()
        fields["building"] = self.building.copy()
        new.__dict__ = fields
        return new


#: The fields `PirateState.clone` copies (the rest are immutable and shared).
COPIED = frozenset(
    {"options", "pile", "faceup", "discard", "hands", "islands", "wild_as", "building", "arranging"}
    | {"arranged_wilds", "peek"}
)


def actor(state: PirateState) -> int:
    """Returns the seat of the decision to take now (-1 when none is pending)."""
    prompt = decisions.top(state)
    return -1 if prompt is None else prompt.seat


def opponents(state: PirateState, seat: int) -> list[int]:
    """Returns the other seats in turn order, starting on the seat's left."""
    return [(seat + n) % state.players for n in range(1, state.players)]


# Zone ids -----------------------------------------------------------------------------------


def island_zone(seat: int) -> str:
    """Returns the zone of a seat's whole island (an attack aimed at it): 'island:<seat>'."""
    return f"island:{seat}"


def new_zone(seat: int) -> str:
    """Returns the free space of a seat's island, where a new group starts: 'new:<seat>'."""
    return f"new:{seat}"


def group_zone(seat: int, index: int) -> str:
    """Returns the zone of one group on a seat's island: 'group:<seat>:<index>'."""
    return f"group:{seat}:{index}"


_ZONES: dict[str | None, tuple[str, int, int]] = {}


def parse_zone(zone: str | None) -> tuple[str, int, int]:
    """Returns (kind, seat, index) of a zone id; ('', -1, -1) for a zone that is not a seat's. (The few
    zone ids of the game's actions are remembered.)"""
    found = _ZONES.get(zone)
    if found is None:
        parts = (zone or "").split(":")
        found = ("", -1, -1)
        if len(parts) in (2, 3) and all(p.isdigit() for p in parts[1:]):
            found = parts[0], int(parts[1]), int(parts[2]) if len(parts) == 3 else -1
        if len(_ZONES) < 10_000:  # (a zone id of an action from elsewhere may be anything)
            _ZONES[zone] = found
    return found


def where_on_island(state: PirateState, card: str) -> tuple[int, int]:
    """Returns (seat, group index) of an island card; (-1, -1) if it is on no island."""
    for seat, island in enumerate(state.islands):
        for index, group in enumerate(island):
            if card in group:
                return seat, index
    return -1, -1
