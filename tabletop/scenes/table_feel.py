"""What makes a table feel alive, for every game: cards glide and flip after each move (a computer's too),
a fresh game is dealt, reached goals and the win are celebrated, and tooltips explain what the mouse
rests on. The TableScene calls it at a few points; the games only give their items hints (items.py)."""

from __future__ import annotations

import pygame

from tabletop.rules.core import GameState
from tabletop.scenes.table_tips import TableTips
from tabletop.ui import moves
from tabletop.ui.burst import Bursts
from tabletop.ui.items import Item
from tabletop.ui.motion import glide_seconds
from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR


class TableFeel:
    """The glides, celebrations and tooltips of one TableScene."""

    def __init__(self, scene):
        self.scene = scene
        self.bursts = Bursts()
        self.tips = TableTips(scene)
        #: The last layout's viewer, number of actions, view and whether the game was over.
        self.seen: tuple[int | None, int, GameState, bool] | None = None

    def seconds(self) -> float:
        """Returns how long one glide lasts now (0: animation is off)."""
        return glide_seconds(self.scene.app.settings.animation_seconds)

    def follow(self, old: list[Item], new: list[Item], view: GameState, animate: bool) -> None:
        """Called with each new layout: starts what moved since the last one (or the deal of a fresh game)."""
        scene = self.scene
        viewer, count, over = scene.seating.viewer, len(scene.match.actions), scene.match.outcome is not None
        seen, self.seen = self.seen, (viewer, count, view, over)
        self.tips.refresh()
        seconds = self.seconds()
        if seconds <= 0:
            return
        if seen is None:
            if count == 0:
                self.start(moves.deal(new), seconds)
            return
        if seen[0] != viewer:
            scene.motion.clear()  # another seat's eyes: what flew over the last one's table stops
            self.bursts.live.clear()
            return
        if not animate:
            return
        action = scene.match.actions[-1] if count == seen[1] + 1 else None
        self.start(moves.plan(old, new, scene.motion.now, action), seconds)
        if action is not None:
            self.celebrate(new, scene.rules.narrator.celebrations(seen[2], view), over and not seen[3])

    def start(self, planned: list, seconds: float) -> None:
        motion = self.scene.motion
        for move in planned:
            if isinstance(move, moves.Move):
                motion.start(move.key, move.start, move.end, seconds, move.delay, move.flip)
            else:
                motion.ghost(move.item, move.start, move.end, seconds, move.delay)

    def celebrate(self, items: list[Item], places: list[str], won: bool) -> None:
        """Starts a burst at each place reached; on a win, at each winner's seat and mid-table."""
        rects = moves.place_rects(items)
        delay = self.seconds()  # once the card that did it has landed
        for place in places:
            if place in rects:
                self.bursts.add(rects[place], delay=delay)
        if won:
            w, h = self.scene.app.size
            middle = (w // 2 - 200, (TOP_BAR + h - BOTTOM_BAR) // 2 - 200, 400, 400)
            self.bursts.add(middle, big=True, delay=delay)
            for seat in self.scene.match.outcome.winners:
                self.bursts.add(rects.get(f"seat:{seat}", middle), big=True, delay=delay + 0.25)

    # The frame ----------------------------------------------------------------------------
    def event(self, event: pygame.event.Event) -> None:
        self.tips.event(event)

    def update(self, dt: float) -> None:
        self.bursts.update(dt)
        self.tips.update(dt)

    def busy(self) -> bool:
        return self.bursts.busy()

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the ghosts (cards gliding off the table, backs) and the celebrations over the table."""
        scene = self.scene
        ghosts = scene.motion.ghost_items()
        if ghosts:
            scene.painter.items(surface, ghosts, scene.motion, None)
        self.bursts.draw(surface, scene.sprites)

    def stop(self) -> None:
        """Closes the tooltip (the table leaves the screen)."""
        self.tips.hide()
