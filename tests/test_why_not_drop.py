"""Refusals by piece and target: the table asks `why_not_drop` what the mouse did, never a guessed kind."""

from __future__ import annotations

import random

from tabletop.rules.core import NOT_ALLOWED, Action
from tabletop.rules.match import Match, default_seats
from tests.blockgame import BlockRules
from tests.toygame import ToyRules

TOY, BLOCKS = ToyRules(), BlockRules()


class SaysWhy(ToyRules):
    """A game that answers refused drops by piece and target itself."""

    def _why_not_drop(self, state, seat, piece, target):
        return f"{piece} can't go on {target}."


# Refusals by piece and target ----------------------------------------------------------------
def test_a_drop_that_some_legal_action_makes_is_not_refused():
    state = TOY.setup(2, {"first": "1"}, 3)
    card = state.hands[0][0]
    assert TOY.why_not_drop(state, 0, card, "pile") == ""


def test_the_generic_refusals_come_first():
    state = TOY.setup(2, {"first": "1"}, 3)
    assert TOY.why_not_drop(state, 1, state.hands[1][0], "pile") == "It is not your turn."
    match = Match(TOY, default_seats(2), {}, 5)
    rng = random.Random(1)
    while match.legal_actions():
        match.apply(rng.choice(match.legal_actions()))
    assert TOY.why_not_drop(match.state, 0, "c1", "pile") == "The game is over."


class Asked(ToyRules):
    """Keeps the action its `_why_not` was asked about."""

    def _why_not(self, state, action):
        self.asked = action
        return super()._why_not(state, action)


def test_a_game_without_words_for_a_drop_gives_the_generic_sentence_and_guesses_no_kind():
    rules = Asked()
    state = rules.setup(2, {"first": "1"}, 3)
    card = state.hands[0][0]
    assert rules.why_not_drop(state, 0, card, "deck") == NOT_ALLOWED
    assert not hasattr(rules, "asked")  # no action of a guessed kind was made up to ask about
    assert rules.why_not(state, Action("play", 0, "c99", "pile")) == "That card is not in your hand."


def test_a_game_overriding_the_drop_refusal_is_asked_by_piece_and_target():
    rules = SaysWhy()
    state = rules.setup(2, {"first": "1"}, 3)
    assert rules.why_not_drop(state, 0, "c99", "deck") == "c99 can't go on deck."
    assert rules.why_not_drop(state, 0, state.hands[0][0], "pile") == ""


def test_a_game_without_pieces_refuses_a_drop_in_plain_words():
    state = BLOCKS.setup(3, {}, 1)
    assert BLOCKS.why_not_drop(state, 0, "shield", "seat:1") == NOT_ALLOWED
    assert BLOCKS.why_not_drop(state, 2, "shield", "seat:1") == "It is not your turn."
