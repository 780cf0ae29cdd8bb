"""Once the last card of the draw pile is drawn, by whatever means (a Treasure Map in the middle of a turn
too), black cards are no longer played as pirate actions, only placed in groups on the island (the
rulebook: "once the last card is drawn ... you can still place BLACK Cards (in 3+ card groups) on your
island, but you cannot play them as pirate actions")."""

from __future__ import annotations

import copy

import pytest

from tabletop.rules.core import Action, IllegalAction

from .builders import RULES, act, card, island, kinds, legal, table

EMPTY = (
    "The draw pile is empty: black cards can no longer be played as pirate actions, only placed in groups"
    " on your island."
)
MAP, CANNON, PARROT, CAPTAIN = card("map"), card("cannon"), card("parrot"), card("captain")


def refused(state, action: Action) -> str:
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as error:
        RULES.apply(state, action)
    assert state == before
    return str(error.value)


def last_cards(players: int, hands, left: int = 2):
    """A game whose draw pile holds `left` cards (the rest of it on the discard pile)."""
    state = table(players, hands=hands)
    state.discard.extend(state.pile[:-left])
    state.pile = state.pile[-left:]
    return state


def emptied_by_a_map(players: int, hands):
    """Seat 0 plays a Treasure Map that draws the last 2 cards of the pile, and nobody blocks it."""
    state = last_cards(players, hands)
    state = act(state, "play", 0, MAP, "discard")
    for seat in range(1, players):
        state = act(state, "arrgh", seat)
    assert state.pile == [] and not state.final and RULES.to_act(state) == 0
    return state


def test_a_treasure_map_that_draws_the_last_cards_leaves_no_cannon_to_fire_in_the_same_turn():
    state = last_cards(2, [(MAP, CANNON), ()])
    island(state, 1, card("blue", 1), card("blue", 2), card("blue", 3))
    assert (0, CANNON, "discard") in {(a.seat, a.piece, a.target) for a in legal(state) if a.kind == "play"}
    state = act(state, "play", 0, MAP, "discard")
    state = act(state, "arrgh", 1)
    assert state.pile == [] and len(state.hands[0]) == 3  # the Cannon and the last 2 cards
    assert "play" not in kinds(state)
    assert refused(state, Action("play", 0, CANNON, "discard")) == EMPTY


def test_with_three_players_a_cannon_aimed_at_an_opponent_is_refused_too():
    state = emptied_by_a_map(3, [(MAP, CANNON, card("squid")), (), ()])
    assert "play" not in kinds(state)
    assert refused(state, Action("play", 0, CANNON, "island:1")) == EMPTY
    assert refused(state, Action("play", 0, card("squid"), "hand:2")) == EMPTY


def test_no_black_card_is_offered_as_an_action_once_the_pile_is_empty():
    blacks = (CANNON, PARROT, CAPTAIN, card("squid"), card("beachcomber"), card("spyglass"), card("compass"))
    state = emptied_by_a_map(2, [(MAP, *blacks), ()])
    assert not [a for a in legal(state) if a.kind == "play"]
    assert {a.target for a in legal(state) if a.kind == "draw"} == {"faceup"}  # the turn still ends by a draw
    assert RULES.narrator.prompt(state, 0) == (
        "The draw pile is empty: place or rearrange (no black card actions), then draw."
    )


def test_one_card_left_in_the_pile_still_lets_black_cards_be_played():
    state = last_cards(2, [(MAP, CANNON), ()], left=4)
    state = act(state, "play", 0, MAP, "discard")
    state = act(state, "arrgh", 1)
    assert len(state.pile) == 1 and (CANNON, "discard") in {(a.piece, a.target) for a in legal(state)}


def test_black_cards_are_still_placed_in_a_group_on_the_island():
    state = emptied_by_a_map(2, [(MAP, CANNON, PARROT, CAPTAIN, card("cannon", 2)), ()])
    assert {"new:0"} <= {a.target for a in legal(state) if a.piece == CANNON and a.kind == "place"}
    for piece in (CANNON, PARROT, CAPTAIN):
        state = act(state, "place", 0, piece, "new:0")
    state = act(state, "confirm", 0)
    assert sorted(state.islands[0][0]) == sorted([CANNON, PARROT, CAPTAIN])
    state = act(state, "place", 0, card("cannon", 2), "group:0:0")  # a black card still joins a black group
    assert len(state.islands[0][0]) == 4 and "play" not in kinds(state)


def test_the_table_s_drop_refusal_says_why_even_while_a_group_is_being_built():
    state = emptied_by_a_map(3, [(MAP, CANNON, PARROT, CAPTAIN, card("squid")), (), ()])
    assert RULES.why_not_drop(state, 0, CANNON, "discard") == EMPTY
    assert RULES.why_not_drop(state, 0, CANNON, "island:2") == EMPTY
    state = act(state, "place", 0, PARROT, "new:0")  # finishing the group would not make the play legal
    assert RULES.why_not_drop(state, 0, CANNON, "discard") == EMPTY
    assert RULES.why_not_drop(state, 0, CANNON, "new:0") == ""  # but it joins the group being built
