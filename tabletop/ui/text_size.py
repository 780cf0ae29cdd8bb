"""Text and icons: normal or large. One factor, set from the settings, scales every font the app draws
with (pygame_gui's theme, and the fonts pictures are drawn with) and every mark drawn from an icon (a
card's symbol, a cost, a seat's sign), so every game gets it."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: The sizes a player can pick, and how much each scales text and marks.
SCALES = {"normal": 1.0, "large": 1.25}
_FACTOR = [1.0]
_NAME = ["normal"]
#: What keeps pictures or measures made at the old size: emptied when the size changes.
_FORGET: list[Callable[[], None]] = []


def name() -> str:
    """Returns the text size in force ("normal" or "large")."""
    return _NAME[0]


def factor() -> float:
    """Returns how much text and marks are scaled now (1.0: normal)."""
    return _FACTOR[0]


#: Text this large (titles, headings) is large already: it stays as it is, and text a little smaller grows
#: only to it (grown, a title no longer fitted its place).
LARGEST = 36


def scaled(size: int) -> int:
    """Returns a font or mark size, in logical pixels, as the chosen text size draws it: 26 -> 33 when
    large; never past LARGEST unless it was so already."""
    return int(min(size * _FACTOR[0], max(size, LARGEST)) + 0.5)


#: A picture this small or smaller is a mark (a card's symbol, a cost, a seat's sign): it grows with the
#: text size. A larger one is the table's art (a board's wave, a card's picture), drawn to its place's size.
MARK_LARGEST = 48


def marked(size: int) -> int:
    """Returns a mark's size, in logical pixels, as the chosen text size draws it: 24 -> 30 when large;
    art larger than MARK_LARGEST keeps its size."""
    return int(size * _FACTOR[0] + 0.5) if size <= MARK_LARGEST else size


def forget_on_change(cached: Callable) -> Callable:
    """Marks an lru_cache'd maker whose pictures or measures depend on the text size: its cache is emptied
    when the size changes. Returns it (a decorator)."""
    _FORGET.append(cached.cache_clear)
    return cached


def set_text_size(name: str) -> bool:  # noqa: A002 - shadows the getter only here
    """Puts the named text size in force (an unknown name: normal). Returns whether it changed."""
    new = SCALES.get(name, 1.0)
    _NAME[0] = name if name in SCALES else "normal"
    if new == _FACTOR[0]:
        return False
    _FACTOR[0] = new
    for clear in _FORGET:
        clear()
    return True


def theme_data(path: Path, scale: float | None = None) -> dict[str, Any]:
    """Returns the pygame_gui theme at `path` with every font size (and a drop-down's list rows) scaled."""
    scale = _FACTOR[0] if scale is None else scale
    data = json.loads(path.read_text(encoding="utf-8"))
    grown = copy.deepcopy(data)
    for block in grown.values():
        if not isinstance(block, dict):
            continue
        font = block.get("font")
        if isinstance(font, dict) and "size" in font:
            font["size"] = str(int(min(int(font["size"]) * scale, max(int(font["size"]), LARGEST)) + 0.5))
        misc = block.get("misc")
        if isinstance(misc, dict) and "list_item_height" in misc:
            misc["list_item_height"] = str(int(int(misc["list_item_height"]) * scale + 0.5))
    return grown
