"""Rounds: clockwise from the FTT holder, the FTT passes left, a new tide each round, reshuffles."""

from __future__ import annotations

from games.rainbow_octopus.rules.state import Step, pending_steps
from tabletop.rules.core import Action, name_seats

from .loaded import RULES
from .test_builders import give, inventory, kinds, legal, table


def play_turn(state):
    """Plays the current seat's whole turn, taking its first legal action each time."""
    key = (state.round, state.turns_done)
    while (state.round, state.turns_done) == key and RULES.outcome(state) is None:
        state = RULES.apply(state, legal(state)[0])
    return state


def turns(state, count):
    """Plays `count` turns; returns the seats that had them and the final state."""
    seats = []
    for _ in range(count):
        seats.append(state.current)
        state = play_turn(state)
    return seats, state


def next_tides(state, *tides):
    """Puts the tides on top of the tide deck, the first given revealed first."""
    for tide in reversed(tides):
        assert tide != state.tide
        for pile in (state.tide_deck, state.tide_used):
            if tide in pile:
                pile.remove(tide)
        state.tide_deck.append(tide)


def test_play_goes_clockwise_from_the_ftt_holder_and_the_ftt_then_passes_left():
    state = table(players=4, seat=2)
    next_tides(state, "kelp_forest")
    seats, state = turns(state, 4)
    assert seats == [2, 3, 0, 1]
    assert state.round == 2 and state.ftt == 3 and RULES.to_act(state) == 3


def test_a_new_tide_is_revealed_each_round_and_the_old_one_is_put_aside():
    state = table(players=2, seat=0, tide="slack_water")
    next_tides(state, "kelp_forest")
    _, state = turns(state, 2)
    assert state.tide == "kelp_forest"
    assert state.tide_used[-1] == "slack_water"
    assert [(s.kind, s.total) for s in pending_steps(state)] == [("draw", 2), ("play", 1)]


def test_whirlpool_reverses_the_order_for_its_round_only():
    state = table(players=4, seat=1, tide="slack_water")
    next_tides(state, "whirlpool", "kelp_forest")
    _, state = turns(state, 4)
    assert state.tide == "whirlpool" and state.ftt == 2 and state.direction == -1
    seats, state = turns(state, 4)
    assert seats == [2, 1, 0, 3]
    assert state.tide == "kelp_forest" and state.ftt == 3 and state.direction == 1
    seats, _ = turns(state, 4)
    assert seats == [3, 0, 1, 2]


def test_the_tide_deck_is_reshuffled_when_empty():
    state = table(players=2, seat=0, tide="slack_water")
    before = inventory(state)
    state.tide_used += state.tide_deck
    state.tide_deck = []
    _, state = turns(state, 2)
    assert len(state.tide_deck) == 17 and state.tide_used == []
    assert state.tide in RULES.catalog.tides and state.tide not in state.tide_deck
    assert inventory(state) == before


def test_without_tides_every_turn_is_draw_one_play_one():
    state = table(players=3, tide=None, options={"tides": "off"})
    assert state.tide is None and state.tide_deck == [] and state.tide_used == []
    assert pending_steps(state) == [
        Step("draw", 1, 1, source="basic"),
        Step("play", 1, 1, option="hand", source="basic"),
    ]
    assert RULES.narrator.prompt(state, 0) == "Your turn: draw 1 card (0 of 1 drawn)."
    seats, state = turns(state, 4)
    assert seats == [0, 1, 2, 1]
    assert state.tide is None and not any(t in inventory(state) for t in RULES.catalog.tides)


def test_a_player_must_follow_the_tide_in_force():
    state = table(players=2, tide="kelp_forest")
    give(state, 0, "red-3-a")
    assert kinds(state) == {"draw"}
    why = RULES.why_not(state, Action("play", 0, "red-3-a", "arm:0:3"))
    assert (
        why
        == "This step is not for playing a card on your octopus. Kelp Forest: draw 2 cards (0 of 2 drawn)."
    )


def test_other_seats_wait_and_are_told_whom_for():
    state = table(players=3, seat=1)
    assert name_seats(RULES.narrator.prompt(state, 0), ["Ana", "Ben", "Cleo"]) == "Waiting for Ben."
    assert RULES.why_not(state, Action("draw", 0, None, "deck")) == "It is not your turn."
