"""`--validate PATH`: checks one components file against its game's schema and cross-references."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from tabletop import registry
from tabletop.components.loader import ComponentError, load_components
from tabletop.tools.cli import UsageError

_HINT = re.compile(rb"#\s*game:\s*([a-z0-9_]+)")


def hinted_game(path: Path) -> str | None:
    """Returns the game named by a first-line comment '# game: ID', if the file has one."""
    try:
        with path.open("rb") as source:
            first = source.read(200).split(b"\n", 1)[0]
    except OSError:
        return None
    found = _HINT.match(first.strip())
    return found.group(1).decode() if found else None


def game_for(path: Path, chosen: str | None) -> str:
    """Returns the game whose schema checks `path`: --game, else its folder, else its hint line."""
    game_id = chosen or registry.game_of_path(path) or (hinted_game(path) if path.is_file() else None)
    if game_id is None:
        raise UsageError(
            f"cannot tell which game {path} is for: add --game ID (known: {', '.join(registry.GAMES)})"
        )
    if game_id not in registry.GAMES:
        raise UsageError(f"unknown game '{game_id}' (known: {', '.join(registry.GAMES)})")
    return game_id


def problems(path: Path, game_id: str) -> list[str]:
    """Returns the file's problems as one line each (none: it is fine)."""
    schema, check = registry.components_schema(game_id)
    try:
        load_components(path, schema, check)
    except ComponentError as exc:
        return exc.lines
    return []


def validate_command(args: argparse.Namespace) -> int:
    """Prints 'ok' (exit 0) or each problem on its own line (exit 2)."""
    path = Path(args.validate)
    found = problems(path, game_for(path, args.game))
    for line in found or ["ok"]:
        print(line)
    return 2 if found else 0
