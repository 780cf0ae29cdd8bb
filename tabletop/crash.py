"""Crash reports: the traceback, the game, and the match as a save, written to the user's data folder.

Nothing here touches the autosave: a report is a new file beside it, in `crashes/`, and the
match inside is written by the save format so that `--load` can open it again.
"""

from __future__ import annotations

import json
import platform
import secrets
import sys
import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tabletop import __version__
from tabletop.rules.match import Match
from tabletop.saves import Slot, data_home, new_match_id, save_text, write_atomic

FORMAT = "octopus-table-crash"
VERSION = 1


def crashes_dir() -> Path:
    """Returns the folder crash reports go to ($OCTOPUS_TABLE_HOME/crashes under tests)."""
    return data_home() / "crashes"


def find_match(scenes: list) -> tuple[Match | None, Slot | None, str | None]:
    """Returns the match in play (topmost scene holding one), its save slot, and the game id."""
    for scene in reversed(scenes):
        match = getattr(scene, "match", None)
        if isinstance(match, Match):
            session = getattr(scene, "session", None)
            return match, getattr(session, "slot", None), match.rules.id
    game = next((getattr(s, "game_id", None) for s in reversed(scenes) if getattr(s, "game_id", None)), None)
    return None, None, game if isinstance(game, str) else None


def saved_match(scenes: list) -> tuple[str | None, str | None]:
    """Returns the match in play as the text of its save (None without one), and the game id."""
    match, slot, game = find_match(scenes)
    if match is None:
        return None, game
    return save_text(match, slot or Slot(new_match_id(match.rules.id))), game


def report(exc: BaseException, scenes: list, save: str | None, game: str | None) -> dict[str, Any]:
    """Returns the crash report's data: when, what, where, and the match's save."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "time": datetime.now(UTC).replace(microsecond=0).isoformat(),
        "error": "".join(traceback.format_exception_only(exc)).strip(),
        "traceback": "".join(traceback.format_exception(exc)),
        "scenes": [type(s).__name__ for s in scenes],
        "game": game,
        "app": f"Octopus Table {__version__}",
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "save": [json.loads(line) for line in save.splitlines()] if save is not None else None,  # its lines
    }


def write_report(exc: BaseException, scenes: list) -> Path:
    """Writes a crash report (and, with a match, its save as a file --load opens); returns its path.

    Raises OSError when the folder cannot be written.
    """
    save, game = saved_match(scenes)
    data = report(exc, scenes, save, game)
    stamp = f"{datetime.now(UTC):%Y%m%d-%H%M%S}-{secrets.token_hex(2)}"
    path = crashes_dir() / f"crash-{stamp}.json"
    if save is not None:
        save_path = crashes_dir() / f"crash-{stamp}-save.json"
        write_atomic(save_path, save)
        data["save_file"] = str(save_path)
    write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    return path
