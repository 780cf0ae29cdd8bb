"""The table's keys, for every game: Space or Enter does the one obvious thing; Tab picks a piece.

Space or Enter: the selected piece's only move, else the only thing left to do (a lone button or
a lone click), else the only Confirm. Tab selects the next piece that can move now, as a click on
it would, lighting its targets (Shift+Tab: the one before); a click on a lit place then puts it there.

It reads the table's model and the DragDrop, and acts through the scene's `carry_out` and `show`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.rules.core import Action
from tabletop.rules.decisions import CONFIRM
from tabletop.scenes.table_model import TableModel
from tabletop.ui.dragdrop import DragDrop, Result
from tabletop.ui.items import Item


def sentence(text: str) -> str:
    """Returns `text` ending as a sentence: a full stop added only where it has no end mark yet."""
    text = text.rstrip()
    return text if text.endswith((".", "!", "?", ":", "…")) else f"{text}."


PRESS_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
#: Held with a key, these make it someone else's shortcut (Ctrl+Z is undo, not Z).
CHORDS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
PRIMARY_TIP = "Space or Enter presses this button."


def movable(model: TableModel) -> list[Item]:
    """Returns the items whose piece can move now, in the layout's order, each piece once."""
    pieces = {a.piece for a in model.legal if a.piece is not None}
    found: dict[str, Item] = {}
    for item in model.items:
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


def handle(
    event: pygame.event.Event,
    model: TableModel,
    drag: DragDrop,
    carry_out: Callable[[Result], None],
    show: Callable[..., None],
) -> bool:
    """Handles Space, Enter and Tab on the table; returns True when the key was used."""
    if event.type != pygame.KEYDOWN or getattr(event, "mod", 0) & CHORDS or drag.held is not None:
        return False
    if event.key == pygame.K_TAB:
        return cycle(model, drag, show, backwards=bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
    if event.key in PRESS_KEYS:
        return press(model, drag, carry_out)
    return False


def cycle(model: TableModel, drag: DragDrop, show: Callable[..., None], backwards: bool = False) -> bool:
    """Selects the next (or previous) piece that can move; returns False when none can."""
    items = movable(model)
    if not items:
        return False
    pieces = [item.piece for item in items]
    selected = drag.selected
    at = pieces.index(selected.piece) if selected is not None and selected.piece in pieces else -1
    step = -1 if backwards else 1
    index = (at + step) % len(items) if at >= 0 else (len(items) - 1 if backwards else 0)
    drag.selected = items[index]
    said = sentence(items[index].tip or items[index].piece)
    hint = f"{said} Click a lit place to put it there (Tab: next)."
    show(hint, items[index].piece)  # tied to the selection: it goes once the piece is played or put down
    return True


def press(model: TableModel, drag: DragDrop, carry_out: Callable[[Result], None]) -> bool:
    """Does the obvious thing (see the module docstring); returns False when there is none."""
    selected = drag.selected
    if selected is not None:
        moves = [a for a in model.legal if a.piece == selected.piece]
        if moves and len({a.target for a in moves}) == 1:
            drag.selected = None
            # One move is played as it is (nothing was carried, so nothing is set down); one place
            # reached several ways (a colour to name) goes to the chooser.
            piece = selected.piece if len(moves) > 1 else None
            carry_out(Result("apply", moves, piece, moves[0].target))
            return True
    action = obvious_action(model.legal)
    if action is None:
        return False
    drag.cancel()
    carry_out(Result("apply", [action]))
    return True
