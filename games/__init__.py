"""The registry of games: id -> package. Explicit, so adding a game is one line here."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

GAMES: dict[str, str] = {
    "rainbow_octopus": "Rainbow Octopus",
}

GAMES_DIR = Path(__file__).resolve().parent


def game_ids() -> list[str]:
    """Returns the registered game ids in menu order."""
    return list(GAMES)


def _module(game_id: str, part: str) -> ModuleType:
    if game_id not in GAMES:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(GAMES)})")
    return importlib.import_module(f"games.{game_id}.{part}")


def load_rules(game_id: str):
    """Returns the game's Rules instance (pure Python, no pygame)."""
    return _module(game_id, "rules").RULES


def load_table(game_id: str):
    """Returns the game's table design (its scene module's TABLE), which draws with pygame."""
    return _module(game_id, "scene").TABLE


def rules_text(game_id: str) -> str:
    """Returns the game's RULES.md text for the in-app rules reference."""
    return (GAMES_DIR / game_id / "RULES.md").read_text(encoding="utf-8")
