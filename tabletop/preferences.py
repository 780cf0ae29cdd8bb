"""The player's own settings: a YAML file in their config folder, laid over config/settings.yaml.

Only the fields the file names override the defaults. A file that can't be used is explained in
one sentence, the defaults are used, and the file is left as it is (a copy is kept beside it
before the Settings screen first writes over it).
"""

from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import msgspec
import platformdirs
import yaml

from tabletop.components.loader import ComponentError, load_components, parse_yaml
from tabletop.saves import HOME_ENV, write_atomic
from tabletop.settings import Settings, load_settings

FILE_NAME = "settings.yaml"
BROKEN_NAME = "settings-unreadable.yaml"
HEADER = (
    "# Octopus Table: your settings, written by the Settings screen.\n"
    "# Delete a line to use the default; delete the file to use every default.\n"
)


def config_home() -> Path:
    """Returns the app's user config folder ($OCTOPUS_TABLE_HOME/config when that is set, for tests)."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override) / "config"
    return platformdirs.user_config_path("OctopusTable", appauthor=False)


def settings_path() -> Path:
    """Returns where the player's settings are kept."""
    return config_home() / FILE_NAME


@dataclass
class Loaded:
    """The settings in force, and the sentence saying why the player's file was not used ('' if it was)."""

    settings: Settings
    problem: str = ""


def load_user_settings(path: Path | None = None, defaults: Settings | None = None) -> Loaded:
    """Returns the defaults with the player's file over them; a bad file: the defaults and a problem."""
    path = path or settings_path()
    defaults = defaults if defaults is not None else load_settings()
    if not path.exists():
        return Loaded(defaults)
    try:
        data, _ = parse_yaml(path)
        if not isinstance(data, dict):
            raise ComponentError([f"{path}: expected a mapping of setting: value"])
        mine = load_components(path, Settings)  # checks types, ranges and unknown names, with lines
    except ComponentError as exc:
        why = (exc.lines[0] if exc.lines else str(exc)).rstrip(".")
        return Loaded(
            defaults, f"Your settings file could not be used, so the defaults are in force ({why})."
        )
    chosen = {name: getattr(mine, name) for name in data if name in Settings.__struct_fields__}
    return Loaded(msgspec.structs.replace(defaults, **chosen))


def settings_text(settings: Settings) -> str:
    """Returns the YAML the Settings screen writes: every field, in the struct's order."""
    data = msgspec.to_builtins(settings)
    return HEADER + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=None)


def save_user_settings(settings: Settings, path: Path | None = None, keep_old: bool = False) -> Path:
    """Writes the settings atomically; `keep_old` first copies an unreadable file aside. Returns the path."""
    path = path or settings_path()
    if keep_old and path.exists():
        shutil.copy2(path, path.with_name(BROKEN_NAME))
    write_atomic(path, settings_text(settings))
    return path


def startup_settings() -> Loaded:
    """Returns the settings the app starts with; a problem is also printed once, as one line."""
    loaded = load_user_settings()
    if loaded.problem:
        print(f"main.py: {loaded.problem}", file=sys.stderr)
    return loaded


def with_overrides(settings: Settings, pairs: list[str]) -> Settings:
    """Returns `settings` with each 'name=value' of `pairs` set (values read as YAML scalars or lists).

    Raises ValueError with a one-line reason for an unknown name or a bad value.
    """
    chosen: dict[str, object] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        name = name.strip()
        if not sep or not name:
            raise ValueError(f"--setting takes NAME=VALUE, not '{pair}'")
        if name not in Settings.__struct_fields__:
            raise ValueError(f"unknown setting '{name}' (known: {', '.join(Settings.__struct_fields__)})")
        try:
            chosen[name] = yaml.safe_load(value) if value.strip() else value
        except yaml.YAMLError:
            raise ValueError(f"--setting {name}: '{value}' is not a value") from None
    try:
        return msgspec.convert({**msgspec.to_builtins(settings), **chosen}, Settings)
    except msgspec.ValidationError as exc:
        message, _, where = str(exc).rpartition(" - at `$.")
        field = where.rstrip("`").split("[")[0] if message else ""
        words = (message or str(exc)).replace("`", "")
        raise ValueError(
            f"--setting {field}: {words[:1].lower()}{words[1:]}" if field else f"--setting: {words}"
        ) from None


def command_line_settings(pairs: list[str], user: bool = True) -> Loaded:
    """Returns the settings for a command: the player's file (when `user`, else the defaults) with the
    command line's --setting pairs over them. Raises ValueError for a bad pair."""
    loaded = startup_settings() if user else Loaded(load_settings())
    return Loaded(with_overrides(loaded.settings, pairs), loaded.problem)
