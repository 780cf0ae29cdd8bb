"""The typed schema of the Private Investigator's content (components.yaml `investigator:`), and its checks.

All of it is our design (the real cards' texts are not public): the 8 behaviour cards, the progress
tracker, the 3 revelation cards and the difficulty levels. A behaviour card's effects use the PI's own
small vocabulary of steps (PI_STEPS), read by games/cosmoctopus/rules/pi_effects.py.
"""

from __future__ import annotations

from collections import Counter

import msgspec

RESOURCES = ("ink", "coins", "whispers", "stars")
#: The PI's effect steps (G and H on a behaviour card): the fields each one reads besides `do`.
PI_STEPS = {
    "gain": {"resource", "count"},  # the PI gains `count` of a resource from the bank
    "row_gain": set(),  # the PI gains a resource for each card in the card row (as in step 1)
    "refresh_row": set(),  # the card row is discarded; it refills at once
    "seize": set(),  # Cosmoctopus moves onto the nearer investigated tile (the PI gains as it enters)
    "tax": {"resource", "count"},  # every active player returns up to `count` of a resource to the bank
}
#: The new rules a revelation card may give from the PI's 5th tentacle.
RULES = {
    "row_extra": "in step 1, `count` more for each row card of the investigated resource's type",
    "tile_extra": "entering an investigated tile gives the PI `count` more",
    "cheaper_tentacle": "a tentacle costs the PI `count` fewer resources (step 3)",
}
#: The `revelation` option: a card at random, or the card of one rule (each of the 3 gives its own rule).
SURPRISE = "surprise"
REVELATION_CHOICES = (SURPRISE, *RULES)
#: The difficulty levels, in order, as the `difficulty` option names them.
DIFFICULTIES = ("naive", "tenacious", "relentless", "obsessive")


class PiStep(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One step of a behaviour card's effect (PI_STEPS)."""

    do: str
    resource: str = ""
    count: int = 1


class Behaviour(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A PI behaviour card: the resource it investigates (its icon picks the 2 tiles), the effect G when the
    PI gains a tentacle and the effect H when the PI gains Forbidden Knowledge."""

    id: str
    name: str
    resource: str
    tentacle: list[PiStep]
    knowledge: list[PiStep]


class Revelation(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A PI revelation card: the new rule (RULES) it gives from the PI's 5th tentacle, in words too."""

    id: str
    name: str
    rule: str
    count: int
    text: str


class Level(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A difficulty level: the PI's starting resources of each type, and (ours) in co-op `coop_lead` more
    of its first behaviour card's resource."""

    id: str
    name: str
    start: int
    coop_lead: int = 0


class Tracker(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """The PI progress tracker card: its name and the tentacle at which it flips (the revelation)."""

    name: str
    revelation_at: int


class Pace(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """The PI's pace in a co-op game of `players`: whenever it gains from the card row, the row's first
    `overlooked` cards (the leftmost, those longest in the row) give it nothing. Ours: every player must
    reach 8 before the PI, so at the rulebook's pace a team almost never wins."""

    players: int
    overlooked: int


class Investigator(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Everything about the Private Investigator (`coop`: its pace by the number of players, solo the
    rulebook's)."""

    tracker: Tracker
    levels: list[Level]
    behaviours: list[Behaviour]
    revelations: list[Revelation]
    coop: list[Pace] = []


Problems = list[tuple[str, str]]


def _steps(steps: list[PiStep], where: str) -> Problems:
    problems = []
    for i, step in enumerate(steps):
        at = f"{where}[{i}]"
        if step.do not in PI_STEPS:
            problems.append((f"{at}.do", f"unknown PI step '{step.do}' (known: {', '.join(PI_STEPS)})"))
            continue
        wants = "resource" in PI_STEPS[step.do]
        if (step.resource in RESOURCES) != wants:
            problems.append((f"{at}.resource", f"'{step.do}' {'needs' if wants else 'takes no'} resource"))
        if step.count < 1:
            problems.append((f"{at}.count", f"a count must be at least 1, not {step.count}"))
    return problems


def _behaviours(pi: Investigator) -> Problems:
    problems = []
    if len(pi.behaviours) != 8:
        problems.append(("investigator.behaviours", f"there are 8 behaviour cards, not {len(pi.behaviours)}"))
    for i, card in enumerate(pi.behaviours):
        where = f"investigator.behaviours[{i}]"
        if card.resource not in RESOURCES:
            problems.append((f"{where}.resource", f"unknown resource '{card.resource}'"))
        if not card.tentacle or not card.knowledge:
            problems.append((where, "a behaviour card has a tentacle effect (G) and a knowledge effect (H)"))
        problems += _steps(card.tentacle, f"{where}.tentacle") + _steps(card.knowledge, f"{where}.knowledge")
    return problems


def _coop(pi: Investigator, row_size: int) -> Problems:
    problems = []
    for i, pace in enumerate(pi.coop):
        if not 2 <= pace.players <= 4:
            problems.append(
                (f"investigator.coop[{i}].players", f"co-op is for 2 to 4 players, not {pace.players}")
            )
        if not 0 <= pace.overlooked < row_size:
            limit = f"from 0 to {row_size - 1} (the row holds {row_size})"
            problems.append((f"investigator.coop[{i}].overlooked", f"the PI overlooks {limit}"))
    twice = [n for n, count in Counter(pace.players for pace in pi.coop).items() if count > 1]
    problems += [("investigator.coop", f"the pace of {n} players is given twice") for n in twice]
    return problems


def check_investigator(pi: Investigator, to_win: int, row_size: int = 3) -> Problems:
    """Returns problems as (field path, message): 8 behaviour cards with known steps, 3 revelations with known
    rules (each its own, so the option can name a card by its rule), the 4 difficulty levels in order, a
    tracker that flips before the PI wins, co-op paces of 2 to 4 players that leave a row card counted, ids
    used once."""
    problems = _behaviours(pi) + _coop(pi, row_size)
    if len(pi.revelations) != 3:
        count = len(pi.revelations)
        problems.append(("investigator.revelations", f"there are 3 revelation cards, not {count}"))
    for i, card in enumerate(pi.revelations):
        if card.rule not in RULES:
            where = f"investigator.revelations[{i}].rule"
            problems.append((where, f"unknown rule '{card.rule}' (known: {', '.join(RULES)})"))
        if card.count < 1:
            problems.append((f"investigator.revelations[{i}].count", "a count must be at least 1"))
    if len({card.rule for card in pi.revelations}) != len(pi.revelations):
        problems.append(("investigator.revelations", "each revelation card gives a rule of its own"))
    if tuple(level.id for level in pi.levels) != DIFFICULTIES:
        order = ", ".join(DIFFICULTIES)
        problems.append(("investigator.levels", f"the difficulty levels are {order}, in order"))
    if not 0 < pi.tracker.revelation_at < to_win:
        flips = f"the tracker flips between 1 and {to_win - 1}"
        problems.append(("investigator.tracker.revelation_at", flips))
    ids = [c.id for c in pi.behaviours] + [c.id for c in pi.revelations]
    twice = [name for name, n in Counter(ids).items() if n > 1]
    problems += [("investigator", f"the id '{name}' is used twice") for name in twice]
    return problems
