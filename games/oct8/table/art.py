"""Oct8 pictures drawn from component data: arm cards, heads, backs, the secret colour, chips, badges.

Every function is pure: the same arguments give the same picture, so a layout can name a
picture by its arguments in an Item key and let the sprite cache draw it once.
"""

from __future__ import annotations

import pygame

from games.oct8.rules.catalog import Catalog
from games.oct8.table.octo_art import (
    arm_tentacles,
    back_emblem,
    octopus_head,
    tentacle_fill,
    tile_tentacle,
)
from tabletop.ui import marks
from tabletop.ui.looks import bold_icon, colour_aware, pattern_for, patterned
from tabletop.ui.marks import GOLD, RGB, WHITE, captioned, counted, ink_on, mix, outlined, shade
from tabletop.ui.sprites import INK, blit_centred, icon, rounded, text
from tabletop.ui.style import card_border, card_frame, card_radius

NAVY = (22, 38, 84)
BLEND_MIN = pygame.BLEND_RGBA_MIN
SEA = (18, 92, 110)


def _plate(w: int, h: int, rgb: RGB, pattern: tuple | None = None) -> pygame.Surface:
    """Returns a card (the house's frame: a paper rim round a face of `rgb` lit from above); `pattern`
    (kind, ink) lays a pattern on its face."""
    surface, border, radius = card_frame(w, h, rgb)
    if pattern is not None:
        face = (border, border, w - 2 * border, h - 2 * border)
        patterned(surface, face, pattern[0], (*pattern[1], 255), max(1, radius - 2))
    return surface


def colour_pattern(cat: Catalog, colour: str, ink: RGB) -> tuple[str, RGB]:
    """Returns the colour-blind look's pattern of a colour, drawn in `ink`."""
    return pattern_for(cat.colour_ids.index(colour)), ink


def colour_shape(symbol: str, size: int, colour: RGB, cb: bool) -> pygame.Surface:
    """Returns a colour's shape; in the colour-blind look a third bigger, with an ink rim."""
    return bold_icon(symbol, int(size * 1.3), colour, INK) if cb else icon(symbol, size, colour)


