"""Recorded games: seeded random games of every game, digested at checkpoints, so a rules change meant
only for speed is shown to change nothing (issue 30: "nothing changes but speed").

`python -m tests.golden` records them anew into games.json (only when the rules are meant to change).
A digest is SHA-256 of a canonical JSON form of the state (sets sorted, dataclasses and Structs as their
fields), leaving out `events`: what an action made happen is told, not kept, and its shape may grow.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
import sys
from pathlib import Path

import msgspec

from tabletop import registry
from tabletop.rules.match import Match, default_seats

FILE = Path(__file__).with_name("games.json")
SEEDS = (1, 2, 3)
CHECK_EVERY = 100
MOST = 1500  # actions per game: the end, or this many (a long random game has shown all its rules by then)
LEFT_OUT = {"events"}


def canonical(value):
    """Returns `value` as plain JSON-ready data with one form whatever the process's hash seed."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: canonical(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.name not in LEFT_OUT
        }
    if isinstance(value, msgspec.Struct):
        return {n: canonical(getattr(value, n)) for n in value.__struct_fields__ if n not in LEFT_OUT}
    if isinstance(value, dict):
        return sorted(([canonical(k), canonical(v)] for k, v in value.items()), key=json.dumps)
    if isinstance(value, (set, frozenset)):
        return sorted((canonical(v) for v in value), key=json.dumps)
    if isinstance(value, (list, tuple)):
        return [canonical(v) for v in value]
    if isinstance(value, random.Random):
        return list(value.getstate()[1][:8])
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


def digest(state) -> str:
    text = json.dumps(canonical(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def tables(game_id: str) -> list[tuple[int, int]]:
    """Returns the (players, seed) of the recorded games of a game: its fewest and most seats."""
    rules = registry.load_rules(game_id)
    fewest = rules.min_players_for(rules.check_options(rules.min_players, {}))
    most = rules.max_players_for(rules.check_options(rules.min_players, {}))
    return [(players, seed) for players in sorted({max(2, fewest), most}) for seed in SEEDS]


def play(game_id: str, players: int, seed: int) -> dict:
    """Plays one seeded random game (the sorted legal list, a seeded choice); returns its checkpoints."""
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(players), rules.check_options(players, {}), seed)
    rng = random.Random(seed)
    points = []
    while len(match.actions) < MOST:
        action = match.random_action(rng)
        if action is None:
            break
        match.apply(action)
        if len(match.actions) % CHECK_EVERY == 0:
            points.append([len(match.actions), digest(match.state)])
    outcome = match.outcome
    return {
        "players": players,
        "seed": seed,
        "actions": len(match.actions),
        "checkpoints": points,
        "last": digest(match.state),
        # Scores and winners, not the details' words (those may be reworded without a rules change).
        "scores": None if outcome is None else [list(outcome.scores), sorted(outcome.winners)],
    }


def record() -> None:
    from tabletop.tools.cli import install_games

    install_games()
    games = {g: [play(g, p, s) for p, s in tables(g)] for g in registry.game_ids()}
    FILE.write_text(json.dumps(games, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    record()
    sys.exit(0)
