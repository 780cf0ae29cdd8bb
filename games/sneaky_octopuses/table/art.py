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
from games.sneaky_octopuses.table import piece_art
from tabletop.ui.looks import bold_icon, colour_aware, pattern_for, patterned
from tabletop.ui.marks import GOLD, RGB, WHITE, hex_rgb, mix, outlined
from tabletop.ui.sprites import INK, blit_centred, icon, rounded, text

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


#: The least size of an octopus's letter: 20 px at 1920x1080 is 13 px at 1280x720.
LEAST_LETTER = 20


def letter_size(size: int) -> int:
    """Returns the size of the letter on an octopus of `size`: 0.42 of it, but at least LEAST_LETTER on
    the small ones of the side panel (up to 0.53 of them, so it stays inside the shape)."""
    return max(int(size * 0.42), min(LEAST_LETTER, int(size * 0.53)))


@colour_aware
def octopus(kind: str, size: int, rgb: RGB, symbol: str, done: bool, cb: bool = False) -> pygame.Surface:
    """Returns a little octopus in its team colour, its head in its specialist's shape with its letter big
    in the middle, its team's symbol at its top right (so teams are told apart without colour: in grey, or
    by a colour-blind player); `done` (it has acted this turn) greys it."""
    letter, shape = LOOKS.get(kind, ("?", "circle"))
    body = mix(rgb, (120, 120, 120), 0.65) if done else rgb
    surface = piece_art.octopus_body(shape, size, tuple(body)).copy()
    mark = outlined(letter, letter_size(size), WHITE, INK)
    blit_centred(surface, mark, (size // 2, int(size * piece_art.LETTER_Y[shape] / 100)))
    if symbol:
        blit_centred(surface, bold_icon(symbol, size // 3, WHITE, INK), (size - size // 6, size // 6))
    return surface


@colour_aware
def fish(cat: Catalog, colour: str, size: int, cb: bool = False) -> pygame.Surface:
    """Returns a fish swimming left in its colour, its colour's symbol on its side (the colour-blind look:
    the symbol bold and the colour's pattern on its body)."""
    rgb, _, symbol = fish_look(cat, colour)
    w, h = size, int(size * 0.72)
    surface = piece_art.fish_body(size, rgb).copy()
    middle = (int(w * 0.42), int(h * 0.5))
    if cb:
        body = pygame.Rect(0, 0, int(w * 0.44), int(h * 0.56))
        body.center = middle
        patterned(surface, body, pattern_for(cat.colour_ids.index(colour)), (*mix(rgb, INK, 0.35), 255))
    mark = bold_icon(symbol, int(h * 0.6), WHITE, INK) if cb else icon(symbol, int(h * 0.54), WHITE)
    if not cb:  # a thin ink edge under the white symbol: it reads on the yellow fish too
        blit_centred(surface, icon(symbol, int(h * 0.54) + 3, INK), middle)
    blit_centred(surface, mark, middle)
    return surface


#: Where each facing points, in degrees clockwise from east (the screen's y grows downwards).
FACING_DEGREES = {"n": 270, "e": 0, "s": 90, "w": 180}


def keeper(number: str, degrees: int, size: int) -> pygame.Surface:
    """Returns a keeper seen from above, facing `degrees` clockwise from east: a lab coat with its number on
    the back, a red cap whose peak points ahead and a big red arrow of its gaze on that side (so its facing
    reads at a glance; a turning keeper is drawn between the four facings)."""
    surface = piece_art.keeper_body(degrees % 360, size).copy()
    a = math.radians(degrees)
    centre = (round(size / 2 - math.cos(a) * size * 0.09), round(size / 2 - math.sin(a) * size * 0.09))
    blit_centred(surface, text(number, int(size * 0.36), INK, True), centre)
    return surface


def die(roll: int, size: int) -> pygame.Surface:
    """Returns a die showing `roll` (0: a blank die, not rolled yet)."""
    return piece_art.die_face(roll, size)


def die_tumbling(frame: int, size: int) -> pygame.Surface:
    """Returns a picture of the die mid-tumble (frame 0 to 5), before it shows its roll."""
    return piece_art.die_tumbling(frame, size)


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
