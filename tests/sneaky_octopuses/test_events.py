"""What an action made happen is recorded as typed events, never as words in the state: the narrator words
them, the table reads them, the game's figures count them."""

from __future__ import annotations

import dataclasses
import re

from games.sneaky_octopuses.rules.events import Caught, Heard, Hit, Saw, Scored, TurnBegan, Walked, Won
from games.sneaky_octopuses.rules.state import SneakyState, last_roll
from tabletop.rules.core import Action
from tests.test_events import strings_of

from .builders import RULES, act, cell, give, keeper, move, news, octo, put, quiet, roll
from .samples import sample_states

SPEEDY, SQUISH = octo(0, "speedy"), octo(0, "squish")
AN_ID = re.compile(r"[\w,:\-]*")  # ids, zones and option values: 'octo-0-tako', 'tank:1,2', '10'


def test_no_state_of_a_game_holds_words_only_ids_and_events():
    checked = 0
    for state in sample_states():
        words = [s for s in strings_of(state) if not AN_ID.fullmatch(s)]
        assert not words, f"the state holds words: {words[:3]}"
        checked += bool(state.events)
    assert checked > 50
    kinds = {type(e) for s in sample_states() for e in s.events}
    assert {Heard, Saw, Caught, Walked, TurnBegan} <= kinds


def test_the_state_has_no_field_for_sentences():
    names = {f.name for f in dataclasses.fields(SneakyState)}
    assert not names & {"news", "heard", "walk", "walker", "last_roll"}


def test_a_noise_records_who_heard_it_and_its_facing_before():
    state = quiet()
    keeper(state, "keeper-1", 5, 3, "s")
    put(state, SPEEDY, 2, 1)
    after = move(state, SPEEDY, 5, 1)
    assert after.events == (Heard("keeper-1", SPEEDY, "s", "n"),)
    assert news(after) == ("Keeper 1 heard Speedy and turned north.",)


def test_a_roll_records_the_walk_which_stays_as_the_die_s_last_walk():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")
    state = roll(state, "keeper-1", 1)
    walk = Walked("keeper-1", 1, ((5, 1), (5, 2), (5, 3)), "s")
    assert state.events[0] == walk and state.last_walk == walk and last_roll(state) == 1
    assert isinstance(state.events[-1], TurnBegan)
    later = act(state, "end_turn") if RULES.legal_actions(state)[-1].kind == "end_turn" else state
    assert later.last_walk == walk


def test_the_game_s_figures_count_the_catches_and_hits_the_events_tell():
    state = quiet()
    keeper(state, "keeper-1", 5, 3, "n")
    put(state, SPEEDY, 3, 1)
    state = move(state, SPEEDY, 5, 2)  # in sight of the keeper, next to it: it steps on Speedy
    assert state.events == (Saw("keeper-1", SPEEDY, "n"), Caught("keeper-1", SPEEDY))
    assert state.catches == 1 and state.hits == 0
    state = quiet()
    enemy = octo(1, "squirt")
    put(state, SQUISH, 9, 5)
    put(state, enemy, 7, 5)
    give(state, SQUISH, "fish-orange-1")
    state = act(state, "throw", "fish-orange-1", cell(7, 5))
    assert state.events == (Hit(enemy),) and state.hits == 1 and state.catches == 0
    assert news(state) == ("The fish hit <seat 1>'s Squirt, who went home.",)


def test_one_point_is_one_point():
    state = quiet()
    put(state, SQUISH, 2, 1)
    give(state, SQUISH, "fish-orange-3")
    throw = Action("throw", 0, "fish-orange-3", "home:0")
    line = RULES.narrator.announce(state, RULES.apply(state, throw), throw, None)
    assert line.endswith("<seat 0>'s team has 1 point at home.") and "points" not in line


def test_a_winning_throw_records_the_score_then_the_win():
    state = quiet(target="6")
    state.fish["fish-orange-1"] = state.fish["fish-orange-2"] = "scored:0"  # 1 + 2 points
    put(state, SQUISH, 2, 1)  # next to the home tank
    give(state, SQUISH, "fish-orange-3")
    throw = Action("throw", 0, "fish-orange-3", "home:0")
    after = RULES.apply(state, throw)
    assert after.events == (Scored(SQUISH, "fish-orange-3", 6), Won(0, 6))
    line = RULES.narrator.announce(state, after, throw, None)
    # The team's points, not the thrower's (issue 33 item 13: "Cleo's Speedy scored 2 points").
    assert line.endswith(
        "into the home tank. <seat 0>'s team has 6 points at home. <seat 0> reached 6 points and wins!"
    )
    assert RULES.narrator.celebrations(state, after) == ["home:0"]
    assert RULES.narrator.celebrations(state, act(quiet(), "escape", SQUISH, cell(2, 1))) == []
