"""Rainbow Pirates card faces drawn from component data: colour cards, wilds, pirates and black cards.

Every function is pure: the same arguments give the same picture, so a layout names a picture by its
arguments in an Item key and the sprite cache draws it once. Colour is never the only cue: every colour
card carries its number and its colour's symbol in the corner a fan leaves visible.
"""

from __future__ import annotations

import math

import pygame

from games.rainbow_pirates.rules.catalog import Catalog
from games.rainbow_pirates.table.black_art import illustration
from games.rainbow_pirates.table.card_parts import corner, corner_picture, corner_size, frame, symbol_mark
from games.rainbow_pirates.table.palette import COAL, MEDALLION, PIRATE_GOLD
from games.rainbow_pirates.table.pirate_art import pirate_hat, pirate_portrait
from tabletop.ui.looks import colour_aware, pattern_for, patterned
from tabletop.ui.marks import RGB, WHITE, fit, ink_on, mix, outlined, shade
from tabletop.ui.sprites import INK, PAPER, blit_centred, font, icon, rounded, text, wrap
from tabletop.ui.style import Art, cached, ellipse


@colour_aware
def colour_card(cat: Catalog, colour: str, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a colour card: its colour, its number and symbol in the corner, a big symbol, its name."""
    rgb, name, symbol = shade(cat, colour)
    ink = ink_on(rgb)
    surface, border, radius = frame(w, h, rgb)
    if cb:
        face = (border, border, w - 2 * border, h - 2 * border)
        patterned(
            surface, face, pattern_for(cat.colours.index(colour)), (*mix(rgb, ink, 0.3), 255), radius - 2
        )
    corner(surface, str(cat.number[colour]), symbol, ink, cb)
    big = int(min(w * 0.46, h * 0.32))
    blit_centred(surface, symbol_mark(symbol, big, ink, cb), (int(w * 0.6), int(h * 0.58)))
    if h >= 150:  # not on an island's fan, where only a sliver of the name would show
        blit_centred(surface, text(name, 20, ink, bold=True), (w // 2, h - 20))
    return surface


@colour_aware
def wild_card(cat: Catalog, as_colour: str, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a wild: rainbow stripes and WILD; on an island, the colour it stands for in its corner."""
    surface, border, radius = frame(w, h, PAPER)
    _stripes(cat, surface, border, radius)
    word = outlined("WILD", max(16, int(w * 0.24)), WHITE, INK)
    if word.get_width() < w - 8 and h >= 90:
        blit_centred(surface, word, (int(w * 0.58), h // 2))
    size = corner_size(w, h)
    plate = rounded((int(size * 1.15), int(size * 1.15) + (size if as_colour else 0)), PAPER, radius=6)
    surface.blit(plate, (2, 2))
    corner(surface, "W", None, INK, cb)
    if as_colour:
        rgb, _, symbol = shade(cat, as_colour)
        surface.blit(_number_disc(cat, as_colour, size), (max(3, w // 16), int(size * 1.05)))
        if h >= 90:
            blit_centred(surface, _symbol_spot(symbol, size, rgb, cb), (int(w * 0.62), int(h * 0.78)))
    return surface


def _stripes(cat: Catalog, surface: pygame.Surface, border: int, radius: int) -> None:
    """Draws the wild's rainbow: a band of every colour, top to bottom, inside its rim."""
    w, h = surface.get_size()
    stripes = pygame.Surface((w - 2 * border, h - 2 * border), pygame.SRCALPHA)
    band = stripes.get_height() / len(cat.colours)
    for i, colour in enumerate(cat.colours):
        stripes.fill(shade(cat, colour)[0], (0, int(i * band), stripes.get_width(), math.ceil(band) + 1))
    mask = rounded(stripes.get_size(), WHITE, radius=max(1, radius - 2))
    stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(stripes, (border, border))


def _number_disc(cat: Catalog, colour: str, size: int) -> pygame.Surface:
    """Returns the number of the colour a wild stands for, on a disc of that colour."""
    rgb = shade(cat, colour)[0]
    disc = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(disc, rgb, (size // 2, size // 2), size // 2)
    pygame.draw.circle(disc, INK, (size // 2, size // 2), size // 2, 2)
    blit_centred(
        disc, text(str(cat.number[colour]), int(size * 0.7), ink_on(rgb), True), (size // 2, size // 2)
    )
    return disc


def _symbol_spot(symbol: str, size: int, rgb: RGB, cb: bool) -> pygame.Surface:
    """Returns the symbol of the colour a wild stands for, on a round spot of that colour."""
    mark = symbol_mark(symbol, max(18, size * 3 // 4), ink_on(rgb), cb)
    spot = pygame.Surface((mark.get_width() + 10, mark.get_height() + 10), pygame.SRCALPHA)
    pygame.draw.circle(spot, rgb, (spot.get_width() // 2, spot.get_height() // 2), spot.get_width() // 2)
    blit_centred(spot, mark, (spot.get_width() // 2, spot.get_height() // 2))
    return spot


def pirate_card(cat: Catalog, name: str, w: int, h: int) -> pygame.Surface:
    """Returns a Rainbow Pirate: its portrait on gold rays, a rainbow sash, the rainbow-banded hat in its
    corner, its name and its 5 points."""
    surface, border, radius = frame(w, h, PIRATE_GOLD)
    _rays(surface, border, radius)
    band = max(3, h // 40)
    for i, colour in enumerate(cat.colours):
        y = int(h * 0.7) + i * band
        pygame.draw.line(surface, shade(cat, colour)[0], (border, y + w // 3), (w - border, y - w // 3), band)
    index = list(cat.pirate_names.values()).index(name) if name in cat.pirate_names.values() else 0
    size = int(min(w * 0.86, h * 0.58))
    blit_centred(surface, pirate_portrait(index, size), (w // 2 + w // 16, int(h * 0.4)))
    pad = max(3, w // 16)
    surface.blit(pirate_hat(corner_size(w, h), COAL), (pad - 1, pad))
    if h >= 150:
        size = next((n for n in (20, 18, 17, 16, 15, 14, 13) if font(n, True).size(name)[0] <= w - 6), 13)
        size = min(size, 18 if w < 130 else 20)
        blit_centred(surface, outlined(fit(name, size, w - 6), size, WHITE, INK), (w // 2, h - 22))
        blit_centred(surface, outlined("5 points", 16, WHITE, INK), (w // 2, h - 46))
    return surface


def _rays(surface: pygame.Surface, border: int, radius: int) -> None:
    """Draws soft lighter rays from the middle of a pirate card's face, inside its rim."""
    w, h = surface.get_size()
    rays = pygame.Surface((w - 2 * border, h - 2 * border), pygame.SRCALPHA)
    cx, cy = rays.get_width() / 2, rays.get_height() * 0.42
    reach = w + h
    for k in range(12):
        t = 2 * math.pi * k / 12
        pygame.draw.polygon(
            rays,
            (255, 240, 190, 90),
            [
                (cx, cy),
                (cx + reach * math.cos(t), cy + reach * math.sin(t)),
                (cx + reach * math.cos(t + 0.26), cy + reach * math.sin(t + 0.26)),
            ],
        )
    mask = rounded(rays.get_size(), WHITE, radius=max(1, radius - 2))
    rays.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(rays, (border, border))


@colour_aware
def black_card(cat: Catalog, kind: str, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a black card: its kind's picture in a round window, the same picture small in its corner
    over the loved colour's symbol, the loved colour's heart (with its symbol) top right, its name."""
    spec = next(b for b in cat.content.black_cards if b.id == kind)
    surface, border, _ = frame(w, h, COAL)
    loved = shade(cat, spec.loves) if spec.loves else None
    window, centre = _window(kind, w, h)
    blit_centred(surface, window, centre)
    small = max(16, int(corner_size(w, h) * 0.7))
    rgb = loved[0] if loved else WHITE
    corner_picture(surface, illustration(kind, small), loved[2] if loved else None, rgb, cb)
    if loved is not None:
        heart = max(18, int(min(w * 0.3, h * 0.2)))
        spot = (w - border - heart // 2 - 2, border + heart // 2 + 2)
        blit_centred(surface, icon("heart", heart + 4, INK), spot)
        blit_centred(surface, icon("heart", heart, loved[0]), spot)
        blit_centred(surface, symbol_mark(loved[2], heart // 2, ink_on(loved[0]), cb), (spot[0], spot[1] - 1))
    if h >= 150:
        size, lines = name_lines(spec.name, name_room(w, border))
        for i, line in enumerate(lines):
            blit_centred(surface, text(line, size, WHITE, True), (w // 2, h - 16 - 18 * (len(lines) - 1 - i)))
    return surface


def _window(kind: str, w: int, h: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """Returns a black card's round window with its kind's picture in it, and where its centre goes."""
    r = int(min(w * 0.38, h * 0.27))
    return windowed(kind, r), (w // 2 + w // 20, int(h * 0.47))


@cached
def windowed(kind: str, r: int) -> pygame.Surface:
    """Returns black card `kind`'s picture in a round window of radius `r`: a dark disc ringed in gold, the
    picture cut to the disc (a porthole)."""
    size = 2 * r + 2
    art = Art((size, size))
    art.circle((50, 50), 48, MEDALLION, outline=None, shade=0.3)
    surface = art.picture()
    picture = illustration(kind, int(r * 1.9)).copy()
    mask = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (picture.get_width() / 2, picture.get_height() / 2), r - 1)
    picture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    blit_centred(surface, picture, (size // 2, size // 2))
    ring = Art((size, size))
    ring.shape(ellipse(50, 50, 48, 48), (0, 0, 0, 0), outline=PIRATE_GOLD, weight=1.4, shade=0)
    surface.blit(ring.picture(), (0, 0))
    return surface


def name_room(w: int, border: int) -> int:
    """Returns the width a black card's name may take: inside the rim, with a little air ('Treasure Map'
    ran over the rim of a hand card)."""
    return w - 2 * border - 6


def name_lines(name: str, width: int, sizes=(17, 16, 15, 14, 13)) -> tuple[int, list[str]]:
    """Returns the largest of `sizes` at which a black card's name fits `width` in at most two lines, and
    its lines ('Beachcomber' was cut to 'Beachco…' on a face-up card); the smallest, cut short, if none."""
    for size in sizes:
        lines = wrap(name, size, width, bold=True)
        if len(lines) <= 2 and all(font(size, True).size(line)[0] <= width for line in lines):
            return size, lines
    return sizes[-1], [fit(line, sizes[-1], width) for line in wrap(name, sizes[-1], width, bold=True)[:2]]
