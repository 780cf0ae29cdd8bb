"""Pictures for a rules page: the game's own pieces in a row, each with a caption under it, as a figure
in a rulebook shows them. A game's table code makes the pieces; this lays them out."""

from __future__ import annotations

import pygame

from tabletop.ui.sprites import font

CAPTION = (200, 218, 232)
GAP = 24


def captioned_row(pieces: list[tuple[pygame.Surface, str]], width: int, size: int = 20) -> pygame.Surface:
    """Returns the pieces side by side (in as many rows as `width` needs), each centred over its caption
    (the caption wrapped to the piece's room), the whole no wider than `width`."""
    words = font(size)
    cells: list[tuple[pygame.Surface, list[str], int]] = []
    for picture, caption in pieces:
        room = max(picture.get_width(), words.size("M" * 7)[0])
        cells.append((picture, _wrap(caption, words, room), room))
    rows: list[list[tuple[pygame.Surface, list[str], int]]] = [[]]
    used = 0
    for cell in cells:
        if rows[-1] and used + GAP + cell[2] > width:
            rows.append([])
            used = 0
        used += (GAP if rows[-1] else 0) + cell[2]
        rows[-1].append(cell)
    line = words.get_linesize()
    heights = [
        max(p.get_height() for p, _, _ in row) + 8 + line * max(len(c) for _, c, _ in row) for row in rows
    ]
    wide = max(sum(room for _, _, room in row) + GAP * (len(row) - 1) for row in rows)
    surface = pygame.Surface((min(width, wide), sum(heights) + GAP * (len(rows) - 1)), pygame.SRCALPHA)
    y = 0
    for row, height in zip(rows, heights, strict=False):
        x = 0
        top = max(p.get_height() for p, _, _ in row)
        for picture, lines, room in row:
            surface.blit(picture, (x + (room - picture.get_width()) // 2, y + top - picture.get_height()))
            for n, text in enumerate(lines):
                rendered = words.render(text, True, CAPTION)
                surface.blit(rendered, (x + (room - rendered.get_width()) // 2, y + top + 8 + n * line))
            x += room + GAP
        y += height + GAP
    return surface


def _wrap(caption: str, words: pygame.font.Font, room: int) -> list[str]:
    lines: list[str] = []
    for word in caption.split():
        if lines and words.size(f"{lines[-1]} {word}")[0] <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]
