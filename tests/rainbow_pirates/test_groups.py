"""Island groups: sets, runs, black groups, Rainbow Pirates; wilds standing in, reassigned and taken back;
merging, splitting and moving cards back to the hand; an incomplete group back to the hand."""

from __future__ import annotations

import copy

import pytest

from games.rainbow_pirates.rules import groups
from tabletop.rules.core import Action, IllegalAction

from .builders import CAT, RULES, act, build, card, inventory, island, kinds, legal, table

COLOURS = ("red", "orange", "yellow", "green", "blue", "purple", "pink")
RED, ORANGE, YELLOW, GREEN, BLUE, PURPLE, PINK = (card(c) for c in COLOURS)
WILD, WILD2 = card("wild", 1), card("wild", 2)


def refused(state, action: Action) -> str:
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as error:
        RULES.apply(state, action)
    assert state == before
    return str(error.value)


def confirmable(state) -> bool:
    return "confirm" in kinds(state)


def test_three_of_a_kind_make_a_set():
    state = table(2, hands=[(RED, card("red", 2), card("red", 3), card("cannon"))])
    state = act(state, "place", 0, RED, "new:0")
    state = act(state, "place", 0, card("red", 2), "new:0")
    assert state.building == [RED, card("red", 2)] and not confirmable(state)
    assert refused(state, Action("confirm", 0)).startswith("The group is not complete")
    state = act(state, "place", 0, card("red", 3), "new:0")
    state = act(state, "confirm", 0)
    assert state.islands[0] == [[RED, card("red", 2), card("red", 3)]] and state.building == []


def test_three_in_order_make_a_run_and_a_gap_does_not():
    state = table(2, hands=[(YELLOW, RED, ORANGE, GREEN, card("cannon"))])
    state = build(state, 0, YELLOW, RED, ORANGE)
    assert state.islands[0] == [[RED, ORANGE, YELLOW]]  # laid out in order
    assert groups.valid(CAT, [RED, ORANGE, GREEN], {}) is False
    state = table(2, hands=[(RED, ORANGE, GREEN, card("yellow", 2), card("cannon"))])
    state = act(state, "place", 0, RED, "new:0")
    state = act(state, "place", 0, ORANGE, "new:0")
    state = act(state, "place", 0, GREEN, "new:0")  # may still become 1-2-3-4: the hand holds a Yellow
    assert not confirmable(state)
    state = act(state, "place", 0, card("yellow", 2), "new:0")
    assert confirmable(state)


def test_a_group_the_hand_could_never_complete_is_not_started():
    state = table(2, hands=[(RED, ORANGE, GREEN, card("red", 2), card("cannon"), card("map"))])
    assert not {a.piece for a in legal(state) if a.target == "new:0"}
    said = refused(state, Action("place", 0, RED, "new:0"))
    assert said == "Red 1 cannot start a group: nothing in your hand could complete one."
    state.hands[0].append(card("wild"))
    assert {a.piece for a in legal(state) if a.target == "new:0"} == {RED, ORANGE, GREEN, card("red", 2)}


def test_a_card_that_cannot_join_the_group_being_built_is_refused():
    state = table(2, hands=[(RED, card("red", 2), card("red", 3), ORANGE, card("cannon"))])
    state = act(state, "place", 0, RED, "new:0")
    state = act(state, "place", 0, card("red", 2), "new:0")
    assert (
        refused(state, Action("place", 0, ORANGE, "new:0")) == "Orange 2 cannot join the group being built."
    )
    assert (
        refused(state, Action("draw", 0, None, "pile"))
        == "Finish the group you are building first: Confirm it or Cancel."
    )
    state = act(state, "cancel", 0)
    assert sorted(state.hands[0]) == sorted([RED, card("red", 2), card("red", 3), ORANGE, card("cannon")])
    assert not state.building


