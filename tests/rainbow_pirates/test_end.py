"""The end: going out (empty hand and two full rainbows: +5, the game stops at once, no draw), the draw
pile that cannot give a full draw (final placements: groups only, no black card played), scoring, ties."""

from __future__ import annotations

import copy

import pytest

from tabletop.rules.core import Action, IllegalAction

from .builders import RULES, act, card, island, kinds, legal, table

COLOURS = ("red", "orange", "yellow", "green", "blue", "purple", "pink")


def rainbow(n: int) -> list[str]:
    return [card(c, n) for c in COLOURS]


def refused(state, action: Action) -> str:
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as error:
        RULES.apply(state, action)
    assert state == before
    return str(error.value)


def test_going_out_ends_the_game_at_once_with_five_more_points():
    state = table(3, hands=[(card("pink", 2),), (card("pirate"),), ()])
    island(state, 0, *rainbow(1))
    island(state, 0, *rainbow(2)[:6])
    pile, hands = len(state.pile), copy.deepcopy(state.hands[1:])
    state = act(state, "place", 0, card("pink", 2), "group:0:1")
    assert state.over and state.out == 0 and legal(state) == []
    assert len(state.pile) == pile and state.hands[1:] == hands  # no draw, nobody else places
    outcome = RULES.outcome(state)
    assert outcome.scores == (14 + 5, 0, 0) and outcome.winners == (0,)
    assert outcome.details[0][-1] == "Went out: 5 points"
    assert outcome.ended == "<seat 0> went out: an empty hand and 2 full rainbows on the island."
    assert refused(state, Action("place", 1, card("pirate"), "new:1")) == "The game is over."


def test_a_full_rainbow_may_hold_wilds():
    state = table(2, hands=[(card("pink", 2),), ()])
    island(state, 0, *rainbow(1))
    wilds = {card("wild", 1): "green", card("wild", 2): "red"}
    island(state, 0, card("wild", 2), *rainbow(2)[1:3], card("wild", 1), *rainbow(2)[4:6], wilds=wilds)
    state = act(state, "place", 0, card("pink", 2), "group:0:1")
    assert state.out == 0


def test_an_empty_hand_without_two_full_rainbows_is_not_going_out():
    state = table(2, hands=[(card("red", 5),), ()])
    island(state, 0, *rainbow(1))
    island(state, 0, card("red", 2), card("red", 3), card("red", 4))
    state = act(state, "place", 0, card("red", 5), "group:0:1")
    assert not state.over and state.hands[0] == [] and {"draw", "rearrange"} == kinds(state)


def test_going_out_by_a_black_card_first_carries_out_its_action():
    state = table(2, hands=[(card("cannon"),), (card("pirate"),)])
    island(state, 0, *rainbow(1))
    island(state, 0, *rainbow(2))
    island(state, 1, card("blue", 3), card("blue", 4), card("blue", 5))
    state = act(state, "play", 0, card("cannon"), "discard")
    assert not state.over
    state = act(state, "arrgh", 1)
    assert not state.over and RULES.to_act(state) == 0
    state = act(state, "destroy", 0, card("blue", 3), "discard")
    assert state.over and state.out == 0 and RULES.outcome(state).scores == (19, 0)


def test_a_blocked_black_card_can_still_leave_an_empty_hand_to_go_out_with():
    state = table(2, hands=[(card("cannon"),), (card("orange", 5),)])
    island(state, 0, *rainbow(1))
    island(state, 0, *rainbow(2))
    state = act(state, "play", 0, card("cannon"), "discard")
    state = act(state, "block", 1, card("orange", 5), "discard")
    assert state.over and state.out == 0


def near_the_end(players: int = 2, hands=()):
    """A game whose draw pile holds 3 cards: the next draw leaves one, not a full draw."""
    state = table(players, hands=hands)
    keep = set(state.pile[-3:])
    spare = [c for c in state.pile if c not in keep]
    state.pile = [c for c in state.pile if c in keep]
    state.discard.extend(spare)
    return state


