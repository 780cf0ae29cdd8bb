"""Every tide card's effect, played out on a built table."""

from __future__ import annotations

import pygame
import pytest

from games.rainbow_octopus.rules import flow
from games.rainbow_octopus.rules.state import PASSING, SECRET_PASS, TURN, pending_steps, phase_of
from tabletop.registry import load_table
from tabletop.rules import decisions
from tabletop.rules.core import Action, name_seats
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext

from .loaded import RULES
from .test_builders import act, begin, give, inventory, kinds, legal, put, stack, table

TABLE = load_table(RULES)  # the registry's rules, drawn by a design of their own

#: Each tide as (step kind, count, limit) in order; reveal steps are marked "reveal:".
EXPECTED = {
    "warm_water": [("play", 1, "red,orange,yellow")],
    "cool_water": [("draw", 1, ""), ("play", 1, "green,blue,indigo,violet")],
    "slack_water": [("draw", 1, ""), ("play", 1, "")],
    "rock_pools": [("draw", 1, ""), ("play", 1, "arms 1,2,3,4")],
    "sea_grass": [("draw", 1, ""), ("play", 1, "arms 5,6,7,8")],
    "kelp_forest": [("draw", 2, ""), ("play", 1, "")],
    "plankton_bloom": [("draw", 2, ""), ("play", 2, "")],
    "tide_pool": [("draw", 3, ""), ("discard", 1, ""), ("play", 1, "")],
    "gentle_current": [("pass", 1, "left"), ("draw", 2, ""), ("play", 1, "")],
    "undercurrent": [("draw", 2, ""), ("play", 1, "drawn"), ("discard", 1, "drawn")],
    "whirlpool": [("reveal:reverse", 1, ""), ("draw", 1, ""), ("play", 1, "")],
    "riptide": [("reveal:pass", 1, "left"), ("draw", 1, ""), ("play", 1, "")],
    "cross_current": [("pass", 1, "right"), ("draw", 2, ""), ("play", 1, "")],
    "moray_eel": [("steal", 1, "octopus"), ("play", 1, "")],
    "hermit_crab": [("steal", 1, "hand"), ("play", 1, "")],
    "shark_bite": [("lose", 1, ""), ("draw", 2, ""), ("play", 1, "")],
    "storm_surge": [("discard", 2, ""), ("draw", 3, ""), ("play", 2, "")],
    "rogue_wave": [("draw", 1, ""), ("play", 2, "")],
}


def shape(step, reveal=False):
    """Returns a content step as (kind, count, limit) like EXPECTED."""
    limit = ",".join(step.colours) or (("arms " + ",".join(map(str, step.arms))) if step.arms else "")
    limit = limit or step.to or step.source
    return (("reveal:" if reveal else "") + step.do, step.count, limit)


def test_every_tide_does_what_its_text_says():
    assert set(EXPECTED) == set(RULES.catalog.tides)
    for tide in RULES.catalog.tides.values():
        steps = [shape(s, True) for s in tide.reveal] + [shape(s) for s in tide.steps]
        assert steps == EXPECTED[tide.id], tide.id


def plays_of(state):
    """Returns the (piece, target) of the legal plays."""
    return {(a.piece, a.target) for a in legal(state) if a.kind == "play"}


def draw_all(state, *cards):
    """Stacks the cards and draws them all (the seat to act)."""
    stack(state, *cards)
    for _ in cards:
        state = act(state, "draw", state.current, None, "deck")
    return state


def ready(tide, players=3, hand=(), wild=True):
    """Returns seat 0 at the start of its turn under `tide`, holding `hand` (and its wild if `wild`)."""
    state = table(players=players, tide=tide)
    if not wild:
        state.hands[0].remove("wild-1")
        state.out_of_play.append("wild-1")
    give(state, 0, *hand)
    begin(state, 0)
    return state


def test_warm_water_allows_only_red_orange_yellow_or_the_wild():
    state = ready("warm_water", hand=("red-3-a", "orange-2-a", "violet-4-a"))
    assert kinds(state) == {"play"}
    wild = {("wild-1", f"arm:0:{n}") for n in range(1, 9)}
    assert plays_of(state) == {("red-3-a", "arm:0:3"), ("orange-2-a", "arm:0:2")} | wild
    assert (
        RULES.narrator.prompt(state, 0)
        == "Warm Water: play 1 red, orange or yellow tentacle (0 of 1 played)."
    )


