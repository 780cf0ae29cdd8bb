"""Rainbow Pirates card backs: one back, and a small fan of them for a hand seen from across the table."""

from __future__ import annotations

import math

import pygame

from games.rainbow_pirates.table.card_parts import frame, pirate_hat
from games.rainbow_pirates.table.palette import NAVY
from tabletop.ui.marks import GOLD, WHITE
from tabletop.ui.sprites import blit_centred, font, text


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


def fan(count: int, w: int, h: int, shown_most: int = 5) -> pygame.Surface:
    """Returns a small fan of card backs (a hand seen from across the table) with its count."""
    shown = min(count, shown_most)
    step = max(4, w // 3)
    label = text(f"{count}", 24, WHITE, bold=True)
    width = w + step * max(0, shown - 1) + 8 + label.get_width()
    surface = pygame.Surface((width, h), pygame.SRCALPHA)
    back = card_back(w, h)
    for i in range(shown):
        surface.blit(back, (i * step, 0))
    if shown == 0:
        pygame.draw.rect(surface, (*WHITE, 110), (0, 0, w, h), 2, border_radius=max(4, w // 8))
    surface.blit(label, (width - label.get_width(), (h - label.get_height()) // 2))
    return surface


def fan_width(count: int, w: int, shown_most: int = 5) -> int:
    """Returns the width of `fan(count, w, h)` without drawing it."""
    shown = min(count, shown_most)
    return w + max(4, w // 3) * max(0, shown - 1) + 8 + font(24, True).size(str(count))[0]
