"""The registry of games: id -> package. Explicit, so adding a game is one line here."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from tabletop.components.loader import ComponentError, load_content

GAMES: dict[str, str] = {
    "rainbow_octopus": "Rainbow Octopus",
    "oct8": "Oct8",
    "rainbow_pirates": "Rainbow Pirates",
    "sneaky_octopuses": "Sneaky Octopuses",
    "cosmoctopus": "Cosmoctopus",
}

GAMES_DIR = Path(__file__).resolve().parent


def game_ids() -> list[str]:
    """Returns the registered game ids in menu order."""
    return list(GAMES)


def _module(game_id: str, part: str) -> ModuleType:
    if game_id not in GAMES:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(GAMES)})")
    return importlib.import_module(f"games.{game_id}.{part}")


_BUILT: dict[str, object] = {}


def load_rules(game_id: str):
    """Returns the game's Rules (pure Python, no pygame), built once from its checked components.yaml.

    The class is games/<id>/rules/game.py's RULES_CLASS; raises ComponentError when the content is bad."""
    if game_id not in _BUILT:
        rules_class = _module(game_id, "rules.game").RULES_CLASS
        schema, check = components_schema(game_id)
        _BUILT[game_id] = rules_class(load_content(game_id, schema, check))
    return _BUILT[game_id]


def load_table(rules):
    """Returns a new table design drawing with `rules` (and their content): its scene's TABLE_CLASS(rules).

    The design draws with pygame; the rules may be the registry's or built from other content."""
    return _module(rules.id, "table.scene").TABLE_CLASS(rules)


def load_bot(game_id: str) -> ModuleType | None:
    """Returns the game's computer-player hints (games/<id>/rules/bot.py), or None if it has none."""
    if game_id not in GAMES:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(GAMES)})")
    try:
        found = importlib.util.find_spec(f"games.{game_id}.rules.bot")
    except ModuleNotFoundError:  # no games/<id>/ package at all
        return None
    return importlib.import_module(f"games.{game_id}.rules.bot") if found is not None else None


def components_schema(game_id: str) -> tuple[type, Callable | None]:
    """Returns the msgspec type of the game's components.yaml and its cross-reference check.

    They are games/<id>/rules/schema.py's SCHEMA (or Content) and check (None if it has none).
    """
    module = _module(game_id, "rules.schema")
    return getattr(module, "SCHEMA", None) or module.Content, getattr(module, "check", None)


def game_of_path(path: Path) -> str | None:
    """Returns the registered game whose folder holds `path`, or None."""
    try:
        inside = Path(path).resolve().relative_to(GAMES_DIR)
    except ValueError:
        return None
    return inside.parts[0] if len(inside.parts) > 1 and inside.parts[0] in GAMES else None


def extra_scene(game_id: str) -> tuple[str, Callable] | None:
    """Returns a game's own extra scene as (button words, class taking the app), or None if it has none.

    A game offers one with EXTRA_SCENE = (words, module) in games/<id>/table/__init__.py, the module
    (under games/<id>/table/) holding SCENE_CLASS; the setup screen shows the button."""
    if game_id not in GAMES or importlib.util.find_spec(f"games.{game_id}") is None:
        return None
    found = getattr(_module(game_id, "table"), "EXTRA_SCENE", None)
    if found is None:
        return None
    words, module = found
    return words, _module(game_id, f"table.{module}").SCENE_CLASS


def menu_card(game_id: str) -> tuple[str, str, tuple[int, int, int]]:
    """Returns the menu's line about the game, its players ('2–8 players') and its emblem colour."""
    table = _module(game_id, "table")
    try:
        rules = load_rules(game_id)
    except ComponentError:  # the game's button stays; opening it explains what is wrong
        return table.BLURB, "", table.EMBLEM
    every = [{v.key: choice} for v in rules.variants for choice in v.choices]
    low = min([rules.min_players, *(rules.min_players_for(options) for options in every)])
    high = rules.max_players
    players = f"{low}–{high} players" if low != high else f"{low} player{'s' * (low > 1)}"
    return table.BLURB, players, table.EMBLEM


def rules_text(game_id: str) -> str:
    """Returns the game's RULES.md text for the in-app rules reference."""
    return (GAMES_DIR / game_id / "RULES.md").read_text(encoding="utf-8")
