"""What the window shows, as data, for a driver outside the app that plays it with the real mouse.

When $OCTOPUS_TABLE_SCREEN names a file, the app writes to it (atomically, whenever it changed) the top
scene's kind, each shown button (words, place, whether it can be pressed) and, under a table, who looks
and who acts, the items a piece or a place stands for (their places) and the actions offered to the
viewer. Places are in the window's own pixels, as xdotool moves the mouse. Nothing hidden is written:
the items are those the viewer's table draws, and the actions are the viewer's own.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pygame_gui


def _scale(rect, factor: tuple[float, float]) -> list[int]:
    x, y, w, h = rect
    return [round(x * factor[0]), round(y * factor[1]), round(w * factor[0]), round(h * factor[1])]


def describe(app) -> dict:
    """Returns what the app's window shows now, in window pixels."""
    window = pygame.display.get_window_size() if pygame.display.get_init() else app.size
    factor = (window[0] / app.size[0], window[1] / app.size[1])
    top = app.stack.top
    buttons = [
        {"text": e.text, "rect": _scale(e.rect, factor), "enabled": e.is_enabled}
        for e in app.manager.get_sprite_group().sprites()
        if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.rect.w > 0
    ]
    shown: dict = {"scene": type(top).__name__ if top else None, "window": list(window), "buttons": buttons}
    shown["busy"] = any(s.busy() for s in app.stack.visible())
    table = next((s for s in reversed(app.stack.scenes) if type(s).__name__ == "TableScene"), None)
    if table is not None:
        model = table.model
        shown["table"] = {
            "viewer": model.viewer,
            "to_act": table.match.to_act,
            "over": table.match.outcome is not None,
            "covered": table.covered,
            "held": table.drag.held is not None,
            "items": [
                {"piece": i.piece, "zone": i.zone, "answers": list(i.answers), "rect": _scale(i.rect, factor)}
                for i in model.items
                if i.piece is not None or i.zone is not None or i.answers
            ],
            "legal": [a.to_json() for a in model.legal],
            "buttons": {b.text: a.to_json() for b, a in table.buttons.items() if b.visible},
        }
    return shown


class ScreenMap:
    """Writes the screen's description to `path` after a frame, when it differs from the last one."""

    def __init__(self, path: str):
        self.path = Path(path)
        self.last = ""

    def frame(self, app) -> None:
        text = json.dumps(describe(app))
        if text != self.last:
            self.last = text
            temporary = self.path.with_suffix(".tmp")
            temporary.write_text(text, encoding="utf-8")
            os.replace(temporary, self.path)


def from_environment() -> ScreenMap | None:
    """Returns the screen map $OCTOPUS_TABLE_SCREEN asks for, if any."""
    path = os.environ.get("OCTOPUS_TABLE_SCREEN")
    return ScreenMap(path) if path else None
