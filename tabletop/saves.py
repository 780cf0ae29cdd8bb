"""Saving a match: the data folder, what a save's lines say and their check codes, and writing them, a
line per move appended and fsynced as the game goes (save_reading.py reads them back).

A save (format 2) is JSON lines. The header line holds the format, its version and what a match never
changes (id, game, creation time, seed, options, seats). Each following line is one change: a move made
(`do`), taken back (`undo`) or made again (`redo`). Every line, the header too, says where the game then
stood (moves made, who acts, the turn and the game's own word for it, when it was saved, the result once
over): the saved-game lists read only the first and the last line, and loading checks every move against
it. A line ends with a check code chained from the line before, so any changed line is found, and a mark
made with this computer's own key (in the data folder): a save marked here was written by this app,
which checked every move as it was played, so loading it need not check each move's legality again.

A move costs one appended line and one fsync. The whole file is written (atomically: a temporary file,
fsynced, renamed) only when it must be: a new match, one changed around its session, a save opened from
elsewhere or in format 1. Nothing here ever deletes or rewrites a file it could not read.
"""

from __future__ import annotations

import hashlib
import hmac
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

from tabletop.rules.core import Action, GameState, Rules
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match
from tabletop.rules.timeline import Step

FORMAT = "octopus-table-save"
VERSION = 2
HOME_ENV = "OCTOPUS_TABLE_HOME"
ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{1,80}$")
#: The fixed fields of the header line, in the order they are written (where the game stood follows).
HEADER = ("format", "version", "id", "game", "created", "seed", "options", "seats")
#: What a move line holds: the change (one of CHANGES), then where the game stood after it.
CHANGES = ("do", "undo", "redo")
STANDING = ("moves", "to_act", "turn", "progress", "saved", "result", "hints", "why")
KEY_FILE = "save-key"
CHECK_CHARS = 16
CHECK_KEY = ', "check": "'
TAIL = re.compile(r', "check": "([0-9a-f]{16})", "mark": "([0-9a-f]{0,16})"\}')


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
class Written:
    """What a match's save file holds, so that the next save appends only what changed since."""

    path: Path
    steps: list[Step]  # the steps its lines give, in order: the match's own objects
    redo: list[Action]  # the moves to redo its lines give
    turns: list[tuple[int, int | None]]  # at the start and after each step: (seat changes so far, last seat)
    check: str  # the last line's check code: the next line's is chained from it


@dataclass
class Slot:
    """Where one match is saved: its id (the file name), when it started, the moves to redo, and what its
    file holds now (None: nothing known, the next save writes it whole)."""

    id: str
    created: str = field(default_factory=now_text)
    redo: list[Action] = field(default_factory=list)
    written: Written | None = field(default=None, compare=False, repr=False)
    #: A guided first game (tabletop/tutor/): opened again with its tutor, listed as "Learn to play".
    lesson: bool = False
    #: Which of the game's lessons ('': its tutorial.yaml; else tutorial-<name>.yaml).
    lesson_name: str = ""
    #: Hints asked for, by seat (each move's line says them all, so the last says how many in all).
    hints: dict[int, int] = field(default_factory=dict)
    #: Why a computer made the move at each position (1: the first move), in words, saved on its line.
    reasons: dict[int, str] = field(default_factory=dict)


# Where the game stands -------------------------------------------------------------------------------


def counted(before: tuple[int, int | None], action: Action) -> tuple[int, int | None]:
    """Returns the turn count after `action`: how often the deciding seat changed, and the last seat to act
    (chance and automata take no turns)."""
    changes, last = before
    if not is_player(action.seat):
        return before
    return changes + (last is not None and action.seat != last), action.seat


def turn_of(count: tuple[int, int | None], to_act: int | None) -> int:
    """Returns the turn in progress: 1 + how often the deciding seat changed, the seat to act included."""
    changes, last = count
    return 1 + changes + (is_player(to_act) and last is not None and to_act != last)


def turn_number(match: Match) -> int:
    """Returns the turn in progress: 1 + how often the deciding seat changed so far."""
    count: tuple[int, int | None] = (0, None)
    for action in match.actions:
        count = counted(count, action)
    return turn_of(count, match.to_act)


def result_in(rules: Rules, state: GameState) -> dict[str, Any]:
    """Returns what a replay must give again at `state`: who acts, and the outcome once over."""
    outcome = rules.outcome(state)
    result = {
        "over": outcome is not None,
        "to_act": rules.to_act(state),
        "winners": list(outcome.winners) if outcome else [],
        "scores": list(outcome.scores) if outcome else [],
    }
    if outcome is not None and outcome.together:  # only then, so older saves still check
        result["together"] = True
    return result


