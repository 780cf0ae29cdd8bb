"""What makes a table feel alive, for every game: cards glide and flip after each move (a computer's too),
a fresh game is dealt, reached goals and the win are celebrated, a game may tell a move its own way (its
design's `story`: slower glides, a word popping up), tooltips explain what the
mouse rests on, and an item's hover pictures (a keeper's line of sight) show while the mouse is on it. The
table scene calls it at a few points; the games only give their items hints (items.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.rules.narrator import Narrator
from tabletop.scenes.table_tips import TableTips
from tabletop.table.model import TableModel
from tabletop.ui import moves
from tabletop.ui.burst import Bursts
from tabletop.ui.dragdrop import DragDrop
from tabletop.ui.items import Item, hover_at
from tabletop.ui.motion import Motion, glide_seconds
from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR, Painter

#: A game's telling of one move (TableDesign.story): the models before and after, the glides planned.
Story = Callable[[TableModel, TableModel, list], list]


class TableFeel:
    """The glides, celebrations and tooltips of one table: what changed is read from its models. It is
    given the game's narrator, the motion it starts, the window's size, how long a glide lasts now, its
    tooltips, whether the game hides anything from a seat (`secrets`) and the game's way of telling a
    move (`story`: it may change the glides planned for it); each call that changes what is on screen
    returns True, so the table redraws."""

    def __init__(
        self,
        narrator: Narrator,
        motion: Motion,
        size: tuple[int, int],
        seconds: Callable[[], float],
        tips: TableTips,
        secrets: bool = True,
        story: Story | None = None,
    ):
        self.narrator, self.motion, self.size = narrator, motion, size
        self.secrets = secrets  # False: every seat sees the same table, so its motion goes on for the next
        self.story = story
        self.glide_setting = seconds
        self.bursts = Bursts()
        self.tips = tips
        self.hovered: Item | None = None  # the item whose hover pictures show

    def hover(self, model: TableModel, drag: DragDrop) -> bool:
        """Finds the item under the mouse whose hover pictures show (none while a piece is in hand);
        returns whether that changed."""
        pos = self.tips.pos
        found = hover_at(model.items, pos) if pos is not None and drag.held is None else None
        if found == self.hovered and (found is None or found.hover == self.hovered.hover):
            return False
        self.hovered = found
        self.tips.keep_clear = [pygame.Rect(i.rect) for i in found.hover] if found is not None else []
        return True

    def seconds(self) -> float:
        """Returns how long one glide lasts now (0: animation is off)."""
        return glide_seconds(self.glide_setting())

    def follow(self, old: TableModel, new: TableModel, animate: bool, drag: DragDrop) -> None:
        """Called with each new model: starts what moved since the old one (or the deal of a fresh game)."""
        self.tips.refresh(new)
        self.hovered = None
        self.hover(new, drag)
        seconds = self.seconds()
        if seconds <= 0:
            return
        if old.view is None:  # the table's first layout
            if new.played == 0:
                self.start(moves.deal(new.items), seconds)
            return
        if old.viewer != new.viewer and self.secrets:
            self.motion.clear()  # another seat's eyes: what flew over the last one's table stops
            self.bursts.live.clear()
            return
        if not animate:
            return
        action = new.last if new.played == old.played + 1 else None
        planned = moves.plan(old.items, new.items, self.motion.now, action)
        if self.story is not None and action is not None:
            planned = self.story(old, new, planned)
        self.start(planned, seconds)
        self.motion.trails(new.items)
        if action is not None:
            self.celebrate(new, self.narrator.celebrations(old.view, new.view), new.over and not old.over)

    def start(self, planned: list, seconds: float) -> None:
        motion = self.motion
        for m in planned:  # each lasts as many glides as it is `slow`; a slowed one eases in and out
            time, gentle = seconds * m.slow, m.slow > 1
            if isinstance(m, moves.Move):
                motion.start(m.key, m.start, m.end, time, m.delay, m.flip, m.via, m.poses, gentle)
            else:
                glide = motion.ghost(m.item, m.start, m.end, time, m.delay, m.shake, gentle)
                if m.covers is not None:
                    motion.wait(m.covers[0], glide, stand_in=m.covers[1])

    def celebrate(self, model: TableModel, places: list[str], won: bool) -> None:
        """Starts a burst at each place reached; on a win, at each winner's seat and mid-table."""
        rects = moves.place_rects(model.items)
        delay = self.seconds()  # once the card that did it has landed
        for place in places:
            if place in rects:
                self.bursts.add(rects[place], delay=delay)
        if won:
            w, h = self.size
            middle = (w // 2 - 200, (TOP_BAR + h - BOTTOM_BAR) // 2 - 200, 400, 400)
            self.bursts.add(middle, big=True, delay=delay)
            for seat in model.winners or ():
                self.bursts.add(rects.get(f"seat:{seat}", middle), big=True, delay=delay + 0.25)

    # The frame ----------------------------------------------------------------------------
    def event(self, event: pygame.event.Event, model: TableModel, drag: DragDrop) -> bool:
        """Follows the mouse for tooltips and hover pictures; returns whether the screen changed."""
        changed = self.tips.event(event)
        if event.type in (
            pygame.MOUSEMOTION,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.WINDOWLEAVE,
        ):
            changed = self.hover(model, drag) or changed
        return changed

    def update(self, dt: float, on_show: bool) -> bool:
        """Moves the celebrations on and counts the tooltip's rest; returns whether a tooltip came or went."""
        self.bursts.update(dt)
        return self.tips.update(dt, on_show)

    def busy(self) -> bool:
        return self.bursts.busy()

    def draw(self, surface: pygame.Surface, painter: Painter, drag: DragDrop) -> None:
        """Draws the hover pictures, the ghosts (cards gliding off the table, backs) and the celebrations
        over the table."""
        if self.hovered is not None and drag.held is None:
            painter.items(surface, list(self.hovered.hover), self.motion, None)
        ghosts = self.motion.ghost_items()
        if ghosts:
            painter.items(surface, ghosts, self.motion, None)
        self.bursts.draw(surface, painter.sprites)

    def stop(self) -> None:
        """Closes the tooltip (the table leaves the screen)."""
        self.tips.hide()
