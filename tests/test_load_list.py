"""The Load game and History lists: a game nobody has moved in says it is not started, and each row says
the options the game was set up with (a Cosmoctopus game against the Private Investigator says so)."""

from __future__ import annotations

import random

import pytest

from tabletop import history, registry, saves
from tabletop.rules.match import Match, Seat, default_seats
from tabletop.scenes.load import LoadScene, options_words, row_lines
from tabletop.scenes.menu_saves import SavedGames
from tabletop.session import Session
from tabletop.tools.shots import headless_app
from tests.test_scenes import pump


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    return tmp_path


def session_of(game_id: str, seats, options: dict, moves: int) -> Session:
    rules = registry.load_rules(game_id)
    session = Session(Match(rules, seats, rules.check_options(len(seats), options), 3))
    rng = random.Random(3)
    while session.match.legal_actions() and len(session.match.actions) < moves:
        session.apply(rng.choice(session.match.legal_actions()))
    return session


def test_a_game_not_moved_in_says_not_started_in_the_list_and_under_continue(home):
    session_of("oct8", default_seats(2), {}, 0)
    [entry] = history.unfinished()
    assert entry.moves == 0
    assert row_lines(entry)[1].startswith("Not started yet · saved ")
    app = headless_app()
    scene = app.push(LoadScene(app, finished=False))
    pump(app)
    assert any(line.startswith("Not started yet") for line in SavedGames(scene).details())


def test_a_cosmoctopus_game_against_the_private_investigator_says_so(home):
    session_of("cosmoctopus", [Seat("Ana", "red")], {"mode": "pi", "length": "express"}, 3)
    [entry] = history.unfinished()
    players, progress = row_lines(entry)
    assert "Opponent: Private Investigator" in players and "Game length: Express" in players
    assert "PI difficulty" not in players  # the default
    assert " moves · saved" in progress or " move · saved" in progress


def test_options_left_at_their_default_or_changing_nothing_are_not_said():
    assert options_words("cosmoctopus", {"mode": "competitive", "difficulty": "obsessive"}) == ""
    assert options_words("cosmoctopus", {"mode": "pi", "difficulty": "obsessive"}) == (
        "Opponent: Private Investigator · PI difficulty: Obsessive"
    )
    assert options_words("no_such_game", {"mode": "pi"}) == ""
