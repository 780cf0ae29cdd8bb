"""The command line's saved-game forms: --load FILE, --replay FILE, and --simulate's --save-to DIR."""

from __future__ import annotations

import argparse
from pathlib import Path

from tabletop.restore import Loaded, load
from tabletop.rules.match import Match
from tabletop.saves import SaveError, Slot, new_match_id, save_match
from tabletop.tools.cli import UsageError

#: Command-line modes that can't be combined with opening a save.
OTHER_MODES = ("game", "simulate", "screenshot", "smoke", "duel", "bench", "first_frame")


def check_args(args: argparse.Namespace) -> None:
    """Raises UsageError for save options that don't go together."""
    if args.load and args.replay:
        raise UsageError("give either --load or --replay, not both")
    others = [f"--{name.replace('_', '-')}" for name in OTHER_MODES if getattr(args, name, None)]
    if (args.load or args.replay) and others:
        raise UsageError(f"--load and --replay open a saved game on their own: leave out {', '.join(others)}")
    if args.save_to and not args.simulate:
        raise UsageError("--save-to goes with --simulate")


def read_save(path: str, replay: bool) -> Loaded:
    """Returns the loaded save; raises UsageError with the save's one sentence (exit code 2)."""
    try:
        loaded = load(Path(path))
    except SaveError as exc:
        raise UsageError(f"{path}: {exc}") from None
    if replay and loaded.match.outcome is None:
        raise UsageError(f"{path}: this game is not finished, so it can't be replayed (open it with --load)")
    return loaded


def open_command(args: argparse.Namespace) -> int:
    """Opens the window at a saved game: its table (--load, unfinished) or its replay (finished)."""
    from tabletop.preferences import startup_settings
    from tabletop.scenes.app import App
    from tabletop.scenes.load import start

    loaded = read_save(args.load or args.replay, replay=bool(args.replay))
    app = App(startup_settings().settings)
    start(app, loaded)
    app.run()
    return 0


def save_simulated(folder: Path, match: Match, index: int) -> Path:
    """Writes a simulated game's save into `folder` (made if missing); returns its path."""
    slot = Slot(f"{new_match_id(match.rules.id)}-{index:04d}")
    path = folder / f"{match.rules.id}-{len(match.seats)}p-seed{match.seed}.json"
    try:
        save_match(path, match, slot)
    except OSError as exc:
        raise UsageError(f"--save-to {folder}: {exc.strerror or exc}") from None
    return path