def test_cool_water_draws_one_then_allows_only_the_cool_colours():
    state = ready("cool_water", hand=("red-3-a",), wild=False)
    state = draw_all(state, "blue-5-a")
    assert plays_of(state) == {("blue-5-a", "arm:0:5")}
    assert RULES.why_not(state, Action("play", 0, "red-3-a", "arm:0:3")) == (
        "Cool Water lets you play only green, blue, indigo or violet."
    )


def test_slack_water_is_draw_one_play_one():
    state = ready("slack_water", wild=False)
    state = draw_all(state, "green-6-a")
    state = act(state, "play", 0, "green-6-a", "arm:0:6")
    assert state.current == 1 and state.arms[0][5] == "green-6-a"


@pytest.mark.parametrize(
    ("tide", "arms", "name"),
    [("rock_pools", (1, 2, 3, 4), "Rock Pools"), ("sea_grass", (5, 6, 7, 8), "Sea Grass")],
)
def test_arm_limited_tides_limit_tentacles_and_the_wild(tide, arms, name):
    state = ready(tide, hand=("red-1-a", "red-8-a"))
    state = draw_all(state, "blue-4-a")
    allowed = {
        c: f"arm:0:{RULES.catalog.arm_of[c]}"
        for c in ("red-1-a", "red-8-a", "blue-4-a")
        if RULES.catalog.arm_of[c] in arms
    }
    assert plays_of(state) == set(allowed.items()) | {("wild-1", f"arm:0:{n}") for n in arms}
    outside = next(n for n in range(1, 9) if n not in arms)
    words = ", ".join(map(str, arms[:-1])) + f" or {arms[-1]}"
    assert (
        RULES.why_not(state, Action("play", 0, "wild-1", f"arm:0:{outside}"))
        == f"{name} lets you play only on arm {words}."
    )


def test_kelp_forest_draws_two_and_plays_one():
    state = ready("kelp_forest", wild=False)
    state = draw_all(state, "red-2-a", "red-5-a")
    assert plays_of(state) == {("red-2-a", "arm:0:2"), ("red-5-a", "arm:0:5")}
    state = act(state, "play", 0, "red-2-a", "arm:0:2")
    assert state.current == 1 and state.hands[0] == ["red-5-a"]


def test_plankton_bloom_draws_two_and_plays_two():
    state = ready("plankton_bloom", wild=False)
    state = draw_all(state, "red-2-a", "red-5-a")
    state = act(state, "play", 0, "red-2-a", "arm:0:2")
    assert RULES.narrator.prompt(state, 0) == "Plankton Bloom: play 2 tentacles (1 of 2 played)."
    state = act(state, "play", 0, "red-5-a", "arm:0:5")
    assert state.current == 1 and state.hands[0] == []


def test_tide_pool_draws_three_discards_one_then_plays_one():
    state = ready("tide_pool")
    state = draw_all(state, "red-2-a", "red-5-a", "red-7-a")
    assert {a.piece for a in legal(state)} == {"red-2-a", "red-5-a", "red-7-a"}
    assert kinds(state) == {"discard"}
    state = act(state, "discard", 0, "red-7-a", "discard")
    assert kinds(state) == {"play"} and state.discard[-1] == "red-7-a"


def test_gentle_current_passes_a_card_left_then_draws_two_and_plays_one():
    state = ready("gentle_current", hand=("red-3-a",))
    assert legal(state) == [Action("pass", 0, "red-3-a", "hand:1")]
    assert name_seats(RULES.narrator.describe(state, legal(state)[0])) == "Pass Red 3 to player 2"
    state = act(state, "pass", 0, "red-3-a", "hand:1")
    assert "red-3-a" in state.hands[1] and kinds(state) == {"draw"}


