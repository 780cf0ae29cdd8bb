"""Commands that start the app, or run it without a screen: simulate, screenshot, smoke."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from tabletop import registry
from tabletop.bots.players import levels_for
from tabletop.components.loader import ComponentError
from tabletop.rules.core import Rules
from tabletop.rules.match import Match, default_seats
from tabletop.tools.cli import SCENES, UsageError, parse_seats, parse_variants
from tabletop.tools.save_commands import save_simulated

MAX_ACTIONS = 20_000  # a game longer than this counts as unfinished


def _rules(game_id: str):
    if game_id not in registry.GAMES:
        raise UsageError(f"unknown game '{game_id}' (known: {', '.join(registry.GAMES)})")
    try:
        return registry.load_rules(game_id)
    except ComponentError as exc:
        raise UsageError(str(exc).splitlines()[0]) from None


def build_match(args: argparse.Namespace, game_id: str) -> Match:
    """Returns the Match the command line asks for; raises UsageError on a bad one."""
    rules = _rules(game_id)
    seats = parse_seats(args.seats, args.players, rules.min_players, levels_for(game_id))
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    try:
        return Match(rules, seats, parse_variants(args.variant), seed)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def play_random(match: Match, rng: random.Random, moves: int = MAX_ACTIONS) -> int:
    """Plays up to `moves` random legal actions; returns how many were played."""
    for done in range(moves):
        action = match.random_action(rng)
        if action is None:
            return done
        match.apply(action)
    return moves


def _play_one(rules, count: int, options: dict[str, str], seed: int, index: int, play=play_random):
    """Plays one game by `play` (random moves by default); returns the match (None if it crashed)
    and how many actions it took."""
    try:
        match = Match(rules, default_seats(count, count), dict(options), seed)
        return match, play(match, random.Random(seed))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    except Exception as exc:  # a crash is a finding to report, not a reason to stop
        print(f"game {index} (seed {seed}): {type(exc).__name__}: {exc}", file=sys.stderr)
        return None, 0


@dataclass
class Tally:
    """What simulated games add up to: finished, failed, actions, wins by seat and the games' stats."""

    players: int
    finished: int = 0
    errors: int = 0
    actions: int = 0
    game_wins: int = 0
    wins: Counter[int] = field(default_factory=Counter)
    totals: Counter[str] = field(default_factory=Counter)

    def add(self, rules: Rules, match: Match | None, played: int) -> None:
        """Counts one game: `match` None when it failed."""
        self.actions += played
        if match is None:
            self.errors += 1
        elif match.outcome is not None:
            self.finished += 1
            self.wins.update(match.outcome.winners)
            self.game_wins += match.outcome.lost_to_game
            self.totals.update(rules.stats(match.state))


def simulate(
    game_id: str,
    games: int,
    players: int | None,
    seed: int,
    options: dict[str, str],
    play=None,
    save_to: Path | None = None,
) -> dict:
    """Plays `games` games headless (random moves, or `play(match, rng)`); returns the summary figures,
    with mean_stats of finished games."""
    rules = _rules(game_id)
    count = players or rules.min_players
    tally = Tally(count)
    start = time.perf_counter()
    for i in range(games):
        match, played = _play_one(rules, count, options, seed + i, i, play or play_random)
        if save_to is not None and match is not None:  # each game's save, for bug reports and regressions
            save_simulated(save_to, match, i)
        tally.add(rules, match, played)
    elapsed = time.perf_counter() - start
    return {
        "game": game_id,
        "games": games,
        "players": count,
        "options": rules.check_options(count, options),
        "finished": tally.finished,
        "errors": tally.errors,
        "mean_actions": round(tally.actions / max(games, 1), 1),
        "wins_by_seat": [tally.wins[s] for s in range(count)],
        "game_wins": tally.game_wins,  # co-operative or solo games the game itself won (the players lost)
        "mean_stats": {key: round(v / tally.finished, 3) for key, v in sorted(tally.totals.items())},
        "games_per_s": round(games / elapsed, 1) if elapsed else 0.0,
    }


def simulate_command(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    seed = args.seed if args.seed is not None else 1
    result = simulate(
        args.simulate,
        args.games,
        args.players,
        seed,
        parse_variants(args.variant),
        _bots(args),
        Path(args.save_to) if args.save_to else None,
    )
    print(json.dumps(result))
    return 0 if result["errors"] == 0 else 1


def _bots(args: argparse.Namespace):
    """Returns how --simulate plays: None for random moves (--bots easy where Easy is the random player:
    as fast, the same games), else a bot at that level (Easy too, when the game narrows its choices)."""
    from tabletop.bots.base import Budget
    from tabletop.bots.duel import bot_player, check_level, think_seconds
    from tabletop.bots.players import make_bot

    _rules(args.simulate)
    level = check_level(args.simulate, args.bots, "--bots")
    if level == "easy" and make_bot(args.simulate, level).narrow is None:
        return None
    return bot_player(args.simulate, level, Budget(think_seconds(args)))


def run_app(args: argparse.Namespace) -> int:
    """Starts the window: at the menu, or straight at a table with --game."""
    from tabletop.scenes.app import App
    from tabletop.scenes.settings_form import announce_problem
    from tabletop.scenes.table import TableScene

    match = build_match(args, args.game) if args.game else None
    loaded = run_settings(args)
    app = App(loaded.settings)
    app.settings_problem = loaded.problem
    if match is None:
        app.go_to_menu()
    else:
        try:
            app.push(TableScene(app, match))
        except Exception as exc:  # noqa: BLE001 - the error screen, as for any scene's crash
            app.crashed(exc)
    announce_problem(app)
    app.run()
    return 0


def run_lesson(args: argparse.Namespace, lesson_id: str) -> int:
    """Starts the window at the game's lesson (Learn to play)."""
    from tabletop.scenes.app import App
    from tabletop.scenes.lessons import open_lesson
    from tabletop.scenes.settings_form import announce_problem

    loaded = run_settings(args)
    app = App(loaded.settings)
    app.settings_problem = loaded.problem
    app.go_to_menu()
    try:
        open_lesson(app, lesson_id)
    except Exception as exc:  # noqa: BLE001 - the error screen, as for any scene's crash
        app.crashed(exc)
    announce_problem(app)
    app.run()
    return 0


def run_settings(args: argparse.Namespace, user: bool = True):
    """Returns the settings of this run (the player's file when `user`, then --setting); UsageError if bad."""
    from tabletop.preferences import command_line_settings

    try:
        return command_line_settings(args.setting, user)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def screenshot_command(args: argparse.Namespace) -> int:
    from tabletop.tools.shots import screenshot

    if args.scene not in SCENES:
        raise UsageError(f"--scene must be one of {', '.join(SCENES)}, not '{args.scene}'")
    if not args.game:
        raise UsageError("--screenshot needs --game ID")
    match = build_match(args, args.game)
    screenshot(Path(args.screenshot), match, args.scene, args.moves, run_settings(args, user=False).settings)
    print(args.screenshot)
    return 0


def smoke() -> int:
    """Renders every scene of every registered game once; returns 0 when all drew."""
    from tabletop.tools.shots import render_scene

    for game_id in registry.GAMES:
        rules = _rules(game_id)
        for scene in (s for s in SCENES if s != "extra" or registry.extra_scene(game_id) is not None):
            seats = default_seats(rules.min_players)
            match = Match(rules, seats, {}, 7)
            surface = render_scene(match, scene, moves=3)
            print(f"{game_id:18} {scene:8} {surface.get_width()}x{surface.get_height()} ok")
    return 0
