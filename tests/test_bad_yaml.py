"""Broken component files: each gives one line naming file, line and field, exit code 2, and no code runs.

tests/bad_yaml/ holds the corpus (broken copies of a game's components.yaml, each with a
'# game:' hint line); the 50 MB file and the alias bomb are made at run time. Then every
registered game's own file is broken in the same few ways, and at random, so that a new
game's schema and check are held to the same promises. The 2 s limit is measured, not tested:
`python -m tabletop.tools.validate_figures` times every file (CI runs it); here, that it reports.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import registry
from tabletop.components.loader import ComponentError, load_components
from tabletop.tools import validate_figures
from tabletop.tools.cli import main

CORPUS = Path(__file__).parent / "bad_yaml"
ROOT = Path(__file__).parent.parent
MARKER = validate_figures.MARKER  # what the !!python tags in the corpus would create if run

#: file -> (line, field or "", words the message must hold)
EXPECTED = {
    "alias.yaml": (29, "basic_turn", "anchors and aliases"),
    "bad_syntax.yaml": (237, "", "did not find expected ','"),
    "control_character.yaml": (12, "", "control characters are not allowed"),
    "cosmo_pi_step.yaml": (
        197,
        "investigator.behaviours[3].tentacle[0].do",
        "unknown PI step 'arrest_everyone'",
    ),
    "cosmo_unknown_step.yaml": (63, "cards[25].on_play[0].do", "unknown step 'summon_kraken'"),
    "custom_tag.yaml": (19, "wilds[0]", "the tag !wild is not allowed"),
    "deep_nesting.yaml": (29, "deep[0][0]", "nested deeper than 32 levels"),
    "duplicate_id.yaml": (235, "tentacles[3].id", "duplicate component id 'red-2-a'"),
    "duplicate_key.yaml": (7, "deal", "the key 'deal' appears twice"),
    "empty.yaml": (None, "", "the file is empty"),
    "huge_number.yaml": (6, "deal", "a number longer than 64 characters"),
    "missing_asset.yaml": (11, "colours[2].symbol", "no icon 'anchor'"),
    "missing_field.yaml": (10, "colours[1]", "missing required field 'name'"),
    "non_utf8.yaml": (15, "", "not UTF-8 text"),
    "not_a_mapping.yaml": (2, "", "expected a mapping, got a list"),
    "pirates_unknown_step.yaml": (39, "black_cards[1].effect.do", "unknown step 'sink_ship'"),
    "python_name.yaml": (6, "deal", "the tag !!python/name:os.system is not allowed"),
    "sneaky_entrance.yaml": (33, "showers[0].entrance", "[5, 1] is not an entrance"),
    "python_tag.yaml": (5, "hand_limit", "the tag !!python/object/apply:os.system is not allowed"),
    "tab_indent.yaml": (20, "", "cannot start any token"),
    "two_documents.yaml": (7, "", "a second document ('---') is not allowed"),
    "unknown_field.yaml": (41, "tides[0].colur", "unknown field 'colur'"),
    "unknown_id.yaml": (43, "tides[0].steps[0].colours[2]", "unknown colour 'pink'"),
    "wrong_type.yaml": (5, "hand_limit", "expected an integer, got 'eight'"),
}


def validate(capsys, path: Path, *extra: str) -> tuple[int, list[str]]:
    """Runs `main.py --validate PATH` in this process; returns the exit code and the lines out."""
    code = main(["--validate", str(path), *extra])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out.splitlines() + err.splitlines()


def test_the_corpus_is_complete():
    assert sorted(p.name for p in CORPUS.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_broken_file_gives_one_line_with_file_line_and_field(capsys, name):
    MARKER.unlink(missing_ok=True)
    code, lines = validate(capsys, CORPUS / name)
    line, field, words = EXPECTED[name]
    assert code == 2 and len(lines) == 1, lines
    assert lines[0].startswith(str(Path("tests", "bad_yaml", name))) or name in lines[0].split(":")[0]
    if line is not None:
        assert f" line {line}: " in lines[0]
    assert (f": {field}" in lines[0]) if field else True
    assert words in lines[0]
    assert not MARKER.exists(), "a !!python tag ran code"


def test_the_command_line_gives_one_line_and_code_2_and_runs_nothing():
    MARKER.unlink(missing_ok=True)
    done = subprocess.run(
        [sys.executable, "main.py", "--validate", str(CORPUS / "python_tag.yaml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and not done.stderr and len(done.stdout.splitlines()) == 1
    assert "python_tag.yaml line 5: hand_limit: the tag" in done.stdout
    assert not MARKER.exists()


def test_a_50_mb_file_and_an_alias_bomb_are_refused_at_once(tmp_path, capsys):
    huge, bomb = validate_figures.made_files(tmp_path)
    assert huge.stat().st_size > 50 * 1024 * 1024
    code, lines = validate(capsys, huge)
    assert code == 2 and len(lines) == 1 and "fifty_mb.yaml: file is 51200 KB, over the" in lines[0]
    code, lines = validate(capsys, bomb)
    assert code == 2 and len(lines) == 1 and "alias_bomb.yaml line 2: l0: anchors and aliases" in lines[0]


def test_the_figures_command_times_each_file_and_prints_json_last(tmp_path, capsys):
    for name in ("wrong_type.yaml", "python_tag.yaml"):
        shutil.copy(CORPUS / name, tmp_path / name)
    assert validate_figures.main([str(tmp_path)]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 3 and out[0].startswith("python_tag.yaml") and " exit 2 " in out[0]
    figures = json.loads(out[-1])
    assert figures["files"] == 2 and figures["limit_s"] == 2.0 and figures["slowest_cli_s"] > 0
    assert (figures["over_limit"], figures["not_one_line_exit_2"], figures["tracebacks"]) == (0, 0, 0)
    assert figures["code_ran"] is False


def test_the_figures_command_fails_when_a_file_is_not_refused(tmp_path, capsys):
    text = game_file("rainbow_octopus").read_text(encoding="utf-8")
    (tmp_path / "fine.yaml").write_text("# game: rainbow_octopus\n" + text, encoding="utf-8")
    assert validate_figures.main([str(tmp_path)]) == 1
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["not_one_line_exit_2"] == 1


def test_a_file_of_no_known_game_asks_for_game(tmp_path, capsys):
    path = tmp_path / "anything.yaml"
    path.write_text("a: 1\n")
    code, lines = validate(capsys, path)
    assert code == 2 and lines == [
        f"main.py: cannot tell which game {path} is for: add --game ID (known: {', '.join(registry.GAMES)})"
    ]
    code, lines = validate(capsys, path, "--game", "no_such_game")
    assert code == 2 and "unknown game 'no_such_game'" in lines[0]


# Every registered game's own file, broken the same ways ---------------------------------------


def game_file(game_id: str) -> Path:
    return registry.folder(game_id) / "components.yaml"


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_games_file_validates_ok(capsys, game_id):
    assert validate(capsys, game_file(game_id)) == (0, ["ok"])


def scalars(node, steps=()):
    """Yields (steps, node) for every scalar value in a YAML node tree, in file order."""
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            yield from scalars(value, (*steps, key.value))
    elif isinstance(node, yaml.SequenceNode):
        for i, value in enumerate(node.value):
            yield from scalars(value, (*steps, i))
    else:
        yield steps, node


def replaced(text: str, node, new: str) -> str:
    return text[: node.start_mark.index] + new + text[node.end_mark.index :]


def breakages(game_id: str) -> list[tuple[str, str, str]]:
    """Returns (name, broken text, words its error must hold) made from the game's own file."""
    text = game_file(game_id).read_text(encoding="utf-8")
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    found = list(scalars(root))
    number = next(n for _, n in found if n.tag.endswith(":int"))
    ids = next(
        v
        for _, v in root.value
        if isinstance(v, yaml.SequenceNode)
        and len(v.value) > 1
        and all(isinstance(i, yaml.MappingNode) and any(k.value == "id" for k, _ in i.value) for i in v.value)
    )
    first_id, second_id = ((next(val for k, val in item.value if k.value == "id")) for item in ids.value[:2])
    schema, _ = registry.components_schema(game_id)
    required = next(f for f in msgspec.structs.fields(schema) if f.required)
    key, value = next((k, v) for k, v in root.value if k.value == required.encode_name)
    return [
        ("wrong type", replaced(text, number, "many"), "expected"),
        ("duplicate id", replaced(text, second_id, first_id.value), "duplicate"),
        (
            "unknown field",
            text[: key.start_mark.index] + "zzz_unknown: 1\n" + text[key.start_mark.index :],
            "unknown field 'zzz_unknown'",
        ),
        (
            "missing field",
            text[: key.start_mark.index] + text[value.end_mark.index :],
            f"missing required field '{required.encode_name}'",
        ),
        (
            "python tag",
            replaced(text, number, '!!python/object/apply:os.system ["touch /tmp/octopus-table-pwned"]'),
            "the tag !!python/object/apply:os.system is not allowed",
        ),
        ("alias", replaced(text, number, "*nowhere"), "anchors and aliases"),
    ]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_games_file_broken_gives_a_clear_line(tmp_path, capsys, game_id):
    MARKER.unlink(missing_ok=True)
    for name, text, words in breakages(game_id):
        path = tmp_path / f"{name.replace(' ', '_')}.yaml"
        path.write_text(text, encoding="utf-8")
        code, lines = validate(capsys, path, "--game", game_id)
        assert code == 2 and lines, name
        assert all(line.startswith(str(path)) and " line " in line for line in lines), (name, lines)
        assert any(words in line for line in lines), (name, lines)
    assert not MARKER.exists()


