"""Glides: a piece eases from where it was to where it lands."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.ui.items import Item, Rect


def ease_out(t: float) -> float:
    """Cubic ease-out on 0..1."""
    t = min(max(t, 0.0), 1.0)
    return 1 - (1 - t) ** 3


@dataclass
class Glide:
    """One piece moving from `start` to `end` over `seconds`."""

    piece: str
    start: Rect
    end: Rect
    seconds: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.seconds

    def rect(self) -> Rect:
        """Returns where the piece is now."""
        k = ease_out(self.elapsed / self.seconds) if self.seconds > 0 else 1.0
        return tuple(round(a + (b - a) * k) for a, b in zip(self.start, self.end, strict=True))


class Motion:
    """The glides under way, by piece id."""

    def __init__(self) -> None:
        self.glides: dict[str, Glide] = {}

    def busy(self) -> bool:
        return bool(self.glides)

    def start(self, piece: str, start: Rect, end: Rect, seconds: float) -> None:
        if seconds > 0 and start != end:
            self.glides[piece] = Glide(piece, start, end, seconds)

    def follow(self, old: list[Item], new: list[Item], seconds: float) -> None:
        """Starts a glide for every piece that is in both layouts at different places."""
        before = {i.piece: self.where(i.piece, i.rect) for i in old if i.piece is not None}
        for item in new:
            if item.piece in before and before[item.piece][:2] != item.rect[:2]:
                self.start(item.piece, before[item.piece], item.rect, seconds)

    def where(self, piece: str | None, rect: Rect) -> Rect:
        """Returns where a piece is drawn now: mid-glide, or at its place."""
        glide = self.glides.get(piece) if piece is not None else None
        return glide.rect() if glide is not None else rect

    def update(self, dt: float) -> None:
        for key in list(self.glides):
            glide = self.glides[key]
            glide.elapsed += dt
            if glide.done:
                del self.glides[key]
