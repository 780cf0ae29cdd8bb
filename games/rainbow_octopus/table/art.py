"""Rainbow Octopus pictures drawn from component data: tentacle cards, wilds, backs, slots, octopuses.

Every function is pure: the same arguments give the same picture, so a layout can name a
picture by its arguments in an Item key and let the sprite cache draw it once.
"""

from __future__ import annotations

import pygame

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.table.reef_art import (
    back_emblem,
    card_tentacle,
    empty_arm,
    octopus,
    tentacle_fill,
    wild_mark,
    wild_tentacle,
)
from games.rainbow_octopus.table.tide_art import tide_emblem
from tabletop.ui import marks
from tabletop.ui.looks import bold_icon, colour_aware, pattern_for, patterned
from tabletop.ui.marks import GOLD, RGB, WHITE, counted, ink_on, mix, outlined, shade
from tabletop.ui.sprites import INK, blit_centred, icon, rounded, text
from tabletop.ui.style import card_frame

NAVY = (22, 38, 84)
#: The Wild's face: pearl, no colour of the game's own, so every band of its arm shows on it.
PEARL = (236, 234, 244)
BLEND_MIN = pygame.BLEND_RGBA_MIN
FAN_MAX = 5  # backs drawn in a far hand; the number beside it tells the rest


def symbol_mark(symbol: str, size: int, ink: RGB, cb: bool) -> pygame.Surface:
    """Returns a colour's symbol in `ink`; in the colour-blind look a third bigger, with a contrasting rim."""
    if not cb:
        return icon(symbol, size, ink)
    return bold_icon(symbol, int(size * 1.3), ink, WHITE if ink == INK else INK)


