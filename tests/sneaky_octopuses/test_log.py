"""The narrator: labels, log lines with the keepers' reactions, prompts and progress, in plain sentences."""

from __future__ import annotations

from tabletop.rules.core import Action

from .builders import RULES, act, cell, in_tank, keeper, move, octo, put, quiet

SPEEDY = octo(0, "speedy")


def test_labels_name_the_octopus_the_fish_and_the_square():
    state = quiet()
    put(state, SPEEDY, 2, 1)
    fish = in_tank(state, "A")[0]
    say = RULES.narrator.describe
    assert say(state, Action("move", 0, SPEEDY, cell(5, 1), "none")) == "Move Speedy to square 5,1"
    colour = fish.split("-")[1]
    assert say(state, Action("move", 0, SPEEDY, cell(5, 1), fish)).endswith(
        f"with {'an' if colour == 'orange' else 'a'} {colour} fish"
    )
    assert say(state, Action("activate", 0, target="keeper:2")) == "Activate Keeper 2"
    assert say(state, Action("throw", 0, fish, "home:0")).startswith("Throw ")
    assert say(state, Action("shower", 0, "keeper-1", "shower:east")) == "Send the keeper to the east shower"


def test_the_log_tells_the_action_then_the_keepers_reactions():
    state = quiet()
    keeper(state, "keeper-1", 5, 3, "s")
    put(state, SPEEDY, 2, 1)
    after = move(state, SPEEDY, 5, 1)
    line = RULES.narrator.announce(state, after, Action("move", 0, SPEEDY, cell(5, 1), "none"), 1)
    assert line == "<seat 0>'s Speedy moved to square 5,1. Keeper 1 heard Speedy and turned north."


def test_the_log_tells_the_roll_the_walk_and_the_next_turn():
    state = quiet()
    keeper(state, "keeper-1", 1, 4, "s")
    rolled = act(state, "activate", target="keeper:1")
    after = RULES.apply(rolled, Action("roll", -1, choice="1"))
    line = RULES.narrator.announce(rolled, after, Action("roll", -1, choice="1"), None)
    assert line.startswith("Keeper 1 rolled 1. Keeper 1 walked to square 1,6, facing south.")
    assert line.endswith("Turn 2: <seat 1> plays.")


def test_prompts_say_what_to_do_or_whom_we_wait_for():
    state = quiet()
    assert "Each octopus may act once" in RULES.narrator.prompt(state, 0)
    assert RULES.narrator.prompt(state, 1) == "Waiting for <seat 0>."
    rolled = act(quiet(), "end_turn")
    assert RULES.narrator.progress(rolled, 7) == "Turn 2"
