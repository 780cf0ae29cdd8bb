"""Constellations: resources gained after they were played, open slots only, autofill, resolution order."""

from __future__ import annotations

from games.cosmoctopus.rules.state import ORDER, PLACE, TURN

from .builders import act, in_play, kinds, legal, main, play, pool, table, top

SPIRAL = "nautilus-spiral"  # 4 star slots in a chain
CROWN = "the-eight-armed-crown"  # stars -> coins -> (coins, ink)


def test_resources_gained_before_it_was_played_never_fill_it():
    state = main(table(hand=(SPIRAL,)))
    pool(state, stars=8)
    state = play(state, SPIRAL)
    assert state.slots[SPIRAL] == [False] * 4 and state.pool[0]["stars"] == 5 and top(state) == TURN


def test_a_gained_resource_asks_where_it_goes_only_when_an_open_slot_could_take_it():
    state = table()
    in_play(state, 0, CROWN)
    state = act(act(state, "move", 0, "head", "tile:1"), "confirm")  # 3 coins: slot A takes stars only
    assert top(state) == TURN and state.pool[0]["coins"] == 5
    state = table()
    in_play(state, 0, CROWN)
    state = act(act(state, "move", 0, "head", "tile:7"), "confirm")  # 1 star and a row card
    assert top(state) == PLACE and {a.target for a in legal(state)} == {
        "slot:the-eight-armed-crown:0",
        "pool:0",
    }
    state = act(state, "place", 0, "stars", "slot:the-eight-armed-crown:0")
    assert state.slots[CROWN] == [True, False, False, False] and state.pool[0]["stars"] == 2


def test_slot_a_first_then_the_slots_its_arrows_open():
    state = table()
    in_play(state, 0, CROWN)
    state.slots[CROWN] = [True, False, False, False]
    state = act(act(state, "move", 0, "head", "tile:1"), "confirm")  # 3 coins: B opens, then C
    assert {a.target for a in legal(state)} == {"slot:the-eight-armed-crown:1", "pool:0"}
    state = act(state, "place", 0, "coins", "slot:the-eight-armed-crown:1")
    assert {a.target for a in legal(state)} == {"slot:the-eight-armed-crown:2", "pool:0"}
    state = act(state, "keep", 0, "coins", "pool:0")
    assert state.pool[0]["coins"] == 2 + 2 and state.slots[CROWN] == [True, True, False, False]


def test_a_completed_constellation_gives_a_tentacle_its_reward_and_is_discarded():
    state = table()
    state.contacted[0] = True
    in_play(state, 0, "the-inkwell-dipper")  # ink -> (ink, coins, stars); reward: a tentacle and 2 ink
    state.slots["the-inkwell-dipper"] = [True, True, True, False]
    state = act(act(state, "move", 0, "head", "tile:7"), "confirm")
    state = act(state, "place", 0, "stars", "slot:the-inkwell-dipper:3")
    assert state.tentacles[0] == 1 and "the-inkwell-dipper" in state.discard and not state.slots
    assert state.pool[0]["ink"] == 4


def test_autofill_fills_open_slots_from_the_bank_and_at_once_when_played():
    state = main(table(hand=(SPIRAL,)))
    state.contacted[0] = True
    in_play(state, 0, "spaceborne-geode")
    pool(state, stars=3)
    state = play(state, SPIRAL)
    assert SPIRAL in state.discard and state.tentacles[0] == 1 and state.pool[0]["stars"] == 0


def test_several_completed_constellations_resolve_in_the_order_chosen_each_in_full():
    state = main(table(hand=("spaceborne-geode",)))
    state.contacted[0] = True
    in_play(state, 0, SPIRAL, "the-moon-eater")  # the moon eater: stars first, reward 3 stars
    state.slots["the-moon-eater"] = [True, True, True, False]
    pool(state, stars=3, coins=2)
    state = play(state, "spaceborne-geode")
    assert top(state) == ORDER and kinds(state) == {"resolve"}
    assert all(a.piece is None and a.target is None for a in legal(state))  # buttons at the table
    state = act(state, "resolve", 0, choice="the-moon-eater")
    assert state.tentacles[0] == 2 and state.pool[0]["stars"] == 3 and not state.slots


def test_greeting_among_the_stars_completed_gives_a_tentacle_and_draws_two_cards():
    state = table()
    state.contacted[0] = True
    greeting = "greeting-among-the-stars"  # stars -> (ink, coins, whispers); reward: a tentacle, draw 2
    in_play(state, 0, greeting)
    state.slots[greeting] = [True, True, False, True]
    hand = len(state.hands[0])
    state = act(act(state, "move", 0, "head", "tile:1"), "confirm")  # 3 coins: the last slot
    if top(state) == PLACE:
        state = act(state, "place", 0, "coins", f"slot:{greeting}:2")
    assert state.tentacles[0] == 1 and greeting not in state.slots and len(state.hands[0]) == hand + 2
