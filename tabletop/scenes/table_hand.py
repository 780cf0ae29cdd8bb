"""The table's hand, for every game: what becomes of a piece once a gesture's Result is known.

A dropped piece is set down where it was let go (it glides on from there); a refused one glides back
home; a press on a piece that opens a decision (Item.opens) applies that action, then holds the same
piece in the new layout, so the drag goes on. The TableScene calls these from its `carry_out` and
its press; they read its model and DragDrop and act through its `play`.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop import audio
from tabletop.ui.dragdrop import Result


def set_down(scene, piece: str) -> None:
    """Puts a dropped piece where it was let go, so it glides on from there, not from its old place."""
    drag = scene.drag
    x, y = drag.corner
    items = [replace(i, rect=(x, y, *i.rect[2:])) if i.piece == piece else i for i in scene.model.items]
    scene.model = replace(scene.model, items=items)


def glide_back(scene, piece: str) -> None:
    """Glides a piece let go from where the mouse left it back to its place on the table."""
    home = next((i.rect for i in scene.model.items if i.piece == piece), None)
    if home is not None:
        drag = scene.drag
        x, y = drag.corner
        scene.motion.start(piece, (x, y, home[2], home[3]), home, scene.feel.seconds())


def open_and_hold(scene, result: Result) -> None:
    """Applies the action an 'open' press asked for (one legal action, undone as any other), then takes
    the same piece in hand in the new layout, if the viewer may still move it: the drag goes on."""
    scene.play(result.actions[0])
    if scene.covered or not scene.on_top() or not scene.model.legal:
        return  # a hand-off, a dialog or someone else's decision came instead
    item = next((i for i in reversed(scene.model.items) if i.piece == result.piece), None)
    if item is not None and item.opens is None:
        scene.drag.hold(item)
        audio.play("pickup")
