"""A lesson at the real table scene: the in-game menu's Start over (no window: SDL's dummy driver)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from tabletop.scenes import lessons  # noqa: E402
from tabletop.scenes.app import App  # noqa: E402
from tabletop.scenes.dialogs import ConfirmDialog, InGameMenu  # noqa: E402
from tabletop.scenes.table import TableScene  # noqa: E402
from tabletop.settings import Settings  # noqa: E402

GAME = "oct8"


def pump(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def click(app: App, element) -> None:
    pos = element.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app)


def test_the_in_game_menu_starts_a_lesson_over_after_asking():
    app = App(Settings(), headless=True)
    try:
        lessons.open_lesson(app, GAME)
        pump(app)
        scene = app.stack.top
        tutor = scene.controller.tutor
        while tutor.expected() is None:
            assert scene.controller.next_step()
        scene.controller.play(tutor.expected())
        assert len(scene.match.actions) == 1 and tutor.index > 0
        scene.open_menu()
        pump(app)
        menu = app.stack.top
        assert isinstance(menu, InGameMenu) and menu.over_button is not None
        click(app, menu.over_button)
        assert isinstance(app.stack.top, ConfirmDialog)
        click(app, app.stack.top.yes_button)
        again = app.stack.top
        assert isinstance(again, TableScene) and again is not scene
        assert len(again.match.actions) == 0 and again.controller.tutor.index == 0
        assert again.match.seed == scene.match.seed
    finally:
        app.stack.clear()


def test_a_real_games_menu_has_no_start_over():
    app = App(Settings(), headless=True)
    try:
        menu = app.push(InGameMenu(app, app.go_to_menu))
        pump(app)
        assert menu.over_button is None
    finally:
        app.stack.clear()


def test_a_lesson_that_ended_its_game_leaves_the_table_idle():
    """Seen in the real window: once Rainbow Octopus' lesson was won, the table waited for a results
    screen that a lesson never shows, so it counted as busy and was drawn every frame for ever."""
    app = App(Settings(), headless=True)
    try:
        lessons.open_lesson(app, "rainbow_octopus")
        pump(app)
        scene = app.stack.top
        controller, tutor = scene.controller, scene.controller.tutor
        while not tutor.finished:
            expected = tutor.expected()
            if expected is not None:
                scene.carry(controller.play(expected))
            elif not controller.next_step():
                scene.update(1.0)
            pump(app)
        for _ in range(10):
            app.step(1.0)  # every glide, burst and message ends
        assert scene.match.outcome is not None and app.stack.top is scene
        assert not controller.results_due() and not scene.busy()
    finally:
        app.stack.clear()
