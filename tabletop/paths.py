"""Where the app's bundled data lives, from source or from a frozen executable."""

from __future__ import annotations

import sys
from pathlib import Path


def data_root() -> Path:
    """Returns the folder holding games/, assets/ and config/ (PyInstaller's _MEIPASS when frozen)."""
    bundled = getattr(sys, "_MEIPASS", None)
    return Path(bundled) if bundled else Path(__file__).resolve().parent.parent


def asset(*parts: str) -> Path:
    """Returns the path of a file under assets/."""
    return data_root().joinpath("assets", *parts)
