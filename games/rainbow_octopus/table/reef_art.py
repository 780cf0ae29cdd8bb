"""Rainbow Octopus' drawings in the house style (docs/style.md): the tentacle on a tentacle card, the
octopus with its face, an arm's root over its slot, the emblem of the backs (no face) and the reef felt.

Drawn with `tabletop.ui.style`'s pen, in a box of 100 across, kept in its cache (`cached`).
"""

from __future__ import annotations

import math

import pygame

from tabletop.ui.painter import BOTTOM_BAR, TOP_BAR
from tabletop.ui.style import (
    BOLD,
    HAIR,
    LINE,
    OUTLINE,
    Art,
    banded_tentacle,
    cached,
    curl,
    darker,
    ellipse,
    lighter,
    luma,
    path,
    reef_felt,
    ribbon,
    tentacle,
)

RGB = tuple[int, int, int]
EYE_WHITE = (250, 248, 240)
CHEEK = (240, 120, 130, 110)
BAR = (9, 26, 40)
#: The reef: turquoise shallows at the top of the table to deep blue below; faint sea fans low down.
REEF_TOP, REEF_DEEP = (16, 92, 112), (10, 40, 70)
FAN = (150, 200, 210)
RAINBOW = ((229, 57, 53), (251, 140, 0), (253, 216, 53), (67, 160, 71), (30, 136, 229), (57, 73, 171))


@cached
def card_tentacle(w: int, h: int, fill: RGB) -> pygame.Surface:
    """Returns the one tentacle of a tentacle card: it rises along the card's right side from its foot and
    rolls up at the top, suckers inwards, leaving the corner mark and the middle's symbol clear."""
    box_h = 100 * h / w
    a = Art((w, h), (100, box_h))
    centre = curl((80, box_h + 4), -88, box_h * 0.86, -270, steps=30)
    tentacle(a, centre, 19, 3.5, fill, suckers=8)
    return a.picture()


@cached
def wild_tentacle(w: int, h: int, fills: tuple[RGB, ...]) -> pygame.Surface:
    """Returns the Wild Tentacle's arm: the tentacle of a tentacle card (as `card_tentacle`) in bands of
    every colour of the game, `fills` from its foot to its rolled tip."""
    box_h = 100 * h / w
    a = Art((w, h), (100, box_h))
    centre = curl((80, box_h + 4), -88, box_h * 0.86, -270, steps=35)
    banded_tentacle(a, centre, 19, 3.5, fills, suckers=len(fills))
    return a.picture()


@cached
def wild_mark(size: int, fills: tuple[RGB, ...]) -> pygame.Surface:
    """Returns the Wild's symbol, `size` px square: a rainbow, an arch of every colour of the game (each band
    a shade apart in grey), outlined in ink."""
    a = Art((size, size))
    k = len(fills)
    outer, inner = 48, 20
    step = (outer - inner) / k

    def arc(r: float, ends: range) -> list[tuple[float, float]]:
        return [(50 + r * math.cos(math.pi * i / 30), 74 - r * math.sin(math.pi * i / 30)) for i in ends]

    def arch(r0: float, r1: float) -> list[tuple[float, float]]:
        return arc(r0, range(31)) + arc(r1, range(30, -1, -1))

    for j, fill in enumerate(fills):
        a.shape(arch(outer - j * step, outer - (j + 1) * step), fill, outline=None, shade=0)
    whole = arch(outer, inner)
    a.line([*whole, whole[0]], OUTLINE, LINE)
    return a.picture()


@cached
def empty_arm(w: int, h: int, tint: RGB) -> pygame.Surface:
    """Returns an arm's place with no card on it, quiet on the felt: a faint wash of `tint`, a dashed outline
    of the card that goes there and the ghost of its tentacle (as `card_tentacle`, outline only), so an
    empty arm never passes for a card."""
    box_h = 100 * h / w
    a = Art((w, h), (100, box_h))
    pale = lighter(tint, 0.55)
    r = 10
    edge = path(
        (r, 1.5),
        (100 - r, 1.5),
        ((100 - r / 2, 1.5), (98.5, r / 2), (98.5, r)),
        (98.5, box_h - r),
        ((98.5, box_h - r / 2), (100 - r / 2, box_h - 1.5), (100 - r, box_h - 1.5)),
        (r, box_h - 1.5),
        ((r / 2, box_h - 1.5), (1.5, box_h - r / 2), (1.5, box_h - r)),
        (1.5, r),
        ((1.5, r / 2), (r / 2, 1.5), (r, 1.5)),
        steps=6,
    )
    a.shape(edge, (*tint, 40), outline=None, shade=0)
    centre = curl((80, box_h + 4), -88, box_h * 0.86, -270, steps=30)
    a.shape(ribbon(centre, 19, 3.5), (*pale, 26), outline=(*pale, 110), weight=HAIR, shade=0)
    for dash in dashes(edge, 7, 4.5):
        a.line(dash, (*pale, 190), LINE)
    return a.picture()


