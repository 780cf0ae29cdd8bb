"""Keepers: activated once a turn (chance rolls the d6), walking by the printed table (odd right, even
left; turning until a step is free; never back onto the start square; staying if boxed in; leaving a
shower entrance only on 5 or 6), catching octopuses they step on; the showers cleared at the turn's end."""

from __future__ import annotations

import pytest

from games.sneaky_octopuses.rules.state import ACT, ROLL, SHOWER, Keeper
from tabletop.rules import undo
from tabletop.rules.core import Action, IllegalAction
from tabletop.rules.decisions import CHANCE, top_kind

from .builders import CAT, RULES, act, cell, keeper, news, octo, put, quiet, roll


def walked(start, facing, number, **others):
    """Returns keeper-1's square and facing after rolling `number` from `start`."""
    state = quiet()
    keeper(state, "keeper-1", *start, facing)
    for name, (x, y) in others.items():
        keeper(state, name.replace("_", "-"), x, y, "n")
    state = roll(state, "keeper-1", number)
    guard = state.keepers["keeper-1"]
    if guard.cell is None:  # back out of its shower already: the turn ended
        return guard
    return guard.cell, guard.facing


def test_activating_a_keeper_is_a_chance_move_that_seals_undo():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "e")
    rolled = act(state, "activate", target="keeper:1")
    assert RULES.to_act(rolled) == CHANCE and top_kind(rolled) == ROLL
    assert {a.choice for a in RULES.legal_actions(rolled)} == {"1", "2", "3", "4", "5", "6"}
    after = RULES.apply(rolled, RULES.actor_action(rolled))
    assert undo.seal(RULES, rolled, after, RULES.actor_action(rolled)) == undo.CHANCE
    assert RULES.to_act(after) == 1 and top_kind(after) == ACT


def test_the_turn_ends_only_by_activating_a_keeper_while_one_is_on_the_board():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "e")
    with pytest.raises(IllegalAction, match="Activate a keeper to end your turn"):
        act(state, "end_turn")
    assert [a.kind for a in RULES.legal_actions(quiet()) if a.kind == "end_turn"] == ["end_turn"]


@pytest.mark.parametrize(
    ("number", "where"),
    [(1, ((1, 6), "s")), (2, ((1, 6), "s")), (3, ((0, 5), "w")), (4, ((2, 5), "e"))],
)
def test_the_d6_table_forward_steps_and_turns(number, where):
    assert walked((1, 4), "s", number) == where


def test_a_blocked_keeper_turns_to_its_side_until_it_can_step_odd_right_even_left():
    assert walked((7, 1), "n", 1) == ((9, 1), "e")
    assert walked((7, 1), "n", 2) == ((5, 1), "w")


def test_a_keeper_never_steps_back_onto_the_square_it_started_on():
    assert walked((1, 3), "s", 3) == ((1, 5), "s")


def test_a_boxed_in_keeper_stays_where_it_is():
    assert walked((1, 1), "n", 1, keeper_2=(2, 1), keeper_3=(1, 2)) == ((1, 1), "n")


@pytest.mark.parametrize("number", [1, 2, 3, 4])
def test_a_keeper_at_a_shower_entrance_stays_on_one_to_four(number):
    assert walked((5, 0), "s", number) == ((5, 0), "s")


@pytest.mark.parametrize("number", [5, 6])
def test_a_keeper_leaves_the_shower_entrance_on_five_or_six(number):
    assert walked((5, 0), "s", number) == ((5, 2), "s")


def test_a_keeper_stepping_onto_an_octopus_catches_it_and_its_owner_chooses_the_shower():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "e")
    put(state, octo(1, "tako"), 6, 1)
    state = roll(state, "keeper-1", 1)
    assert state.octopuses[octo(1, "tako")] is None and state.catches == 1
    assert top_kind(state) == SHOWER and RULES.to_act(state) == 1
    state = act(state, "shower", "keeper-1", "shower:north")
    assert state.keepers["keeper-1"] == Keeper(CAT.entrances["north"], "s")  # the showers were cleared
    assert RULES.to_act(state) == 1 and top_kind(state) == ACT


def test_clearing_the_showers_brings_keepers_out_and_sweeps_an_octopus_off_the_entrance():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "e")
    put(state, octo(1, "squish"), 10, 5)  # on the east shower's entrance
    state = roll(state, "keeper-1", 1)
    assert state.keepers["keeper-2"] == Keeper((10, 5), "w")
    assert state.octopuses[octo(1, "squish")] is None
    assert all(k.cell is not None for k in state.keepers.values())


