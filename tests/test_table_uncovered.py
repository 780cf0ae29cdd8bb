"""A hand-off ended by the first press of a double Space (or a double click) gives the table back; the
second press, a moment later, is not taken for the table: it would play for a person who has not seen
their table yet (found in a real window: 15 of 60 Rainbow Pirates hand-offs ended with Space pressed twice
60 ms apart played a move for the person taking over)."""

from __future__ import annotations

import pygame
import pytest

from tabletop import registry
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.table import UNCOVERED_CALM, TableScene
from tabletop.tools.shots import headless_app


@pytest.fixture
def table(monkeypatch):
    app = headless_app(handoffs=False)
    rules = registry.load_rules("oct8")
    scene = TableScene(app, Match(rules, default_seats(2, 0), {}, 3))
    app.push(scene)
    app.step(0.1)
    pressed: list[str] = []
    monkeypatch.setattr(scene.controller, "space", lambda: pressed.append("space"))
    monkeypatch.setattr(scene.controller, "press", lambda pos: pressed.append("click"))
    return app, scene, pressed


def space() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44)


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def test_the_second_press_of_a_double_space_or_click_that_ended_a_handoff_is_not_the_table_s(table):
    app, scene, pressed = table
    scene.taken((960, 500))  # a double click on the hand-off's button: its first click ended it
    for event in (space(), click((960, 500)), click((966, 494))):  # 60 ms later, where it was
        scene.handle_event(event)
    assert pressed == []
    scene.taken(None)  # a double Space
    scene.handle_event(space())
    scene.handle_event(click((966, 494)))  # a card grabbed at once
    assert pressed == ["click"]
    for _ in range(round(UNCOVERED_CALM / 0.1) + 1):
        scene.update(0.1)
    scene.handle_event(space())
    scene.handle_event(click((960, 500)))
    assert pressed == ["click", "space", "click"]  # a moment on, every press is the table's again


def test_a_click_elsewhere_just_after_a_handoff_is_the_table_s(table):
    _, scene, pressed = table
    scene.taken((960, 790))
    scene.handle_event(click((400, 500)))  # the person grabs a card at once
    assert pressed == ["click"]


def test_a_table_never_covered_takes_a_press_at_once(table):
    _, scene, pressed = table
    scene.resume()  # back from the rules or the menu: no hand-off was on top
    scene.handle_event(space())
    assert pressed == ["space"]


def test_the_handoff_says_where_the_click_that_ended_it_was(table):
    from tabletop.scenes.handoff import READY_SECONDS, HandoffScene

    app, _, _ = table
    ended = []
    handoff = app.push(HandoffScene(app, "Ben", "blue", lambda: ended.append(handoff.ended_at)))
    for _ in range(round(READY_SECONDS / 0.1) + 2):
        app.step(0.1)
    centre = handoff.button.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=centre, button=1))
    for _ in range(3):
        app.step(0.05)
    assert ended == [centre]
