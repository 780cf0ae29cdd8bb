"""Sneaky Octopuses pictures drawn from component data: the octopuses, fish, keepers, the die and the
panels (the board has its own module, board_picture.py).

Every function is pure: the same arguments give the same picture, so a layout names a picture by its
arguments in an Item key and the sprite cache draws it once.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from games.sneaky_octopuses.rules.catalog import Catalog
from tabletop.ui.looks import bold_icon, colour_aware, pattern_for, patterned
from tabletop.ui.marks import GOLD, RGB, WHITE, hex_rgb, mix, outlined
from tabletop.ui.sprites import INK, blit_centred, icon, rounded, text

COAT = (250, 250, 252)
KEEPER_RGB = (200, 40, 50)
MUTED = (190, 220, 232)

#: Each specialist's letter and shape (colour is never the only cue).
LOOKS = {
    "speedy": ("S", "triangle"),
    "tako": ("T", "diamond"),
    "squish": ("Q", "square"),
    "squirt": ("I", "circle"),
}
WHAT_THEY_DO = {
    "speedy": "slides as far as the floor is free when he holds no fish",
    "tako": "makes no noise: the keepers never react to him",
    "squish": "squeezes under the middle tank as if it were one square",
    "squirt": "shoots ink along her row or column (never from a corner)",
}


@lru_cache(maxsize=16)
def fish_look(cat: Catalog, colour: str) -> tuple[RGB, str, str]:
    """Returns a fish colour's RGB, its name and its symbol."""
    found = next(c for c in cat.content.fish_colours if c.id == colour)
    return hex_rgb(found.hex), found.name, found.symbol


# Pieces -------------------------------------------------------------------------------------------


def _shape_points(shape: str, size: int) -> list[tuple[float, float]]:
    s, m = size - 1, 3
    if shape == "triangle":
        return [(s / 2, m), (s - m, s - m), (m, s - m)]
    if shape == "diamond":
        return [(s / 2, m - 1), (s - m + 1, s / 2), (s / 2, s - m + 1), (m - 1, s / 2)]
    return []


#: The least size of an octopus's letter: 20 px at 1920x1080 is 13 px at 1280x720.
LEAST_LETTER = 20


def letter_size(size: int) -> int:
    """Returns the size of the letter on an octopus of `size`: 0.42 of it, but at least LEAST_LETTER on
    the small ones of the side panel (up to 0.53 of them, so it stays inside the shape)."""
    return max(int(size * 0.42), min(LEAST_LETTER, int(size * 0.53)))


