"""What a move does for its player, in Sneaky Octopuses' words (rules/reasons.py): for hints and a
computer's reasons."""

from __future__ import annotations

from games.sneaky_octopuses import GAME
from games.sneaky_octopuses.rules.reasons import gain
from games.sneaky_octopuses.rules.scoring import points
from games.sneaky_octopuses.rules.state import held
from tests.reasons_check import check_random_games

from .builders import CAT, RULES, act, cell, give, in_tank, keeper, move, octo, put, quiet

TAKO, SQUISH, SQUIRT = octo(0, "tako"), octo(0, "squish"), octo(0, "squirt")
ENEMY = octo(1, "speedy")


def said(before, after, seat=0) -> str:
    return gain(RULES, RULES.view(before, None), RULES.view(after, None), seat)


def test_the_game_declares_its_words():
    assert GAME.gain() is gain


def test_a_fish_thrown_home_says_what_it_scores_and_the_total():
    state = quiet()
    put(state, TAKO, 2, 1)
    give(state, TAKO, "fish-orange-1")
    state.fish["fish-orange-2"] = state.fish["fish-orange-3"] = "scored:0"
    after = act(state, "throw", "fish-orange-1", "home:0")
    assert said(state, after) == "it throws an orange fish home for <seat 0> (+3): 6 of 10 points"


def test_the_fish_that_reaches_the_target_wins():
    state = quiet()
    put(state, TAKO, 2, 1)
    give(state, TAKO, "fish-green-1")
    for fish in ("fish-orange-1", "fish-orange-2", "fish-orange-3", "fish-blue-1", "fish-blue-2"):
        state.fish[fish] = "scored:0"
    assert points(CAT, state, 0) == 9
    after = act(state, "throw", "fish-green-1", "home:0")
    assert said(state, after) == "it wins the game for <seat 0>: 10 of 10 points"


def test_a_steal_names_the_tank_and_how_far_home_is():
    state = quiet()
    put(state, TAKO, 5, 3)
    after = act(state, "steal", "fish-blue-3", cell(5, 3))
    assert (
        said(state, after) == "it steals a blue fish from fish tank M for <seat 0>'s Tako, 5 steps from home"
    )


def test_a_pass_to_a_team_mate_and_an_escape():
    state = quiet()
    put(state, TAKO, 5, 1)
    put(state, SQUISH, 8, 1)
    give(state, TAKO, "fish-blue-1")
    after = act(state, "throw", "fish-blue-1", cell(8, 1))
    assert said(state, after) == "it passes a blue fish to <seat 0>'s Squish, 6 steps from home"
    fresh = quiet()
    out = act(fresh, "escape", TAKO, cell(2, 1))
    assert said(fresh, out) == "it gets <seat 0>'s Tako out of the home tank onto square 2,1"


def test_fish_and_ink_send_an_opponent_home_and_a_keeper_to_the_showers():
    state = quiet()
    put(state, TAKO, 5, 1)
    put(state, ENEMY, 5, 3)
    give(state, TAKO, "fish-blue-1")
    assert said(state, act(state, "throw", "fish-blue-1", cell(5, 3))) == "it sends <seat 1>'s Speedy home"
    state = quiet()
    put(state, SQUIRT, 5, 1)
    keeper(state, "keeper-1", 5, 3, "e")
    wet = act(state, "ink", SQUIRT, cell(5, 3))
    assert said(state, wet) == "it sends Keeper 1 to the showers"
    shower = next(a for a in RULES.legal_actions(wet) if a.kind == "shower")
    showered = act(wet, "shower", shower.piece, shower.target)
    name = CAT.showers[shower.target.split(":")[1]].name
    assert said(wet, showered) == f"it sends Keeper 1 into the {name}"


def test_stepping_onto_a_keeper_is_said_as_it_is():
    state = quiet()
    put(state, TAKO, 2, 1)
    give(state, TAKO, in_tank(state, "A")[0])
    keeper(state, "keeper-1", 4, 1, "s")
    after = move(state, TAKO, 4, 1, held(state, TAKO)[0])
    assert said(state, after) == "it gets <seat 0>'s Tako caught by Keeper 1"


def test_activating_a_keeper_says_nothing_before_the_die():
    state = quiet()
    put(state, TAKO, 5, 1)
    keeper(state, "keeper-1", 5, 5, "n")
    after = act(state, "activate", target="keeper:1")
    assert said(state, after) == ""


def test_random_games_word_every_change_of_points_and_fish_held():
    def progress(seen, seat):
        team = CAT.octopuses(seat)
        return points(CAT, seen, seat), sum(len(held(seen, o)) for o in team)

    figures = check_random_games("sneaky_octopuses", name=CAT.card_name, progress=progress, share=1.0)
    assert figures["moves"] > 300 and figures["worded"] > 0.4, figures
