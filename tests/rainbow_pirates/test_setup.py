"""Setup: 7 cards each, the draw pile, 2 face-up cards, who starts, 2 to 5 players, the same seed."""

from __future__ import annotations

import random

import pytest

from tabletop.rules.core import Action

from .builders import EVERYTHING, RULES, inventory


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_player_gets_seven_cards_and_two_cards_lie_face_up(players):
    state = RULES.setup(players, {}, 3)
    assert [len(h) for h in state.hands] == [7] * players and len(state.faceup) == 2
    assert len(state.pile) == 120 - 7 * players - 2 and inventory(state) == EVERYTHING
    assert state.islands == [[]] * players and state.discard == []


def test_two_to_five_players():
    for players in (1, 6):
        with pytest.raises(ValueError, match="2 to 5"):
            RULES.setup(players, {}, 1)


def test_the_first_player_is_chosen_or_random():
    assert RULES.to_act(RULES.setup(3, {"first": "2"}, 1)) == 1
    assert {RULES.to_act(RULES.setup(3, {}, seed)) for seed in range(30)} == {0, 1, 2}
    with pytest.raises(ValueError):
        RULES.setup(3, {"first": "4"}, 1)


def test_the_block_option_is_all_or_able_and_all_by_default():
    assert RULES.setup(2, {}, 1).options["block_ask"] == "all"
    with pytest.raises(ValueError):
        RULES.setup(2, {"block_ask": "some"}, 1)


def test_the_same_seed_and_the_same_actions_give_the_same_game():
    def game(seed: int):
        rng, state, actions = random.Random(seed), RULES.setup(3, {}, seed), []
        for _ in range(300):
            legal = RULES.legal_actions(state)
            if not legal:
                break
            actions.append(rng.choice(legal))
            state = RULES.apply(state, actions[-1])
        return state, actions

    first, actions = game(4)
    again = RULES.setup(3, {}, 4)
    for action in actions:
        again = RULES.apply(again, Action(**action.to_json()))
    assert again == first and game(4)[0] == first and game(5)[0] != first
