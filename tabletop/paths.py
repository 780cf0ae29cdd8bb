"""Where the app's own files lie: from the source tree, from an installed package, or frozen.

Three layouts, one answer each:
- the source tree (`python main.py`): the checkout's root holds games/, assets/ and config/;
- installed (`pip install .`): games/ and tabletop/ sit side by side in site-packages, and the wheel
  carries assets/ and config/ inside tabletop/_data/ (pyproject.toml's force-include);
- frozen (PyInstaller, OctopusTable.spec): everything under sys._MEIPASS, laid out as the source tree.
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The folder inside the installed `tabletop` package that holds assets/ and config/.
PACKAGED = "_data"


def roots(here: Path, bundled: str | None) -> tuple[Path, Path]:
    """Returns (the folder holding games/, the folder holding assets/ and config/) for this module lying
    at `here`, with PyInstaller's unpacked folder `bundled` (None when not frozen)."""
    if bundled:
        return Path(bundled), Path(bundled)
    code = here.resolve().parent.parent
    packaged = here.resolve().parent / PACKAGED
    return code, packaged if packaged.is_dir() else code


def games_root() -> Path:
    """Returns the folder holding games/ (each game's components.yaml, RULES.md, lessons)."""
    return roots(Path(__file__), getattr(sys, "_MEIPASS", None))[0]


def data_root() -> Path:
    """Returns the folder holding assets/ and config/."""
    return roots(Path(__file__), getattr(sys, "_MEIPASS", None))[1]


def asset(*parts: str) -> Path:
    """Returns the path of a file under assets/."""
    return data_root().joinpath("assets", *parts)
