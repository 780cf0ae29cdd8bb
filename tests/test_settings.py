"""The player's settings: kept in their config folder, checked, and changed on the Settings screen."""

from __future__ import annotations

import os
from pathlib import Path

import msgspec
import pygame
import pygame_gui
import pytest

from tabletop import audio, preferences
from tabletop.preferences import load_user_settings, save_user_settings, settings_path, with_overrides
from tabletop.scenes.dialogs import InGameMenu
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.notice import NoticeDialog
from tabletop.scenes.settings_form import SPEEDS, announce_problem, speed_of
from tabletop.scenes.settings_scene import SettingsScene
from tabletop.scenes.setup_form import default_drafts
from tabletop.scenes.window import fit_size, window_size
from tabletop.settings import Settings, load_settings, names_problem
from tabletop.tools.cli import main
from tabletop.tools.shots import headless_app


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A fresh user folder for each test: the settings file lives in <home>/config."""
    monkeypatch.setenv("OCTOPUS_TABLE_HOME", str(tmp_path))
    return tmp_path


def pump(app, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def click(app, element) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=element.rect.center, button=1))
    pump(app)


def key(app, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    pump(app)


def pick(app, menu: pygame_gui.elements.UIDropDownMenu, text: str) -> None:
    """Opens a drop-down with the mouse and clicks the option labelled `text`."""
    click(app, menu)
    items = menu.current_state.options_selection_list.item_list
    click(app, next(item["button_element"] for item in items if item["text"] == text))
    pump(app)


def type_into(app, entry, text: str) -> None:
    click(app, entry)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    pump(app)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pump(app)


def slide(app, slider, fraction: float) -> None:
    """Drags the slider's button to `fraction` of the bar (pygame_gui follows the real cursor)."""
    grip = slider.sliding_button.rect.center
    rect = slider.rect
    to = (int(rect.x + 20 + (rect.width - 40) * fraction), rect.centery)
    pygame.mouse.set_pos(grip)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grip, button=1))
    pump(app)
    for step in range(1, 6):
        at = (grip[0] + (to[0] - grip[0]) * step // 5, to[1])
        pygame.mouse.set_pos(at)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0)))
        pump(app, 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
    pump(app)


def settings_app(settings: Settings | None = None):
    app = headless_app()
    app.settings = settings or load_settings()
    app.settings_problem = ""
    return app


# The file ----------------------------------------------------------------------------------------


def test_the_settings_file_lives_in_the_user_config_folder_and_honours_the_override(home):
    assert settings_path() == home / "config" / "settings.yaml"


def test_saved_settings_come_back_as_they_were_and_the_write_is_whole(home):
    chosen = msgspec.structs.replace(
        load_settings(), volume=0.35, muted=True, colour_blind=True, names=["Zoé", "Max"], think_seconds=2.5
    )
    path = save_user_settings(chosen)
    assert path == settings_path()
    assert load_user_settings() == preferences.Loaded(chosen)
    assert [p.name for p in path.parent.iterdir()] == ["settings.yaml"]  # no temporary file left


def test_only_the_fields_the_file_names_override_the_defaults(home):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("volume: 0.2\n", encoding="utf-8")
    defaults = Settings(toast_seconds=5.0)
    loaded = load_user_settings(defaults=defaults)
    assert loaded.problem == ""
    assert loaded.settings == msgspec.structs.replace(defaults, volume=0.2)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("volume: loud\n", "volume: expected a number, got 'loud'"),
        ("volum: 0.2\n", "unknown field 'volum'"),
        ("think_seconds: 9\n", "think_seconds must be between 0.3 and 3 seconds"),
        ("names: [Ana, ana]\n", "players 1 and 2 have the same name)"),
        ("- just a list\n", "expected a mapping"),
        ("volume: [\n", "line 2"),
        ("", "the file is empty"),
    ],
)
def test_a_bad_settings_file_gives_one_sentence_the_defaults_and_stays_as_it_was(home, text, said):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    loaded = load_user_settings()
    assert loaded.settings == load_settings()
    assert said in loaded.problem
    assert loaded.problem.startswith("Your settings file could not be used") and "\n" not in loaded.problem
    assert path.read_text(encoding="utf-8") == text


def test_a_bad_file_is_shown_at_start_and_copied_aside_before_the_first_save(home):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("volume: loud\n", encoding="utf-8")
    app = settings_app()
    app.settings_problem = load_user_settings().problem
    app.go_to_menu()
    announce_problem(app)
    pump(app)
    assert isinstance(app.stack.top, NoticeDialog) and "volume" in app.stack.top.sentence
    app.pop()
    scene = app.push(SettingsScene(app))
    pump(app)
    click(app, scene.done_button)
    assert path.with_name(preferences.BROKEN_NAME).read_text(encoding="utf-8") == "volume: loud\n"
    assert load_user_settings().problem == ""


