"""A crash in any scene: the error screen with the message and "Back to menu", a crash report with
the save in the user's data folder (here $OCTOPUS_TABLE_HOME), and the autosave left as it was.
A game with broken content shows its error lines when picked; the menu and other games work on.
"""

from __future__ import annotations

import json
import textwrap

import pygame
import pytest

import games
from tabletop import registry
from tabletop.components import loader
from tabletop.crash import crashes_dir
from tabletop.game import Game
from tabletop.history import saves_dir
from tabletop.rules.match import Match, default_seats
from tabletop.save_reading import read_save
from tabletop.scenes.base import Scene
from tabletop.scenes.error import ErrorScene
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.setup import SetupScene
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app


@pytest.fixture
def app():
    """The headless app as a player's: crashes caught, games autosaved."""
    the_app = headless_app()
    the_app.catch_crashes, the_app.autosave = True, True
    yield the_app
    the_app.stack.clear()
    the_app.catch_crashes, the_app.autosave = False, False


def pump(app, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def click(app, element) -> None:
    pos = element.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app)


def table_in_play(app) -> TableScene:
    game_id = registry.game_ids()[0]
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(rules.min_players, rules.min_players - 1), {}, 12)
    table = TableScene(app, match)
    app.push(table)
    pump(app)
    for action in match.legal_actions()[:1] * 1:
        table.play(action)
    pump(app)
    return table


def break_it(scene, hook: str) -> None:
    def boom(*args):
        raise KeyError("no-such-card")

    setattr(scene, hook, boom)


@pytest.mark.parametrize("hook", ["update", "draw", "handle_event"])
def test_a_crash_in_a_table_shows_the_error_screen_and_writes_a_report(app, hook):
    before = set(crashes_dir().glob("crash-*.json")) if crashes_dir().exists() else set()
    table = table_in_play(app)
    autosave = saves_dir() / f"{table.session.slot.id}.json"
    kept = autosave.read_bytes()
    break_it(table, hook)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0))
    pump(app)
    screen = app.stack.top
    assert isinstance(screen, ErrorScene) and app.stack.scenes == [screen]
    assert screen.heading == "Something went wrong" and "KeyError: 'no-such-card'" in screen.lines[0]
    assert "crash report was saved" in screen.note and "autosave is kept" in screen.note
    made = set(crashes_dir().glob("crash-*.json")) - before
    reports = sorted(p for p in made if not p.name.endswith("-save.json"))
    assert len(reports) == 1
    report = json.loads(reports[0].read_text())
    assert (
        report["game"] == table.rules.id and "KeyError" in report["traceback"] and hook in report["traceback"]
    )
    head, *moves = report["save"]  # the save's lines: the header, then one per move
    assert (head["seed"], head["options"]) == (table.match.seed, table.match.options)
    assert [s["name"] for s in head["seats"]] == [s.name for s in table.match.seats]
    assert [m["do"] for m in moves] == [a.to_json() for a in table.match.actions] and len(moves) == 1
    assert read_save(reports[0].with_name(reports[0].stem + "-save.json")).header["seed"] == table.match.seed
    assert autosave.read_bytes() == kept, "the autosave was changed"
    click(app, screen.menu_button)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack) == 1
    assert autosave.read_bytes() == kept


class Broken(Scene):
    """A scene whose startup fails."""

    def startup(self) -> None:
        self.make_root()
        raise RuntimeError("the scene could not start")


def test_a_crash_in_a_scene_starting_up_shows_the_error_screen(app):
    app.go_to_menu()
    pump(app)
    menu = app.stack.top
    menu.handle_event = lambda event: app.push(Broken(app))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0))
    pump(app)
    screen = app.stack.top
    assert isinstance(screen, ErrorScene) and "RuntimeError: the scene could not start" in screen.lines[0]
    assert "autosave" not in screen.note  # no game was in play
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    pump(app)
    assert isinstance(app.stack.top, MenuScene)


def test_a_crash_on_the_error_screen_itself_is_not_hidden(app):
    app.push(ErrorScene(app, "Something went wrong", ["x"]))
    break_it(app.stack.top, "update")
    with pytest.raises(KeyError):
        app.step(1 / 60)


def test_without_catching_a_headless_app_lets_the_exception_out():
    quiet = headless_app()
    quiet.push(Scene(quiet))
    break_it(quiet.stack.top, "update")
    with pytest.raises(KeyError):
        quiet.step(1 / 60)
    quiet.stack.clear()


BROKEN_RULES = textwrap.dedent(
    '''
    """A game whose content is broken: loading it fails with the file's line and field."""
    import msgspec


    class Content(msgspec.Struct, forbid_unknown_fields=True):
        hand_limit: int


    SCHEMA = Content
    RULES_CLASS = object
    '''
)


@pytest.fixture
def broken_game(tmp_path, monkeypatch, declare):
    """Registers 'broken_game', whose components.yaml has text where a number belongs."""
    package = tmp_path / "broken_game"
    package.mkdir()
    for room in ("", "rules"):
        (package / room).mkdir(exist_ok=True)
        (package / room / "__init__.py").write_text("")
    (package / "rules" / "game.py").write_text(BROKEN_RULES)
    (package / "rules" / "schema.py").write_text(BROKEN_RULES)
    (package / "components.yaml").write_text("# a broken game\nhand_limit: lots\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    where = loader.content_path
    broken = package / "components.yaml"
    monkeypatch.setattr(loader, "content_path", lambda gid: broken if gid == "broken_game" else where(gid))
    rules, schema = "broken_game.rules.game:RULES_CLASS", "broken_game.rules.schema:SCHEMA"
    declare(
        *games.GAMES.values(), Game("broken_game", "Broken Game", "Broken.", (1, 2, 3), (2, 2), rules, schema)
    )
    return package


def test_a_game_with_broken_content_shows_its_error_and_the_rest_plays(app, broken_game):
    before = len(list(crashes_dir().glob("*"))) if crashes_dir().exists() else 0
    app.go_to_menu()
    pump(app)
    click(app, app.stack.top.game_buttons["broken_game"])
    screen = app.stack.top
    assert isinstance(screen, ErrorScene) and screen.heading == "This game can't be opened"
    assert screen.lines == [
        f"{broken_game / 'components.yaml'} line 2: hand_limit: expected an integer, got 'lots'"
    ]
    assert (len(list(crashes_dir().glob("*"))) if crashes_dir().exists() else 0) == before, (
        "content is no crash"
    )
    click(app, screen.menu_button)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, menu.game_buttons[registry.game_ids()[0]])
    assert isinstance(app.stack.top, SetupScene)
