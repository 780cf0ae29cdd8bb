"""Oct8 panels: seat frames, the turn's steps, the exchange under way and the news of the turn.

Pure drawing from plain arguments (names, colours, words), so each picture can be keyed by them.
"""

from __future__ import annotations

import pygame

from games.oct8.rules.catalog import Catalog
from games.oct8.table.art import GOLD, WHITE, outlined
from tabletop.ui.looks import bold_icon, colour_aware
from tabletop.ui.marks import badge, mark, shade
from tabletop.ui.sprites import INK, blit_centred, icon, rounded, text, wrap

PANEL = (12, 34, 56, 205)
EDGE = (60, 110, 140)
MUTED = (190, 220, 232)
ACTING = (255, 255, 255)


def frame(w: int, h: int, rgb, acting: bool) -> pygame.Surface:
    """Returns a seat's panel: its colour as the edge; the acting seat gets a thick white frame."""
    surface = rounded((w, h), PANEL, rgb, radius=18, width=4)
    if acting:
        pygame.draw.rect(surface, ACTING, surface.get_rect(), 7, border_radius=18)
        pygame.draw.rect(surface, rgb, surface.get_rect().inflate(-14, -14), 3, border_radius=12)
    return surface


@colour_aware
def seat_frame(
    w: int, h: int, seat: tuple, acting: str, name_room: int, plate: bool = True, cb: bool = False
) -> pygame.Surface:
    """Returns a seat's panel with its badge, its name cut to `name_room` pixels and, when deciding, the
    thick frame and the acting word on a plate after the name (`plate` False: no room for it)."""
    name, rgb, symbol = seat
    surface = frame(w, h, rgb, bool(acting))
    surface.blit(badge(symbol, rgb, 36, cb), (12, 10))
    face = text(name, 28, WHITE, True)
    if face.get_width() > name_room:
        face = face.subsurface((0, 0, max(1, name_room), face.get_height()))
    surface.blit(face, (56, 10))
    if acting and plate:
        plate = rounded((text(acting, 20, INK, True).get_width() + 18, 26), ACTING, radius=13)
        blit_centred(plate, text(acting, 20, INK, True), (plate.get_width() // 2, 13))
        surface.blit(plate, (56 + face.get_width() + 12, 14))
    return surface


def steps_panel(w: int, h: int, title: str, lines: tuple[tuple[str, str], ...]) -> pygame.Surface:
    """Returns the turn's steps: each marked done, now, next, or an action's number (an indented hint)."""
    surface = rounded((w, h), PANEL, EDGE, radius=16, width=2)
    surface.blit(text(title, 26, GOLD, True), (16, 8))
    y = 46
    for kind, words in lines:
        hint = kind.isdigit()
        size = 22
        x = 72 if hint else 44
        surface.blit(mark(kind, 22), (44 if hint else 14, y + 4))
        colour = WHITE if kind == "now" else (200, 230, 240) if hint else MUTED
        face = text(fit_words(words, size, w - x - 10, kind == "now"), size, colour, kind == "now")
        surface.blit(face, (x, y))
        y += 32 if not hint else 29
    return surface


def fit_words(words: str, size: int, width: int, bold: bool) -> str:
    """Returns the words cut short with an ellipsis if wider than `width` pixels."""
    if text(words, size, WHITE, bold).get_width() <= width:
        return words
    while words and text(words + "…", size, WHITE, bold).get_width() > width:
        words = words[:-1]
    return words.rstrip() + "…"


def exchange_panel(w: int, h: int, title: str, total: str, hint: str, tray: bool) -> pygame.Surface:
    """Returns the exchange under way: its name, the running total big (left of a card set aside), and
    what to do next."""
    surface = rounded((w, h), PANEL, GOLD, radius=16, width=3)
    surface.blit(text(title, 26, GOLD, True), (16, 10))
    number = outlined(total, 56 if not tray else 46, WHITE, INK)
    blit_centred(surface, number, ((w - 100) // 2 if tray else w // 2, 94 if not tray else 150))
    for i, line in enumerate(wrap(hint, 22, w - 32)[:4]):
        surface.blit(text(line, 22, MUTED), (16, h - 26 - 28 * (min(4, len(wrap(hint, 22, w - 32))) - i)))
    return surface


def news_panel(w: int, h: int, lines: tuple[str, ...]) -> pygame.Surface:
    """Returns the news of the turn: the turn draw, the decks, the end of the game coming."""
    surface = rounded((w, h), PANEL, EDGE, radius=16, width=2)
    y = 12
    for i, words in enumerate(lines):
        size = 24 if i == 0 else 22
        for line in wrap(words, size, w - 28)[:4]:
            if y < h - size:
                surface.blit(text(line, size, GOLD if i == 0 else WHITE, i == 0), (14, y))
            y += size + 6
        y += 6
    return surface


@colour_aware
def colour_key(cat: Catalog, w: int, h: int, colours: tuple[str, ...], cb: bool = False) -> pygame.Surface:
    """Returns the colour key: each octopus colour with its shape (rimmed in white: `cb`)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    x = 0
    for colour in colours:
        rgb, name, symbol = shade(cat, colour)
        shape = bold_icon(symbol, 24, rgb, WHITE) if cb else icon(symbol, 24, rgb)
        surface.blit(shape, (x, (h - shape.get_height()) // 2))
        face = text(name, 22, WHITE, True)
        surface.blit(face, (x + shape.get_width() + 6, (h - face.get_height()) // 2))
        x += shape.get_width() + 6 + face.get_width() + 18
    return surface
