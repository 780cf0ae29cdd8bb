"""The bench's opening figures: a game's longest saved game opened to its first frame, headless.

The longest of a few random games (the fewest and the most seats, seeds 1 to 3) is saved into a
temporary data folder twice: whole (finished: it opens in its replay) and without its last moves
(unfinished: it opens at its table, saving on). Each is opened the way the Load and History lists open
a save (`scenes.load.open_save`) until the first frame is presented. The first opening in the process also
loads the game's table design (`open_save_first_s`); the others find it loaded, and their median is the
figure (`open_save_s` for the table, `open_replay_s` for the replay).
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from games import load_rules
from tabletop.rules.match import Match, default_seats
from tabletop.saves import HOME_ENV, Slot, new_match_id, save_match

OPEN_RUNS = 5
SEEDS = (1, 2, 3)


def random_game(game_id: str, players: int, seed: int) -> Match:
    """Returns a game played to its end by random legal moves (chance and automata make their own)."""
    match = Match(load_rules(game_id), default_seats(players), {}, seed)
    rng = random.Random(seed)
    while (action := match.random_action(rng)) is not None:
        match.apply(action)
    return match


def longest_game(game_id: str) -> Match:
    """Returns the longest of the random games at the fewest and the most seats, seeds SEEDS."""
    rules = load_rules(game_id)
    fewest = max(2, rules.min_players_for(rules.check_options(rules.max_players, {})))
    counts = sorted({fewest, rules.max_players_for(rules.check_options(rules.min_players, {}))})
    games = (random_game(game_id, players, seed) for players in counts for seed in SEEDS)
    return max(games, key=lambda m: len(m.actions))


def unfinished_part(match: Match) -> Match:
    """Returns the same game stopped before the move that ended it (a game still to play on)."""
    moves = len(match.actions) - 1
    while moves > 0:
        part = Match(match.rules, match.seats, match.options, match.seed, list(match.actions[:moves]))
        if part.outcome is None:
            return part
        moves -= 1
    return Match(match.rules, match.seats, match.options, match.seed)


def open_seconds(app, path: Path) -> float:
    """Returns the seconds from asking to open a save to its first frame presented."""
    from tabletop.scenes.load import open_save

    app.stack.clear()
    drawn = app.frames_drawn
    start = time.perf_counter()
    if not open_save(app, path):
        raise RuntimeError(f"{path.name} did not open: {app.stack.top.sentence}")
    while app.frames_drawn == drawn:
        app.step(1 / 60)
    seconds = time.perf_counter() - start
    app.stack.clear()
    return seconds


def open_figures(game_id: str) -> dict:
    """Returns the opening figures of the game's longest saved game (call it in a fresh process, so that
    the first opening is the first)."""
    from tabletop.tools.shots import headless_app

    finished = longest_game(game_id)
    unfinished = unfinished_part(finished)
    with tempfile.TemporaryDirectory() as home:
        old_home = os.environ.get(HOME_ENV)
        os.environ[HOME_ENV] = home
        try:
            table_path, replay_path = Path(home) / "unfinished.json", Path(home) / "finished.json"
            save_match(table_path, unfinished, Slot(new_match_id(game_id)))
            save_match(replay_path, finished, Slot(new_match_id(game_id)))
            app = headless_app(handoffs=False)
            app.autosave = True
            try:
                table = [open_seconds(app, table_path) for _ in range(OPEN_RUNS + 1)]
                replay = [open_seconds(app, replay_path) for _ in range(OPEN_RUNS)]
            finally:
                app.autosave = False
        finally:
            if old_home is None:
                os.environ.pop(HOME_ENV, None)
            else:
                os.environ[HOME_ENV] = old_home
    return {
        "open_save_actions": len(unfinished.actions),
        "open_save_players": len(finished.seats),
        "open_save_first_s": round(table[0], 3),
        "open_save_s": round(statistics.median(table[1:]), 3),
        "open_replay_s": round(statistics.median(replay), 3),
        "open_save_runs_s": [round(t, 3) for t in table[1:]],
        "open_replay_runs_s": [round(t, 3) for t in replay],
    }
