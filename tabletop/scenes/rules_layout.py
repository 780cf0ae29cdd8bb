"""Draws a player's rules blocks (tabletop/scenes/rules_doc.py) as pictures a page is made of: wrapped
styled text, tables with aligned columns, and the game's own pictures. Every sign is drawn with the app's
font, or as a drawn mark when the font has none (→, ★, ⚡)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from importlib import resources

import pygame
import pygame.freetype

from tabletop.scenes.rules_doc import Block, Heading, Item, Picture, Run, Table, plain
from tabletop.ui.text_size import scaled

TEXT = (220, 232, 242)
CODE = (255, 216, 77)
BULLET = (46, 196, 182)
HEADING_SIZES = {1: 44, 2: 36, 3: 30}
HEADING_COLOURS = {1: (247, 243, 227), 2: (127, 224, 212), 3: (255, 179, 168)}
BODY = 26
TABLE_TEXT = 23
HEADER_BG = (31, 80, 112)
ROW_BG = ((17, 45, 69), (13, 36, 56))
GRID = (36, 80, 122)
LINE_GAP = 1.3  # lines are this many font heights apart
FONT_FILES = {
    "": "NotoSans-Regular.ttf",
    "b": "NotoSans-Bold.ttf",
    "i": "NotoSans-Italic.ttf",
    "bi": "NotoSans-BoldItalic.ttf",
    "code": "NotoSans-Regular.ttf",
    "mono": "FiraCode-Regular.ttf",
}
NUMBER = re.compile(r"^[\d\s.,%+\-–×/()]+$")
#: A picture the game draws, by name, as wide as it may be; None: the game has no such picture.
PictureMaker = Callable[[str, int], "pygame.Surface | None"]


def _path(style: str) -> str:
    with resources.as_file(resources.files("pygame_gui.data") / FONT_FILES[style]) as path:
        return str(path)


@lru_cache(maxsize=32)
def _font(size: int, style: str) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(_path(style), size)


def font(size: int, style: str = "") -> pygame.font.Font:
    """Returns the page's font for a style ("", "b", "i", "bi", "code", "mono") at a size the chosen text
    size scales."""
    return _font(scaled(size), style)


@lru_cache(maxsize=2048)
def in_font(char: str, style: str = "") -> bool:
    """Tells whether the font of `style` has a glyph for `char` (a space always counts)."""
    if char.isspace():
        return True
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(_path(style), 20).get_metrics(char)[0] is not None


def _arrow(surface: pygame.Surface, box: pygame.Rect, colour) -> None:
    y = box.centery
    pygame.draw.line(surface, colour, (box.left + 2, y), (box.right - 4, y), max(2, box.height // 10))
    head = box.height // 4
    pygame.draw.polygon(
        surface,
        colour,
        [(box.right - 1, y), (box.right - 1 - head, y - head), (box.right - 1 - head, y + head)],
    )


def _star(surface: pygame.Surface, box: pygame.Rect, colour) -> None:
    import math

    r = box.height * 0.36
    cx, cy = box.centerx, box.centery + box.height * 0.04
    points = []
    for k in range(10):
        angle = -math.pi / 2 + k * math.pi / 5
        radius = r if k % 2 == 0 else r * 0.45
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)


def _lightning(surface: pygame.Surface, box: pygame.Rect, colour) -> None:
    h, w, x, y = box.height * 0.7, box.width, box.left, box.top + box.height * 0.15
    bolt = [(0.62, 0.0), (0.2, 0.55), (0.48, 0.55), (0.35, 1.0), (0.8, 0.4), (0.52, 0.4), (0.7, 0.0)]
    pygame.draw.polygon(surface, colour, [(x + px * w, y + py * h) for px, py in bolt])


#: The signs the font lacks, drawn as marks instead: how wide (in font heights) and how.
MARKS = {"→": (0.8, _arrow), "★": (0.75, _star), "⚡": (0.6, _lightning)}


def missing(text: str, style: str = "") -> set[str]:
    """Returns the signs of `text` that would be drawn as neither a glyph of the font nor a mark."""
    return {ch for ch in text if not in_font(ch, style) and ch not in MARKS}


class Piece:
    """A run of text in one style, or one mark: its width, and how it is drawn at a place."""

    def __init__(self, text: str, style: str, size: int, colour):
        self.text, self.style, self.size, self.colour = text, style, size, colour
        f = font(size, style)
        if len(text) == 1 and text in MARKS and not in_font(text, style):
            self.width = int(MARKS[text][0] * f.get_height())
        else:
            self.width = f.size(text)[0]

    def draw(self, surface: pygame.Surface, x: int, y: int) -> None:
        f = font(self.size, self.style)
        if len(self.text) == 1 and self.text in MARKS and not in_font(self.text, self.style):
            MARKS[self.text][1](surface, pygame.Rect(x, y, self.width, f.get_height()), self.colour)
        else:
            surface.blit(f.render(self.text, True, self.colour), (x, y))


def _pieces(text: str, style: str, size: int, colour) -> list[Piece]:
    """Cuts text into pieces, each mark the font lacks a piece of its own."""
    found, at = [], 0
    for i, ch in enumerate(text):
        if ch in MARKS and not in_font(ch, style):
            if i > at:
                found.append(Piece(text[at:i], style, size, colour))
            found.append(Piece(ch, style, size, colour))
            at = i + 1
    if at < len(text):
        found.append(Piece(text[at:], style, size, colour))
    return found


def wrap(runs: list[Run], width: int, size: int, colour, bold: bool = False) -> list[list[tuple[int, Piece]]]:
    """Returns styled text cut into lines of pieces placed at x offsets, each line at most `width` wide
    (a word longer than the line stands alone). A run "\\n" starts a new line."""
    words: list[tuple[list[Piece], bool]] = []  # a word's pieces, and whether a space follows it
    current: list[Piece] = []
    for text, style in runs:
        style = ("bi" if style == "i" else "b") if bold and style in ("", "i") else style
        ink = CODE if style == "code" else colour
        for part in re.findall(r"\n|[^\S\n]+|[^\s]+", text):
            if part == "\n":
                if current:
                    words.append((current, False))
                words.append(([], False))  # a forced break
                current = []
            elif part.isspace():
                if current:
                    words.append((current, True))
                    current = []
                elif words and words[-1][0]:
                    words[-1] = (words[-1][0], True)
            else:
                current.extend(_pieces(part, style, size, ink))
    if current:
        words.append((current, False))
    space = font(size).size(" ")[0]
    lines: list[list[tuple[int, Piece]]] = [[]]
    x = 0
    for pieces, spaced in words:
        if not pieces:
            lines.append([])
            x = 0
            continue
        wide = sum(p.width for p in pieces)
        if lines[-1] and x + wide > width:
            lines.append([])
            x = 0
        for piece in pieces:
            lines[-1].append((x, piece))
            x += piece.width
        x += space if spaced else 0
    return [line for line in lines if line] or [[]]


def line_height(size: int) -> int:
    return int(font(size).get_height() * LINE_GAP)


def text_picture(
    runs: list[Run], width: int, size: int = BODY, colour=TEXT, bold: bool = False
) -> pygame.Surface:
    """Returns styled text wrapped to `width`, as a picture as tall as its lines."""
    lines = wrap(runs, width, size, colour, bold)
    step = line_height(size)
    used = max((x + p.width for line in lines for x, p in line), default=1)
    surface = pygame.Surface((max(1, min(width, used)), step * len(lines)), pygame.SRCALPHA)
    lead = (step - font(size).get_height()) // 2
    for row, line in enumerate(lines):
        for x, piece in line:
            piece.draw(surface, x, row * step + lead)
    return surface


def _indent(depth: int) -> int:
    return scaled(BODY) * (1 + 2 * depth)


def item_picture(item: Item, width: int, size: int = BODY) -> pygame.Surface:
    """Returns a list item: its mark, then its words wrapped beside it."""
    left = _indent(item.depth)
    mark_width = font(size, "b").size("00.")[0] + scaled(10)
    body = text_picture(item.runs, width - left - mark_width, size)
    surface = pygame.Surface((width, body.get_height()), pygame.SRCALPHA)
    lead = (line_height(size) - font(size).get_height()) // 2
    if item.mark == "•":
        radius = max(3, scaled(size) // 6)
        centre = (left + mark_width // 2 - radius, lead + font(size).get_height() // 2 + 1)
        pygame.draw.circle(surface, BULLET, centre, radius)
    else:
        number = font(size, "b").render(item.mark, True, BULLET)
        surface.blit(number, (left + mark_width - number.get_width() - scaled(10), lead))
    surface.blit(body, (left + mark_width, 0))
    return surface


def _natural(cell: list[Run], bold: bool) -> int:
    return max(
        (x + p.width for line in wrap(cell, 10**6, TABLE_TEXT, TEXT, bold) for x, p in line), default=0
    )


def _widest_word(cell: list[Run], bold: bool) -> int:
    return max((p.width for line in wrap(cell, 1, TABLE_TEXT, TEXT, bold) for _, p in line), default=0)


def _lines(table: Table, widths: list[int], pad: int) -> int:
    """Returns how many lines of text the table takes with these column widths."""
    total = 0
    for r, row in enumerate([table.header, *table.rows]):
        total += max(len(wrap(cell, widths[c] - pad, TABLE_TEXT, TEXT, r == 0)) for c, cell in enumerate(row))
    return total


def column_widths(table: Table, width: int) -> list[int]:
    """Returns the widths of a table's columns (padding included) within `width`: each column as wide as
    its widest cell when they all fit; else the way of sharing the width that takes the fewest lines (the
    narrow columns whole and the wide ones sharing the rest, or each column its longest word and the rest
    shared as the cells need it, or all whole but the widest)."""
    pad = 2 * scaled(12)
    rows = [table.header, *table.rows]
    count = max(len(row) for row in rows)
    rows = [row + [[]] * (count - len(row)) for row in rows]
    table = Table(rows[0], rows[1:])
    natural, least = [0] * count, [0] * count
    for r, row in enumerate(rows):
        for c, cell in enumerate(row):
            natural[c] = max(natural[c], _natural(cell, r == 0) + pad)
            least[c] = max(least[c], _widest_word(cell, r == 0) + pad)
    if sum(natural) <= width:
        return natural
    least = [min(w, width // count) for w in least]
    tries = []
    narrow = [c for c in range(count) if natural[c] <= width / count]
    wide = [c for c in range(count) if c not in narrow]
    left, share = width - sum(natural[c] for c in narrow), sum(natural[c] for c in wide)
    tries.append([natural[c] if c in narrow else int(left * natural[c] / share) for c in range(count)])
    extra, need = width - sum(least), sum(natural) - sum(least)
    if extra > 0:
        tries.append([least[c] + int(extra * (natural[c] - least[c]) / need) for c in range(count)])
    widest = natural.index(max(natural))
    rest = width - sum(natural) + natural[widest]
    if rest >= least[widest]:
        tries.append([rest if c == widest else natural[c] for c in range(count)])
    tries = [t for t in tries if all(w >= least[c] for c, w in enumerate(t))] or tries[:1]
    return min(tries, key=lambda t: _lines(table, t, pad))


def table_cells(table: Table, width: int) -> list[list[tuple[pygame.Rect, list, bool]]]:
    """Returns where each cell of a table goes, row by row: its box (the cells of a column share their x
    and width, the cells of a row their y and height), its lines of pieces, and whether it is a number
    (set flush right)."""
    widths = column_widths(table, width)
    pad = scaled(12)
    step = line_height(TABLE_TEXT)
    found: list[list[tuple[pygame.Rect, list, bool]]] = []
    y = 0
    for r, row in enumerate([table.header, *table.rows]):
        cells, x = [], 0
        for c, w in enumerate(widths):
            cell = row[c] if c < len(row) else []
            lines = wrap(cell, w - 2 * pad, TABLE_TEXT, TEXT, bold=r == 0)
            words = plain(cell)
            cells.append(
                (pygame.Rect(x, y, w, 0), lines, r > 0 and bool(words.strip()) and bool(NUMBER.match(words)))
            )
            x += w
        height = max(len(lines) for _, lines, _ in cells) * step + pad
        for box, _, _ in cells:
            box.height = height
        found.append(cells)
        y += height
    return found


def table_picture(table: Table, width: int) -> pygame.Surface:
    """Returns a table with aligned columns: a header row, striped rows, the cells of each column starting
    at one x (numbers end at one x), long cells wrapped within their column."""
    cells = table_cells(table, width)
    pad = scaled(12)
    step = line_height(TABLE_TEXT)
    lead = (step - font(TABLE_TEXT).get_height()) // 2
    total = cells[0][-1][0].right
    bottom = cells[-1][0][0].bottom
    surface = pygame.Surface((total, bottom + 1), pygame.SRCALPHA)
    for r, row in enumerate(cells):
        first = row[0][0]
        surface.fill(HEADER_BG if r == 0 else ROW_BG[r % 2], pygame.Rect(0, first.y, total, first.height))
        for box, lines, number in row:
            for n, line in enumerate(lines):
                used = max((px + p.width for px, p in line), default=0)
                start = box.x + (box.width - pad - used if number else pad)
                for px, piece in line:
                    piece.draw(surface, start + px, box.y + pad // 2 + n * step + lead)
    for box, _, _ in cells[0][1:]:
        pygame.draw.line(surface, GRID, (box.x, 0), (box.x, bottom), 1)
    pygame.draw.rect(surface, GRID, surface.get_rect(), 1)
    return surface


def code_picture(lines: list[str], width: int) -> pygame.Surface:
    """Returns a fenced block's lines as they are, in the fixed-width font."""
    f = font(22, "mono")
    step = f.get_linesize()
    surface = pygame.Surface((width, step * len(lines) + 16), pygame.SRCALPHA)
    for row, line in enumerate(lines):
        surface.blit(f.render(line, True, TEXT), (12, 8 + row * step))
    return surface


