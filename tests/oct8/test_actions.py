"""The four octopus actions, one card at a time: draw 2, attach, hand swap, arm swap; Cancel; pass."""

from __future__ import annotations

import pytest

from games.oct8.rules.state import ACT, pending_of, step_of
from games.oct8.table.news import exchange_words
from tabletop.rules.core import Action, IllegalAction

from .builders import (
    CAT,
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


def ready(players: int = 3, hand=()) -> object:
    """Returns seat 0 about to take its octopus action, holding exactly `hand`."""
    state = table(players)
    empty_hand(state, 0)
    give(state, 0, *hand)
    return state


# 1. Draw 2 ------------------------------------------------------------------------------------


def test_draw_two_from_the_deck_ends_the_action():
    state = ready(hand=["arm-red-1-a"])
    to_discard(state, "arm-red-2-a")
    stack(state, "arm-blue-3-a", "arm-green-4-a")
    state = act(state, "draw", 0, None, "deck")
    assert state.hands[0] == ["arm-red-1-a", "arm-blue-3-a"] and RULES.to_act(state) == 0
    assert [a.kind for a in legal(state)] == ["draw", "take", "take_top"]  # the second draw, and nothing else
    state = act(state, "draw", 0, None, "deck")
    assert state.hands[0] == ["arm-red-1-a", "arm-blue-3-a", "arm-green-4-a"]
    assert RULES.to_act(state) == 1  # no baby octopus: the turn is over


def test_draw_one_from_the_deck_and_one_from_the_discard_pile():
    state = ready(hand=[])
    to_discard(state, "arm-red-2-a", "arm-blue-5-a")
    stack(state, "arm-green-1-a")
    state = act(state, "take", 0, "arm-blue-5-a", "hand:0")
    state = act(state, "draw", 0, None, "deck")
    assert state.hands[0] == ["arm-blue-5-a", "arm-green-1-a"] and state.discard[-1] == "arm-red-2-a"


def test_draw_two_from_the_top_of_the_discard_pile():
    state = ready(hand=[])
    to_discard(state, "arm-red-2-a", "arm-blue-5-a")
    state = act(state, "take", 0, "arm-blue-5-a", "hand:0")
    state = act(state, "take", 0, "arm-red-2-a", "hand:0")
    assert state.hands[0] == ["arm-blue-5-a", "arm-red-2-a"]


def test_only_the_top_of_the_discard_pile_may_be_taken():
    state = ready(hand=[])
    to_discard(state, "arm-red-2-a", "arm-blue-5-a")
    with pytest.raises(IllegalAction, match="Only the top card of the discard pile may be taken."):
        act(state, "take", 0, "arm-red-2-a", "hand:0")


def test_with_one_card_left_to_draw_the_action_draws_it_and_ends():
    state = ready(hand=[])
    state.hands[1] += state.arm_deck + state.discard[:-1]
    state.arm_deck, state.discard = [], state.discard[-1:]
    top = state.discard[-1]
    state = act(state, "take", 0, top, "hand:0")
    assert state.hands[0] == [top] and RULES.to_act(state) == 1


def test_with_no_card_in_the_deck_or_the_discard_pile_there_is_no_draw():
    state = ready(hand=["arm-red-1-a"])
    state.hands[1] += state.arm_deck + state.discard
    state.arm_deck, state.discard = [], []
    assert not {"draw", "take", "take_top"} & kinds(state)


def test_a_click_on_the_discard_pile_takes_its_top_card_as_a_drag_does():
    state = ready(hand=[])
    to_discard(state, "arm-red-2-a", "arm-blue-5-a")
    clicked = act(state, "take_top", 0, None, "discard")
    dragged = act(state, "take", 0, "arm-blue-5-a", "hand:0")
    assert clicked == dragged and clicked.hands[0] == ["arm-blue-5-a"]
    assert (
        RULES.narrator.describe(state, Action("take_top", 0, None, "discard"))
        == "Take Blue 5 from the discard pile"
    )
    state = act(clicked, "take_top", 0, None, "discard")
    assert state.hands[0] == ["arm-blue-5-a", "arm-red-2-a"] and RULES.to_act(state) == 1


def test_the_pile_click_is_offered_exactly_when_the_drag_is():
    state = ready(hand=["arm-red-1-a"])
    to_discard(state, "arm-red-2-a")
    state = act(state, "attach", 0, "arm-red-1-a", f"oct:{state.shared[0][0]}")
    assert "take" not in kinds(state) and "take_top" not in kinds(state)
    before = repr(state)
    with pytest.raises(IllegalAction):
        RULES.apply(state, Action("take_top", 0, None, "discard"))
    assert repr(state) == before  # refused: nothing changed


# 2. Attach ------------------------------------------------------------------------------------


def attach_table(hand):
    state = ready(hand=hand)
    heads = [free_head(state, c) for c in ("red", "green", "blue")]
    shared(state, octopus(state, heads[0], "arm-blue-3-a"), [heads[1]], [heads[2]])
    return state, heads


def test_the_rulebooks_example_attaches_2_1_and_1_to_one_head():
    state, (red, _, _) = attach_table(["arm-green-2-a", "arm-red-1-a", "arm-blue-1-a", "arm-red-8-a"])
    for card in ("arm-green-2-a", "arm-red-1-a", "arm-blue-1-a"):
        state = act(state, "attach", 0, card, f"oct:{red}")
    assert CAT.arm_total(state.shared[0]) == 7 and pending_of(state).kind == "attach"
    assert RULES.narrator.describe(state, Action("confirm", 0)) == "Confirm (7/8)"
    state = act(state, "confirm", 0)
    assert state.shared[0][1:] == ["arm-blue-3-a", "arm-green-2-a", "arm-red-1-a", "arm-blue-1-a"]
    assert state.hands[0] == ["arm-red-8-a"] and RULES.to_act(state) == 1


def test_attaching_the_heads_own_colour_is_allowed():
    state, (red, _, _) = attach_table(["arm-red-2-a"])
    assert Action("attach", 0, "arm-red-2-a", f"oct:{red}") in legal(state)


def test_no_card_may_take_a_head_past_eight_arms():
    state, (red, _, _) = attach_table(["arm-red-6-a", "arm-green-5-a"])
    assert Action("attach", 0, "arm-red-6-a", f"oct:{red}") not in legal(state)
    with pytest.raises(IllegalAction, match="That would make 9 arms: an octopus has at most 8."):
        act(state, "attach", 0, "arm-red-6-a", f"oct:{red}")
    state = act(state, "attach", 0, "arm-green-5-a", f"oct:{red}")
    assert not [a for a in legal(state) if a.kind == "attach"]  # 8 arms: nothing more fits


def test_one_attach_puts_cards_on_one_head_only():
    state, (red, green, _) = attach_table(["arm-red-1-a", "arm-red-1-b"])
    state = act(state, "attach", 0, "arm-red-1-a", f"oct:{red}")
    with pytest.raises(IllegalAction, match="One attach puts cards on one head only"):
        act(state, "attach", 0, "arm-red-1-b", f"oct:{green}")


def test_reaching_eight_arms_takes_the_octopus_with_a_baby_on_confirm():
    state, (red, _, _) = attach_table(["arm-red-1-a", "arm-red-4-a"])
    state = act(state, "attach", 0, "arm-red-1-a", f"oct:{red}")
    state = act(state, "attach", 0, "arm-red-4-a", f"oct:{red}")
    assert state.shared[0][0] == red  # still shared until confirmed
    state = act(state, "confirm", 0)
    assert state.areas[0][0] == [red, "arm-blue-3-a", "arm-red-1-a", "arm-red-4-a"]
    assert state.babies[0] == 1 and step_of(state) == "more"


def test_cancel_puts_every_attached_card_back_exactly():
    state, (red, _, _) = attach_table(["arm-red-1-a", "arm-green-2-a", "arm-blue-1-a"])
    before = state.clone()
    state = act(state, "attach", 0, "arm-green-2-a", f"oct:{red}")
    state = act(state, "attach", 0, "arm-red-1-a", f"oct:{red}")
    state = act(state, "cancel", 0)
    assert state == before


# 3. Hand swap ---------------------------------------------------------------------------------


def swap_table(hand):
    state = ready(hand=hand)
    mine = free_head(state, "red")
    area(state, 0, octopus(state, mine, "arm-red-3-a", "arm-blue-4-a", "arm-red-1-a"))
    return state, mine


def test_a_hand_swap_trades_one_arm_card_for_hand_cards_of_the_same_total():
    state, mine = swap_table(["arm-red-2-a", "arm-red-1-b", "arm-green-6-a"])
    state = act(state, "swap_out", 0, "arm-red-3-a", "hand:0")
    assert pending_of(state).need == 3 and "arm-red-3-a" not in state.areas[0][0]
    assert "confirm" not in kinds(state)
    state = act(state, "swap_in", 0, "arm-red-2-a", f"oct:{mine}")
    state = act(state, "swap_in", 0, "arm-red-1-b", f"oct:{mine}")
    state = act(state, "confirm", 0)
    assert state.areas[0][0] == [mine, "arm-blue-4-a", "arm-red-1-a", "arm-red-2-a", "arm-red-1-b"]
    assert CAT.arm_total(state.areas[0][0]) == 8 and "arm-red-3-a" in state.hands[0]
    assert inventory(state) == EVERYTHING


def test_a_hand_swap_needs_cards_that_add_up_exactly():
    state, mine = swap_table(["arm-red-2-a", "arm-green-1-a", "arm-green-6-a"])
    state = act(state, "swap_out", 0, "arm-red-3-a", "hand:0")
    assert {a.piece for a in legal(state) if a.kind == "swap_in"} == {"arm-red-2-a", "arm-green-1-a"}
    state = act(state, "swap_in", 0, "arm-red-2-a", f"oct:{mine}")
    assert "confirm" not in kinds(state)
    with pytest.raises(IllegalAction, match="The cards make up 2 of 3 arms so far."):
        act(state, "confirm", 0)
    assert {a.piece for a in legal(state) if a.kind == "swap_in"} == {"arm-green-1-a"}


def test_a_hand_swap_starts_only_when_the_hand_can_make_up_the_arms():
    state, mine = swap_table(["arm-red-2-a", "arm-green-6-a"])
    starts = {a.piece for a in legal(state) if a.kind == "swap_out"}
    assert starts == set()  # 3, 4 and 1 cannot be made from 2 and 6
    with pytest.raises(IllegalAction, match="No hand cards add up to 3 arms, the arms of Red 3."):
        act(state, "swap_out", 0, "arm-red-3-a", "hand:0")


def test_a_card_too_big_or_leaving_no_way_to_finish_is_refused_with_the_reason():
    state, mine = swap_table(["arm-green-3-a", "arm-red-2-a", "arm-blue-2-a", "arm-green-6-a"])
    state = act(state, "swap_out", 0, "arm-blue-4-a", "hand:0")
    with pytest.raises(IllegalAction, match="Green 6 has 6 arms, but only 4 more are needed."):
        act(state, "swap_in", 0, "arm-green-6-a", f"oct:{mine}")
    with pytest.raises(
        IllegalAction, match="Then the other cards of your hand could not make up the last 1."
    ):
        act(state, "swap_in", 0, "arm-green-3-a", f"oct:{mine}")


def test_cancel_of_a_hand_swap_restores_everything_exactly():
    state, mine = swap_table(["arm-red-2-a", "arm-red-1-b"])
    before = state.clone()
    state = act(state, "swap_out", 0, "arm-red-3-a", "hand:0")
    state = act(state, "swap_in", 0, "arm-red-1-b", f"oct:{mine}")
    state = act(state, "cancel", 0)
    assert state == before


def test_your_own_blocked_octopus_may_still_be_swapped_by_you():
    state = ready(hand=["arm-green-2-a"])
    mine = free_head(state, "red")
    area(state, 0, octopus(state, mine, "arm-red-2-a", "arm-red-6-a"))
    assert Action("swap_out", 0, "arm-red-2-a", "hand:0") in legal(state)


# 4. Arm swap ----------------------------------------------------------------------------------


def arm_table(blocked_other: bool = False):
    state = ready(hand=[])
    mine, theirs, second = free_head(state, "red"), free_head(state, "green"), free_head(state, "blue")
    area(state, 0, octopus(state, mine, "arm-red-3-a", "arm-blue-5-a"))
    other = (
        ["arm-green-2-a", "arm-green-1-a", "arm-green-5-a"]
        if blocked_other
        else ["arm-blue-2-a", "arm-red-1-b", "arm-green-5-a"]
    )
    area(state, 1, octopus(state, theirs, *other))
    area(state, 0, octopus(state, second, "arm-blue-1-a", "arm-green-2-b", "arm-red-5-a"))
    return state, mine, theirs, second


def test_an_arm_swap_with_another_player_trades_equal_arm_totals_of_any_colours():
    state, mine, theirs, _ = arm_table()
    state = act(state, "swap_arm", 0, "arm-red-3-a", f"oct:{theirs}")
    assert state.areas[1][0][-1] == "arm-red-3-a" and pending_of(state).need == 3
    state = act(state, "swap_back", 0, "arm-blue-2-a", f"oct:{mine}")
    state = act(state, "swap_back", 0, "arm-red-1-b", f"oct:{mine}")
    state = act(state, "confirm", 0)
    assert state.areas[0][0] == [mine, "arm-blue-5-a", "arm-blue-2-a", "arm-red-1-b"]
    assert state.areas[1][0] == [theirs, "arm-green-5-a", "arm-red-3-a"]
    assert CAT.arm_total(state.areas[0][0]) == CAT.arm_total(state.areas[1][0]) == 8


def test_an_arm_swap_may_start_from_the_other_players_octopus():
    state, mine, theirs, _ = arm_table()
    assert Action("swap_arm", 0, "arm-green-5-a", f"oct:{mine}") in legal(state)


def test_an_arm_swap_between_two_of_your_own_octopuses():
    state, mine, _, second = arm_table()
    state = act(state, "swap_arm", 0, "arm-red-3-a", f"oct:{second}")
    state = act(state, "swap_back", 0, "arm-blue-1-a", f"oct:{mine}")
    state = act(state, "swap_back", 0, "arm-green-2-b", f"oct:{mine}")
    state = act(state, "confirm", 0)
    assert state.areas[0][1] == [second, "arm-red-5-a", "arm-red-3-a"]


def test_another_players_blocked_octopus_cannot_be_touched():
    state, mine, theirs, _ = arm_table(blocked_other=True)
    assert not [a for a in legal(state) if a.piece in state.areas[1][0] or a.target == f"oct:{theirs}"]
    with pytest.raises(IllegalAction, match="'s green octopus is blocked: all its arms are green."):
        act(state, "swap_arm", 0, "arm-red-3-a", f"oct:{theirs}")
    with pytest.raises(IllegalAction, match="is blocked"):
        act(state, "swap_arm", 0, "arm-green-1-a", f"oct:{mine}")


def test_an_arm_swap_needs_one_of_your_own_octopuses():
    state, mine, theirs, _ = arm_table()
    third = free_head(state, "blue", 2)
    area(state, 2, octopus(state, third, "arm-red-3-b", "arm-green-5-b"))
    with pytest.raises(IllegalAction, match="One of the two octopuses of a swap must be yours."):
        act(state, "swap_arm", 0, "arm-red-3-b", f"oct:{theirs}")


def test_an_arm_swap_cannot_touch_the_shared_heads():
    state, mine, _, _ = arm_table()
    head = state.shared[0][0]
    with pytest.raises(IllegalAction, match="drop it on another octopus in a player's area"):
        act(state, "swap_arm", 0, "arm-red-3-a", f"oct:{head}")


def test_cancel_of_an_arm_swap_restores_both_octopuses_exactly():
    state, mine, theirs, _ = arm_table()
    before = state.clone()
    state = act(state, "swap_arm", 0, "arm-blue-5-a", f"oct:{theirs}")
    state = act(state, "swap_back", 0, "arm-green-5-a", f"oct:{mine}")
    assert "confirm" in kinds(state)
    state = act(state, "cancel", 0)
    assert state == before


# Pass -----------------------------------------------------------------------------------------


def test_a_player_who_cannot_act_passes():
    state = ready(hand=[])
    state.hands[1] += state.arm_deck + state.discard
    state.arm_deck, state.discard = [], []
    assert legal(state) == [Action("pass", 0)]
    state = act(state, "pass", 0)
    assert RULES.to_act(state) == 1 and state.passes == 1


def test_passing_is_refused_while_an_action_is_possible():
    state = ready(hand=["arm-red-1-a"])
    with pytest.raises(IllegalAction, match="You can still take an octopus action, so you may not pass."):
        act(state, "pass", 0)
    assert step_of(state) == ACT


def test_refusals_count_one_arm_in_the_singular():
    state, mine = swap_table(["arm-red-2-a", "arm-green-6-a"])
    with pytest.raises(IllegalAction, match="No hand cards add up to 1 arm, the arms of Red 1."):
        act(state, "swap_out", 0, "arm-red-1-a", "hand:0")
    state, mine = swap_table(["arm-red-2-a", "arm-red-1-b", "arm-green-6-a"])
    state = act(state, "swap_out", 0, "arm-red-3-a", "hand:0")
    state = act(state, "swap_in", 0, "arm-red-2-a", f"oct:{mine}")
    with pytest.raises(IllegalAction, match="Green 6 has 6 arms, but only 1 more is needed."):
        act(state, "swap_in", 0, "arm-green-6-a", f"oct:{mine}")


def test_the_exchange_panel_guides_the_player_acting_and_only_tells_the_others():
    state, (red, _, _) = attach_table(["arm-red-1-a", "arm-green-4-a"])
    state = act(state, "attach", 0, "arm-red-1-a", f"oct:{red}")
    assert exchange_words(CAT, RULES.view(state, 0), 0)[2].startswith("Drag more hand cards")
    watched = exchange_words(CAT, RULES.view(state, 1), 1)[2]
    assert "is attaching" in watched and "Drag" not in watched and "Confirm" not in watched
    state = act(state, "attach", 0, "arm-green-4-a", f"oct:{red}")
    assert exchange_words(CAT, RULES.view(state, 0), 0)[2].startswith("Eight arms! Confirm takes the octopus")
    assert "Confirm to take the octopus" in RULES.narrator.prompt(RULES.view(state, 0), 0)

    state, mine = swap_table(["arm-red-2-a", "arm-red-1-b", "arm-green-6-a"])
    state = act(state, "swap_out", 0, "arm-red-3-a", "hand:0")
    hint = exchange_words(CAT, RULES.view(state, 0), 0)[2]
    assert "Drag hand cards onto the gap until they make 3 arms" in hint
    watched = exchange_words(CAT, RULES.view(state, 2), 2)[2]
    assert "fills the gap with hand cards that make 3 arms" in watched and "Drag" not in watched
    for card in ("arm-red-2-a", "arm-red-1-b"):
        state = act(state, "swap_in", 0, card, f"oct:{mine}")
    assert exchange_words(CAT, RULES.view(state, 0), 0)[2].endswith(
        "The arms add up: Confirm, or Cancel to put every card back."
    )
