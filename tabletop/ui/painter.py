"""Draws a table: the felt, the items from cache, lit targets, the piece in hand, the bars, a toast.

The table as it stands (felt, items, lit places) is one opaque picture, redrawn only when what it
shows changes: a usual frame is that one copy, the piece in hand, the status line and the widgets.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from tabletop.ui.items import ROUND, Item, Rect
from tabletop.ui.motion import Glide, Motion
from tabletop.ui.sprites import SpriteCache, blit_centred, rounded, text, wrap
from tabletop.ui.text_size import forget_on_change

TOP_BAR = 76
BOTTOM_BAR = 96
LIT = (255, 214, 64)
CLICKABLE = (120, 230, 255)
MOVABLE = (255, 255, 255)
FRAMES = 300  # resized pictures of cards mid-glide or mid-flip kept, most recently used
GROW = 9  # how far a lit ring and its glow stand out around its item
GAP = 2  # the clear band between an item and its ring: a white rim reads apart from a white card edge
HALO = ((0, 50), (1, 110))  # the glow outside the rim: (inset from the ring's edge, alpha), fading outwards
TOAST_TEXT = 30
TOAST_PAD = (32, 12)  # a toast's room around its lines, across and down
TOAST_LEADING = 10  # between a toast's lines, over the text size


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Returns the table's sea-green background with a soft vignette."""
    surface = pygame.Surface(size)
    w, h = size
    for y in range(h):
        k = y / h
        surface.fill((int(14 + 10 * k), int(70 - 22 * k), int(92 - 24 * k)), (0, y, w, 1))
    pygame.draw.rect(surface, (9, 26, 40), (0, 0, w, TOP_BAR))
    pygame.draw.rect(surface, (9, 26, 40), (0, h - BOTTOM_BAR, w, BOTTOM_BAR))
    return surface


@forget_on_change
@lru_cache(maxsize=128)
def first_line(words: str, size: int, width: int) -> str:
    """Returns the part of `words` that fits on one line `width` pixels wide (measured once per text)."""
    return wrap(words, size, width)[0] if words else ""


def prompt_line(prompt: str, size: int, width: int) -> str:
    """Returns what of the status bar's prompt fits on its line: a prompt too long ends at its last whole
    sentence that fits ("Done (Space): pass the computer to Ben." rather than "... Undo: take your")."""
    line = first_line(prompt, size, width)
    if line != prompt and ". " in line:
        line = line[: line.rindex(". ") + 1]
    return line


@forget_on_change
@lru_cache(maxsize=64)
def toast_lines(message: str, size: int = TOAST_TEXT, width: int = 1100, most: int = 3) -> tuple[tuple, int]:
    """Returns a toast's lines (at most `most`, the last cut with … if longer) and the widest's width."""
    lines = wrap(message, size, width)
    if len(lines) > most:
        last = " ".join(lines[most - 1 :])
        while last and text(f"{last}…", size).get_width() > width:
            last = last[:-1]
        lines = [*lines[: most - 1], f"{last.rstrip()}…"]
    lines = lines or [""]
    return tuple(lines), max(text(line, size).get_width() for line in lines)


def toast_size(lines: tuple, widest: int, size: int, pad: tuple[int, int] = TOAST_PAD) -> tuple[int, int]:
    """Returns the size of the panel that holds these lines with `pad` around them."""
    return widest + 2 * pad[0], 2 * pad[1] + (size + TOAST_LEADING) * len(lines)


@dataclass(frozen=True)
class Note:
    """A toast laid out: where its panel sits, its lines and their text size."""

    rect: pygame.Rect
    lines: tuple[str, ...]
    size: int = TOAST_TEXT


def outline(rect: Rect, colour: tuple[int, int, int], width: int, grow: int) -> tuple[str, pygame.Rect]:
    """Returns the cache key and the place of a glowing outline around `rect`."""
    r = pygame.Rect(rect).inflate(grow * 2, grow * 2)
    return f"outline:{r.w}x{r.h}:{colour}:{width}", r


def shape_key(item: Item) -> str:
    """Returns what a picture of the item's shape adds to its cache key ("" for a plain rectangle)."""
    if item.outline:
        return f":{item.outline}"
    return "" if item.shape != ROUND else ":round"


def inset(surface: pygame.Surface, by: int) -> pygame.Surface:
    """Returns the part of `surface` `by` pixels in from every edge (drawing on it draws on `surface`)."""
    return surface.subsurface(surface.get_rect().inflate(-2 * by, -2 * by))


