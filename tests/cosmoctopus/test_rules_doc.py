"""RULES.md, the in-app rules reference, stays in step with components.yaml."""

from __future__ import annotations

from pathlib import Path

import games

from .builders import CAT

DOC = (Path(games.__file__).parent / "cosmoctopus" / "RULES.md").read_text(encoding="utf-8")


def test_the_reference_has_its_sections_and_our_rulings():
    for heading in (
        "## Setup",
        "## A turn",
        "## Paying for a card",
        "## Tentacles and the end",
        "## Variants",
    ):
        assert heading in DOC
    assert "## Our rulings" in DOC and "## The cards" in DOC


def test_every_card_and_tile_is_listed_with_its_cost():
    for spec in CAT.card.values():
        assert f"| {spec.name} |" in DOC
    for tile in CAT.tile.values():
        assert f"| {tile.name}" in DOC
    assert "| Blotted Notes | 2 ink + 1 any |" in DOC


def test_the_numbers_are_the_ones_in_components_yaml():
    content = CAT.content
    assert f"**{len(CAT.deck)} devotee cards**, {len(CAT.deck) // 4} of each type" in DOC
    assert (
        f"**{content.forbidden_cost}** of one resource" in DOC
        and f"**{content.tentacles_to_win}th tentacle**" in DOC
    )
    assert f"start with {content.express_tentacles} tentacles" in DOC.replace("starts with", "start with")
