"""Memory given back: the theme's short keys (pygame_gui's own make huge ones), and scenes that leave."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame_gui
import pytest
from pygame_gui.core import UIAppearanceTheme

import games
from tabletop.scenes.base import Scene, SceneStack
from tabletop.tools.shots import headless_app
from tabletop.ui.gui_manager import ShortKeyTheme, UIManager

ROOT = Path(__file__).resolve().parent.parent
HIERARCHIES = [
    (
        ["container", "panel", "button"],
        ["container", "panel", "button"],
        [None, "@left", None],
        ["#root", "#dialog_panel", "#primary"],
    ),
    (["container"], ["container"], [None], [None]),
    ([None, None], ["container", "label"], [None, "@title"], ["#log_panel", "#tool"]),
    ([], [], [], []),
    (None, None, None, None),
]


def test_the_short_key_theme_gives_the_library_s_own_lists():
    loader = headless_app().manager.resource_loader
    ours, theirs = ShortKeyTheme(loader, "en"), UIAppearanceTheme(loader, "en")
    for hierarchy in HIERARCHIES:
        assert ours.build_all_combined_ids(*hierarchy) == theirs.build_all_combined_ids(*hierarchy)
        assert ours.build_all_combined_ids(*hierarchy) is ours.build_all_combined_ids(*hierarchy)  # kept
    assert not ours.unique_theming_ids  # the library's cache of huge keys stays empty
    assert max(map(len, theirs.unique_theming_ids)) > 1000  # what it would have kept instead


def test_the_app_s_manager_uses_the_short_key_theme():
    manager = headless_app().manager
    assert (
        isinstance(manager, UIManager)
        and isinstance(manager.get_theme(), ShortKeyTheme)
        and isinstance(manager, pygame_gui.UIManager)
    )


class Big(Scene):
    large = True


def test_the_stack_notes_when_a_large_scene_leaves(monkeypatch):
    app = type("App", (), {"stack": None, "manager": None, "size": (10, 10)})()
    stack = SceneStack()
    stack.push(Scene(app))
    stack.push(Scene(app))
    stack.pop()
    assert not stack.large_left
    stack.push(Big(app))
    stack.clear()
    assert stack.large_left


@pytest.mark.parametrize("game_id", games.game_ids())
def test_fifty_tables_opened_and_closed_in_one_process_keep_memory_near_one_table(game_id):
    """A family plays game after game: every table a process opens and closes gives its memory back."""
    done = subprocess.run(
        [sys.executable, "-m", "tabletop.tools.memory_figures", game_id, "50"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["tables"] == 50 and found["growth_mb"] < 20, found
