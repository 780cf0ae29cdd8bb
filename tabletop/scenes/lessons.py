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


def slot(match: Match, name: str = "") -> Slot:
    """Returns where a new lesson is saved: a slot marked as a lesson (and which of the game's lessons), so
    the lists say 'Learn to play'."""
    return Slot(new_match_id(match.rules.id), lesson=True, lesson_name=name)


def open_lesson(app, lesson_id: str) -> None:
    """Starts the lesson ('game' or 'game:name') afresh at its table (a broken lesson shows the error
    screen)."""
    from tabletop.scenes.table import TableScene

    match, tutor = lesson.start(lesson_id)
    app.stack.clear(TableScene(app, match, tutor=tutor))


def choose_lesson(app, game_id: str) -> None:
    """Opens the game's lesson; with several, first asks which (a chooser naming each by its label)."""
    from tabletop.history import LESSON
    from tabletop.scenes.dialogs import ChooserDialog

    found = lesson.lessons(game_id)
    if len(found) == 1:
        open_lesson(app, found[0])
        return
    options = [(lesson.label(lesson_id), lesson_id) for lesson_id in found]
    app.push(ChooserDialog(app, LESSON, options, lambda lesson_id: open_lesson(app, lesson_id)))


def real_game(app, game_id: str, seats: int, options: dict[str, str] | None = None) -> None:
    """Starts a real game at a table of the same size: the learner against Easy computers (`options`: the
    lesson's choice of options for it)."""
    from tabletop.scenes import quickref
    from tabletop.scenes.table import TableScene

    rules = load_rules(game_id)
    table = [
        seat if not seat.computer else type(seat)(seat.name, seat.colour, True, "easy")
        for seat in default_seats(seats, computers=seats - 1)
    ]
    match = Match(rules, table, dict(options or {}), random.randrange(2**31))
    app.stack.clear(TableScene(app, match))
    quickref.offer_once(app, match)


def start_over(scene) -> None:
    """Starts a lesson's table afresh at its first step (from its end, or the in-game menu): its save goes."""
    session = scene.session
    if session.autosave:
        history.path_for(session.slot, session.over).unlink(missing_ok=True)
    open_lesson(scene.app, scene.controller.tutor.lesson_id)


def panel(scene, root) -> TutorPanel:
    """Returns the tutor's panel of a lesson's table scene, its buttons wired to the scene's app."""
    app, match = scene.app, scene.match
    game_id, tutor = match.rules.id, scene.controller.tutor

    def restart() -> None:
        start_over(scene)

    def next_step() -> None:
        scene.carry(scene.controller.next_step())

    actions = PanelActions(
        next_step,
        lambda: real_game(app, game_id, len(match.seats), tutor.scenario.next_options),
        app.go_to_menu,
        restart,
    )
    return TutorPanel(scene.manager, root, app.size, actions)
