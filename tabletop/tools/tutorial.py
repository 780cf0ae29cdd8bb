"""`--tutorial GAME[:NAME] [--autoplay]`: open a game's lesson at the table, or play it headless to its end.

Autoplay drives the table controller as the window does (the lesson's tutor narrows, refuses and scripts
the computers there): each step's expected move is played, the computers' answers come from the
controller's tick, Next is pressed where a step only explains. It prints one JSON line.
"""

from __future__ import annotations

import json
import time

import msgspec

from tabletop import registry
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.table.controller import TableController
from tabletop.tutor import lesson
from tabletop.tutor.tutor import TutorError

#: Reading speed and a newcomer's time per move, for the lesson's length in minutes (an estimate).
WORDS_PER_MINUTE = 180
SECONDS_PER_MOVE = 6.0
MOST_TICKS = 10_000


def autoplay(lesson_id: str, settings: Settings | None = None) -> dict:
    """Plays a game's lesson ('game' or 'game:name') to its end through the table controller; returns its
    figures. Raises TutorError when a step's move is not legal where it is due (a rule changed under it)."""
    start = time.perf_counter()
    match, tutor = lesson.start(lesson_id)
    chosen = settings or Settings()
    quick = msgspec.structs.replace(chosen, computer_pause=0.0)
    table = TableController(
        Session(match, autosave=False), registry.load_table(match.rules), lambda: quick, tutor
    )
    table.refresh(animate=False)
    for _ in range(MOST_TICKS):
        if tutor.finished:
            break
        expected = tutor.expected()
        if expected is not None:
            if table.model.legal != [expected]:
                raise TutorError(f"{lesson_id} lesson, step {tutor.index + 1}: its move is not offered")
            table.play(expected)
        elif tutor.can_next():
            table.next_step()
        else:
            table.tick(1.0, calm=True)
    steps = tutor.steps
    words = sum(len(s.say.split()) for s in steps) + len(tutor.scenario.tip.split())
    learner_moves = sum(len(s.do) for s in steps)
    computer_moves = sum(len(s.then) for s in steps)
    minutes = (
        words / WORDS_PER_MINUTE
        + (learner_moves * SECONDS_PER_MOVE + computer_moves * chosen.computer_pause) / 60
    )
    outcome = match.outcome
    named = {"lesson": tutor.name} if tutor.name else {}
    return {
        "game": tutor.game_id,
        **named,
        "steps": len(steps),
        "finished": tutor.finished and tutor.on_script(),
        "won_by_learner": outcome is not None and tutor.learner in outcome.winners,
        "moves": len(match.actions),
        "learner_moves": learner_moves,
        "words": words,
        "minutes": round(minutes, 1),
        "sections": tutor.sections(),
        "seconds": round(time.perf_counter() - start, 2),
    }


def autoplay_command(lesson_id: str) -> int:
    """Prints the lesson's figures as one JSON line; exit code 0 when it was played to its end."""
    figures = autoplay(lesson_id)
    print(json.dumps(figures))
    return 0 if figures["finished"] else 1
