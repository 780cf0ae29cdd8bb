"""Celebrations: a short burst of sparkles and rings where a goal was reached, bigger for a win."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tabletop.ui.items import Rect
from tabletop.ui.motion import ease_out
from tabletop.ui.sprites import SpriteCache

SECONDS = 0.9
FRAMES = 14  # drawn once each, then blitted
MOST = 12  # bursts at once (a fast computer game must not pile them up)
GOLD, WHITE, CYAN, PINK = (255, 214, 64), (255, 255, 255), (120, 230, 255), (255, 130, 190)
CONFETTI = ((230, 60, 60), (255, 150, 40), (255, 214, 64), (80, 200, 90), (70, 140, 255), (160, 110, 230))


def star(surface: pygame.Surface, centre: tuple[float, float], radius: float, colour, alpha: int) -> None:
    """Draws a four-pointed sparkle."""
    x, y = centre
    r, w = radius, radius * 0.32
    points = [(x, y - r), (x + w, y - w), (x + r, y), (x + w, y + w), (x, y + r), (x - w, y + w), (x - r, y)]
    points.append((x - w, y - w))
    pygame.draw.polygon(surface, (*colour, alpha), points)


def burst_frame(size: int, index: int, big: bool) -> pygame.Surface:
    """Returns one frame of a burst `size` pixels across: rings widening and sparkles flying out, fading."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    t = index / (FRAMES - 1)
    c = size / 2
    fade = int(255 * (1 - t) ** 1.2)
    reach = ease_out(t) * (c - 12)
    pygame.draw.circle(surface, (*GOLD, fade), (c, c), max(2, reach * 0.9), width=max(2, int(8 * (1 - t))))
    if big:
        pygame.draw.circle(
            surface, (*CYAN, fade), (c, c), max(2, reach * 0.6), width=max(2, int(6 * (1 - t)))
        )
    count = 32 if big else 12
    palette = CONFETTI + (WHITE, GOLD) if big else (GOLD, WHITE, CYAN, PINK)
    for i in range(count):
        angle = 2 * math.pi * i / count + (0.3 if i % 2 else 0)
        spread = reach * (1.0, 0.75, 0.5)[i % 3 if big else i % 2]
        at = (c + math.cos(angle) * spread, c + math.sin(angle) * spread)
        star(surface, at, (14 if big else 10) * (1 - 0.5 * t) + 3, palette[i % len(palette)], fade)
    return surface


@dataclass
class Burst:
    """One celebration under way, centred on `rect`."""

    rect: Rect
    big: bool
    delay: float = 0.0
    elapsed: float = 0.0

    def size(self) -> int:
        """Returns the burst's width: a bit wider than what it celebrates, within sensible bounds."""
        lo, hi = (480, 720) if self.big else (160, 300)
        return int(min(max(max(self.rect[2], self.rect[3]) * 1.3, lo), hi)) // 20 * 20

    def frame(self) -> int | None:
        """Returns the frame to show now, None while it waits to start."""
        t = (self.elapsed - self.delay) / SECONDS
        return None if t < 0 else min(FRAMES - 1, int(t * FRAMES))


class Bursts:
    """The celebrations under way; their frames come from the sprite cache."""

    def __init__(self) -> None:
        self.live: list[Burst] = []

    def add(self, rect: Rect, big: bool = False, delay: float = 0.0) -> None:
        self.live = [*self.live[-(MOST - 1) :], Burst(rect, big, delay)]

    def busy(self) -> bool:
        return bool(self.live)

    def update(self, dt: float) -> None:
        for burst in self.live:
            burst.elapsed += dt
        self.live = [b for b in self.live if b.elapsed < b.delay + SECONDS]

    def draw(self, surface: pygame.Surface, sprites: SpriteCache) -> None:
        for burst in self.live:
            index = burst.frame()
            if index is None:
                continue
            size = burst.size()
            key = f"burst:{size}:{index}:{burst.big}"
            picture = sprites.get(key, lambda s=size, i=index, b=burst.big: burst_frame(s, i, b))
            x, y, w, h = burst.rect
            surface.blit(picture, (x + w // 2 - size // 2, y + h // 2 - size // 2))
