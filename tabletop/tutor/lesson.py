"""A game's lessons: which it has, and a lesson's match and tutor, new or opened again from a save.

A lesson is found through the game's folder (beside its components.yaml), so the engine names no game. It
is named as `--tutorial` names it: the game's id for its tutorial.yaml, 'game:name' for tutorial-<name>.yaml.
Pure Python: no pygame here.
"""

from __future__ import annotations

from tabletop import registry
from tabletop.components.loader import ComponentError
from tabletop.rules.match import Match
from tabletop.tutor.schema import Scenario, lesson_names, load_scenario
from tabletop.tutor.tutor import Tutor, TutorError, deal_problems, table_of


def split(lesson_id: str) -> tuple[str, str]:
    """Returns a lesson id's game and lesson name ('game:pi' -> ('game', 'pi'))."""
    game_id, _, name = lesson_id.partition(":")
    return game_id, name


def lessons(game_id: str) -> list[str]:
    """Returns the ids of the game's lessons, its tutorial.yaml's first (none: it has no lesson)."""
    return [f"{game_id}:{name}" if name else game_id for name in lesson_names(registry.folder(game_id))]


def has_lesson(lesson_id: str) -> bool:
    """Tells whether the game has a lesson (a game's id), or has this one ('game:name')."""
    game_id, name = split(lesson_id)
    if game_id not in registry.GAMES:
        return False
    names = lesson_names(registry.folder(game_id))
    return name in names if ":" in lesson_id else bool(names)


def scenario(lesson_id: str) -> Scenario:
    """Returns the lesson, checked (ComponentError names file, line and field)."""
    game_id, name = split(lesson_id)
    return load_scenario(registry.folder(game_id), name)


def label(lesson_id: str) -> str:
    """Returns how a chooser or the saves list names the lesson: its label, else its title."""
    try:
        found = scenario(lesson_id)
    except ComponentError:
        return split(lesson_id)[1]
    return found.label or found.title


def start(lesson_id: str) -> tuple[Match, Tutor]:
    """Returns a new lesson's match, dealt as its scenario says, and its tutor; TutorError if the seed no
    longer deals the cards the scenario names."""
    game_id, name = split(lesson_id)
    lesson = scenario(lesson_id)
    rules = registry.load_rules(game_id)
    table = lesson.table
    match = Match(rules, table_of(lesson), dict(table.options), table.seed)
    problems = deal_problems(lesson, match)
    if problems:
        raise TutorError(f"{lesson_id} lesson: the seed {table.seed} deals otherwise: {'; '.join(problems)}")
    return match, Tutor(game_id, lesson, match, name)


def resume(match: Match, name: str = "") -> Tutor:
    """Returns the tutor of a lesson's match opened again (from a save): at the step its moves reach."""
    game_id = match.rules.id
    return Tutor(game_id, scenario(f"{game_id}:{name}" if name else game_id), match, name)


def resumed_lesson(match: Match, name: str = "") -> Tutor | None:
    """Returns the tutor of a lesson's saved match; None when its lesson can't be read any more (the match
    then plays on as any game)."""
    try:
        return resume(match, name)
    except (ComponentError, TutorError, KeyError):
        return None
