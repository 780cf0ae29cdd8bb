"""What makes a table feel alive, for every game: cards glide and flip after each move (a computer's too),
a fresh game is dealt, reached goals and the win are celebrated, and tooltips explain what the mouse
rests on, and an item's hover pictures (a keeper's line of sight) show while the mouse is on it. The
TableScene calls it at a few points; the games only give their items hints (items.py)."""

from __future__ import annotations

import pygame

from tabletop.scenes.table_model import TableModel
from tabletop.scenes.table_tips import TableTips
from tabletop.ui import moves
from tabletop.ui.burst import Bursts
from tabletop.ui.items import Item, hover_at
from tabletop.ui.motion import glide_seconds
from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR


class TableFeel:
    """The glides, celebrations and tooltips of one TableScene: what changed is read from its models;
    the scene lends its settings, motion and painter."""

    def __init__(self, scene):
        self.scene = scene
        self.narrator = scene.rules.narrator
        self.bursts = Bursts()
        self.tips = TableTips(scene)
        self.hovered: Item | None = None  # the item whose hover pictures show

    def hover(self) -> None:
        """Finds the item under the mouse whose hover pictures show (none while a piece is in hand)."""
        pos, scene = self.tips.pos, self.scene
        found = None
        if pos is not None and scene.drag.held is None:
            found = hover_at(scene.model.items, pos)
        if found != self.hovered or (found is not None and found.hover != self.hovered.hover):
            self.hovered = found
            scene.dirty = True

    def seconds(self) -> float:
        """Returns how long one glide lasts now (0: animation is off)."""
        return glide_seconds(self.scene.app.settings.animation_seconds)

    def follow(self, old: TableModel, new: TableModel, animate: bool) -> None:
        """Called with each new model: starts what moved since the old one (or the deal of a fresh game)."""
        self.tips.refresh(new)
        self.hovered = None
        self.hover()
        seconds = self.seconds()
        if seconds <= 0:
            return
        if old.view is None:  # the table's first layout
            if new.played == 0:
                self.start(moves.deal(new.items), seconds)
            return
        if old.viewer != new.viewer:
            self.scene.motion.clear()  # another seat's eyes: what flew over the last one's table stops
            self.bursts.live.clear()
            return
        if not animate:
            return
        action = new.last if new.played == old.played + 1 else None
        self.start(moves.plan(old.items, new.items, self.scene.motion.now, action), seconds)
        if action is not None:
            self.celebrate(new, self.narrator.celebrations(old.view, new.view), new.over and not old.over)

    def start(self, planned: list, seconds: float) -> None:
        motion = self.scene.motion
        for move in planned:
            if isinstance(move, moves.Move):
                motion.start(
                    move.key, move.start, move.end, seconds, move.delay, move.flip, move.via, move.poses
                )
            else:
                motion.ghost(move.item, move.start, move.end, seconds, move.delay)

    def celebrate(self, model: TableModel, places: list[str], won: bool) -> None:
        """Starts a burst at each place reached; on a win, at each winner's seat and mid-table."""
        rects = moves.place_rects(model.items)
        delay = self.seconds()  # once the card that did it has landed
        for place in places:
            if place in rects:
                self.bursts.add(rects[place], delay=delay)
        if won:
            w, h = self.scene.app.size
            middle = (w // 2 - 200, (TOP_BAR + h - BOTTOM_BAR) // 2 - 200, 400, 400)
            self.bursts.add(middle, big=True, delay=delay)
            for seat in model.winners or ():
                self.bursts.add(rects.get(f"seat:{seat}", middle), big=True, delay=delay + 0.25)

    # The frame ----------------------------------------------------------------------------
    def event(self, event: pygame.event.Event) -> None:
        self.tips.event(event)
        if event.type in (
            pygame.MOUSEMOTION,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.WINDOWLEAVE,
        ):
            self.hover()

    def update(self, dt: float) -> None:
        self.bursts.update(dt)
        self.tips.update(dt)

    def busy(self) -> bool:
        return self.bursts.busy()

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the ghosts (cards gliding off the table, backs) and the celebrations over the table."""
        scene = self.scene
        if self.hovered is not None and scene.drag.held is None and not scene.covered:
            scene.painter.items(surface, list(self.hovered.hover), scene.motion, None)
        ghosts = scene.motion.ghost_items()
        if ghosts:
            scene.painter.items(surface, ghosts, scene.motion, None)
        self.bursts.draw(surface, scene.sprites)

    def stop(self) -> None:
        """Closes the tooltip (the table leaves the screen)."""
        self.tips.hide()
