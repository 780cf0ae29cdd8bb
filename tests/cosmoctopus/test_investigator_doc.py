"""RULES.md's Private Investigator section stays in step with components.yaml and the measured figures."""

from __future__ import annotations

import re
from pathlib import Path

import games
from games.cosmoctopus.rules.pi_news import effect_words

from .builders import CAT

DOC = (Path(games.__file__).parent / "cosmoctopus" / "RULES.md").read_text(encoding="utf-8")
PI = DOC.split("## The Private Investigator (solo and co-op)", 1)[1].split("\n## ", 1)[0]


def test_the_section_has_the_rulebooks_steps_and_marks_our_design():
    for words in ("### The PI's turn", "### Co-op: reaching 8", "### Investigated tiles", "**5th tentacle**"):
        assert words in PI
    for words in (
        "### The behaviour cards (ours)",
        "### The revelation cards (ours)",
        "### Our rulings for the PI",
    ):
        assert words in PI
    assert [line[:3] for line in PI.splitlines() if re.match(r"\d\. ", line)] == [
        "1. ",
        "2. ",
        "3. ",
        "4. ",
        "5. ",
    ]


def test_every_behaviour_card_and_revelation_is_listed_with_its_effects():
    for card in CAT.content.investigator.behaviours:
        effects = f"{effect_words(CAT, card.tentacle)} | {effect_words(CAT, card.knowledge)}"
        row = f"| {card.name} | {card.resource} | {effects} |"
        assert row in PI
    for card in CAT.content.investigator.revelations:
        assert f"| {card.name} | {card.text} |" in PI


def test_the_difficulties_are_the_ones_in_components_yaml():
    starts = " | ".join(str(level.start) for level in CAT.content.investigator.levels)
    assert f"| The PI starts with, of each resource | {starts} |" in PI


COOP = "**Co-op, two players, with the PI's co-op pace (ours).**"


def test_the_balance_figures_have_their_command_and_fall_from_naive_to_obsessive():
    balance = PI.split("### Win rates against the PI", 1)[1].split(COOP, 1)[0]
    command = "--simulate cosmoctopus --players 1 --variant mode=pi --variant difficulty=D --bots normal"
    assert "--games 200" in balance
    assert command in balance and "Every game finished" in balance
    rates, wins = _table(balance)
    assert all(a > b for a, b in zip(rates, rates[1:], strict=False))
    assert [round(100 * w / 200, 1) for w in wins] == rates


def _table(text: str) -> tuple[list[float], list[int]]:
    """Returns the first table's rates and win counts, one row per difficulty, in order."""
    names = [level.name for level in CAT.content.investigator.levels]
    rows = [
        line.split(" | ") for line in text.splitlines() if line.startswith(tuple(f"| {n} |" for n in names))
    ]
    rows = rows[: len(names)]
    assert [row[0][2:] for row in rows] == names
    return [float(row[1].rstrip("%")) for row in rows], [int(row[2]) for row in rows]


def test_the_co_op_pace_is_ours_and_says_what_components_yaml_holds():
    pace = PI.split("### Co-op: the PI's pace (ours)", 1)[1].split("\n### ", 1)[0]
    assert [p.overlooked for p in CAT.content.investigator.coop] == [1, 1, 1]
    assert "**leftmost card of the card row**" in pace and "`investigator.coop`" in pace
    assert (
        "- **The PI's co-op pace**<!-- developer --> (ours" in PI
    )  # among our rulings for the PI (ours only for developers)


def test_the_co_op_figures_are_200_games_a_difficulty_and_fall_from_naive_to_obsessive():
    coop = PI.split(COOP, 1)[1].split("\n### ", 1)[0]
    now, before = coop.split("Before the co-op pace", 1)
    command = "--players 2 --variant mode=pi --variant difficulty=D --bots normal --games 100 --seed S"
    assert command in now and "200 games per difficulty" in now and "Every game finished" in now
    rates, wins = _table(now)
    assert all(a > b for a, b in zip(rates, rates[1:], strict=False))
    assert [round(100 * w / 200, 1) for w in wins] == rates
    assert rates[0] >= 30 and rates[-1] <= 10  # a team can win at Naïve; Obsessive stays a long shot
    old = [float(line.split(" | ")[1].rstrip("%")) for line in before.splitlines() if line.startswith("| Na")]
    assert old == [1.0]  # the rulebook's pace, measured before
