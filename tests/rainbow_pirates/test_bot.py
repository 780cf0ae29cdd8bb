"""What the computer players value in Rainbow Pirates: worlds sampled from a seat's view, moves of
several steps played out, blocks decided from the blocker's view only, and games that end."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.rainbow_pirates.rules import bot
from tabletop.bots.base import Budget
from tabletop.bots.hard import SearchBot
from tabletop.bots.normal import GreedyBot
from tabletop.bots.players import decide
from tabletop.rules.decisions import top_kind

from .builders import CAT, RULES, act, build, card, island, table

NORMAL, HARD = GreedyBot(bot), SearchBot(bot)


def random_states(count: int, pending: bool = False):
    """Yields states of random games (with `pending`: only ones with a move or black card under way)."""
    rng = random.Random(4)
    found = 0
    while found < count:
        state = RULES.setup(rng.choice([2, 3, 4]), {}, rng.randrange(10**6))
        while RULES.outcome(state) is None and found < count:
            state = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
            if (not pending or top_kind(state) not in ("turn", "final")) and rng.random() < 0.05:
                found += 1
                yield state
                break


def test_a_sampled_world_keeps_what_the_seat_sees_and_deals_the_rest():
    for state in random_states(30):
        seat = RULES.to_act(state)
        view = RULES.view(state, seat)
        world = bot.sample(RULES, view, seat, random.Random(1))
        assert Counter(RULES.all_component_ids(world)) == Counter(CAT.cards)
        assert world.hands[seat] == state.hands[seat] and world.islands == state.islands
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert world.discard == state.discard and world.faceup == state.faceup
        assert RULES.view(world, seat) == view


def test_settling_a_move_under_way_only_takes_legal_steps(monkeypatch):
    monkeypatch.setattr(RULES, "apply_legal", RULES.apply)  # every step checked: an illegal one raises
    for state in random_states(25, pending=True):
        after = bot.settled(RULES, state)
        assert RULES.outcome(after) is not None or top_kind(after) in ("turn", "final")


def choose(player, state, seed: int = 1, simulations: int = 40):
    return decide(RULES, state, player, random.Random(seed), Budget(30, simulations)).action


def test_a_block_protects_a_rainbow_pirate_and_is_decided_from_the_view():
    state = table(2, hands=[(card("parrot"),), (card("red", 5), card("blue"), card("green"))])
    island(state, 1, card("pirate"))
    state = act(state, "play", 0, card("parrot"), "discard")
    assert choose(NORMAL, state).kind == "block"
    world = bot.sample(RULES, RULES.view(state, 1), 1, random.Random(3))
    assert world.hands[1] == state.hands[1] and world.hands[0] == []


def test_the_attacker_steals_the_rainbow_pirate():
    state = table(2, hands=[(card("parrot"), card("map")), (card("blue"),)])
    island(state, 1, card("pirate"))
    island(state, 1, card("red", 2), card("red", 3), card("red", 4))
    state = act(act(state, "play", 0, card("parrot"), "discard"), "arrgh", 1)
    action = choose(NORMAL, state)
    assert action.kind == "steal" and action.piece == card("pirate")


def test_a_group_on_the_island_is_worth_more_than_the_same_cards_in_hand():
    state = table(2, hands=[(card("red"), card("orange"), card("yellow"), card("cannon"))])
    placed = build(state, 0, card("red"), card("orange"), card("yellow"))
    assert bot.evaluate(RULES, placed, 0) > bot.evaluate(RULES, state, 0)
    assert choose(NORMAL, state).kind == "place"


@pytest.mark.parametrize(
    "player", [NORMAL, pytest.param(HARD, marks=pytest.mark.slow)], ids=["normal", "hard"]
)  # a whole game: Hard's is the slow tier's
def test_a_game_between_computers_ends(player):
    state = RULES.setup(3, {}, 3)
    rng = random.Random(3)
    for _ in range(3000):
        if RULES.outcome(state) is not None:
            break
        state = RULES.apply(state, decide(RULES, state, player, rng, Budget(0.02)).action)
    assert RULES.outcome(state) is not None


def test_a_sampled_world_keeps_what_open_prompts_show():
    hands = [
        (card("captain"),),
        (card("parrot"), card("red")),
        (card("red", 2),),
        (card("cannon"), card("pink")),
    ]
    state = table(4, hands=hands)
    state = act(state, "play", 0, card("captain"), "discard")
    for seat in (1, 2, 3):
        state = act(state, "arrgh", seat)
    assert [p.seat for p in reversed(state.decisions[1:])] == [1, 3]  # both hold a black card to give
    for seed in range(20):
        world = bot.sample(RULES, RULES.view(state, 1), 1, random.Random(seed))
        assert any(CAT.kind[c] == "black" for c in world.hands[3]) and len(world.hands[3]) == 2
        assert bot.settled(RULES, world) is not None


def test_the_search_plays_on_with_the_moves_the_game_names():
    """Hard's greedy steps weigh `playout_choices`: on a turn every move but beginning a rearrangement, a move
    or black card under way its plain step only (one of the legal ones)."""
    from tabletop.bots.hard import Tuning

    assert Tuning(**bot.SEARCH).playout_choices
    kinds = Counter()
    for state in random_states(40, pending=True):
        legal = RULES.legal_actions(state)
        named = bot.playout_choices(RULES, state, legal, random.Random(1))
        assert named and set(named) <= set(legal)
        kind = top_kind(state)
        kinds[kind] += 1
        if kind in ("turn", "final"):
            assert named == [a for a in legal if a.kind != "rearrange"]
        else:
            assert named == [bot.plain_step(CAT, state, legal)] or named[0].kind == "confirm"
    assert len(kinds) >= 3  # turns, groups being built and black cards under way were met
