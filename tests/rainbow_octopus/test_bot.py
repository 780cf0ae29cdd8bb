"""What the computer players value in Rainbow Octopus, and how they imagine the unseen cards."""

from __future__ import annotations

import random

from games.rainbow_octopus.rules import bot
from tabletop.bots.base import Budget
from tabletop.bots.players import decide, make_bot
from tests.rainbow_octopus.test_builders import act, begin, give, inventory, put, table

from .loaded import RULES

WILD = "wild-1"


def test_a_sample_keeps_what_the_seat_sees_and_redeals_the_rest():
    state = table(players=3, tide="slack_water", seat=0)
    give(state, 1, "red-1-a", "blue-2-a")
    give(state, 0, "green-3-a")
    put(state, 2, "violet-7-a")
    view = RULES.view(state, 0)
    worlds = [bot.sample(RULES, view, 0, random.Random(i)) for i in range(5)]
    for world in worlds:
        assert RULES.view(world, 0) == view
        assert inventory(world) == inventory(state)
        assert world.hands[0] == state.hands[0]
        assert world.arms == state.arms
    assert len({tuple(w.deck) for w in worlds}) == 5, "every sample deals the deck anew"
    assert any(w.hands[1] != state.hands[1] for w in worlds)


def test_a_wild_out_of_sight_is_imagined_in_its_owners_hand():
    state = table(players=2, seat=0)
    owner_wild = state.wilds[1]
    assert owner_wild in state.hands[1]
    world = bot.sample(RULES, RULES.view(state, 0), 0, random.Random(3))
    assert owner_wild in world.hands[1]
    put(state, 1, owner_wild, 4)
    world = bot.sample(RULES, RULES.view(state, 0), 0, random.Random(3))
    assert owner_wild not in world.hands[1] and world.arms[1][3] == owner_wild


def test_progress_counts_colours_the_wild_and_playable_hand_cards():
    state = table(players=2, seat=0)
    start = bot.progress(RULES.catalog, state, 0)
    put(state, 0, "red-1-a")
    one_colour = bot.progress(RULES.catalog, state, 0)
    assert one_colour > start
    put(state, 0, "red-2-a")
    assert bot.progress(RULES.catalog, state, 0) == one_colour, "a second red adds no colour"
    give(state, 0, "blue-2-b")
    with_fit = bot.progress(RULES.catalog, state, 0)
    assert with_fit > one_colour, "a missing colour in hand that fits a free arm counts for something"
    assert with_fit - one_colour < 1, "but less than one on the octopus"


def test_a_hand_card_that_would_cover_the_only_red_does_not_count():
    state = table(players=2, seat=0)
    put(state, 0, "red-1-a")
    before = bot.progress(RULES.catalog, state, 0)
    give(state, 0, "blue-1-a")  # arm 1 holds the only red: playing blue there swaps one colour for another
    spare_only = bot.progress(RULES.catalog, state, 0)
    give(state, 0, "blue-3-a")
    assert spare_only - before < bot.progress(RULES.catalog, state, 0) - spare_only


def test_a_full_rainbow_scores_eight():
    state = table(players=2, seat=0)
    for card in ("red-1-a", "orange-2-a", "yellow-3-a", "green-4-a", "blue-5-a", "indigo-6-a", "violet-7-a"):
        put(state, 0, card)
    put(state, 0, state.wilds[0], 8)
    assert bot.progress(RULES.catalog, state, 0) == 8


def test_evaluation_favours_the_seat_further_ahead():
    state = table(players=2, seat=0)
    put(state, 0, "red-1-a")
    put(state, 0, "orange-2-a")
    assert bot.evaluate(RULES, state, 0) > 0.5 > bot.evaluate(RULES, state, 1)
    assert abs(bot.evaluate(RULES, state, 0) + bot.evaluate(RULES, state, 1) - 1) < 1e-9


def best(level: str, state, seed: int = 0):
    return decide(
        RULES, state, make_bot("rainbow_octopus", level), random.Random(seed), Budget(30, 200)
    ).action


def test_normal_and_hard_play_a_new_colour_rather_than_cover_their_only_one():
    state = table(players=2, tide="slack_water", seat=0)
    put(state, 0, "red-3-a")
    give(state, 0, "blue-3-a", "green-5-a")
    state = act(state, "draw", 0, None, "deck")
    for level in ("normal", "hard"):
        action = best(level, state)
        assert action.kind == "play" and action.piece != "blue-3-a", (level, action)


def test_normal_and_hard_steal_the_only_colour_that_keeps_the_other_from_winning():
    state = table(players=2, tide="moray_eel", seat=0)
    cards = ("red-1-a", "orange-2-a", "yellow-3-a", "green-4-a", "blue-5-a", "indigo-6-a")
    for card in cards:
        put(state, 1, card)
    put(state, 1, "red-7-a")  # a second red: stealing it would not hurt
    put(state, 1, state.wilds[1], 8)
    begin(state, 0)  # now there is something to steal
    assert {a.kind for a in RULES.legal_actions(state)} == {"steal"}
    for level in ("normal", "hard"):
        action = best(level, state)
        assert action.kind == "steal" and action.piece in cards, (level, action)
