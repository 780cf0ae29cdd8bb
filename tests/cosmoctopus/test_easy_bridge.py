"""The Easy computer player and the cosmic bridge: random otherwise, it moves a token only for a real gain,
then carries the crossing through (the best token move, the card it misses least, across, Confirm)."""

from __future__ import annotations

import random

from games.cosmoctopus.rules import bot
from tabletop.bots.base import Budget
from tabletop.bots.players import decide, make_bot
from tabletop.rules.core import Action
from tabletop.rules.decisions import CONFIRM

from .bridging import bridged
from .builders import RULES, act, in_play, pool

START = Action("bridge_start", 0)


def _easy(state, seed: int = 1) -> Action:
    """Returns the Easy player's choice for the seat to act, with that seed."""
    return decide(RULES, state, make_bot("cosmoctopus", "easy"), random.Random(seed), Budget()).action


def _choices(state, seed: int = 1) -> list[Action]:
    return bot.easy_choices(RULES, RULES.view(state, 0), 0, RULES.legal_actions(state), random.Random(seed))


def _one_slot_short(hand=("gilded-barnacle",)):
    """Returns seat 0 to move from the centre, its Lantern Fish missing only the whispers of Murmur Grotto
    (cell 2, token B on it), token A on cell 0: moving A under the head and crossing completes it."""
    state = bridged(tokens=(0, 2), hand=hand)
    in_play(state, 0, "the-lantern-fish")
    state.slots["the-lantern-fish"] = [True, True, False, True]
    pool(state)
    return state


def test_easy_never_discards_for_a_token_move_that_brings_nothing():
    state = bridged(tokens=(0, 8), hand=("gilded-barnacle",))
    pool(state)
    assert START in RULES.legal_actions(state)
    assert START not in _choices(state)
    assert all(_easy(state, seed) != START for seed in range(40))


def test_easy_moves_a_token_to_complete_a_constellation_and_crosses_to_it():
    state = _one_slot_short()
    assert _choices(state) == [START]
    state = RULES.apply(state, _easy(state))
    assert _easy(state) == Action("bridge", 0, "bridge_a", "tile:4")
    state = RULES.apply(state, _easy(state))
    assert _easy(state) == Action("discard", 0, "gilded-barnacle", "discard")
    state = RULES.apply(state, _easy(state))
    assert _easy(state) == Action("move", 0, "head", "tile:2")
    state = RULES.apply(state, _easy(state))
    assert _easy(state) == Action(CONFIRM, 0)
    state = RULES.apply(state, _easy(state))
    assert _easy(state) == Action("place", 0, "whispers", "slot:the-lantern-fish:2")  # the bonus, in its slot
    state = RULES.apply(state, _easy(state))
    assert state.tentacles[0] == 1 and state.hands[0] == []


def test_easy_pays_for_the_token_with_the_card_it_misses_least():
    state = _one_slot_short(hand=("gilded-barnacle", "ink-rain"))
    pool(state, coins=12)  # with the Gilded Barnacle (coins) in hand, Forbidden Knowledge is within reach
    state = act(state, "bridge_start")
    state = act(state, "bridge", 0, "bridge_a", "tile:4")
    assert _choices(state) == [Action("discard", 0, "ink-rain", "discard")]


def test_easy_does_not_start_a_token_move_in_the_middle_of_a_move():
    state = _one_slot_short()
    state = act(state, "move", 0, "head", "tile:1")
    assert START in RULES.legal_actions(state)
    assert START not in _choices(state)


def test_easy_plays_at_random_where_the_bridge_is_not_concerned():
    state = bridged(tokens=(0, 8), hand=("gilded-barnacle",))
    state = act(state, "move", 0, "head", "tile:1")
    legal = RULES.legal_actions(state)
    assert set(_choices(state)) == set(legal) - {START}
    assert len({_easy(state, seed) for seed in range(60)}) > 3
