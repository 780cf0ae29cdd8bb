"""Undo and redo, for every registered game: never across chance or anything newly seen, never into
another seat's decision; redo gives back exactly what was undone; a new move forgets the redo."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from toygame import ToyRules

from tabletop import registry
from tabletop.rules import undo
from tabletop.rules.core import Action, seat_name
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match, default_seats
from tabletop.session import SEALED_WORDS, Session

OPS = st.lists(
    st.sampled_from(["move", "move", "move", "undo", "undo", "undo", "redo"]), min_size=120, max_size=250
)


def nothing_new(rules, start, end, actor: int) -> bool:
    """Tells whether going from `start` to `end` drew no chance and showed no seat anything the actor
    could not see at `start` (the definition of a stretch undo may take back, checked for the stretch)."""
    unknown = rules.hidden_ids(start, actor)
    shown = [rules.hidden_ids(start, v) - rules.hidden_ids(end, v) for v in [None, *range(start.players)]]
    return start.rng == end.rng and not any(s & unknown for s in shown)


class Player:
    """Plays random moves, undoes and redoes through a Session, checking each step against a model."""

    def __init__(self, game_id: str, seed: int):
        self.rules = registry.load_rules(game_id)
        self.rng = random.Random(seed)
        players = self.rng.randint(self.rules.min_players, self.rules.max_players)
        self.match = Match(self.rules, default_seats(players), {}, seed)
        self.session = Session(self.match, autosave=False)
        self.redo_states: list = []  # the state each redo must give back, last first
        self.stretch_end = None  # the state before the first of the undos in a row
        self.undone = 0

    def move(self) -> None:
        legal = self.match.legal_actions()
        if legal:
            self.session.apply(self.rng.choice(legal))
            self.redo_states, self.stretch_end = [], None
            assert self.session.redo_reason() == "Nothing to redo."

    def undo(self) -> None:
        match, why_not = self.match, self.session.undo_reason()
        if why_not:
            self.check_refusal(why_not)
            return
        before, actor, last = match.state, match.to_act, match.actions[-1]
        self.stretch_end = self.stretch_end or before
        assert self.session.undo() == last and last.seat == actor == match.to_act
        assert (
            match.state
            == Match(self.rules, match.seats, match.options, match.seed, list(match.actions)).state
        )
        assert nothing_new(self.rules, match.state, before, actor), f"undo crossed a boundary at {last}"
        assert nothing_new(self.rules, match.state, self.stretch_end, actor), (
            "a run of undos crossed a boundary"
        )
        self.redo_states.append(before)
        self.undone += 1

    def check_refusal(self, why_not: str) -> None:
        """A refusal must name a real boundary: no move, the end, another seat's move, or a sealed move."""
        match = self.match
        if not match.actions or match.outcome is not None:
            return
        names = [s.name for s in match.seats]
        if not is_player(match.to_act):  # chance rolls (a keeper's die): nobody's moves to take back now
            assert why_not == f"{seat_name(match.to_act, names)} is playing."
            return
        if match.actions[-1].seat != match.to_act:
            assert (
                why_not
                == f"Nothing of yours to take back: {seat_name(match.actions[-1].seat, names)} played last."
            )
            return
        previous = Match(self.rules, match.seats, match.options, match.seed, match.actions[:-1]).state
        assert not nothing_new(self.rules, previous, match.state, match.to_act), (
            f"undo refused for nothing: {why_not}"
        )
        assert why_not.endswith(SEALED_WORDS)

    def redo(self) -> None:
        if self.session.redo_reason():
            assert not self.redo_states
            return
        self.session.redo()
        assert self.match.state == self.redo_states.pop()
        self.stretch_end = None


@pytest.mark.parametrize("game_id", registry.game_ids())
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), ops=OPS)
def test_undo_never_crosses_a_boundary_and_redo_gives_back_what_it_took(game_id, seed, ops):
    player = Player(game_id, seed)
    for op in ops:
        getattr(player, op)()


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_undo_is_really_offered_in_every_game(game_id):
    undone = 0
    for seed in range(2):
        player = Player(game_id, seed)
        for op in ["move", "move", "undo", "redo", "undo", "move"] * 30:
            getattr(player, op)()
        undone += player.undone
    assert undone >= 10, "undo was hardly ever possible: is every move sealed?"


# The definition, on the toy game: a draw shows a card, a play from one's own hand does not --------------


def toy_after(seed: int = 4):
    rules = ToyRules()
    state = rules.setup(2, {"first": "1"}, seed)
    return rules, state


def test_drawing_a_card_is_sealed_and_playing_one_s_own_card_is_not():
    rules, state = toy_after()
    draw = Action("draw", 0, None, "deck")
    assert undo.seal(rules, state, rules.apply(state, draw), draw) == undo.REVEAL
    play = Action("play", 0, state.hands[0][0], "pile")
    assert undo.seal(rules, state, rules.apply(state, play), play) is None


def test_anything_that_moves_the_random_stream_is_sealed():
    rules, state = toy_after()
    play = Action("play", 0, state.hands[0][0], "pile")
    after = rules.apply(state, play)
    after.rng += 1  # as a shuffle or a die would
    assert undo.seal(rules, state, after, play) == undo.CHANCE


def test_undo_takes_back_only_the_deciding_seat_s_trailing_unsealed_moves():
    moves = [Action("play", 0, "a"), Action("play", 1, "b"), Action("play", 1, "c"), Action("play", 1, "d")]
    assert undo.undoable(moves, [None, None, None, None], 1) == 3
    assert undo.undoable(moves, [None, None, undo.REVEAL, None], 1) == 1
    assert undo.undoable(moves, [None, None, None, None], 0) == 0
    assert undo.undoable(moves, [None] * 4, None) == 0


def test_a_computer_s_moves_are_never_undone():
    rules = registry.load_rules("rainbow_octopus")
    seats = default_seats(2, 2)
    match = Match(rules, seats, {"tides": "off"}, 3)
    session = Session(match, autosave=False)
    rng = random.Random(3)
    checked = 0
    while match.legal_actions() and checked < 40:
        session.apply(rng.choice(match.legal_actions()))
        if match.actions[-1].seat == match.to_act and session.seals[-1] is None:
            assert session.undo_reason() == f"{seats[match.to_act].name} (computer) is playing."
            assert session.undo() is None
            checked += 1
    assert checked >= 10


# Cost: undo steps back to a kept state; it never replays the match from its seed ----------------------


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_undo_and_redo_never_call_setup(game_id, monkeypatch):
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(rules.min_players), {}, 3)
    session, rng = Session(match, autosave=False), random.Random(3)
    calls = []
    setup = type(rules).setup
    monkeypatch.setattr(type(rules), "setup", lambda *a, **k: calls.append(a) or setup(*a, **k))
    undone = 0
    for _ in range(400):
        if match.outcome is not None:
            break
        if not session.undo_reason():
            before = list(match.actions)
            state = session.states[-2]
            assert session.undo() is not None and match.state is state
            assert session.redo() is not None and match.actions == before
            undone += 1
        session.apply(rng.choice(match.legal_actions()))
    assert undone and calls == []
    assert match.state == match.replayed()
