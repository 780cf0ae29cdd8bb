"""The Rainbow Pirates table's pictures that are not cards: seat panels, group mats, empty spots and
pills. Pure, like the card pictures: the same arguments give the same picture."""

from __future__ import annotations

import pygame

from games.rainbow_pirates.table.island_art import island
from games.rainbow_pirates.table.palette import ACTING, BAD_RED, LAGOON_GLASS, MAT_OK, PANEL, PANEL_EDGE
from tabletop.ui.marks import GOLD, RGB, WHITE, mix
from tabletop.ui.sprites import blit_centred, rounded, text, wrap


def spot(w: int, h: int, words: str, rgb: RGB) -> pygame.Surface:
    """Returns a dashed empty place with words on it (the new group spot, an empty pile)."""
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    surface.blit(rounded((w, h), (14, 70, 92, 200), None, radius=10), (0, 0))  # a pool: words read on it
    _dashed_edge(surface, (*mix(rgb, WHITE, 0.3), 190))
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


def _dashed_edge(surface: pygame.Surface, edge: tuple[int, int, int, int]) -> None:
    """Draws a dashed line in `edge` along the four sides of `surface`."""
    w, h = surface.get_size()
    dash = 14
    for x in range(8, w - 8, dash * 2):
        pygame.draw.line(surface, edge, (x, 1), (min(x + dash, w - 8), 1), 3)
        pygame.draw.line(surface, edge, (x, h - 2), (min(x + dash, w - 8), h - 2), 3)
    for y in range(8, h - 8, dash * 2):
        pygame.draw.line(surface, edge, (1, y), (1, min(y + dash, h - 8)), 3)
        pygame.draw.line(surface, edge, (w - 2, y), (w - 2, min(y + dash, h - 8)), 3)


def mat(w: int, h: int, state: str) -> pygame.Surface:
    """Returns the mat under a group on the sand: a shallow hollow when complete, red-edged when not, gold
    while being built ('ok', 'bad', 'new')."""
    edge = {"ok": MAT_OK[1], "bad": (*BAD_RED, 230), "new": (*GOLD, 230)}[state]
    fill = {"ok": MAT_OK[0], "bad": (255, 90, 80, 40), "new": (255, 206, 84, 36)}[state]
    return rounded((w, h), fill, edge, radius=8, width=2 if state == "ok" else 3)


def panel(w: int, h: int, rgb: RGB, acting: bool, shore: int = 64) -> pygame.Surface:
    """Returns a seat's panel: its island (sand in a lagoon, a palm on its shore) from `shore` px down,
    under a strip of dark lagoon water for its words, a band of the seat's colour on its left, edged in
    gold while it acts."""
    surface = rounded((w, h), LAGOON_GLASS, None, radius=12)
    surface.blit(island(w - 26, h - shore - 6, w % 7), (18, shore))
    edge = (*ACTING, 255) if acting else (*PANEL_EDGE, 120)
    pygame.draw.rect(surface, edge, surface.get_rect(), width=3 if acting else 2, border_radius=12)
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
