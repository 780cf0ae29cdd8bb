"""The table's drawing and its bottom-bar buttons: what a TableScene shows of its items and actions."""

from __future__ import annotations

import pygame
import pygame_gui

from tabletop.scenes import table_keys
from tabletop.ui.dragdrop import button_actions, clickable_zones, targets_for
from tabletop.ui.items import Item, zone_rects
from tabletop.ui.painter import BOTTOM_BAR, CLICKABLE, LIT, MOVABLE
from tabletop.ui.sprites import font


def rebuild_buttons(scene) -> None:
    """Puts a bottom-bar button for each legal action without a piece or a place, the primary one marked."""
    for button in scene.buttons:
        button.kill()
    scene.buttons = {}
    y = scene.app.size[1] - BOTTOM_BAR + 18
    x = scene.app.size[0] - 30
    for action in reversed(button_actions(scene.legal)):
        label = scene.words(scene.rules.narrator.describe(scene.match.state, action))
        width = max(220, font(30, True).size(label)[0] + 48)  # bold 30 px: the primary look's text
        x -= width + 16
        rect = pygame.Rect(x, y, width, 60)
        button = pygame_gui.elements.UIButton(rect, label, scene.manager, container=scene.root)
        scene.buttons[button] = action
    table_keys.mark_primary(scene)


def paint(scene, surface: pygame.Surface) -> None:
    """Draws the table (one cached picture while nothing glides), the piece in hand, status and toast."""
    painter = scene.painter
    active = scene.drag.active
    hide = scene.drag.held.piece if scene.drag.held else None
    if scene.motion.busy():  # cards glide: the table changes every frame
        draw_table(scene, surface, active, hide)
    else:  # the usual frame: the table as it stands is one cached picture
        painter.still(
            surface, (scene.items, hide, active, scene.legal), lambda s: draw_table(scene, s, active, hide)
        )
    scene.feel.draw(surface)
    if scene.drag.held is not None and scene.drag.moved():
        painter.held(surface, scene.drag.held, scene.drag.pos, scene.drag.grab)
    elif scene.drag.held is not None:
        painter.items(surface, [scene.drag.held], scene.motion, None)
    actor = scene.match.to_act
    status = scene.status.now(actor)
    painter.status(surface, *status)
    if scene.seating.computer_to_act() and not scene.status.held_back():
        scene.computers.draw_thinking(surface, status[0], status[2])
    if scene.toast is not None:
        painter.toast(surface, scene.toast[0])


def draw_table(scene, surface: pygame.Surface, active: Item | None, hide: str | None) -> None:
    """Draws the items under the lit rings, the rings, then the items marked to go above them."""
    scene.painter.background(surface)
    scene.painter.items(surface, [i for i in scene.items if not i.above], scene.motion, hide)
    _draw_hints(scene, surface, active)
    scene.painter.items(surface, [i for i in scene.items if i.above], scene.motion, hide)


def _draw_hints(scene, surface: pygame.Surface, active: Item | None) -> None:
    rects = zone_rects(scene.items)
    if active is not None:
        scene.painter.ring(surface, active.rect, MOVABLE, 3)
        for zone in targets_for(active.piece, scene.legal):
            for rect in rects.get(zone, []):
                scene.painter.ring(surface, rect, LIT)
        return
    for zone in clickable_zones(scene.legal):
        for rect in rects.get(zone, []):
            scene.painter.ring(surface, rect, CLICKABLE, 4)
