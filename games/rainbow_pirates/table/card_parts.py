"""What every Rainbow Pirates card picture is built from: the framed face, the corner mark a fan leaves
visible, a colour's symbol and the pirate hat."""

from __future__ import annotations

import pygame

from tabletop.ui.looks import bold_icon
from tabletop.ui.marks import RGB, WHITE
from tabletop.ui.sprites import INK, PAPER, icon, rounded, text


def symbol_mark(symbol: str, size: int, ink: RGB, cb: bool) -> pygame.Surface:
    """Returns a colour's symbol in `ink`; in the colour-blind look bigger, with a contrasting rim."""
    if not cb:
        return icon(symbol, size, ink)
    return bold_icon(symbol, int(size * 1.2), ink, WHITE if ink == INK else INK)


def corner_size(w: int, h: int) -> int:
    """Returns the text size of a card's corner mark (the part a fan leaves visible)."""
    return max(22, int(min(h * 0.3, w * 0.5)))


def corner(
    surface: pygame.Surface, label: str, symbol: str | None, ink: RGB, cb: bool, rgb=None, small=False
) -> None:
    """Draws a card's corner mark: `label` over `symbol` (in `rgb` when given, else `ink`)."""
    w, h = surface.get_size()
    size = corner_size(w, h)
    if small:  # two letters in the room of one number
        size = max(16, int(size * 0.62))
    number = text(label, size, ink, bold=True)
    pad = max(3, w // 16)
    surface.blit(number, (pad + 1, pad - size // 8))
    if symbol is not None:
        mark = symbol_mark(symbol, max(16, size * 2 // 3), ink if rgb is None else rgb, cb)
        x = pad + 1 + (number.get_width() - mark.get_width()) // 2
        surface.blit(mark, (max(1, x), pad + int(size * 0.92)))


def frame(w: int, h: int, fill: RGB) -> tuple[pygame.Surface, int, int]:
    """Returns a blank card filled with `fill` inside a paper rim, with the rim's width and corner radius."""
    radius = max(5, w // 10)
    surface = rounded((w, h), PAPER, radius=radius)
    border = max(2, w // 24)
    surface.blit(rounded((w - 2 * border, h - 2 * border), fill, radius=radius - 2), (border, border))
    return surface, border, radius


def pirate_hat(size: int, fill: RGB) -> pygame.Surface:
    """Returns a tricorn hat with a little skull-white band: the Rainbow Pirates' mark."""
    surface = pygame.Surface((size, int(size * 0.7)), pygame.SRCALPHA)
    s = size
    pygame.draw.polygon(
        surface,
        fill,
        [
            (0, s * 0.55),
            (s * 0.25, s * 0.1),
            (s * 0.5, s * 0.28),
            (s * 0.75, s * 0.1),
            (s, s * 0.55),
            (s * 0.5, s * 0.42),
        ],
    )
    pygame.draw.circle(surface, WHITE, (s // 2, int(s * 0.3)), max(2, s // 9))
    pygame.draw.circle(surface, fill, (s // 2 - max(1, s // 30), int(s * 0.29)), max(1, s // 40))
    pygame.draw.circle(surface, fill, (s // 2 + max(1, s // 30), int(s * 0.29)), max(1, s // 40))
    return surface
