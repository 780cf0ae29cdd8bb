"""A game's quick reference as content: its turn on one screen (what you do, in order, and how you win),
in quickref.yaml beside its components.yaml, typed and checked like the other content; every error names
file, line and field. Pure Python: no pygame here."""

from __future__ import annotations

from pathlib import Path

import msgspec

from tabletop.components.loader import load_components

FILE_NAME = "quickref.yaml"
#: How many steps a turn may have, and how long each piece of text may be, so it stays one screen.
STEPS = (1, 7)
LIMITS = {"goal": 220, "win": 220, "do": 40, "say": 230, "remember": 170}
MOST_REMINDERS = 3


class Step(msgspec.Struct, forbid_unknown_fields=True):
    """One part of a turn: its name in a few words (`do`) and what it means (`say`)."""

    do: str
    say: str


class QuickRef(msgspec.Struct, forbid_unknown_fields=True):
    """The goal in a sentence, the turn's steps in order, how the game is won, and a few reminders."""

    goal: str
    turn: list[Step]
    win: str
    remember: list[str] = []


def check(ref: QuickRef) -> list[tuple[str, str]]:
    """Returns what keeps the quick reference from being one screen of plain words: too many steps, or a
    text empty or too long."""
    problems: list[tuple[str, str]] = []
    low, high = STEPS
    if not low <= len(ref.turn) <= high:
        problems.append(("turn", f"a turn has {low} to {high} steps, not {len(ref.turn)}"))
    if len(ref.remember) > MOST_REMINDERS:
        problems.append(("remember", f"at most {MOST_REMINDERS} reminders, not {len(ref.remember)}"))
    texts = [("goal", "goal", ref.goal), ("win", "win", ref.win)]
    texts += [
        (f"turn[{i}].{part}", part, getattr(s, part))
        for i, s in enumerate(ref.turn)
        for part in ("do", "say")
    ]
    texts += [(f"remember[{i}]", "remember", words) for i, words in enumerate(ref.remember)]
    for where, kind, words in texts:
        if not words.strip():
            problems.append((where, "say something here"))
        elif len(words) > LIMITS[kind]:
            problems.append((where, f"at most {LIMITS[kind]} characters, not {len(words)}"))
    return problems


def quickref_path(folder: Path) -> Path:
    """Returns where a game's quick reference lies: beside its components.yaml."""
    return Path(folder) / FILE_NAME


def load_quickref(folder: Path) -> QuickRef:
    """Returns the quick reference in a game's folder; raises ComponentError naming file, line and field
    (OSError when there is no file)."""
    path = quickref_path(folder)
    if not path.is_file():
        raise FileNotFoundError(path)
    return load_components(path, QuickRef, check)
