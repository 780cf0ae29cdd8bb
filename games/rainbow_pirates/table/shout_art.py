"""The words said at the pirates' table, drawn to pop up over an island (table/story.py): "Arrrgh!" in a
speech bubble (no block: the black card acts), "Blocked!" on a splash of foam (the loved colour stopped
it), "Boom!" on a splash (a cannon hit) and a rainbow over the island that just completed one. House
style (docs/style.md): one ink outline, lit from the top left, drawn in a 100×100 box."""

from __future__ import annotations

import math

import pygame

from games.rainbow_pirates.table.palette import FOAM, LAGOON, PIRATE_GOLD
from tabletop.ui.sprites import font
from tabletop.ui.style import BOLD, LINE, OUTLINE, PAPER, Art, cached, ellipse, path

#: Each shout: its words, the fill behind them and the ink of the words.
SHOUTS = {
    "arrgh": ("Arrrgh!", PAPER, (150, 30, 36)),
    "blocked": ("Blocked!", FOAM, (16, 84, 110)),
    "boom": ("Boom!", (255, 214, 120), (120, 40, 16)),
}
#: The rainbow's bands, outside in (the seven colours of the game's cards).
BANDS = ((229, 57, 53), (245, 124, 0), (253, 216, 53), (67, 160, 71), (30, 136, 229), (142, 36, 170))


def splash_outline(spikes: int, seed: float) -> list[tuple[float, float]]:
    """Returns a splash's outline in the box: a round blob with `spikes` pointed drops round it."""
    points = []
    for i in range(spikes * 2):
        a = math.pi * i / spikes + seed
        r = 47 if i % 2 == 0 else 40 + 2 * math.sin(i * 1.7 + seed)
        points.append((50 + r * math.cos(a), 50 + r * 0.82 * math.sin(a)))
    return points


def bubble_outline() -> list[tuple[float, float]]:
    """Returns a speech bubble's outline: a rounded oval with its tail at the lower left."""
    oval = ellipse(52, 44, 45, 34, steps=48)
    # The tail: cut in where the oval meets its lower left, out to a point, back.
    start = min(range(len(oval)), key=lambda i: math.hypot(oval[i][0] - 24, oval[i][1] - 72))
    tail = path((26, 72), ((22, 82), (14, 90), (8, 96)), ((20, 92), (30, 84), (38, 76)))
    return oval[: start + 1] + tail + oval[start + 3 :]


@cached
def shout(kind: str, w: int, h: int) -> pygame.Surface:
    """Returns the picture of a shout (`SHOUTS`) at w×h: its bubble or splash, then its words."""
    words, fill, ink = SHOUTS[kind]
    art = Art((w, h))
    if kind == "arrgh":
        art.shape(bubble_outline(), fill, weight=BOLD, shine=True)
    else:
        art.shape(splash_outline(13, 0.3), LAGOON if kind == "blocked" else PIRATE_GOLD, weight=LINE)
        inner = [(50 + (x - 50) * 0.9, 50 + (y - 50) * 0.9) for x, y in splash_outline(11, 0.9)]
        art.shape(inner, fill, weight=BOLD, shine=True)
        for x, y, r in ((6, 20, 3), (94, 26, 3.5), (90, 86, 2.5), (10, 80, 3)):
            art.circle((x, y), r, fill, weight=LINE)
    picture = art.picture()
    size = max(12, int(h * 0.3))
    while size > 12 and font(size, True).size(words)[0] > w * (0.74 if kind == "arrgh" else 0.64):
        size -= 2
    shadow = font(size, True).render(words, True, OUTLINE)
    face = font(size, True).render(words, True, ink)
    rect = face.get_rect(
        center=(w // 2 + (2 if kind == "arrgh" else 0), int(h * (0.44 if kind == "arrgh" else 0.5)))
    )
    picture.blit(shadow, rect.move(2, 2))
    picture.blit(face, rect)
    return picture


@cached
def rainbow(w: int, h: int) -> pygame.Surface:
    """Returns a rainbow arc at w×h (twice as wide as high), bands outlined, its ends in puffs of cloud."""
    art = Art((w, h), (100, 50))
    width = 5.0
    for i, colour in enumerate(BANDS):
        outer, inner = 46 - i * width, 46 - (i + 1) * width
        arc = [(50 + outer * math.cos(a), 48 - outer * math.sin(a)) for a in _angles()]
        arc += [(50 + inner * math.cos(a), 48 - inner * math.sin(a)) for a in reversed(_angles())]
        art.shape(arc, colour, weight=LINE if i == 0 else 0.6, shade=0.12)
    for x in (10, 90):
        for dx, dy, r in ((-5, 44, 5), (5, 44, 5), (0, 40, 6)):
            art.shape(ellipse(x + dx, dy, r, r * 0.9, steps=24), FOAM, weight=LINE, shade=0.1)
    return art.picture()


def _angles(steps: int = 32) -> list[float]:
    return [math.pi * i / steps for i in range(steps + 1)]
