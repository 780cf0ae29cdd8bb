"""Setup: deal 3, a secret first choice placed all at once, wilds, tiles, the FTT, the first tide."""

from __future__ import annotations

import pytest

from games.rainbow_octopus.rules.state import SETUP, TURN, phase_of
from tabletop.rules.core import Action, IllegalAction

from .loaded import RULES
from .test_builders import act, inventory, legal, started


def choose_first_card(state):
    """Applies the first legal setup choice of the seat to act."""
    return RULES.apply(state, legal(state)[0])


def test_each_player_is_dealt_three_and_the_rest_is_the_deck():
    state = RULES.setup(4, {}, 7)
    assert [len(h) for h in state.hands] == [3, 3, 3, 3]
    assert len(state.deck) == 119 - 12
    assert phase_of(state) == SETUP


def test_players_choose_in_turn_from_the_ftt_holder_one_card_onto_its_own_arm():
    state = RULES.setup(4, {"first": "3"}, 7)
    assert [RULES.to_act(state)] == [2]
    choices = legal(state)
    assert {a.kind for a in choices} == {"choose"}
    assert {(a.piece, a.target) for a in choices} == {
        (c, f"arm:2:{RULES.catalog.arm_of[c]}") for c in state.hands[2]
    }
    order = []
    while phase_of(state) == SETUP:
        order.append(RULES.to_act(state))
        state = choose_first_card(state)
    assert order == [2, 3, 0, 1]


def test_a_setup_choice_on_the_wrong_arm_is_refused():
    state = RULES.setup(2, {"first": "1"}, 3)
    card = state.hands[0][0]
    wrong = RULES.catalog.arm_of[card] % 8 + 1
    with pytest.raises(IllegalAction, match=f"goes on arm {RULES.catalog.arm_of[card]}, not arm {wrong}"):
        act(state, "choose", 0, card, f"arm:0:{wrong}")


def test_choices_stay_hidden_and_are_placed_only_when_everyone_has_chosen():
    state = RULES.setup(3, {"first": "1"}, 11)
    state = choose_first_card(state)
    chosen = state.picks[0][0]
    assert all(arm is None for arms in state.arms for arm in arms)
    assert RULES.view(state, 1).picks[0] == [None]
    assert RULES.view(state, None).picks[0] == [None]
    assert RULES.view(state, 0).picks[0] == [chosen]
    assert chosen in RULES.hidden_ids(state, 1) and chosen not in RULES.hidden_ids(state, 0)
    state = choose_first_card(choose_first_card(state))
    assert phase_of(state) == TURN
    assert state.arms[0][RULES.catalog.arm_of[chosen] - 1] == chosen
    assert all(sum(arm is not None for arm in arms) == 1 for arms in state.arms)
    assert state.picks == [[], [], []]


def test_after_the_choices_each_player_gets_one_wild_and_the_rest_stay_out_of_play():
    state = started(3)
    assert [h.count(f"wild-{s + 1}") for s, h in enumerate(state.hands)] == [1, 1, 1]
    assert [len(h) for h in state.hands] == [3, 3, 3]
    assert sorted(state.out_of_play) == [f"wild-{n}" for n in range(4, 8)]
    assert "wild-8" not in inventory(state)


def test_eight_players_get_an_eighth_wild():
    state = started(8)
    assert [h[-1] for h in state.hands] == [f"wild-{n}" for n in range(1, 9)]
    assert state.out_of_play == []


def test_the_first_tide_is_revealed_and_the_ftt_holder_starts():
    state = started(4, {"first": "2"})
    assert state.tide in RULES.catalog.tides
    assert len(state.tide_deck) == 17 and state.tide_used == []
    assert state.round == 1 and state.ftt == 1
    assert RULES.to_act(state) == 1


def test_without_powers_nobody_has_an_octopus_tile():
    state = started(8)
    assert state.tiles == [None] * 8
    assert not any(t in inventory(state) for t in RULES.catalog.octopuses)


def test_with_powers_each_player_gets_a_different_random_octopus():
    state = started(5, {"powers": "on"}, seed=4)
    assert len(set(state.tiles)) == 5 and set(state.tiles) <= set(RULES.catalog.octopuses)
    assert sorted(state.tiles + [t for t in state.out_of_play if t in RULES.catalog.octopuses]) == sorted(
        RULES.catalog.octopuses
    )
    other = started(5, {"powers": "on"}, seed=5)
    assert other.tiles != state.tiles


def test_ollies_player_takes_the_ftt_whatever_the_setup_screen_chose():
    for first in ("1", "4", "random"):
        state = RULES.setup(7, {"powers": "on", "first": first}, 21)
        ollie = state.tiles.index("ollie")
        assert state.ftt == ollie and RULES.to_act(state) == ollie


def test_blu_gets_no_wild_at_setup():
    state = started(7, {"powers": "on"}, seed=2)
    blu = state.tiles.index("blu")
    assert state.wilds[blu] is None
    assert not any(RULES.catalog.is_wild(c) for c in state.hands[blu])
    assert sum(RULES.catalog.is_wild(c) for h in state.hands for c in h) == 6
    assert [c for c in state.out_of_play if RULES.catalog.is_wild(c)] == ["wild-7"]


def test_powers_allow_at_most_seven_players_and_need_the_tides():
    assert RULES.max_players_for({"powers": "on"}) == 7
    assert RULES.max_players_for({"powers": "off"}) == 8
    with pytest.raises(ValueError, match="2 to 7 players"):
        RULES.setup(8, {"powers": "on"}, 1)
    with pytest.raises(ValueError, match="without Octo-powers"):
        RULES.setup(4, {"powers": "on", "tides": "off"}, 1)


def test_only_the_seat_to_choose_may_act_during_setup():
    state = RULES.setup(3, {"first": "1"}, 1)
    card = state.hands[1][0]
    with pytest.raises(IllegalAction, match="not your turn"):
        RULES.apply(state, Action("choose", 1, card, f"arm:1:{RULES.catalog.arm_of[card]}"))
