"""The octopus actions: once per octopus a turn; escape; steal; move up to 3 squares past team-mates,
past an opponent only from and to its side, one fish carried, fish picked up on the way, onto a keeper."""

from __future__ import annotations

import pytest

from games.sneaky_octopuses.rules.state import SHOWER, held, turn_data
from tabletop.rules.core import IllegalAction
from tabletop.rules.decisions import top_kind

from .builders import NONE, RULES, act, cell, drop, give, in_tank, keeper, move, octo, put, quiet, targets

TAKO, SPEEDY, SQUISH = octo(0, "tako"), octo(0, "speedy"), octo(0, "squish")


def test_an_octopus_escapes_only_to_a_square_touching_its_tank():
    state = quiet()
    assert targets(state, "escape", SPEEDY) == {cell(1, 1), cell(2, 1), cell(1, 2)}
    state = act(state, "escape", SPEEDY, cell(2, 1))
    assert state.octopuses[SPEEDY] == (2, 1)
    with pytest.raises(IllegalAction, match="touching"):
        act(state, "escape", TAKO, cell(3, 1))


def test_each_octopus_acts_once_a_turn():
    state = quiet()
    put(state, TAKO, 5, 3)
    fish = in_tank(state, "M")[0]
    state = act(state, "steal", fish, cell(5, 3))
    with pytest.raises(IllegalAction, match="Tako has already acted this turn"):
        move(state, TAKO, 5, 1)
    assert targets(state, "move", TAKO) == set()


def test_steal_any_fish_of_a_tank_next_to_the_octopus_and_hold_as_many_as_you_like():
    state = quiet()
    put(state, TAKO, 5, 3)
    put(state, SQUISH, 3, 3)
    stealable = {a.piece for a in RULES.legal_actions(state) if a.kind == "steal" and a.target == cell(5, 3)}
    assert stealable == set(in_tank(state, "M"))
    first, second = in_tank(state, "A")[:2]
    give(state, TAKO, first, second)
    state = act(state, "steal", in_tank(state, "M")[0], cell(5, 3))
    assert len(held(state, TAKO)) == 3
    with pytest.raises(IllegalAction, match="not next to that fish tank"):
        act(state, "steal", in_tank(state, "B")[0], cell(3, 3))


def test_move_up_to_three_squares_orthogonally_never_through_tanks():
    state = quiet()
    put(state, TAKO, 5, 1)
    reach = targets(state, "move", TAKO)
    assert cell(8, 1) in reach and cell(2, 1) in reach and cell(5, 3) in reach
    assert cell(9, 1) not in reach and cell(6, 2) not in reach  # four steps; a tank square
    with pytest.raises(IllegalAction, match="at most 3 squares"):
        move(state, TAKO, 9, 1)
    put(state, TAKO, 3, 3)
    with pytest.raises(IllegalAction, match="No free way"):
        move(state, TAKO, 3, 1)


def test_team_mates_are_passed_freely_but_not_landed_on():
    state = quiet()
    put(state, TAKO, 2, 1)
    put(state, SQUISH, 3, 1)
    assert cell(5, 1) in targets(state, "move", TAKO)
    with pytest.raises(IllegalAction, match="Another octopus stands there"):
        move(state, TAKO, 3, 1)


def test_an_opponent_is_passed_only_starting_and_ending_next_to_it():
    state = quiet()
    put(state, TAKO, 2, 1)
    put(state, octo(1, "speedy"), 3, 1)
    state2 = move(state, TAKO, 4, 1)
    assert state2.octopuses[TAKO] == (4, 1)
    with pytest.raises(IllegalAction, match="opponent stands between; you must start and end next to it"):
        move(state, TAKO, 5, 1)


def test_only_one_fish_is_carried_the_others_stay_on_the_start_square():
    state = quiet()
    put(state, TAKO, 5, 1)
    first, second = in_tank(state, "A")[:2]
    give(state, TAKO, first, second)
    options = {a.choice for a in RULES.legal_actions(state) if a.piece == TAKO and a.target == cell(7, 1)}
    assert options == {first, second}
    state = move(state, TAKO, 7, 1, second)
    assert held(state, TAKO) == [second] and state.fish[first] == "cell:5,1"


