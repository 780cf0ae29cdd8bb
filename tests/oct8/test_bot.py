"""What the computer players value in Oct8: finishing an octopus action the best way, and points."""

from __future__ import annotations

import random

import pytest

from games.oct8.rules import bot
from games.oct8.rules.state import OVER, pending_of, step_of
from tabletop.bots.base import Budget
from tabletop.bots.players import decide, make_bot
from tests.oct8.builders import CAT, RULES, act, area, arm_ids, free_head, give, octopus, shared, table


def test_best_subset_adds_up_exactly_and_prefers_the_wanted_colour():
    red1, red2 = arm_ids("red", 1)[:2]
    blue1, blue3 = arm_ids("blue", 1)[0], arm_ids("blue", 3)[0]
    green2 = arm_ids("green", 2)[0]
    cards = [blue1, red1, green2, red2, blue3]
    assert bot.best_subset(CAT, cards, 0, "red") == []
    assert sorted(bot.best_subset(CAT, cards, 2, "red")) == sorted([red1, red2])
    three = bot.best_subset(CAT, cards, 3, "blue")
    assert sum(int(c.split("-")[2]) for c in three) == 3 and blue3 in three
    assert bot.best_subset(CAT, cards, 9, "red") is None


def random_pending_states(count: int):
    """Yields states of random games where an octopus action of several steps is under way."""
    rng = random.Random(4)
    found = 0
    while found < count:
        state = RULES.setup(rng.choice([2, 3]), {}, rng.randrange(10**6))
        while RULES.outcome(state) is None:
            legal = RULES.legal_actions(state)
            state = RULES.apply(state, rng.choice(legal))
            if pending_of(state) is not None and pending_of(state).kind != "draw" and rng.random() < 0.2:
                found += 1
                yield state
                break


def test_settling_an_action_under_way_only_takes_legal_steps(monkeypatch):
    monkeypatch.setattr(RULES, "apply_legal", RULES.apply)  # every step checked: an illegal one raises
    for state in random_pending_states(25):
        after, wasted = bot.settled(RULES, state)
        assert pending_of(after) is None or pending_of(after).kind == "draw"
        assert wasted or after is not state


def test_a_shared_octopus_the_hand_can_finish_is_worth_finishing():
    state = table(players=2)
    head = free_head(state, "red")
    reds = arm_ids("red", 2)[:2] + arm_ids("red", 1)[:2]
    shared(state, octopus(state, head, *reds))  # 6 arms of red on a red head
    give(state, 0, arm_ids("red", 2)[2])
    before = bot.evaluate(RULES, state, 0)
    started = act(state, "attach", 0, arm_ids("red", 2)[2], f"oct:{head}")
    assert bot.evaluate(RULES, started, 0) > before
    action = decide(RULES, state, make_bot("oct8", "normal"), random.Random(1), Budget(30, 100)).action
    assert action.kind == "attach" and action.target == f"oct:{head}"


def test_points_count_matching_arms_and_the_secret_colour():
    state = table(players=2)
    head = free_head(state, "blue")
    area(state, 0, octopus(state, head, *arm_ids("blue", 4)[:2]))
    assert bot.worth(RULES.catalog, state, 0) > bot.worth(RULES.catalog, state, 1)


@pytest.mark.parametrize("level", ["normal", pytest.param("hard", marks=pytest.mark.slow)])  # a whole game
def test_a_game_between_computers_ends(level):
    state = RULES.setup(2, {"length": "short"}, 3)
    player = make_bot("oct8", level)
    rng = random.Random(3)
    for _ in range(3000):
        if RULES.outcome(state) is not None:
            break
        state = RULES.apply(state, decide(RULES, state, player, rng, Budget(0.05)).action)
    assert step_of(state) == OVER
