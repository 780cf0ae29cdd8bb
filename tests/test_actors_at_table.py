"""Non-player actors (chance, the game's automaton) at the table, in the bots and in headless play:
each moves by the rules' own `actor_action`, is logged and named, and closes undo like another seat."""

from __future__ import annotations

import random
from types import SimpleNamespace

import msgspec
import pygame
import pytest
from blockgame import BlockRules

from tabletop.bots.base import Budget
from tabletop.bots.duel import play_bots
from tabletop.bots.easy import RandomBot
from tabletop.bots.hard import forced_move
from tabletop.bots.players import decide
from tabletop.rules.core import Action, name_seats, seat_name
from tabletop.rules.decisions import AUTOMATON, CHANCE, END_TURN, is_player
from tabletop.rules.match import Match, default_seats
from tabletop.saves import turn_number
from tabletop.scenes import table as table_module
from tabletop.scenes.table import TableScene
from tabletop.tools.headless import play_random
from tabletop.tools.shots import headless_app

RULES = BlockRules()


def at_chance(seed: int = 4) -> Match:
    """Returns a match in which seat 0 has just ended its turn: chance rolls next, then the automaton."""
    match = Match(RULES, default_seats(2), {}, seed)
    match.apply(Action(END_TURN, 0))
    assert match.to_act == CHANCE
    return match


def test_a_non_player_actor_is_named_by_the_table():
    assert seat_name(CHANCE, ["Ana"]) == "Chance" and seat_name(AUTOMATON, ["Ana"]) == "The game"
    assert name_seats("<seat -1> rolls; <seat 0> waits.", ["Ana"]) == "Chance rolls; Ana waits."


def test_decide_asks_no_bot_for_chance_or_the_automaton():
    match = at_chance()
    roll = decide(RULES, match.state, None, random.Random(1), Budget())
    assert roll.forced and roll.action == RULES.actor_action(match.state)
    match.apply(roll.action)
    walk = decide(RULES, match.state, None, random.Random(1), Budget())
    assert walk.forced and walk.action.seat == AUTOMATON
    assert forced_move(RULES, match.state, RULES.legal_actions(match.state)) == walk.action


def test_computer_players_and_random_play_leave_the_actors_to_the_rules():
    played = Match(RULES, default_seats(3, 3), {}, 9)
    play_bots(played, {seat: RandomBot() for seat in range(3)}, random.Random(2), Budget())  # none for chance
    assert played.outcome is not None
    randomly = Match(RULES, default_seats(3), {}, 9)
    play_random(randomly, random.Random(5))
    replay = Match(RULES, default_seats(3), {}, 9)
    for action in randomly.actions:
        if not is_player(action.seat):
            assert action == RULES.actor_action(replay.state), "an actor moved other than the rules say"
        replay.apply(action)
    assert randomly.outcome is not None and any(a.seat == CHANCE for a in randomly.actions)


def test_turns_count_only_the_players():
    match = at_chance()
    assert turn_number(match) == 1
    match.apply(RULES.actor_action(match.state))
    assert match.to_act == AUTOMATON and turn_number(match) == 1  # chance took no turn of its own
    match.apply(RULES.actor_action(match.state))
    assert match.to_act == 1 and turn_number(match) == 2  # Ben's turn is the second


@pytest.fixture
def table(monkeypatch):
    """A two-person table of the block game (no pictures of its own), computers quick."""
    monkeypatch.setattr(table_module, "load_table", lambda rules: SimpleNamespace(layout=lambda v, c: []))
    app = headless_app(handoffs=False)
    saved = app.settings
    app.settings = msgspec.structs.replace(saved, computer_pause=0.05)
    match = at_chance()
    scene = TableScene(app, match)
    app.push(scene)
    yield app, scene, match
    app.stack.clear()
    app.settings = saved


def test_the_table_steps_chance_and_the_automaton_like_computer_seats(table):
    app, scene, match = table
    app.step(1 / 60, [])
    title, prompt, _ = scene.status_words()
    assert title == "Chance is playing" and prompt == ""
    assert scene.session.undo_reason() == "Chance is playing."
    for _ in range(120):
        if match.to_act == 1:
            break
        app.step(1 / 60, [])
    assert match.to_act == 1 and [a.seat for a in match.actions[-2:]] == [CHANCE, AUTOMATON]
    assert [e.seat for e in scene.session.entries[-2:]] == [CHANCE, AUTOMATON]
    assert scene.session.undo_reason().startswith("Nothing of yours to take back: The game played last")


def test_space_skips_ahead_through_the_actors_steps_until_a_seat_is_to_act(table):
    app, scene, match = table
    computers = scene.computers
    assert computers.pause_for(None) == app.settings.computer_pause
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")])
    assert computers.hurried and computers.pause_for(None) == 0.0
    for _ in range(3):
        app.step(1 / 60, [])
    assert match.to_act == 1 and [a.seat for a in match.actions[-2:]] == [CHANCE, AUTOMATON]
    computers._ask()  # a seat is to act: the next actor's steps are paced again
    assert not computers.hurried and computers.pause_for(None) == app.settings.computer_pause


def test_a_game_may_name_its_actor():
    assert RULES.narrator.actor_name(AUTOMATON) == "The game"