@colour_aware
def octopus(kind: str, size: int, rgb: RGB, symbol: str, done: bool, cb: bool = False) -> pygame.Surface:
    """Returns an octopus: its team colour in its specialist's shape, its letter big in the middle;
    `done` (it has acted this turn) greys it; the colour-blind look adds the team's symbol."""
    letter, shape = LOOKS.get(kind, ("?", "circle"))
    body = mix(rgb, (120, 120, 120), 0.65) if done else rgb
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    if shape == "circle":
        pygame.draw.circle(surface, WHITE, (size // 2, size // 2), size // 2)
        pygame.draw.circle(surface, INK, (size // 2, size // 2), size // 2 - 2)
        pygame.draw.circle(surface, body, (size // 2, size // 2), size // 2 - 5)
    elif shape == "square":
        pygame.draw.rect(surface, WHITE, (2, 2, size - 4, size - 4), border_radius=size // 6)
        pygame.draw.rect(surface, INK, (4, 4, size - 8, size - 8), border_radius=size // 6)
        pygame.draw.rect(surface, body, (7, 7, size - 14, size - 14), border_radius=size // 7)
    else:
        points = _shape_points(shape, size)
        pygame.draw.polygon(surface, WHITE, points)
        c = size / 2
        inner = [(c + (x - c) * 0.86, c + (y - c) * 0.86) for x, y in points]
        core = [(c + (x - c) * 0.76, c + (y - c) * 0.76) for x, y in points]
        pygame.draw.polygon(surface, INK, inner)
        pygame.draw.polygon(surface, body, core)
    mark = outlined(letter, letter_size(size), WHITE, INK)
    centre = (size // 2, int(size * (0.6 if shape == "triangle" else 0.5)))
    blit_centred(surface, mark, centre)
    if cb and symbol:
        blit_centred(surface, bold_icon(symbol, size // 3, WHITE, INK), (size - size // 6, size // 6))
    return surface


@colour_aware
def fish(cat: Catalog, colour: str, size: int, cb: bool = False) -> pygame.Surface:
    """Returns a fish: its body in its colour with its symbol, a tail, an ink edge."""
    rgb, _, symbol = fish_look(cat, colour)
    w, h = size, int(size * 0.72)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    tail = [(w * 0.70, h * 0.5), (w - 1, h * 0.08), (w - 1, h * 0.92)]
    pygame.draw.polygon(surface, INK, tail)
    pygame.draw.polygon(surface, rgb, [(w * 0.74, h * 0.5), (w - 4, h * 0.2), (w - 4, h * 0.8)])
    body = pygame.Rect(1, 1, int(w * 0.78), h - 2)
    pygame.draw.ellipse(surface, INK, body)
    pygame.draw.ellipse(surface, rgb, body.inflate(-5, -5))
    if cb:
        patterned(
            surface,
            body.inflate(-14, -14),
            pattern_for(cat.colour_ids.index(colour)),
            (*mix(rgb, INK, 0.35), 255),
        )
    mark = bold_icon(symbol, int(h * 0.62), WHITE, INK) if cb else icon(symbol, int(h * 0.58), WHITE)
    blit_centred(surface, mark, (body.centerx + 2, body.centery))
    pygame.draw.circle(surface, INK, (int(w * 0.14), int(h * 0.4)), max(2, size // 18))
    return surface


#: Where each facing points, in degrees clockwise from east (the screen's y grows downwards).
FACING_DEGREES = {"n": 270, "e": 0, "s": 90, "w": 180}


def keeper(number: str, degrees: int, size: int) -> pygame.Surface:
    """Returns a keeper seen from above: a white lab coat with its number, and a big red nose-arrow on the
    side it faces, `degrees` clockwise from east (so its facing reads at a glance; a turning keeper is
    drawn between the four facings)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    a = math.radians(degrees)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    body = c * 0.62
    centre = (c - ux * c * 0.18, c - uy * c * 0.18)
    tip = (c + ux * (c - 1), c + uy * (c - 1))
    base = c * 0.05
    wing = c * 0.62
    arrow = [
        tip,
        (c + ux * base + px * wing, c + uy * base + py * wing),
        (c + ux * base - px * wing, c + uy * base - py * wing),
    ]
    pygame.draw.polygon(surface, INK, arrow)
    inner = [(x * 0.82 + c * 0.18 * (1 + ux * 0.3), y * 0.82 + c * 0.18 * (1 + uy * 0.3)) for x, y in arrow]
    pygame.draw.polygon(surface, KEEPER_RGB, inner)
    pygame.draw.circle(surface, INK, centre, body)
    pygame.draw.circle(surface, COAT, centre, body - 3)
    blit_centred(surface, text(number, int(size * 0.4), INK, True), (round(centre[0]), round(centre[1])))
    return surface


def die(roll: int, size: int) -> pygame.Surface:
    """Returns a die showing `roll` (0: a blank die, not rolled yet)."""
    surface = rounded((size, size), WHITE, INK, radius=size // 6, width=3)
    spots = {
        1: [(0.5, 0.5)],
        2: [(0.28, 0.28), (0.72, 0.72)],
        3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
        6: [(0.28, 0.22), (0.72, 0.22), (0.28, 0.5), (0.72, 0.5), (0.28, 0.78), (0.72, 0.78)],
    }
    for x, y in spots.get(roll, []):
        pygame.draw.circle(surface, INK, (x * size, y * size), max(3, size // 11))
    return surface


def footprint(size: int, n: int) -> pygame.Surface:
    """Returns a keeper's step mark: a red ring with the step's number."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surface, (*KEEPER_RGB, 200), (size // 2, size // 2), size // 2 - 2, 4)
    blit_centred(surface, outlined(str(n), size // 2, WHITE, INK), (size // 2, size // 2))
    return surface


def sight(size: int, seen: bool) -> pygame.Surface:
    """Returns a square in a keeper's line of sight: gold ahead (it sees), pale blue elsewhere (it hears)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rgb = GOLD if seen else (150, 210, 255)
    surface.fill((*rgb, 90 if seen else 60))
    pygame.draw.rect(surface, (*rgb, 230), surface.get_rect(), 3)
    return surface


def panel(w: int, h: int, rgb: RGB | None = None, now: bool = False) -> pygame.Surface:
    """Returns a dark panel; `rgb`: a team's colour stripe on its left; `now`: a gold edge (its turn)."""
    surface = rounded(
        (w, h), (12, 26, 40, 225), GOLD if now else (70, 110, 130), radius=14, width=3 if now else 2
    )
    if rgb is not None:
        pygame.draw.rect(surface, rgb, (6, 8, 10, h - 16), border_radius=4)
    return surface


def words(lines: tuple[tuple[str, int, bool], ...], w: int, h: int, ink: RGB = WHITE) -> pygame.Surface:
    """Returns lines of (text, size, bold) stacked on a transparent surface."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    y = 0
    for line, size, bold in lines:
        surface.blit(text(line, size, ink if bold else MUTED, bold), (0, y))
        y += int(size * 1.35)
    return surface
