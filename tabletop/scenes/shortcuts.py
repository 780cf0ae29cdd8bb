"""Every key of the app, listed where players look for them: the in-game menu and the main menu's hint."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

#: (keys, what they do), in the order a new player needs them.
SHORTCUTS = (
    ("Esc", "this menu (and back)"),
    ("Tab / Shift+Tab", "pick the next piece that can move"),
    ("Space / Enter", "the lit button, or play the picked piece"),
    ("?", "a hint: a good move lit, and why"),
    ("Ctrl+Z / Ctrl+Y", "undo / redo your own moves"),
    ("L / H", "the game log / since your turn"),
    ("1 to 9", "pick a choice in a question"),
    ("F11", "full screen or window"),
    ("Space, S, F", "computers only: pause, step, speed"),
)
MENU_HINT = "F11  full screen     Esc  quit     In a game, Esc lists every key"
ROW_H = 50
KEY_W = 250


def add_list(manager, container, at: tuple[int, int], width: int) -> list[pygame_gui.elements.UILabel]:
    """Adds the keys and what they do as two columns of labels from `at`; returns the labels."""
    x, y = at
    labels = [
        pygame_gui.elements.UILabel(
            pygame.Rect(x, y, width, 44), "Keys", manager, container=container, object_id="#field_label"
        )
    ]
    for row, (keys, words) in enumerate(SHORTCUTS, start=1):
        top = y + row * ROW_H
        labels.append(
            pygame_gui.elements.UILabel(
                pygame.Rect(x, top, KEY_W, 44), keys, manager, container=container, object_id="#shortcut_key"
            )
        )
        labels.append(
            pygame_gui.elements.UILabel(
                pygame.Rect(x + KEY_W + 12, top, width - KEY_W - 12, 44),
                words,
                manager,
                container=container,
                object_id=ObjectID("#body", "@left"),
            )
        )
    return labels
