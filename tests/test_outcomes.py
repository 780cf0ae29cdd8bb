"""Outcomes beyond one winner: co-operative games won or lost together, and solo games of one seat."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402
from coopgame import LOSE, WIN, CoopRules, SoloRules  # noqa: E402

from tabletop import history, registry, saves  # noqa: E402
from tabletop.bots.base import value  # noqa: E402
from tabletop.bots.duel import duel_game  # noqa: E402
from tabletop.game import Game  # noqa: E402
from tabletop.restore import load  # noqa: E402
from tabletop.rules.core import Action, Outcome  # noqa: E402
from tabletop.rules.match import Match, default_seats  # noqa: E402
from tabletop.scenes.app import App  # noqa: E402
from tabletop.scenes.load import row_lines  # noqa: E402
from tabletop.scenes.results import ResultsScene, verdict  # noqa: E402
from tabletop.scenes.setup import SetupScene  # noqa: E402
from tabletop.session import Session  # noqa: E402
from tabletop.settings import Settings  # noqa: E402
from tabletop.table.seating import Seating  # noqa: E402
from tabletop.tools import headless  # noqa: E402

RULES = {"coop_toy": CoopRules(), "solo_toy": SoloRules()}


@pytest.fixture
def registered(monkeypatch, declare):
    """Registers the two toy games, as if they were in games/."""
    declare(
        Game("coop_toy", "Coop Toy", "A toy.", (9, 9, 9), (1, 4), CoopRules),
        Game("solo_toy", "Solo Toy", "A toy.", (9, 9, 9), (1, 4), SoloRules),
    )
    monkeypatch.setattr(registry, "load_rules", lambda game_id: RULES[game_id])
    monkeypatch.setattr(registry, "rules_text", lambda game_id: "# Toy\nCount to five.")


@pytest.fixture
def app(registered):
    the_app = App(Settings(), headless=True)
    yield the_app
    the_app.stack.clear()


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    return tmp_path


def play(match: Match, choices: list[str]) -> Match:
    for choice in choices:
        match.apply(Action("add", match.to_act, choice=choice))
    return match


def finished(game_id: str, players: int, choices: list[str]) -> Match:
    return play(Match(RULES[game_id], default_seats(players), {}, 1), choices)


def test_an_outcome_without_together_is_the_old_one():
    outcome = Outcome((3, 5), (1,))
    assert not outcome.together and not outcome.against_game and not outcome.lost_to_game
    assert Outcome((3, 5), ()).lost_to_game is False  # nobody won, but not against the game
    assert Outcome((0, 0), (), together=True).lost_to_game and Outcome((1,), ()).lost_to_game


@pytest.mark.parametrize(
    "game_id, players, choices, words, place",
    [
        ("coop_toy", 3, WIN, "You all won!", "Won"),
        ("coop_toy", 3, LOSE, "You all lost this time.", "Lost"),
        ("solo_toy", 1, WIN, "You won!", "Won"),
        ("solo_toy", 1, LOSE, "You lost this time.", "Lost"),
    ],
)
def test_the_results_scene_words_coop_and_solo_games(app, game_id, players, choices, words, place):
    match = finished(game_id, players, choices)
    app.go_to_menu()
    results = app.push(ResultsScene(app, match))
    for _ in range(3):
        app.step(1 / 60)
    assert results.headline == words and "tie" not in results.headline.lower()
    assert {results.place_text(p, s) for p, s in results.order()} == {place}
    assert len(results.rows) == players


def test_a_competitive_game_keeps_its_headline():
    assert verdict(Outcome((3, 5), (1,)), ["Ben"]) == "Ben wins!"
    assert verdict(Outcome((5, 5, 5), (0, 1, 2)), ["A", "B", "C"]) == "A, B and C win together!"


@pytest.mark.parametrize("choices, words", [(WIN, "Won together"), (LOSE, "The game won")])
def test_a_finished_coop_game_loads_back_with_its_outcome_and_lists_sensibly(
    registered, home, choices, words
):
    session = Session(Match(RULES["coop_toy"], default_seats(2), {}, 1))
    for choice in choices:
        session.apply(Action("add", session.match.to_act, choice=choice))
    path = history.history_dir() / f"{session.slot.id}.json"
    last = path.read_text(encoding="utf-8").splitlines()[-1]  # where the game stood at its last move
    assert json.loads(last)["result"]["together"] is True
    assert load(path).match.outcome == session.match.outcome
    [entry] = history.finished()
    assert entry.over and entry.result == words
    assert row_lines(entry)[1].startswith(f"{words} · 3 moves")


@pytest.mark.parametrize("choices, words", [(WIN, "Won"), (LOSE, "Lost")])
def test_a_finished_solo_game_lists_won_or_lost(registered, home, choices, words):
    session = Session(Match(RULES["solo_toy"], default_seats(1), {}, 1))
    for choice in choices:
        session.apply(Action("add", 0, choice=choice))
    [entry] = history.finished()
    assert entry.result == words and load(entry.path).match.outcome == session.match.outcome


def test_a_coop_reward_is_the_whole_team_s():
    won, lost = finished("coop_toy", 3, WIN), finished("coop_toy", 3, LOSE)
    rules = RULES["coop_toy"]
    assert [value(rules, None, won.state, s) for s in range(3)] == [1.0, 1.0, 1.0]
    assert [value(rules, None, lost.state, s) for s in range(3)] == [0.0, 0.0, 0.0]


def test_one_player_is_allowed_when_the_game_allows_it():
    assert CoopRules().check_options(1, {}) == {} and SoloRules().check_options(1, {}) == {}
    with pytest.raises(ValueError):
        SoloRules().check_options(2, {})
    seating = Seating(Match(RULES["solo_toy"], default_seats(1), {}, 1), handoffs=True)
    assert not seating.private and seating.handoff_to() is None


def test_setup_starts_a_one_player_game(app, tables):
    setup = app.push(SetupScene(app, "solo_toy"))
    assert setup.count == 1
    assert setup.start_match() is not None and len(tables[0].seats) == 1
    coop = app.replace(SetupScene(app, "coop_toy"))
    assert "1" in [value for _, value in coop.count_menu.options_list]
    coop.set_count(1)
    assert coop.start_match() is not None and len(tables[1].seats) == 1


def test_the_duel_counts_a_coop_game_as_a_draw(registered):
    result = duel_game("coop_toy", ("easy", "easy"), {}, 1, 0, 0.1)
    assert result["winner"] == "draw" and isinstance(result["team_won"], bool)


def test_the_simulate_summary_counts_the_games_the_game_won(registered):
    result = headless.simulate("coop_toy", 20, 2, 1, {})
    assert result["finished"] == 20
    assert 0 < result["game_wins"] < 20
    assert result["wins_by_seat"][0] == result["wins_by_seat"][1] == 20 - result["game_wins"]
