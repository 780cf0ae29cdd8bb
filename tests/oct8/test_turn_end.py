"""Baby octopuses and extra actions, shipping down to three, the hand limit, refilling the shared heads."""

from __future__ import annotations

import pytest

from games.oct8.rules import flow
from games.oct8.rules.state import ACT, DISCARD, MORE, SHIP, step_of
from tabletop.rules.core import Action, IllegalAction

from .builders import (
    EVERYTHING,
    RULES,
    act,
    area,
    empty_hand,
    free_head,
    give,
    inventory,
    kinds,
    legal,
    octopus,
    shared,
    stack,
    table,
    to_discard,
)


def finishing_table(hand=("arm-red-1-a",)):
    """Seat 0 can finish the red head (7 arms) with a 1 from its hand."""
    state = table(3)
    empty_hand(state, 0)
    give(state, 0, *hand)
    red = free_head(state, "red")
    shared(
        state, octopus(state, red, "arm-blue-7-a"), [free_head(state, "green")], [free_head(state, "blue")]
    )
    return state, red


def finish(state, red, card="arm-red-1-a"):
    state = act(state, "attach", 0, card, f"oct:{red}")
    return act(state, "confirm", 0)


def test_the_first_baby_is_a_plus_one_chip_and_the_second_flips_it_to_plus_two():
    state = table(2)
    flow.add_baby(state, 0)
    assert state.babies[0] == 1 and len(state.chips[0]) == 1
    flow.add_baby(state, 0)
    assert state.babies[0] == 2 and len(state.chips[0]) == 1  # the same chip, now +2
    flow.add_baby(state, 0)
    assert state.babies[0] == 3 and len(state.chips[0]) == 2
    assert inventory(state) == EVERYTHING


def test_spending_a_baby_flips_a_plus_two_back_and_returns_a_plus_one():
    state = table(2)
    for _ in range(3):
        flow.add_baby(state, 0)
    supply = len(state.supply)
    flow.spend_baby(state, 0)
    assert (state.babies[0], len(state.chips[0]), len(state.supply)) == (2, 1, supply + 1)
    flow.spend_baby(state, 0)
    assert (state.babies[0], len(state.chips[0])) == (1, 1)
    flow.spend_baby(state, 0)
    assert (state.babies[0], len(state.chips[0]), len(state.supply)) == (0, 0, supply + 2)


def test_a_baby_born_this_turn_gives_another_action_at_once():
    state, red = finishing_table(("arm-red-1-a", "arm-green-2-a"))
    state = finish(state, red)
    assert step_of(state) == MORE and set(kinds(state)) == {"chip", "end_turn"}
    assert RULES.narrator.describe(state, Action("chip", 0)) == "Use a baby octopus (+1 action)"
    state = act(state, "chip", 0)
    assert step_of(state) == ACT and state.babies[0] == 0 and state.extra_actions == 1
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    assert RULES.to_act(state) == 1


def test_babies_are_spent_one_after_another_as_many_as_owned():
    state, red = finishing_table(("arm-red-1-a",))
    flow.add_baby(state, 0)
    flow.add_baby(state, 0)
    state = finish(state, red)  # now three babies
    for left in (2, 1, 0):
        state = act(state, "chip", 0)
        assert state.babies[0] == left
        state = act(state, "draw", 0, None, "deck")
        state = act(state, "draw", 0, None, "deck")
    assert RULES.to_act(state) == 1


def test_ending_the_turn_keeps_the_babies_for_later():
    state, red = finishing_table()
    state = finish(state, red)
    state = act(state, "end_turn", 0)
    assert state.babies[0] == 1 and RULES.to_act(state) == 1


def test_a_baby_is_not_offered_when_no_action_could_follow():
    state, red = finishing_table()
    state.hands[1] += state.arm_deck + state.discard
    state.arm_deck, state.discard = [], []
    state = finish(state, red)  # nothing to draw, no hand card, no swap possible
    assert state.babies[0] == 1 and RULES.to_act(state) == 1


