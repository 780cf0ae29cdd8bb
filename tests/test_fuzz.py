"""The game fuzz: every registered game passes a few fuzzed games, and each check catches its bug.

The big runs are commands (`main.py --fuzz ID --games N`); here a few games per game, and a
toy game with one planted bug per check, to prove each check can fail.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop import registry
from tabletop.rules.core import Action
from tabletop.tools.cli import main
from tabletop.tools.fuzz import Tally, fuzz_games, fuzz_one, random_setting, strings_in
from tabletop.tools.fuzz_tools import StepRules, fingerprint, held_of
from tests.toygame import ToyRules, ToyState


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_passes_a_few_fuzzed_games(game_id):
    tally, _ = fuzz_games(registry.load_rules(game_id), 2, seed=40)
    assert tally.games == 2 and tally.steps > 50 and tally.illegal_tried > 50
    assert (tally.violations, tally.errors) == (0, 0), tally.findings


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_random_settings_are_accepted_and_vary(game_id):
    rules = registry.load_rules(game_id)
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


WORDS = st.text(st.sampled_from('ab"\\é🐙 \n{}[],:'), max_size=5)


@dataclass
class Box:
    """A view-like dataclass for the property test (its field names are not in WORDS)."""

    left: object
    right: object


NESTED = st.recursive(
    WORDS | st.integers() | st.none(),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.frozensets(WORDS, max_size=3)
        | st.dictionaries(WORDS, inner, max_size=3)
        | st.builds(Box, inner, inner)
    ),
    max_leaves=20,
)


@given(NESTED, st.sets(WORDS, max_size=8))
def test_held_of_finds_exactly_what_walking_the_view_finds(root, wanted):
    assert held_of(root, wanted) == strings_in(root) & wanted


def test_held_of_walks_what_json_cannot_hold():
    view = {("a", "b"): ["secret"]}  # a tuple key has no JSON form
    assert held_of(view, {"secret", "a", "zzz"}) == {"secret", "a"}


def test_a_fingerprint_changes_with_any_nested_field():
    state = ToyState(2, 0, {"k": "v"}, deck=["a"], hands=[["b"], ["c"]], pile=[])
    before = fingerprint(state)
    state.hands[1].append("d")
    assert fingerprint(state) != before


def test_step_rules_work_out_the_legal_actions_once_per_state_and_leave_the_game_alone():
    calls = []

    class Counting(Toy):
        def _legal_actions(self, state):
            calls.append(state)
            return super()._legal_actions(state)

    game = Counting()
    step = StepRules(game)
    state = game.setup(2, {}, 1)
    step.pin(state)
    first = step.rules.legal_actions(state)
    first.clear()  # a caller's copy: the kept list is untouched
    assert step.rules.legal_actions(state) and step.rules.is_legal(state, step.rules.legal_actions(state)[0])
    assert len(calls) == 1
    after = step.rules.apply(state, step.rules.legal_actions(state)[0])
    step.rules.legal_actions(after)  # another state: worked out afresh
    assert len(calls) == 2 and "_legal_actions" not in vars(game)


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


class DrawsOutsideTheState(Toy):
    def _apply_action(self, state, action):
        if action.kind == "draw":
            random.shuffle(state.deck)  # not the state's own random stream: a replay differs
        super()._apply_action(state, action)


class OffersAnotherSeatsMove(Toy):
    def _legal_actions(self, state):
        other = 1 - state.turn
        return [*super()._legal_actions(state), Action("play", other, state.hands[other][0], "pile")]


class RefusesTheDrawItOffers(Toy):
    def _is_legal(self, state, action):
        return action.kind != "draw" and super()._is_legal(state, action)


class AllowsAnyPlay(Toy):
    def _is_legal(self, state, action):
        return action.kind == "play" or super()._is_legal(state, action)


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
        (DrawsOutsideTheState, "replaying the actions gave another state"),
        (OffersAnotherSeatsMove, "not all of seat"),
        (RefusesTheDrawItOffers, "yet is_legal refuses it"),
        (AllowsAnyPlay, "was applied"),
    ],
)
def test_each_check_catches_its_planted_bug(broken, finding):
    tally = fuzz_toy(broken())
    assert tally.violations > 0 and any(finding in line for line in tally.findings), tally.findings


def test_a_game_that_never_ends_is_caught(monkeypatch):
    monkeypatch.setattr("tabletop.tools.fuzz.MAX_STEPS", 300)
    tally = fuzz_toy(NeverEnds(), 1)
    assert any("did not end" in line for line in tally.findings), tally.findings


def test_the_command_prints_one_json_line_last(capsys):
    game_id = registry.game_ids()[0]
    assert main(["--fuzz", game_id, "--games", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    result = json.loads(out[-1])
    assert {"games", "steps", "illegal_tried", "violations", "errors"} <= set(result)
    assert result["games"] == 1 and result["violations"] == result["errors"] == 0


def test_a_bad_fuzz_command_is_one_line_and_code_2(capsys):
    assert main(["--fuzz", "no_such_game"]) == 2
    assert main(["--fuzz", registry.game_ids()[0], "--games", "0"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("main.py: ") for line in err)
