"""The typed schema of components.yaml, its cross-reference check, and the cached loader."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import msgspec

from tabletop.components.common import Colour
from tabletop.components.loader import content_path, load_content
from tabletop.paths import data_root

TURN_STEPS = {"draw", "play", "discard", "pass", "steal", "lose"}
REVEAL_STEPS = {"reverse", "pass"}
STEP_SOURCES = {"play": {"", "hand", "drawn"}, "discard": {"", "hand", "drawn"}, "steal": {"octopus", "hand"}}
POWER_KINDS = {
    "first_turn",
    "no_wild",
    "second_colour",
    "hand_limit",
    "guarded_hand",
    "no_lose",
    "scavenger",
    "ignore_limits",
    "rainbow_sense",
}
COUNTS = {"colours": 7, "tentacles": 119, "octopuses": 7}
ARMS = range(1, 9)


class Tentacle(msgspec.Struct, forbid_unknown_fields=True):
    """A tentacle card: one colour, played on the arm with its number."""

    id: str
    colour: str
    arm: int


class Wild(msgspec.Struct, forbid_unknown_fields=True):
    """A wild tentacle; `in_box` is False for the app's own eighth wild."""

    id: str
    in_box: bool = True


class Step(msgspec.Struct, forbid_unknown_fields=True):
    """One instruction of a tide: a kind, a count and its limits."""

    do: str
    count: int = 1
    colours: list[str] = []
    arms: list[int] = []
    source: str = msgspec.field(default="", name="from")
    to: str = ""


class Tide(msgspec.Struct, forbid_unknown_fields=True):
    """A tide card: what happens once when revealed, and what each player does on a turn."""

    id: str
    name: str
    tide: str
    text: str
    steps: list[Step]
    reveal: list[Step] = []


class Power(msgspec.Struct, forbid_unknown_fields=True):
    """One Octo-power effect the rules apply; `limit` is for hand_limit, `colours` for second_colour."""

    kind: str
    limit: int = 0
    colours: list[str] = []


class Octopus(msgspec.Struct, forbid_unknown_fields=True):
    """An octopus tile of the Octo-powers variant."""

    id: str
    name: str
    colour: str
    power_name: str
    text: str
    powers: list[Power]


class Content(msgspec.Struct, forbid_unknown_fields=True):
    """Everything in components.yaml."""

    hand_limit: int
    deal: int
    colours: list[Colour]
    wilds: list[Wild]
    basic_turn: list[Step]
    tides: list[Tide]
    octopuses: list[Octopus]
    tentacles: list[Tentacle]


def _check_ids(content: Content) -> list[tuple[str, str]]:
    """Returns problems with duplicate ids among colours and among all components."""
    problems = []
    seen_colours: set[str] = set()
    for i, colour in enumerate(content.colours):
        if colour.id in seen_colours:
            problems.append((f"colours[{i}].id", f"duplicate colour id '{colour.id}'"))
        seen_colours.add(colour.id)
    seen: set[str] = set()
    for group in ("tentacles", "wilds", "tides", "octopuses"):
        for i, item in enumerate(getattr(content, group)):
            if item.id in seen:
                problems.append((f"{group}[{i}].id", f"duplicate component id '{item.id}'"))
            seen.add(item.id)
    return problems


def _check_counts(content: Content) -> list[tuple[str, str]]:
    """Returns problems with the rulebook's component counts."""
    problems = [
        (group, f"expected {want} entries, found {len(getattr(content, group))}")
        for group, want in COUNTS.items()
        if len(getattr(content, group)) != want
    ]
    boxed = sum(w.in_box for w in content.wilds)
    if boxed != 7 or len(content.wilds) != 8:
        problems.append(
            ("wilds", f"expected 7 boxed wilds and 1 extra, found {boxed} and {len(content.wilds) - boxed}")
        )
    tides = Counter(t.tide for t in content.tides)
    if tides["low"] != 9 or tides["high"] != 9:
        problems.append(
            ("tides", f"expected 9 low and 9 high tides, found {tides['low']} and {tides['high']}")
        )
    per_colour = Counter(t.colour for t in content.tentacles)
    for colour in content.colours:
        if per_colour[colour.id] != 17:
            problems.append(("tentacles", f"colour '{colour.id}' has {per_colour[colour.id]} cards, not 17"))
    return problems


def _check_tentacles(content: Content, colours: set[str]) -> list[tuple[str, str]]:
    """Returns problems with tentacle colours and arm numbers."""
    problems = []
    for i, card in enumerate(content.tentacles):
        if card.colour not in colours:
            problems.append((f"tentacles[{i}].colour", f"unknown colour '{card.colour}'"))
        if card.arm not in ARMS:
            problems.append((f"tentacles[{i}].arm", f"arm must be 1 to 8, not {card.arm}"))
    return problems


