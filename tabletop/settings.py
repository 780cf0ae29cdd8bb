"""The app's settings: defaults from config/settings.yaml, typed and checked."""

from __future__ import annotations

from pathlib import Path

import msgspec

from tabletop.components.loader import load_components
from tabletop.paths import data_root

#: The window sizes a player can pick ("fit": the largest that fits the screen).
WINDOW_SIZES = ("fit", "1280x720", "1600x900", "1920x1080")
#: How large text and marks are drawn (tabletop/ui/text_size.py scales them).
TEXT_SIZES = ("normal", "large")
DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dev", "Ema", "Finn", "Gus", "Hana")
NAME_LIMIT = 14


class Settings(msgspec.Struct, forbid_unknown_fields=True):
    """What a player can set; every field has a safe default."""

    handoffs: bool = True
    turn_done: bool = True  # with hand-offs: a Done button before the computer is passed on
    computer_pause: float = 0.9
    think_seconds: float = 1.0
    animation_seconds: float = 0.25
    toast_seconds: float = 3.5
    fullscreen: bool = False
    window_size: str = "fit"
    volume: float = 0.5  # quiet by default: a family table talks over it
    muted: bool = False
    colour_blind: bool = False
    text_size: str = "normal"
    hints: bool = True  # a Hint button (and the ? key) at the table
    names: list[str] = msgspec.field(default_factory=lambda: list(DEFAULT_NAMES))
    #: The games whose quick reference was shown at the start of this person's first real game of them.
    quick_reference_seen: list[str] = msgspec.field(default_factory=list)

    def __post_init__(self) -> None:
        if not 0 <= self.computer_pause <= 10:
            raise ValueError("computer_pause must be between 0 and 10 seconds")
        if not 0.3 <= self.think_seconds <= 3:
            raise ValueError("think_seconds must be between 0.3 and 3 seconds")
        if not 0 <= self.animation_seconds <= 2:
            raise ValueError("animation_seconds must be between 0 and 2 seconds")
        if not 0 <= self.volume <= 1:
            raise ValueError("volume must be between 0 and 1")
        if self.window_size not in WINDOW_SIZES:
            raise ValueError(f"window_size must be one of {', '.join(WINDOW_SIZES)}")
        if self.text_size not in TEXT_SIZES:
            raise ValueError(f"text_size must be one of {', '.join(TEXT_SIZES)}")
        problem = names_problem(self.names)
        if problem:
            raise ValueError(problem)


def names_problem(names: list[str]) -> str:
    """Returns why a list of default player names can't be used ('' when it can)."""
    if not 1 <= len(names) <= len(DEFAULT_NAMES):
        return f"names must list 1 to {len(DEFAULT_NAMES)} names"
    for number, name in enumerate(names, start=1):
        if not name.strip():
            return f"Player {number} needs a name."
        if len(name.strip()) > NAME_LIMIT:
            return f"Player {number}'s name is longer than {NAME_LIMIT} letters."
    folded = [name.strip().casefold() for name in names]
    for number, name in enumerate(folded, start=1):
        if folded.index(name) != number - 1:
            return f"Players {folded.index(name) + 1} and {number} have the same name."
    return ""


def load_settings(path: Path | None = None) -> Settings:
    """Returns the settings from `path` (default: config/settings.yaml)."""
    return load_components(path or data_root() / "config" / "settings.yaml", Settings)
