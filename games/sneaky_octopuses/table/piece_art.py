"""Sneaky Octopuses' pieces drawn with the house pen (docs/style.md): a little octopus whose head is its
specialist's shape, a fish, a keeper seen from above facing where it looks, the die and the die tumbling.

Each maker draws in a 100×100 box and is kept in the house cache (`style.cached`), keyed by its arguments;
the marks players read (an octopus's letter, a keeper's number, a colour's symbol) are added by art.py
over a copy, so these stay plain pictures.
"""

from __future__ import annotations

import math

import pygame

from tabletop.ui.style import (
    BOLD,
    HAIR,
    LINE,
    OUTLINE,
    Art,
    cached,
    darker,
    ellipse,
    lighter,
    path,
    ribbon,
    tile,
    turned,
)

RGB = tuple[int, int, int]
COAT = (250, 250, 252)
CAP = (200, 40, 50)  # the keepers' red: cap and gaze
SKIN = (236, 196, 160)
EYE_WHITE = (252, 252, 248)
DIE_FACE = (252, 250, 244)

#: Where each head shape's letter stands (box units): the letter sits at the head's middle, lower in a
#: triangle (art.octopus blits it at the same place).
LETTER_Y = {"triangle": 60, "diamond": 50, "square": 50, "circle": 50}


def _rounded_polygon(corners: list[tuple[float, float]], r: float) -> list[tuple[float, float]]:
    """Returns a polygon with its corners rounded by about `r` (a quadratic arc at each)."""
    out = []
    n = len(corners)
    for i in range(n):
        p, c, q = corners[i - 1], corners[i], corners[(i + 1) % n]
        da, db = math.dist(p, c), math.dist(c, q)
        a = (c[0] + (p[0] - c[0]) * r / da, c[1] + (p[1] - c[1]) * r / da)
        b = (c[0] + (q[0] - c[0]) * r / db, c[1] + (q[1] - c[1]) * r / db)
        for k in range(7):
            t = k / 6
            out.append(
                (
                    (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
                    (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
                )
            )
    return out


def head_outline(shape: str) -> list[tuple[float, float]]:
    """Returns an octopus head's outline in its specialist's shape (box units)."""
    if shape == "triangle":
        return _rounded_polygon([(50, 2), (93, 82), (7, 82)], 9)
    if shape == "diamond":
        return _rounded_polygon([(50, 1), (94, 46), (50, 90), (6, 46)], 8)
    if shape == "square":
        return _rounded_polygon([(12, 6), (88, 6), (88, 78), (12, 78)], 13)
    return ellipse(50, 45, 38, 37, steps=48)


#: Each shape's eyes (box units: centre x of the left eye, y, radius); the right eye mirrors it.
EYES = {"triangle": (42, 38, 5.0), "diamond": (38, 26, 5.5), "square": (32, 20, 6.0), "circle": (35, 21, 6.0)}


def _tentacles(a: Art, body: RGB) -> None:
    """Draws six curling tentacles out of the head's lower half, behind it."""
    arm = darker(body, 0.12)
    lines = (
        path((30, 66), ((18, 76), (4, 80), (6, 92)), ((7, 98), (15, 96), (14, 90)), steps=10),
        path((40, 70), ((34, 82), (24, 90), (28, 97)), ((31, 100), (37, 97), (35, 93)), steps=10),
        path((47, 72), ((46, 84), (44, 92), (48, 98)), steps=10),
        path((53, 72), ((54, 84), (56, 92), (52, 98)), steps=10),
        path((60, 70), ((66, 82), (76, 90), (72, 97)), ((69, 100), (63, 97), (65, 93)), steps=10),
        path((70, 66), ((82, 76), (96, 80), (94, 92)), ((93, 98), (85, 96), (86, 90)), steps=10),
    )
    for line in lines:
        a.shape(ribbon(line, 11, 3), arm, weight=LINE, shade=0.18)


@cached
def octopus_body(shape: str, size: int, body: RGB) -> pygame.Surface:
    """Returns a little octopus `size` across: six tentacles curling out under a head in its specialist's
    `shape` (triangle, diamond, square, circle), of `body` colour, shaded, with a shine and two eyes."""
    a = Art((size, size))
    _tentacles(a, body)
    a.shape(head_outline(shape), body, weight=BOLD, shine=True)
    x, y, r = EYES[shape]
    for ex in (x, 100 - x):
        a.circle((ex, y), r, EYE_WHITE, weight=HAIR, shade=0.1)
        a.circle((ex + r * 0.25, y + r * 0.2), r * 0.5, OUTLINE, outline=None, shade=0)
    return a.picture()


@cached
def fish_body(size: int, rgb: RGB) -> pygame.Surface:
    """Returns a fish `size` wide (0.72 as high) swimming left: a forked tail, a fin on its back and its
    side, a lighter belly, a gill and an eye; art.fish puts its colour's symbol on its middle."""
    w, h = size, int(size * 0.72)
    a = Art((w, h), box=(100, 72))
    fin = darker(rgb, 0.18)
    a.shape(path((60, 14), ((64, 2), (52, 0), (36, 6)), (30, 14)), fin, weight=LINE, shade=0.1)
    tail = path((70, 36), ((80, 24), (90, 10), (98, 4)), ((94, 22), (92, 30), (88, 36)))
    tail += path((88, 36), ((92, 42), (94, 50), (98, 68)), ((90, 62), (80, 48), (70, 36)))[1:]
    a.shape(tail, fin, weight=LINE, shade=0.15)
    body = path(
        (3, 38),
        ((8, 14), (30, 6), (48, 8)),
        ((64, 10), (74, 26), (78, 36)),
        ((74, 46), (64, 62), (48, 64)),
        ((30, 66), (8, 60), (3, 38)),
    )
    a.shape(body, rgb, weight=BOLD, shine=True)
    a.shape(
        path((12, 50), ((24, 60), (44, 62), (62, 56)), ((44, 58), (24, 56), (12, 50))),
        lighter(rgb, 0.35),
        outline=None,
        shade=0,
    )
    a.line(path((22, 20), ((28, 28), (28, 44), (22, 54)), steps=8), darker(rgb, 0.4), HAIR)
    a.shape(
        path((40, 52), ((46, 58), (56, 60), (58, 54)), ((52, 50), (44, 50), (40, 52))),
        fin,
        weight=HAIR,
        shade=0,
    )
    a.circle((13, 30), 4.6, EYE_WHITE, weight=HAIR, shade=0)
    a.circle((12, 30), 2.4, OUTLINE, outline=None, shade=0)
    return a.picture()


def keeper_parts(degrees: float) -> dict[str, list[tuple[float, float]]]:
    """Returns a keeper's parts in the box, facing `degrees` clockwise from east: its gaze (a red arrow
    from its cap to the box's edge), its sleeves and hands, its coat (shoulders across the facing, its
    middle 9 hundredths behind the box's centre, where its number goes), its cap and the cap's peak."""

    def t(points):
        return turned(points, (50, 50), degrees)

    return {
        "gaze": t([(99, 50), (76, 22), (76, 78)]),
        "left": t(ellipse(52, 17, 10, 8)),
        "right": t(ellipse(52, 83, 10, 8)),
        "left_hand": t(ellipse(63, 14, 5, 5)),
        "right_hand": t(ellipse(63, 86, 5, 5)),
        "coat": t(_rounded_polygon([(12, 12), (56, 14), (56, 86), (12, 88)], 18)),
        "peak": t(ellipse(76, 50, 10, 10, steps=28)),
        "cap": t(ellipse(67, 50, 11, 11, steps=28)),
    }


@cached
def keeper_body(degrees: int, size: int) -> pygame.Surface:
    """Returns a keeper seen from above, `size` across, facing `degrees` clockwise from east: a white lab
    coat with its sleeves and hands forward, a red cap whose peak points where it looks, and a big red
    arrow of its gaze from the cap to the edge (so its facing reads at a glance); art.keeper writes its
    number on the coat's back."""
    a = Art((size, size))
    parts = keeper_parts(degrees)
    a.shape(parts["gaze"], CAP, weight=LINE, shade=0.2)
    for side in ("left", "right"):
        a.shape(parts[f"{side}_hand"], SKIN, weight=HAIR, shade=0.15)
        a.shape(parts[side], COAT, weight=LINE, shade=0.12)
    a.shape(parts["coat"], COAT, weight=BOLD, shade=0.12)
    a.shape(parts["peak"], darker(CAP, 0.35), weight=LINE, shade=0)
    a.shape(parts["cap"], CAP, weight=LINE, shade=0.22, shine=True)
    return a.picture()


#: Where a die's pips sit for each face, as shares of its side.
PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.28, 0.28), (0.72, 0.72)],
    3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
    6: [(0.28, 0.22), (0.72, 0.22), (0.28, 0.5), (0.72, 0.5), (0.28, 0.78), (0.72, 0.78)],
}


