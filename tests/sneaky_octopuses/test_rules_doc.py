"""RULES.md, the in-app rules reference, stays in step with components.yaml and marks our rulings."""

from __future__ import annotations

from games.sneaky_octopuses.rules.schema import components_path

from .builders import CAT

DOC = (components_path().parent / "RULES.md").read_text(encoding="utf-8")


def test_the_reference_has_its_sections_our_rulings_and_the_balance_figures():
    for heading in (
        "## Setup",
        "## A turn",
        "## The keepers",
        "## Noise",
        "## The showers",
        "## Our rulings",
    ):
        assert heading in DOC
    assert "## Balance" in DOC and "--simulate sneaky_octopuses" in DOC


def test_the_keepers_table_is_the_one_in_components_yaml():
    for line in CAT.content.keeper_table:
        at_entrance = "leaves" if line.leaves_shower else "stays"
        assert f"| {line.roll} | {line.side} | {', '.join(line.steps)} | {at_entrance} |" in DOC


def test_the_board_drawn_is_the_one_in_components_yaml():
    for y, row in enumerate(CAT.content.board):
        drawn = " ".join("#" if ch == "x" else ch for ch in row)
        assert f"{y:<3} {drawn}" in DOC


def test_the_box_and_the_round_limit_are_the_ones_in_components_yaml():
    shapes = ", ".join(f"{c.name.lower()} {c.symbol}" for c in CAT.content.fish_colours)
    assert shapes in DOC
    assert f"after **{CAT.content.round_limit} rounds**" in DOC


def test_every_ruling_is_marked_as_ours():
    rulings = DOC.split("## Our rulings", 1)[1].split("## Balance", 1)[0]
    items = [line for line in rulings.splitlines() if line.startswith("- ")]
    assert len(items) >= 15 and all("(ours)" in line for line in items)
