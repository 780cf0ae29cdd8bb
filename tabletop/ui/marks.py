"""Small pictures every game's table shares: a seat's badge, a step's status mark, outlined words,
words fitted to a width, marks that say what they mean (an icon with its word, a computer seat's
mark), words on a pill, a fan of card backs, and the colour arithmetic they use (a game colour's look,
readable ink)."""

from __future__ import annotations

from functools import lru_cache, partial

import pygame

from tabletop.rules.match import Seat
from tabletop.ui.items import Item
from tabletop.ui.looks import bold_icon
from tabletop.ui.sprites import INK, blit_centred, font, icon, rounded, text

RGB = tuple[int, int, int]
WHITE = (255, 255, 255)
GOLD = (255, 206, 84)
DONE_GREEN = (70, 185, 95)
NUMBER_DISC = (200, 230, 240)


def badge(symbol: str, rgb: tuple[int, int, int], size: int, cb: bool = False) -> pygame.Surface:
    """Returns a seat's round badge: its colour with its symbol, so colour is never the only cue.

    `cb` (colour-blind look): the symbol fills the badge, rimmed in ink.
    """
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surface, WHITE, (c, c), c)
    pygame.draw.circle(surface, rgb, (c, c), c - 3)
    mark = bold_icon(symbol, int(size * 0.7), WHITE, INK) if cb else icon(symbol, int(size * 0.6), WHITE)
    blit_centred(surface, mark, (c, c))
    return surface