def result_of(match: Match) -> dict[str, Any]:
    """Returns what a replay of the save must give again: who acts, and the outcome once over."""
    return result_in(match.rules, match.state)


def standing(rules: Rules, state: GameState, moves: int, turn: int) -> dict[str, Any]:
    """Returns where the game stands, as a save line says it: the moves made, who acts, the turn and the
    game's own word for it, when it was saved, and the result once over."""
    result = result_in(rules, state)
    fields = {
        "moves": moves,
        "to_act": result["to_act"],
        "turn": turn,
        "progress": rules.narrator.progress(state, turn),
        "saved": now_text(exact=True),  # exact, so the newest of several saves in one second is known
    }
    if result["over"]:
        fields["result"] = {k: v for k, v in result.items() if k not in ("over", "to_act")}
    return fields


def recorded_result(stood: dict[str, Any]) -> dict[str, Any]:
    """Returns the result a save line records, in `result_in`'s form."""
    over = stood.get("result")
    result = {
        "over": over is not None,
        "to_act": stood.get("to_act"),
        "winners": over.get("winners") if isinstance(over, dict) else [],
        "scores": over.get("scores") if isinstance(over, dict) else [],
    }
    if isinstance(over, dict) and "together" in over:
        result["together"] = over["together"]
    return result


def header(match: Match, slot: Slot) -> dict[str, Any]:
    """Returns the fixed fields of a save's header line (a lesson's is marked so)."""
    fields = {
        "format": FORMAT,
        "version": VERSION,
        "id": slot.id,
        "game": match.rules.id,
        "created": slot.created,
        "seed": match.seed,
        "options": dict(match.options),
        "seats": [
            {"name": s.name, "colour": s.colour, "computer": s.computer, "level": s.level}
            for s in match.seats
        ],
    }
    if not slot.lesson:
        return fields
    return {**fields, "lesson": True, **({"lesson_name": slot.lesson_name} if slot.lesson_name else {})}


# Lines and their check codes ---------------------------------------------------------------------------


def chained(previous: str, body: str) -> str:
    """Returns a line's check code: the SHA-256 of the previous line's code and this line, shortened."""
    return hashlib.sha256(f"{previous}\n{body}".encode()).hexdigest()[:CHECK_CHARS]


def mark_of(key: bytes | None, check: str) -> str:
    """Returns the mark of a line with this check code, made with `key` ("" without a key)."""
    return hmac.new(key, check.encode(), "sha256").hexdigest()[:CHECK_CHARS] if key else ""


def line(fields: dict[str, Any], previous: str, key: bytes | None) -> tuple[str, str]:
    """Returns a line of a save (newline included) holding `fields`, and its check code."""
    body = json.dumps(fields, ensure_ascii=False)
    check = chained(previous, body)
    return f'{body[:-1]}, "check": "{check}", "mark": "{mark_of(key, check)}"}}\n', check


def computer_key(create: bool) -> bytes | None:
    """Returns this computer's key for marking saves (made on first need when `create`), None without."""
    path = data_home() / KEY_FILE
    try:
        key = bytes.fromhex(path.read_text(encoding="ascii").strip())
        return key if len(key) == 32 else None
    except FileNotFoundError:
        if not create:
            return None
    except (OSError, ValueError):
        return None
    key = secrets.token_bytes(32)
    try:
        write_atomic(path, key.hex() + "\n")
    except OSError:
        return None  # saves go on, unmarked: they open, each move checked again
    return key


# Writing -----------------------------------------------------------------------------------------------


class _Lines:
    """The lines of a save being written, each chained to the one before, and what they give."""

    def __init__(self, match: Match, written: Written, key: bytes | None, slot: Slot):
        self.match, self.written, self.key, self.slot = match, written, key, slot
        self.text: list[str] = []

    def add(self, fields: dict[str, Any], state: GameState) -> None:
        moves, count = len(self.written.steps), self.written.turns[-1]
        rules = self.match.rules
        fields.update(standing(rules, state, moves, turn_of(count, rules.to_act(state))))
        if self.slot.hints:
            fields["hints"] = {str(seat): n for seat, n in sorted(self.slot.hints.items())}
        text, self.written.check = line(fields, self.written.check, self.key)
        self.text.append(text)

    def made(self, what: str, step: Step, after: GameState) -> None:
        """A move made (`do`) or made again (`redo`), which led to `after`: `step` is the match's own."""
        self.written.steps.append(step)
        self.written.turns.append(counted(self.written.turns[-1], step.action))
        if what == "redo":
            self.written.redo.pop()
        else:
            self.written.redo.clear()
        fields: dict[str, Any] = {what: step.action.to_json()}
        why = self.slot.reasons.get(len(self.written.steps))
        if why:
            fields["why"] = why
        self.add(fields, after)

    def undone(self, before: GameState) -> None:
        """The last move taken back: `before`, the state before it, stands again."""
        step = self.written.steps.pop()
        self.written.turns.pop()
        self.written.redo.append(step.action)
        self.add({"undo": step.action.to_json()}, before)


