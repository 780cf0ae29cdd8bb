"""The rules contract: the base class owns the checks; a Match replays exactly."""

import random

import pytest

from tabletop.rules.core import Action, IllegalAction
from tabletop.rules.gamelog import told
from tabletop.rules.match import Match, Seat, default_seats
from tests.toygame import ToyRules

RULES = ToyRules()


def test_legal_actions_are_sorted_and_belong_to_the_seat_to_act():
    state = RULES.setup(2, {}, 3)
    legal = RULES.legal_actions(state)
    assert legal == sorted(legal)
    assert {a.seat for a in legal} == {RULES.to_act(state)}


class FieldlessRules(ToyRules):
    """The toy game with actions that differ only by a field left empty (None) against one with text."""

    def _legal_actions(self, state):
        seat = state.turn
        return [
            Action("play", seat, "c1", "pile", "x"),
            Action("play", seat, "c1", None),
            Action("play", seat, None, "pile"),
            Action("play", seat, "c1", "pile"),
            Action("play", seat, "", "pile"),
            Action("play", seat, "c1", "deck"),
            Action("play", seat, None, None),
            Action("play", seat, "c1", "pile", ""),
        ]


def test_legal_actions_sort_a_field_left_empty_before_any_text():
    rules = FieldlessRules()
    state = rules.setup(2, {"first": "1"}, 3)
    assert rules.legal_actions(state) == [
        Action("play", 0, None, None),
        Action("play", 0, None, "pile"),
        Action("play", 0, "", "pile"),
        Action("play", 0, "c1", None),
        Action("play", 0, "c1", "deck"),
        Action("play", 0, "c1", "pile"),
        Action("play", 0, "c1", "pile", ""),
        Action("play", 0, "c1", "pile", "x"),
    ]
    assert sorted(reversed(rules.legal_actions(state))) == rules.legal_actions(state)  # Action.__lt__ agrees


def test_wrong_seat_raises_and_changes_nothing():
    state = RULES.setup(2, {"first": "1"}, 3)
    before = state.clone()
    card = state.hands[1][0]
    with pytest.raises(IllegalAction, match="not your turn"):
        RULES.apply(state, Action("play", 1, card, "pile"))
    assert state == before


def test_unknown_piece_gets_the_games_reason():
    state = RULES.setup(2, {"first": "1"}, 3)
    with pytest.raises(IllegalAction, match="not in your hand"):
        RULES.apply(state, Action("play", 0, "c99", "pile"))


def test_apply_returns_a_new_state_and_leaves_the_input_alone():
    state = RULES.setup(2, {}, 3)
    before = state.clone()
    after = RULES.apply(state, RULES.legal_actions(state)[0])
    assert state == before and after != before


def test_game_over_refuses_everything():
    match = Match(RULES, default_seats(2), {}, 5)
    rng = random.Random(1)
    while match.legal_actions():
        match.apply(rng.choice(match.legal_actions()))
    assert match.outcome is not None
    assert RULES.why_not(match.state, Action("draw", 0, None, "deck")) == "The game is over."


def test_same_seed_and_actions_give_the_same_state():
    a = Match(RULES, default_seats(2), {}, 11)
    rng = random.Random(2)
    while a.legal_actions():
        a.apply(rng.choice(a.legal_actions()))
    b = Match(RULES, default_seats(2), {}, 11, actions=list(a.actions))
    assert b.state == a.state == a.replayed()


def test_first_player_option_is_checked():
    assert RULES.setup(2, {"first": "2"}, 1).turn == 1
    with pytest.raises(ValueError, match="first player"):
        RULES.check_options(2, {"first": "3"})
    with pytest.raises(ValueError, match="no variant"):
        RULES.check_options(2, {"speed": "fast"})
    with pytest.raises(ValueError, match="takes 2 to 2 players"):
        RULES.check_options(3, {})


def test_action_json_round_trip_and_bad_shapes():
    action = Action("play", 1, "c3", "pile")
    assert Action.from_json(action.to_json()) == action
    for bad in ({"kind": "x"}, {"kind": "x", "seat": True}, {"kind": "x", "seat": 0, "extra": 1}, [1]):
        with pytest.raises(ValueError):
            Action.from_json(bad)


def test_announce_hides_a_card_the_viewer_cannot_see():
    state = RULES.setup(2, {"first": "1"}, 3)
    card = state.hands[0][0]
    action = Action("play", 0, card, "pile")
    assert "hidden" in told(RULES, state, action, 1)
    assert "hidden" not in told(RULES, state, action, 0)


def test_seats_have_distinct_colours():
    seats = default_seats(8, computers=2)
    assert len({s.colour for s in seats}) == 8
    assert [s.computer for s in seats] == [False] * 6 + [True] * 2
    assert Seat("Ana", "red").computer is False