def test_any_three_black_cards_make_a_group_and_two_do_not():
    state = table(2, hands=[(card("cannon"), card("parrot"), card("map"), card("compass"))])
    state = act(state, "place", 0, card("cannon"), "new:0")
    state = act(state, "place", 0, card("parrot"), "new:0")
    assert not confirmable(state)
    assert refused(state, Action("place", 0, RED, "new:0")) == "That card is not in your hand."
    state = act(state, "place", 0, card("map"), "new:0")
    state = act(state, "confirm", 0)
    assert len(state.islands[0][0]) == 3
    state = act(state, "place", 0, card("compass"), "group:0:0")
    assert len(state.islands[0][0]) == 4


def test_a_wild_stands_in_for_any_colour_but_never_alone():
    state = table(2, hands=[(RED, ORANGE, WILD, WILD2, card("cannon"))])
    assert not any(a.piece == WILD and a.target == "new:0" for a in legal(state))  # a wild starts no group
    state = act(state, "place", 0, RED, "new:0")
    offered = {a.choice for a in legal(state) if a.piece == WILD}
    assert offered == {"red", "orange", "yellow", "green"}  # a set, or a run the hand can still finish
    assert refused(state, Action("place", 0, WILD, "new:0")) == "Say which colour the wild stands for."
    state = act(state, "place", 0, WILD, "new:0", "yellow")
    state = act(state, "place", 0, ORANGE, "new:0")
    state = act(state, "confirm", 0)
    assert state.islands[0] == [[RED, ORANGE, WILD]] and state.wild_as == {WILD: "yellow"}
    assert not groups.valid(
        CAT, [WILD, WILD2, card("wild", 3)], {WILD: "red", WILD2: "red", card("wild", 3): "red"}
    )


def test_a_wild_dropped_on_the_new_group_spot_is_told_what_starts_a_group():
    state = table(2, hands=[(RED, ORANGE, WILD, card("cannon"))])
    said = RULES.why_not_drop(state, 0, WILD, "new:0")  # what the table shows for the drop
    assert said.startswith("A wild cannot start a group: every group needs a numbered colour card.")
    assert "then drop the wild on it" in said
    assert refused(state, Action("place", 0, WILD, "new:0", "red")) == said  # whatever colour it is given


def test_a_wild_that_no_colour_lets_into_the_group_being_built_is_told_so():
    state = table(2, hands=[(card("cannon"), card("parrot"), card("map"), WILD)])
    state = act(state, "place", 0, card("cannon"), "new:0")
    said = RULES.why_not_drop(state, 0, WILD, "new:0")
    assert said == (
        "A wild cannot join Cannon: whatever colour it stood for, your hand could not complete it."
    )


def rearranging(*hand: str):
    state = table(2, hands=[hand or (card("cannon"),)])
    island(state, 0, RED, ORANGE, YELLOW)
    island(state, 0, GREEN, BLUE, PURPLE)
    return act(state, "rearrange", 0, None, "island:0")


def test_merging_two_groups_card_by_card():
    state = rearranging()
    for piece in (GREEN, BLUE, PURPLE):
        state = act(state, "move", 0, piece, "group:0:0")
    state = act(state, "confirm", 0)
    assert state.islands[0] == [[RED, ORANGE, YELLOW, GREEN, BLUE, PURPLE]]


def test_splitting_a_group_into_two():
    state = table(2, hands=[(card("cannon"),)])
    island(state, 0, RED, ORANGE, YELLOW, GREEN, BLUE, PURPLE)
    state = act(state, "rearrange", 0, None, "island:0")
    state = act(state, "move", 0, PURPLE, "new:0")
    assert not any(a.target == "new:0" for a in legal(state))  # one new group at a time (ours)
    state = act(state, "move", 0, BLUE, "group:0:1")
    state = act(state, "move", 0, GREEN, "group:0:1")
    state = act(state, "confirm", 0)
    assert state.islands[0] == [[RED, ORANGE, YELLOW], [GREEN, BLUE, PURPLE]]


