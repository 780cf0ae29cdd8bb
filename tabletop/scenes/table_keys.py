"""The table's keys, for every game: Space or Enter does the one obvious thing; Tab picks a piece.

Space or Enter: the selected piece's only move, else the only thing left to do (a lone button or
a lone click), else the only Confirm. Tab selects the next piece that can move now, as a click on
it would, lighting its targets (Shift+Tab: the one before); a click on a lit place then puts it there.
"""

from __future__ import annotations

import pygame

from tabletop.rules.core import Action
from tabletop.rules.decisions import CONFIRM
from tabletop.ui.dragdrop import Result
from tabletop.ui.items import Item

PRESS_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
#: Held with a key, these make it someone else's shortcut (Ctrl+Z is undo, not Z).
CHORDS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
PRIMARY_TIP = "Space or Enter presses this button."


def movable(scene) -> list[Item]:
    """Returns the items whose piece can move now, in the layout's order, each piece once."""
    pieces = {a.piece for a in scene.legal if a.piece is not None}
    found: dict[str, Item] = {}
    for item in scene.items:
        if item.piece in pieces and item.piece not in found:
            found[item.piece] = item
    return list(found.values())


def obvious_action(legal: list[Action]) -> Action | None:
    """Returns what Space does with nothing selected: the only move without a piece when nothing else
    is possible, else the only Confirm (None when there is no single obvious choice)."""
    if len(legal) == 1 and legal[0].piece is None:
        return legal[0]
    confirms = [a for a in legal if a.kind == CONFIRM and a.piece is None]
    return confirms[0] if len(confirms) == 1 else None


def primary_button(scene):
    """Returns the bottom-bar button that Space or Enter presses now, if there is one."""
    action = obvious_action(scene.legal)
    return next((button for button, a in scene.buttons.items() if a == action), None)


def mark_primary(scene) -> None:
    """Gives the button Space presses the primary look and a tooltip that says so."""
    button = primary_button(scene)
    if button is not None:
        button.change_object_id("#primary")
        button.set_tooltip(PRIMARY_TIP)


def handle(scene, event: pygame.event.Event) -> bool:
    """Handles Space, Enter and Tab on the table; returns True when the key was used."""
    if event.type != pygame.KEYDOWN or getattr(event, "mod", 0) & CHORDS or scene.drag.held is not None:
        return False
    if event.key == pygame.K_TAB:
        return cycle(scene, backwards=bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
    if event.key in PRESS_KEYS:
        return press(scene)
    return False


def cycle(scene, backwards: bool = False) -> bool:
    """Selects the next (or previous) piece that can move; returns False when none can."""
    items = movable(scene)
    if not items:
        return False
    pieces = [item.piece for item in items]
    selected = scene.drag.selected
    at = pieces.index(selected.piece) if selected is not None and selected.piece in pieces else -1
    step = -1 if backwards else 1
    index = (at + step) % len(items) if at >= 0 else (len(items) - 1 if backwards else 0)
    scene.drag.selected = items[index]
    scene.show(f"{items[index].tip or items[index].piece}. Click a lit place to put it there (Tab: next).")
    scene.dirty = True
    return True


def press(scene) -> bool:
    """Does the obvious thing (see the module docstring); returns False when there is none."""
    selected = scene.drag.selected
    if selected is not None:
        moves = [a for a in scene.legal if a.piece == selected.piece]
        targets = {a.target for a in moves}
        if moves and len(targets) == 1:
            scene.drag.selected = None
            if len(moves) == 1:
                scene.play(moves[0])
            else:  # one place, several ways (a colour to name): the chooser asks
                scene.carry_out(Result("apply", moves, selected.piece, moves[0].target))
            return True
    action = obvious_action(scene.legal)
    if action is None:
        return False
    scene.drag.cancel()
    scene.play(action)
    return True
