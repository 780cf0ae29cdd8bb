"""The state after an action shares every list the action did not change with the state before it
(`Oct8State.successor`): no action may change a list of an earlier state in place. The legal list comes in
the engine's order without sorting it all, and one action is confirmed as the whole list would."""

from __future__ import annotations

import dataclasses
import random

import pytest

from games.oct8.rules import bot
from games.oct8.rules.state import Oct8State
from tabletop.rules import decisions
from tabletop.rules.core import Action, sorted_actions
from tests.oct8.builders import CAT, RULES, empty_hand, table

# Every kind of action the handlers take (the random games below must play each one).
KINDS = {"place", "draw", "take", "take_top", "attach", "swap_out", "swap_in", "swap_arm", "swap_back"}
KINDS |= {"confirm", "cancel", "pass", "chip", "end_turn", "ship", "discard"}


def _picture(state: Oct8State) -> str:
    """Returns every field of the state, written out (a list changed in place changes it)."""
    return repr(sorted(state.__dict__.items()))


def _played(state: Oct8State, seed: int, steps: int = 5000) -> tuple[list[tuple[Oct8State, str]], set[str]]:
    """Plays random actions from `state` to the end of the game (at most `steps`), each checked; returns
    every state with its picture taken when it was reached, and the kinds of action played. The computer
    players' look ahead (`bot.settled`: an action under way finished in place on a copy) is asked at every
    state too."""
    rng, seen, kinds = random.Random(seed), [], set()
    while (legal := RULES.legal_actions(state)) and len(seen) < steps:
        seen.append((state, _picture(state)))
        bot.settled(RULES, state)
        action = rng.choice(legal)
        kinds.add(action.kind)
        state = RULES.apply(state, action)
    seen.append((state, _picture(state)))
    return seen, kinds


@pytest.mark.parametrize(
    ("players", "options", "seeds"),
    [(2, {}, range(1, 5)), (3, {"length": "short"}, range(5, 8)), (4, {}, range(8, 10))],
)
def test_no_action_changes_a_state_before_it(players, options, seeds):
    kinds = set()
    for seed in seeds:
        seen, played = _played(RULES.setup(players, options, seed), seed)
        kinds |= played
        _assert_unchanged(seen, seed)
    assert kinds == KINDS - {"pass"}, KINDS - kinds


def test_no_pass_changes_a_state_before_it():
    # Random games hardly ever leave a player nothing to do: here seat 0 has no card to draw or play.
    state = table(3)
    empty_hand(state, 0)
    state.hands[1] += state.arm_deck + state.discard
    state.arm_deck, state.discard = [], []
    seen, played = _played(state, 3, 300)
    assert "pass" in played
    _assert_unchanged(seen, 3)


def _assert_unchanged(seen: list[tuple[Oct8State, str]], seed: int) -> None:
    changed = [n for n, (state, picture) in enumerate(seen) if _picture(state) != picture]
    assert not changed, f"seed {seed}: the states after actions {changed[:5]} were changed later"


def _near_misses(action: Action, seat: int, rng: random.Random) -> list[Action]:
    """Returns actions one field away from a legal one: most are illegal, a few legal."""
    card, head = rng.choice(CAT.arm_cards), rng.choice(CAT.heads)
    return [
        dataclasses.replace(action, seat=seat + 1),
        dataclasses.replace(action, piece=card),
        dataclasses.replace(action, target=f"oct:{head}"),
        dataclasses.replace(action, target=None),
        dataclasses.replace(action, kind=rng.choice(sorted(KINDS))),
    ]


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (3, 22), (4, 23)])
def test_the_legal_list_comes_in_order_and_one_action_is_confirmed_as_the_list_would(players, seed):
    state, rng, steps = RULES.setup(players, {}, seed), random.Random(seed), 0
    while legal := RULES.legal_actions(state):
        assert legal == sorted_actions(legal) and len(set(legal)) == len(legal), decisions.top(state)
        listed = set(RULES._legal_actions(state))
        assert set(legal) == listed
        seat = decisions.top(state).seat
        for action in legal + [
            m for a in rng.sample(legal, min(6, len(legal))) for m in _near_misses(a, seat, rng)
        ]:
            assert RULES.is_legal(state, action) == (action in listed), (action, decisions.top(state))
        state = RULES.apply(state, rng.choice(legal))
        steps += 1
    assert steps > 300
