"""What the computer players value in Oct8: finishing an octopus action the best way, and points."""

from __future__ import annotations

import itertools
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


def _first_best_by_every_subset(items, total):
    """The best picks found by trying every subset of the places: the most wanted, then the fewest cards, and
    among equals the smallest places compared one by one (what the search always returned)."""
    fitting = [
        picks
        for size in range(len(items) + 1)
        for picks in itertools.combinations(range(len(items)), size)
        if sum(items[i][0] for i in picks) == total
    ]
    if not fitting:
        return None
    gain = max((sum(items[i][1] for i in p), -len(p)) for p in fitting)
    return min(p for p in fitting if (sum(items[i][1] for i in p), -len(p)) == gain)


def test_best_picks_are_the_first_best_of_every_subset():
    rng = random.Random(12)
    for _ in range(3000):
        items = tuple((rng.randint(1, 5), rng.random() < 0.4) for _ in range(rng.randint(0, 9)))
        total = rng.randint(0, 9)
        code = bytes(arms * 2 + wanted for arms, wanted in items)
        found = bot._best_picks.__wrapped__(code, total)
        assert (None if found is None else tuple(found)) == _first_best_by_every_subset(items, total), (
            items,
            total,
        )


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


def test_settling_an_action_under_way_only_takes_legal_steps():
    for state in random_pending_states(25):
        steps, wasted = bot.finish_plan(RULES, state)
        checked = state
        for action in steps:  # every step checked: an illegal one raises
            checked = RULES.apply(checked, action)
        assert pending_of(checked) is None or pending_of(checked).kind == "draw"
        after, settled_wasted = bot.settled(RULES, state)
        assert settled_wasted == wasted and after is not state
        checked.events = after.events = ()
        assert after == checked  # changing one copy in place ends where the checked steps end


def test_a_playout_finishes_an_action_under_way_by_the_plan_and_weighs_only_legal_starts():
    rng = random.Random(2)
    for state in random_pending_states(15):
        legal = RULES.legal_actions(state)
        assert bot.playout_choices(RULES, state, legal, rng) == bot.finish_plan(RULES, state)[0][:1]
        assert set(bot.playout_choices(RULES, state, legal, rng)) <= set(legal)
    state = RULES.setup(2, {}, 11)
    for _ in range(300):
        if RULES.outcome(state) is not None:
            break
        legal = RULES.legal_actions(state)
        chosen = bot.playout_choices(RULES, state, legal, rng)
        assert chosen and set(chosen) <= set(legal)
        state = RULES.apply(state, rng.choice(chosen))


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
    legal = RULES.legal_actions(state)
    [start] = bot.playout_choices(RULES, state, legal, random.Random(1))  # a playout finishes it too
    assert start in legal and start.kind == "attach" and start.target == f"oct:{head}"


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
