"""The README's two commands stay true: CI runs the test command word for word, every tier of it."""

import shlex
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def command_after(heading: str) -> str:
    """Returns the first line of the first code block after a README heading."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split(f"## {heading}\n", 1)[1]
    return section.split("```sh\n", 1)[1].split("\n", 1)[0]


def test_ci_runs_the_readme_test_command_word_for_word():
    command = command_after("Run the tests")
    assert "pytest" in command and "requirements-dev.txt" in command
    assert command in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()


def test_a_plain_pytest_leaves_out_the_slow_tier_and_the_readme_command_runs_every_tier():
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]
    options = options["ini_options"]
    assert any(line.startswith("slow:") for line in options["markers"])
    assert shlex.split(options["addopts"])[-2:] == ["-m", "not slow"]
    pytest_words = shlex.split(command_after("Run the tests").rsplit("&&", 1)[1])
    assert pytest_words == [".venv/bin/python", "-m", "pytest", "-m", "slow or not slow"]


def test_the_start_command_installs_the_app_and_starts_main():
    command = command_after("Start it")
    assert "requirements.txt" in command and command.endswith("main.py")


def test_every_game_and_its_variants_are_listed_with_the_default_first():
    from tabletop import registry

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    listed = text.split("Game ids and variants", 1)[1].split("A bad argument", 1)[0]
    for game_id in registry.game_ids():
        rules = registry.load_rules(game_id)
        entries = [" ".join(entry.split()) for entry in listed.split(";")]  # an entry may wrap
        line = next(entry for entry in entries if f"`{game_id}` (" in entry)
        low = min(
            [rules.min_players]
            + [rules.min_players_for({v.key: c}) for v in rules.variants for c in v.choices]
        )
        assert f"({low}–{rules.max_players}" in line, line
        for variant in rules.variants:
            rest = [c for c in variant.choices if c != variant.default]
            assert f"`{variant.key}={'|'.join([variant.default, *rest])}`" in line, (line, variant.key)