def _corner(surface: pygame.Surface, label: str, symbol: str | None, ink: RGB, size: tuple, cb: bool) -> None:
    # The number (and symbol) sit in the top-left corner, the part a fanned hand leaves visible.
    w, h = size
    size = max(24, int(min(h * 0.3, w * 0.52)))
    number = text(label, size, ink, bold=True)
    pad = max(4, w // 16)
    surface.blit(number, (pad + 2, pad - size // 8))
    if symbol is not None and h >= 100:
        mark = symbol_mark(symbol, max(18, size // 2), ink, cb)
        x = pad + 2 + (number.get_width() - mark.get_width()) // 2
        surface.blit(mark, (max(1, x), pad + int(size * 0.95)))


@colour_aware
def tentacle_card(cat: Catalog, colour: str, arm: int, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a tentacle card: its colour, big arm number and symbol, and the colour's name.

    `cb` (colour-blind look): the colour's pattern over the face, and bigger, rimmed symbols.
    """
    rgb, name, symbol = shade(cat, colour)
    ink = ink_on(rgb)
    surface, border, radius = card_frame(w, h, rgb)
    if cb:
        kind = pattern_for(cat.colour_ids.index(colour))
        face = (border, border, w - 2 * border, h - 2 * border)
        patterned(surface, face, kind, (*mix(rgb, ink, 0.3), 255), max(1, radius - 2))
    surface.blit(card_tentacle(w, h, tentacle_fill(rgb)), (0, 0))
    _corner(surface, str(arm), symbol, ink, (w, h), cb)
    big = int(min(w * 0.4, h * 0.28)) if h >= 100 else int(w * 0.36)
    centre = (int(w * 0.42), int(h * 0.56)) if h >= 100 else (int(w * 0.38), int(h * 0.72))
    blit_centred(surface, symbol_mark(symbol, int(big * 0.88) if cb else big, ink, cb), centre)
    if h >= 150:
        blit_centred(surface, text(name, 22 if w < 130 else 24, ink, bold=True), (w // 2, h - 24))
    return surface


def wild_card(cat: Catalog, w: int, h: int) -> pygame.Surface:
    """Returns the Wild Tentacle: a tentacle card on pearl whose arm is banded in every colour of the game;
    its mark W over a small rainbow in the corner, a rainbow in the middle and WILD at the foot (any arm,
    any colour). No colour of its own: it reads the same in both looks, by its W, rainbow and bands."""
    fills = tuple(shade(cat, colour)[0] for colour in cat.colour_ids)
    surface, border, radius = card_frame(w, h, PEARL)
    surface.blit(wild_tentacle(w, h, fills), (0, 0))
    size = max(24, int(min(h * 0.3, w * 0.52)))
    pad = max(4, w // 16)
    letter = text("W", size, INK, bold=True)
    surface.blit(letter, (pad + 2, pad - size // 8))
    if h >= 100:
        mark = wild_mark(max(18, int(size * 0.8)), fills)
        x = pad + 2 + (letter.get_width() - mark.get_width()) // 2
        surface.blit(mark, (max(1, x), pad + int(size * 0.95)))
    big = int(min(w * 0.44, h * 0.3)) if h >= 100 else int(w * 0.4)
    centre = (int(w * 0.36), int(h * 0.66)) if h >= 100 else (int(w * 0.34), int(h * 0.74))
    blit_centred(surface, wild_mark(big, fills), centre)
    if h >= 150:
        blit_centred(surface, text("WILD", 22 if w < 130 else 24, INK, bold=True), (w // 2, h - 24))
    return surface


def card_back(w: int, h: int) -> pygame.Surface:
    """Returns the back of a tentacle card, the same for every card: navy with bubbles, a rainbow ring round
    a gold tentacle rolled up; no face."""
    surface, border, radius = card_frame(w, h, NAVY)
    inner = pygame.Surface((w - 2 * border, h - 2 * border), pygame.SRCALPHA)
    step = max(10, w // 6)
    for row, y in enumerate(range(step // 2, h, step)):
        for x in range((row % 2) * step // 2, w, step):
            pygame.draw.circle(inner, (44, 72, 140), (x, y), max(2, step // 4), max(1, step // 10))
    inner.blit(rounded(inner.get_size(), WHITE, radius=max(1, radius - 2)), (0, 0), special_flags=BLEND_MIN)
    surface.blit(inner, (border, border))
    blit_centred(surface, back_emblem(int(min(w * 0.84, h * 0.6)), GOLD), (w // 2, h // 2))
    return surface


def slot(arm: int, w: int, h: int, tint: RGB) -> pygame.Surface:
    """Returns an arm with no card on it: a quiet place on the felt (a faint wash of the seat's colour, a
    dashed outline, the ghost of a tentacle) with its number where a card's corner mark would be."""
    surface = empty_arm(w, h, tint).copy()
    size = max(24, int(min(h * 0.3, w * 0.52)))
    pad = max(4, w // 16)
    surface.blit(outlined(str(arm), size, mix(tint, WHITE, 0.8), INK), (pad, pad - size // 8 - 2))
    if h >= 120:
        blit_centred(surface, text("arm", 22, mix(tint, WHITE, 0.75), bold=True), (int(w * 0.4), h - 24))
    return surface


def empty_pile(w: int, h: int, words: str) -> pygame.Surface:
    """Returns the outline of a pile with no card left, with a word on it."""
    surface = rounded((w, h), (255, 255, 255, 30), (200, 225, 235, 150), radius=max(6, w // 10), width=3)
    blit_centred(surface, text(words, 24, (200, 225, 235), bold=True), (w // 2, h // 2))
    return surface


def octopus_face(size: int, body: RGB) -> pygame.Surface:
    """Returns a friendly octopus with its face and eight curling arms, `size` px square."""
    return octopus(size, body)


def token(size: int) -> pygame.Surface:
    """Returns the First Turn Token: a gold disc marked FTT."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surface, (120, 80, 10), (c, c + 2), c - 1)
    pygame.draw.circle(surface, GOLD, (c, c), c - 2)
    pygame.draw.circle(surface, (255, 236, 170), (c, c), c - 6, 2)
    blit_centred(surface, text("FTT", max(20, size // 3), INK, bold=True), (c, c))
    return surface


def chevron(direction: int, w: int, h: int) -> pygame.Surface:
    """Returns a white arrowhead pointing right (1) or left (-1): the way turns go."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    tip, back = (w - 3, 3) if direction == 1 else (3, w - 3)
    pygame.draw.polygon(surface, (*WHITE, 210), [(back, 3), (tip, h // 2), (back, h - 3)])
    return surface


def tide_back(w: int, h: int) -> pygame.Surface:
    """Returns the back of a tide card, the same for every tide: teal with a curling wave, unlike the
    tentacle backs."""
    surface, border, radius = card_frame(w, h, (24, 120, 130))
    blit_centred(surface, tide_emblem(int(min(w, h) * 0.74)), (w // 2, h // 2))
    return surface


def fan_size(count: int, w: int, h: int) -> tuple[int, int]:
    """Returns the size of `fan(count, w, h)` without drawing it."""
    return marks.fan_size(count, w, h, counted(count, "card"), FAN_MAX)


def fan(count: int, w: int, h: int) -> pygame.Surface:
    """Returns a small fan of tentacle backs (at most five, along the top) and the hand's size in words."""
    return marks.fan(card_back(w, h), count, counted(count, "card"), FAN_MAX, top=True)
