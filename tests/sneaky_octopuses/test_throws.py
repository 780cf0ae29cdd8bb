"""Throws: orthogonal and any distance, to a team-mate (who keeps it or throws on at once, free), to an
empty square, at an opponent or a keeper, into one's own tank from next to it; the n-th fish of a colour
scores n; reaching the target wins at once. Squirt's ink."""

from __future__ import annotations

import pytest

from games.sneaky_octopuses.rules.scoring import points
from games.sneaky_octopuses.rules.state import RELAY, SHOWER, held
from tabletop.rules.core import IllegalAction
from tabletop.rules.decisions import top_kind

from .builders import RULES, act, cell, give, in_tank, keeper, move, news, octo, put, quiet, targets

TAKO, SQUISH, SQUIRT = octo(0, "tako"), octo(0, "squish"), octo(0, "squirt")
ENEMY = octo(1, "speedy")


def holding(state, octopus=TAKO, colour=""):
    """Gives the octopus a fish (of a colour, if given) from a tank; returns it."""
    fish = next(f for f in sorted(state.fish) if state.fish[f].startswith("tank:") and colour in f)
    give(state, octopus, fish)
    return fish


def test_a_fish_flies_straight_any_distance_until_something_is_in_the_way():
    state = quiet()
    put(state, TAKO, 5, 1)
    fish = holding(state)
    reach = targets(state, "throw", fish)
    assert {cell(9, 1), cell(1, 1), cell(5, 3), cell(5, 0)} <= reach
    assert cell(5, 5) not in reach  # behind the middle tank
    with pytest.raises(IllegalAction, match="straight line"):
        act(state, "throw", fish, cell(6, 3))
    state = act(state, "throw", fish, cell(9, 1))
    assert state.fish[fish] == "cell:9,1" and held(state, TAKO) == []


def test_a_team_mate_keeps_the_fish_or_throws_it_on_at_once_without_its_action():
    state = quiet()
    put(state, TAKO, 5, 1)
    put(state, SQUISH, 8, 1)
    fish = holding(state)
    state = act(state, "throw", fish, cell(8, 1))
    assert top_kind(state) == RELAY and held(state, SQUISH) == [fish]
    assert targets(state, "throw", fish) == {cell(7, 1), cell(6, 1), cell(9, 1)}  # never back to Tako
    kept = act(state, "keep")
    assert held(kept, SQUISH) == [fish] and cell(9, 1) in targets(kept, "move", SQUISH)
    on = act(state, "throw", fish, cell(9, 1))
    assert on.fish[fish] == "cell:9,1" and top_kind(on) != RELAY
    assert cell(7, 1) in targets(on, "move", SQUISH)  # Squish's own action is still to come


def test_a_fish_thrown_at_an_opponent_sends_it_home_and_stays_there():
    state = quiet()
    put(state, TAKO, 5, 1)
    put(state, ENEMY, 5, 3)
    fish = holding(state)
    state = act(state, "throw", fish, cell(5, 3))
    assert state.octopuses[ENEMY] is None and state.fish[fish] == "cell:5,3"


def test_a_fish_thrown_at_a_keeper_sends_it_to_the_shower_the_thrower_chooses():
    state = quiet()
    put(state, TAKO, 5, 1)
    keeper(state, "keeper-2", 8, 1, "s")
    keeper(state, "keeper-4", 1, 7, "n")  # out of the west shower: east and west are free
    fish = holding(state)
    state = act(state, "throw", fish, cell(8, 1))
    assert state.fish[fish] == "cell:8,1" and top_kind(state) == SHOWER and RULES.to_act(state) == 0
    assert targets(state, "shower", "keeper-2") == {"shower:east", "shower:west"}
    state = act(state, "shower", "keeper-2", "shower:west")
    assert state.keepers["keeper-2"] == state.keepers["keeper-2"]._replace(cell=None, shower="west")


def test_into_ones_own_tank_only_from_a_square_touching_it_the_nth_fish_of_a_colour_scores_n():
    state = quiet()
    put(state, TAKO, 3, 1)
    first = holding(state, colour="orange")
    assert "home:0" not in targets(state, "throw", first)
    with pytest.raises(IllegalAction, match="touching it"):
        act(state, "throw", first, "home:0")
    put(state, TAKO, 2, 1)
    for fish in [f for f in sorted(state.fish) if "orange" in f][1:3]:
        state.fish[fish] = "scored:0"
    state = act(state, "throw", first, "home:0")
    assert state.fish[first] == "scored:0"
    assert RULES.outcome(state) is None and sum(1 for p in state.fish.values() if p == "scored:0") == 3
    assert points(RULES.catalog, state, 0) == 1 + 2 + 3


def test_reaching_the_target_wins_at_once():
    state = quiet()
    put(state, TAKO, 2, 1)
    oranges = [f for f in sorted(state.fish) if "orange" in f]
    for fish in oranges[:3]:
        state.fish[fish] = "scored:0"
    give(state, TAKO, oranges[3])
    state = act(state, "throw", oranges[3], "home:0")
    outcome = RULES.outcome(state)
    assert outcome.winners == (0,) and outcome.scores[0] == 10 and RULES.legal_actions(state) == []


def test_squirt_shoots_ink_sending_an_octopus_home_and_a_keeper_to_a_shower():
    state = quiet()
    put(state, SQUIRT, 5, 1)
    put(state, ENEMY, 8, 1)
    keeper(state, "keeper-1", 5, 3, "e")
    assert targets(state, "ink", SQUIRT) >= {cell(8, 1), cell(5, 3), cell(1, 1)}
    hit = act(state, "ink", SQUIRT, cell(8, 1))
    assert hit.octopuses[ENEMY] is None and targets(hit, "ink", SQUIRT) == set()  # her action is spent
    wet = act(state, "ink", SQUIRT, cell(5, 3))
    assert wet.keepers["keeper-1"].cell is None and top_kind(wet) == SHOWER and RULES.to_act(wet) == 0


def test_no_ink_from_a_corner_and_none_hurts_an_octopus_in_a_corner():
    state = quiet()
    put(state, SQUIRT, 1, 1)
    assert targets(state, "ink", SQUIRT) == set()
    put(state, SQUIRT, 5, 1)
    put(state, ENEMY, 9, 1)
    state = act(state, "ink", SQUIRT, cell(9, 1))
    assert state.octopuses[ENEMY] == (9, 1)
    assert "safe from ink in the corner" in " ".join(news(state))


def test_a_thrown_fish_is_not_a_move_the_thrower_keeps_no_second_action():
    state = quiet()
    put(state, TAKO, 5, 1)
    fish = holding(state)
    state = act(state, "throw", fish, cell(7, 1))
    with pytest.raises(IllegalAction, match="already acted"):
        move(state, TAKO, 5, 2)
    assert in_tank(state, "M")


def test_the_agreed_target_is_the_one_that_wins():
    for target, over in (("6", True), ("10", False)):
        state = quiet(target=target)
        put(state, TAKO, 2, 1)
        oranges = [f for f in sorted(state.fish) if "orange" in f]
        for fish in oranges[:2]:
            state.fish[fish] = "scored:0"
        give(state, TAKO, oranges[2])
        state = act(state, "throw", oranges[2], "home:0")  # 1 + 2 + 3 = 6 points
        outcome = RULES.outcome(state)
        assert points(RULES.catalog, state, 0) == 6
        assert (outcome.winners == (0,)) if over else (outcome is None and top_kind(state) == "act")