def mark(kind: str, size: int) -> pygame.Surface:
    """Returns a step's status mark: 'done' a green tick, 'now' a gold arrow, a number in a disc
    (one of several actions), anything else ('next') a ring."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c, r = size // 2, size // 2 - 1
    if kind == "done":
        pygame.draw.circle(surface, DONE_GREEN, (c, c), r)
        pts = [(size * 0.27, size * 0.52), (size * 0.44, size * 0.7), (size * 0.75, size * 0.32)]
        pygame.draw.lines(surface, WHITE, False, pts, max(2, size // 8))
    elif kind == "now":
        pygame.draw.polygon(surface, GOLD, [(2, 2), (size - 2, c), (2, size - 2)])
    elif kind.isdigit():
        pygame.draw.circle(surface, NUMBER_DISC, (c, c), r)
        blit_centred(surface, text(kind, size - 6, INK, True), (c, c))
    else:
        pygame.draw.circle(surface, (*WHITE, 150), (c, c), r - 2, 2)
    return surface


def fit(words: str, size: int, width: int, bold: bool = True) -> str:
    """Returns the words, cut short with an ellipsis if they are wider than `width` pixels."""
    face = font(size, bold)
    if face.size(words)[0] <= width:
        return words
    while words and face.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def hex_rgb(value: str) -> RGB:
    """Returns the RGB of a '#rrggbb' colour from content."""
    value = value.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Returns the colour a fraction `t` of the way from `a` to `b`."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


@lru_cache(maxsize=16)
def shade(catalog, colour: str) -> tuple[RGB, str, str]:
    """Returns a game colour's RGB, player-facing name and symbol icon name: `colour` is the id of one of
    the catalog's content colours (tabletop/components/common.py's Colour)."""
    found = next(c for c in catalog.content.colours if c.id == colour)
    return hex_rgb(found.hex), found.name, found.symbol


def ink_on(rgb: RGB, light: int = 165) -> RGB:
    """Returns dark ink on fills lighter than `light` and white on darker ones, so text stays readable."""
    return INK if 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > light else WHITE


def pill(words: str, fill: RGB, size: int = 20, light: int = 165) -> pygame.Surface:
    """Returns words on a rounded pill of `fill` (an acting marker, a group's kind), in readable ink."""
    face = text(words, size, ink_on(fill, light), True)
    w, h = face.get_width() + 18, face.get_height() + 4
    surface = rounded((w, h), fill, radius=h // 2)
    surface.blit(face, (9, 2))
    return surface


def outlined(words: str, size: int, colour: RGB, edge: RGB, bold: bool = True) -> pygame.Surface:
    """Returns text with a 2 px edge, readable on any background."""
    face = text(words, size, colour, bold)
    back = text(words, size, edge, bold)
    surface = pygame.Surface((face.get_width() + 4, face.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
        surface.blit(back, (dx, dy))
    surface.blit(face, (2, 2))
    return surface


# Marks that say what they mean: an icon with its word, so no badge needs a hover or a colour.
TAG_FILL = (10, 22, 36, 230)
TAG_EDGE = (150, 200, 220)
COMPUTER_ICON = "chip"
TAG_SIZE = 20  # the words of a computer seat's mark
NAME_MIN = 120  # a name keeps this much room before a computer mark shortens it


def counted(count: int, noun: str) -> str:
    """Returns a count with its noun ('1 card', '6 cards'): a bare number on a badge says too little."""
    return f"{count} {noun}{'s' * (count != 1)}"


def tag(icon_name: str, words: str, size: int, ink: RGB = WHITE) -> pygame.Surface:
    """Returns an icon and its words on a dark rounded plate (only the icon when `words` is empty)."""
    face = text(words, size, ink, True) if words else None
    h = size + 8
    w = h + (face.get_width() + 12 if face else 0)
    plate = rounded((w, h), TAG_FILL, TAG_EDGE, radius=h // 2, width=2)
    blit_centred(plate, icon(icon_name, size + 2, WHITE), (h // 2 + 1, h // 2))
    if face is not None:
        plate.blit(face, (h + 2, (h - face.get_height()) // 2))
    return plate


def tag_width(words: str, size: int) -> int:
    """Returns how wide `tag(..., words, size)` is, without drawing it."""
    return size + 8 + (font(size, True).size(words)[0] + 12 if words else 0)


def captioned(picture: pygame.Surface, word: str, size: int, ink: RGB = WHITE) -> pygame.Surface:
    """Returns `picture` with `word` under it in outlined letters: an icon that names itself."""
    caption = outlined(word, size, ink, INK)
    w = max(picture.get_width(), caption.get_width())
    surface = pygame.Surface((w, picture.get_height() + caption.get_height() - 2), pygame.SRCALPHA)
    surface.blit(picture, ((w - picture.get_width()) // 2, 0))
    surface.blit(caption, ((w - caption.get_width()) // 2, picture.get_height() - 2))
    return surface


def computer_words(seat: Seat | None) -> str:
    """Returns what marks a computer seat ('Computer · Hard'), '' for a person."""
    if seat is None or not seat.computer:
        return ""
    return f"Computer · {seat.level.capitalize()}"


def computer_mark(seat: Seat | None, at: tuple[int, int], room: int, size: int = TAG_SIZE) -> list[Item]:
    """Returns the mark of a computer seat (chip icon and 'Computer · Level'), left edge at `at`,
    in its longest form that fits `room` pixels; none for a person or where even the icon won't fit."""
    full = computer_words(seat)
    if not full:
        return []
    tip = f"{seat.name} is played by the computer ({seat.level.capitalize()}): it moves by itself"
    for words in (full, "Computer", seat.level.capitalize(), ""):
        w = tag_width(words, size)
        if w <= room:
            key = f"computer-mark:{words}:{size}"
            return [Item(key, (at[0], at[1], w, size + 8), partial(tag, COMPUTER_ICON, words, size), tip=tip)]
    return []


def computer_after_name(
    seat: Seat | None, name_size: int, at: tuple[int, int], room: int, between: int = 0
) -> tuple[int, list[Item]]:
    """Returns the room left for a seat's name (bold `name_size`, left edge at `at`, `room` px) and the
    computer mark after it and after `between` px of other marks; a person keeps the room, no mark."""
    full = computer_words(seat)
    if not full:
        return room, []
    name_room = max(min(room, NAME_MIN), room - tag_width(full, TAG_SIZE) - 12)
    name_w = min(font(name_size, True).size(seat.name)[0], name_room)
    x = at[0] + name_w + between + 12
    y = at[1] + (font(name_size, True).get_height() - TAG_SIZE - 8) // 2
    return name_room, computer_mark(seat, (x, y), room - name_w - 12)


def fan_size(count: int, w: int, h: int, words: str, most: int = 5) -> tuple[int, int]:
    """Returns the size of `fan(back, count, words, most)` for backs of w x h, without drawing it."""
    label = font(24, True).size(words)
    return w + max(4, w // 3) * max(0, min(count, most) - 1) + 8 + label[0], max(h, label[1])


def fan(back: pygame.Surface, count: int, words: str, most: int = 5, top: bool = False) -> pygame.Surface:
    """Returns a small fan of `count` card backs (at most `most`), a hand seen from across the table, with
    `words` after it ('5 cards'); an empty hand is an outline. The backs sit in the middle of the height
    (`top`: at the top)."""
    w, h = back.get_size()
    shown, step = min(count, most), max(4, w // 3)
    label = text(words, 24, WHITE, True)
    width, height = fan_size(count, w, h, words, most)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0 if top else (height - h) // 2
    for i in range(shown):
        surface.blit(back, (i * step, y))
    if shown == 0:
        pygame.draw.rect(surface, (*WHITE, 110), (0, y, w, h), 2, border_radius=max(4, w // 8))
    surface.blit(label, (width - label.get_width(), (height - label.get_height()) // 2))
    return surface
