"""Confirming one action without listing them all: `Rules.is_legal` answers through a game's `_is_legal`
exactly as the legal list would, an action drawn from the list already worked out is applied without
listing again, and anything else is refused as strictly as ever."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tabletop import registry
from tabletop.rules.core import Action, IllegalAction
from tabletop.rules.match import Match, default_seats
from tabletop.tools.headless import play_random
from tests.toygame import ToyRules


class CountingToy(ToyRules):
    """The toy game, counting how often its whole legal list is built."""

    listed = 0

    def _legal_actions(self, state):
        CountingToy.listed += 1
        return super()._legal_actions(state)


def near_misses(action: Action, players: int, rng: random.Random) -> list[Action]:
    """Returns actions one field away from a legal one: another seat, piece, target, kind or choice."""
    return [
        dataclasses.replace(action, seat=rng.choice([s for s in range(-1, players + 1) if s != action.seat])),
        dataclasses.replace(action, piece=rng.choice([None, "no-such-piece", action.target])),
        dataclasses.replace(action, target=rng.choice([None, "no-such-place", action.piece])),
        dataclasses.replace(action, kind=rng.choice(["fly", action.kind + "x"])),
        dataclasses.replace(action, choice=rng.choice([None, "", "99", "red"])),
    ]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_games_is_legal_answers_as_its_legal_list_does(game_id):
    rules = registry.load_rules(game_id)
    rng = random.Random(5)
    asked = 0
    for seed in (1, 2):
        match = Match(rules, default_seats(rules.min_players), {}, seed)
        for _ in range(300):
            legal = match.legal_actions()
            if not legal:
                break
            state = match.state
            listed = set(rules._legal_actions(state))
            tried = [*rng.sample(legal, min(len(legal), 6))]
            for action in list(tried):
                tried += near_misses(action, state.players, rng)
            for action in tried:
                assert rules.is_legal(state, action) == (action in listed), f"{game_id} {seed}: {action}"
                asked += 1
            match.apply(match.random_action(rng))
    assert asked > 500


def test_an_action_drawn_from_the_legal_list_is_not_listed_again_when_applied():
    rules = CountingToy()
    match = Match(rules, default_seats(2), {}, 3)
    CountingToy.listed = 0
    played = play_random(match, random.Random(3))
    # One list per position (the last: the game is over, nothing listed); before, apply listed it again.
    assert played > 3 and CountingToy.listed == played


def test_an_action_not_in_the_list_is_refused_with_the_reason_though_the_list_is_known():
    rules = ToyRules()
    match = Match(rules, default_seats(2), {}, 3)
    play = next(a for a in match.legal_actions() if a.kind == "play")
    seat = match.to_act
    wrong = [
        Action("play", seat, "c99", "pile"),  # not in the hand
        Action("play", 1 - seat, play.piece, "pile"),  # not this seat's turn
        dataclasses.replace(play, target="deck"),
    ]
    before = match.state
    for action in wrong:
        with pytest.raises(IllegalAction) as refused:
            match.apply(action)
        assert str(refused.value)
        assert match.state is before and len(match.actions) == 0
    assert "not in your hand" in str(pytest.raises(IllegalAction, match.apply, wrong[0]).value)


def test_a_move_from_elsewhere_is_checked_by_the_rules_when_no_list_was_worked_out():
    rules = CountingToy()
    match = Match(rules, default_seats(2), {}, 3)
    action = rules.legal_actions(match.state)[0]  # chosen without the match (a save, the table's worker)
    CountingToy.listed = 0
    match.apply(action)
    assert CountingToy.listed == 1  # the rules checked it
    with pytest.raises(IllegalAction):
        match.apply(action)  # the same card again: no longer in the hand


def test_a_listed_action_is_checked_again_once_the_state_was_changed_in_place_and_forgotten():
    rules = ToyRules()
    match = Match(rules, default_seats(2), {}, 3)
    action = next(a for a in match.legal_actions() if a.kind == "play")
    match.state.hands[match.to_act].remove(action.piece)  # a test building a position in place
    match.forget()
    with pytest.raises(IllegalAction):
        match.apply(action)


def test_an_action_built_by_its_own_init_is_still_a_frozen_comparable_dataclass():
    action = Action("play", 1, "c1", choice="x")
    assert action == Action("play", 1, "c1", None, "x") == Action.from_json(action.to_json())
    assert hash(action) == hash(Action(kind="play", seat=1, piece="c1", choice="x"))
    assert dataclasses.asdict(action) == {
        "kind": "play",
        "seat": 1,
        "piece": "c1",
        "target": None,
        "choice": "x",
    }
    assert dataclasses.replace(action, seat=0) == Action("play", 0, "c1", None, "x") != action
    assert Action("draw", 0) < Action("draw", 0, "c1") < Action("play", 0)
    assert action != ("play", 1, "c1", None, "x") and {action: 1}[Action("play", 1, "c1", None, "x")] == 1
    assert action != Action("play", 1, "c1", None, None) and action in [Action("draw", 1), action]
    with pytest.raises(dataclasses.FrozenInstanceError):
        action.seat = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        Action("play")  # type: ignore[call-arg]


def test_legal_actions_sort_as_the_action_order_says_even_where_a_field_is_none_against_text():
    from tabletop.rules.core import _action_order, sorted_actions

    mixed = [Action("play", 0, "a"), Action("play", 0, None), Action("play", 0, ""), Action("draw", 1)]
    assert sorted_actions(mixed) == [mixed[3], mixed[1], mixed[2], mixed[0]]  # None before "" before "a"
    rng = random.Random(9)
    texts = [None, "", "a", "b", "ab"]
    for _ in range(300):
        actions = [
            Action(rng.choice(["play", "draw"]), rng.randrange(2), *(rng.choice(texts) for _ in range(3)))
            for _ in range(rng.randrange(1, 12))
        ]
        assert sorted_actions(actions) == sorted(actions, key=_action_order) == sorted(actions)
