"""Undo and bot-request figures on a long random game of each game: `python -m tabletop.tools.undo_figures`.

A long game (up to TARGET actions of random legal moves, a fixed seed, every seat a person) is played
into a Session without saving; then one undo is timed (the median of a few undo/redo rounds), and the
preparation of one computer player's request: building it at the table, and the worker turning it
back into the state its bot decides from.
"""

from __future__ import annotations

import random
import statistics
import time

from tabletop import registry
from tabletop.bots import worker
from tabletop.rules.match import Match, default_seats
from tabletop.session import Session

TARGET = 800
SEEDS = 20
ROUNDS = 7


def long_actions(game_id: str, seed: int = 1) -> tuple[int, list]:
    """Returns the seed and actions of the longest random game (of a few seeds), cut at TARGET actions."""
    rules = registry.load_rules(game_id)
    players = rules.max_players_for(rules.check_options(rules.min_players, {}))
    best: tuple[int, list] = (seed, [])
    for s in range(seed, seed + SEEDS):
        match, rng = Match(rules, default_seats(players), {}, s), random.Random(s)
        while len(match.actions) < TARGET and match.legal_actions():
            match.apply(rng.choice(match.legal_actions()))
        if len(match.actions) > len(best[1]):
            best = (s, list(match.actions))
        if len(best[1]) >= TARGET:
            break
    return best[0], best[1]


def undo_ready(game_id: str) -> Session | None:
    """Returns a session late in a long game where the last action can be undone (None if none is)."""
    rules = registry.load_rules(game_id)
    seed, actions = long_actions(game_id)
    players = rules.max_players_for(rules.check_options(rules.min_players, {}))
    for cut in range(len(actions), 0, -1):
        match = Match(rules, default_seats(players), {}, seed, list(actions[:cut]))
        session = Session(match, autosave=False)
        if not session.undo_reason():
            return session
    return None


def undo_seconds(session: Session) -> float:
    """Returns the median time of taking back the last action (each undo is redone, untimed)."""
    times = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        action = session.undo()
        times.append(time.perf_counter() - start)
        assert action is not None and session.redo() is not None
    return statistics.median(times)


def request_seconds(match: Match) -> tuple[float, int]:
    """Returns the median time to prepare one bot request (table and worker side) and its size in bytes."""
    times, size = [], 0
    for _ in range(ROUNDS):
        start = time.perf_counter()
        data = worker.encode_request(match, 1, "normal", 5, 1.0)
        request = worker.decode_request(data)
        rules, state = worker.state_for(request)
        times.append(time.perf_counter() - start)
        assert state == match.state
        size = len(data)
    return statistics.median(times), size


def figures(game_id: str) -> str:
    session = undo_ready(game_id)
    if session is None:
        return f"{game_id}: no undoable position found"
    actions = len(session.match.actions)
    undo_ms = undo_seconds(session) * 1000
    seconds, size = request_seconds(session.match)
    request_ms = seconds * 1000
    return (
        f"{game_id}: {actions} actions; one undo {undo_ms:.3f} ms; "
        f"one bot request prepared {request_ms:.3f} ms ({size} bytes)"
    )


def main() -> None:
    for game_id in registry.game_ids():
        print(figures(game_id), flush=True)


if __name__ == "__main__":
    from tabletop.tools.cli import install_games

    install_games()
    main()