def test_the_command_line_setting_flag_reads_values_and_refuses_bad_ones_in_one_line(capsys):
    changed = with_overrides(load_settings(), ["colour_blind=true", "volume=0.25", "names=[Zo, Max]"])
    assert (changed.colour_blind, changed.volume, changed.names) == (True, 0.25, ["Zo", "Max"])
    for bad in ("colour_blind", "loudness=3", "volume=loud", "think_seconds=9"):
        assert main(["--screenshot", "/tmp/never.png", "--game", "oct8", "--setting", bad]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "setting" in err
    assert not os.path.exists("/tmp/never.png")


def test_names_are_checked_and_fill_a_new_game_from_the_top():
    assert names_problem(["Ana", "Ben"]) == ""
    assert names_problem(["Ana", " "]) == "Player 2 needs a name."
    assert "same name" in names_problem(["Ana", "ANA"])
    assert "longer than" in names_problem(["A" * 15])
    assert [d.name for d in default_drafts(4, ["Ben", "Zoé"])] == ["Ben", "Zoé", "Ana", "Cleo"]


def test_window_sizes_never_outgrow_the_screen_and_fit_fills_it():
    assert window_size("1280x720", (1920, 1080)) == (1280, 720)
    assert window_size("fit", (1920, 1080)) == (1920, 1080)
    assert window_size("fit", (1280, 720)) == (1280, 720)  # it was 1152 x 648
    assert window_size("1920x1080", (1366, 768)) == fit_size((1366, 768))
    width, height = fit_size((1366, 768))
    assert width <= 1366 and height == 768 and abs(width / height - 16 / 9) < 0.01
    assert fit_size((1920, 1200)) == (1920, 1080)


# The screen --------------------------------------------------------------------------------------


def test_the_settings_screen_changes_each_setting_at_once_and_done_saves_them(home, monkeypatch):
    levels: list[tuple[float, bool]] = []
    monkeypatch.setattr(audio, "set_level", lambda volume, muted: levels.append((volume, muted)))
    app = settings_app()
    app.go_to_menu()
    pump(app)
    click(app, app.stack.top.settings_button)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    pick(app, scene.menus["speed"], "Fast")
    pick(app, scene.menus["colour_blind"], "On: bold symbols, patterns")
    pick(app, scene.menus["handoffs"], "Off")
    pick(app, scene.menus["sound"], "Muted")
    pick(app, scene.menus["window_size"], "1600 × 900")
    slide(app, scene.volume_slider, 0.25)
    slide(app, scene.think_slider, 1.0)
    type_into(app, scene.names[0], "Zoé")
    now = app.settings
    assert now.animation_seconds == SPEEDS["fast"] and now.colour_blind and not now.handoffs and now.muted
    assert now.window_size == "1600x900" and now.names[0] == "Zoé" and now.think_seconds == 3.0
    assert 0.1 <= now.volume <= 0.4 and scene.volume_label.text == f"{round(now.volume * 100)} %"
    assert levels[-1] == (now.volume, True)
    assert not settings_path().exists()  # kept on Done, not on every move of a slider
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    assert load_user_settings().settings == now


def test_a_clash_of_names_is_explained_and_the_last_good_names_are_kept(home):
    app = settings_app()
    scene = app.push(SettingsScene(app))
    pump(app)
    type_into(app, scene.names[1], "ana")
    assert "same name" in scene.problem_label.text
    assert app.settings.names == load_settings().names
    type_into(app, scene.names[1], "Bo")
    assert scene.problem_label.text == "" and app.settings.names[1] == "Bo"


def test_reset_brings_back_the_defaults(home):
    app = settings_app(msgspec.structs.replace(load_settings(), colour_blind=True, volume=0.1))
    scene = app.push(SettingsScene(app))
    pump(app)
    click(app, scene.reset_button)
    assert app.settings == load_settings()
    assert scene.menus["colour_blind"].selected_option[1] == "off"


def test_the_in_game_menu_opens_the_settings_and_lists_the_keys(home):
    app = settings_app()
    app.go_to_menu()
    menu = app.push(InGameMenu(app, game_id="oct8"))
    pump(app)
    words = " ".join(label.text for label in menu.shortcut_labels)
    for keys in ("Esc", "F11", "Ctrl+Z", "Ctrl+Y", "Tab", "Space / Enter", "L"):
        assert keys in words
    click(app, menu.settings_button)
    assert isinstance(app.stack.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu


def test_speed_names_round_trip_through_glide_times():
    for name, seconds in SPEEDS.items():
        assert speed_of(seconds) == name
    assert 0.15 <= SPEEDS["fast"] < SPEEDS["normal"] < SPEEDS["slow"] <= 0.4


def test_f11_is_the_full_screen_setting_and_the_open_form_shows_it(home):
    app = settings_app()
    scene = app.push(SettingsScene(app))
    pump(app)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    assert scene.menus["display"].selected_option[1] == "full"
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen and scene.menus["display"].selected_option[1] == "window"


def test_hand_offs_come_after_done_at_once_or_not_at_all():
    from tabletop.scenes import settings_form

    base = Settings()
    assert settings_form.choice_values(base)["handoffs"] == "on" and base.turn_done
    for value, handoffs, done in (("quick", True, False), ("off", False, True), ("on", True, True)):
        chosen = settings_form.with_choice(base, "handoffs", value)
        assert (chosen.handoffs, chosen.turn_done) == (handoffs, done)
        assert settings_form.choice_values(chosen)["handoffs"] == value
