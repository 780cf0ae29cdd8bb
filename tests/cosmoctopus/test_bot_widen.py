"""Hard's progressive widening below the root (Tuning.widen), as Cosmoctopus' search uses it: off by
default (every game's tree as before); a node below the root first tries the greedy policy's move, then
opens the next best only as its visits grow (1 + widen * sqrt(visits) children)."""

from __future__ import annotations

import dataclasses
import random

from games.cosmoctopus.rules import bot
from tabletop.bots.base import Budget
from tabletop.bots.hard import Node, SearchBot, Tuning
from tabletop.rules.decisions import top_kind

from .builders import RULES


def a_move_with_choices():
    """Returns a 2-player game's first move step: the head may go to several tiles."""
    state = RULES.setup(2, {}, 7)
    while top_kind(state) != "move" or RULES.to_act(state) < 0:
        state = RULES.apply_legal(state, RULES.legal_actions(state)[0])
    return state


def searcher(widen: float) -> SearchBot:
    return SearchBot(bot, dataclasses.replace(Tuning(**bot.SEARCH), tree_depth=2, widen=widen))


def test_the_default_tuning_opens_every_legal_action():
    assert Tuning().widen == 0.0


def test_a_node_first_tries_the_greedy_move_then_widens_as_it_is_visited():
    state = a_move_with_choices()
    legal = RULES.legal_actions(state)
    actor = RULES.to_act(state)
    search = searcher(0.5)
    choices = bot.playout_choices(RULES, state, legal, random.Random(1))
    assert len(choices) >= 3
    node = Node(actor)
    first, fresh = search.widened(RULES, state, node, legal, actor, random.Random(3))
    assert fresh and list(node.children) == [first]
    assert first == search.greedy(RULES, state, choices, random.Random(3))
    node.visits = node.children[first].visits = 3  # 1 + 0.5 * sqrt(3) < 2: no room for a second child
    node.children[first].total = 1.5
    assert search.widened(RULES, state, node, legal, actor, random.Random(4)) == (first, False)
    assert list(node.children) == [first]
    node.visits = 4  # 1 + 0.5 * sqrt(4) = 2: the next best opens
    second, fresh = search.widened(RULES, state, node, legal, actor, random.Random(5))
    assert fresh and second != first and second in choices
    assert list(node.children) == [first, second]


def test_a_widened_search_opens_a_reply_only_when_there_is_room_or_none_known_is_legal():
    state = a_move_with_choices()
    seat, legal = RULES.to_act(state), RULES.legal_actions(state)
    opened = {}
    for widen in (0.0, 0.5):
        search = searcher(widen)
        grown, calls = [], []
        seed_root, widened = search.seed_root, search.widened

        def keeping(*args, seed_root=seed_root, grown=grown):
            grown[:] = [seed_root(*args)]
            return grown[0]

        def checking(rules, state, node, legal, actor, rng, widened=widened, calls=calls, widen=widen):
            before, known = len(node.children), any(a in node.children for a in legal)
            room = 1 + widen * node.visits**0.5
            action, fresh = widened(rules, state, node, legal, actor, rng)
            calls.append(action in legal and (not fresh or before + 1 <= room or not known))
            return action, fresh

        search.seed_root, search.widened = keeping, checking
        decision = search.choose(
            RULES, RULES.view(state, seat), seat, legal, random.Random(2), Budget(60, 120)
        )
        assert decision.action in legal
        assert bool(calls) == bool(widen) and all(calls)
        opened[widen] = max(len(child.children) for child in grown[0].children.values())
    assert opened[0.5] < opened[0.0]


def test_own_steps_at_root_finishes_only_the_root_movers_turn_greedily():
    state = a_move_with_choices()
    seat, legal = RULES.to_act(state), RULES.legal_actions(state)
    assert Tuning().own_steps_at_root is False
    finished = {}
    for at_root in (False, True):
        search = SearchBot(
            bot, dataclasses.replace(Tuning(**bot.SEARCH), tree_depth=2, widen=0.5, own_steps_at_root=at_root)
        )
        actors = set()
        follow_up = search.follow_up

        def recording(rules, state, actor, rng, follow_up=follow_up, actors=actors):
            actors.add(actor)
            return follow_up(rules, state, actor, rng)

        search.follow_up = recording
        search.choose(RULES, RULES.view(state, seat), seat, legal, random.Random(2), Budget(60, 60))
        finished[at_root] = actors
    assert finished[True] == {seat}
    assert finished[False] == {seat, 1 - seat}
