"""The --bench command: frame times, idle CPU, random games per second, memory and start-up, as figures.

Measured headless (dummy video driver) on each game's busiest table: the most players, the position of
the second half of a game (random moves, or Normal computer players for a game whose bot.py asks:
BUSY_TABLE) with the most choices, the piece with the most places to go dragged across the table. The
floor is a frame that only blits that table's already-cached sprites (the felt, then every item) and
presents them; the ratio says how much the real frame costs above it. Frames and floor frames take
turns, so both meet the same machine load. The frame rate while a Hard computer seat thinks is the
table's own frame loop, timed while the worker process decides.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import statistics
import subprocess
import sys
import time
from dataclasses import replace
from itertools import pairwise
from pathlib import Path

import msgspec
import pygame

from tabletop import registry
from tabletop.rules.match import Match, default_seats
from tabletop.tools.busiest import busiest_match
from tabletop.tools.headless import play_random
from tabletop.tools.open_figures import open_figures
from tabletop.ui.items import piece_at
from tabletop.ui.painter import felt as felt_picture

STARTUP_RUNS = 5
IDLE_SECONDS = 5.0
HARD_THINK_SECONDS = 3.0  # the longest a computer player may be set to think
RULES_SEEDS = (1, 2, 3, 4)  # the random games of actions_per_s: those of `--simulate ID --games 4`
HARD_BUDGET = 1.0  # seconds of each Hard decision timed for hard_sims_per_s (Settings' default)
HARD_DECISIONS = 3  # decisions timed for it, each with its own random stream


def _table(match: Match, settings=None):
    """Returns the headless app and a table scene of `match`, settled (no glide or message running)."""
    from tabletop.scenes.table import TableScene
    from tabletop.tools.shots import headless_app

    app = headless_app(handoffs=False, settings=settings)
    scene = TableScene(app, match)
    app.push(scene)
    for _ in range(10):
        app.step(1.0)
    return app, scene


def _grip(items: list, item) -> tuple[int, int] | None:
    """Returns a point where a press picks up `item` (its centre if that shows; a fanned card is partly
    covered by the next), or None if no part of it shows."""
    x, y, w, h = item.rect
    points = [(x + w // 2, y + h // 2)] + [(x + i, y + j) for j in range(2, h, 6) for i in range(2, w, 6)]
    return next((p for p in points if piece_at(items, p) is item), None)


def _pick_up(app, scene) -> tuple[int, int]:
    """Presses the mouse on the piece the seat may move to the most places (the most lit rings); returns
    where."""
    targets: dict[str, set] = {}
    for action in scene.model.legal:
        if action.piece is not None:
            targets.setdefault(action.piece, set()).add(action.target)
    items = scene.model.items
    pieces = [i for i in reversed(items) if i.piece in targets and _grip(items, i) is not None]
    start = _grip(items, max(pieces, key=lambda i: len(targets[i.piece])))
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    return start


def _drag_to(k: int, centre: tuple[int, int]) -> pygame.event.Event:
    """Returns the k-th mouse motion of a card dragged in loops over the table around `centre`."""
    cx, cy = centre
    pos = (cx + int(300 * ((k % 60) / 30 - 1)), cy - 200 + int(150 * ((k % 40) / 20 - 1)))
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))


def frame_and_floor_times(app, scene, seconds: float) -> dict[str, list[float]]:
    """Returns the times (seconds) of frames while a card is dragged over the table ('frame'), of floor
    frames (only the table's cached sprites blitted, then presented: 'floor'), and of presenting the
    screen alone ('present'), one of each in turn."""
    centre = _pick_up(app, scene)
    sprites = scene.sprites
    pictures = [(sprites.get(i.key, i.make), i.rect[:2]) for i in scene.model.items if i.make is not None]
    felt = sprites.get("felt", lambda: felt_picture(app.size))
    times: dict[str, list[float]] = {"frame": [], "floor": [], "present": []}
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        event = _drag_to(len(times["frame"]), centre)
        start = time.perf_counter()
        app.step(1 / 60, [event])
        frame = time.perf_counter()
        app.screen.blit(felt, (0, 0))
        app.screen.blits(pictures, doreturn=False)
        pygame.display.flip()
        floor = time.perf_counter()
        pygame.display.flip()
        times["present"].append(time.perf_counter() - floor)
        times["floor"].append(floor - frame)
        times["frame"].append(frame - start)
    assert scene.drag.held is not None, "the card fell out of the hand during the benchmark"
    return times


def idle_cpu_percent(app, seconds: float | None = None) -> float:
    """Returns the process's CPU use while the app's own frame loop runs a table where nothing happens."""
    seconds = IDLE_SECONDS if seconds is None else seconds
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 500), button=1)])
    for _ in range(10):
        app.step(1.0)  # let the glide back and its message finish
    cpu, wall = time.process_time(), time.perf_counter()
    app.loop(until=lambda: time.perf_counter() - wall >= seconds)
    return 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)


def hard_thinking_match(game_id: str) -> Match:
    """Returns the busiest match, moved on (random moves) to a choice of three or more, with the seat to
    act made a Hard computer player (a choice of two may take it a millisecond: nothing to watch)."""
    match, rng = busiest_match(game_id), random.Random(1)
    while len(match.legal_actions()) < 3:
        match.apply(rng.choice(match.legal_actions()))
    actor = match.to_act
    match.seats[actor] = replace(match.seats[actor], computer=True, level="hard")
    return match


def fps_while_hard_thinks(game_id: str, seconds: float) -> tuple[float, float]:
    """Returns the table's frames per second in its own frame loop while a Hard seat decides in the
    worker process (at most `seconds`), and the 99th percentile of the time between frames (ms)."""
    from tabletop.settings import load_settings

    settings = msgspec.structs.replace(load_settings(), think_seconds=HARD_THINK_SECONDS)
    match = hard_thinking_match(game_id)
    actor = match.to_act
    hard = match.seats[actor]
    # The table settles with that seat played by a person: were it thinking already, a loaded machine
    # could let it decide (and play) while the table settles, and leave nothing to measure.
    match.seats[actor] = replace(hard, computer=False)
    app, scene = _table(match, settings)
    match.seats[actor] = hard
    app.step(1 / 60)  # the table's first frame with a computer to act asks the worker
    ticks: list[float] = []

    def done() -> bool:
        ticks.append(time.perf_counter())
        return not scene.computers.thinking() or ticks[-1] - ticks[0] >= seconds

    drawn = app.frames_drawn
    try:
        app.loop(until=done)
    finally:
        scene.computers.stop()
    if len(ticks) < 3:
        raise RuntimeError(f"{game_id}: the Hard seat did not think (a forced move?)")
    gaps = [b - a for a, b in pairwise(ticks)]
    return (app.frames_drawn - drawn) / (ticks[-1] - ticks[0]), 1000 * p99(gaps)


def games_per_second(game_id: str, seconds: float) -> float:
    """Returns how many random-legal games of the game finish per second (fewest seats)."""
    rules = registry.load_rules(game_id)
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds or done == 0:
        match = Match(rules, default_seats(rules.min_players), {}, done)
        rng = random.Random(done)
        while match.legal_actions():
            match.apply(rng.choice(match.legal_actions()))
        done += 1
    return done / (time.perf_counter() - start)


def hard_searching_match(game_id: str) -> Match:
    """Returns `hard_thinking_match`, moved on (random moves) to where a player chooses among three or
    more actions with no move of several steps under way (there Hard finishes the move the Normal way,
    without a search)."""
    from tabletop.bots.base import in_a_move
    from tabletop.rules.decisions import is_player

    match, rng = hard_thinking_match(game_id), random.Random(2)
    while True:
        legal = match.legal_actions()
        if is_player(match.to_act) and len(legal) >= 3 and not in_a_move(legal):
            return match
        match.apply(match.random_action(rng))


def actions_per_second(game_id: str, seeds: tuple[int, ...] | None = None) -> float:
    """Returns random legal actions applied per second, rules only: the games of `--simulate ID --games
    4` (the fewest seats, seeds RULES_SEEDS, each a random player drawing from the legal list), all
    actions over all their seconds."""
    rules = registry.load_rules(game_id)
    players = rules.min_players
    played, start = 0, time.perf_counter()
    for seed in RULES_SEEDS if seeds is None else seeds:
        match = Match(rules, default_seats(players, players), {}, seed)
        played += play_random(match, random.Random(seed))
    return played / (time.perf_counter() - start)


def hard_simulations_per_second(game_id: str, budget: float | None = None) -> tuple[float, int]:
    """Returns the Hard player's simulations per second of its decisions at the busiest table (the
    position `fps_while_hard_thinks` times, moved on to where Hard searches), here in this process: the
    simulations of HARD_DECISIONS decisions of `budget` seconds each (HARD_BUDGET) over their seconds,
    and how many simulations that was."""
    from tabletop.bots.base import Budget
    from tabletop.bots.players import decide, make_bot

    match = hard_searching_match(game_id)
    bot = make_bot(game_id, "hard")
    seconds = HARD_BUDGET if budget is None else budget
    done = spent = 0.0
    for k in range(HARD_DECISIONS):
        decision = decide(match.rules, match.state, bot, random.Random(k), Budget(seconds))
        done, spent = done + decision.simulations, spent + decision.seconds
    return (done / spent if spent else 0.0), int(done)


def rules_figures(game_id: str) -> dict:
    """Returns the rules' speed figures of one game: random actions per second and Hard's simulations
    per decision-second."""
    sims_per_s, sims = hard_simulations_per_second(game_id)
    return {
        "actions_per_s": round(actions_per_second(game_id)),
        "hard_sims_per_s": round(sims_per_s),
        "hard_sims": sims,
    }


def p99(times: list[float]) -> float:
    """Returns the 99th percentile of the times."""
    return statistics.quantiles(times, n=100)[98] if len(times) > 1 else times[0]


def peak_rss_mb() -> float | None:
    """Returns the largest resident memory this process has had, in MB (None on Windows: no getrusage)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024  # bytes there, KB on Linux