def test_a_fourth_octopus_is_shipped_at_the_end_of_the_turn():
    state, red = finishing_table()
    for colour, n in (("green", 2), ("blue", 2), ("green", 3)):
        area(
            state,
            0,
            octopus(state, free_head(state, colour, n), f"arm-{colour}-8-a" if n == 2 else "arm-red-8-a"),
        )
    state = finish(state, red)
    state = act(state, "end_turn", 0)
    assert step_of(state) == SHIP and len(state.areas[0]) == 4
    assert {a.target for a in legal(state)} == {"shipped:0"}
    assert {a.piece for a in legal(state)} == {o[0] for o in state.areas[0]}
    shipped = state.areas[0][1]
    state = act(state, "ship", 0, shipped[0], "shipped:0")
    assert state.shipped[0] == [shipped] and len(state.areas[0]) == 3 and RULES.to_act(state) == 1


def test_shipped_octopuses_are_out_of_play():
    state, red = finishing_table()
    mine = free_head(state, "green", 2)
    state.shipped[0].append(octopus(state, mine, "arm-blue-2-a", "arm-blue-6-a"))
    area(state, 1, octopus(state, free_head(state, "blue", 2), "arm-red-2-a", "arm-green-6-a"))
    assert not [a for a in legal(state) if a.piece in ("arm-blue-2-a", "arm-blue-6-a", mine)]
    assert not [a for a in legal(state) if a.target == f"oct:{mine}"]


def test_octopuses_may_not_be_shipped_while_three_or_fewer():
    state, red = finishing_table()
    area(state, 0, octopus(state, free_head(state, "green", 2), "arm-green-8-a"))
    assert "ship" not in kinds(state)
    with pytest.raises(IllegalAction):
        act(state, "ship", 0, state.areas[0][0][0], "shipped:0")


def test_the_hand_is_cut_to_eight_at_the_end_of_the_turn_by_the_players_choice():
    state, red = finishing_table()
    stack(state, "arm-red-5-a", "arm-blue-5-a")
    give(state, 0, *[c for c in state.arm_deck[:7] if c not in ("arm-red-5-a", "arm-blue-5-a")][:7])
    assert len(state.hands[0]) == 8
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    assert step_of(state) == DISCARD and {a.target for a in legal(state)} == {"discard"}
    assert RULES.narrator.prompt(state, 0) == "Your hand holds 10 cards: discard 2 onto the discard pile."
    state = act(state, "discard", 0, "arm-red-5-a", "discard")
    assert step_of(state) == DISCARD
    state = act(state, "discard", 0, "arm-red-1-a", "discard")
    assert len(state.hands[0]) == 8 and state.discard[-2:] == ["arm-red-5-a", "arm-red-1-a"]
    assert RULES.to_act(state) == 1


def test_shipping_comes_before_the_hand_limit():
    state, red = finishing_table()
    for colour, n in (("green", 2), ("blue", 2), ("green", 3)):
        area(state, 0, octopus(state, free_head(state, colour, n)))
    give(state, 0, *state.arm_deck[-9:])
    state = finish(state, red)
    state = act(state, "end_turn", 0)
    assert step_of(state) == SHIP
    state = act(state, "ship", 0, state.areas[0][0][0], "shipped:0")
    assert step_of(state) == DISCARD


def test_the_shared_heads_are_refilled_to_three_at_the_end_of_the_turn():
    state, red = finishing_table(("arm-red-1-a", "arm-green-2-a"))
    heads = len(state.head_deck)
    state = finish(state, red)
    assert len(state.shared) == 2  # not before the turn ends
    state = act(state, "end_turn", 0)
    assert len(state.shared) == 3 and len(state.head_deck) == heads - 1


def test_a_discard_at_the_end_of_the_turn_lands_face_up_for_all():
    state, red = finishing_table()
    to_discard(state, "arm-green-3-a")
    assert RULES.view(state, 2).discard[-1] == "arm-green-3-a"
