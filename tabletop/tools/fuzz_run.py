"""`--fuzz ID`: runs the game fuzz (or, with --ui-events, the UI fuzz) and prints one JSON line last."""

from __future__ import annotations

import argparse
import json
import sys
import time

from tabletop.tools import pools
from tabletop.tools.cli import UsageError, parse_variants
from tabletop.tools.fuzz import SHOWN_FINDINGS, Tally, fuzz_games, summary

CHUNK = 25  # games per unit of work: small enough to report progress often


def _setting(rules, players: int | None, options: dict[str, str]) -> tuple[int, dict[str, str]] | None:
    """Returns the fixed setting the command line asks for, or None for random ones per game."""
    if players is None and not options:
        return None
    count = players or rules.min_players
    try:
        rules.check_options(count, options)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    return count, options


def _chunk(game_id: str, seed: int, games: int, setting) -> Tally:
    from tabletop import registry

    return fuzz_games(registry.load_rules(game_id), games, seed, setting)[0]


def run_game_fuzz(game_id: str, games: int, seed: int, setting=None, jobs: int = 1, progress=None) -> dict:
    """Fuzzes `games` games over `jobs` processes; returns the summary (findings go to `progress`)."""
    starts = list(range(seed, seed + games, CHUNK))
    sizes = [min(CHUNK, seed + games - s) for s in starts]
    tally = Tally()
    begun = time.perf_counter()
    if jobs <= 1:
        results = (_chunk(game_id, s, n, setting) for s, n in zip(starts, sizes, strict=True))
        _gather(tally, results, games, progress)
    else:
        with pools.pool(jobs) as pool:
            results = pool.map(_chunk, [game_id] * len(starts), starts, sizes, [setting] * len(starts))
            _gather(tally, results, games, progress)
    return {**summary(game_id, tally, time.perf_counter() - begun), "findings": tally.findings}


def _gather(tally: Tally, results, games: int, progress) -> None:
    for part in results:
        shown = len(tally.findings)
        tally.add(part)
        if progress is not None:
            for line in tally.findings[shown:]:
                progress(line)
            progress(f"{tally.games}/{games} games, {tally.violations} violations, {tally.errors} errors")


def _say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def fuzz_command(args: argparse.Namespace) -> int:
    """Runs `--fuzz ID`; exits 0 only when nothing was found."""
    from tabletop.tools.headless import _rules

    rules = _rules(args.fuzz)
    if args.ui_events is not None:
        return _ui_fuzz_command(args)
    if args.games < 1 or args.jobs < 1:
        raise UsageError("--games and --jobs must be at least 1")
    setting = _setting(rules, args.players, parse_variants(args.variant))
    seed = args.seed if args.seed is not None else 1
    result = run_game_fuzz(args.fuzz, args.games, seed, setting, args.jobs, _say)
    findings = result.pop("findings")
    if len(findings) >= SHOWN_FINDINGS:
        _say(f"(only the first {SHOWN_FINDINGS} findings are shown)")
    print(json.dumps(result))
    return 0 if result["violations"] == result["errors"] == 0 else 1


def _ui_fuzz_command(args: argparse.Namespace) -> int:
    from tabletop.tools.uifuzz import run_ui_fuzz

    if args.ui_events < 1:
        raise UsageError("--ui-events must be at least 1")
    seed = args.seed if args.seed is not None else 1
    result = run_ui_fuzz(args.fuzz, args.ui_events, seed, _say)
    print(json.dumps(result))
    return 0 if result["violations"] == result["errors"] == 0 else 1