EDITS = st.lists(
    st.tuples(
        st.sampled_from(["delete", "insert", "replace", "duplicate line", "delete line"]),
        st.floats(0, 1),
        st.sampled_from(
            ["", ":", "-", " ", "\n", "[", "{", "}", "'", '"', "&a", "*a", "!!", "x", "0", "é", "\t", "#"]
        ),
    ),
    min_size=1,
    max_size=4,
)


def mutate(text: str, edits) -> str:
    for kind, where, piece in edits:
        at = int(where * len(text))
        lines = text.split("\n")
        row = min(int(where * len(lines)), len(lines) - 1)
        if kind == "delete":
            text = text[:at] + text[at + 1 :]
        elif kind == "insert":
            text = text[:at] + piece + text[at:]
        elif kind == "replace":
            text = text[:at] + piece + text[at + 1 :]
        elif kind == "duplicate line":
            text = "\n".join(lines[: row + 1] + lines[row:])
        else:
            text = "\n".join(lines[:row] + lines[row + 1 :])
    return text


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_random_damage_to_a_games_file_is_an_error_line_or_fine(tmp_path, game_id):
    schema, check = registry.components_schema(game_id)
    text = game_file(game_id).read_text(encoding="utf-8")
    path = tmp_path / "components.yaml"

    @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
    @given(EDITS)
    def damaged(edits):
        path.write_text(mutate(text, edits), encoding="utf-8")
        try:
            load_components(path, schema, check)
        except ComponentError as exc:
            assert exc.lines and all(line.startswith(str(path)) for line in exc.lines)

    damaged()