def test_a_fish_on_the_way_may_be_picked_up_without_stopping():
    state = quiet()
    put(state, TAKO, 2, 1)
    fish = in_tank(state, "A")[0]
    drop(state, fish, 3, 1)
    taken = move(state, TAKO, 5, 1, fish)
    assert held(taken, TAKO) == [fish] and taken.octopuses[TAKO] == (5, 1)
    left = move(state, TAKO, 5, 1)
    assert held(left, TAKO) == [] and left.fish[fish] == "cell:3,1"


def test_stepping_onto_a_keeper_sends_the_octopus_home_and_its_owner_chooses_the_shower():
    state = quiet()
    put(state, TAKO, 2, 1)
    fish = in_tank(state, "A")[0]
    give(state, TAKO, fish)
    keeper(state, "keeper-1", 4, 1, "s")
    keeper(state, "keeper-3", 9, 7, "s")  # out of its shower, which is free to choose then
    state = move(state, TAKO, 4, 1, fish)
    assert state.octopuses[TAKO] is None and state.fish[fish] == "cell:4,1"
    assert top_kind(state) == SHOWER and RULES.to_act(state) == 0
    assert state.keepers["keeper-1"].cell is None
    assert targets(state, "shower", "keeper-1") == {"shower:north", "shower:south"}
    state = act(state, "shower", "keeper-1", "shower:south")
    assert state.keepers["keeper-1"].shower == "south"


def test_speedy_without_a_fish_slides_as_far_as_there_is_space_in_one_action():
    state = quiet()
    put(state, SPEEDY, 1, 2)
    put(state, octo(1, "tako"), 1, 8)
    assert cell(1, 7) in targets(state, "move", SPEEDY)
    state2 = move(state, SPEEDY, 1, 7)
    assert state2.octopuses[SPEEDY] == (1, 7)
    give(state, SPEEDY, in_tank(state, "A")[0])
    assert cell(1, 7) not in targets(state, "move", SPEEDY)


def test_only_squish_squeezes_under_the_middle_tank_as_one_square():
    state = quiet()
    put(state, SQUISH, 4, 4)
    put(state, TAKO, 4, 6)
    assert cell(6, 4) in targets(state, "move", SQUISH)
    assert cell(7, 3) in targets(state, "move", SQUISH)  # under (one square), then two: four the long way
    assert cell(6, 6) not in targets(state, "move", TAKO)
    state = move(state, SQUISH, 6, 4)
    assert state.octopuses[SQUISH] == (6, 4)


def test_speedy_picks_up_a_fish_mid_slide_without_stopping():
    state = quiet()
    put(state, SPEEDY, 1, 2)
    put(state, octo(1, "tako"), 1, 8)  # the slide stops before it, on 1,7: five squares, beyond a walk
    near, beyond = in_tank(state, "A")[:2]
    drop(state, near, 1, 6)  # four squares on, beyond a walk of three
    drop(state, beyond, 1, 9)
    choices = {a.choice for a in RULES.legal_actions(state) if a.piece == SPEEDY and a.target == cell(1, 7)}
    assert choices == {NONE, near}  # the fish behind the opponent is not on the way
    state = move(state, SPEEDY, 1, 7, near)
    assert state.octopuses[SPEEDY] == (1, 7) and held(state, SPEEDY) == [near]
    assert state.fish[beyond] == "cell:1,9" and SPEEDY in turn_data(state).used  # one action


def test_escaping_onto_a_keeper_is_stepping_onto_it_the_octopus_is_caught():
    state = quiet()
    keeper(state, "keeper-1", 2, 1, "e")
    keeper(state, "keeper-3", 9, 7, "n")
    assert cell(2, 1) in targets(state, "escape", SPEEDY)
    state = act(state, "escape", SPEEDY, cell(2, 1))
    assert state.octopuses[SPEEDY] is None and state.catches == 1
    assert top_kind(state) == SHOWER and RULES.to_act(state) == 0
    assert targets(state, "shower", "keeper-1") == {"shower:north", "shower:south"}


def test_a_move_onto_a_keeper_past_an_opponent_must_also_start_and_end_next_to_it():
    state = quiet()
    put(state, TAKO, 2, 1)
    put(state, octo(1, "speedy"), 3, 1)
    keeper(state, "keeper-1", 5, 1, "s")  # beyond the opponent: the move would not end next to it
    assert cell(5, 1) not in targets(state, "move", TAKO)
    with pytest.raises(IllegalAction, match="opponent stands between"):
        move(state, TAKO, 5, 1)
    keeper(state, "keeper-1", 4, 1, "s")  # next to the opponent: stepping onto it is allowed (and caught)
    assert cell(4, 1) in targets(state, "move", TAKO)
