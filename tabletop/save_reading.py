"""Reading a save back: every line checked against the one before it, a last line cut short by a crash
dropped and said; the saved-game lists read only a save's first and last lines. Format 1 is read by
saves_v1.py."""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.saves import (
    CHANGES,
    CHECK_KEY,
    FORMAT,
    HEADER,
    STANDING,
    TAIL,
    VERSION,
    SaveError,
    chained,
    computer_key,
    mark_of,
)

#: The sentence for a last line cut short by a crash (it is dropped, the game goes on before it).
TORN = "The last move was not saved whole (the game stopped while saving it), so it was left out."
HEAD_MAX = 1 << 16  # the most a header line may hold
TAIL_READ = 1 << 16  # how much of a save's end the lists read


@dataclass
class Saved:
    """A save read and checked line by line, its moves not replayed yet."""

    header: dict[str, Any]  # the fixed fields (format, version, id, game, created, seed, options, seats)
    changes: list[tuple[str, Any, dict[str, Any]]]  # (do, undo or redo; the move as JSON; where it stood)
    last: dict[str, Any]  # where the game stood at the last whole line (the header's, before any move)
    trusted: bool = False  # marked by this computer: its moves were checked when they were played
    notice: str = ""  # what was dropped (a last line cut short), as a sentence
    version: int = VERSION
    check: str = ""  # the last whole line's check code
    redo: list[Any] = field(default_factory=list)  # format 1's moves to redo, apart from its moves


def read_save(path: Path) -> Saved:
    """Returns a save read and checked (format 1 or 2); raises SaveError with one sentence."""
    raw = _read_bytes(path)
    if not raw.strip():
        raise SaveError("This save is empty.")
    end = raw.find(b"\n")
    if raw[: max(end, 0)].strip() == b"{":
        from tabletop import saves_v1

        return saves_v1.read(raw)
    fields, check = _header(raw if end < 0 else raw[:end], whole=end >= 0)
    saved = Saved(_fixed(fields), [], _standing_of(fields), check=check)
    pieces = raw[end + 1 :].split(b"\n") if end >= 0 else []
    if pieces and not pieces[-1]:
        pieces.pop()  # the newline that ends the last line
    texts, mark = [], fields.get("mark")
    for number, piece in enumerate(pieces):
        found = _verified(piece, saved.check)
        if found is None:
            if number < len(pieces) - 1:
                raise _changed()
            saved.notice = TORN  # the last line, cut short or garbled when the app stopped
            break
        text, saved.check, mark = found
        texts.append(text)
    try:
        rows = json.loads(f"[{','.join(texts)}]")  # every line checked: one parse for them all
    except json.JSONDecodeError:
        raise SaveError("This save is damaged: a move line is not JSON.") from None
    for number, row in enumerate(rows, start=2):
        what = [k for k in CHANGES if k in row] if isinstance(row, dict) else []
        if len(what) != 1:
            raise SaveError(f"This save is damaged: line {number} is not a move.")
        saved.changes.append((what[0], row[what[0]], _standing_of(row)))
    if saved.changes:
        saved.last = saved.changes[-1][2]
    key = computer_key(create=False)
    saved.trusted = bool(key) and mark_of(key, saved.check) == mark
    return saved


