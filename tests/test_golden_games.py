"""Seeded random games of every game give the recorded states (tests/golden): a change meant only to make
the rules faster changes nothing a player could see. Recorded anew, on purpose, with
`python -m tests.golden` when the rules are meant to change."""

from __future__ import annotations

import json

import pytest

from tabletop import registry
from tests.golden import FILE, play, tables

RECORDED = json.loads(FILE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_seeded_games_reach_the_recorded_states(game_id):
    recorded = RECORDED[game_id]
    assert [(r["players"], r["seed"]) for r in recorded] == tables(game_id)
    for game in recorded:
        now = play(game_id, game["players"], game["seed"])
        where = f"{game_id}, {game['players']} players, seed {game['seed']}"
        for (at, wanted), (_, got) in zip(game["checkpoints"], now["checkpoints"], strict=False):
            assert got == wanted, f"{where}: the state after {at} actions differs from the recorded one"
        assert now == game, f"{where}: the game differs from the recorded one"
