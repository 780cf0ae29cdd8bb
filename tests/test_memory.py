"""Memory given back: the theme's short keys (pygame_gui's own make huge ones), and scenes that leave."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest
from pygame_gui.core import UIAppearanceTheme

from tabletop import registry
from tabletop.rules.match import Match, default_seats
from tabletop.scenes import memory
from tabletop.scenes.base import Scene, SceneStack
from tabletop.scenes.dialogs import InGameMenu
from tabletop.scenes.handoff import HandoffScene
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.ui.gui_manager import ShortKeyTheme, UIManager
from tabletop.ui.sprites import SpriteCache

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
    stack.pop()  # the scene below comes back: the app gives the memory back on its next frame
    assert stack.large_left


def test_a_rounded_button_keeps_no_four_times_size_masks_once_drawn():
    app = headless_app()
    button = pygame_gui.elements.UIButton(
        pygame.Rect(0, 0, 1040, 112), "A big menu button", app.manager, object_id="#primary"
    )
    shape = button.drawable_shape
    assert type(shape).__name__ == "RoundedRectangleShape"  # the theme's buttons are rounded
    for _ in range(8):  # the library draws its remaining states one a frame
        app.manager.update(0.016)
    button.disable()  # a state drawn later, on demand, kept its masks for good before the mend
    button.set_text("Another text")
    assert shape.temp_additive_shape is None and shape.temp_subtractive_shape is None
    button.kill()


def test_a_button_draws_only_its_normal_look_until_it_takes_another():
    app = headless_app()
    button = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 440, 76), "Settings", app.manager)
    for _ in range(8):  # the library would have drawn its other looks, one a frame
        app.manager.update(0.016)
    states = button.drawable_shape.states
    assert states["normal"].generated
    assert not any(states[look].generated for look in ("hovered", "selected", "active"))
    button.drawable_shape.set_active_state("hovered")  # as the pointer comes over it
    assert states["hovered"].generated and states["hovered"].surface.get_size() == (440, 76)
    button.kill()


def test_the_library_s_fonts_are_read_from_their_files_not_from_copies_in_memory():
    theme = headless_app().manager.get_theme()
    locations = theme.get_font_dictionary().known_font_paths["noto_sans"]
    assert all(isinstance(where, str) and Path(where).is_file() for where, _ in locations)


def test_the_veil_under_a_dialog_dims_as_a_translucent_picture_would():
    from tabletop.scenes.style import dim

    screen, veil = pygame.Surface((4, 4)), pygame.Surface((4, 4), pygame.SRCALPHA)
    expected = pygame.Surface((4, 4))
    for colour in ((200, 100, 50), (255, 255, 255), (0, 0, 0), (12, 240, 131)):
        screen.fill(colour)
        expected.fill(colour)
        veil.fill((2, 10, 20, 175))
        expected.blit(veil, (0, 0))
        dim(screen)
        got, want = screen.get_at((1, 1)), expected.get_at((1, 1))
        assert all(abs(a - b) <= 2 for a, b in zip(got[:3], want[:3], strict=True)), (colour, got, want)


def test_the_picture_cache_lets_go_of_the_least_recently_used_past_its_budget():
    picture_bytes = 100 * 100 * 4
    cache = SpriteCache(budget=3 * picture_bytes)
    made = []

    def maker(key):
        return lambda: made.append(key) or pygame.Surface((100, 100), pygame.SRCALPHA)

    for key in "abc":
        cache.get(key, maker(key))
    cache.get("a", maker("a"))  # used again: now the most recent
    cache.get("d", maker("d"))  # over budget: "b", the least recent, goes
    assert list(cache.pictures) == ["c", "a", "d"] and cache.bytes == 3 * picture_bytes
    assert made == ["a", "b", "c", "d"]
    cache.get("b", maker("b"))
    assert made[-1] == "b" and "c" not in cache.pictures


class Counted:
    def __init__(self):
        self.released = self.trimmed = 0


def test_memory_is_given_back_when_a_scene_leaves_and_every_few_seconds(monkeypatch):
    counts = Counted()
    monkeypatch.setattr(memory, "release", lambda: setattr(counts, "released", counts.released + 1))
    monkeypatch.setattr(memory, "trim", lambda: setattr(counts, "trimmed", counts.trimmed + 1))
    app = type("App", (), {"stack": None, "manager": None, "size": (10, 10)})()
    stack, keeper = SceneStack(), memory.HeapKeeper()
    stack.push(Scene(app))
    stack.push(Scene(app))
    keeper.tick(0.016, stack)
    assert (counts.released, counts.trimmed) == (0, 0)
    stack.pop()  # a dialog closed: its widgets sit in cycles, and their pictures left holes
    keeper.tick(0.016, stack)
    keeper.tick(0.016, stack)
    assert (counts.released, counts.trimmed) == (1, 0) and not stack.left
    for _ in range(int(memory.TRIM_SECONDS / 0.5)):
        keeper.tick(0.5, stack)
    assert (counts.released, counts.trimmed) == (1, 1)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", registry.game_ids())
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


class Counting(Scene):
    def __init__(self, app, opaque: bool):
        super().__init__(app)
        self.opaque, self.hidden = opaque, 0

    def out_of_sight(self):
        self.hidden += 1


def test_scenes_under_an_opaque_scene_are_told_they_are_out_of_sight():
    app = type("App", (), {"stack": None, "manager": None, "size": (10, 10)})()
    stack = SceneStack()
    table, dialog, page = (stack.push(Counting(app, opaque)) for opaque in (True, False, True))
    assert (table.hidden, dialog.hidden, page.hidden) == (1, 1, 0)
    stack.pop()
    stack.replace(Counting(app, opaque=False))  # a dialog over the table hides nothing
    assert (table.hidden, dialog.hidden) == (1, 1)


def _pump(app, frames=3):
    for _ in range(frames):
        app.step(0.016)


def test_the_table_lets_go_of_its_pictures_under_the_settings_and_draws_them_again():
    rules = registry.load_rules("oct8")
    app = headless_app(handoffs=False)
    table = app.push(TableScene(app, Match(rules, default_seats(3), {}, 4)))
    _pump(app)
    drawn = table.sprites.bytes
    assert drawn > 0 and table.painter.layer is not None
    app.push(InGameMenu(app))
    _pump(app)
    assert table.sprites.bytes >= drawn  # still seen, dimmed, under the menu
    app.push(SettingsScene(app))
    _pump(app)
    assert table.sprites.bytes == 0 and table.painter.layer is None
    app.pop()
    app.pop()
    _pump(app)
    assert table.sprites.bytes >= drawn and table.painter.layer is not None


def test_the_table_keeps_its_pictures_under_a_hand_off():
    rules = registry.load_rules("rainbow_octopus")
    app = headless_app(handoffs=False)
    table = app.push(TableScene(app, Match(rules, default_seats(3), {}, 4)))
    _pump(app)
    assert table.sprites.bytes > 0
    table.covered = True  # as the table does before it pushes the hand-off screen
    app.push(HandoffScene(app, "Ana", "red", lambda: None))
    assert table.sprites.bytes > 0


def test_the_shape_cache_keeps_to_one_sheet():
    app = headless_app()
    cache = app.manager.get_theme().shape_cache
    for n in range(400):  # far more small shapes than one 1024 x 1024 sheet holds
        cache.add_surface_to_cache(pygame.Surface((100, 60 + n % 7), pygame.SRCALPHA), f"shape {n}")
        cache.update()
    assert len(cache.cache_surfaces) == 1


def test_a_large_scene_s_memory_is_given_back_before_the_scene_in_its_place_starts():
    app = type("App", (), {"stack": None, "manager": None, "size": (10, 10)})()
    stack, order = SceneStack(), []
    stack.settle = lambda: order.append("settle")

    class Next(Scene):
        def startup(self):
            order.append("startup")

    stack.push(Big(app))
    stack.replace(Next(app))  # a table gives way to its results
    stack.clear(Next(app))  # small scenes only: nothing to settle
    stack.push(Big(app))
    stack.clear(Next(app))  # back to the menu
    assert order == ["settle", "startup", "startup", "settle", "startup"]
    assert not stack.large_left


def test_a_large_rounded_shape_draws_at_twice_its_size_and_looks_the_same():
    from tabletop.ui import gui_manager

    twice = gui_manager.supersampled(gui_manager._LIBRARY_REDRAW_STATE, 2)
    assert 2 in twice.__code__.co_consts and 4 not in twice.__code__.co_consts
    app = headless_app()
    button = pygame_gui.elements.UIButton(
        pygame.Rect(0, 0, 1040, 112), "Rainbow Octopus", app.manager, object_id="#game_button"
    )
    shape = button.drawable_shape
    assert shape.containing_rect.width * shape.containing_rect.height > gui_manager.LARGE_SHAPE
    drawn = {}
    for name, redraw in (("twice", twice), ("four times", gui_manager._LIBRARY_REDRAW_STATE)):
        redraw(shape, "normal")
        drawn[name] = shape.states["normal"].surface.copy()

    def apart(x: int, y: int) -> int:
        return max(
            abs(a - b)
            for a, b in zip(drawn["twice"].get_at((x, y)), drawn["four times"].get_at((x, y)), strict=True)
        )

    changed = sum(apart(x, y) > 48 for x in range(0, 1040, 2) for y in range(0, 112, 2))
    assert changed < 0.005 * 520 * 56  # only a few corner pixels shade differently
    button.kill()
