"""RULES.md, the in-app rules reference, stays in step with components.yaml."""

from __future__ import annotations

from tabletop.registry import rules_text

from .loaded import RULES

DOC = rules_text("rainbow_octopus")


def test_every_tide_card_is_listed_with_its_text_under_its_tide():
    low, high = DOC.index("### Low Tide"), DOC.index("### High Tide")
    for tide in RULES.catalog.content.tides:
        line = f"- **{tide.name}**: {tide.text}"
        assert line in DOC, tide.id
        assert (low < DOC.index(line) < high) == (tide.tide == "low"), tide.id


def test_every_octo_power_is_listed_with_its_text():
    for octopus in RULES.catalog.content.octopuses:
        assert f"- **{octopus.name}**, *{octopus.power_name}*: {octopus.text}" in DOC, octopus.id


def test_the_reference_has_our_rulings_and_the_balance_figures():
    for heading in ("## Our rulings", "## Balance", "## Winning", "## Variants", "## Setup"):
        assert heading in DOC
    assert "--simulate rainbow_octopus --games 300" in DOC and "--seed 1" in DOC
