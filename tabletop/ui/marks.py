"""Small pictures every game's table shares: a seat's badge, a step's status mark, outlined words,
words fitted to a width, and the colour arithmetic they use."""

from __future__ import annotations

import pygame

from tabletop.ui.looks import bold_icon
from tabletop.ui.sprites import INK, blit_centred, font, icon, text

RGB = tuple[int, int, int]
WHITE = (255, 255, 255)
GOLD = (255, 206, 84)
DONE_GREEN = (70, 185, 95)
NUMBER_DISC = (200, 230, 240)


def badge(symbol: str, rgb: tuple[int, int, int], size: int, cb: bool = False) -> pygame.Surface:
    """Returns a seat's round badge: its colour with its symbol, so colour is never the only cue.

    `cb` (colour-blind look): the symbol fills the badge, rimmed in ink.
    """
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surface, WHITE, (c, c), c)
    pygame.draw.circle(surface, rgb, (c, c), c - 3)
    mark = bold_icon(symbol, int(size * 0.7), WHITE, INK) if cb else icon(symbol, int(size * 0.6), WHITE)
    blit_centred(surface, mark, (c, c))
    return surface


def mark(kind: str, size: int) -> pygame.Surface:
    """Returns a step's status mark: 'done' a green tick, 'now' a gold arrow, a number in a disc
    (one of several actions), anything else ('next') a ring."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c, r = size // 2, size // 2 - 1
    if kind == "done":
        pygame.draw.circle(surface, DONE_GREEN, (c, c), r)
        pts = [(size * 0.27, size * 0.52), (size * 0.44, size * 0.7), (size * 0.75, size * 0.32)]
        pygame.draw.lines(surface, WHITE, False, pts, max(2, size // 8))
    elif kind == "now":
        pygame.draw.polygon(surface, GOLD, [(2, 2), (size - 2, c), (2, size - 2)])
    elif kind.isdigit():
        pygame.draw.circle(surface, NUMBER_DISC, (c, c), r)
        blit_centred(surface, text(kind, size - 6, INK, True), (c, c))
    else:
        pygame.draw.circle(surface, (*WHITE, 150), (c, c), r - 2, 2)
    return surface


def fit(words: str, size: int, width: int, bold: bool = True) -> str:
    """Returns the words, cut short with an ellipsis if they are wider than `width` pixels."""
    face = font(size, bold)
    if face.size(words)[0] <= width:
        return words
    while words and face.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def hex_rgb(value: str) -> RGB:
    """Returns the RGB of a '#rrggbb' colour from content."""
    value = value.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Returns the colour a fraction `t` of the way from `a` to `b`."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def outlined(words: str, size: int, colour: RGB, edge: RGB, bold: bool = True) -> pygame.Surface:
    """Returns text with a 2 px edge, readable on any background."""
    face = text(words, size, colour, bold)
    back = text(words, size, edge, bold)
    surface = pygame.Surface((face.get_width() + 4, face.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
        surface.blit(back, (dx, dy))
    surface.blit(face, (2, 2))
    return surface
