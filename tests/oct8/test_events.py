"""What an Oct8 action made happen is recorded by its handlers as typed events (events.py): the narrator
words them, the table celebrates from them, a view masks the cards it hides; nothing compares two states."""

from __future__ import annotations

import random
import typing

from games.oct8.rules import flow
from games.oct8.rules.events import (
    HAND,
    ActionsOver,
    Completed,
    Drew,
    Ended,
    Oct8Event,
    RanOut,
    Took,
    TurnBegan,
    TurnDrew,
)
from games.oct8.rules.state import oct_zone, turn_of
from tabletop.rules.core import Action
from tabletop.rules.events import of_kind
from tabletop.rules.gamelog import entry
from tests.oct8.builders import (
    RULES,
    act,
    empty_hand,
    free_head,
    give,
    legal,
    octopus,
    shared,
    stack,
    table,
)

BLUE_5, GREEN_1, GREEN_2, RED_3 = "arm-blue-5-a", "arm-green-1-a", "arm-green-2-a", "arm-red-3-a"


def three_heads(state, *arms_per_head):
    """Makes the shared heads red, green and blue, with the given arm cards on each."""
    heads = [free_head(state, c) for c in ("red", "green", "blue")]
    shared(state, *(octopus(state, h, *arms) for h, arms in zip(heads, arms_per_head, strict=True)))
    return heads


def with_baby(state, seat: int = 0):
    """Gives the seat one baby octopus (a +1 chip)."""
    flow.add_baby(state, seat)
    return state


def test_a_draw_records_the_card_named_to_the_drawer_and_masked_for_the_others():
    state = table(3)
    stack(state, BLUE_5, GREEN_1)
    after = act(state, "draw", 0, None, "deck")
    assert after.events == (Drew(0, BLUE_5),)
    assert RULES.view(after, 0).events == (Drew(0, BLUE_5),)
    for other in (None, 1, 2):
        assert RULES.view(after, other).events == (Drew(0, None),)
    line = entry(RULES, state, Action("draw", 0, None, "deck"), after)
    assert line.public == "<seat 0> drew a card from the arm deck."
    assert line.private == {0: "You drew Blue 5 from the arm deck."}


def test_a_card_taken_from_the_discard_pile_is_recorded_for_a_click_and_a_drag_alike():
    state = table(2)
    top = state.discard[-1]
    for action in (Action("take_top", 0, None, "discard"), Action("take", 0, top, "hand:0")):
        after = RULES.apply(state, action)
        assert after.events == (Took(0, top),)
        assert RULES.view(after, 1).events == (Took(0, None),)  # in another's hand now, like any hand card
        assert (
            entry(RULES, state, action, after).public
            == f"<seat 0> took {RULES.catalog.card_name(top)} from the discard pile."
        )


def test_a_confirmed_attach_records_the_octopus_completed_and_the_table_celebrates_it():
    state = table(2)
    red, _, _ = three_heads(state, ["arm-blue-6-a"], [], [])
    give(state, 0, "arm-blue-2-a")
    state = act(state, "attach", 0, "arm-blue-2-a", f"oct:{red}")
    after = act(state, "confirm", 0)
    assert of_kind(after.events, Completed) == [Completed(0, red)]
    assert RULES.narrator.celebrations(RULES.view(state, 1), RULES.view(after, 1)) == [oct_zone(red)]
    said = RULES.narrator.announce(state, after, Action("confirm", 0), None)
    assert said.startswith("<seat 0> confirmed the attach. <seat 0> completed the red octopus and took it")
    assert RULES.narrator.celebrations(state, act(state, "cancel", 0)) == []


def test_the_last_arm_card_records_the_deck_running_out():
    state = table(3)
    stack(state, BLUE_5)
    state.arm_deck[:] = state.arm_deck[-1:]
    after = act(state, "draw", 0, None, "deck")
    assert after.events == (RanOut("arms"), Drew(0, BLUE_5))
    said = RULES.narrator.announce(state, after, Action("draw", 0, None, "deck"), None)
    assert (
        said
        == "<seat 0> drew a card from the arm deck. The arm deck ran out: everyone else plays one more turn."
    )


def test_the_next_turn_records_its_draw_into_the_hand_masked_for_the_others():
    state = table(3)
    three_heads(state, [], [], [])
    red_heads = [free_head(state, "red", n) for n in (1, 2, 3)]
    shared(state, *([h] for h in red_heads))  # a red card fits no head: it goes into the hand
    empty_hand(state, 0)
    stack(state, GREEN_1, GREEN_2, RED_3)
    state = act(state, "draw", 0, None, "deck")
    after = act(state, "draw", 0, None, "deck")
    assert after.events == (
        Drew(0, GREEN_2),
        ActionsOver(0, 1, 0),
        TurnBegan(2, 1),
        TurnDrew(1, RED_3, HAND),
    )
    assert of_kind(RULES.view(after, 2).events, TurnDrew) == [TurnDrew(1, None, HAND)]
    assert of_kind(RULES.view(after, 1).events, TurnDrew) == [TurnDrew(1, RED_3, HAND)]


