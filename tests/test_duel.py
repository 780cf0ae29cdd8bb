"""The --duel and --simulate --bots commands, and computer seats on the command line."""

from __future__ import annotations

import json

import pytest

from tabletop import registry
from tabletop.bots.duel import duel, pairing
from tabletop.rules.match import Seat
from tabletop.tools.cli import UsageError, main, parse_seats

GAME = next(g for g in registry.game_ids() if registry.load_bot(g) is not None)
KEYS = [
    "game",
    "games",
    "a",
    "b",
    "a_win_rate",
    "b_win_rate",
    "draws",
    "mean_decision_s",
    "max_decision_s",
    "a_simulations_per_s",
    "clock",
]


def last_json(capsys) -> dict:
    lines = capsys.readouterr().out.strip().splitlines()
    return json.loads(lines[-1])


def test_the_duel_prints_a_line_per_game_and_the_summary_last(capsys):
    code = main(
        ["--duel", GAME, "--a", "normal", "--b", "easy", "--games", "4", "--seed", "3", "--budget", "0.3"]
    )
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 0
    assert [line.split(":")[0] for line in out[:4]] == [f"game {n}/4" for n in range(1, 5)]
    assert "simulations/s" in out[-2]
    result = json.loads(out[-1])
    assert list(result) == KEYS
    assert (result["game"], result["games"], result["a"], result["b"]) == (GAME, 4, "normal", "easy")
    assert result["a_win_rate"] + result["b_win_rate"] + result["draws"] / 4 == pytest.approx(1)
    assert 0 < result["mean_decision_s"] <= result["max_decision_s"] <= 0.3 + 0.1


def test_a_cpu_clock_duel_times_decisions_on_the_cpu_clock(monkeypatch):
    from tabletop.bots import duel as duel_module

    # A CPU clock that never moves: every decision takes 0 s on it, which the wall clock never gives.
    monkeypatch.setitem(duel_module.CLOCKS, "cpu", lambda: 5.0)
    result = duel(GAME, "normal", "easy", 2, 3, 0.3, clock="cpu")
    assert result["clock"] == "cpu" and result["max_decision_s"] == 0.0
    assert duel(GAME, "normal", "easy", 2, 3, 0.3)["max_decision_s"] > 0.0


def test_each_pair_of_games_shares_a_seed_with_the_seats_swapped():
    assert [pairing(10, i) for i in range(4)] == [(10, 0), (10, 1), (11, 0), (11, 1)]


def test_worker_processes_play_the_same_games():
    alone = duel(GAME, "easy", "easy", 4, 5, 0.3)
    shared = duel(GAME, "easy", "easy", 4, 5, 0.3, jobs=2)
    assert {k: alone[k] for k in ("a_win_rate", "b_win_rate", "draws")} == {
        k: shared[k] for k in ("a_win_rate", "b_win_rate", "draws")
    }


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--a", "genius"], "--a must be one of easy, normal, hard"),
        (["--b", "hardest"], "--b must be one of"),
        (["--games", "0"], "at least 1"),
        (["--budget", "-1"], "--budget must be more than 0"),
        (["--variant", "nonsense=1"], "no variant"),
    ],
)
def test_a_bad_duel_is_one_line_and_exit_code_2(capsys, args, words):
    assert main(["--duel", GAME, "--games", "1", *args]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and words in err


def test_an_unknown_game_cannot_duel(capsys):
    assert main(["--duel", "no_such_game"]) == 2
    assert "unknown game" in capsys.readouterr().err


def test_simulate_with_bots_plays_every_seat_at_that_level(capsys):
    assert main(["--simulate", GAME, "--games", "2", "--bots", "normal", "--budget", "0.3"]) == 0
    result = last_json(capsys)
    assert result["finished"] == 2 and result["errors"] == 0


def test_simulate_refuses_a_level_the_game_lacks(capsys, monkeypatch):
    assert main(["--simulate", GAME, "--games", "1", "--bots", "expert"]) == 2
    assert "--bots must be one of" in capsys.readouterr().err


def test_seats_on_the_command_line_carry_their_level():
    levels = ("easy", "normal", "hard")
    seats = parse_seats("Ana,cpu:Ben,cpu-hard:Cleo,CPU-Easy:Dev", None, 2, levels)
    assert seats == [
        Seat("Ana", "red"),
        Seat("Ben", "blue", computer=True, level="normal"),
        Seat("Cleo", "green", computer=True, level="hard"),
        Seat("Dev", "yellow", computer=True, level="easy"),
    ]
    assert parse_seats("Ana,cpu:Ben", None, 2, ("easy",))[1].level == "easy"
    with pytest.raises(UsageError, match="does not have"):
        parse_seats("Ana,cpu-hard:Ben", None, 2, ("easy",))
    with pytest.raises(UsageError, match="no name"):
        parse_seats("Ana,cpu-hard:", None, 2, levels)


class _SpyBot:
    """A computer player that remembers the think time it was given and plays the first legal action."""

    def __init__(self, level: str, seen: dict):
        self.level, self.seen = level, seen

    def choose(self, rules, view, seat, legal, rng, budget):
        from tabletop.bots.base import Decision

        self.seen.setdefault(self.level, set()).add(budget.seconds)
        return Decision(legal[0], 0.0, 0)


@pytest.fixture
def spied(monkeypatch) -> dict:
    from tabletop.bots import duel as duel_module

    seen: dict[str, set[float]] = {}
    monkeypatch.setattr(duel_module, "make_bot", lambda game_id, level: _SpyBot(level, seen))
    return seen


def test_level_b_thinks_its_own_budget_when_given_one(spied):
    duel(GAME, "hard", "normal", 2, 3, 0.3, seconds_b=0.1)
    assert spied == {"hard": {0.3}, "normal": {0.1}}
    spied.clear()
    duel(GAME, "hard", "normal", 2, 3, 0.3)
    assert spied == {"hard": {0.3}, "normal": {0.3}}


def test_budget_b_on_the_command_line_sets_level_b_think_time(spied, capsys):
    args = ["--duel", GAME, "--a", "hard", "--b", "normal", "--games", "2", "--budget", "0.3"]
    assert main([*args, "--budget-b", "0.1"]) == 0
    assert spied == {"hard": {0.3}, "normal": {0.1}}
    capsys.readouterr()
    assert main([*args, "--budget-b", "0"]) == 2
    assert "--budget-b must be more than 0" in capsys.readouterr().err
