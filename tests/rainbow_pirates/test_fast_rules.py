"""Confirming one action without listing them all (`PirateRules._is_legal`) gives the same answer as
looking it up in the whole list, and what a group accepts, worked out once per sort of card
(`fitting.accepts`), is what every card of that sort joins it as (`fitting.joins`)."""

from __future__ import annotations

import random

import pytest

from games.rainbow_pirates.rules import fitting, groups
from games.rainbow_pirates.rules.game import PirateRules
from games.rainbow_pirates.rules.state import BUILD, REARRANGE, TURN
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tests.rainbow_pirates.builders import CAT, RULES


def _states(players: int, seed: int, steps: int):
    """Yields the states of a seeded random game, one per action, up to `steps`."""
    state = RULES.setup(players, {}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = RULES.legal_actions(state)
        if not legal:
            return
        yield state, legal
        state = RULES.apply(state, rng.choice(legal))


def _near_misses(action: Action, players: int, rng: random.Random) -> list[Action]:
    """Returns actions one field away from a legal one: most are illegal, a few legal."""
    other = rng.choice(CAT.cards)
    return [
        Action(action.kind, action.seat, action.piece, action.target, None if action.choice else "red"),
        Action(action.kind, action.seat, action.piece, f"group:{action.seat}:{rng.randrange(8)}"),
        Action(action.kind, (action.seat + 1) % players, action.piece, action.target, action.choice),
        Action(action.kind, action.seat, other, action.target, action.choice),
        Action("move" if action.kind == "place" else "place", action.seat, action.piece, action.target),
        Action(action.kind, action.seat, None, action.target, action.choice),
    ]


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (5, 13)])
def test_one_action_is_confirmed_as_the_whole_list_would(players, seed):
    rng = random.Random(seed)
    kinds = set()
    for state, legal in _states(players, seed, 400):
        kinds.add(decisions.top(state).kind)
        listed = set(RULES._legal_actions(state))
        for action in legal + [
            m for a in rng.sample(legal, min(8, len(legal))) for m in _near_misses(a, players, rng)
        ]:
            assert RULES.is_legal(state, action) == (action in listed), (action, decisions.top(state))
    assert {TURN, REARRANGE, BUILD} <= kinds


def test_a_rearrangement_step_is_confirmed_without_listing_every_action(monkeypatch):
    state, seen = None, 0
    for state, legal in _states(2, 21, 600):
        moved = [a for a in legal if a.kind == "move"]
        if decisions.top(state).kind == REARRANGE and moved:
            break
    assert moved, "the random game never rearranged"

    def listing_everything(self, state):
        raise AssertionError("the whole list was built to confirm one action")

    monkeypatch.setattr(PirateRules, "_legal_actions", listing_everything)
    for action in moved:
        assert RULES.is_legal(state, action)
        seen += 1
    assert not RULES.is_legal(state, Action("move", moved[0].seat, "no-such-card", moved[0].target))
    assert RULES.apply(state, moved[0]) is not state
    assert seen == len(moved)


def test_what_a_group_accepts_is_what_each_card_of_each_sort_joins_as():
    rng = random.Random(5)
    checked = 0
    for _ in range(300):
        cards = rng.sample(CAT.cards, rng.randint(1, 5))
        wild_as = {c: rng.choice(CAT.colours) for c in cards if c in CAT.wilds}
        summary = groups.summary(CAT, cards, wild_as)
        accepted = fitting.accepts(CAT, summary)
        for card in CAT.cards:  # every card of a sort, not only the one `accepts` asked about
            tried = fitting.colours_for(CAT, card, summary)
            wanted = tuple(c for c in tried if fitting.joins(CAT, summary, card, c))
            assert accepted.get(CAT.sort[card], ()) == wanted, (cards, wild_as, card)
            checked += 1
    assert checked == 300 * len(CAT.cards)
