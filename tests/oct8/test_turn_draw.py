"""The turn draw: onto a shared head of another colour, never past 8 arms, otherwise into the hand."""

from __future__ import annotations

import copy

import pytest

from games.oct8.rules.state import ACT, PLACE, step_of
from tabletop.rules.core import Action, IllegalAction
from tabletop.rules.gamelog import told
from tests.oct8.builders import RULES

from .builders import EVERYTHING, act, begin_turn, free_head, inventory, legal, octopus, shared, stack, table


def three_heads(state, *arms_per_head):
    """Makes the shared heads red, green and blue, with the given arm cards on each."""
    heads = [free_head(state, c) for c in ("red", "green", "blue")]
    shared(state, *(octopus(state, h, *arms) for h, arms in zip(heads, arms_per_head, strict=True)))
    return heads


def test_a_card_fitting_one_head_goes_on_it_at_once():
    state = table()
    red, green, blue = three_heads(state, ["arm-blue-2-a"], ["arm-red-5-a", "arm-blue-2-b"], [])
    stack(state, "arm-blue-5-a")
    begin_turn(state)
    # Blue may not go on the blue head, and green's 7 arms have no room for 5: only red fits.
    assert state.shared[0] == [red, "arm-blue-2-a", "arm-blue-5-a"]
    assert state.last_draw == ("arm-blue-5-a", red) and step_of(state) == ACT


def test_the_turn_draw_never_goes_on_a_head_of_its_own_colour():
    state = table()
    three_heads(state, [], ["arm-red-7-a"], ["arm-red-5-a"])
    stack(state, "arm-red-2-a")
    begin_turn(state)
    # The empty red head has room but is red; green has 7 arms; so only blue (5 + 2 = 7) takes it.
    assert state.shared[0][1:] == [] and state.shared[2][-1] == "arm-red-2-a"


def test_a_card_that_fits_no_head_goes_into_the_hand():
    state = table()
    three_heads(state, ["arm-green-7-a"], ["arm-blue-7-a"], ["arm-green-6-a", "arm-red-1-a"])
    stack(state, "arm-red-2-a")
    hand = len(state.hands[0])
    begin_turn(state)
    assert state.hands[0][-1] == "arm-red-2-a" and len(state.hands[0]) == hand + 1
    assert state.last_draw == ("arm-red-2-a", "hand")


def test_the_player_chooses_among_several_heads_and_only_those():
    state = table()
    red, green, blue = three_heads(state, [], ["arm-blue-3-a"], ["arm-red-1-a"])
    stack(state, "arm-green-2-a")
    begin_turn(state)
    assert step_of(state) == PLACE and state.drawn == "arm-green-2-a"
    assert {a.target for a in legal(state)} == {f"oct:{red}", f"oct:{blue}"}
    with pytest.raises(IllegalAction, match="may not go on a head of its own colour"):
        act(state, "place", 0, "arm-green-2-a", f"oct:{green}")
    state = act(state, "place", 0, "arm-green-2-a", f"oct:{blue}")
    assert state.shared[2] == [blue, "arm-red-1-a", "arm-green-2-a"] and step_of(state) == ACT


def test_the_turn_draw_is_seen_by_everyone_while_it_waits():
    state = table()
    three_heads(state, [], ["arm-blue-3-a"], ["arm-red-1-a"])
    stack(state, "arm-green-2-a")
    begin_turn(state)
    for seat in (None, 1, 2):
        assert RULES.view(state, seat).drawn == "arm-green-2-a"
    assert "arm-green-2-a" not in RULES.hidden_ids(state, 1)


def test_a_turn_draw_to_the_hand_is_not_remembered_for_the_others():
    state = table()
    three_heads(state, ["arm-green-7-a"], ["arm-blue-7-a"], ["arm-green-6-a", "arm-red-1-a"])
    stack(state, "arm-red-2-a")
    begin_turn(state)
    assert RULES.view(state, 0).last_draw == ("arm-red-2-a", "hand")
    assert RULES.view(state, 1).last_draw == (None, "hand")


def test_reaching_exactly_eight_arms_with_the_turn_draw_gives_the_octopus_and_a_baby():
    state = table()
    red, green, blue = three_heads(state, ["arm-blue-5-a"], ["arm-red-7-a"], ["arm-red-6-a"])
    stack(state, "arm-green-3-a")
    begin_turn(state)
    assert [o[0] for o in state.areas[0]] == [red] and state.areas[0][0][1:] == [
        "arm-blue-5-a",
        "arm-green-3-a",
    ]
    assert [o[0] for o in state.shared] == [green, blue]
    assert state.babies[0] == 1 and len(state.chips[0]) == 1 and state.made == 1
    assert inventory(state) == EVERYTHING


def test_an_empty_arm_deck_means_no_turn_draw():
    state = table()
    state.hands[1] += state.arm_deck
    state.arm_deck = []
    begin_turn(state, 0)
    assert step_of(state) == ACT and state.last_draw == ("", "")


def test_only_the_drawn_card_may_be_placed():
    state = table()
    three_heads(state, [], ["arm-blue-3-a"], ["arm-red-1-a"])
    stack(state, "arm-green-2-a")
    begin_turn(state)
    card = state.hands[0][0]
    refusal = RULES.why_not(state, Action("place", 0, card, f"oct:{state.shared[0][0]}"))
    assert refusal == "First put the turn draw, Green 2, on a lit head."


def test_a_turn_draw_that_completes_a_shared_head_is_logged_as_put_on_that_head():
    state = table()
    red, green, blue = three_heads(state, ["arm-blue-6-a"], ["arm-blue-7-a"], ["arm-red-1-a"])
    stack(state, "arm-green-2-a")
    begin_turn(state)
    place = Action("place", 0, "arm-green-2-a", f"oct:{red}")
    for viewer in (None, 0, 1):
        line = told(RULES, state, place, viewer)
        assert line.startswith("<seat 0> put the turn draw, Green 2, on the red head (6/8).")
        assert "<seat 0> completed the red octopus and took it, with a baby octopus." in line


def test_a_turn_draw_that_completes_an_octopus_as_the_next_turn_starts_says_who_took_it():
    before = table()
    red, green, blue = three_heads(before, ["arm-blue-6-a"], ["arm-blue-7-a"], ["arm-red-7-a"])
    stack(before, "arm-green-2-a")
    after = copy.deepcopy(before)
    begin_turn(after, 1)  # seat 0's turn ends; seat 1's turn draw fits only the red head, and fills it
    after.turns += 1
    assert [o[0] for o in after.areas[1]] == [red]
    for viewer in (None, 0, 1, 2):
        line = RULES.narrator.announce(before, after, Action("end_turn", 0), viewer)
        assert line == (
            "<seat 0> ended the turn. <seat 1>'s turn: the turn draw, Green 2, went onto the red head."
            " <seat 1> completed the red octopus with the turn draw and took it, with a baby octopus."
        ), line


def test_a_refused_drop_of_the_turn_draw_is_read_from_the_card_and_the_place():
    state = RULES.setup(3, {}, 4)
    seat = RULES.to_act(state)
    if state.drawn is None:  # the turn draw went into the hand: drop a hand card on the deck instead
        card = state.hands[seat][0]
        assert (
            RULES.why_not_drop(state, seat, card, "deck")
            == "Attach hand cards to a shared head in the middle."
        )
    else:
        assert RULES.why_not_drop(state, seat, state.drawn, "discard") == (
            "The turn draw goes on one of the shared heads in the middle."
        )
