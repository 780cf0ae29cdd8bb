"""Every Octo-power, applied by the rules or offered as a choice."""

from __future__ import annotations

from games.rainbow_octopus.rules import views
from games.rainbow_octopus.rules.schema import Power
from tabletop.rules.core import Action

from .loaded import RULES
from .test_builders import act, begin, give, inventory, kinds, legal, put, stack, table, to_discard

RAINBOW = ["red-1-a", "orange-2-a", "yellow-3-a", "green-4-a", "blue-5-a", "indigo-6-a", "violet-7-a"]


def powered(tide="slack_water", seat_tiles=None, players=3):
    """Returns a powered table with the given tiles on the given seats, seat 0 to act."""
    state = table(players=players, tide=tide, options={"powers": "on"})
    for seat, tile in (seat_tiles or {}).items():
        assign(state, seat, tile)
    begin(state, 0)
    return state


def assign(state, seat, tile):
    """Gives the seat this octopus tile (swapping it with its holder or the box)."""
    old = state.tiles[seat]
    if tile in state.tiles:
        state.tiles[state.tiles.index(tile)] = old
    else:
        state.out_of_play[state.out_of_play.index(tile)] = old
    state.tiles[seat] = tile


def test_blu_wins_with_seven_colours_and_a_second_blue_or_indigo():
    state = powered(seat_tiles={0: "blu"})
    for card in RAINBOW:
        put(state, 0, card)
    give(state, 0, "indigo-8-a")
    stack(state, "red-2-b")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "indigo-8-a", "arm:0:8")
    outcome = RULES.outcome(state)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.scores[0] == 8 and outcome.details[0] == ("7 colours + second colour: winner",)


def test_blu_does_not_win_with_a_second_tentacle_of_another_colour():
    state = powered(seat_tiles={0: "blu"})
    for card in RAINBOW:
        put(state, 0, card)
    give(state, 0, "red-8-a")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "red-8-a", "arm:0:8")
    assert RULES.outcome(state) is None and None not in state.arms[0]


def test_coral_holds_up_to_ten_cards():
    state = powered(tide="kelp_forest", seat_tiles={0: "coral"})
    give(state, 0, *[f"red-{n}-a" for n in range(1, 8)])
    assert len(state.hands[0]) == 8 and kinds(state) == {"draw"}
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    assert len(state.hands[0]) == 10 and kinds(state) == {"play"}


def test_coral_discards_first_when_a_draw_would_take_her_over_ten():
    state = powered(tide="kelp_forest", seat_tiles={0: "coral"})
    give(state, 0, *[f"red-{n}-a" for n in range(1, 9)])
    assert len(state.hands[0]) == 9 and kinds(state) == {"discard"}
    assert RULES.narrator.prompt(state, 0) == (
        "Kelp Forest: your hand holds at most 10 cards: discard 1 card first, then draw."
    )
    state = act(state, "discard", 0, "red-8-a", "discard")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    assert len(state.hands[0]) == 10 and kinds(state) == {"play"}


def test_a_pass_reaches_coral_with_eight_cards():
    state = powered(tide="gentle_current", seat_tiles={1: "coral"})
    give(state, 1, *[f"red-{n}-a" for n in range(1, 8)])
    give(state, 0, "blue-3-a")
    begin(state, 0)
    assert legal(state) == [Action("pass", 0, "blue-3-a", "hand:1")]


def test_nobody_can_take_cards_from_inkas_hand():
    state = powered(tide="hermit_crab", seat_tiles={1: "inka"})
    give(state, 1, "red-3-a")
    give(state, 2, "blue-3-a")
    begin(state, 0)
    assert legal(state) == [Action("steal", 0, None, "hand:2")]
    assert RULES.why_not(state, Action("steal", 0, None, "hand:1")) == (
        "Ink Cloud: nobody can take cards from that player's hand."
    )


def test_pearl_may_play_the_top_of_the_discard_pile_instead():
    state = powered(seat_tiles={0: "pearl"})
    to_discard(state, "blue-6-a", "green-2-a")
    state = act(state, "draw", 0, None, "deck")
    assert ("green-2-a", "arm:0:2") in {(a.piece, a.target) for a in legal(state)}
    assert "blue-6-a" not in {a.piece for a in legal(state)}
    assert (
        RULES.narrator.describe(state, Action("play", 0, "green-2-a", "arm:0:2"))
        == "Play Green 2 from the discard pile on arm 2"
    )
    assert "Scavenger: you may play the top of the discard pile instead." in RULES.narrator.prompt(state, 0)
    before = inventory(state)
    state = act(state, "play", 0, "green-2-a", "arm:0:2")
    assert state.arms[0][1] == "green-2-a" and state.discard == ["blue-6-a"]
    assert inventory(state) == before


