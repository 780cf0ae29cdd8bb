"""The game fuzz: every registered game passes a few fuzzed games, and each check catches its bug.

The big runs are commands (`main.py --fuzz ID --games N`); here a few games per game, and a
toy game with one planted bug per check, to prove each check can fail.
"""

from __future__ import annotations

import json
import random

import pytest

import games
from tabletop.cli import main
from tabletop.fuzz import Tally, fuzz_games, fuzz_one, random_setting, strings_in
from tests.toygame import ToyRules, ToyState


@pytest.mark.parametrize("game_id", games.game_ids())
def test_every_game_passes_a_few_fuzzed_games(game_id):
    tally, _ = fuzz_games(games.load_rules(game_id), 2, seed=40)
    assert tally.games == 2 and tally.steps > 50 and tally.illegal_tried > 50
    assert (tally.violations, tally.errors) == (0, 0), tally.findings


@pytest.mark.parametrize("game_id", games.game_ids())
def test_random_settings_are_accepted_and_vary(game_id):
    rules = games.load_rules(game_id)
    found = {
        (p, tuple(sorted(o.items()))) for p, o in (random_setting(rules, random.Random(s)) for s in range(40))
    }
    for players, options in found:
        rules.check_options(players, dict(options))
    assert len({p for p, _ in found}) > 1 or rules.min_players == rules.max_players


def test_strings_in_finds_strings_anywhere():
    state = ToyState(2, 0, {"k": "v"}, deck=["a"], hands=[["b"], [None]], pile=[])
    state.turn = 0
    nested = {"x": [("y", {"z"}), frozenset({"w"})], 3: state}
    assert strings_in(nested) == {"x", "y", "z", "w", "k", "v", "a", "b"}


class Toy(ToyRules):
    """The toy game, keeping the contract that nobody is to act once it is over."""

    def to_act(self, state):
        return None if self.outcome(state) is not None else state.turn


def fuzz_toy(rules, games_count: int = 3) -> Tally:
    tally = Tally()
    for seed in range(games_count):
        fuzz_one(rules, seed, tally, (2, {}))
    return tally


def test_the_toy_game_passes():
    tally = fuzz_toy(Toy())
    assert tally.steps > 0 and (tally.violations, tally.errors) == (0, 0), tally.findings


class MutatesWhenRefusing(Toy):
    def _why_not(self, state, action):
        state.pile.append("c1")  # a refusal that changes the state
        return "no"


class LeaksTheDeck(Toy):
    def view(self, state, seat):
        seen = super().view(state, seat)
        seen.deck = list(state.deck)
        return seen


class LosesACard(Toy):
    def _apply_action(self, state, action):
        super()._apply_action(state, action)
        if state.deck:
            state.deck.pop()


class NeverEnds(Toy):
    def _apply_action(self, state, action):
        if action.kind == "play":
            state.hands[action.seat].remove(action.piece)
            state.deck.insert(0, action.piece)
        else:
            state.hands[action.seat].append(state.deck.pop())
        state.turn = 1 - state.turn

    def _legal_actions(self, state):
        plays = [a for a in super()._legal_actions(state) if a.kind == "play"]
        return plays or [a for a in super()._legal_actions(state) if a.kind == "draw"]


class CrashesOnBadPieces(Toy):
    def _why_not(self, state, action):
        return {"c1": "no"}[action.piece]  # a KeyError for any other piece


def test_a_game_whose_seat_acts_after_the_end_is_caught():
    tally = fuzz_toy(ToyRules(), 1)
    assert any("yet seat" in line for line in tally.findings), tally.findings


@pytest.mark.parametrize(
    ("broken", "finding"),
    [
        (MutatesWhenRefusing, "changed the state"),
        (LeaksTheDeck, "view of seat"),
        (LosesACard, "components made"),
        (CrashesOnBadPieces, "raised KeyError"),
    ],
)
def test_each_check_catches_its_planted_bug(broken, finding):
    tally = fuzz_toy(broken())
    assert tally.violations > 0 and any(finding in line for line in tally.findings), tally.findings


def test_a_game_that_never_ends_is_caught(monkeypatch):
    monkeypatch.setattr("tabletop.fuzz.MAX_STEPS", 300)
    tally = fuzz_toy(NeverEnds(), 1)
    assert any("did not end" in line for line in tally.findings), tally.findings


def test_the_command_prints_one_json_line_last(capsys):
    game_id = games.game_ids()[0]
    assert main(["--fuzz", game_id, "--games", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    result = json.loads(out[-1])
    assert {"games", "steps", "illegal_tried", "violations", "errors"} <= set(result)
    assert result["games"] == 1 and result["violations"] == result["errors"] == 0


def test_a_bad_fuzz_command_is_one_line_and_code_2(capsys):
    assert main(["--fuzz", "no_such_game"]) == 2
    assert main(["--fuzz", games.game_ids()[0], "--games", "0"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("main.py: ") for line in err)
