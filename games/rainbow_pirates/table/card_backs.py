"""Rainbow Pirates card backs: one back, and a small fan of them for a hand seen from across the table."""

from __future__ import annotations

import math

import pygame

from games.rainbow_pirates.table.card_parts import frame, pirate_hat
from games.rainbow_pirates.table.palette import NAVY
from tabletop.ui import marks
from tabletop.ui.marks import GOLD
from tabletop.ui.sprites import blit_centred


def card_back(w: int, h: int) -> pygame.Surface:
    """Returns the back of a card: navy with a rainbow arc and a pirate hat."""
    surface, border, radius = frame(w, h, NAVY)
    c = (w // 2, int(h * 0.62))
    colours = (
        (229, 57, 53),
        (245, 124, 0),
        (253, 216, 53),
        (67, 160, 71),
        (30, 136, 229),
        (142, 36, 170),
        (236, 64, 122),
    )
    r = int(w * 0.38)
    step = max(2, w // 28)
    for i, rgb in enumerate(colours):
        rect = pygame.Rect(0, 0, 2 * (r - i * step), 2 * (r - i * step))
        rect.center = c
        pygame.draw.arc(surface, rgb, rect, 0, math.pi, step)
    blit_centred(surface, pirate_hat(int(w * 0.42), GOLD), (w // 2, int(h * 0.36)))
    return surface


def fan(count: int, w: int, h: int) -> pygame.Surface:
    """Returns a small fan of card backs (a hand seen from across the table) with its count."""
    return marks.fan(card_back(w, h), count, str(count))


def fan_width(count: int, w: int, h: int) -> int:
    """Returns the width of `fan(count, w, h)` without drawing it."""
    return marks.fan_size(count, w, h, str(count))[0]