def test_a_turn_ending_by_itself_after_a_baby_s_draw_two_says_why():
    state = with_baby(table(2))
    empty_hand(state, 0)
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    assert {a.kind for a in legal(state)} == {"chip", "end_turn"}  # the baby: one more action, or not
    assert not of_kind(state.events, ActionsOver)
    state = act(state, "chip", 0)
    state = act(state, "draw", 0, None, "deck")
    second = Action("draw", 0, None, "deck")
    after = RULES.apply(state, second)
    assert turn_of(after) == 1 and of_kind(after.events, ActionsOver) == [ActionsOver(0, 2, 0)]
    said = entry(RULES, state, second, after).public
    assert (
        "<seat 0> drew a card from the arm deck. That was <seat 0>'s last baby octopus: no more actions"
        in said
    )
    assert said.index("last baby octopus") < said.index("<seat 1>'s turn")
    assert RULES.narrator.turn_over(after, 0) == "no baby octopus left, your turn is over"


def test_a_baby_no_action_can_use_is_kept_and_the_turn_says_so():
    state = with_baby(table(2))
    three_heads(state, ["arm-blue-7-a"], ["arm-red-7-a"], ["arm-green-7-a"])  # room for 1 arm each
    empty_hand(state, 0)
    stack(state, BLUE_5, GREEN_2)
    state.discard.clear()
    state.arm_deck[:] = state.arm_deck[-2:]  # the draw 2 takes both; then no card fits, none to draw
    before = act(state, "draw", 0, None, "deck")
    after = act(before, "draw", 0, None, "deck")
    assert of_kind(after.events, ActionsOver) == [ActionsOver(0, 1, 1)]
    said = RULES.narrator.announce(before, after, Action("draw", 0, None, "deck"), None)
    assert "No other octopus action is possible: <seat 0>'s turn ends, keeping 1 baby octopus." in said
    assert RULES.narrator.turn_over(after, 0) == "no other action is possible, your turn is over"


def test_a_plain_turn_end_is_not_worded_twice():
    state = table(2)
    empty_hand(state, 0)
    state = act(state, "draw", 0, None, "deck")
    after = act(state, "draw", 0, None, "deck")
    assert of_kind(after.events, ActionsOver) == [ActionsOver(0, 1, 0)]
    said = RULES.narrator.announce(state, after, Action("draw", 0, None, "deck"), None)
    assert "baby" not in said and "<seat 1>'s turn" in said
    assert RULES.narrator.turn_over(after, 0) == "your turn is over"


def played(seed: int, players: int):
    """Yields (before, action, after) through a random game to its end."""
    state = RULES.setup(players, {"length": "short"}, seed)
    rng = random.Random(seed)
    while legal(state):
        action = rng.choice(legal(state))
        after = RULES.apply(state, action)
        yield state, action, after
        state = after


def test_random_games_record_every_kind_of_event_and_the_end():
    seen = set()
    for seed in range(3):
        for _, _, after in played(seed, 3):
            seen |= {type(e) for e in after.events}
    assert seen == set(typing.get_args(Oct8Event))
    assert Ended in seen


def test_no_seat_s_view_of_the_events_names_a_card_it_may_not_see():
    checked = 0
    for _, _, after in played(1, 3):
        for viewer in (None, 0, 1, 2):
            hidden = RULES.hidden_ids(after, viewer)
            named = {getattr(e, "card", None) for e in RULES.view(after, viewer).events}
            assert not named & hidden, (viewer, after.events)
            checked += any(isinstance(e, Drew | TurnDrew) for e in after.events)
    assert checked > 20


def test_a_turn_draw_that_completes_an_octopus_is_celebrated_for_its_taker():
    state = table(2)
    red, _, _ = three_heads(state, ["arm-blue-6-a"], ["arm-blue-7-a"], ["arm-red-7-a"])
    empty_hand(state, 0)
    stack(state, BLUE_5, RED_3, GREEN_2)
    state = act(state, "draw", 0, None, "deck")
    after = act(state, "draw", 0, None, "deck")  # seat 1's turn draw fits only the red head, and fills it
    assert of_kind(after.events, Completed) == [Completed(1, red)]
    assert RULES.narrator.celebrations(RULES.view(state, 0), RULES.view(after, 0)) == [oct_zone(red)]
