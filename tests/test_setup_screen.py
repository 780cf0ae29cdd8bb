"""The setup screen: every option's help is on screen without hovering, each game's last choices come back
after a restart (a broken memory gives the defaults), and a game's solo mode is offered as "1 player"."""

from __future__ import annotations

import html
import json

import pygame
import pygame_gui
import pytest

from tabletop import registry
from tabletop.game import Game
from tabletop.rules.core import GameState, Rules, Variant
from tabletop.scenes import setup_memory as memory
from tabletop.scenes.app import App
from tabletop.scenes.setup import OPTIONS_PANEL, SetupScene
from tabletop.settings import Settings
from tests.test_scenes import click, pick, pump, type_into

SCREEN = pygame.Rect(0, 0, 1920, 1080)


class ManyRules(Rules):
    """Six options with help, a solo mode among them, and up to 6 seats."""

    id = "many_octopus"
    name = "Many Octopus"
    min_players = 2
    max_players = 6
    chooses_first_player = True
    variants = (
        *(
            Variant(f"o{n}", f"Option {n}", ("a", "b"), "a", f"What option {n} does, in words.")
            for n in range(5)
        ),
        Variant("mode", "Opponent", ("others", "solo"), "others", "Others: a race. Solo: you alone."),
    )

    def min_players_for(self, options):
        return 1 if options.get("mode") == "solo" else 2

    def _setup(self, players, options, seed):
        return GameState(players, seed, dict(options))

    def to_act(self, state):
        return 0


@pytest.fixture
def app(monkeypatch, declare, tmp_path):
    declare(Game("many_octopus", "Many Octopus", "A test.", (9, 9, 9), (1, 6), rules=ManyRules))
    monkeypatch.setenv("OCTOPUS_TABLE_HOME", str(tmp_path))
    the_app = App(Settings(), headless=True)
    the_app.autosave = True  # as the real app: it keeps what it is given
    yield the_app
    the_app.stack.clear()


def open_setup(app: App, game_id: str = "many_octopus") -> SetupScene:
    app.go_to_menu()
    pump(app)
    scene = app.push(SetupScene(app, game_id))
    pump(app)
    return scene


def shown_text(scene: SetupScene) -> str:
    """Returns the words of every text box on screen."""
    boxes = [e for e in scene.root.elements if isinstance(e, pygame_gui.elements.UITextBox) and e.visible]
    return " ".join(box.html_text for box in boxes)


def hover(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)


def widgets(scene: SetupScene) -> list:
    return [e for e in scene.root.elements if e.visible]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_option_of_every_game_shows_its_help_without_hovering(game_id):
    from tabletop.tools.shots import headless_app

    app = headless_app()
    scene = app.push(SetupScene(app, game_id))
    pump(app)
    for element in widgets(scene):
        assert SCREEN.contains(element.rect), (game_id, element)
    for variant in scene.rules.variants:
        if not variant.help:
            continue
        if scene.compact:  # opened with a click (a tap on a touch screen), not pointed at
            menu = scene.variant_menus[variant.key]
            if menu.is_enabled:
                click(app, menu)
                assert scene.focus == variant.key and scene._open_menu() == variant.key
                click(app, menu)  # closed again
            else:  # a greyed-out option: a click on its row reads it out
                at = (scene.row_rects[variant.key].x + 40, scene.row_rects[variant.key].centery)
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
                pump(app)
            assert scene.focus == variant.key
        assert html.escape(variant.help) in shown_text(scene), (game_id, variant.key)
    if scene.compact:  # the help panel holds the longest help whole, inside the screen, over nothing else
        for variant in scene.rules.variants:
            scene.focus_on(variant.key)
            box = next(p for p in scene.help_parts if isinstance(p, pygame_gui.elements.UITextBox))
            assert scene.help_rect.contains(box.rect), (game_id, variant.key)
        others = [
            e for e in widgets(scene) if e not in scene.help_parts and e.rect.colliderect(scene.help_rect)
        ]
        assert not others, others


def test_a_compact_setup_reads_out_the_option_pointed_at_and_starts_with_the_first(app):
    scene = open_setup(app)
    assert scene.compact and scene.focus == "o0"
    assert "What option 0 does" in shown_text(scene)
    hover(app, scene.row_rects["o3"].center)
    assert scene.focus == "o3" and "What option 3 does" in shown_text(scene)
    assert "What option 0 does" not in shown_text(scene)
    pick(app, scene.variant_menus["o4"], "B")
    assert scene.focus == "o4"


def test_the_help_sits_with_the_options_when_the_players_take_the_whole_column(app, monkeypatch):
    monkeypatch.setattr(ManyRules, "max_players", 8)
    monkeypatch.setattr(ManyRules, "variants", ManyRules.variants[3:])
    scene = open_setup(app)
    assert OPTIONS_PANEL.contains(scene.help_rect)
    rows = [e for e in widgets(scene) if e.rect.colliderect(OPTIONS_PANEL) and e not in scene.help_parts]
    assert not [e for e in rows if e.rect.colliderect(scene.help_rect)]
    menus = [e for e in rows if isinstance(e, pygame_gui.elements.UIDropDownMenu)]
    assert min(m.rect.height for m in menus) >= 44
    assert "What option 3 does" in shown_text(scene)
    box = next(p for p in scene.help_parts if isinstance(p, pygame_gui.elements.UITextBox))
    assert scene.help_rect.contains(box.rect) and scene.help_rect.height >= 160