def read_ends(path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """Returns a save's fixed fields and where its game stood at its last whole line, for the lists:
    only the first and the last lines are read (opening it checks every line)."""
    with _opened(path) as source:
        size = os.fstat(source.fileno()).st_size
        head = source.readline(HEAD_MAX)
        if head.strip() != b"{" and size - len(head) > TAIL_READ:
            fields, check = _header(head.rstrip(b"\n"), whole=head.endswith(b"\n"))
            source.seek(size - TAIL_READ)
            tail = source.read().split(b"\n")[1:]  # the first piece is a line's end
            stood = _last_in(tail)
            if stood is not None:
                return _fixed(fields), stood
    saved = read_save(path)
    return saved.header, saved.last


def _last_in(pieces: list[bytes]) -> dict[str, Any] | None:
    """Returns where the game stood at the last of these lines that is whole (checked against the code
    of the line before it), None if none can be told."""
    for n in range(len(pieces) - 1, 0, -1):
        before = _tail(pieces[n - 1].decode("utf-8", "replace"))
        found = _verified(pieces[n], before.group(1)) if before else None
        if found is not None:
            fields = json.loads(found[0])
            return _standing_of(fields) if isinstance(fields, dict) else None
    return None


def _fixed(fields: dict[str, Any]) -> dict[str, Any]:
    fixed = {k: fields.get(k) for k in HEADER}
    if fields.get("lesson") is not True:
        return fixed
    name = fields.get("lesson_name")  # a lesson's save is marked, with which lesson when not the first
    return {**fixed, "lesson": True, **({"lesson_name": name} if isinstance(name, str) and name else {})}


def _standing_of(fields: dict[str, Any]) -> dict[str, Any]:
    return {k: fields[k] for k in STANDING if k in fields}


def _tail(text: str) -> re.Match[str] | None:
    """Returns the end of a line that holds its check code and mark (None: not a line of ours)."""
    cut = text.rfind(CHECK_KEY)
    return TAIL.fullmatch(text, cut) if cut >= 0 else None


def _verified(piece: bytes, previous: str) -> tuple[str, str, str] | None:
    """Returns a line's text, check code and mark, or None unless it is a whole line of ours that follows
    the line whose code is `previous`."""
    try:
        text = piece.decode("utf-8")
    except UnicodeDecodeError:
        return None
    found = _tail(text)
    if found is None or chained(previous, text[: found.start()] + "}") != found.group(1):
        return None
    return text, found.group(1), found.group(2)


def _header(head: bytes, whole: bool) -> tuple[dict[str, Any], str]:
    """Returns the header line's fields and check code; raises SaveError (not ours, cut short, another
    version, changed)."""
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("This file is not a saved game (it is not text).") from None
    try:
        fields = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(not_json(text, exc, whole)) from None
    if not isinstance(fields, dict) or fields.get("format") != FORMAT:
        raise SaveError("This file is not an Octopus Table save.")
    version = fields.get("version")
    if version != VERSION:
        raise SaveError(wrong_version(version))
    found = _tail(text)
    if found is None or chained(FORMAT, text[: found.start()] + "}") != found.group(1):
        raise _changed()
    return fields, found.group(1)


def not_json(text: str, exc: json.JSONDecodeError, whole: bool = False) -> str:
    """Returns the sentence for text that does not parse: cut short, damaged, or not JSON at all (`whole`:
    the text is known to end where it was meant to)."""
    ours = FORMAT in text[:200]
    # A string left open runs to the end of the text: the end is missing, as when the text ends mid-value.
    at_end = exc.msg.startswith("Unterminated string") or exc.pos >= len(text.rstrip()) - 1
    if text.lstrip().startswith("{") and at_end and not whole:
        return "This save is cut short: the end of the file is missing."
    if ours:
        return f"This save is damaged: it stops making sense at line {exc.lineno}."
    return "This file is not a saved game (it is not JSON)."


def _changed() -> SaveError:
    return SaveError("This save was changed after it was written (its check code does not match).")


def _opened(path: Path):
    try:
        return open(path, "rb")
    except FileNotFoundError:
        raise SaveError(f"There is no file named {path.name} there.") from None
    except IsADirectoryError:
        raise SaveError(f"{path.name} is a folder, not a save.") from None
    except OSError as exc:
        raise SaveError(f"This save could not be read ({exc.strerror or exc}).") from None


def _read_bytes(path: Path) -> bytes:
    with _opened(path) as source:
        try:
            return source.read()
        except IsADirectoryError:
            raise SaveError(f"{path.name} is a folder, not a save.") from None
        except OSError as exc:
            raise SaveError(f"This save could not be read ({exc.strerror or exc}).") from None


def wrong_version(version: object) -> str:
    """Returns the sentence for a save of a format version this one does not read."""
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        return (
            f"This save was made by a newer version of Octopus Table "
            f"(save format {version}; this version reads format {VERSION})."
        )
    return f"This save has an unknown format version ({version!r}; this version reads format {VERSION})."
