"""The games saved on this computer: unfinished ones to continue or load, finished ones to replay."""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from tabletop import registry as games  # the games the entry point installed
from tabletop.save_reading import read_ends
from tabletop.saves import SaveError, Slot, data_home, recorded_result

#: A temporary file older than this (seconds) belongs to a write that never finished.
TEMP_MAX_AGE = 600.0
#: What the lists call a guided first game's save.
LESSON = "Learn to play"


def lesson_title(title: str, fixed: dict[str, Any]) -> str:
    """Returns a lesson's save's title: 'Learn to play: <game>', with the lesson's label when it is one of
    the game's other lessons."""
    name = fixed.get("lesson_name")
    if not name:
        return f"{LESSON}: {title}"
    from tabletop.tutor.lesson import label

    game = fixed["game"]
    return f"{LESSON}: {title} · {label(f'{game}:{name}')}"


def saves_dir() -> Path:
    """Returns the folder of unfinished games (one file per match)."""
    return data_home() / "saves"


def history_dir() -> Path:
    """Returns the folder of finished games."""
    return data_home() / "history"


def path_for(slot: Slot, over: bool) -> Path:
    """Returns where a match is saved: with the unfinished games, or in the history once over."""
    return (history_dir() if over else saves_dir()) / f"{slot.id}.json"


@dataclass(frozen=True)
class Entry:
    """One save as a list shows it; `problem` is the sentence for a file that can't be read."""

    path: Path
    game: str = ""
    title: str = ""
    players: str = ""
    saved: datetime | None = None
    turn: int = 0
    progress: str = ""  # "Turn 12", "Round 3": the game's own word for how far it is
    moves: int = 0
    winners: str = ""
    result: str = ""
    over: bool = False
    problem: str = ""
    options: tuple[tuple[str, str], ...] = ()  # the options the game was set up with (key, value)

    @property
    def when(self) -> str:
        """Returns the date and time of the last save, in words ('Today 14:05')."""
        return when_text(self.saved) if self.saved else ""


def when_text(moment: datetime, now: datetime | None = None) -> str:
    """Returns 'Today 14:05', 'Yesterday 09:12' or '3 Mar 2025 18:40' in local time."""
    local = moment.astimezone()
    today = (now or datetime.now().astimezone()).date()
    clock = local.strftime("%H:%M")
    if local.date() == today:
        return f"Today {clock}"
    if local.date() == today - timedelta(days=1):
        return f"Yesterday {clock}"
    return f"{local.day} {local.strftime('%b %Y')} {clock}"


def names_list(names: list[str]) -> str:
    """Returns 'Ana', 'Ana and Ben' or 'Ana, Ben and Cleo'."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def result_words(result: dict[str, Any], winners: list[str], seats: int) -> str:
    """Returns how a finished game ended, in a few words ("" if unfinished): co-operative and solo
    games are won or lost against the game, the others are won by someone."""
    if not result["over"]:
        return ""
    if result.get("together") is True:
        return "Won together" if winners else "The game won"
    if seats == 1:
        return "Won" if winners else "Lost"
    return f"Won by {names_list(winners)}" if winners else "Finished"


def entry_of(path: Path) -> Entry:
    """Returns a save's list entry from its first and last lines (the full check happens when it is
    opened)."""
    try:
        fixed, stood = read_ends(path)
        return _entry(path, fixed, stood)
    except SaveError as exc:
        return Entry(path, title="Damaged save", problem=str(exc), saved=_mtime(path))
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return Entry(path, title="Damaged save", problem="This save is damaged.", saved=_mtime(path))


def _entry(path: Path, fixed: dict[str, Any], stood: dict[str, Any]) -> Entry:
    """Returns the list entry of a save with these fixed fields, whose game stood so at its last line."""
    seats, game = fixed["seats"], fixed["game"]
    names = [s["name"] + (" (computer)" if s["computer"] else "") for s in seats]
    result = recorded_result(stood)
    winners = [seats[w]["name"] for w in result["winners"]]
    unknown = game not in games.GAMES
    title = games.GAMES.get(game, game)
    return Entry(
        path,
        game=game,
        title=lesson_title(title, fixed) if fixed.get("lesson") is True else title,
        players=names_list(names),
        saved=datetime.fromisoformat(stood["saved"]),
        turn=int(stood["turn"]),
        # Format-1 saves made before the game's own word was kept have no progress.
        progress=str(stood.get("progress") or f"Turn {int(stood['turn'])}"),
        moves=int(stood["moves"]),
        winners=names_list(winners) if winners else "",
        result=result_words(result, winners, len(seats)),
        over=bool(result["over"]),
        options=tuple((str(k), str(v)) for k, v in (fixed.get("options") or {}).items()),
        problem=f"This save is a game of '{game}', which this version does not have." if unknown else "",
    )


def _mtime(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime).astimezone()
    except OSError:
        return None


def entries(folder: Path) -> list[Entry]:
    """Returns the saves in a folder, newest first (damaged ones included, to be explained)."""
    if not folder.is_dir():
        return []
    found = [entry_of(p) for p in folder.glob("*.json") if not p.name.startswith(".")]
    oldest = datetime.min.replace(tzinfo=datetime.now().astimezone().tzinfo)
    return sorted(found, key=lambda e: (e.saved or oldest, e.path.name), reverse=True)


def sweep(folder: Path, older_than: float = TEMP_MAX_AGE) -> None:
    """Removes the temporary files of writes cut short (a crash between writing and renaming)."""
    if not folder.is_dir():
        return
    now = time.time()
    for temp in folder.glob(".*.tmp"):
        try:
            if now - temp.stat().st_mtime > older_than:
                temp.unlink()
        except OSError:
            pass  # another copy of the app may be tidying up too


def unfinished() -> list[Entry]:
    """Returns the unfinished games, newest first (a finished one left behind by a crash is skipped)."""
    sweep(saves_dir())
    done = {p.name for p in history_dir().glob("*.json")} if history_dir().is_dir() else set()
    return [e for e in entries(saves_dir()) if not e.over and e.path.name not in done]


def finished() -> list[Entry]:
    """Returns the finished games, newest first."""
    return [e for e in entries(history_dir()) if e.over or e.problem]


def latest_unfinished() -> Entry | None:
    """Returns the game Continue opens: the most recently saved unfinished one that can be read."""
    return next((e for e in unfinished() if not e.problem), None)
