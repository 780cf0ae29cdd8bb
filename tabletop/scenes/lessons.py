"""Opening a game's lesson, and the ways on from its end: a real game against Easy computers, the menu,
or the lesson again (its old save goes)."""

from __future__ import annotations

import random

from tabletop import history
from tabletop.registry import load_rules
from tabletop.rules.match import Match, default_seats
from tabletop.saves import Slot, new_match_id
from tabletop.scenes.tutor_panel import PanelActions, TutorPanel
from tabletop.tutor import lesson


def slot(match: Match) -> Slot:
    """Returns where a new lesson is saved: a slot marked as a lesson, so the lists say 'Learn to play'."""
    return Slot(new_match_id(match.rules.id), lesson=True)


def open_lesson(app, game_id: str) -> None:
    """Starts the game's lesson afresh at its table (a broken lesson shows the error screen)."""
    from tabletop.scenes.table import TableScene

    match, tutor = lesson.start(game_id)
    app.stack.clear(TableScene(app, match, tutor=tutor))


def real_game(app, game_id: str, seats: int) -> None:
    """Starts a real game at a table of the same size: the learner against Easy computers."""
    from tabletop.scenes.table import TableScene

    rules = load_rules(game_id)
    table = [
        seat if not seat.computer else type(seat)(seat.name, seat.colour, True, "easy")
        for seat in default_seats(seats, computers=seats - 1)
    ]
    match = Match(rules, table, {}, random.randrange(2**31))
    app.stack.clear(TableScene(app, match))


def start_over(scene) -> None:
    """Starts a lesson's table afresh at its first step (from its end, or the in-game menu): its save goes."""
    session = scene.session
    if session.autosave:
        history.path_for(session.slot, session.over).unlink(missing_ok=True)
    open_lesson(scene.app, scene.match.rules.id)


def panel(scene, root) -> TutorPanel:
    """Returns the tutor's panel of a lesson's table scene, its buttons wired to the scene's app."""
    app, match = scene.app, scene.match
    game_id = match.rules.id

    def restart() -> None:
        start_over(scene)

    def next_step() -> None:
        scene.carry(scene.controller.next_step())

    actions = PanelActions(
        next_step, lambda: real_game(app, game_id, len(match.seats)), app.go_to_menu, restart
    )
    return TutorPanel(scene.manager, root, app.size, actions)
