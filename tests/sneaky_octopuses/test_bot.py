"""The computer players' hints: a sampled world is the open view with a fresh stream; the evaluation
likes fish held near home and points; Normal scores a fish when it can."""

from __future__ import annotations

import random

from games.sneaky_octopuses.rules import bot
from tabletop.bots.base import Budget
from tabletop.bots.normal import GreedyBot
from tabletop.rules.core import Action

from .builders import RULES, give, in_tank, octo, put, quiet

TAKO = octo(0, "tako")


def test_a_sampled_world_is_the_view_with_a_fresh_random_stream():
    state = quiet()
    world = bot.sample(RULES, RULES.view(state, 0), 0, random.Random(99))
    assert world.rng != state.rng
    world.rng = state.rng
    assert world == state


def test_the_evaluation_likes_a_fish_held_near_home_better_than_far_and_points_best():
    far, near, home = quiet(), quiet(), quiet()
    fish = in_tank(far, "M")[0]
    for state, where in ((far, (5, 3)), (near, (2, 1)), (home, (2, 1))):
        put(state, TAKO, *where)
        give(state, TAKO, fish)
    home.fish[fish] = "scored:0"
    scores = [bot.evaluate(RULES, s, 0) for s in (quiet(), far, near, home)]
    assert scores == sorted(scores) and len(set(scores)) == 4
    assert bot.evaluate(RULES, home, 1) < 0.5


def test_normal_throws_a_fish_home_when_it_can():
    state = quiet()
    put(state, TAKO, 1, 1)
    fish = in_tank(state, "M")[0]
    give(state, TAKO, fish)
    legal = RULES.legal_actions(state)
    choice = GreedyBot(bot).choose(RULES, RULES.view(state, 0), 0, legal, random.Random(2), Budget(5.0))
    assert choice.action == Action("throw", 0, fish, "home:0")


def test_the_fast_worth_is_the_plain_worth_in_random_games_of_every_size():
    from .reference import worth

    for players, seed in ((2, 31), (3, 32), (4, 33)):
        rng = random.Random(seed)
        state = RULES.setup(players, {}, seed)
        seen = set()
        while (legal := RULES.legal_actions(state)) and len(seen) < 400:
            figures = bot.worths(RULES.catalog, state)
            assert figures == [worth(RULES.catalog, state, s) for s in range(players)]
            seen.add(tuple(figures))
            state = RULES.apply_legal(state, rng.choice(legal))
        assert len(seen) > 20  # the positions differed: fish held, scored and octopuses out


def test_remembering_positions_changes_no_choice_of_the_search():
    """Hard's search with `remember` (positions met again are not worked out again, by bot.position) makes
    the same choices as without, simulation for simulation: every simulation ends in the same position
    with the same random stream (remembered results and scores are the ones it would have worked out,
    and chance still draws from each world's own stream)."""
    from dataclasses import replace

    from tabletop.bots.hard import SearchBot, Tuning

    class Recording(SearchBot):
        def rollout(self, rules, state, rng):
            end = super().rollout(rules, state, rng)
            self.ends.append((bot.position(rules, end), end.rng))
            return end

    tuning = Tuning(**bot.SEARCH)
    assert tuning.remember
    plain, remembering = Recording(bot, replace(tuning, remember=False)), Recording(bot, tuning)
    rng = random.Random(4)
    state = RULES.setup(2, {}, 4)
    compared = 0
    while (legal := RULES.legal_actions(state)) and compared < 6:
        seat = RULES.to_act(state)
        if seat >= 0 and len(legal) >= 3:
            view = RULES.view(state, seat)
            budget = Budget(60.0, simulations=40)
            plain.ends, remembering.ends = [], []
            a = plain.choose(RULES, view, seat, legal, random.Random(compared), budget)
            b = remembering.choose(RULES, view, seat, legal, random.Random(compared), budget)
            assert (a.action, a.simulations) == (b.action, b.simulations)
            assert plain.ends == remembering.ends and len(plain.ends) == a.simulations
            compared += 1
        state = RULES.apply_legal(state, rng.choice(legal))
    assert compared == 6


def test_the_position_tells_apart_what_play_reads():
    state = quiet()
    same = state.clone()
    same.rng, same.hits, same.last_walk = state.rng + 1, 3, None
    assert bot.position(RULES, same) == bot.position(RULES, state)
    for change in (
        lambda s: put(s, TAKO, 1, 1),
        lambda s: s.posts.update({"keeper-1": (9, 9)}),
        lambda s: setattr(s, "turns", s.turns + 1),
        lambda s: give(s, TAKO, in_tank(s, "M")[0]),
    ):
        other = state.clone()
        change(other)
        assert bot.position(RULES, other) != bot.position(RULES, state)


def test_the_greedy_steps_weigh_the_ways_to_end_a_turn_as_one():
    """Every keeper's activation leaves the same pieces before the die is rolled, so the evaluation scores
    them alike: the search's greedy steps weigh one of them (at random) and every other action."""
    state = RULES.setup(2, {"first": "1"}, 1)  # the keepers at their showers' entrances, on the board
    legal = RULES.legal_actions(state)
    ends = [a for a in legal if a.kind == "activate"]
    assert len(ends) >= 2
    after = {bot.evaluate(RULES, RULES.apply_legal(state, a), 0) for a in ends}
    assert len(after) == 1
    picked = set()
    for seed in range(40):
        weighed = bot.playout_choices(RULES, state, legal, random.Random(seed))
        assert [a for a in weighed if a.kind != "activate"] == [a for a in legal if a.kind != "activate"]
        (end,) = [a for a in weighed if a.kind == "activate"]
        picked.add(end)
    assert picked == set(ends)
    roll = RULES.apply_legal(state, ends[0])
    rolls = RULES.legal_actions(roll)
    assert bot.playout_choices(RULES, roll, rolls, random.Random(1)) == rolls  # not a turn: all of them