def test_a_pass_to_a_full_hand_is_skipped():
    state = table(tide="gentle_current")
    give(state, 1, "red-1-a", "red-2-a", "red-3-a", "red-4-a", "red-5-a", "red-6-a", "red-7-a")
    give(state, 0, "blue-3-a")
    begin(state, 0)
    assert kinds(state) == {"draw"} and "blue-3-a" in state.hands[0]


def test_cross_current_passes_to_the_right():
    state = ready("cross_current", hand=("red-3-a",))
    assert legal(state) == [Action("pass", 0, "red-3-a", "hand:2")]
    assert (
        RULES.why_not(state, Action("pass", 0, "red-3-a", "hand:1")) == "Pass it to the player on your right."
    )


def marked(state, viewer: int, kind: str = "ro:new:") -> int:
    """Counts the gold outlines of one kind the table shows `viewer` ('NEW' cards, stealable tentacles)."""
    pygame.init()  # layouts measure text
    ctx = TableContext(viewer, RULES.to_act(state), tuple(default_seats(state.players)))
    return sum(item.key.startswith(kind) for item in TABLE.layout(RULES.view(state, viewer), ctx))


def test_undercurrent_plays_one_drawn_card_and_discards_the_other():
    state = ready("undercurrent", hand=("red-3-a",))
    state = draw_all(state, "blue-4-a", "green-6-a")
    assert plays_of(state) == {("blue-4-a", "arm:0:4"), ("green-6-a", "arm:0:6")}
    assert RULES.why_not(state, Action("play", 0, "red-3-a", "arm:0:3")) == (
        "Undercurrent: play one of the cards you just drew (marked NEW)."
    )
    assert marked(state, 0) == 2 and marked(state, 1) == 0
    state = act(state, "play", 0, "green-6-a", "arm:0:6")
    assert legal(state) == [Action("discard", 0, "blue-4-a", "discard")]
    assert RULES.narrator.prompt(state, 0) == "Undercurrent: discard the other card you drew (marked NEW)."
    assert marked(state, 0) == 1
    state = act(state, "discard", 0, "blue-4-a", "discard")
    assert state.current == 1 and sorted(state.hands[0]) == ["red-3-a", "wild-1"]


def test_whirlpool_reverses_the_order_when_revealed():
    state = table(players=4, tide="slack_water")
    state.tide_deck.remove("whirlpool")
    state.tide_deck.append("whirlpool")
    state.turns_done = 3
    decisions.clear(state)  # the turn's steps are done
    flow.end_turn(RULES.catalog, state)
    flow.advance(RULES.catalog, state)
    assert state.tide == "whirlpool" and state.direction == -1 and state.ftt == 1
    assert pending_steps(state)[0].kind == "draw"


def reveal(state, tide):
    """Ends the round so that `tide` is revealed next."""
    for pile in (state.tide_deck, state.tide_used):
        if tide in pile:
            pile.remove(tide)
    state.tide_deck.append(tide)
    state.turns_done = state.players - 1
    decisions.clear(state)  # the last turn's steps are done
    flow.end_turn(RULES.catalog, state)
    flow.advance(RULES.catalog, state)
    return state


def test_riptide_everyone_passes_a_card_left_in_secret_then_all_move_at_once():
    state = table(players=3, tide="slack_water")
    give(state, 0, "red-3-a")
    give(state, 1, "blue-4-a", "blue-5-a")
    give(state, 2, "green-6-a")
    state = reveal(state, "riptide")
    assert phase_of(state) == PASSING and state.ftt == 1 and RULES.to_act(state) == 1
    assert {a.target for a in legal(state)} == {"hand:2"} and {a.piece for a in legal(state)} == {
        "blue-4-a",
        "blue-5-a",
    }
    state = act(state, "pass", 1, "blue-5-a", "hand:2")
    assert state.hands[2] == ["wild-3", "green-6-a"]
    assert RULES.view(state, 2).picks[1] == [None] and RULES.view(state, 1).picks[1] == ["blue-5-a"]
    state = act(state, "pass", 2, "green-6-a", "hand:0")
    state = act(state, "pass", 0, "red-3-a", "hand:1")
    assert phase_of(state) == TURN and RULES.to_act(state) == 1
    assert sorted(state.hands[0]) == ["green-6-a", "wild-1"]
    assert sorted(state.hands[1]) == ["blue-4-a", "red-3-a", "wild-2"]
    assert sorted(state.hands[2]) == ["blue-5-a", "wild-3"]


