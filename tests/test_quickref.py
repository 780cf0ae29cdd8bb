"""Each game's quick reference: its turn on one screen at 1280x720, checked content, one click from the
table, and shown once at the start of a person's first real game of that game."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import msgspec  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop import preferences, registry  # noqa: E402
from tabletop.components.loader import ComponentError  # noqa: E402
from tabletop.quickref import load_quickref  # noqa: E402
from tabletop.rules.match import Match, default_seats  # noqa: E402
from tabletop.scenes import lessons, quickref, rules_layout  # noqa: E402
from tabletop.scenes.quickref import QuickRefScene  # noqa: E402
from tabletop.scenes.rules_doc import runs  # noqa: E402
from tabletop.scenes.rules_ref import RulesScene  # noqa: E402
from tabletop.scenes.setup import SetupScene  # noqa: E402
from tabletop.scenes.table import TableScene  # noqa: E402
from tabletop.tools.shots import headless_app  # noqa: E402
from tabletop.ui.text_size import set_text_size  # noqa: E402
from tests.test_rules_ref import click, key, pump  # noqa: E402

GAMES = ["cosmoctopus", "oct8", "rainbow_octopus", "rainbow_pirates", "sneaky_octopuses"]


@pytest.fixture
def app():
    the_app = headless_app()
    the_app.settings = msgspec.structs.replace(the_app.settings, quick_reference_seen=[])
    yield the_app
    the_app.stack.clear()


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_quick_reference_fits_one_screen(game_id, size):
    set_text_size(size)
    try:
        picture, body = quickref.fitting_picture(quickref.load(game_id))
        width, height = quickref.room()
        assert picture.get_width() <= width and picture.get_height() <= height
        if size == "normal":
            assert body == quickref.BODY_SIZES[0]  # at the usual size, not made smaller to fit
    finally:
        set_text_size("normal")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_quick_reference_says_the_turn_in_order_and_how_to_win_in_signs_the_font_has(game_id):
    ref = load_quickref(registry.folder(game_id))
    assert 2 <= len(ref.turn) <= 7 and ref.goal and ref.win
    for words in [ref.goal, ref.win, *ref.remember, *(s.do + " " + s.say for s in ref.turn)]:
        for text, style in runs(words):
            assert not rules_layout.missing(text, style), text


def test_a_bad_quick_reference_names_file_line_and_field(tmp_path):
    (tmp_path / "quickref.yaml").write_text(
        "goal: Win.\nturn:\n  - do: Draw\n    say: " + "long " * 60 + "\nwin: Most points.\n",
        encoding="utf-8",
    )
    with pytest.raises(ComponentError) as error:
        load_quickref(tmp_path)
    assert "quickref.yaml line 4: turn[0].say: at most 230 characters" in str(error.value)
    (tmp_path / "quickref.yaml").write_text(
        "goal: Win.\nturn: []\nwin: Most.\nwhen: never\n", encoding="utf-8"
    )
    with pytest.raises(ComponentError) as error:
        load_quickref(tmp_path)
    assert "when" in str(error.value) and "line 4" in str(error.value)


def test_the_table_opens_it_in_one_click_and_esc_goes_back(app):
    table = app.push(
        TableScene(app, Match(registry.load_rules("oct8"), default_seats(2, computers=1), {}, 3))
    )
    pump(app)
    click(app, table.quickref_button)
    assert isinstance(app.stack.top, QuickRefScene) and app.stack.top.game_id == "oct8"
    assert app.stack.top.fits()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    assert table.quickref_button.rect.right < table.rules_button.rect.left  # beside Rules, apart
    click(app, table.quickref_button)
    click(app, app.stack.top.rules_button)
    assert isinstance(app.stack.top, RulesScene)


def test_shown_once_at_the_start_of_a_first_real_game_and_remembered(app):
    match = Match(registry.load_rules("sneaky_octopuses"), default_seats(2, computers=1), {}, 4)
    app.push(TableScene(app, match))
    assert quickref.offer_once(app, match)
    assert isinstance(app.stack.top, QuickRefScene) and app.stack.top.game_id == "sneaky_octopuses"
    assert app.settings.quick_reference_seen == ["sneaky_octopuses"]
    saved = preferences.load_user_settings().settings
    assert "sneaky_octopuses" in saved.quick_reference_seen  # kept in the player's settings file
    key(app, pygame.K_RETURN)
    again = Match(registry.load_rules("sneaky_octopuses"), default_seats(2, computers=1), {}, 5)
    app.stack.clear(TableScene(app, again))
    assert not quickref.offer_once(app, again) and isinstance(app.stack.top, TableScene)


def test_not_shown_at_a_table_of_computers_only(app):
    match = Match(registry.load_rules("oct8"), default_seats(2, computers=2), {}, 4)
    app.push(TableScene(app, match))
    assert not quickref.offer_once(app, match) and app.settings.quick_reference_seen == []


def test_the_setup_screen_s_start_and_the_lesson_s_real_game_offer_it_but_a_lesson_does_not(app):
    setup = app.push(SetupScene(app, "rainbow_pirates"))
    pump(app)
    assert setup.start_match() is not None
    assert isinstance(app.stack.top, QuickRefScene) and app.settings.quick_reference_seen == [
        "rainbow_pirates"
    ]
    app.stack.clear()
    lessons.open_lesson(app, "oct8")
    assert isinstance(app.stack.top, TableScene) and app.settings.quick_reference_seen == ["rainbow_pirates"]
    lessons.real_game(app, "oct8", 2)
    assert isinstance(app.stack.top, QuickRefScene)
    assert app.settings.quick_reference_seen == ["rainbow_pirates", "oct8"]
