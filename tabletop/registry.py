"""The games of this run: installed by the entry point (the command line) or a test's conftest, read by the
engine, which never imports a game itself. A game's rules are built here once, when first asked for."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType
from typing import Any

from tabletop.components import loader
from tabletop.game import Game

#: The installed games' names by id, in menu order.
GAMES: dict[str, str] = {}
_DECLARED: dict[str, Game] = {}
_BUILT: dict[Game, Any] = {}


def install(games: Iterable[Game]) -> None:
    """Makes these the games of this run, in this order (rules already built for one are kept)."""
    declared = list(games)
    _DECLARED.clear()
    _DECLARED.update((game.id, game) for game in declared)
    GAMES.clear()
    GAMES.update((game.id, game.name) for game in declared)


def declared() -> tuple[Game, ...]:
    """Returns the installed games, to hand to a process started afresh (it installs them in turn)."""
    return tuple(_DECLARED.values())


def game_ids() -> list[str]:
    """Returns the installed game ids in menu order."""
    return list(_DECLARED)


def game(game_id: str) -> Game:
    """Returns a game's declaration; raises KeyError naming the known games for an unknown id."""
    if game_id not in _DECLARED:
        raise KeyError(f"unknown game '{game_id}' (known: {', '.join(_DECLARED)})")
    return _DECLARED[game_id]


def load_rules(game_id: str):
    """Returns the game's Rules, built once from its checked components.yaml (pure Python, no pygame).

    Raises ComponentError when the content is bad."""
    declaration = game(game_id)
    if declaration not in _BUILT:
        schema, check = declaration.content_schema()
        content = loader.load_content(game_id, schema, check) if schema is not None else None
        _BUILT[declaration] = declaration.rules_class()(content)
    return _BUILT[declaration]


def load_table(rules):
    """Returns a new table design drawing with `rules` (and their content); it draws with pygame. The rules
    may be the registry's or built from other content."""
    return game(rules.id).table_class()(rules)


def load_bot(game_id: str) -> ModuleType | None:
    """Returns the game's computer-player hints, or None if it has none."""
    return game(game_id).bot_hints()


def load_gain(game_id: str) -> Callable | None:
    """Returns the game's words for what a move does for a player (tabletop/bots/reasons.py), or None."""
    return game(game_id).gain()


def components_schema(game_id: str) -> tuple[type | None, Callable | None]:
    """Returns the msgspec type of the game's components.yaml and its cross-reference check (or None)."""
    return game(game_id).content_schema()


def extra_scene(game_id: str) -> tuple[str, Callable] | None:
    """Returns a game's own extra scene as (button words, class taking the app), or None if it has none."""
    return game(game_id).extra_scene() if game_id in _DECLARED else None


def rules_pictures(game_id: str) -> Callable[[str, int], Any] | None:
    """Returns what draws a game's pictures for its rules page, (name, width) -> a Surface or None, or None
    when the game draws none (or is not installed)."""
    if game_id not in _DECLARED or (draw := game(game_id).rules_pictures()) is None:
        return None
    rules = load_rules(game_id)
    return lambda name, width: draw(rules, name, width)


def folder(game_id: str) -> Path:
    """Returns the folder of a game's files: components.yaml and RULES.md."""
    return loader.content_path(game_id).parent


def rules_text(game_id: str) -> str:
    """Returns the game's RULES.md text for the in-app rules reference."""
    return (folder(game_id) / "RULES.md").read_text(encoding="utf-8")


def game_of_path(path: Path) -> str | None:
    """Returns the installed game whose folder holds `path`, or None."""
    where = Path(path).resolve()
    for game_id in _DECLARED:
        if folder(game_id).resolve() in where.parents:
            return game_id
    return None
