"""The typed schema of Cosmoctopus' components.yaml and its cross-reference checks.

Every card's effect is written in a small vocabulary of steps (STEPS) that the rules interpret
(games/cosmoctopus/rules/effects.py), so a new card is a YAML edit.
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from games.cosmoctopus.rules.pi_schema import Investigator
from tabletop.components.loader import content_path

RESOURCES = ("ink", "coins", "whispers", "stars")
TYPES = ("scripture", "relic", "hallucination", "constellation")
GENERIC = "generic"
DECK = 88
PER_TYPE = 22
#: The effect steps the rules interpret: the fields each one reads besides `do`.
STEPS = {
    "gain": {"resource", "count"},  # gain `count` of a resource ("same": of one type the player chooses)
    "draw": {"count", "optional"},  # draw and keep the devotee deck's top card(s)
    "draw_gain": set(),  # draw the top card, then gain a resource matching its type
    "take_row": {"count"},  # take a card from the card row, `count` times
    "take_row_type": set(),  # take all cards of one type (the player's choice) from the card row
    "refresh_row": set(),  # discard the card row (it refills at once)
    "tentacle": {"count"},  # gain tentacles
    "move": {"count", "optional", "needs_forbidden"},  # Move Cosmoctopus actions, with Tribute
    "move_to": {"tile"},  # put Cosmoctopus on a named tile and gain its bonus
    "play_free": {"card_type", "source"},  # play a card of a type for free, from the row or the hand
    "submerge": {"types"},  # discard the row's cards of two types; a move for each
}
SOURCES = ("row", "hand")
ONGOING = ("bonus", "tentacle_bonus", "autofill")


class Step(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One step of an effect: what to do (`do`, one of STEPS) and the few fields that step reads."""

    do: str
    resource: str = ""
    count: int = 1
    optional: bool = False
    needs_forbidden: bool = False
    tile: str = ""
    card_type: str = ""
    source: str = "row"
    types: list[str] = []


class Ongoing(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A relic's lasting effect: `bonus` (on gaining `when`, gain `count` more `resource`),
    `tentacle_bonus` (on gaining a tentacle, do `steps`) or `autofill` (open `resource` slots fill)."""

    kind: str
    resource: str = ""
    when: str = ""
    count: int = 0
    steps: list[Step] = []


class Slot(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A constellation slot: the resource it takes and the slots its arrows open (indices; A is 0)."""

    resource: str
    opens: list[int] = []


class Card(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A devotee or First Contact card: its cost and everything it does, by type."""

    id: str
    name: str
    type: str
    cost: dict[str, int] = {}  # the specific cost
    generic: int = 0
    discount: dict[str, int] = {}  # a scripture's lasting discount (a resource or 'generic')
    forbidden: bool = False  # a Forbidden Scripture: its generic discount also works on Forbidden Knowledge
    lightning: bool = False  # a hallucination with the ⚡ icon: another card may be played
    on_play: list[Step] = []  # what happens once, when played (Submerge, a relic's draw, a hallucination)
    ongoing: list[Ongoing] = []  # a relic's lasting effects
    slots: list[Slot] = []  # a constellation's four slots, A first
    reward: list[Step] = []  # what a completed constellation gives


class Tile(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """An Inky Realm tile: its bonus, and whether it is one of the 4 special (★) tiles."""

    id: str
    name: str
    bonus: list[Step]
    special: bool = False
    start: bool = False  # the head starts here (the '+3 stars' tile)


class Layout(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """An Inky Realm layout (games/cosmoctopus/rules/layouts.py): `cells` are the tiles' top-left corners
    [x, y] in half-tile units (a tile covers 2 x 2 units, so [2, 0] is right beside [0, 0] and [1, 2]
    half a tile along under it); tiles that overlap or share part of an edge are adjacent, tiles touching
    only at a corner are not. `extra` holds more adjacent pairs of cell indices. `special` is how many
    special tiles it uses: 1 (9 tiles) or 2 (10 tiles). `ours`: designed by us, not the rulebook's."""

    id: str
    name: str
    cells: list[list[int]]
    extra: list[list[int]] = []
    special: int = 1
    ours: bool = False


class Knowledge(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A Forbidden Knowledge tile: the resource it costs."""

    id: str
    name: str
    resource: str


class Token(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A generic discount token and its value."""

    id: str
    value: int


class Named(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A component with only an id and a name (a summoning tile)."""

    id: str
    name: str


class Content(msgspec.Struct, forbid_unknown_fields=True):
    """Everything in components.yaml."""

    hand_size: int
    start_resources: int
    row_size: int
    limit: int
    forbidden_cost: int
    forbidden_tentacles: int
    tentacles_to_win: int
    express_tentacles: int
    resources: list[Named]
    types: list[Named]
    cards: list[Card]
    first_contact: list[Card]
    tiles: list[Tile]
    layouts: list[Layout]
    knowledge: list[Knowledge]
    tokens: list[Token]
    summoning: list[Named]
    starter_hands: list[list[str]]
    investigator: Investigator


def components_path() -> Path:
    """Returns the path of the game's components.yaml (works from source and when frozen)."""
    return content_path("cosmoctopus")


def check(content: Content) -> list[tuple[str, str]]:
    """Returns problems as (field path, message): counts, steps, slots, tiles and references
    (games/cosmoctopus/rules/checks.py)."""
    from games.cosmoctopus.rules import checks  # the checks read this module's classes

    return checks.check(content)
