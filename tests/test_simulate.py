"""The headless simulation summary: its fields, and the per-game stats averaged into mean_stats."""

from __future__ import annotations

import pytest

from tabletop.tools import headless
from tests.toygame import ToyRules

FIELDS = {"game", "games", "players", "options", "finished", "errors", "mean_actions", "wins_by_seat"}


class CountingRules(ToyRules):
    """The toy game with stats: the pile size and whether seat 0 won."""

    def stats(self, state):
        """Returns the pile size and 1 if seat 0 won, else 0."""
        return {"pile": float(len(state.pile)), "seat0_won": float(0 in self.outcome(state).winners)}


@pytest.fixture
def counting(monkeypatch):
    """Makes the simulator play the counting toy game whatever id it is given."""
    rules = CountingRules()
    monkeypatch.setattr(headless, "_rules", lambda game_id: rules)
    return rules


def test_the_base_rules_have_no_stats():
    rules = ToyRules()
    state = rules.setup(2, {}, 1)
    assert rules.stats(state) == {}


def test_simulate_without_stats_gives_an_empty_mean_stats(monkeypatch):
    monkeypatch.setattr(headless, "_rules", lambda game_id: ToyRules())
    result = headless.simulate("toy", 5, 2, 1, {})
    assert FIELDS | {"mean_stats", "games_per_s"} <= set(result)
    assert result["mean_stats"] == {}


def test_simulate_averages_each_stat_over_finished_games(counting):
    result = headless.simulate("toy", 20, 2, 3, {})
    assert result["finished"] == 20 and result["errors"] == 0
    assert result["mean_stats"]["pile"] == 4.0
    assert result["mean_stats"]["seat0_won"] == pytest.approx(result["wins_by_seat"][0] / 20, abs=1e-3)


def test_rainbow_octopus_reports_its_stats():
    result = headless.simulate("rainbow_octopus", 3, 3, 5, {})
    stats = result["mean_stats"]
    assert set(stats) == {"rounds", "turns", "rainbow", "winner_colours", "first_player_won"}
    assert stats["turns"] >= stats["rounds"] >= 1
    assert 0 <= stats["rainbow"] <= 1 and 0 <= stats["first_player_won"] <= 1
