"""Colour-blind mode for every game: bold symbols, a pattern per colour, and pictures keyed by the look.

A layout runs inside `drawn_for(ctx)`; its picture helper passes each picture through `picture()`,
which gives a maker marked `@colour_aware` the keyword `cb` (the look asked for) and puts ':cb' in
its key, so the sprite cache never mixes the two looks. Art stays pure: same arguments, same picture.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache, partial

import pygame

from tabletop.ui.sprites import drawn_icon
from tabletop.ui.text_size import marked

_COLOUR_BLIND: ContextVar[bool] = ContextVar("colour_blind", default=False)
#: One pattern per colour, in a game's colour order: each reads apart from the others without colour.
PATTERNS = ("stripes", "dots", "diagonal", "cross", "columns", "zigzag", "checks", "rings")
RGBA = tuple[int, int, int, int]


def colour_aware(make: Callable) -> Callable:
    """Marks a picture maker that takes `cb` (colour-blind look) as a keyword."""
    make.colour_aware = True
    return make


@contextmanager
def drawn_for(ctx) -> Iterator[None]:
    """Lays out in the look `ctx` asks for (its `colour_blind`, False when it has none)."""
    token = _COLOUR_BLIND.set(bool(getattr(ctx, "colour_blind", False)))
    try:
        yield
    finally:
        _COLOUR_BLIND.reset(token)


def colour_blind() -> bool:
    """Tells whether the layout running now asked for the colour-blind look."""
    return _COLOUR_BLIND.get()


def picture(key: str, make: Callable, *args) -> tuple[str, Callable[[], pygame.Surface]]:
    """Returns the key and the maker of `make(*args)` in the look in force."""
    if not getattr(make, "colour_aware", False):
        return key, partial(make, *args)
    cb = colour_blind()
    return (f"{key}:cb" if cb else key), partial(make, *args, cb=cb)


def pattern_for(index: int) -> str:
    """Returns the pattern of the colour at `index` in a game's colour order."""
    return PATTERNS[index % len(PATTERNS)]


@lru_cache(maxsize=64)
def pattern(kind: str, size: tuple[int, int], ink: RGBA, step: int = 16) -> pygame.Surface:
    """Returns a transparent layer of `size` with the pattern `kind` drawn in `ink`, every `step` px."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    _DRAW[kind](surface, ink, max(6, step))
    return surface


def _stripes(s: pygame.Surface, ink: RGBA, step: int) -> None:
    for y in range(step // 2, s.get_height(), step):
        pygame.draw.line(s, ink, (0, y), (s.get_width(), y), max(2, step // 4))


def _columns(s: pygame.Surface, ink: RGBA, step: int) -> None:
    for x in range(step // 2, s.get_width(), step):
        pygame.draw.line(s, ink, (x, 0), (x, s.get_height()), max(2, step // 4))


def _diagonal(s: pygame.Surface, ink: RGBA, step: int) -> None:
    w, h = s.get_size()
    for x in range(-h, w, step):
        pygame.draw.line(s, ink, (x, h), (x + h, 0), max(2, step // 4))


def _cross(s: pygame.Surface, ink: RGBA, step: int) -> None:
    w, h = s.get_size()
    for x in range(-h, w + h, step):
        pygame.draw.line(s, ink, (x, h), (x + h, 0), 2)
        pygame.draw.line(s, ink, (x, 0), (x + h, h), 2)


def _dots(s: pygame.Surface, ink: RGBA, step: int) -> None:
    for row, y in enumerate(range(step // 2, s.get_height(), step)):
        for x in range(step // 2 + (row % 2) * step // 2, s.get_width(), step):
            pygame.draw.circle(s, ink, (x, y), max(2, step // 5))


def _zigzag(s: pygame.Surface, ink: RGBA, step: int) -> None:
    w = s.get_width()
    for y in range(step // 2, s.get_height() + step, step):
        points = [
            (x, y + (step // 3 if (x // (step // 2)) % 2 else -step // 3))
            for x in range(0, w + step, step // 2)
        ]
        pygame.draw.lines(s, ink, False, points, 2)


def _checks(s: pygame.Surface, ink: RGBA, step: int) -> None:
    half = step // 2
    for row, y in enumerate(range(0, s.get_height(), half)):
        for x in range((row % 2) * half, s.get_width(), step):
            s.fill(ink, (x, y, half, half))


def _rings(s: pygame.Surface, ink: RGBA, step: int) -> None:
    for row, y in enumerate(range(step // 2, s.get_height() + step, step + 4)):
        for x in range((row % 2) * step // 2, s.get_width() + step, step + 4):
            pygame.draw.circle(s, ink, (x, y), max(3, step // 3), 2)


_DRAW = {
    "stripes": _stripes,
    "dots": _dots,
    "diagonal": _diagonal,
    "cross": _cross,
    "columns": _columns,
    "zigzag": _zigzag,
    "checks": _checks,
    "rings": _rings,
}


def patterned(
    surface: pygame.Surface, rect: pygame.Rect | tuple, kind: str, ink: RGBA, radius: int = 0
) -> None:
    """Lays pattern `kind` over `rect` of `surface`, clipped to a rounded rectangle of `radius`."""
    rect = pygame.Rect(rect)
    layer = pattern(kind, rect.size, ink, max(10, min(rect.size) // 6)).copy()
    if radius:
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(layer, rect.topleft)


def bold_icon(
    name: str, size: int, colour: tuple[int, int, int], edge: tuple[int, int, int]
) -> pygame.Surface:
    """Returns icon `name` in `colour` with a thick `edge` all round: readable on any fill, at a glance; a
    mark as large as the chosen text size makes it, as `icon` does."""
    return _bold_icon(name, marked(size), colour, edge)


@lru_cache(maxsize=256)
def _bold_icon(
    name: str, size: int, colour: tuple[int, int, int], edge: tuple[int, int, int]
) -> pygame.Surface:
    thick = max(2, size // 12)
    face = drawn_icon(name, size, colour)
    rim = drawn_icon(name, size, edge)
    surface = pygame.Surface((size + 2 * thick, size + 2 * thick), pygame.SRCALPHA)
    for k in range(16):
        angle = 2 * math.pi * k / 16
        surface.blit(rim, (thick + round(thick * math.cos(angle)), thick + round(thick * math.sin(angle))))
    surface.blit(face, (thick, thick))
    return surface
