"""The generic scenes driven as a player would: posted clicks and keys, frames pumped headless."""

from __future__ import annotations

import collections
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
import pytest  # noqa: E402

from tabletop import registry  # noqa: E402
from tabletop.game import Game  # noqa: E402
from tabletop.paths import data_root  # noqa: E402
from tabletop.rules.core import GameState, Outcome, Rules, Variant  # noqa: E402
from tabletop.rules.match import Match, Seat, default_seats  # noqa: E402
from tabletop.rules.outcome import headline  # noqa: E402
from tabletop.scenes.app import App  # noqa: E402
from tabletop.scenes.base import Scene, SceneStack  # noqa: E402
from tabletop.scenes.dialogs import SAVED_WORDS, ChooserDialog, ConfirmDialog, InGameMenu, QuitDialog  # noqa: E402
from tabletop.scenes.handoff import READY_HINT, READY_SECONDS, WAIT_HINT, HandoffScene  # noqa: E402
from tabletop.scenes.menu import MenuScene  # noqa: E402
from tabletop.scenes.results import ResultsScene, ordinal  # noqa: E402
from tabletop.scenes.rules_ref import RulesScene  # noqa: E402
from tabletop.scenes.setup import SetupScene  # noqa: E402
from tabletop.settings import Settings  # noqa: E402
from tabletop.tools.shots import headless_app  # noqa: E402
from tabletop.ui import sprites  # noqa: E402
from tests.toygame import ToyRules  # noqa: E402

SAMPLE_RULES = """# Fake Octopus
Be the **first** with *seven* colours & no <tricks>.

## Your turn
- Draw a card.
- Play a tentacle:
  - one per arm.
1. Check the tide.
"""


class FakeRules(Rules):
    """A tiny game: 2-6 players, Octo-powers lowers the limit to 5, the first player can be chosen."""

    id = "fake_octopus"
    name = "Fake Octopus"
    min_players = 2
    max_players = 6
    chooses_first_player = True
    variants = (
        Variant("powers", "Octo-powers", ("off", "on"), "off", "Special powers; at most 5 players."),
        Variant("tides", "Tides", ("calm", "wild"), "calm", "How rough the tide deck is."),
    )
    result: Outcome | None = None

    def max_players_for(self, options):
        return 5 if options.get("powers") == "on" else 6

    def check_options(self, players, options):
        full = super().check_options(players, options)
        if full["powers"] == "on" and full["tides"] == "wild":
            raise ValueError("wild tides are played without Octo-powers.")
        return full

    def _setup(self, players, options, seed):
        return GameState(players, seed, dict(options))

    def to_act(self, state):
        return 0

    def outcome(self, state):
        return self.result


class Recorder(Scene):
    """A scene that logs its lifecycle hooks into a shared list."""

    def __init__(self, app, name: str, log: list[tuple[str, str]]):
        super().__init__(app)
        self.name, self.log = name, log

    def startup(self):
        self.log.append((self.name, "startup"))

    def pause(self):
        self.log.append((self.name, "pause"))

    def resume(self):
        self.log.append((self.name, "resume"))

    def shutdown(self):
        self.log.append((self.name, "shutdown"))


@pytest.fixture
def app(monkeypatch, declare):
    declare(Game("fake_octopus", "Fake Octopus", "A fake.", (9, 9, 9), (2, 4), rules=FakeRules))
    monkeypatch.setattr(registry, "rules_text", lambda game_id: SAMPLE_RULES)
    the_app = App(Settings(), headless=True)
    yield the_app
    the_app.stack.clear()


def pump(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def click(app: App, element) -> None:
    pos = element.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app)


