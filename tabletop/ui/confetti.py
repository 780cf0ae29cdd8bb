"""Confetti for a win: pieces in the winners' colours flutter down from above the screen and come to rest in
two bands framing the headline; then the picture holds still (nothing is drawn anew once they rest)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from tabletop.ui.motion import ease_out

PIECES = 70
FALL_SECONDS = 1.6  # one piece's fall
SPREAD_SECONDS = 1.2  # the last piece starts this long after the first
BAND = (1920, 205)  # where the pieces rest: the top of the 1920x1080 picture, left and right of the headline


@dataclass(frozen=True)
class Piece:
    """One piece: where it rests, its size and colour, when it starts falling and how it sways."""

    rest: tuple[int, int]
    size: tuple[int, int]
    colour: tuple[int, int, int]
    delay: float
    sway: float  # pixels to either side while it falls
    turns: float  # flutters during the fall


def pieces(palette: list[tuple[int, int, int]], seed: int) -> list[Piece]:
    """Returns the confetti's pieces: resting left and right of the headline, in the palette's colours."""
    rng = random.Random(seed)
    out = []
    for n in range(PIECES):
        x = rng.choice((rng.randint(60, 560), rng.randint(1360, 1860)))
        rest = (x, rng.randint(20, BAND[1] - 20))
        size = (rng.randint(10, 22), rng.randint(6, 12))
        delay = rng.uniform(0, SPREAD_SECONDS)
        out.append(Piece(rest, size, palette[n % len(palette)], delay, rng.uniform(8, 40), rng.uniform(2, 5)))
    return out


class Confetti:
    """The pieces falling: `update(dt)` moves them on, `draw` draws them where they are now; `moving()`
    tells whether any still falls. With `animate` False they rest at once (animations turned off)."""

    def __init__(self, palette: list[tuple[int, int, int]], seed: int = 0, animate: bool = True):
        self.pieces = pieces(palette, seed)
        self.elapsed = 0.0 if animate else self.seconds()

    @staticmethod
    def seconds() -> float:
        """Returns how long the whole fall lasts, the last piece included."""
        return SPREAD_SECONDS + FALL_SECONDS

    def moving(self) -> bool:
        return self.elapsed < self.seconds()

    def update(self, dt: float) -> None:
        self.elapsed = min(self.seconds(), self.elapsed + dt)

    def where(self, piece: Piece) -> tuple[float, float, float]:
        """Returns a piece's centre now and how much of its height shows (it flutters, turning over)."""
        t = min(max((self.elapsed - piece.delay) / FALL_SECONDS, 0.0), 1.0)
        k = ease_out(t)
        x0, y0 = piece.rest
        top = -30 - piece.size[1]
        y = top + (y0 - top) * k
        x = x0 + piece.sway * math.sin(t * piece.turns * math.pi) * (1 - k)
        flutter = 1.0 if t >= 1 else max(0.2, abs(math.cos(t * piece.turns * math.pi)))
        return x, y, flutter

    def draw(self, surface: pygame.Surface) -> None:
        for piece in self.pieces:
            x, y, flutter = self.where(piece)
            w, h = piece.size[0], max(2, round(piece.size[1] * flutter))
            rect = pygame.Rect(round(x), round(y - h / 2), w, h)
            pygame.draw.rect(surface, piece.colour, rect, border_radius=3)
