"""A turn: placements in any order, then the draw (both face-up cards or the pile's top 2, never one of
each, the face-up pair refilled), and the must-place rule with its refusal naming the card."""

from __future__ import annotations

import copy

import pytest

from tabletop.rules.core import Action, IllegalAction

from .builders import CAT, RULES, act, card, island, kinds, legal, stack, table

RED, ORANGE, YELLOW, GREEN, BLUE, PURPLE = (
    card(c) for c in ("red", "orange", "yellow", "green", "blue", "purple")
)


ALONE = "it may stand alone."


def refused(state, action: Action) -> str:
    """Applies an illegal action: returns its sentence and checks the state did not change."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as error:
        RULES.apply(state, action)
    assert state == before
    return str(error.value)


def test_the_draw_takes_both_face_up_cards_and_turns_up_two_more():
    state = table(2, hands=[(card("cannon"),)])
    pair, top = list(state.faceup), state.pile[-2:]
    after = act(state, "draw", 0, None, "faceup")
    assert sorted(after.hands[0]) == sorted([card("cannon"), *pair])
    assert sorted(after.faceup) == sorted(top) and len(after.pile) == len(state.pile) - 2
    assert RULES.to_act(after) == 1 and after.turn == 2


def test_the_draw_takes_the_top_two_of_the_pile_and_leaves_the_face_up_cards():
    state = table(2, hands=[(card("cannon"),)])
    stack(state, card("pink", 5), card("pink", 6))
    pair = list(state.faceup)
    after = act(state, "draw", 0, None, "pile")
    assert sorted(after.hands[0]) == sorted([card("cannon"), card("pink", 5), card("pink", 6)])
    assert after.faceup == pair and RULES.to_act(after) == 1


def test_never_one_face_up_card_and_one_from_the_pile():
    state = table(2, hands=[(card("cannon"),)])
    draws = [a for a in legal(state) if a.kind == "draw"]
    assert {(a.piece, a.target) for a in draws} == {(None, "faceup"), (None, "pile")}
    one = state.faceup[0]
    said = RULES.why_not_drop(state, 0, one, "hand:0")
    assert said == "Take both face-up cards or the top 2 of the draw pile: never one of each."
    assert refused(state, Action("draw", 0, one, "hand:0")) == said


def test_placements_and_black_cards_come_in_any_order_before_the_draw():
    state = table(2, hands=[(card("pirate"), card("map"), card("cannon"))])
    assert {"place", "play"} <= kinds(state) and "draw" not in kinds(state)  # the pirate first
    state = act(state, "place", 0, card("pirate"), "new:0")
    assert state.islands[0] == [[card("pirate")]] and "draw" in kinds(state)
    state = act(state, "play", 0, card("map"), "discard")
    state = act(state, "arrgh", 1)
    assert RULES.to_act(state) == 0 and len(state.hands[0]) == 4 and "draw" in kinds(state)


def test_a_rainbow_pirate_must_be_placed_and_the_refusal_names_it():
    state = table(2, hands=[(card("pirate"), card("cannon"))])
    said = refused(state, Action("draw", 0, None, "pile"))
    assert said == f"You must first place {CAT.card_name(card('pirate'))} on your island: {ALONE}"
    assert RULES.why_not_drop(state, 0, state.faceup[0], "hand:0") == said


def test_rainbow_pirates_stand_alone_or_together():
    state = table(2, hands=[(card("pirate", 1), card("pirate", 2))])
    state = act(state, "place", 0, card("pirate", 1), "new:0")
    assert state.islands[0] == [[card("pirate", 1)]] and state.decisions[-1].kind == "turn"
    assert "new:0" in {a.target for a in legal(state) if a.piece == card("pirate", 2)}
    state = act(state, "place", 0, card("pirate", 2), "group:0:0")
    assert sorted(state.islands[0][0]) == sorted([card("pirate", 1), card("pirate", 2)])


def test_a_colour_card_that_fits_a_group_must_be_placed_and_the_refusal_says_where():
    state = table(2, hands=[(card("blue", 4), card("cannon"))])
    island(state, 0, card("blue", 1), card("blue", 2), card("blue", 3))
    island(state, 0, RED, ORANGE, YELLOW)
    said = refused(state, Action("draw", 0, None, "faceup"))
    assert said == "You must first place Blue 5: it fits your group Blue 5, Blue 5 and Blue 5."
    state = table(2, hands=[(GREEN, card("cannon"))])
    island(state, 0, RED, ORANGE, YELLOW)
    said = refused(state, Action("draw", 0, None, "faceup"))
    assert said == "You must first place Green 4: it fits your group Red 1, Orange 2 and Yellow 3."
    assert RULES.narrator.prompt(state, 0) == said
    state = act(state, "place", 0, GREEN, "group:0:0")
    assert "draw" in kinds(state) and len(state.islands[0][0]) == 4


def test_colour_cards_that_make_a_group_in_the_hand_must_be_placed():
    state = table(2, hands=[(GREEN, BLUE, PURPLE, card("cannon"))])
    said = refused(state, Action("draw", 0, None, "pile"))
    assert said == "You must first place Green 4: it makes a group with Blue 5 and Purple 6 from your hand."
    state = table(2, hands=[(BLUE, card("blue", 2), card("blue", 3))])
    said = refused(state, Action("draw", 0, None, "pile"))
    assert said == "You must first place Blue 5: it makes a group with Blue 5 and Blue 5 from your hand."
    state = table(2, hands=[(ORANGE, card("cannon"), YELLOW, RED)])
    said = refused(state, Action("draw", 0, None, "pile"))
    assert said == "You must first place Orange 2: it makes a group with Red 1 and Yellow 3 from your hand."


def test_wilds_and_cards_that_need_rearranging_need_not_be_placed():
    state = table(2, hands=[(card("wild", 1), card("wild", 2), RED, GREEN, PURPLE)])
    island(state, 0, *(card("blue", n) for n in range(1, 5)))  # Green 4 + Blue 5 + Purple 6 needs a blue
    assert {a.target for a in legal(state) if a.kind == "draw"} == {"faceup", "pile"}
    assert any(a.piece == GREEN and a.target == "new:0" for a in legal(state))  # but it may be


def test_a_card_that_does_not_fit_is_refused_with_a_sentence():
    state = table(2, hands=[(GREEN, card("cannon"))])
    island(state, 0, RED, ORANGE, YELLOW)
    assert refused(state, Action("place", 0, PURPLE, "group:0:0")) == "That card is not in your hand."
    island(state, 0, card("red", 2), card("red", 3), card("red", 4))
    assert refused(state, Action("place", 0, GREEN, "group:0:1")) == "Green 4 does not fit there."
    assert CAT.colour_of[GREEN] == "green"


def test_play_goes_clockwise_to_the_next_seat_on_the_left():
    state = table(
        4, hands=[(card("cannon"),), (card("cannon", 2),), (card("cannon", 3),), (card("cannon", 4),)]
    )
    seen = []
    for _ in range(5):
        seen.append(RULES.to_act(state))
        state = act(state, "draw", RULES.to_act(state), None, "pile")
    assert seen == [0, 1, 2, 3, 0] and state.turn == 6
