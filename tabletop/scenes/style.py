"""Shared look of the generic scenes: seat colours, swatches, the ocean backdrop, the octopus art."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop.ui.sprites import font
from tabletop.ui.text_size import forget_on_change

#: Seat colours as drawn on swatches (saturated, for fills; text uses the lighter "#seat_<colour>" ids).
SEAT_RGB: dict[str, tuple[int, int, int]] = {
    "red": (224, 66, 66),
    "blue": (52, 116, 232),
    "green": (58, 168, 70),
    "yellow": (245, 198, 38),
    "purple": (140, 84, 204),
    "orange": (242, 128, 30),
    "teal": (18, 168, 158),
    "pink": (236, 108, 170),
}
#: A short mark on every swatch, so colour is never the only cue (purple and pink share a first letter).
SEAT_MARK = {"purple": "Pu", "pink": "Pi"}
INK = (5, 22, 36)
FOAM = (247, 243, 227)


def colour_name(colour: str) -> str:
    """Returns the colour's name as shown to players ("red" -> "Red")."""
    return colour.replace("_", " ").capitalize()


def seat_rgb(colour: str) -> tuple[int, int, int]:
    """Returns the fill colour of a seat colour (grey for an unknown one)."""
    return SEAT_RGB.get(colour, (150, 160, 170))


def seat_text_id(colour: str, class_id: str = "@seat_name") -> ObjectID:
    """Returns the theme id of text drawn in a seat's colour, with `class_id` setting its size."""
    return ObjectID(object_id=f"#seat_{colour}" if colour in SEAT_RGB else None, class_id=class_id)


def ui_font(size: int, bold: bool = True) -> pygame.font.Font:
    """Returns pygame_gui's bundled Noto Sans at `size` px (scaled by the text size), for the few texts we
    draw ourselves."""
    return font(size, bold)


@forget_on_change
@lru_cache(maxsize=64)
def swatch(colour: str, diameter: int) -> pygame.Surface:
    """Returns a round seat-colour token with a light rim and the colour's letter on it."""
    surface = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    centre, radius = (diameter // 2, diameter // 2), diameter // 2
    pygame.draw.circle(surface, FOAM, centre, radius)
    pygame.draw.circle(surface, seat_rgb(colour), centre, radius - max(2, diameter // 16))
    rgb = seat_rgb(colour)
    light = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 150
    mark = SEAT_MARK.get(colour, colour[:1].upper())
    text = ui_font(int(diameter * (0.42 if len(mark) > 1 else 0.5))).render(
        mark, True, INK if light else FOAM
    )
    surface.blit(text, text.get_rect(center=centre))
    return surface


class PassiveLabel(pygame_gui.elements.UILabel):
    """A label that lets the mouse through to the button beneath it (a blurb inside a button)."""

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        return False


class PassiveImage(pygame_gui.elements.UIImage):
    """An image that lets the mouse through to the button beneath it (an emblem on a button)."""

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        return False


def preload_text_fonts(manager: pygame_gui.UIManager, sizes: tuple[int, ...] = (23, 26)) -> None:
    """Loads the Noto Sans styles that HTML text boxes switch between, before they are first drawn."""
    fonts = manager.get_theme().get_font_dictionary()
    styles = {
        "regular": (False, False),
        "bold": (True, False),
        "italic": (False, True),
        "bold_italic": (True, True),
    }
    missing = [
        {"name": "noto_sans", "point_size": size, "style": style}
        for size in sizes
        for style, (bold, italic) in styles.items()
        if not fonts.check_font_preloaded(fonts.create_font_id(size, "noto_sans", bold, italic))
    ]
    if missing:
        manager.preload_fonts(missing)


def clicked(event: pygame.event.Event, element: object) -> bool:
    """Tells whether `event` is a press of the button `element`."""
    return event.type == pygame_gui.UI_BUTTON_PRESSED and element is not None and event.ui_element is element


def key_down(event: pygame.event.Event, *keys: int) -> bool:
    """Tells whether `event` is a key press of one of `keys`."""
    return event.type == pygame.KEYDOWN and event.key in keys


_BACKDROP: dict[tuple[tuple[int, int], bool], pygame.Surface] = {}


def backdrop(size: tuple[int, int], calm: bool = False) -> pygame.Surface:
    """Returns the deep-ocean background: a gradient, soft light from above and a few bubbles."""
    if (size, calm) not in _BACKDROP:
        _BACKDROP.clear()  # one kept at a time: it is 8 MB, and drawing the other takes a few ms
        _BACKDROP[size, calm] = _draw_backdrop(size, calm)
    return _BACKDROP[size, calm]


def _draw_backdrop(size: tuple[int, int], calm: bool) -> pygame.Surface:
    width, height = size
    top, bottom = ((10, 36, 58), (4, 14, 26)) if not calm else ((14, 40, 60), (8, 22, 36))
    column = pygame.Surface((1, height))
    for y in range(height):
        t = y / max(1, height - 1)
        column.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)])
    surface = pygame.transform.scale(column, size)
    for x, spread, alpha in ((0.22, 0.10, 16), (0.48, 0.07, 12), (0.74, 0.12, 14)):
        pts = [
            (width * (x - 0.02), 0),
            (width * (x + 0.02), 0),
            (width * (x + spread), height),
            (width * (x - spread / 2), height),
        ]
        _translucent_polygon(surface, (120, 220, 230, alpha), pts)
    if not calm:
        _bubbles(surface)
    return surface


