"""A guided first game as content: the typed schema of a game's tutorial.yaml and its loader.

A scenario sets the table (the learner's seat, one or two computer seats, the options and the seed whose
deal it needs, with the cards that deal gives named so a test can check them), then lists its steps: the
tutor's words (one idea), the RULES.md heading it teaches, the learner's moves (matched by kind, piece and
target), the sentence for any other move, and the computers' scripted answers. It ends with a strategy
tip. The file passes the same guard as components.yaml; every error names file, line and field.
A game may have several lessons: its first in tutorial.yaml, others in tutorial-<name>.yaml beside it.
Pure Python: no pygame here.
"""

from __future__ import annotations

import re
from pathlib import Path

import msgspec

from tabletop.components.loader import ComponentError, load_components

FILE_NAME = "tutorial.yaml"
#: A game's other lessons: tutorial-<name>.yaml, the name in plain lower-case letters, digits and hyphens.
NAME = re.compile(r"[a-z0-9][a-z0-9-]*")
NAMED = re.compile(rf"tutorial-({NAME.pattern})\.yaml")
#: Seats at a tutorial's table: the learner and one or two computers (or the learner alone, against a
#: game's own non-player opponent).
SEATS = (1, 2, 3)


class Move(msgspec.Struct, forbid_unknown_fields=True):
    """One action as the scenario names it: its kind, the piece moved, where, and the option picked (None:
    the action has none; a die's face is chance's choice). The seat is the one to act when it is due: the
    learner's for a step's `do`, a computer's or chance's for `then`."""

    kind: str
    piece: str | None = None
    target: str | None = None
    choice: str | None = None


class Seat(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    computer: bool = False


class Table(msgspec.Struct, forbid_unknown_fields=True):
    """The table the lesson is played at; `seed` deals the cards the steps need (see `deal`)."""

    seats: list[Seat]
    seed: int
    options: dict[str, str] = {}


class Hand(msgspec.Struct, forbid_unknown_fields=True):
    """What the seed deals, named so a test can check the deal is still the one expected: the pieces in one
    field of the game's first state (`hands` by default), of one seat when `seat` is given (a seat's hand,
    its secret card), compared as a set; `at` names where pieces lie in a field that maps piece to place
    (the fish in their tanks)."""

    cards: list[str] = []
    seat: int | None = None
    field: str = "hands"
    at: dict[str, str] = {}


class Step(msgspec.Struct, forbid_unknown_fields=True):
    """One idea: the tutor's words, the RULES.md heading they teach, the learner's moves in order (none: the
    step only explains, and Next goes on), the sentence for any other move, and the computers' moves played
    after the learner's (so every learner sees the same game)."""

    say: str
    teaches: str
    do: list[Move] = []
    not_yet: str = ""
    then: list[Move] = []


class Scenario(msgspec.Struct, forbid_unknown_fields=True):
    title: str
    table: Table
    deal: list[Hand]
    steps: list[Step]
    tip: str
    #: The Octopus Table's own computer level for "Play a real game" afterwards.
    next_level: str = "easy"
    #: The options of "Play a real game" afterwards (none: the game's defaults).
    next_options: dict[str, str] = {}
    #: How a chooser and the saves list name this lesson beside the game's others ('' for a game's only one).
    label: str = ""


def headings(markdown: str) -> list[str]:
    """Returns the headings of a Markdown text ('## The goal' -> 'The goal'), code blocks skipped."""
    found, code = [], False
    for line in markdown.splitlines():
        if line.startswith("```"):
            code = not code
        elif not code and re.match(r"#{1,6} ", line):
            found.append(line.lstrip("#").strip())
    return found


def checker(known_headings: list[str]):
    """Returns the scenario's cross-checks against the game's RULES.md headings: every step teaches a
    heading that exists, a step with moves says what any other move gets, the table seats the learner
    and one or two computers."""

    def check(scenario: Scenario) -> list[tuple[str, str]]:
        problems: list[tuple[str, str]] = []
        seats = scenario.table.seats
        if len(seats) not in SEATS:
            problems.append(("table.seats", f"a lesson seats {SEATS[0]} to {SEATS[-1]}, not {len(seats)}"))
        if [s.computer for s in seats].count(False) != 1:
            problems.append(("table.seats", "exactly one seat is the learner's (computer: false)"))
        for i, hand in enumerate(scenario.deal):
            if hand.seat is not None and not 0 <= hand.seat < len(seats):
                problems.append((f"deal[{i}].seat", f"no seat {hand.seat} at this table"))
        if not scenario.steps:
            problems.append(("steps", "a lesson needs at least one step"))
        for i, step in enumerate(scenario.steps):
            if step.teaches not in known_headings:
                problems.append((f"steps[{i}].teaches", f"RULES.md has no heading '{step.teaches}'"))
            if step.do and not step.not_yet.strip():
                problems.append((f"steps[{i}].not_yet", "a step with moves says what any other move gets"))
            if not step.say.strip():
                problems.append((f"steps[{i}].say", "the tutor says something at every step"))
        return problems

    return check


def scenario_path(folder: Path, name: str = "") -> Path:
    """Returns where a game's tutorial lies: beside its components.yaml (`name`: one of its other lessons)."""
    return Path(folder) / (f"tutorial-{name}.yaml" if name else FILE_NAME)


def lesson_names(folder: Path) -> list[str]:
    """Returns the names of the lessons in a game's folder: '' for tutorial.yaml first, then the others'
    names in order."""
    folder = Path(folder)
    first = [""] if (folder / FILE_NAME).is_file() else []
    others = sorted(m.group(1) for p in folder.glob("tutorial-*.yaml") if (m := NAMED.fullmatch(p.name)))
    return first + others


def load_scenario(folder: Path, name: str = "") -> Scenario:
    """Returns a tutorial in a game's folder (`name`: tutorial-<name>.yaml), checked against its RULES.md;
    raises ComponentError naming file, line and field."""
    rules_md = Path(folder) / "RULES.md"
    try:
        known = headings(rules_md.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ComponentError([f"{rules_md}: cannot read the rules ({exc.strerror or exc})"]) from None
    return load_components(scenario_path(folder, name), Scenario, checker(known))
