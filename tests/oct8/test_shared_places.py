"""The shared heads keep their places: a taken head leaves its place empty until the refill fills it."""

from __future__ import annotations

from games.oct8.rules.state import shared_places

from .builders import EVERYTHING, RULES, act, empty_hand, free_head, give, inventory, octopus, shared, table


def middle_finishable():
    """Seat 0 can finish the middle (green) head, 7 arms, with a 1 from its hand."""
    state = table(3)
    empty_hand(state, 0)
    give(state, 0, "arm-red-1-a", "arm-green-1-a")
    red, green, blue = (free_head(state, c) for c in ("red", "green", "blue"))
    shared(
        state,
        octopus(state, red, "arm-green-7-a"),
        octopus(state, green, "arm-blue-7-a"),
        octopus(state, blue),
    )
    return state, red, green, blue


def finish(state, head, card):
    state = act(state, "attach", 0, card, f"oct:{head}")
    return act(state, "confirm", 0)


def test_a_taken_head_leaves_its_place_empty_and_the_others_keep_theirs():
    state, red, green, blue = middle_finishable()
    state = finish(state, green, "arm-red-1-a")
    assert [o[0] for o in state.shared] == [red, blue] and shared_places(state) == [0, 2]
    assert state.gaps == [1] and inventory(state) == EVERYTHING


def test_the_refill_fills_the_empty_place_and_no_other():
    state, red, green, blue = middle_finishable()
    state = act(finish(state, green, "arm-red-1-a"), "end_turn", 0)
    assert state.shared[0][0] == red and state.shared[2][0] == blue and state.shared[1][0] not in (red, green)
    assert state.gaps == [] and shared_places(state) == [0, 1, 2]


def test_two_taken_heads_are_refilled_in_their_own_places():
    state, red, green, blue = middle_finishable()
    state = finish(state, green, "arm-red-1-a")
    state = act(state, "chip", 0)
    state = finish(state, red, "arm-green-1-a")
    assert [o[0] for o in state.shared] == [blue] and state.gaps == [0, 1] and shared_places(state) == [2]
    state = act(state, "end_turn", 0)
    assert state.shared[2][0] == blue and state.gaps == [] and inventory(state) == EVERYTHING


def test_with_no_head_left_the_place_stays_empty_to_the_end():
    state, red, green, blue = middle_finishable()
    state.boxed += state.head_deck
    state.head_deck = []
    state = act(finish(state, green, "arm-red-1-a"), "end_turn", 0)
    assert [o[0] for o in state.shared] == [red, blue] and shared_places(state) == [0, 2]


def test_the_places_are_seen_by_everyone():
    state, _, green, _ = middle_finishable()
    state = finish(state, green, "arm-red-1-a")
    assert all(RULES.view(state, seat).gaps == [1] for seat in (None, 0, 1, 2))