def bench_game(game_id: str, seconds: float) -> dict:
    """Returns the figures of one game, with the keys docs/PERFORMANCE.md's table shows."""
    app, scene = _table(busiest_match(game_id))
    times = frame_and_floor_times(app, scene, seconds)
    frames, floor = times["frame"], times["floor"]
    idle = idle_cpu_percent(app)
    fps, gap = fps_while_hard_thinks(game_id, seconds)
    return {
        "game": game_id,
        "frame_median_ms": round(1000 * statistics.median(frames), 2),
        "frame_p99_ms": round(1000 * p99(frames), 2),
        "floor_median_ms": round(1000 * statistics.median(floor), 2),
        "floor_p99_ms": round(1000 * p99(floor), 2),
        "frame_floor_ratio": round(p99(frames) / p99(floor), 2),
        "present_median_ms": round(1000 * statistics.median(times["present"]), 2),
        "idle_cpu_percent": round(idle, 2),
        "fps_while_hard_thinks": round(fps, 1),
        "hard_thinks_gap_p99_ms": round(gap, 1),
        "games_per_s": round(games_per_second(game_id, seconds), 1),
        "peak_rss_mb": None if (peak := peak_rss_mb()) is None else round(peak, 1),
        "frames": len(frames),
    }


def startup_seconds(runs: int = STARTUP_RUNS) -> list[float]:
    """Returns the wall time from starting the app (this program) to its first frame presented, per run.

    Parent and child read the same monotonic clock (CLOCK_MONOTONIC on Linux), so the child's
    reading minus the parent's, taken just before the start, is the whole start-up.
    """
    main = Path(__file__).parents[2] / "main.py"  # the source tree's; an installed package runs its module
    if getattr(sys, "frozen", False):
        command = [sys.executable]
    else:
        command = [sys.executable, str(main)] if main.is_file() else [sys.executable, "-m", "tabletop.launch"]
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


