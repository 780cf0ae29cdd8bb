"""Finding a lesson's seed: which deal lets a scripted first game show the rules it needs.

A lesson is written first as a draft: a tutorial.yaml whose moves may use wildcards (`piece: arm-red-1-*`,
`target: "cell:*"`, `choice: "*"`), and a kind ending in `?` marks a move that may not come (a turn draw
the table places by itself when only one head fits), so it says what kind of move each step needs
without knowing the deal.
For each seed in a range this plays the draft at the lesson's table: every move is matched against the
legal actions of the seat due (the learner for a step's `do`, the computers for its `then`), trying each
match in turn and going back when a later move finds none, so a later move (spending a baby octopus,
discarding down to the hand limit) makes an earlier one show what it must (finishing an octopus, drawing
past 8). Chance's moves (a die) must be the ones the seed gives: the die is never stacked. It prints the
seeds that play the whole draft, each with its moves made concrete, ready to be written into the lesson;
else the seed that got furthest and the move it stuck on.

    python -m tabletop.tools.lesson_seed GAME [--draft PATH] [--seeds 1-2000] [--tries 20000] [--show 3]

Pure Python: no pygame here.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path

from tabletop import registry
from tabletop.components.loader import load_components
from tabletop.rules.core import Action
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match
from tabletop.tutor.schema import Move, Scenario, checker, headings, scenario_path
from tabletop.tutor.tutor import pieces, table_of

FIELDS = ("kind", "piece", "target", "choice")


def fits(action: Action, move: Move) -> bool:
    """Tells whether an action is one the (possibly wildcard) move names; a field the move leaves out must
    be empty in the action too."""
    for name in FIELDS:
        want, got = getattr(move, name), getattr(action, name)
        if name == "kind":
            want = want.rstrip("?")
        if want is None or got is None:
            if want != got:
                return False
        elif not fnmatchcase(got, want):
            return False
    return True


@dataclass
class Found:
    """What one seed gave: the concrete action of each of the draft's moves (None: an optional move that did
    not come), all of them when `whole`, or how far it got."""

    seed: int
    actions: list[Action | None]
    whole: bool
    stuck: int  # the index of the move no match was left for (len(script) when whole)


def script_of(scenario: Scenario) -> list[tuple[Move, bool]]:
    """Returns the draft's moves in order, each with whether it is the learner's."""
    return [
        (m, learner)
        for step in scenario.steps
        for m, learner in (*((d, True) for d in step.do), *((t, False) for t in step.then))
    ]


def resolve(rules, scenario: Scenario, seed: int, tries: int) -> Found:
    """Plays the draft at `seed`, trying the matches of each move depth first within `tries` moves applied;
    returns the concrete moves, or the furthest it got."""
    table = table_of(scenario)
    learner = next(i for i, s in enumerate(table) if not s.computer)
    match = Match(rules, table, dict(scenario.table.options), seed)
    script = script_of(scenario)
    best = Found(seed, [], False, 0)
    budget = [tries]
    chosen: list[Action | None] = []

    def candidates(move: Move, mine: bool) -> list[Action]:
        actor = match.to_act
        if actor is None or match.outcome is not None:
            return []
        if not is_player(actor):  # chance: only what the seed gives
            given = rules.actor_action(match.state)
            return [given] if not mine and fits(given, move) else []
        if (actor == learner) != mine:
            return []
        return [a for a in match.legal_actions() if a.seat == actor and fits(a, move)]

    def walk(at: int) -> bool:
        nonlocal best
        if at > best.stuck:
            best = Found(seed, list(chosen), False, at)
        if at == len(script):
            best = Found(seed, list(chosen), True, at)
            return True
        move = script[at][0]
        for action in candidates(*script[at]):
            if budget[0] <= 0:
                return False
            budget[0] -= 1
            match.apply(action)
            chosen.append(action)
            if walk(at + 1):
                return True
            chosen.pop()
            match.take_back()
        if move.kind.endswith("?"):
            chosen.append(None)
            if walk(at + 1):
                return True
            chosen.pop()
        return False

    walk(0)
    return best


def written(scenario: Scenario, found: Found) -> str:
    """Returns the concrete moves step by step, as YAML lines to put in the lesson."""
    lines, at = [f"# seed {found.seed}"], 0
    for i, step in enumerate(scenario.steps):
        lines.append(f"# step {i + 1} ({step.teaches})")
        for key, moves in (("do", step.do), ("then", step.then)):
            for _ in moves:
                if at >= len(found.actions):
                    return "\n".join(lines)
                action = found.actions[at]
                at += 1
                if action is None:
                    continue
                parts = [f"{name}: {getattr(action, name)}" for name in FIELDS if getattr(action, name)]
                lines.append(f"  {key}: {{{', '.join(parts)}}}")
    return "\n".join(lines)


def dealt(match: Match, fields: list[str]) -> str:
    """Returns what the seed's first state holds in these fields, as lines of the lesson's `deal` (each
    seat's part of a field with one entry per seat)."""
    first, lines = match.steps.states[0], []
    for name in fields:
        value = getattr(first, name, None)
        if isinstance(value, dict):
            lines.append(
                f"  - {{field: {name}, at: {{{', '.join(f'{k}: {v!r}' for k, v in value.items())}}}}}"
            )
        elif isinstance(value, list) and len(value) == len(match.seats):
            for i, part in enumerate(value):
                cards = ", ".join(sorted(pieces(part)))
                lines.append(f"  - {{field: {name}, seat: {i}, cards: [{cards}]}}")
        elif value is not None:
            lines.append(f"  - {{field: {name}, cards: [{', '.join(pieces(value))}]}}")
    return "\n".join(lines)


def load_draft(game_id: str, draft: Path | None) -> Scenario:
    """Returns the draft (by default the game's own tutorial.yaml), checked as a lesson is."""
    folder = registry.folder(game_id)
    known = headings((folder / "RULES.md").read_text(encoding="utf-8"))
    return load_components(draft or scenario_path(folder), Scenario, checker(known))


def search(game_id: str, scenario: Scenario, seeds: range, tries: int, show: int) -> list[Found]:
    """Returns up to `show` seeds that play the whole draft, or the one that got furthest."""
    rules = registry.load_rules(game_id)
    wholes, furthest = [], None
    for seed in seeds:
        found = resolve(rules, scenario, seed, tries)
        if found.whole:
            wholes.append(found)
            if len(wholes) >= show:
                break
        elif furthest is None or found.stuck > furthest.stuck:
            furthest = found
    return wholes or ([furthest] if furthest else [])


def main(argv: list[str] | None = None) -> int:
    import games

    registry.install(games.GAMES.values())
    parser = argparse.ArgumentParser(prog="lesson_seed", description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--draft", type=Path, default=None, help="a draft lesson (default: the game's own)")
    parser.add_argument("--seeds", default="1-2000", help="the seeds to try, as FIRST-LAST")
    parser.add_argument("--tries", type=int, default=20000, help="moves tried per seed at most")
    parser.add_argument("--show", type=int, default=1, help="how many fitting seeds to print")
    parser.add_argument(
        "--fields", default="hands", help="the first state's fields to print, comma-separated"
    )
    args = parser.parse_args(argv)
    first, last = (int(n) for n in args.seeds.split("-"))
    scenario = load_draft(args.game, args.draft)
    results = search(args.game, scenario, range(first, last + 1), args.tries, args.show)
    script = script_of(scenario)
    for found in results:
        if not found.whole:
            move = script[found.stuck][0] if found.stuck < len(script) else None
            print(f"no seed plays the whole draft; seed {found.seed} got to move {found.stuck + 1}: {move}")
        match = Match(
            registry.load_rules(args.game), table_of(scenario), dict(scenario.table.options), found.seed
        )
        print(written(scenario, found))
        print("deal:\n" + dealt(match, args.fields.split(",")))
    return 0 if results and results[0].whole else 1


if __name__ == "__main__":
    sys.exit(main())
