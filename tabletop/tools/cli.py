"""The command line: parse, check, and start the right thing. Bad input: one line, exit code 2."""

from __future__ import annotations

import argparse
import os
import sys

from tabletop import __version__, registry
from tabletop.rules.match import SEAT_COLOURS, Seat, default_seats

SCENES = ("table", "handoff", "results", "menu", "setup", "rules", "settings", "credits", "ingame", "extra")


class UsageError(Exception):
    """A bad command line; its message is printed as one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse prints usage; we want one clear line
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    """Returns the parser for every command-line form docs/COMMANDS.md documents."""
    p = _Parser(prog="main.py", description="Octopus Table: octopus board and card games.")
    p.add_argument("--version", action="version", version=f"Octopus Table {__version__}")
    p.add_argument("--game", help="game id: go straight to a table")
    p.add_argument("--players", type=int, help="number of players")
    p.add_argument(
        "--seats",
        help='names; "cpu:" (Normal) or "cpu-easy:"/"cpu-hard:" for a computer: "Ana,cpu-hard:Cleo"',
    )
    p.add_argument("--variant", action="append", default=[], metavar="K=V", help="a game variant")
    p.add_argument("--seed", type=int, help="random seed (same seed + same moves = same game)")
    p.add_argument("--simulate", metavar="ID", help="play games headless with computer seats")
    p.add_argument("--games", type=int, default=100, help="how many games to simulate or duel")
    p.add_argument("--bots", default="easy", metavar="LEVEL", help="--simulate: computer level of every seat")
    p.add_argument("--duel", metavar="ID", help="two computer levels play --games two-player games")
    p.add_argument("--a", default="hard", metavar="LEVEL", help="--duel: first level: easy, normal, hard")
    p.add_argument("--b", default="easy", metavar="LEVEL", help="--duel: the second level")
    p.add_argument(
        "--budget", type=float, metavar="SECONDS", help="thinking time per move (default: settings)"
    )
    p.add_argument(
        "--budget-b", type=float, metavar="SECONDS", help="--duel: level b's think time (default: --budget)"
    )
    p.add_argument(
        "--clock", choices=("wall", "cpu"), default="wall", help="--duel: budgets count wall or CPU seconds"
    )
    p.add_argument("--jobs", type=int, default=1, help="--duel, --fuzz, --balance: processes working at once")
    p.add_argument("--balance", metavar="ID", help="Normal players play --games games: figures per card")
    p.add_argument("--fuzz", metavar="ID", help="random games with illegal tries, checking every step")
    p.add_argument("--ui-events", type=int, metavar="N", help="--fuzz: post N random input events instead")
    p.add_argument("--validate", metavar="PATH", help="check a components file (--game ID if not in games/)")
    p.add_argument("--screenshot", metavar="FILE", help="write a 1920x1080 PNG of a scene, headless")
    p.add_argument("--moves", type=int, default=0, help="random legal moves before the screenshot")
    scenes = f"scene to screenshot: {', '.join(SCENES)} (extra: the game's own, if any)"
    p.add_argument("--scene", default="table", help=scenes)
    p.add_argument("--smoke", action="store_true", help="render every scene of every game once")
    p.add_argument("--load", metavar="FILE", help="open a saved game (a finished one opens its replay)")
    p.add_argument("--replay", metavar="FILE", help="replay a finished saved game, move by move")
    p.add_argument("--save-to", metavar="DIR", help="--simulate: write each game's save into DIR")
    p.add_argument("--bench", action="store_true", help="print speed figures per game (with --game: one)")
    p.add_argument("--seconds", type=float, default=3.0, help="--bench: seconds per measurement")
    p.add_argument(
        "--tutorial", metavar="ID[:NAME]", help="Learn to play: the game's guided first game (NAME: another)"
    )
    p.add_argument("--autoplay", action="store_true", help="--tutorial: play every step headless, print JSON")
    p.add_argument("--first-frame", action="store_true", help="show the menu's first frame, print when, quit")
    p.add_argument(
        "--setting", action="append", default=[], metavar="K=V", help="a setting for this run: volume=0.3"
    )
    return p


def parse_variants(pairs: list[str]) -> dict[str, str]:
    """Returns {'tides': 'off'} from ['tides=off']."""
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key or not value:
            raise UsageError(f"--variant takes KEY=VALUE, not '{pair}'")
        options[key] = value
    return options


def parse_seats(
    spec: str | None, players: int | None, default_count: int, levels: tuple[str, ...] = ("easy",)
) -> list[Seat]:
    """Returns seats from --seats or --players (all human by default).

    "cpu:" marks a computer at Normal (Easy if the game has only that), "cpu-LEVEL:" at that level.
    """
    if players is not None and not 1 <= players <= len(SEAT_COLOURS):
        raise UsageError(f"--players must be 1 to {len(SEAT_COLOURS)}, not {players}")
    if spec is None:
        return default_seats(players or default_count)
    names = [n.strip() for n in spec.split(",")]
    if players is not None and players != len(names):
        raise UsageError(f"--players {players} does not match the {len(names)} names in --seats")
    if len(names) > len(SEAT_COLOURS):
        raise UsageError(f"at most {len(SEAT_COLOURS)} seats")
    seats = []
    for i, name in enumerate(names):
        level, name = _computer_level(name, levels)
        if not name:
            raise UsageError(f"seat {i + 1} in --seats has no name")
        seats.append(
            Seat(name, SEAT_COLOURS[i], computer=True, level=level) if level else Seat(name, SEAT_COLOURS[i])
        )
    if len({s.name.casefold() for s in seats}) != len(seats):
        raise UsageError("two seats in --seats have the same name")
    return seats


def _computer_level(name: str, levels: tuple[str, ...]) -> tuple[str, str]:
    """Splits "cpu-hard:Ben" into ("hard", "Ben"); a person's name comes back with level ""."""
    prefix, sep, rest = name.partition(":")
    prefix = prefix.strip().lower()
    if not sep or not (prefix == "cpu" or prefix.startswith("cpu-")):
        return "", name
    if prefix == "cpu":
        return ("normal" if "normal" in levels else levels[0]), rest.strip()
    level = prefix[4:]
    if level not in levels:
        raise UsageError(
            f"'{prefix}:' asks for a level this game does not have (it has: {', '.join(levels)})"
        )
    return level, rest.strip()


