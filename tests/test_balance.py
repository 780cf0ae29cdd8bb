"""The --balance command: Normal players' games, figures per card (holders' wins against the expected
share), per seat and of length."""

from __future__ import annotations

import json

import pytest

from tabletop import registry
from tabletop.tools import balance
from tabletop.tools.cli import main

GAME = "cosmoctopus"  # the game with a `holding` hook; the figures themselves are generic


def record(players: int, winner: int, *holdings: tuple[int, str]) -> dict:
    return {"players": players, "winners": [winner], "actions": 100, "rounds": 10.0,
            "holdings": [list(h) for h in holdings]}  # fmt: skip


def test_a_cards_ratio_is_its_holders_wins_over_their_expected_share_across_game_sizes():
    records = [
        record(2, 0, (0, "a"), (1, "b")),  # a's holder won a 2-player game: expected 1/2
        record(4, 3, (3, "a"), (0, "b"), (1, "b")),  # a's holder won a 4-player game: expected 1/4
        record(4, 2, (1, "a")),  # a's holder lost
    ]
    cards = balance.card_figures(records)
    assert cards["a"] == {"held": 3, "games": 3, "wins": 2, "expected": 1.0, "ratio": 2.0}
    assert cards["b"] == {"held": 3, "games": 2, "wins": 0, "expected": 1.0, "ratio": 0.0}


def test_the_summary_counts_wins_by_seat_per_game_size_and_the_mean_length():
    records = [record(2, 1), record(2, 1), record(3, 0), {**record(2, 0), "winners": []}]
    result = balance.summary(GAME, records, 2.0)
    assert result["finished"] == 3 and result["games"] == 4
    assert result["wins_by_seat"] == {"2": [0, 2], "3": [1, 0, 0]}
    assert (result["mean_rounds"], result["mean_actions"], result["games_per_s"]) == (10.0, 100.0, 2.0)


def test_mixed_games_take_each_seat_count_in_turn():
    rules = registry.load_rules(GAME)
    assert [balance.players_of(rules, None, i) for i in range(4)] == [2, 3, 4, 2]
    assert balance.players_of(rules, 3, 7) == 3


def test_a_tiny_run_credits_each_card_played_to_the_seat_that_played_it(capsys):
    code = main(["--balance", GAME, "--games", "2", "--players", "2", "--seed", "4", "--budget", "0.3"])
    out = capsys.readouterr().out.strip().splitlines()
    result = json.loads(out[-1])
    assert code == 0 and out[:2] == ["2/2 games", out[1]]
    assert result["games"] == result["finished"] == 2 and sum(result["wins_by_seat"]["2"]) == 2
    cat = registry.load_rules(GAME).catalog
    assert result["cards"] and set(result["cards"]) <= set(cat.card)
    assert all(0 < f["held"] <= 4 and f["wins"] <= f["held"] for f in result["cards"].values())
    assert any(line.endswith("(few games)") for line in out)  # 2 games: every ratio is marked as noisy


@pytest.mark.slow  # starts worker processes
def test_the_shared_run_plays_the_same_games_as_one_process():
    job = {"game": GAME, "players": 2, "options": {"length": "express"}, "seed": 9, "seconds": 0.3}
    alone = [r["players"] for r in balance.run_games(job, 2)]
    assert alone == [r["players"] for r in balance.run_games(job, 2, jobs=2)] == [2, 2]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--balance", "no-such-game"], "needs a game with Normal computer players"),
        (["--balance", GAME, "--games", "0"], "at least 1"),
        (["--balance", GAME, "--players", "9"], "takes 2 to 4 players"),
    ],
)
def test_a_bad_balance_command_is_one_line_and_exit_code_2(capsys, args, words):
    assert main(args) == 2
    assert words in capsys.readouterr().err


def test_the_first_seat_starts_so_wins_by_seat_follow_the_turn_order(monkeypatch):
    seen = []
    real = balance.Match

    def spy(rules, seats, options, seed):
        seen.append(options.get("first"))
        return real(rules, seats, options, seed)

    monkeypatch.setattr(balance, "Match", spy)
    balance.play_game(GAME, 2, {"length": "express"}, 3, 0, 0.3)
    balance.play_game(GAME, 2, {"length": "express", "first": "2"}, 3, 1, 0.3)
    assert seen == ["1", "2"]
