"""Figures for saved games: a long random game saved after every action, as a table does.

    python -m tabletop.tools.save_figures [GAME] [--players N] [--seed S]

Prints one JSON line: the game's length, the save's size, the time of each save (a line appended
and fsynced: mean, p95, max), of loading the finished save (read, checked and replayed once), and of
replaying the game from its seed with every move checked again (what loading a save from another
computer costs). Works in a temporary folder: the user's saves are never touched.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time

from tabletop import history, registry
from tabletop.restore import load
from tabletop.rules.match import Match, default_seats
from tabletop.saves import HOME_ENV
from tabletop.session import Session


def play_saving(game_id: str, players: int, seed: int) -> tuple[Session, list[float]]:
    """Plays a random game through a Session (autosave on); returns it and each save's seconds."""
    match = Match(registry.load_rules(game_id), default_seats(players, players), {}, seed)
    session = Session(match)
    rng = random.Random(seed)
    seconds = []
    while match.legal_actions():
        session.apply(rng.choice(match.legal_actions()))
        seconds.append(session.last_save[1])
    return session, seconds


def measure(game_id: str, players: int, seed: int) -> dict:
    """Returns the figures of one long game, saved into a temporary folder."""
    with tempfile.TemporaryDirectory() as home:
        os.environ[HOME_ENV] = home
        session, seconds = play_saving(game_id, players, seed)
        path = history.path_for(session.slot, True)
        start = time.perf_counter()
        loaded = load(path)
        load_ms = (time.perf_counter() - start) * 1000
        start = time.perf_counter()
        loaded.match.replayed()
        replay_ms = (time.perf_counter() - start) * 1000
        size = path.stat().st_size
    ordered = sorted(seconds)
    return {
        "game": game_id,
        "players": players,
        "seed": seed,
        "actions": len(seconds),
        "save_bytes": size,
        "bytes_per_action": round(size / max(1, len(seconds)), 1),
        "save_ms_mean": round(1000 * sum(seconds) / len(seconds), 2),
        "save_ms_p95": round(1000 * ordered[int(len(ordered) * 0.95)], 2),
        "save_ms_max": round(1000 * ordered[-1], 2),
        "load_ms": round(load_ms, 1),
        "replay_ms": round(replay_ms, 1),
    }


def main(argv: list[str] | None = None) -> int:
    """Parses the arguments, measures, prints the figures as JSON; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m tabletop.tools.save_figures")
    parser.add_argument("game", nargs="?", default=registry.game_ids()[0], choices=registry.game_ids())
    parser.add_argument("--players", type=int, help="seats (default: the game's most)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rules = registry.load_rules(args.game)
    players = args.players or rules.max_players
    if not rules.min_players <= players <= rules.max_players:
        parser.error(f"{rules.name} takes {rules.min_players} to {rules.max_players} players")
    print(json.dumps(measure(args.game, players, args.seed)))
    return 0


if __name__ == "__main__":
    from tabletop.tools.cli import install_games

    install_games()
    sys.exit(main())
