"""The README's two commands stay true (CI runs the test command word for word, every tier of it), the
README stays short and lists every game, the command line's page lists every game id and variant, and
every relative link in the README and docs/*.md leads to a file (and heading) that is there."""

import re
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

    text = (ROOT / "docs" / "COMMANDS.md").read_text(encoding="utf-8")
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


def test_the_readme_is_short_and_its_games_table_lists_every_game():
    from tabletop import registry

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) < 150
    table = text.split("## The games\n", 1)[1].strip().split("\n\n", 1)[0]
    rows = [line for line in table.splitlines() if line.startswith("| ") and "---" not in line][1:]
    assert [row.split("|")[1].strip() for row in rows] == list(registry.GAMES.values())
    for game_id in registry.game_ids():
        assert f"](docs/{game_id}.png)" in text  # a picture of each game


DOCUMENTS = ["README.md", "CHANGELOG.md", *(f"docs/{p.name}" for p in sorted((ROOT / "docs").glob("*.md")))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def slug(heading: str) -> str:
    """Returns GitHub's anchor for a Markdown heading."""
    words = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return words.replace(" ", "-")


def anchors(path) -> set[str]:
    return {
        slug(line.lstrip("#"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith("#")
    }


def broken_links(path: Path) -> list[str]:
    """Returns the document's relative links that lead nowhere (a missing file or heading)."""
    broken = []
    for target in LINK.findall(path.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):
            continue  # a web address
        file, _, anchor = target.partition("#")
        linked = (path.parent / file).resolve() if file else path
        if not linked.exists() or (anchor and linked.suffix == ".md" and anchor not in anchors(linked)):
            broken.append(target)
    return broken


def test_every_relative_link_in_the_readme_and_docs_resolves():
    assert {"docs/PLAYING.md", "docs/COMMANDS.md", "docs/PERFORMANCE.md", "docs/DEVELOPING.md"} <= set(
        DOCUMENTS
    )
    checked = 0
    for document in DOCUMENTS:
        assert broken_links(ROOT / document) == [], document
        checked += len(LINK.findall((ROOT / document).read_text(encoding="utf-8")))
    assert checked > 30


def test_the_link_check_finds_a_broken_link(tmp_path):
    links = "[ok](B.md#there) [gone](C.md) [no heading](B.md#elsewhere) [web](https://x.org) [self](#top)"
    (tmp_path / "A.md").write_text(f"# Top\n{links}\n")
    (tmp_path / "B.md").write_text("# There\n")
    assert broken_links(tmp_path / "A.md") == ["C.md", "B.md#elsewhere"]
