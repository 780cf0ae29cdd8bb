"""Format 1 saves, read only: one JSON object (the header a field per line, every action, the moves to
redo and a SHA-256 check code over the text before it), which the app rewrote whole after every move
until format 2. A game opened from one plays on in format 2."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from tabletop.save_reading import Saved, not_json, wrong_version
from tabletop.saves import FORMAT, HEADER, SaveError

VERSION = 1
CHECK_LINE = '  "check": "'


def check_code(body: str) -> str:
    """Returns the SHA-256 of a format-1 save's text before its check line."""
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def read(raw: bytes) -> Saved:
    """Returns a format-1 save read and checked (its moves as `do` changes, where the game stood at the end
    as a format-2 line says it); raises SaveError with one sentence."""
    data = read_data(raw)
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise SaveError("This save is damaged: its list of moves is missing.")
    last = {key: data[key] for key in ("saved", "turn", "progress") if key in data}
    last["moves"] = len(actions)
    result = data.get("result")
    if isinstance(result, dict):  # as a format-2 line says it: who acts, and the result once over
        last["to_act"] = result.get("to_act")
        if result.get("over"):
            last["result"] = {k: v for k, v in result.items() if k not in ("over", "to_act")}
    fixed = {key: data.get(key) for key in HEADER}
    redo = data.get("redo")
    if not isinstance(redo, list):
        raise SaveError("This save is damaged: its list of moves to redo is missing.")
    return Saved(fixed, [("do", a, {}) for a in actions], last, version=VERSION, redo=redo)


def read_data(raw: bytes) -> dict[str, Any]:
    """Returns a format-1 save's JSON data, its format, version and check code verified."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("This file is not a saved game (it is not text).") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(not_json(text, exc)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This file is not an Octopus Table save.")
    version = data.get("version")
    if version != VERSION:
        raise SaveError(wrong_version(version))
    cut = text.rfind("\n" + CHECK_LINE)
    if cut < 0 or data.get("check") != check_code(text[: cut + 1]):
        raise SaveError("This save was changed after it was written (its check code does not match).")
    return data
