"""The computer player's hints: sampled worlds match the view; the evaluation prefers progress."""

from __future__ import annotations

import random
from collections import Counter

from games.cosmoctopus.rules import bot, paying
from tabletop.bots.base import Budget
from tabletop.bots.easy import RandomBot
from tabletop.bots.normal import GreedyBot
from tabletop.bots.players import decide

from .builders import RULES, act, in_play, main, pool, row, table, top


def test_a_sampled_world_looks_the_same_from_the_seat_and_holds_every_component():
    rng = random.Random(3)
    state = RULES.setup(3, {"hands": "draft"}, 3)
    for _ in range(200):
        state = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    world = bot.sample(RULES, RULES.view(state, 1), 1, rng)
    assert RULES.view(world, 1) == RULES.view(state, 1)
    assert Counter(RULES.all_component_ids(world)) == Counter(RULES.all_component_ids(state))


def test_a_payment_under_way_is_judged_by_where_it_ends():
    state = main(table(hand=("gilded-barnacle",)))
    pool(state, coins=8)
    paying = act(state, "play", 0, "gilded-barnacle", "play:0")
    assert "gilded-barnacle" in bot.settled(RULES, paying).played[0]
    assert bot.evaluate(RULES, paying, 0) > bot.evaluate(RULES, state, 0) > 0


def test_a_tentacle_is_worth_more_than_anything_else():
    state = table()
    richer = state.clone()
    richer.tentacles[0] += 1
    assert bot.evaluate(RULES, richer, 0) > bot.evaluate(RULES, state, 0) > bot.evaluate(RULES, richer, 1)


def test_normal_beats_random_in_a_short_game():
    rng, budget = random.Random(5), Budget(seconds=1.0)
    state = RULES.setup(2, {"length": "express", "first": "1"}, 5)
    players = [GreedyBot(bot), RandomBot()]
    for _ in range(3000):
        if not RULES.legal_actions(state):
            break
        state = RULES.apply(state, decide(RULES, state, players[RULES.to_act(state)], rng, budget).action)
    assert RULES.outcome(state).winners == (0,)


def test_the_quick_forbidden_knowledge_test_agrees_with_the_payment_rules():
    rng = random.Random(11)
    seen = Counter()
    for seed in range(6):
        state = RULES.setup(3, {}, seed)
        for _ in range(400):
            legal = RULES.legal_actions(state)
            if not legal:
                break
            state = RULES.apply(state, rng.choice(legal))
            for seat in range(3):
                for resource in RULES.catalog.resources:  # push some seats near the 13 of a tile
                    state.pool[seat][resource] += rng.choice((0, 0, 4))
                tiles = [t for t in RULES.catalog.knowledge.values() if t not in state.knowledge]
                slow = any(not paying.shortfall(RULES.catalog, state, seat, t) for t in tiles)
                assert bot.within_reach(RULES.catalog, state, seat) == slow
                seen[slow] += 1
    assert seen[True] and seen[False]


def test_a_free_play_is_judged_by_the_card_it_plays():
    state = main(table(hand=("trapped-in-a-timeless-existence",)))
    pool(state, whispers=3)
    row(state, "gilded-barnacle", "ink-rain", "the-ink-cloud")
    paying = act(state, "play", 0, "trapped-in-a-timeless-existence", "play:0")
    assert "gilded-barnacle" in bot.settled(RULES, paying).played[0]
    assert bot.evaluate(RULES, paying, 0) > bot.evaluate(RULES, state, 0)


def test_a_gained_resource_is_judged_on_the_first_open_slot_and_a_granted_move_by_its_bonus():
    state = table()
    in_play(state, 0, "nautilus-spiral")  # slot A takes stars
    moved = act(state, "move", 0, "head", "tile:7")  # Stargazer's Rock: 1 star and a row card
    after = bot.settled(RULES, moved)
    assert after.slots["nautilus-spiral"][0] and len(after.hands[0]) == 1 and top(after) == "turn"
    granted = main(table(hand=("twin-tides",)))
    pool(granted, whispers=3)
    after = bot.settled(RULES, act(granted, "play", 0, "twin-tides", "play:0"))
    assert top(after) == "turn" and after.head != 4