def install_games() -> None:
    """Hands the games to the engine: the entry point is the one place that imports them (each game's
    GAME declaration only: no rules, content or table is loaded before a game is picked)."""
    import games

    registry.install(games.GAMES.values())


def main(argv: list[str] | None = None) -> int:
    """Runs the app or a headless command; returns the exit code."""
    install_games()
    try:
        args = build_parser().parse_args(argv)
        return _dispatch(args)
    except UsageError as exc:
        print(f"main.py: {exc}", file=sys.stderr)
        return 2


def _dispatch(args: argparse.Namespace) -> int:
    from tabletop.tools import headless, save_commands

    save_commands.check_args(args)
    if args.load or args.replay:
        return save_commands.open_command(args)
    if args.autoplay and not args.tutorial:
        raise UsageError("--autoplay goes with --tutorial ID")
    if args.tutorial:
        return _tutorial(args)
    if args.smoke or args.simulate or args.screenshot or args.duel or args.bench or args.fuzz or args.balance:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.smoke:
        return headless.smoke()
    if args.validate or args.fuzz:
        from tabletop.tools import fuzz_run, validate

        return validate.validate_command(args) if args.validate else fuzz_run.fuzz_command(args)
    if args.bench or args.first_frame:
        return _bench(args)
    if args.simulate:
        return headless.simulate_command(args)
    if args.duel:
        from tabletop.bots.duel import duel_command

        return duel_command(args)
    if args.balance:
        from tabletop.tools.balance import balance_command

        return balance_command(args)
    if args.screenshot:
        return headless.screenshot_command(args)
    return headless.run_app(args)


def _tutorial(args: argparse.Namespace) -> int:
    """Opens a game's lesson, or (--autoplay) plays it headless and prints its figures."""
    from tabletop.tutor.lesson import has_lesson, lessons, split

    lesson_id = args.tutorial
    game_id, name = split(lesson_id)
    if game_id not in registry.GAMES:
        raise UsageError(f"unknown game '{game_id}' (known: {', '.join(registry.GAMES)})")
    if not has_lesson(game_id):
        raise UsageError(f"{registry.GAMES[game_id]} has no lesson yet (no tutorial.yaml in its folder)")
    if not has_lesson(lesson_id):
        known = ", ".join(lessons(game_id))
        raise UsageError(f"{registry.GAMES[game_id]} has no lesson '{name}' (its lessons: {known})")
    if args.autoplay:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from tabletop.tools.tutorial import autoplay_command

        return autoplay_command(lesson_id)
    from tabletop.tools.headless import run_lesson

    return run_lesson(args, lesson_id)


def _bench(args: argparse.Namespace) -> int:
    from tabletop.tools import bench

    if args.first_frame:
        return bench.first_frame()
    if args.seconds <= 0:
        raise UsageError("--seconds must be more than 0")
    if args.game and args.game not in registry.GAMES:
        raise UsageError(f"unknown game '{args.game}' (known: {', '.join(registry.GAMES)})")
    return bench.bench_command([args.game] if args.game else registry.game_ids(), args.seconds)
