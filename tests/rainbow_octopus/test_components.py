"""components.yaml: the rulebook's counts, the given tides, and errors that name file, line and field."""

from __future__ import annotations

import shutil
from collections import Counter

import pytest

from games.rainbow_octopus.rules import schema
from games.rainbow_octopus.rules.schema import Content, check, components_path, load
from tabletop.components.loader import ComponentError, load_components

SYMBOLS = {
    "red": "heart",
    "orange": "sun",
    "yellow": "star",
    "green": "leaf",
    "blue": "drop",
    "indigo": "moon",
    "violet": "flower",
}


def copy_with(tmp_path, old: str, new: str):
    """Returns a copy of components.yaml with one piece of text replaced."""
    path = tmp_path / "components.yaml"
    shutil.copy(components_path(), path)
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def line_of(path, snippet: str) -> int:
    """Returns the 1-based line where the snippet last appears."""
    text = path.read_text(encoding="utf-8")
    return text[: text.rindex(snippet)].count("\n") + 1


def test_seven_colours_each_with_name_hex_and_symbol():
    content = load()
    assert {c.id: c.symbol for c in content.colours} == SYMBOLS
    assert all(
        c.name == c.id.capitalize() and c.hex.startswith("#") and len(c.hex) == 7 for c in content.colours
    )


def test_119_tentacles_each_arm_twice_plus_one_extra_per_colour():
    content = load()
    assert len(content.tentacles) == 119
    for number, colour in enumerate(SYMBOLS, start=1):
        arms = Counter(t.arm for t in content.tentacles if t.colour == colour)
        expected = Counter({arm: 2 for arm in range(1, 9)}) + Counter({number: 1})
        assert arms == expected, colour
    assert {"red-3-a", "red-3-b", "red-1-c", "orange-2-c", "violet-7-c"} <= {t.id for t in content.tentacles}


def test_eight_wilds_seven_in_the_box():
    wilds = load().wilds
    assert [w.id for w in wilds] == [f"wild-{n}" for n in range(1, 9)]
    assert [w.in_box for w in wilds] == [True] * 7 + [False]


def test_eighteen_tides_nine_low_nine_high():
    tides = load().tides
    assert len(tides) == 18
    assert Counter(t.tide for t in tides) == {"low": 9, "high": 9}
    assert all(t.text and t.name for t in tides)


def test_the_rulebooks_two_tides_are_exact():
    tides = {t.id: t for t in load().tides}
    under = tides["undercurrent"]
    assert (
        under.text
        == "Draw 2 Tentacle Cards. Choose one to play immediately on your octopus. Discard the other."
    )
    assert [(s.do, s.count, s.source) for s in under.steps] == [
        ("draw", 2, ""),
        ("play", 1, "drawn"),
        ("discard", 1, "drawn"),
    ]
    warm = tides["warm_water"]
    assert [(s.do, s.count, s.colours) for s in warm.steps] == [("play", 1, ["red", "orange", "yellow"])]


def test_seven_octopuses_with_ollie_and_blu():
    octopuses = {o.id: o for o in load().octopuses}
    assert len(octopuses) == 7
    assert [p.kind for p in octopuses["ollie"].powers] == ["first_turn"]
    assert {p.kind for p in octopuses["blu"].powers} == {"no_wild", "second_colour"}
    assert all(o.power_name and o.text for o in octopuses.values())


def test_component_ids_are_unique_across_the_game():
    content = load()
    ids = [
        x.id for group in (content.tentacles, content.wilds, content.tides, content.octopuses) for x in group
    ]
    assert len(ids) == len(set(ids))


def test_load_parses_once_and_caches():
    assert load() is load()


def test_shipped_content_passes_the_check():
    assert check(load()) == []


def test_bad_type_names_file_line_and_field(tmp_path):
    path = copy_with(
        tmp_path,
        "{do: draw, count: 2}\n      - {do: play, count: 1, from: drawn}",
        "{do: draw, count: two}\n      - {do: play, count: 1, from: drawn}",
    )
    with pytest.raises(ComponentError) as error:
        load_components(path, Content, check)
    message = str(error.value)
    assert "components.yaml" in message
    assert f"line {line_of(path, 'count: two')}" in message
    assert "tides[9].steps[0].count" in message
    assert "expected an integer, got 'two'" in message


def test_unknown_field_is_named(tmp_path):
    path = copy_with(tmp_path, "power_name: Early Riser", "power_name: Early Riser\n    speed: 3")
    with pytest.raises(ComponentError) as error:
        load_components(path, Content, check)
    assert f"line {line_of(path, 'speed: 3')}" in str(error.value)
    assert "octopuses[0].speed" in str(error.value)


@pytest.mark.parametrize(
    ("old", "new", "field", "words"),
    [
        (
            "{do: lose, count: 1}",
            "{do: explode, count: 1}",
            "tides[15].steps[0].do",
            "unknown step kind 'explode'",
        ),
        (
            "colours: [red, orange, yellow]",
            "colours: [red, pink, yellow]",
            "tides[0].steps[0].colours[1]",
            "unknown colour 'pink'",
        ),
        (
            "{id: red-3-b, colour: red, arm: 3}",
            "{id: red-3-a, colour: red, arm: 3}",
            "tentacles[5].id",
            "duplicate component id 'red-3-a'",
        ),
        (
            "{do: pass, count: 1, to: right}",
            "{do: pass, count: 1}",
            "tides[12].steps[0].to",
            "a pass step needs",
        ),
        (
            "{kind: hand_limit, limit: 10}",
            "{kind: hand_limit, limit: 8}",
            "octopuses[2].powers[0].limit",
            "above 8",
        ),
        (
            "{do: steal, count: 1, from: octopus}",
            "{do: steal, count: 1, from: ocean}",
            "tides[13].steps[0].from",
            "not a source",
        ),
    ],
)
def test_check_finds_cross_reference_problems(tmp_path, old, new, field, words):
    path = copy_with(tmp_path, old, new)
    with pytest.raises(ComponentError) as error:
        load_components(path, Content, check)
    message = str(error.value)
    assert f"{field}: " in message and words in message
    assert f"components.yaml line {line_of(path, new)}" in message


def test_check_counts_low_and_high_tides(tmp_path):
    path = copy_with(tmp_path, "tide: low\n    text: Play 1 red", "tide: high\n    text: Play 1 red")
    with pytest.raises(ComponentError, match="expected 9 low and 9 high tides, found 8 and 10"):
        load_components(path, Content, check)


def test_check_requires_every_tide_turn_to_draw_or_play(tmp_path):
    path = copy_with(
        tmp_path,
        "      - {do: play, count: 1, colours: [red, orange, yellow]}",
        "      - {do: discard, count: 1}",
    )
    with pytest.raises(ComponentError, match=r"tides\[0\]\.steps: a tide's turn needs a draw or a play step"):
        load_components(path, Content, check)


def test_schema_module_finds_its_yaml():
    assert schema.components_path().is_file()
