"""What Space, Enter and Tab do at the table, for every game (the keys themselves are the scene's).

Space or Enter: the selected piece's only move, else the only thing left to do (a lone button or a
lone click), else the only Confirm. Tab selects the next piece that can move now, as a click on it
would, lighting its targets (Shift+Tab: the one before); a click on a lit place then puts it there.
"""

from __future__ import annotations

from tabletop.rules.core import Action
from tabletop.rules.decisions import CONFIRM
from tabletop.table.model import TableModel
from tabletop.ui.dragdrop import DragDrop, Result
from tabletop.ui.items import Item


def sentence(text: str) -> str:
    """Returns `text` ending as a sentence: a full stop added only where it has no end mark yet."""
    text = text.rstrip()
    return text if text.endswith((".", "!", "?", ":", "…")) else f"{text}."


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


def cycle(model: TableModel, drag: DragDrop, backwards: bool = False) -> tuple[str, str] | None:
    """Selects the next (or previous) piece that can move; returns the hint to show and its piece, or
    None when no piece can move."""
    items = movable(model)
    if not items:
        return None
    pieces = [item.piece for item in items]
    selected = drag.selected
    at = pieces.index(selected.piece) if selected is not None and selected.piece in pieces else -1
    step = -1 if backwards else 1
    index = (at + step) % len(items) if at >= 0 else (len(items) - 1 if backwards else 0)
    drag.selected = items[index]
    said = sentence(items[index].tip or items[index].piece)
    return f"{said} Click a lit place to put it there (Tab: next).", items[index].piece


def press(model: TableModel, drag: DragDrop) -> Result | None:
    """Returns what Space or Enter asks for (see the module docstring), or None when nothing is obvious."""
    selected = drag.selected
    if selected is not None:
        moves = [a for a in model.legal if a.piece == selected.piece]
        if moves and len({a.target for a in moves}) == 1:
            drag.selected = None
            # One move is played as it is (nothing was carried, so nothing is set down); one place
            # reached several ways (a colour to name) goes to the chooser.
            piece = selected.piece if len(moves) > 1 else None
            return Result("apply", moves, piece, moves[0].target)
    action = obvious_action(model.legal)
    if action is None:
        return None
    drag.cancel()
    return Result("apply", [action])
