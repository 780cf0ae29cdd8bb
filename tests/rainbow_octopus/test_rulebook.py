"""Rulebook sentences played out whole: the player count, setup order, the example of a turn, variants."""

from __future__ import annotations

import pytest

from games.rainbow_octopus.rules.state import SETUP, phase_of
from tabletop.rules.core import Action

from .loaded import RULES
from .test_builders import act, give, legal, put, table

RAINBOW = ["red-1-a", "orange-2-a", "yellow-3-a", "green-4-a", "blue-5-a", "indigo-6-a", "violet-7-a"]


@pytest.mark.parametrize("players", [1, 9])
def test_the_game_is_for_two_to_eight_players(players):
    with pytest.raises(ValueError, match="2 to 8 players"):
        RULES.setup(players, {}, 1)


def test_setup_choice_comes_before_the_wilds_so_a_wild_cannot_be_chosen():
    state = RULES.setup(4, {"first": "1"}, 3)
    while phase_of(state) == SETUP:
        assert not any(RULES.catalog.is_wild(a.piece) for a in legal(state))
        assert not any(RULES.catalog.is_wild(c) for h in state.hands for c in h)
        state = RULES.apply(state, legal(state)[0])
    assert all(sum(RULES.catalog.is_wild(c) for c in h) == 1 for h in state.hands)


def setup_with_first_tide(players: int, tide: str, first: str) -> object:
    """Returns a game in setup whose first revealed tide will be `tide`."""
    state = RULES.setup(players, {"first": first}, 5)
    state.tide_deck.remove(tide)
    state.tide_deck.append(tide)
    return state


def test_the_rulebooks_example_of_a_turn():
    # Josh (seat 0) is the youngest and holds the FTT; the first tide revealed is Undercurrent.
    state = setup_with_first_tide(3, "undercurrent", "1")
    while phase_of(state) == SETUP:
        state = RULES.apply(state, legal(state)[0])
    assert state.tide == "undercurrent" and RULES.view(state, 2).tide == "undercurrent"
    for seat in (0, 1, 2):  # Josh, then the player on his left, and so on
        assert RULES.to_act(state) == seat and state.round == 1
        state = act(state, "draw", seat, None, "deck")
        state = act(state, "draw", seat, None, "deck")
        drawn = list(state.drawn)
        assert {a.piece for a in legal(state)} == set(drawn)
        state = act(state, "play", seat, drawn[0], f"arm:{seat}:{RULES.catalog.arm_of[drawn[0]]}")
        assert legal(state) == [Action("discard", seat, drawn[1], "discard")]
        state = act(state, "discard", seat, drawn[1], "discard")
        assert drawn[0] in state.arms[seat] and state.discard[-1] == drawn[1]
    # Play returned to Josh: the round is over, the FTT passes on and a new tide is revealed.
    assert state.round == 2 and state.ftt == 1 and RULES.to_act(state) == 1
    assert state.tide != "undercurrent" and state.tide_used == ["undercurrent"]


def test_the_example_round_under_whirlpool_ends_when_play_returns_to_the_ftt_holder():
    state = setup_with_first_tide(4, "whirlpool", "3")
    while phase_of(state) == SETUP:
        state = RULES.apply(state, legal(state)[0])
    seats = []
    while state.round == 1:
        seats.append(RULES.to_act(state))
        turn = state.turns_done
        while state.turns_done == turn and state.round == 1:
            state = RULES.apply(state, legal(state)[0])
    assert seats == [2, 1, 0, 3]
    assert state.ftt == 3 and state.direction == 1 and RULES.to_act(state) == 3


def test_without_tides_a_rainbow_still_wins_as_normal():
    state = table(players=2, tide=None, options={"tides": "off"})
    for card in RAINBOW:
        put(state, 0, card)
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "wild-1", "arm:0:8")
    assert RULES.outcome(state).winners == (0,) and state.end == "rainbow"


def test_a_wild_replacing_a_tentacle_can_complete_the_rainbow_mid_turn():
    state = table(tide="rogue_wave")
    for card in RAINBOW:
        put(state, 0, card)
    give(state, 0, "red-8-a")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "red-8-a", "arm:0:8")
    assert RULES.outcome(state) is None and RULES.to_act(state) == 0
    state = act(state, "play", 0, "wild-1", "arm:0:1")
    assert state.discard[-1] == "red-1-a"
    assert RULES.outcome(state).winners == (0,) and state.decisions == ()