def _check_step(step: Step, where: str, kinds: set[str], colours: set[str]) -> list[tuple[str, str]]:
    """Returns problems with one step: its kind, count, limits, source and direction."""
    if step.do not in kinds:
        return [(f"{where}.do", f"unknown step kind '{step.do}' (known: {', '.join(sorted(kinds))})")]
    problems = []
    if step.count < 1:
        problems.append((f"{where}.count", f"count must be at least 1, not {step.count}"))
    for j, colour in enumerate(step.colours):
        if colour not in colours:
            problems.append((f"{where}.colours[{j}]", f"unknown colour '{colour}'"))
    for j, arm in enumerate(step.arms):
        if arm not in ARMS:
            problems.append((f"{where}.arms[{j}]", f"arm must be 1 to 8, not {arm}"))
    if (step.colours or step.arms) and step.do != "play":
        problems.append((where, "only play steps may limit colours or arms"))
    if step.source not in STEP_SOURCES.get(step.do, {""}):
        problems.append((f"{where}.from", f"'{step.source}' is not a source for a {step.do} step"))
    if (step.do == "pass") != (step.to in {"left", "right"}):
        problems.append((f"{where}.to", "a pass step needs 'to: left' or 'to: right' (and only it)"))
    return problems


def _check_steps(steps: list[Step], where: str, kinds: set[str], colours: set[str]) -> list[tuple[str, str]]:
    """Returns problems with a list of steps."""
    problems = []
    for j, step in enumerate(steps):
        problems += _check_step(step, f"{where}[{j}]", kinds, colours)
    return problems


def _check_tides(content: Content, colours: set[str]) -> list[tuple[str, str]]:
    """Returns problems with the tides; every turn must ask for a draw or a play."""
    problems = _check_steps(content.basic_turn, "basic_turn", TURN_STEPS, colours)
    for i, tide in enumerate(content.tides):
        if tide.tide not in {"low", "high"}:
            problems.append((f"tides[{i}].tide", f"tide must be 'low' or 'high', not '{tide.tide}'"))
        problems += _check_steps(tide.steps, f"tides[{i}].steps", TURN_STEPS, colours)
        problems += _check_steps(tide.reveal, f"tides[{i}].reveal", REVEAL_STEPS, colours)
        if not any(step.do in {"draw", "play"} for step in tide.steps):
            problems.append((f"tides[{i}].steps", "a tide's turn needs a draw or a play step"))
    return problems


def _check_octopuses(content: Content, colours: set[str]) -> list[tuple[str, str]]:
    """Returns problems with the octopus tiles and their powers."""
    problems = []
    for i, octopus in enumerate(content.octopuses):
        if octopus.colour not in colours:
            problems.append((f"octopuses[{i}].colour", f"unknown colour '{octopus.colour}'"))
        for j, power in enumerate(octopus.powers):
            where = f"octopuses[{i}].powers[{j}]"
            if power.kind not in POWER_KINDS:
                problems.append((f"{where}.kind", f"unknown power kind '{power.kind}'"))
            if (power.kind == "second_colour") != bool(power.colours) or not set(power.colours) <= colours:
                problems.append((f"{where}.colours", "only a second_colour power lists colours, known ones"))
            if power.kind == "hand_limit" and power.limit <= content.hand_limit:
                problems.append(
                    (f"{where}.limit", f"a hand_limit power needs a limit above {content.hand_limit}")
                )
    firsts = sum(p.kind == "first_turn" for o in content.octopuses for p in o.powers)
    if firsts > 1:
        problems.append(("octopuses", "only one octopus may have the first_turn power"))
    return problems


def _check_colour_looks(content: Content) -> list[tuple[str, str]]:
    """Returns problems with each colour's shade (#RRGGBB) and its symbol's icon file."""
    problems = []
    for i, colour in enumerate(content.colours):
        if not re.fullmatch(r"#[0-9A-Fa-f]{6}", colour.hex):
            problems.append((f"colours[{i}].hex", f"a colour is written #RRGGBB, not '{colour.hex}'"))
        icon = data_root() / "assets" / "icons" / f"{colour.symbol}.svg"
        if not re.fullmatch(r"[a-z0-9_-]+", colour.symbol) or not icon.is_file():
            problems.append(
                (f"colours[{i}].symbol", f"no icon '{colour.symbol}' (assets/icons/{colour.symbol}.svg)")
            )
    return problems


def check(content: Content) -> list[tuple[str, str]]:
    """Returns cross-reference problems as (field path, message): ids, colours, steps, counts, icons."""
    colours = {c.id for c in content.colours}
    return (
        _check_ids(content)
        + _check_colour_looks(content)
        + _check_counts(content)
        + _check_tentacles(content, colours)
        + _check_tides(content, colours)
        + _check_octopuses(content, colours)
    )


def components_path() -> Path:
    """Returns the path of the game's components.yaml (works from source and when frozen)."""
    return content_path("rainbow_octopus")


def load() -> Content:
    """Returns the game's content, parsed and checked once, then kept."""
    return load_content("rainbow_octopus", Content, check)
