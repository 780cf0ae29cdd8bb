"""The table's drawing and its bottom-bar buttons: what a TableScene shows of its model."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame
import pygame_gui

from tabletop.rules.core import Action
from tabletop.scenes import table_keys
from tabletop.scenes.computers import THINKING_DOTS
from tabletop.scenes.table_feel import TableFeel
from tabletop.table.keys import movable
from tabletop.table.model import TableModel
from tabletop.ui.dragdrop import DragDrop, button_actions, clickable_zones, targets_for
from tabletop.ui.items import Item, zone_items
from tabletop.ui.marks import fit
from tabletop.ui.motion import Motion
from tabletop.ui.painter import BOTTOM_BAR, CLICKABLE, LIT, MOVABLE, Note, Painter
from tabletop.ui.sprites import font

Buttons = dict[pygame_gui.elements.UIButton, Action]


def rebuild_buttons(
    old: Buttons, legal: list[Action], describe: Callable[[Action], str], root, left: int
) -> Buttons:
    """Replaces the bottom-bar buttons in `root`: one for each legal action without a piece or a place,
    labelled by `describe`, the one Space presses marked, right of `left` (where the tools end)."""
    for button in old:
        button.kill()
    buttons: Buttons = {}
    actions = button_actions(legal)
    places = bar_layout([describe(a) for a in actions], root.rect.size, left)
    for action, (rect, label, full) in zip(actions, places, strict=True):
        button = pygame_gui.elements.UIButton(rect, label, root.ui_manager, container=root)
        if label != full:
            button.set_tooltip(full, wrap_width=480)
        buttons[button] = action
    table_keys.mark_primary(buttons, legal)
    return buttons


def bar_layout(labels: list[str], size: tuple[int, int], left: int) -> list[tuple[pygame.Rect, str, str]]:
    """Returns each bottom-bar button's place, the words it shows and its whole label, right-aligned and
    right of `left`, where the tools end (Undo ... Since my turn). Labels too long for the room left first
    lose the words they all begin with ('Take every relic', 'Take every scripture': 'Relic', 'Scripture'),
    then are cut with an ellipsis (the widest first), rather than run under the tools."""
    face = font(30, True)  # bold 30 px: the primary look's text
    room = size[0] - 30 - (left + 16) - 16 * len(labels)
    shown = list(labels)
    wanted = [max(220, face.size(label)[0] + 48) for label in shown]
    if sum(wanted) > room:
        shown = without_common_start(labels)
        wanted = [max(220, face.size(label)[0] + 48) for label in shown]
    cap = max(wanted, default=0)
    while sum(min(w, cap) for w in wanted) > room and cap > 120:
        cap -= 4
    found, x, y = [], size[0] - 30, size[1] - BOTTOM_BAR + 18
    for label, words, want in reversed(list(zip(labels, shown, wanted, strict=True))):
        width = min(want, cap)
        x -= width + 16
        words = words if width == want else fit(words, 30, width - 40, bold=True)
        found.append((pygame.Rect(x, y, width, 60), words, label))
    return found[::-1]


def without_common_start(labels: list[str]) -> list[str]:
    """Returns the labels without the words every one of them begins with (each keeps a word at least),
    capitalised; one label, or labels with no such words, come back as they are."""
    split = [label.split(" ") for label in labels]
    same = 0
    while len(labels) > 1 and all(len(w) > same + 1 and w[same] == split[0][same] for w in split):
        same += 1
    rest = [" ".join(w[same:]) for w in split]
    return [r[:1].upper() + r[1:] for r in rest] if same else list(labels)


def paint(
    surface: pygame.Surface,
    painter: Painter,
    model: TableModel,
    drag: DragDrop,
    motion: Motion,
    feel: TableFeel,
    status: tuple[str, str, tuple[int, int, int]],
    thinking: Callable[[pygame.Surface], None] | None,
    toast: tuple[str, Note] | None,
    bar_right: int | None = None,
    lively: list[tuple[Item, Item]] = (),
) -> None:
    """Draws the table (one cached picture while nothing glides), the piece in hand, the status bar (with a
    computer's `thinking` dots, if given, its prompt ending before `bar_right`, where the top bar's buttons
    begin) and the toast where it goes."""
    active = drag.active
    hide = drag.held.piece if drag.held else None

    def table(s: pygame.Surface) -> None:
        draw_table(s, model, painter, motion, active, hide)

    if motion.busy():  # cards glide: the table changes every frame
        table(surface)
    else:  # the usual frame: the table as it stands is one cached picture
        painter.still(surface, (model.items, hide, active, model.legal), table)
    for item, over in lively:  # a blink laid over the still table: one small blit
        painter.items(surface, [replace(over, rect=motion.now(item))], motion, None)
    feel.draw(surface, painter, drag)
    if drag.held is not None and drag.moved():
        painter.held(surface, drag.held, drag.pos, drag.grab)
    elif drag.held is not None:
        painter.items(surface, [drag.held], motion, None)
    painter.status(surface, *status, gap=THINKING_DOTS if thinking is not None else 0, right=bar_right)
    if thinking is not None:
        thinking(surface)
    if toast is not None:
        painter.toast(surface, *toast)


def draw_table(
    surface: pygame.Surface,
    model: TableModel,
    painter: Painter,
    motion: Motion,
    active: Item | None,
    hide: str | None,
) -> None:
    """Draws the items under the lit rings, the rings, then the items marked to go above them."""
    painter.background(surface)
    painter.items(surface, [i for i in model.items if not i.above], motion, hide)
    _draw_hints(surface, model, painter, active)
    painter.items(surface, [i for i in model.items if i.above], motion, hide)


def _draw_hints(surface: pygame.Surface, model: TableModel, painter: Painter, active: Item | None) -> None:
    """Rings the piece in hand and its targets, or (nothing in hand) the places a click acts on and the
    pieces that may move from elsewhere than the viewer's hand (a card of the row, a token to place: what
    a prompt calls "a lit card"; the hand's cards are plainly the player's to move)."""
    places = zone_items(model.items)
    if active is not None:
        painter.ring(surface, active, MOVABLE, 3)
        for zone in targets_for(active.piece, model.legal):
            for item in places.get(zone, []):
                painter.ring(surface, item, LIT)
        return
    for zone in clickable_zones(model.legal):
        for item in places.get(zone, []):
            painter.ring(surface, item, CLICKABLE, 4)
    for item in movable_elsewhere(model):
        painter.ring(surface, item, MOVABLE, 3)


def movable_elsewhere(model: TableModel) -> list[Item]:
    """Returns the pieces that may move now and lie outside the viewer's hand."""
    hand = [pygame.Rect(i.rect) for i in model.items if i.zone == f"hand:{model.viewer}"]
    return [i for i in movable(model) if pygame.Rect(i.rect).collidelist(hand) < 0]