def key(app: App, code: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    pump(app)


def pick(app: App, menu: pygame_gui.elements.UIDropDownMenu, text: str) -> None:
    """Opens a drop-down with the mouse and clicks the option labelled `text`."""
    click(app, menu)
    items = menu.current_state.options_selection_list.item_list
    button = next(item["button_element"] for item in items if item["text"] == text)
    click(app, button)
    pump(app)


def type_into(app: App, entry, text: str) -> None:
    """Clicks an entry, selects all, deletes it, and types `text`."""
    click(app, entry)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    if text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        pump(app)


def open_setup(app: App) -> SetupScene:
    app.go_to_menu()
    pump(app)
    click(app, app.stack.top.game_buttons["fake_octopus"])
    assert isinstance(app.stack.top, SetupScene)
    return app.stack.top


# The scene stack


def test_stack_calls_hooks_in_documented_order():
    log: list[tuple[str, str]] = []
    stack = SceneStack()
    a, b, c, d = (Recorder(None, name, log) for name in "abcd")
    stack.push(a)
    stack.push(b)
    assert log == [("a", "startup"), ("a", "pause"), ("b", "startup")]
    log.clear()
    assert stack.pop() is b
    assert log == [("b", "shutdown"), ("a", "resume")]
    log.clear()
    stack.replace(c)
    assert log == [("a", "shutdown"), ("c", "startup")]
    log.clear()
    stack.push(d)
    stack.clear()
    assert log == [("c", "pause"), ("d", "startup"), ("d", "shutdown"), ("c", "shutdown")]
    assert stack.top is None and stack.pop() is None


def test_stack_starts_and_shuts_each_scene_once():
    log: list[tuple[str, str]] = []
    stack = SceneStack()
    scenes = [Recorder(None, str(n), log) for n in range(4)]
    stack.push(scenes[0])
    stack.push(scenes[1])
    stack.replace(scenes[2])
    stack.clear(scenes[3])
    for scene in scenes:
        assert log.count((scene.name, "startup")) == 1
    assert [name for name, hook in log if hook == "shutdown"] == ["1", "2", "0"]
    assert stack.scenes == [scenes[3]]


def test_visible_shows_dialogs_over_the_scene_below(app):
    app.go_to_menu()
    app.push(ChooserDialog(app, "Pick", [("One", 1)], lambda value: None))
    assert [type(s) for s in app.stack.visible()] == [MenuScene, ChooserDialog]
    app.push(RulesScene(app, "fake_octopus"))
    assert [type(s) for s in app.stack.visible()] == [RulesScene]


# Menu and setup


def test_menu_shows_only_registered_games_and_quit_asks(app):
    app.go_to_menu()
    pump(app)
    menu = app.stack.top
    assert list(menu.game_buttons) == ["fake_octopus"]
    assert menu.game_buttons["fake_octopus"].text == "Fake Octopus"
    click(app, menu.quit_button)
    assert isinstance(app.stack.top, QuitDialog)
    assert app.stack.top.no_label == "Stay" and not app.stack.top.detail  # no game to keep playing


def test_quitting_over_a_game_says_it_is_saved(app):
    app.go_to_menu()
    app.autosave = True
    app.stack.scenes[-1].match = Match(ToyRules(), [Seat("Ana", "red"), Seat("Ben", "blue")], {}, 1)
    app.request_quit()
    quit_dialog = app.stack.top
    assert quit_dialog.no_label == "Keep playing" and quit_dialog.detail == SAVED_WORDS
    app.autosave = False


def test_setup_start_builds_the_chosen_match(app, tables):
    setup = open_setup(app)
    pick(app, setup.count_menu, "3 players")
    type_into(app, setup.rows[0].name_entry, "Zoe")
    pick(app, setup.rows[1].colour_menu, "Teal")
    pick(app, setup.rows[2].kind_menu, "Computer (Easy)")
    pick(app, setup.variant_menus["tides"], "Wild")
    pick(app, setup.first_menu, "Zoe")
    type_into(app, setup.seed_entry, "12345")
    click(app, setup.start_button)
    assert len(tables) == 1
    match = tables[0]
    assert match.seats == [Seat("Zoe", "red"), Seat("Ben", "teal"), Seat("Cleo", "green", computer=True)]
    assert match.options == {"powers": "off", "tides": "wild", "first": "1"}
    assert match.seed == 12345
    assert [type(s).__name__ for s in app.stack.scenes] == ["MenuScene", "StubTable"]


def test_colour_swap_keeps_colours_distinct(app):
    setup = open_setup(app)
    pick(app, setup.rows[0].colour_menu, "Blue")
    assert [d.colour for d in setup.drafts[:2]] == ["blue", "red"]
    assert setup.rows[1].colour_menu.selected_option[1] == "red"
    pick(app, setup.rows[1].colour_menu, "Purple")
    colours = [d.colour for d in setup.drafts]
    assert colours[:2] == ["blue", "purple"]
    assert len(set(colours)) == len(colours)


def test_bad_names_disable_start_and_say_why(app, tables):
    setup = open_setup(app)
    type_into(app, setup.rows[1].name_entry, "")
    assert not setup.start_button.is_enabled
    assert setup.problem_label.text == "Player 2 needs a name."
    click(app, setup.start_button)
    assert setup.start_match() is None and tables == []
    type_into(app, setup.rows[1].name_entry, " ana")
    assert "both called" in setup.problem_label.text and not setup.start_button.is_enabled
    type_into(app, setup.rows[1].name_entry, "Bo")
    assert setup.start_button.is_enabled and setup.problem == ""
    assert setup.start_match() is not None and tables[0].seats[1].name == "Bo"


def test_too_many_players_for_a_variant_is_explained(app, tables):
    setup = open_setup(app)
    pick(app, setup.count_menu, "6 players")
    assert setup.start_button.is_enabled
    pick(app, setup.variant_menus["powers"], "On")
    assert "at most 5 players" in setup.problem_label.text
    assert not setup.start_button.is_enabled and setup.start_match() is None
    pick(app, setup.count_menu, "5 players")
    assert setup.start_button.is_enabled


def test_a_rules_objection_is_shown_as_a_sentence(app):
    setup = open_setup(app)
    pick(app, setup.variant_menus["powers"], "On")
    pick(app, setup.variant_menus["tides"], "Wild")
    assert setup.problem_label.text == "Wild tides are played without Octo-powers."
    assert not setup.start_button.is_enabled


def test_seed_takes_digits_only_and_can_be_renewed(app):
    setup = open_setup(app)
    type_into(app, setup.seed_entry, "12a3")
    assert setup.seed_entry.get_text() == "123"
    click(app, setup.new_seed_button)
    assert setup.seed_entry.get_text().isdigit() and setup.seed_entry.get_text() != "123"
    type_into(app, setup.seed_entry, "")
    assert "seed" in setup.problem_label.text and not setup.start_button.is_enabled


def test_who_starts_follows_names_and_player_count(app):
    setup = open_setup(app)
    pick(app, setup.count_menu, "3 players")
    pick(app, setup.first_menu, "Cleo")
    assert setup.options()["first"] == "3"
    pick(app, setup.count_menu, "2 players")
    assert setup.options()["first"] == "random"
    type_into(app, setup.rows[1].name_entry, "Bea")
    assert [text for text, _ in setup.first_menu.options_list] == ["Random", "Ana", "Bea"]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_games_options_fit_their_panel_without_overlapping(game_id):
    from tabletop.scenes.setup import OPTIONS_PANEL

    app = headless_app()
    app.push(SetupScene(app, game_id))
    pump(app)
    inside = [e for e in app.stack.top.root.elements if e.rect.colliderect(OPTIONS_PANEL)]
    assert len(inside) > 4 and all(OPTIONS_PANEL.contains(e.rect) for e in inside), game_id
    for i, element in enumerate(inside):
        assert not element.rect.collidelistall([e.rect for e in inside[i + 1 :]]), (game_id, element)
    menus = [e for e in inside if isinstance(e, pygame_gui.elements.UIDropDownMenu)]
    assert min(menu.rect.height for menu in menus) >= 44, game_id  # big enough to read and hit


# Dialogs


def test_quit_dialog_quit_stops_the_app(app):
    app.go_to_menu()
    app.request_quit()
    app.request_quit()
    assert sum(isinstance(s, QuitDialog) for s in app.stack.scenes) == 1
    pump(app)
    click(app, app.stack.top.yes_button)
    assert app.running is False


def test_quit_dialog_esc_keeps_playing(app):
    app.go_to_menu()
    app.request_quit()
    pump(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene) and app.running is True
    app.request_quit()
    pump(app)
    click(app, app.stack.top.no_button)
    assert isinstance(app.stack.top, MenuScene) and app.running is True


def test_chooser_returns_the_chosen_value(app):
    chosen: list[object] = []
    app.go_to_menu()
    app.push(ChooserDialog(app, "Which arm?", [("Arm 1", 1), ("Arm 5", 5)], chosen.append))
    pump(app)
    click(app, app.stack.top.option_buttons[1])
    assert chosen == [5] and isinstance(app.stack.top, MenuScene)
    app.push(ChooserDialog(app, "Which arm?", [("Arm 1", 1), ("Arm 5", 5)], chosen.append))
    pump(app)
    key(app, pygame.K_1)
    assert chosen == [5, 1]


def test_a_long_option_widens_the_chooser_so_its_words_fit_on_screen(app):
    app.go_to_menu()
    text = "Move Cosmoctopus to Ink Trench, paying 1 coins as Tribute and ending the move there"
    app.push(ChooserDialog(app, "Which one?", [(text, 1), ("Short", 2)], lambda value: None))
    pump(app)
    button = app.stack.top.option_buttons[0]
    needed = sprites.font(ChooserDialog.OPTION_FONT, True).size(text)[0]
    assert button.rect.width >= needed + 40 and app.stack.top.panel.rect.right <= app.size[0]


def test_chooser_cancel_and_esc_return_nothing(app):
    chosen: list[object] = []
    app.go_to_menu()
    options = [(f"Card {n}", n) for n in range(12)]
    app.push(ChooserDialog(app, "Pick a card", options, chosen.append))
    pump(app)
    click(app, app.stack.top.cancel_button)
    assert chosen == [] and isinstance(app.stack.top, MenuScene)
    app.push(ChooserDialog(app, "Pick a card", options, chosen.append))
    pump(app)
    key(app, pygame.K_ESCAPE)
    assert chosen == [] and isinstance(app.stack.top, MenuScene)


def test_confirm_dialog_acts_only_on_yes(app):
    said: list[str] = []
    app.go_to_menu()
    app.push(ConfirmDialog(app, "Sure?", "Yes", lambda: said.append("yes")))
    pump(app)
    click(app, app.stack.top.no_button)
    assert said == []
    app.push(ConfirmDialog(app, "Sure?", "Yes", lambda: said.append("yes")))
    pump(app)
    click(app, app.stack.top.yes_button)
    assert said == ["yes"] and isinstance(app.stack.top, MenuScene)


def test_in_game_menu_resume_rules_and_quit_to_menu(app, tables):
    left: list[str] = []
    setup = open_setup(app)
    setup.start_match()
    app.push(InGameMenu(app, lambda: left.append("saved")))
    pump(app)
    key(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "StubTable"
    menu = app.push(InGameMenu(app, lambda: left.append("saved")))
    pump(app)
    click(app, menu.rules_button)
    assert isinstance(app.stack.top, RulesScene) and app.stack.top.game_id == "fake_octopus"
    key(app, pygame.K_ESCAPE)
    click(app, menu.leave_button)
    assert isinstance(app.stack.top, ConfirmDialog) and left == []
    click(app, app.stack.top.yes_button)
    assert left == ["saved"] and [type(s) for s in app.stack.scenes] == [MenuScene]


# Hand-off, rules and results


def wait_ready(app: App, seconds: float = READY_SECONDS) -> None:
    """Lets a little over `seconds` pass on the app's clock with no input (frames of a tenth of a second)."""
    for _ in range(round(seconds * 10) + 1):
        app.step(0.1)


def test_handoff_calls_on_done_only_after_the_button(app):
    done: list[int] = []
    app.go_to_menu()
    handoff = app.push(HandoffScene(app, "Cleo", "green", lambda: done.append(1), "Ben played a tide card."))
    pump(app, 5)
    key(app, pygame.K_a)
    assert done == [] and app.stack.top is handoff
    assert handoff.button.text == "I am Cleo — show my turn"
    click(app, handoff.button)  # at once: a double click, not a deliberate act
    assert done == [] and app.stack.top is handoff and not handoff.ready
    assert handoff.ready_label.text == WAIT_HINT
    wait_ready(app)
    assert handoff.ready and handoff.ready_label.text == READY_HINT
    click(app, handoff.button)
    assert done == [1] and isinstance(app.stack.top, MenuScene)
    handoff.done()
    assert done == [1]


HELD: set[int] = set()  # the keys the tests hold down, as pygame.key.get_pressed() tells them


@pytest.fixture
def keyboard(monkeypatch):
    """Makes pygame's key state follow the key events the test posts."""
    HELD.clear()
    monkeypatch.setattr(
        pygame.key, "get_pressed", lambda: collections.defaultdict(bool, dict.fromkeys(HELD, True))
    )
    yield HELD
    HELD.clear()


def space(app: App, up: bool = False) -> None:
    kind = pygame.KEYUP if up else pygame.KEYDOWN
    (HELD.discard if up else HELD.add)(pygame.K_SPACE)
    pygame.event.post(pygame.event.Event(kind, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44))
    app.step(0.1)


def test_a_double_space_or_a_mashed_one_never_ends_a_handoff(app, keyboard):
    done: list[int] = []
    app.go_to_menu()
    handoff = app.push(HandoffScene(app, "Ben", "blue", lambda: done.append(1)))
    for _ in range(8):  # pressed every 0.6 s for 4.8 s: each press starts the wait again
        space(app)
        space(app, up=True)
        wait_ready(app, 0.4)
    assert done == [] and not handoff.ready
    wait_ready(app)
    space(app)
    assert done == [1]


def test_a_key_held_while_the_handoff_waits_keeps_it_asleep(app, keyboard):
    done: list[int] = []
    app.go_to_menu()
    handoff = app.push(HandoffScene(app, "Ben", "blue", lambda: done.append(1)))
    space(app)  # went down while the screen waited, held on: the screen stays asleep
    wait_ready(app, 3)
    assert not handoff.ready
    space(app, up=True)
    wait_ready(app)
    assert handoff.ready
    space(app)  # pressed afresh
    assert done == [1]


def test_a_key_held_on_from_before_the_handoff_never_ends_it_once_awake(app, keyboard):
    done: list[int] = []
    app.go_to_menu()
    handoff = app.push(HandoffScene(app, "Ben", "blue", lambda: done.append(1)))
    wait_ready(app)
    handoff.down.add(pygame.K_SPACE)  # down since before the screen came (pygame.key.get_pressed said so)
    for _ in range(5):  # the key's repeats
        space(app)
    assert done == []
    space(app, up=True)
    space(app)
    assert done == [1]


def test_a_key_down_when_the_handoff_came_is_held_on(app, keyboard):
    done: list[int] = []
    app.go_to_menu()
    keyboard.add(pygame.K_RETURN)  # went down at the table, before the screen came
    handoff = app.push(HandoffScene(app, "Ben", "blue", lambda: done.append(1)))
    wait_ready(app, 2)
    key(app, pygame.K_RETURN)  # its repeat
    assert done == [] and not handoff.ready  # asleep while a key is held
    keyboard.discard(pygame.K_RETURN)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    wait_ready(app)
    key(app, pygame.K_RETURN)
    assert done == [1]


def test_a_key_release_the_window_never_saw_does_not_keep_the_handoff_asleep(app, keyboard):
    app.go_to_menu()
    handoff = app.push(HandoffScene(app, "Ben", "blue", lambda: None))
    space(app)
    keyboard.clear()  # let go while another window had the keyboard: no KEYUP came
    wait_ready(app)
    assert handoff.ready


def test_a_handoff_for_an_answer_says_what_is_asked_and_a_long_question_still_fits(app):
    app.go_to_menu()
    plain = app.push(HandoffScene(app, "Ana", "blue", lambda: None))
    pump(app)
    assert plain.caption == "Next turn" and plain._caption_style() == "#subtitle"
    app.pop()
    question = (  # the longest block question, with a long name
        "Maximilian played Beachcomber, which loves Gold Doubloons (Yellow 3): block it with that colour"
        " from your hand, or say Arrrgh!"
    )
    asked = app.push(HandoffScene(app, "Cleo", "green", lambda: None, caption=question))
    pump(app)
    assert asked._caption_style() == "#subtitle_small" and asked.button.text == "I am Cleo — let me answer"
    label = asked.caption_label
    assert label.text == question and label.font.size(question)[0] <= label.rect.width


def test_handoff_enter_also_hands_over(app):
    done: list[int] = []
    app.go_to_menu()
    app.push(HandoffScene(app, "Ana", "blue", lambda: done.append(1)))
    pump(app)
    wait_ready(app)
    key(app, pygame.K_RETURN)
    assert done == [1] and isinstance(app.stack.top, MenuScene)


def finished_match(seats: int = 3) -> Match:
    rules = FakeRules()
    rules.result = Outcome((4, 9, 9), (1, 2), (("4 colours",), ("7 colours", "first"), ("7 colours",)))
    return Match(rules, default_seats(seats, computers=1), {"tides": "wild"}, 7)


def test_results_play_again_keeps_seats_and_options_with_a_new_seed(app, tables):
    match = finished_match()
    app.go_to_menu()
    results = app.replace(ResultsScene(app, match))
    pump(app)
    assert [seat for _, seat in results.order()] == [1, 2, 0]
    click(app, results.again_button)
    again = tables[0]
    assert again.seats == match.seats and again.options == match.options and again.seed != match.seed


def test_results_main_menu(app):
    app.go_to_menu()
    results = app.push(ResultsScene(app, finished_match()))
    pump(app)
    click(app, results.menu_button)
    assert [type(s) for s in app.stack.scenes] == [MenuScene]


def test_results_words():
    assert headline(["Ana"]) == "Ana wins!"
    assert headline(["Ana", "Ben"]) == "Ana and Ben win together!"
    assert headline([]) == "Nobody wins this time."
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 21, 22)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "21st",
        "22nd",
    ]


# The theme


def test_theme_defines_the_shared_ids_and_keeps_text_readable():
    theme = json.loads((data_root() / "config" / "theme.json").read_text(encoding="utf-8"))
    for theme_id in (
        "#title",
        "#subtitle",
        "#primary",
        "#danger",
        "#dialog_panel",
        "#toast",
        "#toast_warning",
        "#handoff_title",
        "#handoff_button",
        "tool_tip",
    ):
        assert theme_id in theme
    fonts = [block["font"] for block in theme.values() if "font" in block]
    sizes = [int(font["size"]) for font in fonts if font["name"] == "noto_sans"]
    assert len(sizes) > 20 and min(sizes) >= 22
