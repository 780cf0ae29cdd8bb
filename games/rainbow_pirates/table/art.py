"""Rainbow Pirates pictures drawn from component data: colour cards, wilds, pirates, black cards, backs,
group mats, spots and panels.

Every function is pure: the same arguments give the same picture, so a layout names a picture by its
arguments in an Item key and the sprite cache draws it once. Colour is never the only cue: every colour
card carries its number and its colour's symbol in the corner a fan leaves visible.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from games.rainbow_pirates.rules.catalog import Catalog
from tabletop.ui.looks import bold_icon, colour_aware, pattern_for, patterned
from tabletop.ui.marks import GOLD, RGB, WHITE, fit, hex_rgb, mix, outlined
from tabletop.ui.sprites import INK, PAPER, blit_centred, font, icon, rounded, text, wrap

NAVY = (20, 34, 74)
COAL = (34, 34, 42)
PIRATE_GOLD = (246, 196, 70)
OK_GREEN = (96, 214, 120)
BAD_RED = (255, 120, 110)
PANEL = (8, 30, 44, 200)
PANEL_EDGE = (120, 190, 210)
ACTING = (255, 196, 64)


@lru_cache(maxsize=16)
def shade(cat: Catalog, colour: str) -> tuple[RGB, str, str]:
    """Returns a colour's RGB, player-facing name and symbol icon name."""
    found = next(c for c in cat.content.colours if c.id == colour)
    return hex_rgb(found.hex), found.name, found.symbol


def ink_on(rgb: RGB) -> RGB:
    """Returns dark ink on light fills and white on dark ones, so text stays readable."""
    return INK if 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 165 else WHITE


def symbol_mark(symbol: str, size: int, ink: RGB, cb: bool) -> pygame.Surface:
    """Returns a colour's symbol in `ink`; in the colour-blind look bigger, with a contrasting rim."""
    if not cb:
        return icon(symbol, size, ink)
    return bold_icon(symbol, int(size * 1.2), ink, WHITE if ink == INK else INK)


def corner_size(w: int, h: int) -> int:
    """Returns the text size of a card's corner mark (the part a fan leaves visible)."""
    return max(22, int(min(h * 0.3, w * 0.5)))


def _corner(
    surface: pygame.Surface, label: str, symbol: str | None, ink: RGB, cb: bool, rgb=None, small=False
) -> None:
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


