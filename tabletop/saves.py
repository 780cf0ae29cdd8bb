"""Saved games: JSON holding the seed, options, seats and actions; atomic writes; one-sentence errors.

A save is replayed on loading and must give back the result it recorded. A check code over
the content finds files changed after they were written. Nothing here ever deletes or
rewrites a file it could not read.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import tempfile
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from tabletop.rules.core import Action
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match

FORMAT = "octopus-table-save"
VERSION = 1
HOME_ENV = "OCTOPUS_TABLE_HOME"
ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{1,80}$")
#: The header fields, in the order they are written (the actions and the check code follow).
CHECK_LINE = '  "check": "'
HEADER = (
    "format",
    "version",
    "id",
    "game",
    "created",
    "saved",
    "seed",
    "options",
    "seats",
    "turn",
    "progress",
    "result",
)


class SaveError(Exception):
    """A save that can't be used; the message is one sentence a player can read."""


def data_home() -> Path:
    """Returns the app's user data folder ($OCTOPUS_TABLE_HOME overrides it, for tests and CI)."""
    override = os.environ.get(HOME_ENV)
    return Path(override) if override else platformdirs.user_data_path("OctopusTable", appauthor=False)


def now_text(exact: bool = False) -> str:
    """Returns the current time as ISO 8601 in UTC, to the second (exact: to the microsecond)."""
    now = datetime.now(UTC)
    return (now if exact else now.replace(microsecond=0)).isoformat()


def new_match_id(game_id: str) -> str:
    """Returns a fresh id for a match: its start time, its game and a random tail (a file name)."""
    return f"{datetime.now(UTC):%Y%m%d-%H%M%S}-{game_id}-{secrets.token_hex(3)}"


@dataclass
class Slot:
    """Where one match is saved: its id (the file name) and when it started."""

    id: str
    created: str = field(default_factory=now_text)
    redo: list[Action] = field(default_factory=list)


# Writing ----------------------------------------------------------------------------------


def turn_number(match: Match) -> int:
    """Returns the turn in progress: 1 + how often the deciding seat changed so far."""
    seats = [a.seat for a in match.actions if is_player(a.seat)]  # chance and automaton take no turns
    if is_player(match.to_act):
        seats.append(match.to_act)
    return 1 + sum(1 for a, b in zip(seats, seats[1:], strict=False) if a != b)


def result_of(match: Match) -> dict[str, Any]:
    """Returns what a replay of the save must give again: who acts, and the outcome once over."""
    outcome = match.outcome
    result = {
        "over": outcome is not None,
        "to_act": match.to_act,
        "winners": list(outcome.winners) if outcome else [],
        "scores": list(outcome.scores) if outcome else [],
    }
    if outcome is not None and outcome.together:  # only then, so older saves still check
        result["together"] = True
    return result


def header(match: Match, slot: Slot) -> dict[str, Any]:
    """Returns the fields of a save that precede its actions."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": slot.id,
        "game": match.rules.id,
        "created": slot.created,
        "saved": now_text(exact=True),  # exact, so the newest of several saves in one second is known
        "seed": match.seed,
        "options": dict(match.options),
        "seats": [
            {"name": s.name, "colour": s.colour, "computer": s.computer, "level": s.level}
            for s in match.seats
        ],
        "turn": turn_number(match),
        "progress": match.rules.narrator.progress(match.state, turn_number(match)),
        "result": result_of(match),
    }


def action_line(action: Action) -> str:
    """Returns an action as the one line of JSON a save holds for it (fields left out when None)."""
    data: dict[str, Any] = {"kind": action.kind, "seat": action.seat}
    for key in ("piece", "target", "choice"):
        value = getattr(action, key)
        if value is not None:
            data[key] = value
    return json.dumps(data, ensure_ascii=False)


def check_code(body: str) -> str:
    """Returns the SHA-256 of a save's text before its check line."""
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def encode(fields: dict[str, Any], actions: list[str], redo: list[str]) -> str:
    """Returns the text of a save: the header a field per line, one action per line, then the check code.

    `actions` and `redo` are `action_line` texts (a session keeps them, so a save costs no re-encoding).
    """
    lines = [f"  {json.dumps(k)}: {json.dumps(fields[k], ensure_ascii=False)}," for k in HEADER]
    for key, items in (("actions", actions), ("redo", redo)):
        inner = ",\n".join(f"    {item}" for item in items)
        lines.append(f'  "{key}": [\n{inner}\n  ],' if items else f'  "{key}": [],')
    body = "{\n" + "\n".join(lines) + "\n"
    return body + f'{CHECK_LINE}{check_code(body)}"\n}}\n'


def save_text(match: Match, slot: Slot, lines: list[str] | None = None) -> str:
    """Returns the text of a match's save (`lines`: its actions' `action_line`s, when already made)."""
    lines = [action_line(a) for a in match.actions] if lines is None else lines
    return encode(header(match, slot), lines, [action_line(a) for a in slot.redo])


def write_atomic(path: Path, text: str) -> None:
    """Writes `text` to `path` so that a crash leaves either the old file or the new one, whole.

    The text goes to a temporary file in the same folder, is flushed and fsynced, then renamed
    over the old file; the folder is fsynced so the rename itself survives a power cut.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    if os.name != "posix":  # Windows can't open a folder; its rename is durable enough
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def save_match(path: Path, match: Match, slot: Slot, lines: list[str] | None = None) -> int:
    """Saves the match atomically at `path` (`lines`: its actions' save lines); returns the bytes written."""
    text = save_text(match, slot, lines)
    write_atomic(path, text)
    return len(text.encode("utf-8"))


# Reading ----------------------------------------------------------------------------------


def read_data(path: Path) -> dict[str, Any]:
    """Returns a save's JSON data, its format, version and check code verified; raises SaveError."""
    text = _read_text(path)
    if not text.strip():
        raise SaveError("This save is empty.")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(_not_json(text, exc)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This file is not an Octopus Table save.")
    version = data.get("version")
    if version != VERSION:
        raise SaveError(_wrong_version(version))
    cut = text.rfind("\n" + CHECK_LINE)
    if cut < 0 or data.get("check") != check_code(text[: cut + 1]):
        raise SaveError("This save was changed after it was written (its check code does not match).")
    return data


def _read_text(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        raise SaveError(f"There is no file named {path.name} there.") from None
    except IsADirectoryError:
        raise SaveError(f"{path.name} is a folder, not a save.") from None
    except UnicodeDecodeError:
        raise SaveError("This file is not a saved game (it is not text).") from None
    except OSError as exc:
        raise SaveError(f"This save could not be read ({exc.strerror or exc}).") from None


def _not_json(text: str, exc: json.JSONDecodeError) -> str:
    """Returns the sentence for text that does not parse: cut short, damaged, or not JSON at all."""
    ours = FORMAT in text[:200]
    # A string left open runs to the end of the text: the end is missing, as when the text ends mid-value.
    at_end = exc.msg.startswith("Unterminated string") or exc.pos >= len(text.rstrip()) - 1
    if text.lstrip().startswith("{") and at_end:
        return "This save is cut short: the end of the file is missing."
    if ours:
        return f"This save is damaged: it stops making sense at line {exc.lineno}."
    return "This file is not a saved game (it is not JSON)."


def _wrong_version(version: object) -> str:
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        return (
            f"This save was made by a newer version of Octopus Table "
            f"(save format {version}; this version reads format {VERSION})."
        )
    return f"This save has an unknown format version ({version!r}; this version reads format {VERSION})."