@colour_aware
def arm_card(cat: Catalog, colour: str, arms: int, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns an arm card: its colour, the number of arms big in the corner, its shape, and its tentacles.

    `cb` (colour-blind look): the colour's pattern on the face and a bigger, rimmed shape.
    """
    rgb, _, symbol = shade(cat, colour)
    surface = _plate(w, h, rgb, colour_pattern(cat, colour, mix(rgb, INK, 0.3)) if cb else None)
    if w >= h * 0.9:  # square: a tile (many arm cards on one octopus, or another player's octopus)
        return arm_tile(surface, symbol, arms, tentacle_fill(rgb), cb)
    surface.blit(arm_tentacles(arms, w, h, tentacle_fill(rgb)), (0, 0))  # as many tentacles as arms
    size = max(20, int(min(w * 0.62, h * 0.36)))
    number = outlined(str(arms), size, WHITE, INK)
    pad = max(2, w // 16)
    surface.blit(number, (pad, pad - size // 10))
    shape = colour_shape(symbol, max(12, int(size * 0.55)), WHITE, cb)
    x = pad + (number.get_width() - shape.get_width()) // 2
    surface.blit(shape, (max(1, x), pad + int(size * 1.02)))
    return surface


def arm_tile(surface: pygame.Surface, symbol: str, arms: int, fill: RGB, cb: bool) -> pygame.Surface:
    """Draws a small arm card as a tile: the number big on the left, the shape top right and a tentacle of
    `fill` curling up in the lower right, readable from across the table (another player's octopuses) at
    1280×720."""
    w, h = surface.get_size()
    surface.blit(tile_tentacle(min(w, h), fill), ((w - min(w, h)) // 2, h - min(w, h)))
    number = outlined(str(arms), int(h * 0.68), WHITE, INK)
    # The colour-blind look's rimmed shape is a third bigger: a smaller size keeps it inside the tile.
    shape = colour_shape(symbol, int(h * (0.3 if cb else 0.36)), WHITE, cb)
    surface.blit(number, (max(1, w // 2 - number.get_width() + 2), (h - number.get_height()) // 2))
    surface.blit(shape, (int(w * 0.52), int(h * 0.08)))
    return surface


def octopus_face(size: int, body: RGB, symbol: str | None, cb: bool = False) -> pygame.Surface:
    """Returns an octopus's head with its face (octo_art.octopus_head) and its colour's shape on the
    forehead (`cb`: bigger and rimmed)."""
    surface = octopus_head(size, body).copy()
    if symbol:
        shape = colour_shape(symbol, max(12, int(size * 0.2)), WHITE, cb)
        blit_centred(surface, shape, (size // 2, int(size * 0.25)))
    return surface


@colour_aware
def head_card(cat: Catalog, colour: str, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a head card: a pale card of its colour with the octopus's head and its colour's name.

    `cb` (colour-blind look): the colour's pattern around the head and a bigger, rimmed shape on it.
    """
    return _head(cat, colour, w, h, cb, 0)


def _head(cat: Catalog, colour: str, w: int, h: int, cb: bool, top: int) -> pygame.Surface:
    """Returns a head card, its octopus drawn below `top` px left free (for a word over it)."""
    rgb, name, symbol = shade(cat, colour)
    pale = mix(rgb, WHITE, 0.72)
    surface = _plate(w, h, pale, colour_pattern(cat, colour, mix(pale, rgb, 0.55)) if cb else None)
    # A band of the colour itself at the foot of the card, with the colour's name on it when tall enough.
    border = card_border(w)
    band = max(26, h // 4) if h >= 100 else max(3, h // 12)
    radius = max(1, card_radius(w) - 2)
    foot = pygame.Rect(border, h - border - band, w - 2 * border, band)
    pygame.draw.rect(surface, rgb, foot, border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    size = int(min(w * 0.86, (h - band - top) * (0.84 if h >= 100 else 0.9)))
    at = (w // 2, top + int(size * 0.52) + max(2, h // 40))
    blit_centred(surface, octopus_face(size, rgb, symbol, cb), at)
    if h >= 100:
        words = text(name, max(20, min(26, w // 5)), ink_on(rgb), True)
        blit_centred(surface, words, foot.center)
    return surface


def card_back(w: int, h: int, head: bool = False) -> pygame.Surface:
    """Returns a card back, the same for every card of its deck and showing no face: navy with bubbles and
    a gold tentacle rolled in a ring for arm cards; sea blue with a ring and a gold '?' for heads."""
    surface, border, radius = card_frame(w, h, SEA if head else NAVY)
    inner = pygame.Surface((w - 2 * border, h - 2 * border), pygame.SRCALPHA)
    step = max(8, w // 6)
    for row, y in enumerate(range(step // 2, h, step)):
        for x in range((row % 2) * step // 2, w, step):
            pygame.draw.circle(inner, mix(SEA if head else NAVY, WHITE, 0.16), (x, y), max(2, step // 4), 1)
    inner.blit(rounded(inner.get_size(), WHITE, radius=max(1, radius - 2)), (0, 0), special_flags=BLEND_MIN)
    surface.blit(inner, (border, border))
    size = int(min(w * 0.8, h * 0.62))
    if head:
        blit_centred(surface, back_emblem(size, GOLD, False), (w // 2, h // 2))
        blit_centred(surface, outlined("?", max(16, int(size * 0.5)), GOLD, INK), (w // 2, h // 2))
    else:
        blit_centred(surface, back_emblem(size, GOLD), (w // 2, h // 2))
    return surface


@colour_aware
def secret_card(cat: Catalog, colour: str | None, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns the secret colour card: face up for its owner (and at the end), a '?' back otherwise."""
    if colour is None:
        return card_back(w, h, head=True)
    surface = _head(cat, colour, w, h, cb, 30)
    ribbon = rounded((w - 8, 30), (*INK, 220), radius=8)
    blit_centred(ribbon, text("SECRET", 20, GOLD, True), (ribbon.get_width() // 2, 15))
    surface.blit(ribbon, (4, 4))
    return surface


def chip(value: int, size: int) -> pygame.Surface:
    """Returns a baby octopus chip: a small octopus with '+1' (front, blue) or '+2' (back, gold)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    fill = (70, 150, 235) if value == 1 else (245, 185, 60)
    pygame.draw.circle(surface, WHITE, (c, c), c)
    pygame.draw.circle(surface, fill, (c, c), c - 3)
    baby = octopus_head(int(size * 0.62), mix(fill, WHITE, 0.55), False)
    blit_centred(surface, baby, (c, int(size * 0.34)))
    blit_centred(surface, outlined(f"+{value}", max(18, int(size * 0.36)), WHITE, INK), (c, int(size * 0.72)))
    return surface


def lock_badge(size: int) -> pygame.Surface:
    """Returns the blocked marker: a gold disc with a padlock, the word 'Blocked' under it."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surface, INK, (c, c), c)
    pygame.draw.circle(surface, GOLD, (c, c), c - 2)
    blit_centred(surface, icon("lock", int(size * 0.62), WHITE), (c, c))
    return captioned(surface, "Blocked", max(14, size // 2))


def pill(words: str, fill: RGB, size: int = 22, ink: RGB | None = None) -> pygame.Surface:
    """Returns a short label on a rounded coloured plate."""
    face = text(words, size, ink or (INK if sum(fill) > 450 else WHITE), True)
    plate = rounded((face.get_width() + 18, face.get_height() + 2), fill, radius=(face.get_height() + 2) // 2)
    blit_centred(plate, face, (plate.get_width() // 2, plate.get_height() // 2))
    return plate


def fitting_size(lines: list[str], width: int, largest: int = 22, smallest: int = 14) -> int:
    """Returns the largest bold text size at which every line fits `width` (a narrow swap gap shrinks it)."""
    size = largest
    while size > smallest and max(text(line, size, WHITE, True).get_width() for line in lines) > width:
        size -= 1
    return size


def empty_spot(w: int, h: int, words: str) -> pygame.Surface:
    """Returns the outline of an empty pile or place, with a word on it."""
    surface = rounded((w, h), (255, 255, 255, 26), (200, 225, 235, 150), radius=max(6, w // 10), width=3)
    lines = words.split("\n")
    size = fitting_size(lines, w - 10)
    for i, line in enumerate(lines):
        blit_centred(surface, text(line, size, (200, 225, 235), True), (w // 2, h // 2 - 14 + 28 * i))
    return surface


@colour_aware
def shipped_pile(
    cat: Catalog, w: int, h: int, count: int, colours: tuple[str, ...], mine: bool, cb: bool = False
):
    """Returns a shipped pile: a boat, the count, and a shape per shipped octopus (one row when small)."""
    surface = rounded(
        (w, h), (14, 40, 70, 220), (120, 190, 220) if mine else (80, 130, 160), radius=12, width=3
    )
    small = h < 80
    boat = 30 if small else int(min(h * 0.5, w * 0.4))
    surface.blit(icon("boat", boat, (240, 240, 230)), (8, 4 if small else 8))
    number = text(str(count), 26 if small else 34, GOLD, True)
    if small:
        surface.blit(number, (boat + 14, 2))
    else:
        surface.blit(text("Shipped", 22, WHITE, True), (boat + 18, 8))
        surface.blit(number, (boat + 18, 34))
    dot = 18 if small else 22
    y = h - dot - 6
    x0 = boat + 14 + number.get_width() + 8 if small else 10
    for i, colour in enumerate(colours[: max(1, (w - x0 - 6) // (dot + 3))]):
        rgb, _, symbol = shade(cat, colour)
        shape = bold_icon(symbol, dot, rgb, WHITE) if cb else icon(symbol, dot, rgb)
        surface.blit(shape, (x0 + i * (dot + 3), (h - dot) // 2 if small else y))
    return surface


def fan_size(count: int, w: int, h: int) -> tuple[int, int]:
    """Returns the size of `fan(count, w, h)` without drawing it."""
    return marks.fan_size(count, w, h, counted(count, "card"))


def fan(count: int, w: int, h: int) -> pygame.Surface:
    """Returns a small fan of arm card backs (at most five) and the hand's size in words ('5 cards')."""
    return marks.fan(card_back(w, h), count, counted(count, "card"))
