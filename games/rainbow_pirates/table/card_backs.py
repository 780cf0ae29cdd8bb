"""Rainbow Pirates card backs: one back, and a small fan of them for a hand seen from across the table."""

from __future__ import annotations

import pygame

from games.rainbow_pirates.table.card_parts import frame
from games.rainbow_pirates.table.island_art import back_scene
from games.rainbow_pirates.table.palette import LATTICE, NAVY
from tabletop.ui import marks
from tabletop.ui.marks import GOLD, WHITE
from tabletop.ui.sprites import blit_centred, rounded


def card_back(w: int, h: int) -> pygame.Surface:
    """Returns the back of a card, the same for every card: navy with a fine lattice, a gold inner line and
    a rainbow over a palm island in a round window."""
    surface, border, radius = frame(w, h, NAVY)
    lattice = pygame.Surface((w - 2 * border, h - 2 * border), pygame.SRCALPHA)
    step = max(5, w // 9)
    for x in range(-h, w + h, step):
        pygame.draw.line(lattice, (*LATTICE, 90), (x, 0), (x + h, h), 1)
        pygame.draw.line(lattice, (*LATTICE, 90), (x + h, 0), (x, h), 1)
    lattice.blit(
        rounded(lattice.get_size(), WHITE, radius=max(1, radius - 2)),
        (0, 0),
        special_flags=pygame.BLEND_RGBA_MIN,
    )
    surface.blit(lattice, (border, border))
    inner = max(3, w // 14)
    if w >= 40:
        box = pygame.Rect(inner, inner, w - 2 * inner, h - 2 * inner)
        pygame.draw.rect(surface, GOLD, box, width=1, border_radius=max(2, radius - inner // 2))
    size = int(min(w * 0.78, h * 0.56))
    blit_centred(surface, back_scene(size), (w // 2, h // 2))
    return surface


def fan(count: int, w: int, h: int) -> pygame.Surface:
    """Returns a small fan of card backs (a hand seen from across the table) with its count."""
    return marks.fan(card_back(w, h), count, str(count))


def fan_width(count: int, w: int, h: int) -> int:
    """Returns the width of `fan(count, w, h)` without drawing it."""
    return marks.fan_size(count, w, h, str(count))[0]