def _bench_child(conn, declared: tuple, measure, *args) -> None:
    registry.install(declared)  # a process started afresh knows no games until handed them
    conn.send_bytes(json.dumps(measure(*args)).encode())
    conn.close()


def apart(measure, game_id: str, *args) -> dict:
    """Returns `measure(game_id, *args)` run in a fresh process, so its memory and caches are its own."""
    context = multiprocessing.get_context("spawn")
    receive, send = context.Pipe(duplex=False)
    # Not a daemon: the Hard computer player's worker is a process of its own.
    child = context.Process(
        target=_bench_child,
        args=(send, registry.declared(), measure, game_id, *args),
        name=f"bench-{game_id}",
    )
    child.start()
    send.close()
    try:
        return json.loads(receive.recv_bytes())
    except EOFError:
        raise RuntimeError(f"the benchmark of {game_id} stopped (exit code {child.exitcode})") from None
    finally:
        child.join()


def bench_apart(game_id: str, seconds: float) -> dict:
    """Returns bench_game's figures measured in a fresh process, so the peak memory is that game's alone,
    the rules' speed in another (`rules_figures`) and the opening of its longest saved game in a third
    (`open_figures`)."""
    return {
        **apart(bench_game, game_id, seconds),
        **apart(rules_figures, game_id),
        **apart(open_figures, game_id),
    }


def bench_command(game_ids: list[str], seconds: float) -> int:
    """Prints one JSON object per game (each measured in its own processes), then one for start-up."""
    for game_id in game_ids:
        print(json.dumps(bench_apart(game_id, seconds)), flush=True)
    times = startup_seconds()
    print(json.dumps({"startup_median_s": round(statistics.median(times), 3), "startup_runs_s": times}))
    return 0
