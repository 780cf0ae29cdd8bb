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


CARD_TABLES = ("Lowest five", "Highest five", "First Contact cards")


def test_the_balance_section_has_the_measured_figures_and_how_they_were_made():
    balance = DOC.split("## Balance", 1)[1].split("\n## ", 1)[0]
    assert "--balance cosmoctopus --games 2000" in balance and "still to be done" not in balance
    for words in ("holder", "Lowest five", "Highest five", "First Contact", "rounds", "first player"):
        assert words in balance
    costs = {spec.name: spec for spec in CAT.card.values()}
    card_tables = [balance.split(f"### {part}", 1)[1].split("\n### ", 1)[0] for part in CARD_TABLES]
    for line in "\n".join(card_tables).splitlines():  # every card in the card tables is a card of the game
        if line.startswith("| ") and not line.startswith("| Card"):
            assert line.split(" | ")[0][2:] in costs


def test_every_number_of_players_and_variant_was_simulated_to_the_end():
    part = DOC.split("### Every number of players and every variant", 1)[1].split("\n### ", 1)[0]
    rows = [line.split(" | ") for line in part.splitlines() if line.startswith("| ") and "---" not in line][
        1:
    ]
    measured = {(row[0][2:], row[1]) for row in rows}
    variants = {"full, random hands", "`length=express`", "`hands=starter`", "`hands=draft`"}
    assert measured == {(v, str(p)) for v in variants for p in (2, 3, 4)}
    assert all(row[2] == "300" for row in rows)  # every one of the 300 games finished
