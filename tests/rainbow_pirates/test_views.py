"""What each seat may see: its own hand, never another's, the pile's order, nor the cards another seat is
reordering; the island before a rearrangement without the cards taken back into the hand since."""

from __future__ import annotations

import random

from .builders import RULES, act, card, island, stack, table


def strings(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(v) for v in [*value.keys(), *value.values()])) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(strings(v) for v in value)) if value else set()
    return set()


def shown(state, seat) -> set[str]:
    view = RULES.view(state, seat)
    return strings([view.pile, view.faceup, view.discard, view.hands, view.islands, view.building, view.peek])


def test_a_seat_sees_its_own_hand_and_no_other():
    state = table(3, hands=[(card("red"),), (card("blue"), card("pirate")), (card("cannon"),)])
    view = RULES.view(state, 1)
    assert view.hands == [[None], [card("blue"), card("pirate")], [None]] and set(view.pile) == {None}
    assert view.rng == 0 and view.faceup == state.faceup
    spectator = RULES.view(state, None)
    assert all(set(h) == {None} for h in spectator.hands)
    for seat in (None, 0, 1, 2):
        assert not shown(state, seat) & RULES.hidden_ids(state, seat)


def test_the_cards_being_reordered_are_seen_by_the_reorderer_alone():
    state = table(2, hands=[(card("compass"),), ()])
    stack(state, card("red"), card("orange"), card("yellow"), card("green"))
    state = act(state, "play", 0, card("compass"), "discard")
    assert RULES.view(state, 0).peek == state.peek and RULES.view(state, 1).peek == [None] * 4
    assert set(state.peek) <= RULES.hidden_ids(state, 1) and not set(state.peek) & RULES.hidden_ids(state, 0)


def test_the_island_before_a_rearrangement_hides_cards_since_taken_into_the_hand():
    state = table(2, hands=[(card("cannon"),), ()])
    island(state, 0, *(card("red", n) for n in range(1, 5)))
    state = act(state, "rearrange", 0, None, "island:0")
    state = act(state, "move", 0, card("red", 4), "hand:0")
    assert card("red", 4) not in strings(RULES.view(state, 1).arranging)
    assert card("red", 4) in strings(RULES.view(state, 0).arranging)


def test_random_positions_never_show_a_hidden_card():
    rng = random.Random(7)
    for _ in range(4):
        state = RULES.setup(rng.choice([2, 3, 5]), {}, rng.randrange(1000))
        for step in range(400):
            if RULES.outcome(state) is not None:
                break
            if step % 10 == 0:
                for seat in [None, *range(state.players)]:
                    assert not strings(RULES.view(state, seat)) & RULES.hidden_ids(state, seat)
            state = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
