"""The --bench command: frame times, idle CPU, random games per second, memory and start-up, as figures.

Measured headless (dummy video driver) on each game's busiest table: the most players, late in a
game, a card being dragged across the table. The floor is a frame that only blits that table's
already-cached sprites; the ratio says how much the real frame costs above it.
"""

from __future__ import annotations

import json
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pygame

from games import load_rules
from tabletop.rules.match import Match, default_seats

STARTUP_RUNS = 5
IDLE_SECONDS = 5.0


def busiest_match(game_id: str, seed: int = 1) -> Match:
    """Returns a match at the most seats, about four fifths of the way through a random game."""
    rules = load_rules(game_id)
    players = rules.max_players_for(rules.check_options(rules.min_players, {}))
    probe = Match(rules, default_seats(players), {}, seed)
    rng = random.Random(seed)
    while probe.legal_actions():
        probe.apply(rng.choice(probe.legal_actions()))
    late = probe.actions[: len(probe.actions) * 4 // 5]
    match = Match(rules, default_seats(players), {}, seed)
    for action in late:
        match.apply(action)
    return match


def _table(match: Match):
    """Returns the headless app and a table scene of `match`, settled (no glide or message running)."""
    from tabletop.scenes.table import TableScene
    from tabletop.shots import headless_app

    app = headless_app(handoffs=False)
    scene = TableScene(app, match)
    app.push(scene)
    for _ in range(10):
        app.step(1.0)
    return app, scene


def _pick_up(app, scene) -> tuple[int, int]:
    """Presses the mouse on a piece the seat may move; returns where."""
    legal = scene.legal
    piece = next(i for i in reversed(scene.items) if i.piece and any(a.piece == i.piece for a in legal))
    x, y, w, h = piece.rect
    start = (x + w // 2, y + h // 2)
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    return start


def frame_times(app, scene, seconds: float) -> list[float]:
    """Returns the time of each frame (seconds) while a card is dragged in circles over the table."""
    cx, cy = _pick_up(app, scene)
    times: list[float] = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        k = len(times)
        pos = (cx + int(300 * ((k % 60) / 30 - 1)), cy - 200 + int(150 * ((k % 40) / 20 - 1)))
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        start = time.perf_counter()
        app.step(1 / 60, [event])
        times.append(time.perf_counter() - start)
    assert scene.drag.held is not None, "the card fell out of the hand during the benchmark"
    return times


def floor_times(app, scene, seconds: float) -> list[float]:
    """Returns the time of frames that only blit the table's cached sprites and present them."""
    surface, sprites = app.screen, scene.sprites
    pictures = [(sprites.get(i.key, i.make), i.rect[:2]) for i in scene.items if i.make is not None]
    felt = sprites.pictures.get("felt")
    times: list[float] = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        start = time.perf_counter()
        if felt is not None:
            surface.blit(felt, (0, 0))
        surface.blits(pictures, doreturn=False)
        pygame.display.flip()
        times.append(time.perf_counter() - start)
    return times


def idle_cpu_percent(app, seconds: float = IDLE_SECONDS) -> float:
    """Returns the process's CPU use while the app's own frame loop runs a table where nothing happens."""
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 500), button=1)])
    for _ in range(10):
        app.step(1.0)  # let the glide back and its message finish
    cpu, wall = time.process_time(), time.perf_counter()
    app.loop(until=lambda: time.perf_counter() - wall >= seconds)
    return 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)


def games_per_second(game_id: str, seconds: float) -> float:
    """Returns how many random-legal games of the game finish per second (fewest seats)."""
    rules = load_rules(game_id)
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds or done == 0:
        match = Match(rules, default_seats(rules.min_players), {}, done)
        rng = random.Random(done)
        while match.legal_actions():
            match.apply(rng.choice(match.legal_actions()))
        done += 1
    return done / (time.perf_counter() - start)


def p99(times: list[float]) -> float:
    """Returns the 99th percentile of the times."""
    return statistics.quantiles(times, n=100)[98] if len(times) > 1 else times[0]


def bench_game(game_id: str, seconds: float) -> dict:
    """Returns the figures of one game, with the keys the README's performance table shows."""
    app, scene = _table(busiest_match(game_id))
    frames = frame_times(app, scene, seconds)
    floor = floor_times(app, scene, seconds)
    idle = idle_cpu_percent(app)
    return {
        "game": game_id,
        "frame_median_ms": round(1000 * statistics.median(frames), 2),
        "frame_p99_ms": round(1000 * p99(frames), 2),
        "floor_p99_ms": round(1000 * p99(floor), 2),
        "frame_floor_ratio": round(p99(frames) / p99(floor), 2),
        "idle_cpu_percent": round(idle, 2),
        "games_per_s": round(games_per_second(game_id, seconds), 1),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "frames": len(frames),
    }


def startup_seconds(runs: int = STARTUP_RUNS) -> list[float]:
    """Returns the wall time from starting the app (this program) to its first frame presented, per run.

    Parent and child read the same monotonic clock (CLOCK_MONOTONIC on Linux), so the child's
    reading minus the parent's, taken just before the start, is the whole start-up.
    """
    frozen = getattr(sys, "frozen", False)
    command = [sys.executable] if frozen else [sys.executable, str(Path(__file__).parent.parent / "main.py")]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run([*command, "--first-frame"], capture_output=True, text=True, timeout=60)
        if done.returncode != 0 or "first frame" not in done.stdout:
            raise RuntimeError(f"the app did not show a first frame: {done.stderr.strip()[-300:]}")
        times.append(round(float(done.stdout.split()[-1]) - start, 4))
    return times


def first_frame() -> int:
    """Starts the app at the menu, presents one frame, prints the monotonic clock then, and quits."""
    from tabletop.scenes.app import App
    from tabletop.settings import load_settings

    app = App(load_settings())
    app.go_to_menu()
    while app.frames_drawn == 0:
        app.step(1 / 60)
    print(f"first frame {time.perf_counter():.6f}", flush=True)
    pygame.quit()
    return 0


def bench_command(game_ids: list[str], seconds: float) -> int:
    """Prints one JSON object per game, then one for start-up."""
    for game_id in game_ids:
        print(json.dumps(bench_game(game_id, seconds)), flush=True)
    times = startup_seconds()
    print(json.dumps({"startup_median_s": round(statistics.median(times), 3), "startup_runs_s": times}))
    return 0
