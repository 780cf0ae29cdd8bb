"""A game's lesson: whether it has one, and its match and tutor, new or opened again from a save.

The lesson is found through the game's folder (beside its components.yaml), so the engine names no game.
Pure Python: no pygame here.
"""

from __future__ import annotations

from tabletop import registry
from tabletop.components.loader import ComponentError
from tabletop.rules.match import Match
from tabletop.tutor.schema import Scenario, load_scenario, scenario_path
from tabletop.tutor.tutor import Tutor, TutorError, deal_problems, table_of


def has_lesson(game_id: str) -> bool:
    """Tells whether the game has a tutorial.yaml beside its components."""
    return scenario_path(registry.folder(game_id)).is_file()


def scenario(game_id: str) -> Scenario:
    """Returns the game's lesson, checked (ComponentError names file, line and field)."""
    return load_scenario(registry.folder(game_id))


def start(game_id: str) -> tuple[Match, Tutor]:
    """Returns a new lesson's match, dealt as its scenario says, and its tutor; TutorError if the seed no
    longer deals the cards the scenario names."""
    lesson = scenario(game_id)
    rules = registry.load_rules(game_id)
    table = lesson.table
    match = Match(rules, table_of(lesson), dict(table.options), table.seed)
    problems = deal_problems(lesson, match)
    if problems:
        raise TutorError(f"{game_id} lesson: the seed {table.seed} deals otherwise: {'; '.join(problems)}")
    return match, Tutor(game_id, lesson, match)


def resume(match: Match) -> Tutor:
    """Returns the tutor of a lesson's match opened again (from a save): at the step its moves reach."""
    game_id = match.rules.id
    return Tutor(game_id, scenario(game_id), match)


def resumed_lesson(match: Match) -> Tutor | None:
    """Returns the tutor of a lesson's saved match; None when its lesson can't be read any more (the match
    then plays on as any game)."""
    try:
        return resume(match)
    except (ComponentError, TutorError, KeyError):
        return None