def test_pearl_cannot_scavenge_under_undercurrent_and_others_cannot_at_all():
    state = powered(tide="undercurrent", seat_tiles={0: "pearl"})
    to_discard(state, "green-2-a")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    assert "green-2-a" not in {a.piece for a in legal(state)}
    other = powered(seat_tiles={0: "ollie"})
    to_discard(other, "green-2-a")
    other = act(other, "draw", 0, None, "deck")
    assert "green-2-a" not in {a.piece for a in legal(other)}
    assert RULES.why_not(other, Action("play", 0, "green-2-a", "arm:0:2")) == "That card is not in your hand."


def test_sunny_ignores_the_colour_limits_of_a_tide():
    state = powered(tide="warm_water", seat_tiles={0: "sunny"})
    give(state, 0, "violet-4-a")
    begin(state, 0)
    assert ("violet-4-a", "arm:0:4") in {(a.piece, a.target) for a in legal(state)}
    assert RULES.narrator.prompt(state, 0) == (
        "Warm Water: play 1 tentacle (0 of 1 played). Free Spirit: the tide's limits do not apply to you."
    )


def test_sunny_ignores_the_arm_limits_of_a_tide():
    state = powered(tide="rock_pools", seat_tiles={0: "sunny"})
    state = act(state, "draw", 0, None, "deck")
    assert {a.target for a in legal(state) if a.piece == "wild-1"} == {f"arm:0:{n}" for n in range(1, 9)}


def test_marina_draws_a_card_after_playing_a_new_colour():
    state = powered(seat_tiles={0: "marina"})
    put(state, 0, "red-1-a")
    give(state, 0, "blue-3-a")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "blue-3-a", "arm:0:3")
    assert RULES.to_act(state) == 0 and kinds(state) == {"draw"}
    assert RULES.narrator.prompt(state, 0) == "Rainbow Sense: draw 1 card (0 of 1 drawn)."
    state = act(state, "draw", 0, None, "deck")
    assert state.current == 1


def test_marina_draws_nothing_for_a_colour_already_shown_or_a_wild():
    for card, target in (("red-3-a", "arm:0:3"), ("wild-1", "arm:0:5")):
        state = powered(seat_tiles={0: "marina"})
        put(state, 0, "red-1-a")
        give(state, 0, "red-3-a")
        state = act(state, "draw", 0, None, "deck")
        state = act(state, "play", 0, card, target)
        assert state.current == 1, card


def test_a_no_lose_power_skips_a_tides_lose_step(monkeypatch):
    # No shipped octopus has no_lose since the balance change; the power kind stays in the vocabulary.
    monkeypatch.setitem(RULES.catalog.powers["coral"], "no_lose", Power(kind="no_lose"))
    state = powered(tide="shark_bite", seat_tiles={0: "coral"})
    put(state, 0, "red-3-a")
    begin(state, 0)
    assert kinds(state) == {"draw"} and state.arms[0][2] == "red-3-a"


def test_coral_as_shipped_loses_a_tentacle_like_everyone_else():
    state = powered(tide="shark_bite", seat_tiles={0: "coral"})
    put(state, 0, "red-3-a")
    begin(state, 0)
    assert legal(state) == [Action("lose", 0, "red-3-a", "discard")]


def test_blus_result_lines_name_the_second_colour():
    state = powered(seat_tiles={1: "blu"})
    put(state, 1, "blue-5-a")
    put(state, 1, "blue-6-a")
    put(state, 0, "red-1-a")
    put(state, 0, "wild-1", 2)
    assert views.seat_lines(RULES.catalog, state, 1) == ("1 of 7 colours, second colour played",)
    assert views.seat_lines(RULES.catalog, state, 0) == ("1 of 7 colours, Wild played",)


def test_marina_under_undercurrent_discards_the_other_undercurrent_card_not_her_bonus_draw():
    state = powered(tide="undercurrent", seat_tiles={0: "marina"})
    put(state, 0, "red-1-a")
    stack(state, "blue-3-a", "green-4-a", "yellow-5-a")  # the two Undercurrent cards, then the bonus
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "blue-3-a", "arm:0:3")  # a new colour: Rainbow Sense draws one more
    state = act(state, "draw", 0, None, "deck")
    assert "yellow-5-a" in state.hands[0] and kinds(state) == {"discard"}
    assert {a.piece for a in legal(state)} == {"green-4-a"}  # "Discard the other": not the bonus card
    assert "Undercurrent" in RULES.why_not(state, Action("discard", 0, "yellow-5-a", "discard"))
    state = act(state, "discard", 0, "green-4-a", "discard")
    assert "yellow-5-a" in state.hands[0] and state.current == 1
