"""What a move does for its player, in Rainbow Pirates' words (rules/reasons.py): for hints and a
computer's reasons, from public views only."""

from __future__ import annotations

from games.rainbow_pirates import GAME
from games.rainbow_pirates.rules.groups import full_rainbows
from games.rainbow_pirates.rules.reasons import gain
from games.rainbow_pirates.rules.scoring import points
from tests.reasons_check import check_random_games

from .builders import CAT, RULES, act, card, island, stack, table

RED, ORANGE, YELLOW, GREEN, BLUE = (card(c) for c in ("red", "orange", "yellow", "green", "blue"))
RAINBOW = [card(c) for c in ("red", "orange", "yellow", "green", "blue", "purple", "pink")]


def said(before, after, seat=0) -> str:
    return gain(RULES, RULES.view(before, None), RULES.view(after, None), seat)


def test_the_game_declares_its_words():
    assert GAME.gain() is gain


def test_a_card_added_to_a_group_says_the_group_and_the_points():
    state = table(2, hands=[(card("blue", 4),), ()])
    island(state, 0, BLUE, card("blue", 2), card("blue", 3))
    after = act(state, "place", 0, card("blue", 4), "group:0:0")
    assert said(state, after) == "it adds Blue 5 to <seat 0>'s island: a set of 4, 4 points so far"


def test_building_a_group_card_by_card_then_laying_it():
    state = table(2, hands=[(RED, ORANGE, YELLOW), ()])
    one = act(state, "place", 0, RED, "new:0")
    assert said(state, one) == "it starts a group with Red 1"
    two = act(one, "place", 0, ORANGE, "new:0")
    assert said(one, two) == "it adds Orange 2 to the group being built (2 cards)"
    three = act(two, "place", 0, YELLOW, "new:0")
    laid = act(three, "confirm", 0)
    assert (
        said(three, laid)
        == "it lays a run of Red 1, Orange 2 and Yellow 3 on <seat 0>'s island: 3 points so far"
    )
    assert said(three, act(three, "cancel", 0)) == ""


def test_a_rainbow_pirate_is_welcomed_for_five_points():
    pirate = card("pirate")
    state = table(2, hands=[(pirate,), ()])
    island(state, 0, RED, ORANGE, YELLOW)
    after = act(state, "place", 0, pirate, "new:0")
    name = CAT.pirate_names[pirate]
    assert said(state, after) == f"it welcomes {name} to <seat 0>'s island: +5 points, 8 points so far"


def test_the_seventh_colour_completes_a_full_rainbow():
    state = table(2, hands=[(RAINBOW[-1], RED), ()])
    island(state, 0, *RAINBOW[:-1])
    after = act(state, "place", 0, RAINBOW[-1], "group:0:0")
    assert full_rainbows(CAT, after.islands[0], after.wild_as) == 1
    assert (
        said(state, after) == "it completes a full rainbow on <seat 0>'s island (1 of 2 to go out): 7 points"
    )


def test_the_cannon_knocks_a_named_card_off_and_a_steal_names_none():
    state = table(2, hands=[(card("cannon"),), ()])
    island(state, 1, RED, ORANGE, YELLOW, GREEN)
    played = act(state, "play", 0, card("cannon"), "discard")
    assert said(state, played) == "it sends Cannon against <seat 1>"
    fired = act(played, "arrgh", 1)
    after = act(fired, "destroy", 0, GREEN, "discard")
    assert said(fired, after) == "it knocks Green 4 off <seat 1>'s island: down to 3 points"
    state = table(2, hands=[(card("parrot"),), ()])
    island(state, 1, RED, ORANGE, YELLOW, GREEN)
    fired = act(act(state, "play", 0, card("parrot"), "discard"), "arrgh", 1)
    after = act(fired, "steal", 0, GREEN, "hand:0")
    assert said(fired, after) == "it knocks a card off <seat 1>'s island: down to 3 points"


def test_a_block_names_the_black_card_and_the_loved_colour():
    state = table(3, hands=[(card("captain"),), (GREEN, card("parrot")), ()])
    played = act(state, "play", 0, card("captain"), "discard")
    blocked = act(played, "block", 1, GREEN, "discard")
    assert said(played, blocked, 1) == "it blocks <seat 0>'s Captain with Green 4, for everyone"
    assert said(played, act(played, "arrgh", 1), 1) == ""


def test_the_turn_s_draw_says_nothing():
    state = table(2, hands=[(), ()])
    stack(state, RED, ORANGE)
    after = act(state, "draw", 0, None, "pile")
    assert said(state, after) == ""


def test_random_games_word_every_island_change_and_never_a_hidden_card():
    def progress(seen, seat):
        if seen.decisions and seen.decisions[-1].kind == "rearrange":
            return None  # a rearrangement is weighed once it is confirmed
        return points(CAT, seen, seat), sum(full_rainbows(CAT, [g], seen.wild_as) for g in seen.islands[seat])

    figures = check_random_games(
        "rainbow_pirates",
        name=CAT.card_name,
        progress=progress,
        share=1.0,
        undoing=frozenset({"cancel"}),
        shown=lambda state: {CAT.colour_name(colour) for colour in state.wild_as.values()},  # wilds' colours
    )
    assert figures["moves"] > 1000 and figures["worded"] > 0.3, figures
