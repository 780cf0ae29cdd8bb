"""Every word on a Cosmoctopus card face is drawn by `words` here, at least LEAST px tall (12 px at
1280x720), so a test can watch each size used. A line may hold marks: '+2 {coins}' draws the coin mark
where '{coins}' stands ('{any}' is the mark of any resource, '{relic}' a little card of that type)."""

from __future__ import annotations

import re

import pygame

from games.cosmoctopus.table import art
from games.cosmoctopus.table.palette import TYPE_RESOURCE, resource_rgb, type_rgb
from tabletop.ui.marks import WHITE, mix
from tabletop.ui.sprites import INK, blit_centred, font, rounded, text, wrap
from tabletop.ui.text_size import marked

LEAST, NAME = 18, 20  # the smallest word on a face; a card's name, shrunk to LEAST only if it must be
TOKEN = re.compile(r"\{(\w+)\}")


def words(line: str, size: int, colour, bold: bool = True, edge=None) -> pygame.Surface:
    """Returns a line of a card face's words (with a 2 px edge in `edge` when given)."""
    size = max(LEAST, size)
    face = text(line, size, colour, bold)
    if edge is None:
        return face
    back = text(line, size, edge, bold)
    surface = pygame.Surface((face.get_width() + 4, face.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
        surface.blit(back, (dx, dy))
    surface.blit(face, (2, 2))
    return surface


def any_mark(size: int) -> pygame.Surface:
    """Returns the mark of 'any resource': a white-rimmed rounded square quartered in the four resources'
    colours, so it is told from each single resource (a drop, a coin, a wave, a star) by its shape too; as
    large as the chosen text size makes a mark."""
    size = marked(size)
    surface = rounded((size, size), WHITE, radius=max(3, size // 5))
    inner = pygame.Surface((size - 4, size - 4), pygame.SRCALPHA)
    c = (size - 4) // 2
    for i, resource in enumerate(art.ORDER):
        inner.fill((*resource_rgb(resource), 255), ((i % 2) * c, (i // 2) * c, size - 4, size - 4))
    mask = rounded((size - 4, size - 4), WHITE, radius=max(2, size // 5 - 2))
    inner.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(inner, (2, 2))
    pygame.draw.line(surface, WHITE, (2 + c, 2), (2 + c, size - 3), 2)
    pygame.draw.line(surface, WHITE, (2, 2 + c), (size - 3, 2 + c), 2)
    return surface


def type_mark(card_type: str, size: int) -> pygame.Surface:
    """Returns a card type's mark: a little card of its colour with its resource's mark (a card's shape,
    so it is not taken for a resource)."""
    w, h = size - 2, size + 4
    surface = rounded((w, h), mix(type_rgb(card_type), INK, 0.3), WHITE, radius=4, width=2)
    blit_centred(surface, art.mark(TYPE_RESOURCE[card_type], w - 5), (w // 2, h // 2))
    return surface


def token_mark(name: str, size: int, shaped: bool = True) -> pygame.Surface:
    """Returns the mark a '{name}' token stands for: a resource's shape (art.shape_mark, SHAPE_LEAST px at
    least), any resource, or a card type; not `shaped` (a realm tile's line under the head), a resource's
    disc and a round 'any' as tall as the words."""
    if name in TYPE_RESOURCE:
        return type_mark(name, size)
    if name == "card":  # a card from the row: a little card back
        return rounded((size - 4, size + 2), (48, 28, 92), WHITE, radius=3, width=2)
    if not shaped:
        return any_mark(size) if name == "any" else art.mark(name, size)
    return any_mark(max(size, art.SHAPE_LEAST - 2)) if name == "any" else art.shape_mark(name, size)


def mark_width(name: str, size: int, shaped: bool = True) -> int:
    """Returns how wide the mark of a '{name}' token is drawn at this size."""
    return token_mark(name, size, shaped).get_width()


def line_width(line: str, size: int, shaped: bool = True) -> int:
    """Returns how wide a line with marks is at this size (as icon_line draws it)."""
    parts = TOKEN.split(line)
    found = sum(font(size, True).size(p)[0] for p in parts[::2] if p)
    found += sum(mark_width(p, size + 2, shaped) for p in parts[1::2])
    return found + 2 * max(0, sum(1 for p in parts if p) - 1)


def fitted(line: str, size: int, width: int, shaped: bool = True) -> tuple[int, str]:
    """Returns the size (down to LEAST) at which a line fits `width`, and the line (cut with an ellipsis
    if even LEAST is too wide; its marks are kept)."""
    while size > LEAST and line_width(line, size, shaped) > width:
        size -= 1
    while line_width(line, size, shaped) > width and len(line) > 1:
        line = line[:-2].rstrip() + "…"
    return size, line


def icon_line(line: str, size: int, colour, shaped: bool = True) -> pygame.Surface:
    """Returns a line of words and marks, each mark as tall as the words or more (SHAPE_LEAST)."""
    parts = TOKEN.split(line)
    pieces = [
        words(p, size, colour) if i % 2 == 0 else token_mark(p, size + 2, shaped)
        for i, p in enumerate(parts)
        if p
    ]
    w = sum(p.get_width() for p in pieces) + 2 * (len(pieces) - 1)
    high = max([size + 8, *(p.get_height() for p in pieces)])
    surface = pygame.Surface((max(1, w), high), pygame.SRCALPHA)
    x = 0
    for piece in pieces:
        surface.blit(piece, (x, (high - piece.get_height()) // 2))
        x += piece.get_width() + 2
    return surface


def name_lines(name: str, width: int, room: int, most: int = 3) -> tuple[int, list[str]]:
    """Returns the size (NAME, down to LEAST for a long name) and lines of a name `width` wide, on at most
    `most` lines and within `room` pixels of height; the last line ends in an ellipsis if it still does
    not fit."""
    size = NAME
    lines = wrap(name, size, width, True)
    while size > LEAST and (len(lines) > rows(room, size, most) or too_wide(lines, size, width)):
        size -= 1
        lines = wrap(name, size, width, True)
    if too_wide(lines, size, width):  # a long hyphenated word breaks after its hyphen
        lines = wrap(name.replace("-", "-\n"), size, width, True)
    shown = [fit_line(line, size, width) for line in lines[: rows(room, size, most)]]
    if len(shown) < len(lines):
        shown[-1] = fit_line(shown[-1] + "…", size, width)
    return size, shown


def fit_line(line: str, size: int, width: int) -> str:
    """Returns a line cut with an ellipsis to fit `width` at this size."""
    face = font(size, True)
    while face.size(line)[0] > width and len(line) > 1:
        line = line[:-2].rstrip() + "…"
    return line


def rows(room: int, size: int, most: int) -> int:
    """Returns how many lines of this size fit in `room` pixels (at most `most`, at least 1)."""
    return max(1, min(most, room // (size + 2)))


def too_wide(lines: list[str], size: int, width: int) -> bool:
    """Tells whether a line (a single long word) is wider than `width` at this size."""
    return any(font(size, True).size(line)[0] > width for line in lines)