def _translucent_polygon(surface: pygame.Surface, rgba, points) -> None:
    # On a layer of the polygon's own size: a full-screen layer took 8 MB for a moment.
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    box = pygame.Rect(min(xs) - 2, min(ys) - 2, max(xs) - min(xs) + 4, max(ys) - min(ys) + 4)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, rgba, [(x - box.x, y - box.y) for x, y in points])
    surface.blit(layer, box.topleft)


def _bubbles(surface: pygame.Surface) -> None:
    # A fixed seed keeps the bubbles in the same place every frame and every run.
    rng = random.Random(8)
    width, height = surface.get_size()
    for _ in range(40):
        r = rng.randint(4, 16)
        pos = (rng.randint(0, width), rng.randint(0, height))
        layer = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
        pygame.draw.circle(layer, (150, 225, 235, rng.randint(22, 55)), (r + 1, r + 1), r, 2)
        surface.blit(layer, (pos[0] - r - 1, pos[1] - r - 1))


@lru_cache(maxsize=8)
def octopus(size: int, body: tuple[int, int, int] = (255, 123, 107)) -> pygame.Surface:
    """Returns a friendly octopus drawing `size` px square (the app's mascot)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    dark = tuple(max(0, c - 50) for c in body)
    for k in range(8):
        _tentacle(surface, size, k, dark if k % 2 else body)
    head = pygame.Rect(0, 0, size * 0.56, size * 0.5)
    head.center = (size // 2, int(size * 0.34))
    pygame.draw.ellipse(surface, body, head)
    pygame.draw.ellipse(
        surface,
        tuple(min(255, c + 40) for c in body),
        head.inflate(-size * 0.3, -size * 0.32).move(-size * 0.08, -size * 0.1),
    )
    for side in (-1, 1):
        eye = (size // 2 + side * int(size * 0.1), int(size * 0.38))
        pygame.draw.circle(surface, FOAM, eye, int(size * 0.055))
        pygame.draw.circle(surface, INK, (eye[0] + side * 2, eye[1] + 2), int(size * 0.03))
    smile = pygame.Rect(0, 0, size * 0.12, size * 0.07)
    smile.center = (size // 2, int(size * 0.46))
    pygame.draw.arc(surface, INK, smile, math.pi * 1.1, math.pi * 1.9, max(2, size // 120))
    return surface


def _tentacle(surface: pygame.Surface, size: int, k: int, rgb: tuple[int, ...]) -> None:
    # Each arm is a chain of shrinking discs along a curling path, fanned out under the head.
    angle = math.pi * (0.17 + 0.66 * k / 7)
    start = (size / 2 + math.cos(angle) * size * 0.16, size * 0.48)
    steps = 26
    for i in range(steps):
        t = i / (steps - 1)
        reach = size * 0.4 * t
        curl = math.sin(t * math.pi * 1.8 + k * 0.9) * size * 0.06 * t
        x = start[0] + math.cos(angle) * reach * 0.86 + curl
        y = start[1] + math.sin(angle) * reach * 0.9 - curl * 0.3
        pygame.draw.circle(surface, rgb, (x, y), size * (0.055 - 0.04 * t))


#: The veil under a dialog: the scene keeps VEIL_KEEPS/255 of its light, tinted by VEIL_TINT.
VEIL_KEEPS = 80
VEIL_TINT = (1, 7, 14)


def dim(surface: pygame.Surface) -> None:
    """Dims the whole of `surface` under a dialog (as a navy veil of 69 % would, without a picture of it)."""
    surface.fill((VEIL_KEEPS,) * 3, special_flags=pygame.BLEND_RGB_MULT)
    surface.fill(VEIL_TINT, special_flags=pygame.BLEND_RGB_ADD)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, highlight: bool = False) -> None:
    """Draws a rounded card that groups widgets (the widgets are drawn over it by pygame_gui)."""
    shadow = rect.move(0, 6)
    pygame.draw.rect(surface, (3, 10, 18), shadow, border_radius=24)
    pygame.draw.rect(surface, (16, 42, 67), rect, border_radius=24)
    pygame.draw.rect(surface, (46, 196, 182) if highlight else (36, 80, 122), rect, 2, border_radius=24)
