"""Memory over many tables in one process: `python -m tabletop.tools.memory_figures [GAME] [TABLES]`.

Opens TABLES tables of GAME (4 seats, 150 random moves, 30 frames drawn) one after another in one
headless app, closing each, and prints the resident memory after the first few and after the last.
A family playing game after game must stay near the one-table figure.
"""

from __future__ import annotations

import json
import random
import sys

from tabletop import registry

WARM_TABLES = 5  # fonts, pictures and caches are made by the first tables: growth counts from here
MOVES, FRAMES = 150, 30


def resident_mb() -> float:
    """Returns this process's resident memory in MB (Linux: /proc; macOS: the peak so far; Windows: NaN,
    as it has neither)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            kb = next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))
        return kb / 1024
    except OSError:
        try:
            import resource
        except ImportError:  # Windows
            return float("nan")
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def open_and_close(app, rules, seed: int) -> None:
    """Opens a 4-seat table some random moves into a game, draws a few frames, and closes it."""
    from tabletop.rules.match import Match, default_seats
    from tabletop.scenes.table import TableScene

    match = Match(rules, default_seats(4), {}, seed)
    rng = random.Random(seed)
    for _ in range(MOVES):
        action = match.random_action(rng)
        if action is None:
            break
        match.apply(action)
    app.push(TableScene(app, match))
    for _ in range(FRAMES):
        app.step(1 / 60)
    app.stack.clear()
    app.step(1 / 60)  # the frame after: the app gives the closed table's memory back


def figures(game_id: str, tables: int) -> dict:
    """Returns the resident memory after the warm-up tables and after all `tables`."""
    from tabletop.tools.shots import headless_app

    app, rules = headless_app(handoffs=False), registry.load_rules(game_id)
    warm = 0.0
    for number in range(tables):
        open_and_close(app, rules, number)
        if number + 1 == WARM_TABLES:
            warm = resident_mb()
    end = resident_mb()
    return {
        "game": game_id,
        "tables": tables,
        "warm_mb": round(warm, 1),
        "end_mb": round(end, 1),
        "growth_mb": round(end - warm, 1),
    }


def main(argv: list[str]) -> None:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    game_id = argv[0] if argv else registry.game_ids()[0]
    print(json.dumps(figures(game_id, int(argv[1]) if len(argv) > 1 else 50)))


if __name__ == "__main__":
    from tabletop.tools.cli import install_games

    install_games()
    main(sys.argv[1:])
