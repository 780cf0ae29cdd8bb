"""RULES.md, the in-app rules reference, stays in step with components.yaml and the rules."""

from __future__ import annotations

from tabletop.registry import rules_text
from tests.oct8.builders import CAT

DOC = rules_text("oct8")


def test_the_reference_has_its_sections_our_rulings_and_the_balance_figures():
    for heading in (
        "## Setup",
        "## A turn",
        "## Scoring",
        "## Our rulings",
        "## Balance",
        "## Variant: the short game",
    ):
        assert heading in DOC
    assert "--simulate oct8 --games 500" in DOC and "--seed 1" in DOC and "random legal move" in DOC


def test_the_arm_card_table_is_the_one_in_components_yaml():
    counts = " | ".join(str(e.count) for e in CAT.content.arm_cards)
    arms = " | ".join(str(e.arms) for e in CAT.content.arm_cards)
    assert f"| Arms on the card | {arms} |" in DOC
    assert f"| Cards of each colour | {counts} |" in DOC


def test_the_numbers_of_the_box_are_the_ones_in_components_yaml():
    content = CAT.content
    assert f"**{content.chips} baby octopus chips**" in DOC
    assert f"**{len(CAT.heads)} head cards**" in DOC and f"**{len(CAT.arm_cards)} arm cards**" in DOC
    shapes = ", ".join(f"{c.name.lower()} {c.symbol}" for c in content.colours)
    assert shapes in DOC


def test_every_ruling_is_marked_as_ours():
    rulings = DOC.split("## Our rulings", 1)[1].split("## Balance", 1)[0]
    sections = rulings.split("### ")[1:]
    assert [s.splitlines()[0] for s in sections] == ["Components (ours)", "Play (ours)", "Scoring (ours)"]
    for section in sections[:2]:
        bullets = [line for line in section.splitlines() if line.startswith("- ")]
        assert bullets and all("(ours)" in b for b in bullets), section.splitlines()[0]
