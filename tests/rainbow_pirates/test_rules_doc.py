"""RULES.md, the in-app rules reference, stays in step with components.yaml and the rules."""

from __future__ import annotations

from games.rainbow_pirates.rules.game import PirateRules
from tabletop.registry import rules_text

from .builders import CAT

DOC = rules_text("rainbow_pirates")


def test_the_reference_has_its_sections_our_rulings_and_the_balance_figures():
    for heading in (
        "## Setup",
        "## A turn",
        "## Groups",
        "## Black cards",
        "## The end of the game",
        "## Scoring",
        "## Option: who is asked to block",
        "## Our rulings",
        "## Balance",
    ):
        assert heading in DOC
    assert "BALANCE_FIGURES" not in DOC
    assert "--simulate rainbow_pirates --games 500" in DOC and "random legal move" in DOC
    for players in range(2, 6):
        assert f"| **{players} players** |" in DOC


def test_the_numbers_of_the_box_are_the_ones_in_components_yaml():
    content = CAT.content
    assert f"**{len(CAT.cards)} cards**" in DOC and f"**{content.wilds} wilds**" in DOC
    assert f"**{len(CAT.colour_of)} colour cards**, {content.colours[0].count} of each colour" in DOC
    assert f"**{len(CAT.black)} black cards**" in DOC and f"**{len(content.pirates)} Rainbow Pirates**" in DOC
    assert ", ".join(p.name for p in content.pirates[:-1]) + f" and {content.pirates[-1].name}" in DOC
    symbols = ", ".join(f"{c.name.lower()} {c.symbol}" for c in content.colours)
    assert symbols in DOC
    rainbow = ", ".join(f"{c.name.lower()} {c.number}" for c in content.colours)
    assert rainbow in DOC
    assert f"deal **{content.hand_size} cards**" in DOC and f"top **{content.face_up} cards**" in DOC


def test_the_black_card_table_is_the_one_in_components_yaml():
    for spec in CAT.content.black_cards:
        loves = f"{CAT.things[spec.loves]} ({spec.loves})" if spec.loves else "nothing: it cannot be blocked"
        assert f"| **{spec.name}** | {loves} | {spec.count} |" in DOC, spec.name


def test_every_ruling_is_marked_as_ours_including_the_block_option_and_ties():
    rulings = DOC.split("## Our rulings", 1)[1].split("## Balance", 1)[0]
    sections = rulings.split("### ")[1:]
    assert [s.splitlines()[0] for s in sections] == ["Components (ours)", "Play (ours)", "Scoring (ours)"]
    for section in sections:
        bullets = [line for line in section.splitlines() if line.startswith("- ")]
        assert bullets and all("(ours)" in b for b in bullets), section.splitlines()[0]
    assert "**Who is asked to block** (ours)" in rulings and "**Ties** (ours)" in rulings
    (variant,) = PirateRules.variants
    assert variant.key == "block_ask" and all(f"`block_ask={c}`" in DOC for c in variant.choices)
