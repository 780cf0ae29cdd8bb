"""Oct8's drawings in the house style (docs/style.md): the tentacles on an arm card, an octopus head with
its face, the emblem on the backs (no face: a back must not pass for a head) and the reef felt.

Drawn with `tabletop.ui.style`'s pen, in a box of 100 across, kept in its cache (`cached`).
"""

from __future__ import annotations

import pygame

from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR
from tabletop.ui.style import (
    BOLD,
    LINE,
    OUTLINE,
    Art,
    cached,
    curl,
    darker,
    ellipse,
    lighter,
    path,
    reef_felt,
    tentacle,
)

RGB = tuple[int, int, int]
EYE_WHITE = (250, 248, 240)
CHEEK = (240, 120, 130, 110)
BAR = (9, 26, 40)
#: The reef: a blue-green lagoon at the top of the table to deep water below; faint coral at the edges.
REEF_TOP, REEF_DEEP = (18, 86, 108), (8, 38, 62)
CORAL = (236, 150, 140)


def _fanned(arms: int) -> list[tuple[float, float, float, float]]:
    """Returns each tentacle's base x (box units), heading, length share and curl for `arms` tentacles
    rising from the bottom of the card, fanned out, curling left and right in turn."""
    out = []
    for k in range(arms):
        t = (k + 0.5) / arms
        x = 46 + 40 * t
        heading = -90 + (t - 0.5) * (50 if arms > 1 else 0)
        side = -1 if k % 2 == 0 else 1
        out.append((x, heading, 1.0 - 0.25 * abs(t - 0.5) * 2, side * (340 if arms < 4 else 270)))
    return out


@cached
def arm_tentacles(arms: int, w: int, h: int, fill: RGB) -> pygame.Surface:
    """Returns `arms` tentacles of `fill` rising from a card's foot (w×h, transparent round them), curling
    at their tips, suckers on their inner sides: as many tentacles as the card has arms."""
    box_h = 100 * h / w
    a = Art((w, h), (100, box_h))
    width = max(6.0, 17 - 1.4 * arms)
    reach = box_h * (0.95 if arms < 4 else 0.8)
    for x, heading, share, turn in _fanned(arms):
        centre = curl((x, box_h + 2), heading, reach * share, turn, steps=22)
        tentacle(a, centre, width, width * 0.2, fill, suckers=6 if arms < 4 else 3)
    return a.picture()


@cached
def tile_tentacle(side: int, fill: RGB) -> pygame.Surface:
    """Returns the tentacle of an arm tile (`side` px square, transparent round it): one tentacle of `fill`
    rising from the tile's foot right of the middle and rolling up to the right, suckers on its inner side,
    in the lower right quarter, clear of the number (left) and the shape (top right)."""
    a = Art((side, side))
    tentacle(a, curl((62, 104), -78, 72, 300, steps=20), 26, 6.5, fill, suckers=3)
    return a.picture()


def _mantle(a: Art, body: RGB) -> None:
    """Draws the head's dome, lit top left."""
    dome = path(
        (16, 64),
        ((12, 30), (30, 6), (50, 6)),
        ((70, 6), (88, 30), (84, 64)),
        ((74, 74), (26, 74), (16, 64)),
    )
    a.shape(dome, body, weight=BOLD, shine=True)


def _face(a: Art, body: RGB, look: float) -> None:
    """Draws two eyes looking a little to `look` (-1 left .. 1 right), their lids, cheeks and a calm
    smile."""
    for x in (37, 63):
        a.shape(ellipse(x, 50, 8.5, 9.5, steps=28), EYE_WHITE, weight=LINE, shade=0.1)
        a.circle((x + 2.2 * look, 52), 4.6, OUTLINE, outline=None, shade=0)
        a.circle((x + 2.2 * look - 1.6, 49.6), 1.6, EYE_WHITE, outline=None, shade=0)
        lid = path((x - 9, 47), ((x - 5, 40), (x + 5, 40), (x + 9, 47)), steps=10)
        a.shape(lid + [(x + 9, 40), (x - 9, 40)], darker(body, 0.08), outline=None, shade=0)
        a.line(lid, OUTLINE, LINE)
    for x in (27, 73):
        a.circle((x, 61), 4.2, CHEEK, outline=None, shade=0)
    smile = path((43, 63), ((46, 68), (54, 68), (57, 63)), steps=10)
    a.line(smile, OUTLINE, LINE)


@cached
def octopus_head(size: int, body: RGB, arms: bool = True, look: float = 0.4) -> pygame.Surface:
    """Returns an octopus's head `size` px square: a shaded dome of `body` with eyes under calm lids,
    cheeks and a small smile; with `arms`, the roots of four tentacles curling out beneath it. The
    colour's shape goes on its forehead (blitted by the card, so the colour-blind look can rim it)."""
    a = Art((size, size))
    if arms:
        for x, heading, turn in ((30, 120, 160), (44, 100, 120), (56, 80, -120), (70, 60, -160)):
            tentacle(a, curl((x, 68), heading, 30, turn, steps=14), 11, 3, darker(body, 0.12), suckers=3)
    _mantle(a, body)
    _face(a, body, look)
    return a.picture()


@cached
def back_emblem(size: int, ink: RGB, spiral: bool = True) -> pygame.Surface:
    """Returns the mark on a back: a ring of `ink`, with one tentacle rolled into a spiral in it (`spiral`);
    no face."""
    a = Art((size, size))
    a.circle((50, 50), 44, (*ink, 40), outline=ink, weight=LINE, shade=0)
    if not spiral:
        return a.picture()
    line = curl((18, 86), -60, 160, 760, steps=48)
    tentacle(a, line, 18, 3, ink, suckers=9)
    return a.picture()


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Returns the reef under the Oct8 table: lagoon water deepening downwards, a soft light mid-table,
    faint wave marks and faint coral fans low at both sides (under the pieces, never over them)."""
    return reef_felt(size, REEF_TOP, REEF_DEEP, (110, 210, 220), CORAL, 8, (TOP_BAR, BOTTOM_BAR), BAR)


def tentacle_fill(rgb: RGB) -> RGB:
    """Returns the colour of the tentacles on a card of `rgb`: lighter, so they stand off the face in grey."""
    return lighter(rgb, 0.32)
