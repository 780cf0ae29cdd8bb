"""Winning: all seven colours plus the Wild, at once; seven colours without the Wild is not a win."""

from __future__ import annotations

from games.rainbow_octopus.rules import flow
from games.rainbow_octopus.rules.powers import is_rainbow
from tabletop.rules import decisions
from tabletop.rules.core import Action

from .loaded import RULES
from .test_builders import act, give, legal, put, table

RAINBOW = ["red-1-a", "orange-2-a", "yellow-3-a", "green-4-a", "blue-5-a", "indigo-6-a", "violet-7-a"]


def test_seven_colours_plus_the_wild_wins_immediately_even_mid_turn():
    state = table(tide="plankton_bloom")
    for card in RAINBOW:
        put(state, 0, card)
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "wild-1", "arm:0:8")
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.scores[0] == 8 and outcome.details[0] == ("7 colours + Wild: winner",)
    assert outcome.details[1] == ("0 of 7 colours, Wild not played",)
    assert RULES.to_act(state) is None and legal(state) == []
    assert RULES.why_not(state, Action("draw", 0, None, "deck")) == "The game is over."


def test_seven_colours_without_the_wild_is_not_a_win():
    state = table(tide="slack_water")
    for card in RAINBOW:
        put(state, 0, card)
    give(state, 0, "red-8-a")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "red-8-a", "arm:0:8")
    assert None not in state.arms[0] and "wild-1" in state.hands[0]
    assert RULES.outcome(state) is None and RULES.to_act(state) == 1


def test_a_win_completed_by_moving_the_replaced_wild():
    state = table(tide="slack_water")
    for card in RAINBOW[:6] + ["red-8-a"]:
        put(state, 0, card)
    put(state, 0, "wild-1", 7)
    give(state, 0, "violet-7-a")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "violet-7-a", "arm:0:7")
    assert RULES.outcome(state) is None and state.adrift == "wild-1"
    state = act(state, "move", 0, "wild-1", "arm:0:8")
    assert RULES.outcome(state).winners == (0,)
    assert state.discard[-1] == "red-8-a"


def test_only_the_players_own_wild_counts():
    state = table(tide="slack_water")
    for card in RAINBOW:
        put(state, 1, card)
    put(state, 1, "wild-1", 8)
    assert not is_rainbow(RULES.catalog, state, 1)
    put(state, 1, "wild-2", 8)
    assert is_rainbow(RULES.catalog, state, 1)


def test_stats_of_an_immediate_win_in_the_first_turn():
    state = table(tide="plankton_bloom")
    for card in RAINBOW:
        put(state, 0, card)
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "wild-1", "arm:0:8")
    assert RULES.stats(state) == {
        "rounds": 1.0,
        "turns": 1.0,
        "rainbow": 1.0,
        "winner_colours": 7.0,
        "first_player_won": 1.0,
    }


def test_stats_find_the_first_rounds_ftt_holder_from_the_current_one():
    state = table(players=3, seat=2, tide="slack_water")
    state.round, state.turns_done = 3, 1  # round 3 began at seat 2, so round 1 began at seat 0
    state.current = 0
    for card in RAINBOW:
        put(state, 0, card)
    decisions.clear(state)  # the turn begun by the builder is replaced by this one
    flow.start_turn(RULES.catalog, state, 0)
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "wild-1", "arm:0:8")
    stats = RULES.stats(state)
    assert stats["first_player_won"] == 1.0 and stats["rounds"] == 3.0 and stats["turns"] == 8.0


def test_an_unfinished_game_has_no_stats():
    assert RULES.stats(table()) == {}
