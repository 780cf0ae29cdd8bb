"""Refusals: an illegal action raises IllegalAction with a player's sentence and changes nothing; a
refused drop is explained from the piece and the place alone."""

from __future__ import annotations

import copy

import pytest

from tabletop.rules.core import Action, IllegalAction

from .builders import RULES, act, cell, give, in_tank, keeper, octo, put, quiet

TAKO = octo(0, "tako")


def refused(state, action: Action) -> str:
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as error:
        RULES.apply(state, action)
    assert state == before
    return str(error.value)


def test_illegal_actions_say_why_and_change_nothing():
    state = quiet()
    put(state, TAKO, 5, 1)
    put(state, octo(1, "tako"), 7, 1)
    fish = in_tank(state, "M")[0]
    assert (
        refused(state, Action("move", 0, octo(1, "tako"), cell(8, 1), "none")) == "That octopus is not yours."
    )
    assert refused(state, Action("move", 0, TAKO, cell(6, 2), "none")).startswith(
        "Octopuses move only on the floor"
    )
    assert refused(state, Action("steal", 0, in_tank(state, "A")[0], cell(5, 1))).endswith(
        "next to that fish tank."
    )
    assert refused(state, Action("move", 1, TAKO, cell(6, 1), "none")) == "It is not your turn."
    give(state, octo(1, "tako"), fish)
    assert (
        refused(state, Action("throw", 0, fish, cell(9, 1))) == "That fish is held by an opponent's octopus."
    )


def test_a_refused_drop_is_explained_from_the_piece_and_the_place():
    state = quiet()
    put(state, TAKO, 5, 1)
    fish = in_tank(state, "M")[0]
    give(state, TAKO, fish)
    assert RULES.why_not_drop(state, 0, fish, "home:0") == (
        "Throw a fish into your home tank only from a square touching it."
    )
    assert RULES.why_not_drop(state, 0, TAKO, cell(5, 5)).startswith("Octopuses move only on the floor")
    assert RULES.why_not_drop(state, 0, "keeper-1", cell(5, 2)).startswith("Keepers are not yours to move")
    assert RULES.why_not_drop(state, 0, fish, cell(9, 1)) == ""


def test_during_a_shower_choice_or_a_relay_only_that_decision_is_open():
    state = quiet()
    put(state, TAKO, 2, 1)
    keeper(state, "keeper-1", 4, 1, "s")
    state = act(state, "move", TAKO, cell(4, 1), "none")
    assert refused(state, Action("escape", 0, TAKO, cell(1, 1))).startswith(
        "First choose a shower for Keeper 1"
    )


def test_a_move_past_an_opponent_not_next_to_the_start_is_explained_by_that_rule():
    state = quiet()
    put(state, TAKO, 2, 1)
    put(state, octo(1, "tako"), 4, 1)  # two squares on: passing it would not start next to it
    assert RULES.why_not_drop(state, 0, TAKO, cell(5, 1)) == (
        "An opponent stands between; you must start and end next to it."
    )
    assert RULES.why_not_drop(state, 0, TAKO, cell(3, 3)).startswith("No free way")  # a tank, no opponent


def test_squirt_dropped_along_her_line_says_why_no_ink_flies():
    state = quiet()
    squirt = octo(0, "squirt")
    put(state, squirt, 1, 1)  # a corner square
    put(state, octo(1, "tako"), 1, 6)
    assert (
        RULES.why_not_drop(state, 0, squirt, cell(1, 6)) == "Squirt may not shoot ink from a corner square."
    )
    assert (
        refused(state, Action("ink", 0, squirt, cell(1, 6)))
        == "Squirt may not shoot ink from a corner square."
    )
    put(state, squirt, 1, 3)
    put(state, octo(1, "squish"), 1, 5)  # in front of Tako: the ink stops there
    assert RULES.why_not_drop(state, 0, squirt, cell(1, 6)).startswith("Ink stops at the first octopus")
    put(state, TAKO, 1, 7)
    assert refused(state, Action("ink", 0, TAKO, cell(1, 6))) == "Only Squirt shoots ink."
    assert refused(state, Action("ink", 0, squirt, cell(3, 4))).startswith(
        "Ink flies only in a straight line"
    )
