"""The app's settings: defaults from config/settings.yaml, typed and checked."""

from __future__ import annotations

from pathlib import Path

import msgspec

from tabletop.components.loader import load_components
from tabletop.paths import data_root


class Settings(msgspec.Struct, forbid_unknown_fields=True):
    """What a player can set; every field has a safe default."""

    handoffs: bool = True
    computer_pause: float = 0.9
    animation_seconds: float = 0.25
    toast_seconds: float = 3.5
    fullscreen: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.computer_pause <= 10:
            raise ValueError("computer_pause must be between 0 and 10 seconds")
        if not 0 <= self.animation_seconds <= 2:
            raise ValueError("animation_seconds must be between 0 and 2 seconds")


def load_settings(path: Path | None = None) -> Settings:
    """Returns the settings from `path` (default: config/settings.yaml)."""
    return load_components(path or data_root() / "config" / "settings.yaml", Settings)
