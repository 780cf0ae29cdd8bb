"""Who made what the app plays and runs on: each game's makers (its folder's credits.yaml, as its rulebook
or public pages name them), the libraries the app runs on, and the project's own licence.

Pure Python: the Credits screen (tabletop/scenes/credits.py) lays this out; tests read it too.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import msgspec

from tabletop.components.loader import load_components

FILE_NAME = "credits.yaml"
UNOFFICIAL = (
    "Octopus Table is an unofficial implementation of these games, made for playing at home. "
    "It is not made or endorsed by their designers or publishers; buy the games to support them."
)
#: Where a maker's name was read.
SOURCES = {"rulebook": "the rulebook", "public pages": "public pages"}


class Maker(msgspec.Struct, forbid_unknown_fields=True):
    role: str
    names: list[str]
    source: str


class GameCredits(msgspec.Struct, forbid_unknown_fields=True):
    makers: list[Maker]
    note: str = ""


def check(credits: GameCredits) -> list[tuple[str, str]]:
    """Returns the file's problems: a maker with no name, or a source other than SOURCES."""
    problems = []
    if not credits.makers:
        problems.append(("makers", "names no one"))
    for i, maker in enumerate(credits.makers):
        if not maker.names or not all(name.strip() for name in maker.names):
            problems.append((f"makers[{i}].names", "needs at least one name"))
        if maker.source not in SOURCES:
            problems.append((f"makers[{i}].source", f"is '{maker.source}', not one of {', '.join(SOURCES)}"))
    return problems


def load(folder: Path) -> GameCredits:
    """Returns a game's credits from its folder's credits.yaml."""
    return load_components(folder / FILE_NAME, GameCredits, check)


def maker_lines(credits: GameCredits) -> list[str]:
    """Returns a game's credits as lines: 'Game design: Henry Audubon, from the rulebook', then its note."""
    lines = [f"{m.role}: {', '.join(m.names)}, from {SOURCES[m.source]}" for m in credits.makers]
    return lines + ([credits.note] if credits.note else [])


@dataclass(frozen=True)
class Library:
    name: str
    licence: str
    what: str
    module: str  # imported to read its version


#: Every library the app runs on: requirements.txt's and what they bring (tests/test_credits.py checks).
LIBRARIES = (
    Library("pygame-ce", "LGPL 2.1", "window, drawing, sound and input (with SDL 2, zlib licence)", "pygame"),
    Library(
        "pygame_gui", "MIT", "buttons, menus, text boxes; its Noto Sans fonts (SIL OFL 1.1)", "pygame_gui"
    ),
    Library("PyYAML", "MIT", "reads the games' files and the settings", "yaml"),
    Library("msgspec", "BSD 3-Clause", "checks the games' files, writes the saves", "msgspec"),
    Library("platformdirs", "MIT", "finds your folders for saves and settings", "platformdirs"),
    Library("python-i18n", "MIT", "pygame_gui's text lookup", "i18n"),
)
BUILT_WITH = (
    "Python (PSF licence); the downloads are built with PyInstaller (GPL 2 with its bootloader exception)."
)
OWN_LICENCE = "Octopus Table's own code, icons and sounds: MIT licence (LICENSE)."


def library_version(library: Library) -> str:
    """Returns the library's version as its installed package or its module says it, or '' for neither."""
    import importlib
    from importlib import metadata

    try:
        return metadata.version(library.name)
    except metadata.PackageNotFoundError:  # a frozen build keeps no package data
        pass
    try:
        module = importlib.import_module(library.module)
    except ImportError:
        return ""
    version = getattr(module, "__version__", "") or getattr(getattr(module, "version", None), "ver", "")
    return str(version)
