"""The bench's opening figures: a game's longest saved game opened to its first frame, headless.

The longest of a few random games (the fewest and the most seats, seeds 1 to 3) is saved into a
temporary data folder twice, where the app keeps its saves: whole (finished, in the history: it opens
in its replay) and without its last moves (unfinished: it opens at its table, saving on). Each is
opened the way the Load and History lists open a save (`scenes.load.open_save`) until the first frame
is presented. The first opening in the process also loads the game's table design
(`open_save_first_s`); the others find it loaded, and their median is the figure (`open_save_s` for
the table, `open_replay_s` for the replay; `_cpu_s`: the process's CPU time, which other work on a busy
machine does not stretch).
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from tabletop import history
from tabletop.registry import load_rules
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


def saved(match: Match) -> Path:
    """Saves a match where the app keeps it (the unfinished games, the history once over); returns where."""
    slot = Slot(new_match_id(match.rules.id))
    path = history.path_for(slot, match.outcome is not None)
    save_match(path, match, slot)
    return path


def open_seconds(app, path: Path) -> tuple[float, float]:
    """Returns the seconds from asking to open a save to its first frame presented, on the clock and in
    this process's CPU time (what a busy machine's other work does not change)."""
    from tabletop.scenes.load import open_save

    app.stack.clear()
    drawn = app.frames_drawn
    start, cpu = time.perf_counter(), time.process_time()
    if not open_save(app, path):
        raise RuntimeError(f"{path.name} did not open: {app.stack.top.sentence}")
    while app.frames_drawn == drawn:
        app.step(1 / 60)
    seconds = time.perf_counter() - start, time.process_time() - cpu
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
            table_path, replay_path = saved(unfinished), saved(finished)
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
        "open_save_first_s": round(table[0][0], 3),
        "open_save_s": _median(table[1:], 0),
        "open_replay_s": _median(replay, 0),
        "open_save_cpu_s": _median(table[1:], 1),
        "open_replay_cpu_s": _median(replay, 1),
        "open_save_runs_s": [round(t[0], 3) for t in table[1:]],
        "open_replay_runs_s": [round(t[0], 3) for t in replay],
    }


def _median(times: list[tuple[float, float]], which: int) -> float:
    return round(statistics.median(t[which] for t in times), 3)
