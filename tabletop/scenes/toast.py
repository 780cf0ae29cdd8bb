"""The table's short message: shown for a few seconds, and gone as soon as the mouse needs the place."""

from __future__ import annotations

from collections.abc import Callable

import pygame


class Toast:
    """One message at a time, with the seconds it has left (`current`: (text, seconds) or None)."""

    def __init__(self) -> None:
        self.current: tuple[str, float] | None = None

    def show(self, text: str, seconds: float) -> None:
        """Shows `text` for `seconds`, in place of any message before it."""
        self.current = (text, seconds)

    def tick(self, dt: float) -> bool:
        """Counts `dt` seconds off; returns True when the message just went (the table redraws)."""
        if self.current is None:
            return False
        left = self.current[1] - dt
        self.current = (self.current[0], left) if left > 0 else None
        return self.current is None

    def gives_way(self, event: pygame.event.Event, rect_of: Callable[[str], pygame.Rect]) -> bool:
        """Drops the message when the mouse comes onto it or presses anywhere, so it never hides the cards
        the player is about to choose from; returns True when it went."""
        if self.current is None or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN or rect_of(self.current[0]).collidepoint(event.pos):
            self.current = None
            return True
        return False
