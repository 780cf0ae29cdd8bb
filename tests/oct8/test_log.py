"""The Oct8 game log: every action in words, and a card drawn into a hand named to its owner only."""

from __future__ import annotations

import random
import re

from tabletop.rules.core import Action
from tabletop.rules.gamelog import entry, told
from tabletop.rules.match import Match, default_seats
from tests.oct8.builders import RULES, arm_ids, free_head, legal, shared, stack, table


def draw_action(state) -> Action:
    return next(a for a in legal(state) if a.kind == "draw")


def test_a_card_drawn_from_the_deck_is_named_only_to_the_one_who_drew():
    state = table(3)
    card = arm_ids("blue", 5)[0]
    stack(state, card)
    draw = draw_action(state)
    assert told(RULES, state, draw, 0) == "You drew Blue 5 from the arm deck."
    for other in (None, 1, 2):
        assert told(RULES, state, draw, other) == "<seat 0> drew a card from the arm deck."


def test_a_turn_draw_into_the_hand_is_named_only_to_its_owner():
    state = table(3)
    shared(state, *([free_head(state, "red", n)] for n in (1, 2, 3)))  # a red card fits no head
    stack(state, arm_ids("green", 1)[0], arm_ids("green", 2)[0], arm_ids("red", 3)[0])
    state = RULES.apply(state, draw_action(state))
    second = draw_action(state)
    assert told(RULES, state, second, 1).endswith("Your turn: the turn draw, Red 3, went into your hand.")
    for other in (None, 0, 2):
        line = told(RULES, state, second, other)
        assert line.endswith("<seat 1>'s turn: the turn draw went into the hand."), line
    assert RULES.apply(state, second).hands[1][-1] == arm_ids("red", 3)[0]


def test_every_action_reads_as_a_sentence_that_names_the_actor_for_everyone():
    seen, completed = set(), 0
    for seed in range(4):
        match = Match(RULES, default_seats(3), {}, seed)
        rng = random.Random(seed)
        while match.legal_actions():
            before = match.state
            action = rng.choice(match.legal_actions())
            line = entry(RULES, before, action).public
            assert re.fullmatch(rf"<seat {action.seat}> [a-z].*\.", line), line
            assert "You" not in line and "your" not in line, line
            completed += "completed the" in line
            seen.add(action.kind)
            match.apply(action)
    assert seen >= {
        "draw",
        "take",
        "attach",
        "confirm",
        "cancel",
        "swap_out",
        "swap_in",
        "end_turn",
        "discard",
    }
    assert completed > 0


def test_only_a_hidden_card_gives_a_seat_words_of_its_own():
    """A line worded for one seat shows as "Only you", so a public move reads the same for all."""
    worded_apart = set()
    for seed in range(3):
        match = Match(RULES, default_seats(2), {}, seed)
        rng = random.Random(seed)
        while match.legal_actions():
            before, action = match.state, rng.choice(match.legal_actions())
            told = entry(RULES, before, action)
            hidden = action.kind == "draw" or "went into the hand" in told.public
            assert hidden or not told.private, (told.public, told.private)
            worded_apart |= set(told.private) if hidden else set()
            match.apply(action)
    assert worded_apart == {0, 1}


def test_a_click_on_the_discard_pile_is_logged_with_the_card_it_took():
    state = table(3)
    top = state.discard[-1]
    click, drag = Action("take_top", 0, None, "discard"), Action("take", 0, top, "hand:0")
    for viewer in (None, 0, 1):
        assert told(RULES, state, click, viewer) == told(RULES, state, drag, viewer)
        assert told(RULES, state, click, viewer).startswith("<seat 0> took ")
