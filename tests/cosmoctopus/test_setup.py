"""Set-up as written: the realm, the head, the row, hands, resources, tokens, the variants."""

from __future__ import annotations

import random

import pytest

from games.cosmoctopus.rules.state import DRAFT, MOVE
from tabletop.rules.core import Action

from .builders import CAT, RULES, act, inventory, top


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_is_set_as_the_rulebook_says(players):
    state = RULES.setup(players, {"first": "1"}, 7)
    assert len(state.realm) == 9 and sum(t in CAT.special for t in state.realm) == 1
    assert sorted(state.realm + [t for t in state.boxed if t in CAT.tile]) == sorted(CAT.tile)
    assert state.realm[state.head] == "star-shallows"
    assert len(state.row) == 3 and [len(h) for h in state.hands] == [5] * players
    assert state.pool == [dict.fromkeys(CAT.resources, 2)] * players and state.tentacles == [0] * players
    assert len(state.deck) == 88 - 3 - 5 * players and len(set(inventory(state))) == len(inventory(state))
    assert top(state) == MOVE and RULES.to_act(state) == 0


def test_the_specials_are_drawn_at_random():
    found = {next(t for t in RULES.setup(2, {}, seed).realm if t in CAT.special) for seed in range(40)}
    assert found == set(CAT.special)


def test_discount_tokens_go_to_the_second_third_and_fourth_players():
    state = RULES.setup(4, {"first": "3"}, 1)
    assert state.tokens == [["token-2"], ["token-3"], [], ["token-1"]]
    assert RULES.setup(2, {"first": "1"}, 1).tokens == [[], ["token-1"]]


def test_express_starts_everyone_with_3_tentacles():
    assert RULES.setup(3, {"length": "express"}, 1).tentacles == [3, 3, 3]


def test_starter_hands_are_three_cards_from_the_reference_cards():
    state = RULES.setup(4, {"hands": "starter"}, 2)
    assert sorted(map(sorted, state.hands)) == sorted(map(sorted, CAT.content.starter_hands))
    assert not set(state.deck) & {c for h in state.hands for c in h}


def test_the_draft_passes_5_4_3_2_1_to_the_left_each_pick_its_own_decision():
    state = RULES.setup(3, {"hands": "draft", "first": "1"}, 4)
    assert top(state) == DRAFT and state.hands == [[], [], []] and [len(p) for p in state.packets] == [5] * 3
    second = list(state.packets[0])
    for round_size in (5, 4, 3, 2, 1):
        for seat in range(3):
            assert RULES.to_act(state) == seat and len(state.packets[seat]) == round_size
            if round_size == 5 and seat == 0:
                state = act(state, "pick", 0, second[0], "hand:0")
                continue
            state = act(state, "pick", seat, state.packets[seat][0], f"hand:{seat}")
        if round_size == 5:
            assert sorted(state.packets[1]) == sorted(second[1:])  # seat 0's packet went to its left
    assert [len(h) for h in state.hands] == [5] * 3 and top(state) == MOVE and RULES.to_act(state) == 0


def test_variants_are_checked():
    with pytest.raises(ValueError):
        RULES.setup(2, {"hands": "lucky"}, 1)
    with pytest.raises(ValueError, match="2 to 4"):
        RULES.setup(5, {}, 1)


def test_the_same_seed_and_actions_give_the_same_game():
    def game(seed):
        rng, state, done = random.Random(seed), RULES.setup(3, {}, seed), []
        for _ in range(400):
            action = rng.choice(RULES.legal_actions(state))
            done.append(action)
            state = RULES.apply(state, action)
        return state, done

    first, done = game(3)
    again = RULES.setup(3, {}, 3)
    for action in done:
        again = RULES.apply(again, Action(**action.to_json()))
    assert again == first and game(4)[0] != first
