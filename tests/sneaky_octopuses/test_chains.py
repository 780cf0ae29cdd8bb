"""Chains of throws: each team-mate who catches the fish throws it on at once, free, or keeps it; a team-mate
who has held the fish in this chain is never thrown to again; the fish ends where the last throw sends it
(home, on the square of an opponent it hit); a keeper who sees a catch catches the catcher and ends the
chain; Tako's throw is silent, a team-mate's throw on is not."""

from __future__ import annotations

from games.sneaky_octopuses.rules.scoring import points
from games.sneaky_octopuses.rules.state import ACT, RELAY, SHOWER, held, turn_data
from tabletop.rules.decisions import top_kind

from .builders import CAT, RULES, act, cell, give, in_tank, keeper, news, octo, put, quiet, targets

SPEEDY, TAKO, SQUISH, SQUIRT = (octo(0, k) for k in ("speedy", "tako", "squish", "squirt"))


def test_a_chain_of_four_throws_round_the_board_ends_in_the_home_tank_and_costs_one_action():
    state = quiet()
    for octopus, where in ((TAKO, (7, 9)), (SPEEDY, (9, 9)), (SQUISH, (9, 1)), (SQUIRT, (2, 1))):
        put(state, octopus, *where)
    fish = in_tank(state, "C")[0]
    give(state, TAKO, fish)
    state = act(state, "throw", fish, cell(9, 9))  # east along the bottom row to Speedy
    assert top_kind(state) == RELAY and held(state, SPEEDY) == [fish]
    state = act(state, "throw", fish, cell(9, 1))  # north up the right-hand column to Squish
    assert top_kind(state) == RELAY and held(state, SQUISH) == [fish]
    state = act(state, "throw", fish, cell(2, 1))  # west along the top row to Squirt, next to home
    assert held(state, SQUIRT) == [fish]
    assert cell(8, 1) in targets(state, "throw", fish) and cell(9, 1) not in targets(state, "throw", fish)
    state = act(state, "throw", fish, "home:0")
    assert state.fish[fish] == "scored:0" and points(CAT, state, 0) == 1
    assert top_kind(state) == ACT and turn_data(state).used == (TAKO,)
    for octopus in (SPEEDY, SQUISH, SQUIRT):  # the catchers still have their own actions
        assert any(a.piece == octopus for a in RULES.legal_actions(state))


def test_a_chain_of_three_throws_ends_on_an_opponent_who_goes_home_and_the_fish_stays_there():
    state = quiet()
    enemy = octo(1, "squirt")
    for octopus, where in ((TAKO, (3, 9)), (SPEEDY, (9, 9)), (SQUISH, (9, 5)), (enemy, (7, 5))):
        put(state, octopus, *where)
    fish = in_tank(state, "D")[0]
    give(state, TAKO, fish)
    state = act(state, "throw", fish, cell(9, 9))
    state = act(state, "throw", fish, cell(9, 5))
    state = act(state, "throw", fish, cell(7, 5))
    assert state.octopuses[enemy] is None and state.fish[fish] == "cell:7,5"
    assert state.hits == 1 and top_kind(state) == ACT and held(state, SQUISH) == []


def test_a_keeper_who_sees_the_catch_catches_the_catcher_and_the_chain_ends():
    state = quiet()
    put(state, SPEEDY, 3, 1)
    put(state, SQUISH, 7, 1)
    keeper(state, "keeper-1", 8, 1, "w")  # looking west along the row the fish flies
    keeper(state, "keeper-3", 9, 7, "n")  # out of the south shower, which is free then
    fish = in_tank(state, "A")[0]
    give(state, SPEEDY, fish)
    state = act(state, "throw", fish, cell(7, 1))
    assert state.octopuses[SQUISH] is None and state.fish[fish] == "cell:7,1"
    assert "Keeper 1 caught <seat 0>'s Squish, who went home." in news(state)
    assert top_kind(state) == SHOWER and RULES.to_act(state) == 0
    assert RELAY not in {p.kind for p in state.decisions}  # no throw on from home
    state = act(state, "shower", "keeper-1", "shower:south")
    assert top_kind(state) == ACT and targets(state, "escape", SQUISH)  # caught before acting: escapes again


def test_tako_s_throw_is_silent_but_a_team_mate_throwing_it_on_is_heard():
    state = quiet()
    keeper(state, "keeper-1", 5, 3, "s")  # the top row's square 5,1 is in its sight, behind it
    put(state, TAKO, 2, 1)
    put(state, SQUISH, 7, 1)
    fish = in_tank(state, "A")[0]
    give(state, TAKO, fish)
    state = act(state, "throw", fish, cell(7, 1))  # flies past 5,1
    assert state.keepers["keeper-1"].facing == "s" and news(state) == ()
    state = act(state, "throw", fish, cell(5, 1))
    assert state.keepers["keeper-1"].facing == "n"
    assert "Keeper 1 heard Squish and turned north." in news(state)