def test_a_wild_on_the_island_is_reassigned_or_taken_back():
    state = table(2, hands=[(card("cannon"),)])
    island(state, 0, ORANGE, YELLOW, WILD, wilds={WILD: "green"})
    island(state, 0, card("blue", 1), card("blue", 2), card("blue", 3))
    state = act(state, "rearrange", 0, None, "island:0")
    state = act(state, "move", 0, WILD, "group:0:0", "red")  # the same group, another colour
    assert state.islands[0][0] == [WILD, ORANGE, YELLOW] and state.wild_as[WILD] == "red"
    state = act(state, "move", 0, WILD, "group:0:1", "blue")  # another group
    assert state.wild_as[WILD] == "blue" and WILD in state.islands[0][1]
    state = act(state, "move", 0, WILD, "hand:0")  # back to the hand: it forgets its colour
    assert WILD in state.hands[0] and WILD not in state.wild_as
    state = act(state, "confirm", 0)
    assert state.islands[0] == [[card("blue", 1), card("blue", 2), card("blue", 3)]]
    assert sorted(state.hands[0]) == sorted([card("cannon"), ORANGE, YELLOW, WILD])  # the broken run too


def test_cards_move_back_to_the_hand():
    state = table(2, hands=[(card("cannon"),)])
    island(state, 0, *(card("red", n) for n in range(1, 5)))
    state = act(state, "rearrange", 0, None, "island:0")
    state = act(state, "move", 0, card("red", 4), "hand:0")
    state = act(state, "confirm", 0)
    assert len(state.islands[0][0]) == 3 and card("red", 4) in state.hands[0]
    assert "draw" not in kinds(state)  # and, fitting the set, it must be placed again


def test_an_incomplete_group_goes_back_to_the_hand_when_the_rearrangement_ends():
    state = rearranging()
    state = act(state, "move", 0, YELLOW, "group:0:1")  # green..purple gets yellow; red-orange is left
    said = "Group Red 1 and Orange 2 is incomplete: complete it, or Confirm to take it back."
    assert RULES.narrator.prompt(state, 0) == said
    after = act(state, "confirm", 0)
    said = RULES.narrator.announce(state, after, Action("confirm", 0), 1)
    assert said.startswith(
        "<seat 0> rearranged their island; an incomplete group went back to their hand: Red 1"
    )
    state = after
    assert state.islands[0] == [[YELLOW, GREEN, BLUE, PURPLE]]
    assert sorted(state.hands[0]) == sorted([card("cannon"), RED, ORANGE])
    said = refused(state, Action("draw", 0, None, "pile"))  # Orange 2 now fits the run it left
    assert said == "You must first place Orange 2: it fits your run Yellow 3 to Purple 6 (4 cards)."


def test_cancel_puts_the_island_and_the_hand_back():
    state = rearranging(card("cannon"), PINK)
    before = (copy.deepcopy(state.islands[0]), sorted(state.hands[0]))
    state = act(state, "move", 0, RED, "hand:0")
    state = act(state, "place", 0, PINK, "group:0:1")
    state = act(state, "cancel", 0)
    assert (state.islands[0], sorted(state.hands[0])) == before and inventory(state) == inventory(table(2))
    assert RULES.to_act(state) == 0 and state.decisions[-1].kind == "turn"


def test_a_rearrangement_does_not_begin_again_straight_after_one_ends():
    state = rearranging(card("cannon"), PINK)
    state = act(state, "confirm", 0)
    assert "rearrange" not in kinds(state)
    said = refused(state, Action("rearrange", 0, None, "island:0"))
    assert (
        said == "You have just rearranged your island: place a card or play a black card before you do again."
    )
    state = act(state, "place", 0, PINK, "group:0:1")
    assert "rearrange" in kinds(state)


