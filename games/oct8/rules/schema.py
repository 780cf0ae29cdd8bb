"""The typed schema of Oct8's components.yaml and its checks against the rulebook."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import msgspec

from tabletop.components.common import Colour
from tabletop.components.loader import content_path

COLOURS = 3
HEADS = 30
ARM_CARDS = 78
SYMBOLS = {"triangle", "square", "circle", "heart", "leaf", "drop", "star", "moon", "sun", "wave", "crown"}


class ArmCount(msgspec.Struct, forbid_unknown_fields=True):
    """How many arm cards of each colour show this number of arms."""

    arms: int
    count: int


class Content(msgspec.Struct, forbid_unknown_fields=True):
    """Everything in components.yaml."""

    hand_size: int
    hand_limit: int
    shared_heads: int
    area_limit: int
    full_octopus: int
    short_game_removes: int
    colours: list[Colour]
    heads_per_colour: int
    arm_cards: list[ArmCount]
    chips: int


def _check_colours(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the colours: three, distinct, each with a known shape and a hex shade."""
    problems = []
    if len(content.colours) != COLOURS:
        problems.append(("colours", f"expected {COLOURS} colours, found {len(content.colours)}"))
    seen: set[str] = set()
    for i, colour in enumerate(content.colours):
        if colour.id in seen:
            problems.append((f"colours[{i}].id", f"duplicate colour id '{colour.id}'"))
        seen.add(colour.id)
        if colour.symbol not in SYMBOLS:
            problems.append((f"colours[{i}].symbol", f"unknown symbol '{colour.symbol}'"))
        if len(colour.hex) != 7 or not colour.hex.startswith("#"):
            problems.append((f"colours[{i}].hex", f"expected a shade like '#E53935', not '{colour.hex}'"))
    shapes = Counter(c.symbol for c in content.colours)
    if any(n > 1 for n in shapes.values()):
        problems.append(("colours", "every colour needs its own symbol"))
    return problems


def _check_arms(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the arm cards: 26 per colour, each showing 1 to 8 arms, one entry per number."""
    problems = []
    full = content.full_octopus
    seen: set[int] = set()
    for i, entry in enumerate(content.arm_cards):
        if not 1 <= entry.arms <= full:
            problems.append((f"arm_cards[{i}].arms", f"arms must be 1 to {full}, not {entry.arms}"))
        if entry.arms in seen:
            problems.append((f"arm_cards[{i}].arms", f"{entry.arms} arms is listed twice"))
        seen.add(entry.arms)
        if entry.count < 1:
            problems.append((f"arm_cards[{i}].count", f"count must be at least 1, not {entry.count}"))
    per_colour = sum(e.count for e in content.arm_cards)
    if per_colour * len(content.colours) != ARM_CARDS:
        problems.append(
            ("arm_cards", f"{per_colour} cards per colour make {per_colour * 3}, not {ARM_CARDS}")
        )
    return problems


def _check_numbers(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the rulebook's numbers and the chip supply."""
    problems = []
    if content.heads_per_colour * len(content.colours) != HEADS:
        problems.append(("heads_per_colour", f"heads must total {HEADS}"))
    fixed = {"hand_size": 6, "hand_limit": 8, "shared_heads": 3, "area_limit": 3, "full_octopus": 8}
    for key, want in fixed.items():
        if getattr(content, key) != want:
            problems.append((key, f"the rulebook says {want}, not {getattr(content, key)}"))
    if not 0 <= content.short_game_removes < content.heads_per_colour:
        problems.append(("short_game_removes", "must leave some heads of each colour"))
    # One chip holds two babies, and no game makes more octopuses than there are heads.
    if 2 * content.chips < HEADS:
        problems.append(("chips", f"{content.chips} chips can run out: at least {HEADS // 2} are needed"))
    return problems


def check(content: Content) -> list[tuple[str, str]]:
    """Returns problems as (field path, message): colours, arm cards, the rulebook's numbers."""
    return _check_colours(content) + _check_arms(content) + _check_numbers(content)


def components_path() -> Path:
    """Returns the path of the game's components.yaml (works from source and when frozen)."""
    return content_path("oct8")
