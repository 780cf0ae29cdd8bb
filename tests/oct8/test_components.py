"""components.yaml: the rulebook's counts, our arm distribution, and errors that name file, line and field."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from games.oct8.rules import schema
from tabletop.components.loader import ComponentError, load_components
from tests.oct8.builders import CAT

SOURCE = schema.components_path().read_text(encoding="utf-8")


def load_text(tmp_path: Path, text: str):
    path = tmp_path / "components.yaml"
    path.write_text(text, encoding="utf-8")
    return load_components(path, schema.Content, schema.check)


def test_thirty_heads_ten_of_each_colour():
    heads = Counter(CAT.colour_of[h] for h in CAT.heads)
    assert heads == {"red": 10, "green": 10, "blue": 10}


def test_seventy_eight_arm_cards_twenty_six_of_each_colour_showing_one_to_eight_arms():
    cards = CAT.arm_cards
    assert len(cards) == len(set(cards)) == 78
    assert Counter(CAT.colour_of[c] for c in cards) == {"red": 26, "green": 26, "blue": 26}
    assert {CAT.arms_of[c] for c in cards} == set(range(1, 9))


def test_every_colour_has_the_same_arm_distribution():
    per_colour = {
        colour: Counter(CAT.arms_of[c] for c in CAT.arm_cards if CAT.colour_of[c] == colour)
        for colour in CAT.colour_ids
    }
    assert per_colour["red"] == per_colour["green"] == per_colour["blue"]
    assert per_colour["red"] == {1: 8, 2: 6, 3: 4, 4: 3, 5: 2, 6: 1, 7: 1, 8: 1}


def test_every_colour_has_its_own_symbol():
    symbols = [c.symbol for c in CAT.content.colours]
    assert len(set(symbols)) == 3
    for symbol in symbols:
        assert (schema.components_path().parents[2] / "assets" / "icons" / f"{symbol}.svg").exists()


def test_the_chips_can_never_run_out():
    # Two babies share a chip, and a game has at most 30 heads to finish.
    assert 2 * CAT.content.chips >= len(CAT.heads)


def test_a_wrong_arm_count_names_the_line_and_field(tmp_path):
    broken = SOURCE.replace("- {arms: 8, count: 1}", "- {arms: 9, count: 1}")
    with pytest.raises(ComponentError) as error:
        load_text(tmp_path, broken)
    line = SOURCE.splitlines().index("  - {arms: 8, count: 1}") + 1
    assert f"line {line}: arm_cards[7].arms: arms must be 1 to 8, not 9" in str(error.value)


def test_a_wrong_total_of_arm_cards_is_refused(tmp_path):
    broken = SOURCE.replace("- {arms: 1, count: 8}", "- {arms: 1, count: 9}")
    with pytest.raises(ComponentError, match="27 cards per colour make 81, not 78"):
        load_text(tmp_path, broken)


def test_a_rulebook_number_cannot_be_changed_by_mistake(tmp_path):
    broken = SOURCE.replace("hand_limit: 8 ", "hand_limit: 9 ")
    with pytest.raises(ComponentError, match="hand_limit: the rulebook says 8, not 9"):
        load_text(tmp_path, broken)


def test_too_few_chips_are_refused(tmp_path):
    with pytest.raises(ComponentError, match="chips: 7 chips can run out"):
        load_text(tmp_path, SOURCE.replace("chips: 15", "chips: 7"))


def test_an_unknown_field_is_refused_with_its_line(tmp_path):
    line = len(SOURCE.splitlines()) + 1
    with pytest.raises(ComponentError, match=f"line {line}: jokers: unknown field 'jokers'"):
        load_text(tmp_path, SOURCE + "jokers: 2\n")
