"""Noise: an action in a keeper's line of sight, or a fish or jet of ink passing a square in it, is seen
(facing it: one step towards it) or heard (turn to face it); sight is orthogonal and blocked by tanks,
other keepers and octopuses not involved; Tako makes no noise; each reaction is said in words."""

from __future__ import annotations

from games.sneaky_octopuses.rules.reach import move_options
from games.sneaky_octopuses.rules.state import SHOWER
from tabletop.rules.decisions import top_kind

from .builders import CAT, NONE, RULES, act, cell, give, in_tank, keeper, move, news, octo, put, quiet

SPEEDY, TAKO, SQUISH, SQUIRT = (octo(0, k) for k in ("speedy", "tako", "squish", "squirt"))


def watched(facing: str):
    """Returns a quiet game with Keeper 1 on square 5,3 facing `facing` and Speedy on 2,1."""
    state = quiet()
    keeper(state, "keeper-1", 5, 3, facing)
    put(state, SPEEDY, 2, 1)
    return state


def test_a_keeper_facing_the_action_sees_it_and_steps_towards_it():
    state = move(watched("n"), SPEEDY, 5, 1)
    assert state.keepers["keeper-1"].cell == (5, 2)
    assert "Keeper 1 saw Speedy and stepped north." in news(state)


def test_a_keeper_facing_elsewhere_hears_it_and_turns_to_face_it_without_a_step():
    state = move(watched("s"), SPEEDY, 5, 1)
    assert state.keepers["keeper-1"] == ((5, 3), "n", "")
    assert "Keeper 1 heard Speedy and turned north." in news(state)


def test_tako_makes_no_noise():
    state = watched("n")
    put(state, TAKO, 3, 1)
    state = move(state, TAKO, 5, 1)
    assert state.keepers["keeper-1"] == ((5, 3), "n", "") and news(state) == ()


def test_sight_is_blocked_by_tanks_other_keepers_and_uninvolved_octopuses():
    state = quiet()
    keeper(state, "keeper-1", 3, 3, "n")  # a fish tank stands between it and row 1
    put(state, SPEEDY, 2, 1)
    assert move(state, SPEEDY, 3, 1).keepers["keeper-1"] == ((3, 3), "n", "")
    state = watched("n")
    put(state, octo(1, "tako"), 5, 2)
    assert move(state, SPEEDY, 5, 1).keepers["keeper-1"] == ((5, 3), "n", "")
    state = watched("n")
    keeper(state, "keeper-2", 5, 2, "e")
    after = move(state, SPEEDY, 5, 1)
    assert after.keepers["keeper-1"] == ((5, 3), "n", "") and after.keepers["keeper-2"].facing == "n"


def test_a_fish_flying_past_a_square_in_sight_is_heard():
    state = quiet()
    keeper(state, "keeper-1", 5, 3, "s")
    put(state, SQUISH, 2, 1)
    fish = in_tank(state, "A")[0]
    give(state, SQUISH, fish)
    state = act(state, "throw", fish, cell(8, 1))
    assert state.keepers["keeper-1"].facing == "n" and "Keeper 1 heard Squish and turned north." in news(
        state
    )


def test_a_jet_of_ink_passing_a_square_in_sight_is_seen():
    state = quiet()
    keeper(state, "keeper-1", 3, 7, "n")
    put(state, SQUIRT, 1, 5)
    state = act(state, "ink", SQUIRT, cell(3, 5))
    assert state.keepers["keeper-1"].cell == (3, 6)


def test_a_keeper_seeing_an_action_next_to_it_steps_onto_the_octopus_and_catches_it():
    state = watched("n")
    put(state, SPEEDY, 3, 1)
    state = move(state, SPEEDY, 5, 2)
    assert state.octopuses[SPEEDY] is None and state.catches == 1
    assert top_kind(state) == SHOWER and RULES.to_act(state) == 0
    assert "Keeper 1 caught <seat 0>'s Speedy, who went home." in news(state)


def test_escaping_and_stealing_make_noise_too():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")
    state = act(state, "escape", SPEEDY, cell(2, 1))
    assert "Keeper 1 heard Speedy and turned west." in news(state)
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")
    put(state, SQUISH, 5, 3)
    state = act(state, "steal", in_tank(state, "M")[0], cell(5, 3))
    assert state.keepers["keeper-1"].cell == (5, 2) and "Keeper 1 saw Squish and stepped south." in news(
        state
    )


def test_a_keeper_steps_to_noise_ahead_before_turning_to_nearer_noise_else_turns_to_the_nearest():
    """Squish squeezes from 3,4 under the middle tank to 6,4 and up to 6,3: a keeper on 3,3 has the start
    next to it (south) and the end three squares east."""
    for facing, after in (("e", ((4, 3), "e", "")), ("n", ((3, 3), "s", ""))):
        state = quiet()
        keeper(state, "keeper-1", 3, 3, facing)
        put(state, SQUISH, 3, 4)
        state = move(state, SQUISH, 6, 3)
        assert state.keepers["keeper-1"] == after


def test_an_octopus_takes_the_quietest_way_then_the_shortest():
    """One step east from 6,4 to 7,4: the way round by 6,3 and 7,3 would cross the row a keeper on 3,3
    watches, so the octopus takes the straight step and the keeper hears nothing."""
    state = quiet()
    keeper(state, "keeper-1", 3, 3, "e")
    put(state, SQUISH, 6, 4)
    after = move(state, SQUISH, 7, 4)
    assert after.keepers["keeper-1"] == ((3, 3), "e", "") and news(after) == ()
    put(state, TAKO, 6, 4)
    state.octopuses[SQUISH] = None
    assert move_options(CAT, state, TAKO)[((7, 4), NONE)] == ((6, 4), (7, 4))  # silent Tako: the shortest


def test_a_throw_into_the_home_tank_is_heard_from_the_thrower_s_square():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")  # row 1 runs west to the thrower on 2,1, next to home
    put(state, SQUISH, 2, 1)
    fish = in_tank(state, "A")[0]
    give(state, SQUISH, fish)
    state = act(state, "throw", fish, "home:0")
    assert state.fish[fish] == "scored:0" and "Keeper 1 heard Squish and turned west." in news(state)
