"""The table's keyboard, for every game: Space or Enter does the one obvious thing, Tab picks a piece
(what they mean is tabletop/table/keys.py's); the button Space presses wears the primary look."""

from __future__ import annotations

import pygame

from tabletop.rules.core import Action
from tabletop.table.keys import obvious_action

PRESS_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
HINT_KEYS = (pygame.K_SLASH, pygame.K_QUESTION)  # the ? key, with or without Shift
#: Held with a key, these make it someone else's shortcut (Ctrl+Z is undo, not Z).
CHORDS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
PRIMARY_TIP = "Space or Enter presses this button."


def meaning(event: pygame.event.Event) -> str | None:
    """Returns what a key press asks of the table: 'press' (Space, Enter), 'next' or 'previous' (Tab,
    Shift+Tab), 'hint' (?), or None for any other key or a chord (Ctrl+Z belongs to undo)."""
    if event.type != pygame.KEYDOWN or getattr(event, "mod", 0) & CHORDS:
        return None
    if event.key in HINT_KEYS:
        return "hint"
    if event.key == pygame.K_TAB:
        return "previous" if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else "next"
    return "press" if event.key in PRESS_KEYS else None


def primary_button(buttons: dict, legal: list[Action]):
    """Returns the bottom-bar button (of `buttons`, each with its action) that Space or Enter presses now."""
    action = obvious_action(legal)
    return next((button for button, a in buttons.items() if a == action), None)


def mark_primary(buttons: dict, legal: list[Action]) -> None:
    """Gives the button Space presses the primary look and a tooltip that says so."""
    button = primary_button(buttons, legal)
    if button is not None:
        button.change_object_id("#primary")
        button.set_tooltip(PRIMARY_TIP)
