"""Computer players against each other, headless: `--duel` and `--simulate --bots LEVEL`.

A duel plays two-player games in pairs: both games of a pair use the same seed (the same
deal and first player), with the two levels in swapped seats, so neither gains from going
first or from the deal. With --jobs J, J worker processes share the games (JSON over pipes).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import time
from multiprocessing.connection import wait

from tabletop import registry
from tabletop.bots.base import Bot, Budget
from tabletop.bots.players import decide, levels_for, make_bot
from tabletop.rules.match import Match, default_seats
from tabletop.tools.cli import UsageError, parse_variants

MAX_ACTIONS = 20_000  # a longer game counts as a draw
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}  # --clock: what a think budget counts


def play_bots(
    match: Match, bots: dict[int, Bot], rng: random.Random, budget: Budget, asked=None, budgets=None
) -> int:
    """Plays the match on with a bot per seat; returns how many actions were played.

    A seat thinks with `budgets[seat]` if given, else with `budget`. Every decision a bot was asked
    for (not forced ones) goes to `asked[seat]` if given.
    """
    budgets = budgets or {}
    for done in range(MAX_ACTIONS):
        if not match.legal_actions():
            return done
        seat_budget = budgets.get(match.to_act, budget)
        decision = decide(match.rules, match.state, bots.get(match.to_act), rng, seat_budget)
        if asked is not None and not decision.forced:
            asked.setdefault(match.to_act, []).append(decision)
        match.apply(decision.action)
    return MAX_ACTIONS


def bot_player(game_id: str, level: str, budget: Budget):
    """Returns a `play(match, rng) -> actions` for --simulate that seats a `level` bot everywhere."""

    def play(match: Match, rng: random.Random) -> int:
        bots = {seat: make_bot(game_id, level) for seat in range(len(match.seats))}
        return play_bots(match, bots, rng, budget)

    return play


def pairing(seed: int, index: int) -> tuple[int, int]:
    """Returns game `index`'s seed and level a's seat: each pair of games shares a seed, seats swapped."""
    return seed + index // 2, index % 2


def duel_game(
    game_id: str,
    levels: tuple[str, str],
    options: dict,
    seed: int,
    index: int,
    seconds: float,
    clock="wall",
    seconds_b: float | None = None,
) -> dict:
    """Plays game `index` of a duel; returns who won ("a", "b" or "draw") and side a's decision times.
    Level a thinks `seconds` a decision, level b `seconds_b` (None: the same).

    A co-operative game has no a-vs-b winner: it counts as a draw, won or lost (`team_won` tells which).
    """
    game_seed, a_seat = pairing(seed, index)
    seat_levels = {a_seat: levels[0], 1 - a_seat: levels[1]}
    match = Match(registry.load_rules(game_id), default_seats(2, 2), dict(options), game_seed)
    bots = {seat: make_bot(game_id, level) for seat, level in seat_levels.items()}
    asked: dict[int, list] = {}
    budget = Budget(seconds, clock=CLOCKS[clock])
    budgets = {1 - a_seat: Budget(seconds if seconds_b is None else seconds_b, clock=CLOCKS[clock])}
    actions = play_bots(match, bots, random.Random(seed * 7919 + index), budget, asked, budgets)
    outcome = match.outcome
    winners = outcome.winners if outcome is not None else ()
    together = outcome is not None and outcome.together
    winner = "draw" if len(winners) != 1 or together else ("a" if winners[0] == a_seat else "b")
    mine = asked.get(a_seat, [])
    return {
        "index": index,
        "winner": winner,
        "team_won": together and bool(winners),
        "actions": actions,
        "times": [d.seconds for d in mine],
        "simulations": sum(d.simulations for d in mine),
    }


def _play(job: dict, index: int) -> dict:
    """Plays game `index` of the duel `job` describes (as a worker receives it); returns its result."""
    levels = tuple(job["levels"])
    return duel_game(
        job["game"],
        levels,
        job["options"],
        job["seed"],
        index,
        job["seconds"],
        job["clock"],
        job["seconds_b"],
    )


def _serve_games(conn, job: dict, indices: list[int], declared: tuple) -> None:
    """A duel worker: installs the games it was handed, plays its share and sends each result as JSON."""
    registry.install(declared)
    for index in indices:
        conn.send_bytes(json.dumps(_play(job, index)).encode())
    conn.close()


def _results(job: dict, games: int, jobs: int):
    """Yields the results of all games, played here or spread over `jobs` worker processes."""
    if jobs <= 1:
        for index in range(games):
            yield _play(job, index)
        return
    context = multiprocessing.get_context("spawn")
    pipes, processes = [], []
    for k in range(jobs):
        parent, child = context.Pipe(duplex=False)
        share = list(range(k, games, jobs))
        process = context.Process(
            target=_serve_games, args=(child, job, share, registry.declared()), daemon=True
        )
        process.start()
        child.close()
        pipes.append(parent)
        processes.append(process)
    while pipes:
        for conn in wait(pipes):
            try:
                yield json.loads(conn.recv_bytes())
            except EOFError:
                pipes.remove(conn)
    for process in processes:
        process.join()


def duel(
    game_id: str,
    a: str,
    b: str,
    games: int,
    seed: int,
    seconds: float,
    options=None,
    jobs=1,
    log=None,
    clock="wall",
    seconds_b: float | None = None,
):
    """Plays `games` games of level a against level b; returns the summary the command prints. Level b
    thinks `seconds_b` a decision (None: `seconds`, as level a). With clock "cpu" a think budget counts
    the process's CPU seconds, so a busy machine weakens no one."""
    job = {
        "game": game_id,
        "levels": [a, b],
        "options": options or {},
        "seed": seed,
        "seconds": seconds,
        "clock": clock,
        "seconds_b": seconds_b,
    }
    wins = {"a": 0, "b": 0, "draw": 0}
    times: list[float] = []
    simulations = done = 0
    for done, result in enumerate(_results(job, games, jobs), start=1):
        wins[result["winner"]] += 1
        times += result["times"]
        simulations += result["simulations"]
        if log is not None:
            said = {"a": f"{a} (a) won", "b": f"{b} (b) won", "draw": "a draw"}[result["winner"]]
            log(
                f"game {done}/{games}: {said} after {result['actions']} actions;"
                f" score a {wins['a']}, b {wins['b']}"
            )
    if done < games:
        raise RuntimeError(f"only {done} of {games} duel games finished: a worker process failed")
    if log is not None:
        rate = simulations / sum(times) if times and sum(times) else 0.0
        log(f"{a} (a): {len(times)} decisions, {simulations} simulations, {rate:.0f} simulations/s")
    return {
        "game": game_id,
        "games": games,
        "a": a,
        "b": b,
        "a_win_rate": round(wins["a"] / games, 4),
        "b_win_rate": round(wins["b"] / games, 4),
        "draws": wins["draw"],
        "mean_decision_s": round(statistics.fmean(times), 4) if times else 0.0,
        "max_decision_s": round(max(times), 4) if times else 0.0,
        "a_simulations_per_s": round(simulations / sum(times)) if times and sum(times) else 0,
        "clock": clock,
    }