def whole_text(match: Match, slot: Slot) -> tuple[str, Written]:
    """Returns the whole text of a match's save, and what it holds: the header, a `do` line per move, and
    the moves to redo (each made again, then taken back, so that loading stacks them as they are)."""
    key = computer_key(create=True)
    start = match.steps.start
    fields = header(match, slot)
    fields.update(standing(match.rules, start, 0, turn_of((0, None), match.rules.to_act(start))))
    first, check = line(fields, FORMAT, key)
    written = Written(Path(), [], [], [(0, None)], check)
    lines = _Lines(match, written, key, slot)
    timeline = match.steps
    for position, step in enumerate(timeline.steps, start=1):
        lines.made("do", step, timeline.state(position))
    state, redone = timeline.current, [timeline.current]
    for action in reversed(slot.redo):  # the next to redo is the last taken back: made again first
        try:
            state = match.rules.apply(state, action)
        except Exception:  # noqa: BLE001 - a move that can't be made again is not saved to redo
            break
        lines.made("do", Step(action, state), state)
        redone.append(state)
    for before in reversed(redone[:-1]):
        lines.undone(before)
    return first + "".join(lines.text), written


def save_text(match: Match, slot: Slot) -> str:
    """Returns the whole text of a match's save."""
    return whole_text(match, slot)[0]


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


def append_durably(path: Path, text: str) -> None:
    """Appends `text` to the end of `path` and fsyncs it: once this returns, the lines survive a power cut."""
    with open(path, "ab") as out:
        out.write(text.encode("utf-8"))
        out.flush()
        os.fsync(out.fileno())


def save_match(path: Path, match: Match, slot: Slot) -> int:
    """Saves the whole match atomically at `path`; returns the bytes written. Later saves of the same slot
    (`save_moves`) append to it."""
    text, written = whole_text(match, slot)
    slot.written = None
    write_atomic(path, text)
    written.path = path
    slot.written = written
    return len(text.encode("utf-8"))


def save_moves(path: Path, match: Match, slot: Slot) -> int:
    """Saves what changed since the slot's last save: a line appended per move made, taken back or made
    again; the whole file when the match changed otherwise (or nothing is known of its file). A save that
    must now be elsewhere (a finished game goes to the history) is moved there. Returns the bytes written."""
    written = slot.written
    changes = None if written is None else _changes(match, slot, written)
    if changes is None:
        return save_match(path, match, slot)
    lines = _Lines(match, written, computer_key(create=True), slot)
    for what, step in changes:
        if what == "undo":
            lines.undone(match.steps.state(len(written.steps) - 1))
        else:
            lines.made(what, step, match.steps.state(len(written.steps) + 1))
    text = "".join(lines.text)
    slot.written = None  # until the lines are down: a failure leaves the file to be written whole
    if text:
        append_durably(written.path, text)
    if written.path != path:
        try:
            _move(written.path, path)
        except OSError:
            return save_match(path, match, slot)
        written.path = path
    slot.written = written
    return len(text.encode("utf-8"))


def _changes(match: Match, slot: Slot, written: Written) -> list[tuple[str, Step]] | None:
    """Returns the lines that bring the file up to the match, as (change, step) pairs, or None when the
    match changed in a way lines can't say (the file is then written whole)."""
    steps, old = match.steps.steps, written.steps
    have = len(old)
    if len(steps) >= have and (have == 0 or steps[have - 1] is old[-1]):
        new = steps[have:]
        if not new:
            return [] if slot.redo == written.redo else None
        again = written.redo and new[0].action == written.redo[-1]
        if len(new) == 1 and again and slot.redo == written.redo[:-1]:
            return [("redo", new[0])]
        return [("do", step) for step in new] if not slot.redo else None
    taken = len(steps) == have - 1 and (have == 1 or steps[-1] is old[-2])
    if taken and slot.redo == [*written.redo, old[-1].action]:
        return [("undo", old[-1])]
    return None


def _move(old: Path, new: Path) -> None:
    """Moves a save to another folder (a finished game to the history), the rename made durable."""
    new.parent.mkdir(parents=True, exist_ok=True)
    os.replace(old, new)
    _sync_folder(new.parent)
    _sync_folder(old.parent)