def test_an_incomplete_black_group_is_named_short_in_the_prompt():
    state = table(2, hands=[(card("cannon"),)])
    island(state, 0, card("parrot"), card("squid"), card("map"))
    state = act(state, "rearrange", 0, None, "island:0")
    state = act(state, "move", 0, card("map"), "hand:0")
    said = "Group of 2 black cards is incomplete: complete it, or Confirm to take it back."
    assert RULES.narrator.prompt(state, 0) == said  # their names would run under the Rules button


def test_a_refused_drop_in_a_rearrangement_says_why():
    state = rearranging(card("cannon"), card("red", 2))
    said = RULES.why_not_drop(state, 0, GREEN, "group:1:0")  # was 'Not now.' and the prompt
    assert said == "Green 4 goes on your own island: drop it on one of your groups or on the New group spot."
    said = RULES.why_not_drop(state, 0, card("red", 2), "new:0")
    assert said.startswith("While you rearrange, cards from your hand join your groups.")
    state = act(state, "move", 0, PURPLE, "new:0")
    said = RULES.why_not_drop(state, 0, RED, "new:0")
    assert said == "One new group at a time: complete the one you started, or Confirm and it goes back."
    turn = table(2, hands=[(GREEN, card("cannon"))])
    said = RULES.why_not_drop(turn, 0, GREEN, "island:0")  # the island's free space
    assert said == "Drop Green 4 on one of your groups, or on the New group spot to start one."
    said = RULES.why_not_drop(turn, 0, GREEN, "faceup")
    assert said == "Green 4 goes on your own island: drop it on one of your groups or on the New group spot."


def test_while_a_group_is_being_built_other_drops_say_to_finish_it_first():
    state = table(2, hands=[(RED, card("red", 2), card("red", 3), card("cannon"), ORANGE)])
    island(state, 0, card("orange", 2), card("orange", 3), card("orange", 4))
    state = act(state, "place", 0, RED, "new:0")
    said = RULES.why_not_drop(state, 0, card("cannon"), "discard")  # was 'Play Cannon on the discard pile.'
    assert said == "Finish the group you are building first: Confirm it or Cancel."
    said = RULES.why_not_drop(state, 0, ORANGE, "group:0:0")
    assert said.endswith("Confirm it or Cancel; drop cards only on the group being built.")
    assert RULES.why_not_drop(state, 0, ORANGE, "new:0") == "Orange 2 cannot join the group being built."
    state.hands[0].append(WILD)
    assert RULES.why_not_drop(state, 0, WILD, "faceup") == said


def test_while_rearranging_a_black_card_or_a_draw_is_told_to_finish_first():
    state = rearranging(card("cannon"), PINK)
    said = RULES.why_not_drop(state, 0, card("cannon"), "discard")
    assert said == "Finish rearranging your island first: Confirm it or Cancel."
    assert RULES.why_not(state, Action("draw", 0, None, "pile")) == said
    assert RULES.why_not_drop(state, 0, state.faceup[0], "hand:0") == said


def test_a_lone_wild_recoloured_keeps_its_group_and_an_emptied_group_leaves_the_island():
    state = table(2, hands=[(card("cannon"),)])
    island(state, 0, RED, ORANGE, YELLOW)
    island(state, 0, WILD, wilds={WILD: "green"})  # (left alone by a rearrangement under way)
    island(state, 0, GREEN, BLUE, PURPLE)
    state = act(state, "rearrange", 0, None, "island:0")
    state = act(state, "move", 0, WILD, "group:0:1", "red")  # its own group, another colour
    assert state.islands[0] == [[RED, ORANGE, YELLOW], [WILD], [GREEN, BLUE, PURPLE]]
    assert state.wild_as[WILD] == "red"
    state = act(state, "move", 0, WILD, "group:0:0", "green")  # its group, emptied, leaves the island
    assert state.islands[0] == [[RED, ORANGE, YELLOW, WILD], [GREEN, BLUE, PURPLE]]
    state = act(state, "move", 0, WILD, "new:0")  # a new group goes last
    assert state.islands[0] == [[RED, ORANGE, YELLOW], [GREEN, BLUE, PURPLE], [WILD]]
