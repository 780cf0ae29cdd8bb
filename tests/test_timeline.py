"""A match's one history: its steps keep the state after every action (a few kept, the rest worked out
again at once), and each log entry and undo seal is worked out once, when first asked for."""

from __future__ import annotations

import random

import pytest

from tabletop import registry
from tabletop.rules import timeline, undo
from tabletop.rules.gamelog import entry
from tabletop.rules.match import Match, default_seats
from tabletop.session import Session

GAME = registry.game_ids()[0]


def played(moves: int, seed: int = 4, game_id: str = GAME) -> Match:
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(3), {}, seed)
    rng = random.Random(seed)
    while match.legal_actions() and len(match.actions) < moves:
        match.apply(match.random_action(rng))
    return match


@pytest.fixture(scope="module")
def long_match() -> Match:
    match = played(400)
    assert len(match.actions) > timeline.RECENT + 3 * timeline.KEEP, (
        "the game ended too soon to mean anything"
    )
    return match


def test_every_position_is_the_state_its_actions_give_though_few_are_kept(long_match):
    match = long_match
    kept = sum(step.state is not None for step in match.steps.steps)
    assert kept <= len(match.actions) // timeline.KEEP + timeline.RECENT + 1
    rules, state = match.rules, match.rules.setup(len(match.seats), match.options, match.seed)
    assert match.steps.state(0) == state
    for position, action in enumerate(match.actions, start=1):
        state = rules.apply(state, action)
        assert match.steps.state(position) == state, f"position {position}"
    assert match.state == state == match.replayed()


def test_columns_read_the_steps_as_they_are(long_match):
    match = long_match
    actions = list(match.actions)
    assert match.actions == actions and actions == match.actions and match.actions[:-1] == actions[:-1]
    assert (
        match.actions[-3:] == actions[-3:] and match.actions[5] == actions[5] and len(match.actions[7:9]) == 2
    )
    assert list(reversed(match.actions))[:2] == actions[::-1][:2]
    with pytest.raises(IndexError):
        match.actions[len(actions)]
    assert len(match.steps.states) == len(actions) + 1 and match.steps.states[-1] is match.state


def test_a_log_entry_is_worded_once_and_only_when_read(monkeypatch):
    match = played(120, seed=5)
    rules = match.rules
    calls = []
    real = type(rules.narrator).announce
    monkeypatch.setattr(type(rules.narrator), "announce", lambda *a, **k: calls.append(1) or real(*a, **k))
    entries = match.entries
    assert not calls, "listing the entries words none"
    last = entries[-5:]
    assert not calls, "a slice words nothing until read"
    worded = list(last)
    assert len(calls) == 5 * (len(match.seats) + 1)
    assert list(match.entries[-5:]) == worded and len(calls) == 5 * (len(match.seats) + 1), "worded once"
    before, after = match.steps.state(len(match.actions) - 1), match.state
    assert worded[-1] == entry(rules, before, match.actions[-1], after)


def test_an_undo_seal_is_worked_out_once_and_matches_the_rule(long_match):
    match = long_match
    for n in (0, 1, len(match.actions) // 2, len(match.actions) - 1):
        before, after = match.steps.state(n), match.steps.state(n + 1)
        assert match.steps.seal(n) == undo.seal(match.rules, before, after, match.actions[n])
        assert match.steps.seals[n] is match.steps.seal(n)


def test_taking_back_many_moves_steps_back_through_states_let_go():
    match = played(300, seed=6)
    states = [match.steps.state(n) for n in range(len(match.actions) + 1)]
    while len(match.actions) > 3:
        step = match.take_back()
        assert step.state == states[len(match.actions) + 1]
        assert match.state == states[len(match.actions)]
        current = match.state
        match.steps.state(len(match.actions) // 2)  # reading far back leaves the current state as it is
        match.steps.state(len(match.actions) // 3)
        assert match.state is current, "the current state is one object, kept"


def test_a_position_put_in_place_is_kept_for_good():
    match = played(10, seed=7)
    other = played(20, seed=8).state
    match.state = other
    rng = random.Random(1)
    for _ in range(timeline.RECENT + timeline.KEEP):
        action = match.random_action(rng)
        if action is None:
            break
        match.apply(action)
    assert match.steps.state(10) is other


def test_a_session_reads_the_match_s_own_steps_so_changes_around_it_show():
    match = played(30, seed=9)
    session = Session(match, autosave=False)
    assert session.entries == match.entries and session.states[-1] is match.state
    match.apply(match.legal_actions()[0])
    assert len(session.entries) == len(match.actions) and session.last_step()[1] is match.state
