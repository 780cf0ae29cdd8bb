"""Choosing a lesson's seed, and writing its next step.

`search` finds the seeds on which a lesson fits: the deal gives every card its `deal` names, and every move
of its script (the learner's and the scripted answers) is legal where it is due. `show` plays a lesson's
script as far as it goes and lists where it stands and the moves that may come next, as the scenario would
name them (kind, piece, target, choice), so a new step is written from the game itself, not guessed.

    python -m tabletop.tutor.seeds GAME[:NAME] [--from 1 --to 2000 | --show] [--seed N]

Pure Python: no pygame here.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator

import msgspec

from tabletop import registry
from tabletop.rules.match import Match
from tabletop.tutor import lesson
from tabletop.tutor.schema import Move, Scenario
from tabletop.tutor.tutor import deal_problems, same, table_of


def dealt(game_id: str, scenario: Scenario, seed: int) -> Match:
    """Returns a new match at the lesson's table, dealt with `seed`."""
    rules = registry.load_rules(game_id)
    return Match(rules, table_of(scenario), dict(scenario.table.options), seed)


def reseeded(scenario: Scenario, seed: int | None) -> Scenario:
    """Returns the scenario with its seed replaced by `seed` (None: as it is)."""
    if seed is None:
        return scenario
    return msgspec.structs.replace(scenario, table=msgspec.structs.replace(scenario.table, seed=seed))


def played(scenario: Scenario, match: Match) -> tuple[int, str]:
    """Plays the lesson's script in `match` as far as it is legal; returns the moves played and, where it
    stopped short, why ('' when the whole script was played)."""
    script: list[tuple[int, Move]] = [
        (i, move) for i, step in enumerate(scenario.steps) for move in (*step.do, *step.then)
    ]
    for count, (i, move) in enumerate(script):
        seat = match.to_act
        found = [a for a in match.legal_actions() if a.seat == seat and same(a, move)]
        if not found:
            named = " ".join(str(x) for x in (move.kind, move.piece, move.target, move.choice) if x)
            return count, f"step {i + 1} ({scenario.steps[i].teaches}): {named} is not legal"
        match.apply(found[0])
    return len(script), ""


def fits(game_id: str, scenario: Scenario, seed: int) -> str:
    """Returns why the lesson does not fit `seed` ('' when it does)."""
    scenario = reseeded(scenario, seed)
    match = dealt(game_id, scenario, seed)
    problems = deal_problems(scenario, match)
    if problems:
        return "; ".join(problems)
    return played(scenario, match)[1]


def search(lesson_id: str, seeds: range) -> Iterator[int]:
    """Yields the seeds on which the lesson fits (its deal and its whole script)."""
    scenario, game_id = lesson.scenario(lesson_id), lesson.split(lesson_id)[0]
    for seed in seeds:
        if not fits(game_id, scenario, seed):
            yield seed


def show(lesson_id: str, seed: int | None = None) -> str:
    """Returns where the lesson's script leaves its game: how far it played, the state's summary (the game's
    narrator's progress) and the moves legal next, one a line as a scenario names them."""
    scenario = reseeded(lesson.scenario(lesson_id), seed)
    match = dealt(lesson.split(lesson_id)[0], scenario, scenario.table.seed)
    count, problem = played(scenario, match)
    lines = [
        f"seed {scenario.table.seed}: {count} moves played" + (f", stopped: {problem}" if problem else "")
    ]
    seat = match.to_act
    lines.append(f"to act: {seat}; outcome: {match.outcome}")
    for action in match.legal_actions():
        fields = {
            "kind": action.kind,
            "piece": action.piece,
            "target": action.target,
            "choice": action.choice,
        }
        lines.append("  - {" + ", ".join(f"{k}: {v}" for k, v in fields.items() if v is not None) + "}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tabletop.tutor.seeds", description=__doc__.split("\n")[0]
    )
    parser.add_argument("lesson", help="GAME or GAME:NAME")
    parser.add_argument("--from", dest="first", type=int, default=1)
    parser.add_argument("--to", dest="last", type=int, default=2000)
    parser.add_argument("--show", action="store_true", help="play the script, list the moves legal next")
    parser.add_argument("--seed", type=int, help="--show: with this seed instead of the lesson's")
    args = parser.parse_args(argv)
    import games  # the entry point's games: this tool runs on its own

    registry.install(games.GAMES.values())
    if args.show:
        print(show(args.lesson, args.seed))
        return 0
    found = list(search(args.lesson, range(args.first, args.last + 1)))
    print(" ".join(map(str, found)) or "no seed fits")
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main())