def check_level(game_id: str, level: str, flag: str) -> str:
    """Returns the level if the game offers it; raises UsageError naming what it offers."""
    offered = levels_for(game_id)
    if level not in offered:
        raise UsageError(f"{flag} must be one of {', '.join(offered)} for {game_id}, not '{level}'")
    return level


def think_seconds(args: argparse.Namespace) -> float:
    """Returns --budget, or the think_seconds setting when it is not given."""
    if args.budget is None:
        from tabletop.settings import load_settings

        return load_settings().think_seconds
    return checked_seconds(args.budget, "--budget")


def checked_seconds(seconds: float, flag: str) -> float:
    """Returns a think time given on the command line; raises UsageError if it is out of range."""
    if not 0 < seconds <= 60:
        raise UsageError(f"{flag} must be more than 0 and at most 60 seconds, not {seconds}")
    return seconds


def _say(line: str) -> None:
    print(line, flush=True)


def duel_command(args: argparse.Namespace) -> int:
    """Runs --duel; prints a line per game and, last, the summary as one JSON object."""
    game_id = args.duel
    if game_id not in registry.GAMES:
        raise UsageError(f"unknown game '{game_id}' (known: {', '.join(registry.GAMES)})")
    rules = registry.load_rules(game_id)
    if not rules.min_players <= 2 <= rules.max_players:
        raise UsageError(f"{rules.name} is not a two-player game; a duel needs two seats")
    if args.games < 1 or args.jobs < 1:
        raise UsageError("--games and --jobs must be at least 1")
    a, b = check_level(game_id, args.a, "--a"), check_level(game_id, args.b, "--b")
    seed = args.seed if args.seed is not None else 1
    options = parse_variants(args.variant)
    try:
        rules.check_options(2, options)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    seconds = think_seconds(args)
    seconds_b = None if args.budget_b is None else checked_seconds(args.budget_b, "--budget-b")
    result = duel(
        game_id,
        a,
        b,
        args.games,
        seed,
        seconds,
        options,
        args.jobs,
        log=_say,
        clock=args.clock,
        seconds_b=seconds_b,
    )
    print(json.dumps(result), flush=True)
    return 0
