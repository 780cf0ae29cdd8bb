"""Cosmoctopus pictures that are not cards: resource marks and counters, tentacles, the head, realm tiles,
panels, tokens and dashed spots. Pure: the same arguments give the same picture, so the sprite cache
draws each once."""

from __future__ import annotations

import math

import pygame

from games.cosmoctopus.table.palette import (
    ACTING,
    PANEL,
    PANEL_EDGE,
    ink_on,
    resource_icon,
    resource_rgb,
)
from tabletop.ui.looks import bold_icon, colour_aware, pattern_for, patterned
from tabletop.ui.marks import GOLD, RGB, WHITE, mix
from tabletop.ui.sprites import INK, blit_centred, font, icon, rounded, text, wrap
from tabletop.ui.text_size import marked

ORDER = ("ink", "coins", "whispers", "stars")


def _coin(size: int, ink: RGB) -> pygame.Surface:
    """Returns a coin: a ring within a ring, as large as the chosen text size makes a mark."""
    size = marked(size)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surface, ink, (c, c), c - 1, max(2, size // 9))
    pygame.draw.circle(surface, ink, (c, c), max(2, c * 5 // 10))
    return surface


def symbol(resource: str, size: int, ink: RGB, cb: bool = False) -> pygame.Surface:
    """Returns a resource's symbol in `ink` (bigger and rimmed in the colour-blind look)."""
    name = resource_icon(resource)
    if name == "coin":
        return _coin(int(size * (1.15 if cb else 1)), ink)
    if cb:
        return bold_icon(name, int(size * 1.1), ink, INK if ink == WHITE else WHITE)
    return icon(name, size, ink)


#: The least box of a resource's mark among a card's words: 28 px, about 19 px at 1280x720 (a symbol on a
#: 24 px disc was 9 px there, and ink's drop and the coin's ring were told apart by no one).
SHAPE_LEAST = 28


def shape_mark(resource: str, size: int) -> pygame.Surface:
    """Returns a resource's mark as its own shape, for a card's cost and words: ink a drop, coins a coin,
    whispers a wave, stars a star, each filled with its colour inside a white rim, so a small one is told by
    its outline as well as its colour. `size` is the box (SHAPE_LEAST at least)."""
    size = max(SHAPE_LEAST, size)
    rgb = resource_rgb(resource)
    if resource_icon(resource) == "coin":
        size = marked(size)
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        pygame.draw.circle(surface, WHITE, (c, c), c)
        pygame.draw.circle(surface, rgb, (c, c), c - 2)
        pygame.draw.circle(surface, mix(rgb, INK, 0.55), (c, c), c * 6 // 10, max(2, size // 10))
        return surface
    return bold_icon(resource_icon(resource), size - 4, rgb, WHITE)


@colour_aware
def mark(resource: str, size: int, cb: bool = False) -> pygame.Surface:
    """Returns a resource's mark: its symbol on a disc of its colour with a white rim (a pattern too in the
    colour-blind look). 'generic' is a grey disc with a square."""
    rgb = resource_rgb(resource)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surface, WHITE, (c, c), c)
    pygame.draw.circle(surface, rgb, (c, c), c - 2)
    if cb and resource in ORDER:
        disc = pygame.Surface((size, size), pygame.SRCALPHA)
        patterned(disc, (0, 0, size, size), pattern_for(ORDER.index(resource)), (*mix(rgb, WHITE, 0.35), 255))
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c - 2)
        disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(disc, (0, 0))
    blit_centred(surface, symbol(resource, int(size * 0.56), ink_on(rgb), cb), (c, c))
    return surface


@colour_aware
def counter(resource: str, count: int, w: int, h: int, big: bool, cb: bool = False) -> pygame.Surface:
    """Returns a resource counter: its mark, the count large and (when `big`) its name below."""
    surface = rounded((w, h), (10, 14, 40, 235), (*resource_rgb(resource), 255), radius=12, width=3)
    size = min(h - 10, w // 2 - 4) if not big else min(h - 30, w // 2 - 4)
    surface.blit(mark(resource, size, cb=cb), (6, (h - size) // 2 if not big else 6))
    points = int(size * 0.95)
    while points > 14 and font(points, True).size(str(count))[0] > w - size - 14:
        points -= 1
    number = text(str(count), points, WHITE, True)
    blit_centred(surface, number, (size + 6 + (w - size - 6) // 2, (size + 12) // 2 if big else h // 2))
    if big:
        blit_centred(surface, text(resource, 20, WHITE, True), (w // 2, h - 15))
    return surface


def tentacle(size: int, rgb: RGB, filled: bool = True) -> pygame.Surface:
    """Returns a tentacle rising in an S with a curled tip and a row of suckers (an empty ring where one
    is still missing)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    if not filled:
        pygame.draw.circle(surface, (*SOFT_RING, 170), (size // 2, size // 2), size // 2 - 3, 2)
        return surface
    steps = 16
    points = [
        (size * (0.45 + 0.22 * math.sin(k / steps * math.pi * 1.5)), size * (0.96 - 0.8 * k / steps))
        for k in range(steps + 1)
    ]
    for k in range(steps):
        width = max(2, int(size * 0.26 * (1 - k / steps)) + 2)
        pygame.draw.line(surface, rgb, points[k], points[k + 1], width)
        pygame.draw.circle(surface, rgb, points[k + 1], width // 2)
    tip = points[-1]
    pygame.draw.circle(
        surface, rgb, (int(tip[0] - size * 0.08), int(tip[1] + size * 0.02)), max(2, size // 12), 2
    )
    for k in (3, 6, 9):
        x, y = points[k]
        pygame.draw.circle(surface, WHITE, (int(x - size * 0.05), int(y)), max(1, size // 18))
    return surface


SOFT_RING = (200, 200, 235)


def lightning(size: int) -> pygame.Surface:
    """Returns a lightning bolt (a hallucination that lets you play another card)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size
    bolt = [
        (0.6 * s, 0),
        (0.15 * s, 0.58 * s),
        (0.45 * s, 0.58 * s),
        (0.32 * s, s),
        (0.88 * s, 0.36 * s),
        (0.55 * s, 0.36 * s),
    ]
    pygame.draw.polygon(surface, GOLD, bolt)
    pygame.draw.polygon(surface, INK, bolt, 2)
    return surface


def panel(w: int, h: int, rgb: RGB, acting: bool) -> pygame.Surface:
    """Returns a seat's panel: dark glass with a band of the seat's colour, gold-edged while it acts."""
    edge = (*ACTING, 255) if acting else (*PANEL_EDGE, 130)
    surface = rounded((w, h), PANEL, edge, radius=12, width=3 if acting else 2)
    pygame.draw.rect(surface, rgb, (3, 3, 8, h - 6), border_radius=4)
    return surface


def plate(w: int, h: int, edge: RGB = PANEL_EDGE) -> pygame.Surface:
    """Returns a plain dark panel."""
    return rounded((w, h), PANEL, (*edge, 170), radius=12, width=2)


def spot(w: int, h: int, words: str, rgb: RGB = PANEL_EDGE) -> pygame.Surface:
    """Returns a dashed empty place with words on it (an empty pile, the bank, your play area)."""
    surface = rounded((w, h), (*rgb, 26), None, radius=10)
    edge = (*mix(rgb, WHITE, 0.3), 200)
    for x in range(8, w - 8, 28):
        for y in (1, h - 2):
            pygame.draw.line(surface, edge, (x, y), (min(x + 14, w - 8), y), 3)
    for y in range(8, h - 8, 28):
        for x in (1, w - 2):
            pygame.draw.line(surface, edge, (x, y), (x, min(y + 14, h - 8)), 3)
    size = 20 if w >= 140 else 17
    lines = [line for part in words.split("\n") for line in wrap(part, size, w - 14, True)]
    top = h // 2 - len(lines) * (size + 5) // 2
    for i, line in enumerate(lines):
        blit_centred(
            surface,
            text(line, size, mix(rgb, WHITE, 0.65), True),
            (w // 2, top + i * (size + 5) + size // 2 + 3),
        )
    return surface


def token(value: int, size: int) -> pygame.Surface:
    """Returns a generic discount token: a grey disc with its value (18 px or more) over the mark of any
    resource (a word 'any' was 5 px tall at 1280x720 on a panel's token: the mark reads at any size); under
    ROUND_TOKEN px, a grey lozenge with the value and the mark side by side, the mark as tall as the value
    (stacked in a small disc it was 10 px, a few pixels at 1280x720)."""
    from games.cosmoctopus.table.facewords import LEAST, any_mark  # it draws with this module's marks

    if size < ROUND_TOKEN:
        return _flat_token(value, size)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surface, WHITE, (c, c), c)
    pygame.draw.circle(surface, (92, 96, 112), (c, c), c - 3)
    blit_centred(surface, text(f"−{value}", max(LEAST, int(size * 0.46)), WHITE, True), (c, int(size * 0.4)))
    blit_centred(surface, any_mark(max(10, int(size * 0.3))), (c, int(size * 0.77)))
    return surface


ROUND_TOKEN = 48  # a token drawn smaller is a lozenge (token_width wide)


def token_width(value: int, size: int) -> int:
    """Returns how wide a discount token `size` px tall is drawn."""
    if size >= ROUND_TOKEN:
        return size
    from games.cosmoctopus.table.facewords import LEAST

    return 8 + text(f"−{value}", LEAST, WHITE, True).get_width() + 2 + token_mark(size) + 8


def token_mark(size: int) -> int:
    """Returns the size of the mark of any resource on a small token: as tall as its value, at least."""
    return max(18, size - 12)


def _flat_token(value: int, size: int) -> pygame.Surface:
    from games.cosmoctopus.table.facewords import LEAST, any_mark

    w = token_width(value, size)
    surface = rounded((w, size), (92, 96, 112), WHITE, radius=size // 2, width=2)
    face = text(f"−{value}", LEAST, WHITE, True)
    surface.blit(face, (8, (size - face.get_height()) // 2))
    mark = token_mark(size)
    surface.blit(any_mark(mark), (w - 8 - mark, (size - mark) // 2))
    return surface


def backdrop(w: int, h: int, fill: tuple[int, int, int, int]) -> pygame.Surface:
    """Returns a translucent rounded plate (under the discard pile's list)."""
    return rounded((w, h), fill, (*PANEL_EDGE, 200), radius=12, width=2)
