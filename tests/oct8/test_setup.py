"""Setup for 2 to 4 players: secret colours, three shared heads, six arm cards each, one face-up discard."""

from __future__ import annotations

from collections import Counter

import pytest

from games.oct8.rules.state import ACT, PLACE, step_of
from tests.oct8.builders import CAT, RULES

from .builders import EVERYTHING, inventory


@pytest.mark.parametrize("players", [1, 5])
def test_the_game_is_for_two_to_four_players(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        RULES.setup(players, {}, 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_secrets_heads_hands_and_one_discard(players):
    state = RULES.setup(players, {"first": "1"}, 7)
    assert len(state.secrets) == players and all(CAT.is_head(s) for s in state.secrets)
    assert len(state.shared) == 3 and all(len(o) >= 1 for o in state.shared)
    turn_draw_in_hand = state.last_draw[1] == "hand"
    assert [len(h) for h in state.hands] == [6 + turn_draw_in_hand] + [6] * (players - 1)
    assert len(state.discard) == 1
    assert len(state.head_deck) == 30 - players - 3
    assert inventory(state) == EVERYTHING


def test_everyone_starts_with_six_arm_cards_before_the_first_turn_draw():
    for seed in range(20):
        state = RULES.setup(3, {"first": "2"}, seed)
        assert [len(h) for i, h in enumerate(state.hands) if i != 1] == [6, 6]
        assert len(state.hands[1]) == 6 + (state.last_draw[1] == "hand")


def test_the_setup_screen_chooses_who_starts():
    assert RULES.chooses_first_player
    for first in ("1", "2", "3"):
        state = RULES.setup(3, {"first": first}, 4)
        assert RULES.to_act(state) == int(first) - 1 == state.first


def test_a_random_first_player_comes_from_the_seed():
    firsts = {RULES.setup(4, {"first": "random"}, seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert RULES.setup(4, {}, 9).first == RULES.setup(4, {}, 9).first


def test_a_bad_first_player_is_refused():
    with pytest.raises(ValueError, match="first player"):
        RULES.setup(3, {"first": "4"}, 1)


def test_each_secret_colour_is_hidden_from_the_others_until_the_end():
    state = RULES.setup(3, {"first": "1"}, 2)
    for seat in range(3):
        seen = RULES.view(state, seat)
        assert seen.secrets[seat] == state.secrets[seat]
        assert [s for i, s in enumerate(seen.secrets) if i != seat] == [None, None]
        others = {s for i, s in enumerate(state.secrets) if i != seat}
        assert others <= RULES.hidden_ids(state, seat)
    assert RULES.view(state, None).secrets == [None, None, None]


def test_the_view_hides_the_decks_order_and_others_hands():
    state = RULES.setup(2, {"first": "1"}, 3)
    seen = RULES.view(state, 0)
    assert set(seen.head_deck) == {None} and set(seen.arm_deck) == {None}
    assert seen.hands[0] == state.hands[0] and set(seen.hands[1]) == {None}
    assert seen.discard == state.discard and seen.shared == state.shared
    assert seen.rng == 0


def test_the_short_game_leaves_two_heads_of_each_colour_in_the_box():
    state = RULES.setup(4, {"length": "short"}, 5)
    assert Counter(CAT.colour_of[h] for h in state.boxed) == {"red": 2, "green": 2, "blue": 2}
    assert len(state.head_deck) == 24 - 4 - 3
    assert not set(state.boxed) & set(state.head_deck + state.secrets + [o[0] for o in state.shared])
    assert inventory(state) == EVERYTHING


def test_the_first_turn_starts_with_its_turn_draw_made():
    state = RULES.setup(3, {"first": "1"}, 11)
    assert state.last_draw[0] or state.drawn
    assert len(state.arm_deck) == 78 - 18 - 1 - 1
    assert step_of(state) in (ACT, PLACE)
