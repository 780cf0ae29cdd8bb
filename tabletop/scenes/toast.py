"""The table's short message: shown for a few seconds, and gone as soon as the mouse needs the place,
or (a hint about the selected piece) as soon as that piece is no longer the one selected."""

from __future__ import annotations

from collections.abc import Callable

import pygame


class Toast:
    """One message at a time, with the seconds it has left (`current`: (text, seconds) or None) and
    the piece it is about (`about`: None for a message about no piece)."""

    def __init__(self) -> None:
        self.current: tuple[str, float] | None = None
        self.about: str | None = None

    def show(self, text: str, seconds: float, about: str | None = None) -> None:
        """Shows `text` for `seconds`, replacing any before it; `about`: the selected piece it is tied to."""
        self.current = (text, seconds)
        self.about = about

    def tick(self, dt: float, selected: str | None = None) -> bool:
        """Counts `dt` seconds off, and drops a hint whose piece is no longer `selected` (played, put down,
        another picked); returns True when the message just went (the table redraws)."""
        if self.current is None:
            return False
        left = self.current[1] - dt
        stale = self.about is not None and self.about != selected
        self.current = (self.current[0], left) if left > 0 and not stale else None
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
