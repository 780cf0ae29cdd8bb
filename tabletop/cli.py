"""The command line: parse, check, and start the right thing. Bad input: one line, exit code 2."""

from __future__ import annotations

import argparse
import os
import sys

from tabletop.rules.match import SEAT_COLOURS, Seat, default_seats

SCENES = ("table", "handoff", "results", "menu", "setup", "rules")


class UsageError(Exception):
    """A bad command line; its message is printed as one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse prints usage; we want one clear line
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    """Returns the parser for every command-line form the README documents."""
    p = _Parser(prog="main.py", description="Octopus Table: octopus board and card games.")
    p.add_argument("--game", help="game id: go straight to a table")
    p.add_argument("--players", type=int, help="number of players")
    p.add_argument("--seats", help='names, "cpu:" for a computer seat: "Ana,Ben,cpu:Cleo"')
    p.add_argument("--variant", action="append", default=[], metavar="K=V", help="a game variant")
    p.add_argument("--seed", type=int, help="random seed (same seed + same moves = same game)")
    p.add_argument("--simulate", metavar="ID", help="play games headless with computer seats")
    p.add_argument("--games", type=int, default=100, help="how many games to simulate")
    p.add_argument("--screenshot", metavar="FILE", help="write a 1920x1080 PNG of a scene, headless")
    p.add_argument("--moves", type=int, default=0, help="random legal moves before the screenshot")
    p.add_argument("--scene", default="table", help=f"scene to screenshot: {', '.join(SCENES)}")
    p.add_argument("--smoke", action="store_true", help="render every scene of every game once")
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


def parse_seats(spec: str | None, players: int | None, default_count: int) -> list[Seat]:
    """Returns seats from --seats or --players (all human by default)."""
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
        computer = name.lower().startswith("cpu:")
        name = name[4:].strip() if computer else name
        if not name:
            raise UsageError(f"seat {i + 1} in --seats has no name")
        seats.append(Seat(name, SEAT_COLOURS[i], computer=computer))
    if len({s.name.casefold() for s in seats}) != len(seats):
        raise UsageError("two seats in --seats have the same name")
    return seats


def main(argv: list[str] | None = None) -> int:
    """Runs the app or a headless command; returns the exit code."""
    try:
        args = build_parser().parse_args(argv)
        return _dispatch(args)
    except UsageError as exc:
        print(f"main.py: {exc}", file=sys.stderr)
        return 2


def _dispatch(args: argparse.Namespace) -> int:
    from tabletop import headless

    if args.smoke or args.simulate or args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.smoke:
        return headless.smoke()
    if args.simulate:
        return headless.simulate_command(args)
    if args.screenshot:
        return headless.screenshot_command(args)
    return headless.run_app(args)
