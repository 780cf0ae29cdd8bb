"""What a move does for its player, in Rainbow Octopus's words (rules/reasons.py): for hints and a
computer's reasons, from public views only."""

from __future__ import annotations

from games.rainbow_octopus import GAME
from games.rainbow_octopus.rules.powers import score
from games.rainbow_octopus.rules.reasons import gain
from tests.reasons_check import check_random_games

from .loaded import RULES
from .test_builders import act, begin, give, put, stack, table

FIVE = ["red-1-a", "orange-2-a", "yellow-3-a", "green-4-a", "blue-5-a"]
RAINBOW = [*FIVE, "indigo-6-a", "violet-7-a"]


def said(before, after, seat=0) -> str:
    return gain(RULES, RULES.view(before, None), RULES.view(after, None), seat)


def five_colours(tide="slack_water", cards=("indigo-6-a",)):
    """Returns seat 0 showing five colours, holding `cards` and its Wild, its draw done if the tide draws."""
    state = table(tide=tide)
    for card in FIVE:
        put(state, 0, card)
    give(state, 0, *cards)
    begin(state, 0)
    if tide == "slack_water":
        stack(state, "red-8-a")
        state = act(state, "draw", 0, None, "deck")
    return state


def test_the_game_declares_its_words():
    assert GAME.gain() is gain


def test_a_new_colour_is_counted_in_words():
    state = five_colours()
    after = act(state, "play", 0, "indigo-6-a", "arm:0:6")
    assert said(state, after) == "it gives <seat 0> a sixth colour (6 of 7)"


def test_the_wild_gives_the_eighth():
    state = five_colours()
    after = act(state, "play", 0, "wild-1", "arm:0:8")
    assert said(state, after) == "it gives <seat 0>'s octopus its eighth (5 of 7 colours)"


def test_replacing_the_only_green_with_a_second_red_costs_a_colour():
    state = five_colours(cards=("red-4-a",))
    after = act(state, "play", 0, "red-4-a", "arm:0:4")
    assert said(state, after) == "it costs <seat 0> a colour (4 of 7)"


def test_a_tentacle_on_the_wild_s_arm_sends_the_wild_on():
    state = five_colours(cards=("red-6-a",))
    put(state, 0, "wild-1", 6)
    after = act(state, "play", 0, "red-6-a", "arm:0:6")
    assert said(state, after) == "it sends <seat 0>'s Wild to another arm (5 of 7 colours)"
    moved = act(after, "move", 0, "wild-1", "arm:0:7")
    assert said(after, moved) == "it gives <seat 0>'s octopus its eighth (5 of 7 colours)"


def test_the_draw_says_nothing():
    state = table()
    stack(state, "red-8-a")
    after = act(state, "draw", 0, None, "deck")
    assert after.hands[0][-1] == "red-8-a" and said(state, after) == ""


def test_the_winning_play_says_the_rainbow():
    state = table()
    for card in RAINBOW:
        put(state, 0, card)
    begin(state, 0)
    stack(state, "red-8-a")
    state = act(state, "draw", 0, None, "deck")
    after = act(state, "play", 0, "wild-1", "arm:0:8")
    assert said(state, after) == "it completes <seat 0>'s rainbow and wins: 7 colours plus the eighth"


def test_moray_eel_takes_a_colour_off_another_octopus():
    state = table(tide="moray_eel")
    for card in FIVE:
        put(state, 1, card)
    begin(state, 0)
    after = act(state, "steal", 0, "red-1-a", "hand:0")
    assert said(state, after) == "it takes a colour off <seat 1>'s octopus: down to 4 of 7"


def test_moray_eel_taking_a_second_red_takes_only_a_tentacle():
    state = table(tide="moray_eel")
    put(state, 1, "red-1-a")
    put(state, 1, "red-3-a")
    begin(state, 0)
    after = act(state, "steal", 0, "red-3-a", "hand:0")
    assert said(state, after) == "it takes a tentacle off <seat 1>'s octopus"


def test_hermit_crab_names_no_card_of_the_hand():
    state = table(tide="hermit_crab")
    give(state, 1, "red-3-a")
    begin(state, 0)
    after = act(state, "steal", 0, None, "hand:1")
    assert "red-3-a" in after.hands[0]
    assert said(state, after) == "it takes a random card from <seat 1>'s hand"


def test_shark_bite_losing_a_second_red_keeps_every_colour():
    state = table(tide="shark_bite")
    put(state, 0, "red-1-a")
    put(state, 0, "red-3-a")
    put(state, 0, "blue-4-a")
    begin(state, 0)
    after = act(state, "lose", 0, "red-3-a", "discard")
    assert said(state, after) == "it gives up only a spare tentacle: <seat 0> keeps 2 of 7 colours"
    lost_blue = act(state, "lose", 0, "blue-4-a", "discard")
    assert said(state, lost_blue) == "it costs <seat 0> a colour (1 of 7)"


def test_discarding_a_colour_already_shown_says_so_and_another_says_nothing():
    state = table(tide="tide_pool")
    put(state, 0, "red-1-a")
    give(state, 0, "green-6-a")
    begin(state, 0)
    for card in ("red-2-a", "blue-3-a", "yellow-5-a"):
        stack(state, card)
        state = act(state, "draw", 0, None, "deck")
    thrown = act(state, "discard", 0, "red-2-a", "discard")
    assert said(state, thrown) == "it throws away Red 2: <seat 0> already shows red"
    assert said(state, act(state, "discard", 0, "blue-3-a", "discard")) == ""


def test_random_games_word_every_change_of_colours_and_never_a_hidden_card():
    figures = check_random_games(
        "rainbow_octopus",
        name=RULES.catalog.card_name,
        progress=lambda seen, seat: score(RULES.catalog, seen, seat),
        share=1.0,
    )
    assert figures["moves"] > 300 and figures["worded"] > 0.25, figures