def _frame(w: int, h: int, fill: RGB) -> tuple[pygame.Surface, int, int]:
    radius = max(5, w // 10)
    surface = rounded((w, h), PAPER, radius=radius)
    border = max(2, w // 24)
    surface.blit(rounded((w - 2 * border, h - 2 * border), fill, radius=radius - 2), (border, border))
    return surface, border, radius


@colour_aware
def colour_card(cat: Catalog, colour: str, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a colour card: its colour, its number and symbol in the corner, a big symbol, its name."""
    rgb, name, symbol = shade(cat, colour)
    ink = ink_on(rgb)
    surface, border, radius = _frame(w, h, rgb)
    if cb:
        face = (border, border, w - 2 * border, h - 2 * border)
        patterned(
            surface, face, pattern_for(cat.colours.index(colour)), (*mix(rgb, ink, 0.3), 255), radius - 2
        )
    _corner(surface, str(cat.number[colour]), symbol, ink, cb)
    big = int(min(w * 0.46, h * 0.32))
    blit_centred(surface, symbol_mark(symbol, big, ink, cb), (int(w * 0.6), int(h * 0.58)))
    if h >= 150:  # not on an island's fan, where only a sliver of the name would show
        blit_centred(surface, text(name, 20, ink, bold=True), (w // 2, h - 20))
    return surface


def _stripes(cat: Catalog, surface: pygame.Surface, border: int, radius: int) -> None:
    w, h = surface.get_size()
    stripes = pygame.Surface((w - 2 * border, h - 2 * border), pygame.SRCALPHA)
    band = stripes.get_height() / len(cat.colours)
    for i, colour in enumerate(cat.colours):
        stripes.fill(shade(cat, colour)[0], (0, int(i * band), stripes.get_width(), math.ceil(band) + 1))
    mask = rounded(stripes.get_size(), WHITE, radius=max(1, radius - 2))
    stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(stripes, (border, border))


@colour_aware
def wild_card(cat: Catalog, as_colour: str, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a wild: rainbow stripes and WILD; on an island, the colour it stands for in its corner."""
    surface, border, radius = _frame(w, h, PAPER)
    _stripes(cat, surface, border, radius)
    word = outlined("WILD", max(16, int(w * 0.24)), WHITE, INK)
    if word.get_width() < w - 8 and h >= 90:
        blit_centred(surface, word, (int(w * 0.58), h // 2))
    size = corner_size(w, h)
    plate = rounded((int(size * 1.15), int(size * 1.15) + (size if as_colour else 0)), PAPER, radius=6)
    surface.blit(plate, (2, 2))
    _corner(surface, "W", None, INK, cb)
    if as_colour:
        rgb, _, symbol = shade(cat, as_colour)
        disc = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(disc, rgb, (size // 2, size // 2), size // 2)
        pygame.draw.circle(disc, INK, (size // 2, size // 2), size // 2, 2)
        blit_centred(
            disc, text(str(cat.number[as_colour]), int(size * 0.7), ink_on(rgb), True), (size // 2, size // 2)
        )
        surface.blit(disc, (max(3, w // 16), int(size * 1.05)))
        if h >= 90:
            mark = symbol_mark(symbol, max(18, size * 3 // 4), ink_on(rgb), cb)
            spot = pygame.Surface((mark.get_width() + 10, mark.get_height() + 10), pygame.SRCALPHA)
            pygame.draw.circle(
                spot, rgb, (spot.get_width() // 2, spot.get_height() // 2), spot.get_width() // 2
            )
            blit_centred(spot, mark, (spot.get_width() // 2, spot.get_height() // 2))
            blit_centred(surface, spot, (int(w * 0.62), int(h * 0.78)))
    return surface


def pirate_hat(size: int, fill: RGB) -> pygame.Surface:
    """Returns a tricorn hat with a little skull-white band: the Rainbow Pirates' mark."""
    surface = pygame.Surface((size, int(size * 0.7)), pygame.SRCALPHA)
    s = size
    pygame.draw.polygon(
        surface,
        fill,
        [
            (0, s * 0.55),
            (s * 0.25, s * 0.1),
            (s * 0.5, s * 0.28),
            (s * 0.75, s * 0.1),
            (s, s * 0.55),
            (s * 0.5, s * 0.42),
        ],
    )
    pygame.draw.circle(surface, WHITE, (s // 2, int(s * 0.3)), max(2, s // 9))
    pygame.draw.circle(surface, fill, (s // 2 - max(1, s // 30), int(s * 0.29)), max(1, s // 40))
    pygame.draw.circle(surface, fill, (s // 2 + max(1, s // 30), int(s * 0.29)), max(1, s // 40))
    return surface


def pirate_card(cat: Catalog, name: str, w: int, h: int) -> pygame.Surface:
    """Returns a Rainbow Pirate: gold with a rainbow sash, a hat, its name and its 5 points."""
    surface, border, radius = _frame(w, h, PIRATE_GOLD)
    band = max(3, h // 40)
    for i, colour in enumerate(cat.colours):
        y = int(h * 0.62) + i * band
        pygame.draw.line(surface, shade(cat, colour)[0], (border, y + w // 3), (w - border, y - w // 3), band)
    _corner(surface, "P", None, INK, False)
    blit_centred(surface, pirate_hat(int(w * 0.62), COAL), (int(w * 0.6), int(h * 0.4)))
    if h >= 150:
        blit_centred(surface, outlined(name, 18 if w < 130 else 20, WHITE, INK), (w // 2, h - 22))
        blit_centred(surface, outlined("5 points", 16, WHITE, INK), (w // 2, h - 46))
    return surface


def black_abbrev(name: str) -> str:
    """Returns a black card's corner letters: 'Pickpocket Parrot' -> 'PP', 'Cannon' -> 'Ca'."""
    words = name.split()
    return "".join(x[0] for x in words[:2]) if len(words) > 1 else name[:2]


@colour_aware
def black_card(cat: Catalog, kind: str, w: int, h: int, cb: bool = False) -> pygame.Surface:
    """Returns a black card: its letters, the loved colour's symbol on a heart, its name and effect."""
    spec = next(b for b in cat.content.black_cards if b.id == kind)
    surface, border, _ = _frame(w, h, COAL)
    loved = shade(cat, spec.loves) if spec.loves else None
    letters = black_abbrev(spec.name)
    _corner(surface, letters, loved[2] if loved else None, WHITE, cb, loved[0] if loved else None, small=True)
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
        lines = [fit(line, 17, w - 10) for line in wrap(spec.name, 17, w - 12, bold=True)[:2]]
        for i, line in enumerate(lines):
            blit_centred(surface, text(line, 17, WHITE, True), (w // 2, h - 16 - 18 * (len(lines) - 1 - i)))
    return surface


def card_back(w: int, h: int) -> pygame.Surface:
    """Returns the back of a card: navy with a rainbow arc and a pirate hat."""
    surface, border, radius = _frame(w, h, NAVY)
    c = (w // 2, int(h * 0.62))
    colours = (
        (229, 57, 53),
        (245, 124, 0),
        (253, 216, 53),
        (67, 160, 71),
        (30, 136, 229),
        (142, 36, 170),
        (236, 64, 122),
    )
    r = int(w * 0.38)
    step = max(2, w // 28)
    for i, rgb in enumerate(colours):
        rect = pygame.Rect(0, 0, 2 * (r - i * step), 2 * (r - i * step))
        rect.center = c
        pygame.draw.arc(surface, rgb, rect, 0, math.pi, step)
    blit_centred(surface, pirate_hat(int(w * 0.42), GOLD), (w // 2, int(h * 0.36)))
    return surface


def spot(w: int, h: int, words: str, rgb: RGB) -> pygame.Surface:
    """Returns a dashed empty place with words on it (the new group spot, an empty pile)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    surface.blit(rounded((w, h), (*rgb, 28), None, radius=10), (0, 0))
    edge = (*mix(rgb, WHITE, 0.3), 190)
    dash = 14
    for x in range(8, w - 8, dash * 2):
        pygame.draw.line(surface, edge, (x, 1), (min(x + dash, w - 8), 1), 3)
        pygame.draw.line(surface, edge, (x, h - 2), (min(x + dash, w - 8), h - 2), 3)
    for y in range(8, h - 8, dash * 2):
        pygame.draw.line(surface, edge, (1, y), (1, min(y + dash, h - 8)), 3)
        pygame.draw.line(surface, edge, (w - 2, y), (w - 2, min(y + dash, h - 8)), 3)
    size = 22 if w >= 120 else 18
    lines = [line for part in words.split("\n") for line in wrap(part, size, w - 12, True)]
    top = h // 2 - (len(lines) * (size + 4)) // 2
    for i, line in enumerate(lines):
        blit_centred(
            surface,
            text(line, size, mix(rgb, WHITE, 0.6), True),
            (w // 2, top + i * (size + 4) + size // 2 + 2),
        )
    return surface


def mat(w: int, h: int, state: str) -> pygame.Surface:
    """Returns the mat under a group: faint when complete, red-edged when not ('ok', 'bad', 'new')."""
    edge = {"ok": (150, 210, 225, 120), "bad": (*BAD_RED, 230), "new": (*GOLD, 230)}[state]
    fill = {"ok": (255, 255, 255, 22), "bad": (255, 90, 80, 40), "new": (255, 206, 84, 36)}[state]
    return rounded((w, h), fill, edge, radius=8, width=2 if state == "ok" else 3)


def panel(w: int, h: int, rgb: RGB, acting: bool) -> pygame.Surface:
    """Returns a seat's panel: dark glass with a band of the seat's colour, gold-edged while it acts."""
    surface = rounded(
        (w, h), PANEL, (*ACTING, 255) if acting else (*PANEL_EDGE, 120), radius=12, width=3 if acting else 2
    )
    pygame.draw.rect(surface, rgb, (3, 3, 8, h - 6), border_radius=4)
    return surface


def plain_panel(w: int, h: int, title: str, lines: tuple[str, ...]) -> pygame.Surface:
    """Returns a panel with a title and wrapped lines of text."""
    surface = rounded((w, h), PANEL, (*PANEL_EDGE, 160), radius=12, width=2)
    surface.blit(text(title, 28, GOLD, True), (18, 12))
    y = 54
    for line in lines:
        for part in wrap(line, 22, w - 36):
            surface.blit(text(part, 22, WHITE), (18, y))
            y += 28
    return surface


def caption(words: str, size: int, colour: RGB = WHITE, bold: bool = True) -> pygame.Surface:
    """Returns a line of table text."""
    return text(words, size, colour, bold)


def pill(words: str, fill: RGB, size: int = 20) -> pygame.Surface:
    """Returns words on a rounded pill (an acting marker, a group's kind)."""
    face = text(words, size, ink_on(fill), True)
    surface = rounded(
        (face.get_width() + 18, face.get_height() + 4), fill, radius=(face.get_height() + 4) // 2
    )
    surface.blit(face, (9, 2))
    return surface


def fan(count: int, w: int, h: int, shown_most: int = 5) -> pygame.Surface:
    """Returns a small fan of card backs (a hand seen from across the table) with its count."""
    shown = min(count, shown_most)
    step = max(4, w // 3)
    label = text(f"{count}", 24, WHITE, bold=True)
    width = w + step * max(0, shown - 1) + 8 + label.get_width()
    surface = pygame.Surface((width, h), pygame.SRCALPHA)
    back = card_back(w, h)
    for i in range(shown):
        surface.blit(back, (i * step, 0))
    if shown == 0:
        pygame.draw.rect(surface, (*WHITE, 110), (0, 0, w, h), 2, border_radius=max(4, w // 8))
    surface.blit(label, (width - label.get_width(), (h - label.get_height()) // 2))
    return surface


def fan_width(count: int, w: int, shown_most: int = 5) -> int:
    """Returns the width of `fan(count, w, h)` without drawing it."""
    shown = min(count, shown_most)
    return w + max(4, w // 3) * max(0, shown - 1) + 8 + font(24, True).size(str(count))[0]
