"""Where the big seat's cards in play sit: whole cards side by side while they fit the play area; when
they would overlap (their names cut), the constellations stay whole cards (their slots are drop places)
and the scriptures and relics, whose lasting effect is what matters then, become chips stacked three
high, each with its type's mark and its whole name (on two lines if it must), its full text on hover."""

from __future__ import annotations

import pygame

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.table import facewords
from games.cosmoctopus.table.palette import ink_on, type_rgb
from tabletop.ui.items import Rect
from tabletop.ui.marks import WHITE
from tabletop.ui.sprites import blit_centred, rounded

GAP, ROWS, MARK = 10, 3, 22
PAD = 8 + MARK + 6 + 8  # a chip's edges and mark beside its name
ONE_LINE = 180  # a name this wide (at 18 px) or less stays on one line


def places(
    cat: Catalog, played: list[str], area: Rect, size: tuple[int, int]
) -> list[tuple[str, Rect, bool]]:
    """Returns (card, rect, chip?) for each card in play (constellations first): whole cards while they fit
    side by side; else as few of the last scriptures and relics as chips as leave the rest room, or (too
    many) all of them, the constellations sharing what is left."""
    x, y, w, h = area
    chippable = [c for c in played if cat.type_of(c) != "constellation"]
    for count in range(len(chippable) + 1):
        chipped = chippable[len(chippable) - count :]
        whole = [c for c in played if c not in chipped]
        widths = column_widths(cat, chipped)
        left = w - sum(widths) - GAP * len(widths)  # the whole cards' room
        if len(whole) * (size[0] + GAP) - GAP <= left or count == len(chippable):
            break
    left = max(size[0], left)  # past this, the whole cards overlap
    found = [(c, r, False) for c, r in zip(whole, spread(len(whole), (x, y, left, h), size), strict=True)]
    chip_h = (h - (ROWS - 1) * 6) // ROWS
    at = x + min(left + GAP, len(whole) * (size[0] + GAP))
    for i, width in enumerate(widths):
        column = chipped[i * ROWS : (i + 1) * ROWS]
        found += [(c, (at, y + row * (chip_h + 6), width, chip_h), True) for row, c in enumerate(column)]
        at += width + GAP
    return found


def column_widths(cat: Catalog, chipped: list[str]) -> list[int]:
    """Returns the width of each column of chips (three high), wide enough for its widest name."""
    columns = [chipped[i : i + ROWS] for i in range(0, len(chipped), ROWS)]
    return [PAD + max(need(cat.card_name(c)) for c in column) for column in columns]


def spread(count: int, area: Rect, size: tuple[int, int]) -> list[Rect]:
    """Returns `count` card rects across `area`, overlapping only when they would not fit."""
    x, y, w, h = area
    step = size[0] + GAP if count < 2 else min(size[0] + GAP, (w - size[0]) // (count - 1))
    return [(x + i * step, y + (h - size[1]) // 2, *size) for i in range(count)]


def chip_lines(name: str) -> list[str]:
    """Returns a chip's name on one line or two, split where the wider line is narrowest."""
    parts = name.split()
    splits = [(" ".join(parts[:i]), " ".join(parts[i:])) for i in range(1, len(parts))]
    best = min(splits, key=lambda pair: max(_width(pair[0]), _width(pair[1])), default=(name, ""))
    return [name] if _width(name) <= ONE_LINE or not splits else list(best)


def need(name: str) -> int:
    """Returns the width a chip's name takes, whole, at 18 px."""
    return max(_width(line) for line in chip_lines(name))


def _width(line: str) -> int:
    return facewords.line_width(line, facewords.LEAST)


def chip(cat: Catalog, card_id: str, w: int, h: int) -> pygame.Surface:
    """Returns a card in play as a chip: its type's colour and mark, its name."""
    spec = cat.card[card_id]
    rgb = type_rgb(spec.type)
    surface = rounded((w, h), rgb, WHITE, radius=8, width=2)
    surface.blit(facewords.type_mark(spec.type, MARK), (8, (h - MARK - 4) // 2))
    lines = chip_lines(spec.name)
    middle, step = (8 + MARK + 6 + w - 8) // 2, facewords.LEAST + 3
    top = (h - step * len(lines)) // 2 + step // 2
    for i, line in enumerate(lines):
        blit_centred(surface, facewords.words(line, facewords.LEAST, ink_on(rgb)), (middle, top + i * step))
    return surface