def test_one_player_is_offered_and_switches_the_solo_mode_on_and_off(app):
    scene = open_setup(app)
    assert [text for text, _ in scene.count_menu.options_list][0] == "1 player"
    pick(app, scene.count_menu, "1 player")
    assert scene.count == 1 and scene.choices["mode"] == "solo"
    assert scene.variant_menus["mode"].selected_option[1] == "solo"
    assert scene.start_button.is_enabled
    pick(app, scene.count_menu, "3 players")
    assert scene.count == 3 and scene.choices["mode"] == "others"
    # Chosen by the player, the solo mode stays with more seats (playing together against the game).
    pick(app, scene.variant_menus["mode"], "Solo")
    pick(app, scene.count_menu, "2 players")
    assert scene.choices["mode"] == "solo"


def test_a_game_without_a_solo_mode_offers_no_single_seat():
    from tabletop.tools.shots import headless_app

    app = headless_app()
    for game_id in registry.game_ids():
        scene = app.push(SetupScene(app, game_id))
        pump(app, 1)
        first = int(scene.count_menu.options_list[0][1])
        solo = any(
            scene.rules.min_players_for({**scene.options(), v.key: c}) == 1
            for v in scene.rules.variants
            for c in v.choices
        )
        assert first == (1 if solo else scene.rules.min_players), game_id
        app.pop()


def test_the_last_choices_come_back_after_a_restart(app, tables):
    scene = open_setup(app)
    pick(app, scene.count_menu, "3 players")
    type_into(app, scene.rows[0].name_entry, "Zoe")
    pick(app, scene.rows[1].colour_menu, "Teal")
    pick(app, scene.rows[2].kind_menu, "Computer (Easy)")
    pick(app, scene.variant_menus["o2"], "B")
    pick(app, scene.first_menu, "Zoe")
    click(app, scene.start_button)
    assert len(tables) == 1
    assert json.loads(memory.memory_path().read_text())["many_octopus"]["count"] == 3

    again = App(Settings(), headless=True)  # a new start of the app
    again.autosave = True
    scene = open_setup(again)
    assert scene.count == 3 and len(scene.rows) == 3
    assert [(d.name, d.colour, d.kind) for d in scene.drafts[:3]] == [
        ("Zoe", "red", "human"),
        ("Ben", "teal", "human"),
        ("Cleo", "green", "easy"),
    ]
    assert scene.choices["o2"] == "b" and scene.variant_menus["o2"].selected_option[1] == "b"
    assert scene.first == "1" and scene.first_menu.selected_option[0] == "Zoe"
    assert scene.rows[0].name_entry.get_text() == "Zoe"
    assert len({d.name for d in scene.drafts}) == len(scene.drafts)  # hidden seats too: names distinct


def test_back_keeps_the_choices_too(app):
    scene = open_setup(app)
    pick(app, scene.count_menu, "1 player")
    click(app, scene.back_button)
    scene = open_setup(app)
    assert scene.count == 1 and scene.choices["mode"] == "solo"


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[1, 2]",
        '{"many_octopus": {"count": "three", "options": {}, "seats": []}}',
        '{"many_octopus": {"count": 3, "options": {}, "seats": [], "extra": 1}}',
    ],
)
def test_a_broken_memory_gives_the_defaults(app, text):
    memory.memory_path().parent.mkdir(parents=True, exist_ok=True)
    memory.memory_path().write_text(text)
    scene = open_setup(app)
    assert scene.count == 2 and scene.choices == {v.key: v.default for v in ManyRules.variants}
    assert [d.name for d in scene.drafts[:2]] == ["Ana", "Ben"]


def test_remembered_choices_the_game_no_longer_has_take_their_defaults(app):
    seats = [
        memory.SeatChoice("Ana", "no-such-colour", "wizard"),
        memory.SeatChoice("Bo", "red", "human"),
        memory.SeatChoice("X" * 40, "red", "easy"),
    ]
    memory.remember("many_octopus", memory.GameChoices(99, {"o1": "zzz", "gone": "a", "o3": "b"}, seats, "7"))
    scene = open_setup(app)
    assert scene.count == 6 and scene.first == "random"
    assert scene.choices["o1"] == "a" and scene.choices["o3"] == "b" and "gone" not in scene.choices
    colours = [d.colour for d in scene.drafts]
    assert len(set(colours)) == len(colours) and scene.drafts[1].colour == "red"
    assert scene.drafts[0].kind == "human" and scene.drafts[2].name != "X" * 40
    assert not scene.problem


def test_headless_tools_neither_read_nor_write_the_memory(app, tables):
    app.autosave = False
    memory.remember("many_octopus", memory.GameChoices(4, {}, [], "random"))
    scene = open_setup(app)
    assert scene.count == 2
    click(app, scene.start_button)
    assert memory.recall("many_octopus").count == 4


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_option_menu_is_wide_enough_for_its_longest_choice(game_id):
    from tabletop.tools.shots import headless_app
    from tabletop.ui.sprites import font

    app = headless_app()
    scene = app.push(SetupScene(app, game_id))
    pump(app)
    for key, menu in scene.variant_menus.items():
        for text, _ in menu.options_list:  # "And then there was Naught" was cut to "And then there was Naug"
            assert font(26).size(text)[0] + 64 <= menu.rect.width, (game_id, key, text)
        assert OPTIONS_PANEL.contains(menu.rect)
