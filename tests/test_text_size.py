"""Settings > Text and icons: large draws every font of the widgets and the table about 1.25 times as
large (titles and headings, large already, stay), and every screen still fits the window: no label too
small for its words, no button too narrow for its word, no widget outside the 1920×1080 picture (the
window shows that picture whole, scaled: at 1280×720 too)."""

from __future__ import annotations

import warnings

import msgspec
import pygame
import pygame_gui
import pytest

from tabletop import registry
from tabletop.paths import data_root
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.app import LOGICAL_SIZE as LOGICAL
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.settings_form import apply_settings, follow_text_size
from tabletop.settings import Settings
from tabletop.tools import shots
from tabletop.tools.shots import headless_app
from tabletop.ui import sprites, text_size
from tabletop.ui.text_size import theme_data
from tests.test_scenes import pump

SCREEN = pygame.Rect(0, 0, 1920, 1080)
SCENES = ("menu", "setup", "settings", "table", "ingame", "handoff", "results", "extra")


@pytest.fixture
def large():
    """A headless app with large text, put back to normal after the test."""
    app = headless_app()
    app.settings = msgspec.structs.replace(app.settings, text_size="large")
    follow_text_size(app)
    yield app
    app.stack.clear()
    app.settings = msgspec.structs.replace(app.settings, text_size="normal")
    follow_text_size(app)


def test_large_fonts_are_a_quarter_larger_and_titles_stay():
    normal = theme_data(data_root() / "config" / "theme.json", 1.0)
    large = theme_data(data_root() / "config" / "theme.json", 1.25)
    for key, block in normal.items():
        size = int(block.get("font", {}).get("size", 0)) if isinstance(block, dict) else 0
        if size:
            grown = int(large[key]["font"]["size"])
            assert grown == (round(size * 1.25 + 0.001) if size * 1.25 <= 36 else max(size, 36)), key
    assert normal["label"]["font"]["size"] == "26" and large["label"]["font"]["size"] == "33"
    assert large["#title"]["font"]["size"] == normal["#title"]["font"]["size"]
    heights = {}
    for name in ("normal", "large"):
        text_size.set_text_size(name)
        heights[name] = sprites.font(24).get_height(), sprites.text("Ag", 24).get_height()
    text_size.set_text_size("normal")
    assert 1.2 <= heights["large"][0] / heights["normal"][0] <= 1.3
    assert 1.2 <= heights["large"][1] / heights["normal"][1] <= 1.3  # the cached picture was made again


def test_the_setting_takes_effect_at_once_on_the_widgets_on_screen():
    app = headless_app()
    app.push(MenuScene(app))
    pump(app)
    blurb = registry.game(registry.game_ids()[0]).blurb
    label = next(e for e in app.stack.top.root.elements if getattr(e, "text", "") == blurb)
    before = label.font.get_rect("Ag").height
    apply_settings(app, msgspec.structs.replace(app.settings, text_size="large"))
    pump(app)
    try:
        after = label.font.get_rect("Ag").height
        assert 1.2 <= after / before <= 1.3
    finally:
        apply_settings(app, msgspec.structs.replace(app.settings, text_size="normal"))
        app.stack.clear()


def test_an_unknown_text_size_is_refused():
    with pytest.raises(ValueError, match="text_size"):
        Settings(text_size="huge")


def misfits(app, caught) -> list[str]:
    """Returns what does not fit: labels too small for their words, buttons too narrow for theirs,
    widgets outside the picture (those inside a scrolling list are clipped by it, and are left out)."""
    found = [str(w.message)[:120] for w in caught if "too small for text" in str(w.message)]
    scrolled = set()
    for element in app.manager.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UIScrollingContainer):
            scrolled.update(id(e) for e in element.get_container().elements)
    for element in app.manager.get_sprite_group().sprites():
        if not getattr(element, "visible", False) or id(element) in scrolled or element.rect.width == 0:
            continue
        if not SCREEN.contains(element.rect):
            found.append(f"outside: {type(element).__name__} {element.rect}")
        words = getattr(element, "text", "")
        if isinstance(element, pygame_gui.elements.UIButton) and len(words) > 1 and element.font is not None:
            if element.font.get_rect(words).width + 16 > element.rect.width:
                found.append(f"button too narrow: {words!r} in {element.rect.width} px")
    return found


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_screen_fits_with_large_text(large, game_id):
    rules = registry.load_rules(game_id)
    for scene in SCENES:
        if scene == "extra" and registry.extra_scene(game_id) is None:
            continue
        match = Match(rules, default_seats(min(3, rules.max_players)), {}, 3)
        shots._advance(match, 200 if scene == "results" else 8, to_end=scene == "results")
        large.stack.clear()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            shots._push(large, match, scene)
            pump(large, 3)
        assert not misfits(large, caught), (game_id, scene)


def test_large_draws_marks_a_quarter_larger_and_art_as_it_was(large):
    from tabletop.ui.looks import bold_icon

    text_size.set_text_size("normal")
    normal = sprites.icon("star", 24).get_width(), sprites.icon("wave", 90).get_width()
    text_size.set_text_size("large")
    try:
        assert sprites.icon("star", 24).get_width() >= normal[0] * 1.2
        assert bold_icon("star", 24, (255, 255, 255), (0, 0, 0)).get_width() > normal[0] * 1.2
        assert sprites.icon("wave", 90).get_width() == normal[1]  # a board's picture keeps its place's size
    finally:
        text_size.set_text_size("large")


def test_a_label_given_a_width_never_spills_past_it_and_says_itself_whole_on_hover(large):
    from tabletop.ui.builders import Builders

    words = "turned left, walked on along the long corridor"
    item = Builders("t").label(words, (0, 0), 20, width=150)
    assert item.rect[2] <= 150 and item.tip == words
    short = Builders("t").label("walked", (0, 0), 20, width=150)
    assert short.tip == ""


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_top_bar_prompt_ends_before_the_bars_buttons_with_large_text(large, game_id):
    from tabletop.scenes.table_room import top_bar_right

    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(min(3, rules.max_players)), {}, 3)
    shots._advance(match, 8, to_end=False)
    large.stack.clear()
    shots._push(large, match, "table")
    pump(large, 2)
    right = top_bar_right(large.manager, LOGICAL[0])
    assert right < LOGICAL[0] - 200  # Rules and Menu are there
    surface = pygame.Surface(LOGICAL)
    prompt = "Each octopus may act once (escape, steal, move, throw, Squirt's ink); then click a keeper. " * 2
    table = large.stack.top
    table.painter.status(surface, "Ana's turn", prompt, (200, 60, 60), right=right)
    strip = surface.subsurface((right - 14, 0, LOGICAL[0] - right + 14, 60))
    assert all(strip.get_at((x, y))[:3] == (0, 0, 0) for x in range(0, 12) for y in range(60))
