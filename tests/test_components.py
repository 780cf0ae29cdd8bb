"""The YAML loader: safe, typed, and every error names the file, the line and the field."""

from pathlib import Path

import msgspec
import pytest

from tabletop.components.loader import ComponentError, load_components


class Step(msgspec.Struct, forbid_unknown_fields=True):
    kind: str
    count: int = 1


class Tide(msgspec.Struct, forbid_unknown_fields=True):
    id: str
    steps: list[Step]


class Box(msgspec.Struct, forbid_unknown_fields=True):
    tides: list[Tide]


def unique_ids(box: Box) -> list[tuple[str, str]]:
    seen, problems = set(), []
    for i, tide in enumerate(box.tides):
        if tide.id in seen:
            problems.append((f"tides[{i}].id", f"duplicate id '{tide.id}'"))
        seen.add(tide.id)
    return problems


def load(tmp_path: Path, text: str | bytes) -> Box:
    path = tmp_path / "components.yaml"
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return load_components(path, Box, unique_ids)


GOOD = "tides:\n  - id: a\n    steps:\n      - kind: draw\n        count: 2\n"


def test_a_good_file_loads(tmp_path):
    assert load(tmp_path, GOOD).tides[0].steps[0].count == 2


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            GOOD.replace("count: 2", "count: two"),
            "line 5: tides[0].steps[0].count: expected an integer, got 'two'",
        ),
        (GOOD.replace("kind: draw", "knd: draw"), "line 4: tides[0].steps[0].knd: unknown field 'knd'"),
        ("tides:\n  - id: a\n", "line 2: tides[0]: missing required field 'steps'"),
        (GOOD + "  - id: a\n    steps: []\n", "line 6: tides[1].id: duplicate id 'a'"),
        ("tides: [\n", "line 2:"),
        ("tides: !!python/object:os.system ls\n", "line 1: tides: the tag !!python/object:os.system is not"),
        ("a: &x [1, 2]\nb: *x\n", "line 1: a: anchors and aliases"),
        ("", "the file is empty"),
    ],
)
def test_errors_name_file_line_and_field(tmp_path, text, expected):
    with pytest.raises(ComponentError) as caught:
        load(tmp_path, text)
    assert "components.yaml" in str(caught.value)
    assert expected in str(caught.value)


def test_non_utf8_bytes_are_refused_with_a_line(tmp_path):
    with pytest.raises(ComponentError, match="line 2: not UTF-8"):
        load(tmp_path, b"tides:\n  - id: \xff\xfe\n")


def test_a_missing_file_is_one_clear_line(tmp_path):
    with pytest.raises(ComponentError, match="cannot read the file"):
        load_components(tmp_path / "nope.yaml", Box)
