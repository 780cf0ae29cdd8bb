"""components.yaml: the board as data, the rulebook's 25 fish, and errors naming file, line and field."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from games.sneaky_octopuses.rules import schema
from tabletop.components.loader import ComponentError, load_components

from .builders import CAT

SOURCE = schema.components_path().read_text(encoding="utf-8")


def load_text(tmp_path: Path, text: str):
    path = tmp_path / "components.yaml"
    path.write_text(text, encoding="utf-8")
    return load_components(path, schema.Content, schema.check)


def test_twenty_five_fish_five_of_each_of_five_colours_one_per_tank_square():
    assert len(CAT.fish) == len(set(CAT.fish)) == 25
    assert Counter(CAT.colour_of(f) for f in CAT.fish) == {c: 5 for c in CAT.colour_ids}
    assert sum(len(squares) for squares in CAT.tanks.values()) == 25
    assert all(len(squares) <= len(CAT.colour_ids) for squares in CAT.tanks.values())


def test_four_home_tanks_four_showers_with_entrances_and_four_corners():
    assert all(len(CAT.home_cells[h]) == 5 for h in (1, 2, 3, 4))
    assert len(CAT.showers) == 4 and len(CAT.entrance_cells) == 4
    assert CAT.corners == {(1, 1), (9, 1), (1, 9), (9, 9)}
    for shower in CAT.showers:
        entrance = CAT.entrances[shower]
        assert entrance in CAT.floor and CAT.letter[tuple(CAT.showers[shower].at)] == "S"


def test_the_gaps_run_under_the_middle_tank_only():
    assert CAT.gaps and all(len(ends) >= 1 for ends in CAT.gaps.values())
    for gap in CAT.content.gaps:
        assert gap.tank == "M"


def test_every_fish_colour_has_its_own_symbol_with_an_icon():
    symbols = [c.symbol for c in CAT.content.fish_colours]
    assert len(set(symbols)) == 5
    for symbol in symbols:
        assert (schema.components_path().parents[2] / "assets" / "icons" / f"{symbol}.svg").exists()


def test_the_keepers_d6_has_a_line_per_number_odd_right_even_left():
    sides = {line.roll: line.side for line in CAT.content.keeper_table}
    assert sides == {1: "right", 2: "left", 3: "right", 4: "left", 5: "right", 6: "left"}
    leaving = {line.roll for line in CAT.content.keeper_table if line.leaves_shower}
    assert leaving == {5, 6}


def test_a_tank_of_twenty_four_squares_is_refused_with_file_line_and_field(tmp_path):
    text = SOURCE.replace('"x.A.....B.x"', '"x.......B.x"')
    with pytest.raises(ComponentError) as error:
        load_text(tmp_path, text)
    said = str(error.value)
    assert "components.yaml" in said and "board" in said and "24 squares" in said


def test_an_entrance_away_from_its_shower_is_refused_with_its_line(tmp_path):
    text = SOURCE.replace("entrance: [5, 0]", "entrance: [5, 1]")
    with pytest.raises(ComponentError) as error:
        load_text(tmp_path, text)
    line = 1 + SOURCE[: SOURCE.index("entrance: [5, 0]")].count("\n")
    assert f"components.yaml line {line}: showers[0].entrance: [5, 1] is not an entrance" in str(error.value)


def test_a_tank_that_would_need_two_fish_of_one_colour_is_refused(tmp_path):
    text = SOURCE.replace('"1.AAA.BBB.2"', '"1AAAA.BBB.2"')
    with pytest.raises(ComponentError, match="two fish of one colour"):
        load_text(tmp_path, text)


def test_a_gap_not_across_its_tank_is_refused(tmp_path):
    text = SOURCE.replace("{tank: M, from: [4, 4], to: [6, 4]}", "{tank: M, from: [1, 1], to: [3, 1]}")
    with pytest.raises(ComponentError, match="gaps"):
        load_text(tmp_path, text)


def test_a_number_of_players_without_home_tanks_is_refused_with_its_line(tmp_path):
    text = SOURCE.replace('  "4": [1, 2, 3, 4]\n', "")
    with pytest.raises(ComponentError) as error:
        load_text(tmp_path, text)
    line = 2 + SOURCE[: SOURCE.index("homes:")].count("\n")  # the first line of the homes
    assert f"components.yaml line {line}: homes: no home tanks given for 4 players" in str(error.value)


def test_home_tanks_for_a_number_of_players_that_is_no_number_are_refused_with_their_line(tmp_path):
    text = SOURCE.replace('  "3": [1, 2, 3]\n', '  "3": [1, 2, 3]\n  "4\\"": [1, 2, 3, 4]\n')  # a quote lost
    with pytest.raises(ComponentError, match=r"line \d+: homes: home tanks are given for 2, 3 or 4 players"):
        load_text(tmp_path, text)


def test_an_entrance_that_opens_onto_no_floor_is_refused(tmp_path):
    text = SOURCE.replace('"1c.......c2"', '"1c..xxx..c2"')  # the north entrance 5,0 walled in
    with pytest.raises(ComponentError, match=r"showers\[0\].entrance: the entrance must open onto a floor"):
        load_text(tmp_path, text)
