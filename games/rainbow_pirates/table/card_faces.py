"""Rainbow Pirates card faces drawn from component data: colour cards, wilds, pirates and black cards.

Every function is pure: the same arguments give the same picture, so a layout names a picture by its
arguments in an Item key and the sprite cache draws it once. Colour is never the only cue: every colour
card carries its number and its colour's symbol in the corner a fan leaves visible.
"""

from __future__ import annotations

import math

import pygame

from games.rainbow_pirates.rules.catalog import Catalog
from games.rainbow_pirates.table.card_parts import corner, corner_size, frame, pirate_hat, symbol_mark
from games.rainbow_pirates.table.palette import COAL, PIRATE_GOLD
from tabletop.ui.looks import colour_aware, pattern_for, patterned
from tabletop.ui.marks import RGB, WHITE, fit, ink_on, mix, outlined, shade
from tabletop.ui.sprites import INK, PAPER, blit_centred, font, icon, rounded, text, wrap


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
    """Returns a Rainbow Pirate: gold with a rainbow sash, a hat, its name and its 5 points."""
    surface, border, radius = frame(w, h, PIRATE_GOLD)
    band = max(3, h // 40)
    for i, colour in enumerate(cat.colours):
        y = int(h * 0.62) + i * band
        pygame.draw.line(surface, shade(cat, colour)[0], (border, y + w // 3), (w - border, y - w // 3), band)
    corner(surface, "P", None, INK, False)
    blit_centred(surface, pirate_hat(int(w * 0.62), COAL), (int(w * 0.6), int(h * 0.4)))
    if h >= 150:
        size = next((n for n in (20, 18, 17, 16, 15, 14, 13) if font(n, True).size(name)[0] <= w - 6), 13)
        size = min(size, 18 if w < 130 else 20)
        blit_centred(surface, outlined(fit(name, size, w - 6), size, WHITE, INK), (w // 2, h - 22))
        blit_centred(surface, outlined("5 points", 16, WHITE, INK), (w // 2, h - 46))
    return surface


def black_abbrev(name: str, others: tuple[str, ...] = ()) -> str:
    """Returns a black card's corner letters: 'Pickpocket Parrot' -> 'PP', 'Spyglass' -> 'Sp'; a one-word
    name whose first two letters another of `others` shares takes its first consonant after the first
    letter instead: 'Cannon' -> 'Cn', 'Captain' -> 'Cp' (never two kinds with the same letters)."""
    words = name.split()
    if len(words) > 1:
        return "".join(x[0] for x in words[:2])
    if not any(o != name and o[:2].lower() == name[:2].lower() for o in others):
        return name[:2]
    return name[0] + next((c for c in name[1:] if c.lower() not in "aeiou"), name[1])


@colour_aware
def black_card(cat: Catalog, kind: str, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a black card: its letters, the loved colour's symbol on a heart, its name and effect."""
    spec = next(b for b in cat.content.black_cards if b.id == kind)
    surface, border, _ = frame(w, h, COAL)
    room = name_room(w, border)
    loved = shade(cat, spec.loves) if spec.loves else None
    letters = black_abbrev(spec.name, tuple(b.name for b in cat.content.black_cards))
    corner(surface, letters, loved[2] if loved else None, WHITE, cb, loved[0] if loved else None, small=True)
    heart = int(min(w * 0.42, h * 0.3))
    centre = (int(w * 0.62), int(h * 0.5))
    if loved is not None:
        blit_centred(surface, icon("heart", heart, loved[0]), centre)
        blit_centred(
            surface, symbol_mark(loved[2], heart // 2, ink_on(loved[0]), cb), (centre[0], centre[1] - 1)
        )
    else:
        pygame.draw.circle(surface, (120, 120, 140), centre, heart // 2, 3)
    if h >= 150:
        size, lines = name_lines(spec.name, room)
        for i, line in enumerate(lines):
            blit_centred(surface, text(line, size, WHITE, True), (w // 2, h - 16 - 18 * (len(lines) - 1 - i)))
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