def fill_shape(surface: pygame.Surface, item: Item, rgba: tuple, width: int = 0, radius: int = 16) -> None:
    """Fills (or with `width`, rims) the item's shape stretched over the whole of `surface`."""
    box = surface.get_rect()
    if item.outline:  # scaled about the centre, so it grows with the surface like the others
        w, h = item.rect[2:]
        sx, sy = (box.w - 1) / max(1, w), (box.h - 1) / max(1, h)
        pygame.draw.polygon(surface, rgba, [(px * sx, py * sy) for px, py in item.outline], width)
    elif item.shape == ROUND:
        pygame.draw.ellipse(surface, rgba, box, width)
    else:
        pygame.draw.rect(surface, rgba, box, width=width, border_radius=radius)


class Painter:
    """Draws what the table scene decided; knows nothing of rules."""

    def __init__(
        self,
        size: tuple[int, int],
        sprites: SpriteCache,
        own_felt: Callable[[tuple[int, int]], pygame.Surface | None] | None = None,
    ):
        self.size = size
        self.sprites = sprites
        self.own_felt = own_felt  # the game's felt maker (None, or a maker returning None: the sea)
        self.frames: OrderedDict[tuple[str, int, int], pygame.Surface] = OrderedDict()
        self.layer: pygame.Surface | None = None
        self.layer_key: tuple | None = None
        #: How many times the still layer was drawn (it should be once per change, not per frame).
        self.layers_drawn = 0

    def still(self, surface: pygame.Surface, key: tuple, draw: Callable[[pygame.Surface], None]) -> None:
        """Blits the table's still layer: what `draw` paints over the whole screen, redrawn only when
        `key` (everything that picture depends on) differs from the last one."""
        if self.layer is None or key != self.layer_key:
            if self.layer is None:
                self.layer = pygame.Surface(self.size)
                if pygame.display.get_surface() is not None:
                    self.layer = self.layer.convert()  # the screen's own format: a blit is a plain copy
            draw(self.layer)
            self.layers_drawn += 1
        self.layer_key = key  # an equal key in new lists: keep it, so the next frame compares by identity
        surface.blit(self.layer, (0, 0))

    def forget(self) -> None:
        """Lets go of every picture made (the table is out of sight); each is made again when needed."""
        self.sprites.clear()
        self.frames.clear()
        self.layer = self.layer_key = None

    def background(self, surface: pygame.Surface) -> None:
        surface.blit(self.sprites.get("felt", self.felt), (0, 0))

    def felt(self) -> pygame.Surface:
        """Returns the table's felt: the game's own, else the sea."""
        own = self.own_felt(self.size) if self.own_felt is not None else None
        return own if own is not None else felt(self.size)

    def items(self, surface: pygame.Surface, items: list[Item], motion: Motion, hide: str | None) -> None:
        """Blits every item at its place, then the cards mid-glide over them; `hide` is the piece in hand."""
        moving: list[tuple[Item, Glide]] = []
        still = not motion.busy()  # the usual frame: no lookups, only blits
        for item in items:
            if item.make is None or (item.piece is not None and item.piece == hide):
                continue
            glide = None if still else motion.glide_of(item)
            if glide is None and not still and motion.waits:
                waits, stand_in = motion.waiting(item)
                if waits:  # a mark not yet reached, a place still being flown to
                    if stand_in is not None and stand_in.make is not None:
                        surface.blit(self.sprites.get(stand_in.key, stand_in.make), item.rect[:2])
                    continue
            if glide is None:
                surface.blit(self.sprites.get(item.key, item.make), item.rect[:2])
            else:
                moving.append((item, glide))
        for item, glide in moving:
            self.gliding(surface, item, glide)

    def gliding(self, surface: pygame.Surface, item: Item, glide: Glide) -> None:
        """Blits a card where its glide has got to: resized on the way, its back first while it flips, the
        pictures of its turn first while it turns."""
        x, y, w, h = glide.rect()
        face_up, width = glide.side()
        shown = item if face_up or item.back is None else item.back
        shown = glide.pose() or shown
        drawn_w = max(2, round(w * width))
        surface.blit(self.frame(shown, drawn_w, h), (x + (w - drawn_w) // 2, y))

    def frame(self, item: Item, w: int, h: int) -> pygame.Surface:
        """Returns the item's picture at w×h: the cached sprite, or a cached resized copy of it."""
        picture = self.sprites.get(item.key, item.make)
        if picture.get_size() == (w, h):
            return picture
        key = (item.key, w, h)
        found = self.frames.get(key)
        if found is None:
            try:
                found = pygame.transform.smoothscale(picture, (w, h))
            except ValueError:  # smoothscale takes only 24 and 32 bit pictures
                found = pygame.transform.scale(picture, (w, h))
            self.frames[key] = found
            if len(self.frames) > FRAMES:
                self.frames.popitem(last=False)
        else:
            self.frames.move_to_end(key)
        return found

    def ring(self, surface: pygame.Surface, item: Item, colour: tuple[int, int, int], width: int = 5) -> None:
        """Draws a glowing ring around `item` in its shape (a rounded box, a circle, its outline),
        all of it outside the item: a lit card keeps its own colours."""
        key, r = outline(item.rect, colour, width, GROW)
        picture = self.sprites.get(key + shape_key(item), lambda: self._ring(r.size, colour, width, item))
        surface.blit(picture, r.topleft)

    @staticmethod
    def _ring(size: tuple[int, int], colour: tuple[int, int, int], width: int, item: Item) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        for by, alpha in HALO:
            fill_shape(inset(surface, by), item, (*colour, alpha), radius=16 - by)
        rim = GROW - GAP - width
        fill_shape(inset(surface, rim), item, (*colour, 255), radius=16 - rim)
        # Inside the rim is left clear (drawing sets pixels: alpha 0 clears them), so a lit card is
        # never tinted and the colours a game is scored by read true. The clear band's corner radius
        # is small enough that the item's whole box stays inside it, corners too.
        fill_shape(inset(surface, GROW - GAP), item, (0, 0, 0, 0), radius=GAP * 3)
        return surface

    def held(self, surface: pygame.Surface, item: Item, pos: tuple[int, int], grab: tuple[int, int]) -> None:
        """Draws the piece in hand under the mouse, lifted with a shadow."""
        picture = self.sprites.get(item.key, item.make)
        x, y = pos[0] - grab[0], pos[1] - grab[1]
        size = picture.get_size()
        shadow = self.sprites.get(f"shadow:{size}{shape_key(item)}", lambda: self._shadow(size, item))
        surface.blit(shadow, (x + 10, y + 14))
        surface.blit(picture, (x, y - 6))

    @staticmethod
    def _shadow(size: tuple[int, int], item: Item) -> pygame.Surface:
        if not shape_key(item):
            return rounded(size, (0, 0, 0, 90), radius=12)
        surface = pygame.Surface(size, pygame.SRCALPHA)
        fill_shape(surface, item, (0, 0, 0, 90))
        return surface

    def status(
        self,
        surface: pygame.Surface,
        title: str,
        prompt: str,
        colour: tuple[int, int, int],
        gap: int = 0,
        right: int | None = None,
    ) -> None:
        """Draws whose turn it is and what they are asked, in the top bar; `gap`: room kept after the title
        (a computer's thinking dots); `right`: where the bar's buttons begin (the prompt ends before it)."""
        pygame.draw.rect(surface, colour, (0, 0, 14, TOP_BAR))
        surface.blit(text(title, 34, (255, 255, 255), bold=True), (32, 12))
        width = text(title, 34, bold=True).get_width() + gap
        room = (right - 16 if right is not None else self.size[0] - 360) - (60 + width)
        size = 28  # a prompt that does not fit is drawn smaller (to 23) before it is cut short
        while size > 23 and text(prompt, size).get_width() > room:
            size -= 1
        line = prompt_line(prompt, size, room)
        surface.blit(text(line, size, (190, 230, 240)), (60 + width, 18 + (28 - size) // 2))

    def toast_rect(self, message: str) -> pygame.Rect:
        """Returns where a message panel sits when nothing says where: centred, just above the bottom bar."""
        width, height = toast_size(*toast_lines(message), TOAST_TEXT)
        top = self.size[1] - BOTTOM_BAR - height - 18
        return pygame.Rect((self.size[0] - width) // 2, top, width, height)

    def toast(self, surface: pygame.Surface, message: str, note: Note | None = None) -> None:
        """Draws a message panel where `note` lays it out (else centred just above the bottom bar)."""
        note = note or Note(self.toast_rect(message), toast_lines(message)[0])
        x, y, width, height = note.rect
        panel = self.sprites.get(f"toast:{width}x{height}", lambda: self._panel((width, height)))
        surface.blit(panel, (x, y))
        step = note.size + TOAST_LEADING
        top = y + (height - step * len(note.lines)) // 2  # the lines in the middle, whatever the room
        for i, line in enumerate(note.lines):
            centre = (x + width // 2, top + step * i + step // 2)
            blit_centred(surface, text(line, note.size, (255, 255, 255)), centre)

    @staticmethod
    def _panel(size: tuple[int, int]) -> pygame.Surface:
        return rounded(size, (20, 24, 38, 235), (255, 214, 64), radius=18)