def test_riptide_skips_players_with_nothing_but_a_wild():
    state = table(players=3, tide="slack_water")
    give(state, 2, "green-6-a")
    state = reveal(state, "riptide")
    assert decisions.waiting(state, SECRET_PASS) == [2]
    state = act(state, "pass", 2, "green-6-a", "hand:0")
    assert "green-6-a" in state.hands[0] and phase_of(state) == TURN


def test_moray_eel_steals_a_tentacle_from_another_octopus_into_hand():
    state = table(tide="moray_eel")
    put(state, 1, "red-3-a")
    put(state, 1, "wild-2", 5)
    put(state, 2, "blue-4-a")
    put(state, 0, "green-6-a")
    begin(state, 0)
    assert {(a.piece, a.target) for a in legal(state)} == {("red-3-a", "hand:0"), ("blue-4-a", "hand:0")}
    assert marked(state, 0, "ro:steal:") == 2  # the two tentacles, not the Wild, are outlined
    assert (
        name_seats(RULES.narrator.describe(state, Action("steal", 0, "red-3-a", "hand:0")))
        == "Steal Red 3 from player 2"
    )
    state = act(state, "steal", 0, "red-3-a", "hand:0")
    assert state.arms[1][2] is None and "red-3-a" in state.hands[0]
    assert marked(state, 0, "ro:steal:") == 0
    assert ("red-3-a", "arm:0:3") in plays_of(state)


def test_moray_eel_with_nothing_to_steal_goes_straight_to_the_play():
    state = table(tide="moray_eel")
    put(state, 1, "wild-2", 5)
    begin(state, 0)
    assert kinds(state) == {"play"}


def test_hermit_crab_takes_a_random_card_never_the_wild():
    state = table(tide="hermit_crab")
    give(state, 1, "red-3-a")
    begin(state, 0)
    assert legal(state) == [Action("steal", 0, None, "hand:1")]
    assert (
        name_seats(RULES.narrator.describe(state, legal(state)[0]))
        == "Take a random card from player 2's hand"
    )
    state = act(state, "steal", 0, None, "hand:1")
    assert state.hands[1] == ["wild-2"] and "red-3-a" in state.hands[0]


def test_hermit_crab_picks_among_the_victims_cards_at_random():
    taken = set()
    for seed in range(12):
        state = table(tide="hermit_crab", seed=seed)
        give(state, 1, "red-3-a", "blue-4-a", "green-5-a")
        begin(state, 0)
        state = act(state, "steal", 0, None, "hand:1")
        taken.add(state.hands[0][-1])
    assert taken == {"red-3-a", "blue-4-a", "green-5-a"}


def test_shark_bite_loses_a_chosen_tentacle():
    state = table(tide="shark_bite")
    put(state, 0, "red-3-a")
    put(state, 0, "blue-4-a")
    put(state, 0, "wild-1", 8)
    begin(state, 0)
    assert {a.piece for a in legal(state)} == {"red-3-a", "blue-4-a"} and kinds(state) == {"lose"}
    state = act(state, "lose", 0, "blue-4-a", "discard")
    assert state.arms[0][3] is None and state.discard[-1] == "blue-4-a"


def test_losing_a_tentacle_when_only_the_wild_is_played_does_nothing():
    state = table(tide="shark_bite")
    put(state, 0, "wild-1", 2)
    before = inventory(state)
    begin(state, 0)
    assert kinds(state) == {"draw"} and state.arms[0][1] == "wild-1"
    assert inventory(state) == before


def test_storm_surge_discards_two_draws_three_plays_two():
    state = ready("storm_surge", hand=("red-3-a", "red-4-a", "red-5-a"))
    assert kinds(state) == {"discard"} and "wild-1" not in {a.piece for a in legal(state)}
    assert RULES.narrator.prompt(state, 0) == "Storm Surge: discard 2 cards."
    state = act(state, "discard", 0, "red-3-a", "discard")
    assert RULES.narrator.prompt(state, 0) == "Storm Surge: discard 1 more card."
    state = act(state, "discard", 0, "red-4-a", "discard")
    state = draw_all(state, "blue-1-a", "blue-2-a", "blue-6-a")
    state = act(state, "play", 0, "blue-1-a", "arm:0:1")
    state = act(state, "play", 0, "blue-2-a", "arm:0:2")
    assert state.current == 1