@cached
def die_face(roll: int, size: int) -> pygame.Surface:
    """Returns a die's face `size` across: a bevelled ivory tile with round ink pips, lit from the top
    left (0: a blank die, not rolled yet)."""
    surface = tile(size, size, DIE_FACE).copy()
    r = max(3, size // 11)
    for x, y in PIPS.get(roll, []):
        cx, cy = round(x * size), round(y * size)
        pygame.draw.circle(surface, OUTLINE, (cx, cy), r)
        pygame.draw.circle(surface, (90, 84, 96), (cx - r // 3, cy - r // 3), max(1, r // 3))
    return surface


#: The faces shown one after another as the die tumbles, and how far it has turned at each (degrees).
TUMBLE = ((3, 24), (6, 71), (2, 118), (5, 160), (1, 207), (4, 250))


@cached
def die_tumbling(frame: int, size: int) -> pygame.Surface:
    """Returns frame `frame` of the die tumbling, `size` across: a smaller die turned part way round,
    showing another face, with two short marks of its spin behind it."""
    face, angle = TUMBLE[frame % len(TUMBLE)]
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    small = pygame.transform.rotozoom(die_face(face, round(size * 0.74)), -angle, 1.0)
    rect = small.get_rect(center=(size // 2, size // 2))
    surface.blit(small, rect)
    r = size * 0.47
    for k in (0, 1):
        start = math.radians(200 + angle + 180 * k)
        arc = [
            (size / 2 + r * math.cos(start + s * 0.12), size / 2 + r * math.sin(start + s * 0.12))
            for s in range(6)
        ]
        pygame.draw.lines(surface, (*OUTLINE, 150), False, arc, max(2, size // 30))
    return surface