def block_picture(block: Block, width: int, draw_picture: PictureMaker | None = None) -> pygame.Surface:
    """Returns one block of the page drawn `width` wide at most."""
    if isinstance(block, Heading):
        level = min(block.level, 3)
        return text_picture(block.runs, width, HEADING_SIZES[level], HEADING_COLOURS[level], bold=True)
    if isinstance(block, Item):
        return item_picture(block, width)
    if isinstance(block, Table):
        return table_picture(block, width)
    if isinstance(block, Picture):
        drawn = draw_picture(block.name, width) if draw_picture is not None and block.name else None
        if drawn is not None:
            if drawn.get_width() > width:
                height = int(drawn.get_height() * width / drawn.get_width())
                drawn = pygame.transform.smoothscale(drawn, (width, height))
            return drawn
        return code_picture(block.text, width)
    return text_picture(block.runs, width, colour=(190, 214, 232) if block.quote else TEXT)


def gap_before(block: Block, previous: Block | None) -> int:
    """Returns the room left above a block: more above a heading, little between list items."""
    if previous is None:
        return 0
    if isinstance(block, Heading):
        return scaled(34 if block.level <= 2 else 26)
    if isinstance(previous, Heading):
        return scaled(10)
    if isinstance(block, Item) and isinstance(previous, Item):
        return scaled(6)
    return scaled(18)


def page(
    blocks: list[Block], width: int, draw_picture: PictureMaker | None = None
) -> list[tuple[int, pygame.Surface]]:
    """Returns a page's blocks drawn and placed: (y, picture) from the top, each `width` wide at most."""
    placed: list[tuple[int, pygame.Surface]] = []
    y, previous = 0, None
    for block in blocks:
        y += gap_before(block, previous)
        picture = block_picture(block, width, draw_picture)
        if isinstance(block, Picture):
            y += scaled(8)
        placed.append((y, picture))
        y += picture.get_height() + (scaled(8) if isinstance(block, Picture) else 0)
        previous = block
    return placed