def test_when_the_pile_cannot_give_a_full_draw_everyone_may_still_place_groups():
    hands = [(card("cannon"),), (card("parrot"), card("map"), card("captain"), card("red", 9))]
    state = act(near_the_end(2, hands), "draw", 0, None, "pile")
    assert (
        state.final
        and len(state.pile) == 1
        and [(p.seat, p.kind) for p in state.decisions]
        == [
            (0, "final"),
            (1, "final"),
        ]
    )
    assert "play" not in kinds(state) and "draw" not in kinds(state)
    said = refused(state, Action("play", 1, card("parrot"), "discard"))
    assert said == "The draw pile has run out: black cards may only be placed in groups now, not played."
    for piece in (card("parrot"), card("map"), card("captain")):  # a black group is still a group
        state = act(state, "place", 1, piece, "new:1")
    state = act(state, "confirm", 1)
    assert len(state.islands[1][0]) == 3 and RULES.narrator.progress(state, 0) == "Final placements"
    state = act(state, "end_turn", 1)
    assert RULES.to_act(state) == 0 and not state.over
    state = act(state, "end_turn", 0)
    assert state.over and state.out == -1 and RULES.outcome(state).scores == (0, 3)


def test_taking_the_face_up_pair_can_also_leave_the_pile_short():
    state = act(near_the_end(2, [(card("cannon"),)]), "draw", 0, None, "faceup")
    assert state.final and len(state.faceup) == 2 and len(state.pile) == 1


def test_a_black_card_that_empties_the_pile_leaves_only_the_face_up_pair_to_draw():
    state = near_the_end(2, [(card("map"), card("cannon"))])
    state = act(state, "play", 0, card("map"), "discard")
    state = act(state, "arrgh", 1)
    assert state.pile == [] and {a.target for a in legal(state) if a.kind == "draw"} == {"faceup"}
    said = refused(state, Action("draw", 0, None, "pile"))
    assert said == "The draw pile cannot give two cards."
    state = act(state, "draw", 0, None, "faceup")
    assert state.final and state.faceup == [] and RULES.to_act(state) == 1


def test_scores_count_island_cards_pirates_and_nothing_in_hand():
    state = near_the_end(2, [(card("cannon"), card("pirate", 3)), (card("red", 9),)])
    island(state, 0, card("pirate"), card("pirate", 2))
    island(state, 0, *rainbow(1)[:3])
    island(state, 1, *rainbow(2))
    state = act(state, "place", 0, card("pirate", 3), "group:0:0")
    state = act(state, "draw", 0, None, "pile")
    state = act(act(state, "end_turn", 1), "end_turn", 0)
    outcome = RULES.outcome(state)
    assert outcome.scores == (3 * 5 + 3, 7) and outcome.winners == (0,)
    assert outcome.details[0][:2] == ("3 island cards: 3 points", "3 Rainbow Pirates: 15 points")
    # Only what scored (issue 33 item 12): no "0 Rainbow Pirates", no full rainbows (they score nothing).
    assert outcome.details[1] == ("7 island cards: 7 points",)
    assert outcome.ended == "The draw pile ran out, and everyone made their last placements."


def test_a_tie_is_a_shared_win():
    state = near_the_end(3, [(card("cannon"),), (), ()])
    island(state, 0, *rainbow(1)[:3])
    island(state, 2, *rainbow(2)[:3])
    state = act(state, "draw", 0, None, "pile")
    for seat in (1, 2, 0):
        state = act(state, "end_turn", seat)
    outcome = RULES.outcome(state)
    assert outcome.scores == (3, 0, 3) and outcome.winners == (0, 2)


def test_a_hand_an_opponent_emptied_goes_out_at_the_start_of_its_owners_turn():
    state = table(2, hands=[(card("squid"), card("cannon")), (card("red", 5), card("red", 6))])
    island(state, 1, *rainbow(1))
    island(state, 1, *rainbow(2))
    state = act(state, "play", 0, card("squid"), "discard")
    state = act(state, "arrgh", 1)  # the Sneaky Squid takes both cards of seat 1's hand
    assert state.hands[1] == [] and not state.over and RULES.to_act(state) == 0
    state = act(state, "draw", 0, None, "pile")  # seat 1's turn begins with an empty hand: out at once
    assert state.over and state.out == 1 and RULES.to_act(state) is None
    assert RULES.outcome(state).scores == (0, 14 + 5)
