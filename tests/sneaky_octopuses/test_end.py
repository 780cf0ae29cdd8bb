"""The end: the target reached wins at once; our round limit ends a game nobody won, the most points
winning (equal points share); a finished game refuses everything; the figures of a finished game."""

from __future__ import annotations

import pytest

from tabletop.rules.core import Action, IllegalAction

from .builders import CAT, RULES, act, news, octo, put, quiet


def at_the_limit(players: int = 2):
    state = quiet(players)
    state.turns = CAT.content.round_limit * players
    return state


def test_the_round_limit_ends_the_game_and_the_most_points_win():
    state = at_the_limit()
    state.fish[next(f for f in state.fish if "pink" in f)] = "scored:1"
    state = act(state, "end_turn")
    outcome = RULES.outcome(state)
    assert outcome.winners == (1,) and outcome.scores == (0, 1)
    assert "round limit" in " ".join(news(state)) and RULES.legal_actions(state) == []
    assert RULES.stats(state)["round_limit"] == 1.0 and RULES.stats(state)["rounds"] == 40


def test_equal_points_at_the_round_limit_share_the_win():
    state = act(at_the_limit(3), "end_turn")
    assert RULES.outcome(state).winners == (0, 1, 2)


def test_a_turn_before_the_limit_passes_to_the_next_player():
    state = quiet(3)
    put(state, octo(0, "tako"), 5, 1)
    state = act(state, "end_turn")
    assert RULES.to_act(state) == 1 and state.turns == 2 and RULES.outcome(state) is None


def test_a_finished_game_refuses_everything():
    state = act(at_the_limit(), "end_turn")
    with pytest.raises(IllegalAction, match="over"):
        RULES.apply(state, Action("end_turn", 0))


def test_the_game_ends_when_every_fish_is_home_and_the_most_points_win():
    state = quiet(4, target="20")
    put(state, octo(0, "tako"), 2, 1)
    for one in state.fish:  # the n-th fish of each colour goes to seat n % 4: nobody reaches 20
        state.fish[one] = f"scored:{(int(one.split('-')[2]) - 1) % 4}"
    last = "fish-orange-1"
    state.fish[last] = "octo:octo-0-tako"
    state = act(state, "throw", last, "home:0")
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == (0,) and outcome.scores == (15, 5, 5, 5)
    assert "Every fish is home: the game is over. Nobody reached the target." in news(state)
    assert RULES.stats(state)["all_fish_home"] == 1.0 and RULES.stats(state)["round_limit"] == 0.0


def test_the_results_say_why_the_game_ended_and_what_each_home_tank_scored():
    """Issue 33 item 12: the Details say more than the score (each colour's fish and how they add up),
    nothing for an empty tank, and the outcome says why the game ended."""
    state = at_the_limit(3)
    pinks = [f for f in state.fish if "pink" in f][:3]
    for fish in pinks:
        state.fish[fish] = "scored:1"
    state.fish[next(f for f in state.fish if "orange" in f)] = "scored:1"
    outcome = RULES.outcome(act(state, "end_turn"))
    assert outcome.scores == (0, 7, 0)
    assert outcome.details[1] == ("1 orange fish: 1 point", "3 pink fish: 1+2+3 = 6 points")
    assert outcome.details[0] == outcome.details[2] == ()
    assert outcome.ended.startswith("40 rounds were played (the limit); nobody reached the target")


def test_a_win_by_the_target_says_who_reached_it():
    state = quiet(2, target="6")
    put(state, octo(0, "tako"), 2, 1)
    *home, fish = [f for f in state.fish if "pink" in f][:3]
    for one in home:
        state.fish[one] = "scored:0"
    state.fish[fish] = "octo:octo-0-tako"
    outcome = RULES.outcome(act(state, "throw", fish, "home:0"))
    assert outcome.winners == (0,) and outcome.ended == "<seat 0> reached the target of 6 points."
