"""The boundaries kept by a test, not by habit: rules rooms never import pygame, a game never imports
another game, the engine never names a game, and the engine's modules import one another without cycles."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tabletop import registry

ROOT = Path(__file__).resolve().parent.parent
DRAWING = {"pygame", "pygame_gui"}


def imported(path: Path) -> list[str]:
    """Returns every module a file imports, absolute names (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + [base])
            found += [base] + [f"{base}.{alias.name}" for alias in node.names]
    return found


def test_every_game_has_its_two_rooms_and_its_files():
    for game_id in registry.game_ids():
        folder = ROOT / "games" / game_id
        for part in ("rules/__init__.py", "table/__init__.py", "components.yaml", "RULES.md"):
            assert (folder / part).is_file(), f"{game_id} lacks {part}"


def test_no_rules_room_imports_drawing():
    for path in (ROOT / "games").glob("*/rules/**/*.py"):
        for name in imported(path):
            assert name.split(".")[0] not in DRAWING, f"{path} imports {name}"
            assert not name.startswith(("tabletop.ui", "tabletop.scenes")), f"{path} imports {name}"


def test_no_game_imports_another_game():
    ids = set(registry.game_ids())
    for game_id in ids:
        for path in (ROOT / "games" / game_id).rglob("*.py"):
            for name in imported(path):
                parts = name.split(".")
                if parts[0] == "games" and len(parts) > 1 and parts[1] in ids:
                    assert parts[1] == game_id, f"{path} imports {name}"


def test_the_engine_names_no_game():
    words = re.compile(r"\b(" + "|".join(map(re.escape, registry.game_ids())) + r")\b")
    for path in (ROOT / "tabletop").rglob("*.py"):
        found = words.search(path.read_text(encoding="utf-8"))
        assert found is None, f"{path} names the game '{found and found.group(0)}'"


def module_graph() -> dict[str, set[str]]:
    """Returns the engine's module-level import graph (imports inside functions are lazy, left out)."""
    paths = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts): p for p in (ROOT / "tabletop").rglob("*.py")
    }
    modules = {name.removesuffix(".__init__"): path for name, path in paths.items()}
    graph = {}
    for name, path in modules.items():
        targets = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Import):
                targets |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                targets |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def test_the_engine_has_no_import_cycle():
    graph = module_graph()
    assert sum(map(len, graph.values())) > 50  # the graph was really read
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            assert state.get(nxt) != 1, "import cycle: " + " -> ".join(path[path.index(nxt) :] + [nxt])
            if nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])


def match_state_reads(path: Path) -> list[int]:
    """Returns the lines of a file that read `.state` of a match (`match.state`, `self.match.state`)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr == "state":
            owner = node.value
            name = owner.id if isinstance(owner, ast.Name) else getattr(owner, "attr", "")
            if name == "match":
                found.append(node.lineno)
    return found


def test_no_scene_reads_the_true_state_of_a_match():
    # The session is the one owner of the state: scenes draw views and ask it in words.
    assert match_state_reads(ROOT / "tabletop" / "session.py"), "the check finds nothing: it is broken"
    for path in (ROOT / "tabletop" / "scenes").rglob("*.py"):
        assert not match_state_reads(path), f"{path} reads match.state on lines {match_state_reads(path)}"