def test_a_keeper_waits_in_its_shower_while_another_keeper_stands_at_the_entrance():
    state = quiet()
    keeper(state, "keeper-1", 10, 5, "w")  # at the east entrance, where keeper-2 waits inside
    state = roll(state, "keeper-1", 1)
    assert state.keepers["keeper-2"] == Keeper(None, "w", "east")
    assert state.keepers["keeper-3"].cell == CAT.entrances["south"]


def test_a_keeper_in_a_shower_cannot_be_activated():
    state = quiet()
    with pytest.raises(IllegalAction, match="in a shower"):
        RULES.apply(state, Action("activate", 0, target="keeper:1"))
    assert [a.kind for a in RULES.legal_actions(state) if a.kind in ("activate", "end_turn")] == ["end_turn"]


def test_a_keeper_walking_onto_an_opponent_sends_it_home_and_the_owner_picks_the_shower_it_leaves_from():
    state = quiet()
    enemy = octo(1, "squish")
    keeper(state, "keeper-1", 5, 1, "e")
    keeper(state, "keeper-3", 9, 7, "n")  # out of the south shower: north and south are free
    put(state, enemy, 6, 1)
    fish = next(f for f in sorted(state.fish) if state.fish[f].startswith("tank:"))
    state.fish[fish] = f"octo:{enemy}"
    state = roll(state, "keeper-1", 1)  # seat 0's keeper: forward onto 6,1, where it stops
    assert state.octopuses[enemy] is None and state.fish[fish] == "cell:6,1"
    assert "Keeper 1 caught <seat 1>'s Squish, who went home." in news(state)
    assert top_kind(state) == SHOWER and RULES.to_act(state) == 1  # the octopus's owner chooses
    assert {a.target for a in RULES.legal_actions(state)} == {"shower:north", "shower:south"}
    state = act(state, "shower", "keeper-1", "shower:south")
    assert state.keepers["keeper-1"] == Keeper(CAT.entrances["south"], "n")  # out onto its entrance
    assert RULES.to_act(state) == 1 and top_kind(state) == ACT and state.turns == 2


def test_the_turn_runs_octopus_actions_then_the_keeper_then_the_showers():
    state = quiet()
    keeper(state, "keeper-1", 1, 4, "s")
    keeper(state, "keeper-2", 9, 1, "s")
    put(state, octo(0, "squirt"), 5, 1)
    state = act(state, "ink", octo(0, "squirt"), cell(9, 1))  # keeper 2 to a shower, mid-turn
    state = act(state, "shower", "keeper-2", "shower:east")
    assert state.keepers["keeper-2"] == Keeper(None, "s", "east")  # waits inside while the turn lasts
    state = act(state, "activate", target="keeper:1")
    with pytest.raises(IllegalAction, match="not your turn"):
        act(state, "escape", octo(0, "speedy"), cell(2, 1), seat=0)  # the octopus actions are over
    state = RULES.apply(state, Action("roll", -1, choice="1"))
    assert state.keepers["keeper-1"].cell == (1, 6)
    assert state.keepers["keeper-2"] == Keeper(CAT.entrances["east"], "w")  # the showers were cleared
    assert RULES.to_act(state) == 1


def test_a_keeper_never_walks_back_onto_the_square_it_stood_on_when_the_turn_began():
    """Squish's move from 1,6 by 1,5 to 2,5 draws Keeper 1 (1,3, facing south) one step to 1,4 and Keeper 2
    (west entrance, facing east) onto 1,5. Rolled a 2, Keeper 1 finds 1,5 taken and turns left: east is a
    tank, north is 1,3, where it stood when the turn began, west a wall: it stays."""
    state = quiet()
    keeper(state, "keeper-1", 1, 3, "s")
    keeper(state, "keeper-2", 0, 5, "e")
    put(state, octo(0, "squish"), 1, 6)
    state = act(state, "move", octo(0, "squish"), cell(2, 5), "none")
    assert state.keepers["keeper-1"].cell == (1, 4) and state.keepers["keeper-2"].cell == (1, 5)
    state = roll(state, "keeper-1", 2)
    assert state.keepers["keeper-1"] == Keeper((1, 4), "s")