def dashes(points: list[tuple[float, float]], on: float, off: float) -> list[list[tuple[float, float]]]:
    """Returns the closed outline `points` cut into dashes `on` long with gaps `off` (box units)."""
    out: list[list[tuple[float, float]]] = []
    dash: list[tuple[float, float]] = []
    run, drawing = 0.0, True
    loop = [*points, points[0]]
    for (x0, y0), (x1, y1) in zip(loop, loop[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        done = 0.0
        while done < length:
            left = (on if drawing else off) - run
            step = min(left, length - done)
            t0, t1 = done / length, (done + step) / length
            a, b = (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0), (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)
            if drawing:
                dash = dash or [a]
                dash.append(b)
            done += step
            run += step
            if run >= (on if drawing else off) - 1e-9:
                if drawing and len(dash) > 1:
                    out.append(dash)
                dash, run, drawing = [], 0.0, not drawing
    if dash and len(dash) > 1:
        out.append(dash)
    return out


def _face(a: Art, body: RGB, look: float) -> None:
    """Draws eyes under calm lids looking a little to `look`, cheeks and a small smile."""
    for x in (38, 62):
        a.shape(ellipse(x, 46, 8, 9, steps=28), EYE_WHITE, weight=LINE, shade=0.1)
        a.circle((x + 2 * look, 48), 4.4, OUTLINE, outline=None, shade=0)
        a.circle((x + 2 * look - 1.5, 45.8), 1.5, EYE_WHITE, outline=None, shade=0)
        lid = path((x - 8.5, 43), ((x - 5, 36.5), (x + 5, 36.5), (x + 8.5, 43)), steps=10)
        a.shape(lid + [(x + 8.5, 36), (x - 8.5, 36)], darker(body, 0.08), outline=None, shade=0)
        a.line(lid, OUTLINE, LINE)
    for x in (28, 72):
        a.circle((x, 56), 4, CHEEK, outline=None, shade=0)
    a.line(path((44, 58), ((47, 63), (53, 63), (56, 58)), steps=10), OUTLINE, LINE)


@cached
def octopus(size: int, body: RGB, look: float = 0.4) -> pygame.Surface:
    """Returns an octopus `size` px square: a round head of `body` with its face (eyes under calm lids,
    cheeks, a smile) and eight tentacles curling out beneath it, suckers showing."""
    a = Art((size, size))
    arm = darker(body, 0.1)
    for k in range(8):
        t = k / 7
        heading = 160 - 140 * t
        turn = 150 if t < 0.5 else -150
        start = (30 + 40 * t, 62)
        tentacle(a, curl(start, heading, 34 - 8 * abs(t - 0.5), turn, steps=14), 10, 2.5, arm, suckers=3)
    head = path(
        (14, 48), ((12, 16), (34, 4), (50, 4)), ((66, 4), (88, 16), (86, 48)), ((82, 70), (18, 70), (14, 48))
    )
    a.shape(head, body, weight=BOLD, shine=True)
    _face(a, body, look)
    return a.picture()


@cached
def arm_root(w: int, h: int, body: RGB, lean: int) -> pygame.Surface:
    """Returns the root of one arm, from the octopus's tile down to its slot: a short tentacle of `body`
    with suckers, swaying to `lean` (-1 or 1)."""
    a = Art((w, h), (100, 100 * h / w))
    box_h = 100 * h / w
    tentacle(a, curl((50, 0), 90, box_h, 40 * lean, steps=12), 46, 26, darker(body, 0.08), suckers=3)
    return a.picture()


@cached
def back_emblem(size: int, ink: RGB) -> pygame.Surface:
    """Returns the mark on a tentacle card's back: a rainbow ring round a gold tentacle rolled up (no face:
    a back must not show what is on the other side)."""
    a = Art((size, size))
    for i, colour in enumerate(RAINBOW):
        r = 46 - i * 2.4
        a.line(
            [(50 + r * math.cos(t), 50 + r * math.sin(t)) for t in (2 * math.pi * k / 48 for k in range(49))],
            colour,
            1.6,
        )
    line = curl((24, 84), -64, 140, 700, steps=46)
    tentacle(a, line, 17, 3, ink, suckers=9)
    return a.picture()


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Returns the reef under the Rainbow Octopus table: turquoise shallows deepening downwards, a soft
    light mid-table, faint wave marks and faint sea fans low at both sides (quiet: the cards stand out)."""
    return reef_felt(size, REEF_TOP, REEF_DEEP, (120, 220, 226), FAN, 12, (TOP_BAR, BOTTOM_BAR), BAR)


def tentacle_fill(rgb: RGB) -> RGB:
    """Returns the colour of the tentacle on a card of `rgb`: lighter, or darker on a light card (yellow),
    so it stands off the face in grey too."""
    return darker(rgb, 0.2) if luma(rgb) > 170 else lighter(rgb, 0.3)
