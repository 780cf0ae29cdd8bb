"""Sneaky Octopuses at the real table (headless): a keeper's walk glides step by step, resting the mouse
on a keeper shows its line of sight, a picked-up octopus lights its squares, a wrong drop says why."""

from __future__ import annotations

import random

import msgspec
import pygame
import pytest

from games.sneaky_octopuses.rules.state import set_turn, turn_data
from games.sneaky_octopuses.table.board import WAIT, cell_rect
from tabletop.rules.core import Action
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.table import TableScene
from tabletop.scenes.table_room import lit_zones
from tabletop.tools.shots import headless_app
from tests.test_table_keys import press

from .builders import RULES, cell, keeper, octo, put, quiet


def scene_with(state, animation: float = 0.3) -> tuple:
    match = Match(RULES, default_seats(2, 1), {"first": "1"}, 1)  # seat 1 a computer: the view stays
    match.state = state
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, animation_seconds=animation)
    scene = TableScene(app, match)
    app.push(scene)
    scene.motion.update(10.0)
    return app, scene, match


def centre(rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def motion(pos, buttons=(0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=buttons)


def test_a_keeper_s_walk_glides_through_its_steps():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")
    app, scene, match = scene_with(state)
    scene.play(Action("activate", 0, target="keeper:1"))
    scene.play(Action("roll", -1, choice="1"))  # forward, forward: (5,1) -> (5,2) -> (5,3)
    glide = scene.motion.glides["keeper-1"]
    assert centre(glide.start) == centre(cell_rect((5, 1))) and centre(glide.end) == centre(cell_rect((5, 3)))
    # it waits on its square while the die tumbles (WAIT steps' time), then steps through (5,2)
    assert [centre(r) for r in glide.via] == [centre(cell_rect((5, 1)))] * WAIT + [centre(cell_rect((5, 2)))]


def test_resting_the_mouse_on_a_keeper_shows_its_line_of_sight():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")
    app, scene, match = scene_with(state, animation=0.0)
    item = next(i for i in scene.model.items if i.piece == "keeper-1")
    app.step(0.0, [motion(centre(item.rect))])
    assert scene.feel.hovered is item and item.hover
    app.step(0.0, [motion((5, 500))])
    assert scene.feel.hovered is None


def test_a_picked_up_octopus_lights_its_squares_and_a_wrong_drop_says_why():
    state = quiet()
    put(state, octo(0, "tako"), 5, 1)
    put(state, octo(1, "tako"), 6, 1)
    app, scene, match = scene_with(state, animation=0.0)
    start = centre(cell_rect((5, 1)))
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    lit = lit_zones(scene.model, scene.drag.active)
    assert cell(7, 1) in lit and cell(5, 3) in lit and cell(8, 1) not in lit
    end = centre(cell_rect((8, 1)))
    app.step(0.0, [motion(end, (1, 0, 0)), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    assert scene.toast[0] == "An opponent stands between; you must start and end next to it."
    assert match.state.octopuses[octo(0, "tako")] == (5, 1)


def test_space_or_enter_activates_the_lone_keeper_once_every_octopus_has_acted():
    for code in (pygame.K_SPACE, pygame.K_RETURN):
        state = quiet()
        keeper(state, "keeper-3", 5, 9, "n")
        set_turn(state, turn_data(state)._replace(used=tuple(RULES.catalog.octopuses(0))))
        assert RULES.legal_actions(state) == [Action("activate", 0, target="keeper:3")]
        app, scene, match = scene_with(state, animation=0.0)
        press(app, code)
        assert match.actions[0] == Action("activate", 0, target="keeper:3")


@pytest.mark.slow  # a whole game through the table
def test_a_whole_game_is_won_by_the_mouse_against_an_easy_computer():
    """Seat 0's moves are chosen by the Normal computer player and carried out by drags, clicks and the
    bottom bar's buttons, as a player would; the Easy computer seat and chance move by themselves."""
    from tabletop.bots.base import Budget
    from tabletop.bots.players import decide, make_bot
    from tabletop.rules.match import Seat
    from tests.test_table_ui import do_by_mouse, pump

    seats = [Seat("Ana", "red"), Seat("Ben", "blue", computer=True, level="easy")]
    match = Match(RULES, seats, {"target": "6"}, 7)
    app = headless_app(handoffs=False)
    scene = TableScene(app, match)
    app.push(scene)
    pump(app)
    bot, rng = make_bot("sneaky_octopuses", "normal"), random.Random(3)
    by_mouse = 0
    while match.outcome is None and len(match.actions) < 3000:
        if match.to_act == 0:
            action = decide(RULES, match.state, bot, rng, Budget(seconds=30, simulations=40)).action
            done = len(match.actions)
            do_by_mouse(app, scene, action)
            assert match.actions[done : done + 1] == [action], scene.toast
            by_mouse += 1
        else:
            pump(app, frames=2)
            scene.update(1.0)
    assert match.outcome is not None and match.outcome.winners == (0,) and by_mouse > 20


def test_a_keeper_hearing_a_noise_turns_on_its_square_and_the_log_says_so():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")
    put(state, octo(0, "squish"), 7, 1)
    app, scene, match = scene_with(state)
    scene.play(Action("move", 0, octo(0, "squish"), cell(8, 1), "none"))
    assert match.state.keepers["keeper-1"].facing == "e"
    assert "Keeper 1 heard Squish and turned east." in scene.session.entries[-1].public
    glide = scene.motion.glides["keeper-1"]
    assert glide.start == glide.end == scene_item(scene, "keeper-1").rect  # it stays on its square
    degrees = [int(pose.key.split(":")[3]) for pose in glide.poses]
    assert degrees == [90, 75, 60, 45, 30, 15]  # from south, anticlockwise to east (0)
    scene.motion.update(glide.seconds / 2)
    assert glide.pose() is glide.poses[3]  # half way round: facing south-east
    scene.motion.update(glide.seconds)
    assert "keeper-1" not in scene.motion.glides


def test_a_keeper_seeing_a_noise_glides_its_step_towards_it_and_the_log_says_so():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "e")
    put(state, octo(0, "squish"), 7, 1)
    app, scene, match = scene_with(state)
    scene.play(Action("move", 0, octo(0, "squish"), cell(8, 1), "none"))
    assert match.state.keepers["keeper-1"].cell == (6, 1)
    assert "Keeper 1 saw Squish and stepped east." in scene.session.entries[-1].public
    glide = scene.motion.glides["keeper-1"]
    assert centre(glide.start) == centre(cell_rect((5, 1))) and centre(glide.end) == centre(cell_rect((6, 1)))
    assert glide.poses == ()  # it stepped the way it faced: no turn


def scene_item(scene, piece: str):
    return next(i for i in scene.model.items if i.piece == piece)
