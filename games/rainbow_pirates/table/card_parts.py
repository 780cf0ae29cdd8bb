"""What every Rainbow Pirates card picture is built from: the framed face, the corner mark a fan leaves
visible (a number or a picture, over a colour's symbol) and a colour's symbol."""

from __future__ import annotations

import pygame

from tabletop.ui.looks import bold_icon
from tabletop.ui.marks import RGB, WHITE
from tabletop.ui.sprites import INK, icon, text
from tabletop.ui.style import card_frame


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
    """Returns a blank card filled with `fill` inside a paper rim (the house card frame, docs/style.md), with
    the rim's width and corner radius."""
    return card_frame(w, h, fill)


def corner_picture(
    surface: pygame.Surface, picture: pygame.Surface, symbol: str | None, rgb, cb: bool
) -> None:
    """Draws a card's corner mark as a picture (a black card's kind) over `symbol` in `rgb`: what a fan
    leaves visible."""
    w, h = surface.get_size()
    pad = max(3, w // 16)
    surface.blit(picture, (pad, pad))
    if symbol is not None:
        mark = symbol_mark(symbol, max(14, picture.get_width() * 3 // 4), rgb, cb)
        x = pad + (picture.get_width() - mark.get_width()) // 2
        surface.blit(mark, (max(1, x), pad + picture.get_height() + 1))
