"""Cached pictures: fonts, icons and sprites are made once and blitted every frame after."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from importlib import resources

import pygame

from tabletop.paths import asset
from tabletop.ui.text_size import forget_on_change, marked, scaled

Colour = tuple[int, int, int] | tuple[int, int, int, int]
INK = (24, 28, 40)
PAPER = (250, 246, 236)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Returns the app's font (Noto Sans, as in the widgets) at a pixel size, as large as the chosen text
    size makes it (tabletop/ui/text_size.py): text measured with it fits what is drawn with it."""
    return _font(scaled(size), bold)


@lru_cache(maxsize=64)
def _font(size: int, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():  # layouts measure text before any window exists (tests, tools)
        pygame.font.init()
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    with resources.as_file(resources.files("pygame_gui.data") / name) as path:
        return pygame.font.Font(str(path), size)


@forget_on_change
@lru_cache(maxsize=256)  # about 6 MB of words: more kept pictures no panel in use
def text(words: str, size: int, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
    """Returns rendered text, antialiased."""
    return font(size, bold).render(words, True, colour)


def icon(name: str, size: int, colour: Colour | None = None) -> pygame.Surface:
    """Returns assets/icons/<name>.svg drawn at size×size, optionally tinted one colour; a mark (size up to
    MARK_LARGEST) as large as the chosen text size makes it (tabletop/ui/text_size.py)."""
    return drawn_icon(name, marked(size), colour)


@lru_cache(maxsize=256)
def drawn_icon(name: str, size: int, colour: Colour | None = None) -> pygame.Surface:
    """Returns assets/icons/<name>.svg drawn at exactly size×size, optionally tinted one colour."""
    surface = pygame.image.load_sized_svg(str(asset("icons", f"{name}.svg")), (size, size))
    surface = surface.convert_alpha() if pygame.display.get_surface() else surface
    if colour is not None:
        tint = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        tint.fill((*colour[:3], 255))
        surface = surface.copy()
        surface.blit(tint, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surface


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Splits text into lines that fit `width` pixels at this size."""
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and font(size, bold).size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def blit_centred(target: pygame.Surface, picture: pygame.Surface, centre: tuple[int, int]) -> None:
    """Blits `picture` with its centre at `centre`."""
    target.blit(picture, picture.get_rect(center=centre))


def rounded(
    size: tuple[int, int], fill: Colour, border: Colour | None = None, radius: int = 14, width: int = 3
) -> pygame.Surface:
    """Returns a rounded rectangle with an optional border, on a transparent surface."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=width, border_radius=radius)
    return surface


def converted(picture: pygame.Surface) -> pygame.Surface:
    """Returns the picture in the screen's format: opaque ones (the felt) without per-pixel alpha, so
    blitting them is a plain copy."""
    opaque = not picture.get_flags() & pygame.SRCALPHA and picture.get_colorkey() is None
    return picture.convert() if opaque and picture.get_alpha() in (None, 255) else picture.convert_alpha()


#: The most a table's pictures may take: a table at rest needs 12 to 14 MB (felt, panels, cards);
#: the rest holds the lit, lifted and gliding looks of a turn and the panels of the last few moves.
PICTURE_BUDGET = 40 * 1024 * 1024


def size_of(picture: pygame.Surface) -> int:
    """Returns the bytes a picture's pixels take."""
    return picture.get_width() * picture.get_height() * picture.get_bytesize()


class SpriteCache:
    """Pictures by key: made once by their maker, then reused; past `budget` bytes, those least
    recently used are let go (a panel is drawn anew each time its contents change, and a long game
    kept every old one)."""

    def __init__(self, budget: int = PICTURE_BUDGET):
        self.budget = budget
        self.pictures: dict[str, pygame.Surface] = {}
        self.bytes = 0
        self.made = 0

    def get(self, key: str, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Returns the picture for `key`, making it on first use; it becomes the most recently used."""
        picture = self.pictures.pop(key, None)
        if picture is None:
            picture = make()
            if pygame.display.get_surface() is not None:
                picture = converted(picture)
            self.bytes += size_of(picture)
            self.made += 1
        self.pictures[key] = picture  # dicts keep insertion order: the first key is the least recent
        self._let_go()
        return picture

    def clear(self) -> None:
        """Lets go of every picture (they are made again when next asked for)."""
        self.pictures.clear()
        self.bytes = 0

    def _let_go(self) -> None:
        while self.bytes > self.budget and len(self.pictures) > 1:
            oldest = next(iter(self.pictures))
            self.bytes -= size_of(self.pictures.pop(oldest))