def test_a_discard_with_too_few_cards_discards_what_there_is():
    state = ready("storm_surge", hand=("red-3-a",))
    state = act(state, "discard", 0, "red-3-a", "discard")
    assert kinds(state) == {"draw"}


def test_rogue_wave_draws_one_and_plays_two():
    state = ready("rogue_wave", hand=("red-3-a",), wild=False)
    state = draw_all(state, "blue-4-a")
    state = act(state, "play", 0, "red-3-a", "arm:0:3")
    state = act(state, "play", 0, "blue-4-a", "arm:0:4")
    assert state.current == 1


def test_a_steal_into_a_full_hand_needs_a_discard_first():
    state = table(tide="moray_eel")
    put(state, 1, "red-3-a")
    give(state, 0, *[f"blue-{n}-a" for n in range(1, 8)])
    begin(state, 0)
    assert kinds(state) == {"discard"}
    state = act(state, "discard", 0, "blue-1-a", "discard")
    assert legal(state) == [Action("steal", 0, "red-3-a", "hand:0")]


def test_steal_refusals_say_which_kind_of_steal_the_tide_asks_for():
    state = table(tide="hermit_crab")
    give(state, 1, "red-3-a")
    put(state, 1, "blue-4-a")
    begin(state, 0)
    assert RULES.why_not(state, Action("steal", 0, "blue-4-a", "hand:0")) == (
        "Hermit Crab takes a random card: click another player's hand."
    )
    assert RULES.why_not(state, Action("steal", 0, None, "hand:0")) == (
        "Take a card from another player's hand, not your own."
    )
    eel = table(tide="moray_eel")
    put(eel, 1, "blue-4-a")
    put(eel, 0, "red-3-a")
    begin(eel, 0)
    assert RULES.why_not(eel, Action("steal", 0, None, "hand:1")) == (
        "Moray Eel: drag a tentacle from another player's octopus into your hand."
    )
    assert RULES.why_not(eel, Action("steal", 0, "red-3-a", "hand:0")) == (
        "Steal from another player's octopus, not your own."
    )
    assert RULES.why_not(eel, Action("steal", 0, "blue-4-a", "discard")) == (
        "Drop the stolen tentacle in your own hand."
    )


def test_lose_refusals_name_the_octopus_and_the_drop_zone():
    state = table(tide="shark_bite")
    put(state, 0, "red-3-a")
    put(state, 1, "blue-4-a")
    begin(state, 0)
    assert RULES.why_not(state, Action("lose", 0, "blue-4-a", "discard")) == (
        "You can only lose a tentacle from your own octopus."
    )
    assert RULES.why_not(state, Action("lose", 0, "red-3-a", "hand:0")) == "Drop it on the discard pile."


def test_a_steal_from_a_hand_into_a_nearly_full_hand_needs_a_discard_first():
    state = table(tide="hermit_crab")
    give(state, 1, "red-3-a")
    give(state, 0, *[f"blue-{n}-a" for n in range(1, 8)])
    begin(state, 0)
    assert {a.kind for a in legal(state)} == {"discard"}
    assert RULES.narrator.prompt(state, 0) == (
        "Hermit Crab: your hand holds at most 8 cards: discard 1 card first, then take the card."
    )
    state = act(state, "discard", 0, "blue-1-a", "discard")
    assert legal(state) == [Action("steal", 0, None, "hand:1")]


def test_undercurrent_with_seven_cards_discards_before_drawing_two():
    state = ready("undercurrent", hand=tuple(f"red-{n}-a" for n in range(1, 7)))
    assert len(state.hands[0]) == 7 and kinds(state) == {"discard"}
    state = act(state, "discard", 0, "red-1-a", "discard")
    state = draw_all(state, "blue-4-a", "green-6-a")
    assert plays_of(state) == {("blue-4-a", "arm:0:4"), ("green-6-a", "arm:0:6")}
