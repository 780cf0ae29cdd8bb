"""The typed schema of Rainbow Pirates' components.yaml and its checks against the rulebook."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import msgspec

from tabletop.components.common import Colour
from tabletop.components.loader import content_path

CARDS = 120
COLOURS = 7
SYMBOLS = {"triangle", "square", "circle", "heart", "leaf", "drop", "star", "moon", "sun", "wave", "crown"}
#: The effect steps the rules interpret, and whether each takes a count.
STEPS = {
    "steal_island": False,
    "destroy_island": False,
    "take_discard": False,
    "captain": False,
    "take_random_hand": True,
    "draw": True,
    "name_card": False,
    "reorder_top": True,
}
TARGETS = ("one", "all", "self")


class PirateColour(Colour, forbid_unknown_fields=True):
    """A colour of the cards: its number in a rainbow, the thing black cards love, how many cards."""

    number: int
    thing: str
    count: int


class Pirate(msgspec.Struct, forbid_unknown_fields=True):
    """A Rainbow Pirate card: its id and name."""

    id: str
    name: str


class Effect(msgspec.Struct, forbid_unknown_fields=True):
    """A black card's action: one step of the vocabulary (STEPS) and its count."""

    do: str
    count: int = 1


class BlackCard(msgspec.Struct, forbid_unknown_fields=True):
    """A kind of black card: name, targets (one, all, self), loved colour (None: unblockable), effect."""

    id: str
    name: str
    targets: str
    effect: Effect
    count: int
    loves: str | None = None


class Content(msgspec.Struct, forbid_unknown_fields=True):
    """Everything in components.yaml."""

    hand_size: int
    face_up: int
    draw_count: int
    pirate_points: int
    going_out_bonus: int
    rainbows_to_go_out: int
    colours: list[PirateColour]
    wilds: int
    pirates: list[Pirate]
    black_cards: list[BlackCard]


def _check_colours(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the colours: seven, numbered 1 to 7, each with its own symbol and shade."""
    problems = []
    if len(content.colours) != COLOURS:
        problems.append(("colours", f"expected {COLOURS} colours, found {len(content.colours)}"))
    if [c.number for c in content.colours] != list(range(1, len(content.colours) + 1)):
        problems.append(("colours", "the colours must be listed in numerical order, numbered from 1"))
    for i, colour in enumerate(content.colours):
        if colour.symbol not in SYMBOLS:
            problems.append((f"colours[{i}].symbol", f"unknown symbol '{colour.symbol}'"))
        if len(colour.hex) != 7 or not colour.hex.startswith("#"):
            problems.append((f"colours[{i}].hex", f"expected a shade like '#E53935', not '{colour.hex}'"))
        if colour.count < 1:
            problems.append((f"colours[{i}].count", f"count must be at least 1, not {colour.count}"))
    for key in ("id", "symbol", "thing"):
        if len({getattr(c, key) for c in content.colours}) != len(content.colours):
            problems.append(("colours", f"every colour needs its own {key}"))
    return problems


def _check_black(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the black cards: known steps and targets, loved colours that exist."""
    problems = []
    colours = {c.id for c in content.colours}
    for i, card in enumerate(content.black_cards):
        where = f"black_cards[{i}]"
        if card.effect.do not in STEPS:
            problems.append(
                (f"{where}.effect.do", f"unknown step '{card.effect.do}' (known: {', '.join(STEPS)})")
            )
        elif card.effect.count < 1 or (card.effect.count != 1 and not STEPS[card.effect.do]):
            problems.append((f"{where}.effect.count", f"a count of {card.effect.count} does not fit"))
        if card.targets not in TARGETS:
            problems.append((f"{where}.targets", f"targets must be one of {', '.join(TARGETS)}"))
        if card.loves is not None and card.loves not in colours:
            problems.append((f"{where}.loves", f"unknown colour '{card.loves}'"))
        if card.count < 1:
            problems.append((f"{where}.count", f"count must be at least 1, not {card.count}"))
    return problems


def _check_totals(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the deck's size, the rulebook's numbers and duplicate ids."""
    problems = []
    total = sum(c.count for c in content.colours) + content.wilds + len(content.pirates)
    total += sum(b.count for b in content.black_cards)
    if total != CARDS:
        problems.append(("black_cards", f"the deck holds {total} cards, not {CARDS}"))
    fixed = {"hand_size": 7, "face_up": 2, "draw_count": 2, "pirate_points": 5, "going_out_bonus": 5}
    for key, want in {**fixed, "rainbows_to_go_out": 2}.items():
        if getattr(content, key) != want:
            problems.append((key, f"the rulebook says {want}, not {getattr(content, key)}"))
    ids = [p.id for p in content.pirates] + [b.id for b in content.black_cards]
    for name, n in Counter(ids).items():
        if n > 1:
            problems.append(("black_cards", f"the id '{name}' is used twice"))
    return problems


def check(content: Content) -> list[tuple[str, str]]:
    """Returns problems as (field path, message): colours, black cards, the deck's totals."""
    return _check_colours(content) + _check_black(content) + _check_totals(content)


def components_path() -> Path:
    """Returns the path of the game's components.yaml (works from source and when frozen)."""
    return content_path("rainbow_pirates")
