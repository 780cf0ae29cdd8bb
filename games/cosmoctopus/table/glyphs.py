"""Small Cosmoctopus drawings with the house pen (tabletop/ui/style.py), in a 100×100 box: each resource's
glyph (a drop of ink, a coin, a wave of whispers, a star), a little card, a tentacle, a spiral. The card
motifs, the realm tiles and the Forbidden Knowledge tiles are composed of them."""

from __future__ import annotations

import math

from games.cosmoctopus.table.palette import COSMIC, resource_rgb
from tabletop.ui.style import HAIR, LINE, OUTLINE, Art, darker, ellipse, lighter, path, ribbon

Point = tuple[float, float]


def star_points(cx: float, cy: float, r: float, inner: float = 0.45, points: int = 5, turn: float = -90):
    """Returns a star's outline: `points` tips at radius r, the notches at r × inner."""
    out = []
    for i in range(points * 2):
        a = math.radians(turn + 180 * i / points)
        k = r if i % 2 == 0 else r * inner
        out.append((cx + k * math.cos(a), cy + k * math.sin(a)))
    return out


def drop_points(cx: float, cy: float, r: float) -> list[Point]:
    """Returns a drop's outline: a point above a round belly of radius r centred at (cx, cy)."""
    return path(
        (cx, cy - r * 1.9),
        ((cx + r * 0.4, cy - r * 1.1), (cx + r * 1.05, cy - r * 0.55), (cx + r, cy + r * 0.1)),
        ((cx + r * 0.95, cy + r * 0.75), (cx + r * 0.5, cy + r), (cx, cy + r)),
        ((cx - r * 0.5, cy + r), (cx - r * 0.95, cy + r * 0.75), (cx - r, cy + r * 0.1)),
        ((cx - r * 1.05, cy - r * 0.55), (cx - r * 0.4, cy - r * 1.1), (cx, cy - r * 1.9)),
        steps=8,
    )


def glyph(a: Art, resource: str, cx: float, cy: float, r: float, weight: float = LINE) -> None:
    """Draws a resource's glyph at (cx, cy), about 2r across: ink a drop, coins a coin, whispers a wave in
    a bubble, stars a star; anything else (any resource) a four-coloured gem."""
    rgb = resource_rgb(resource)
    if resource == "ink":  # rimmed in silver: ink is as dark as the night it lies on
        a.shape(
            drop_points(cx, cy + r * 0.35, r * 0.72),
            lighter(rgb, 0.12),
            outline=(200, 204, 230),
            weight=weight,
            shine=True,
        )
    elif resource == "coins":
        a.circle((cx, cy), r, rgb, weight=weight, shine=True)
        a.line(
            [*ellipse(cx, cy, r * 0.62, r * 0.62), ellipse(cx, cy, r * 0.62, r * 0.62)[0]], darker(rgb), HAIR
        )
    elif resource == "whispers":
        a.circle((cx, cy), r, rgb, weight=weight)
        for dy in (-0.3, 0.2):
            y = cy + r * dy
            wave = path(
                (cx - r * 0.65, y),
                ((cx - r * 0.4, y - r * 0.3), (cx - r * 0.15, y - r * 0.3), (cx, y)),
                ((cx + r * 0.15, y + r * 0.3), (cx + r * 0.4, y + r * 0.3), (cx + r * 0.65, y)),
                steps=6,
            )
            a.line(wave, (255, 236, 236), weight)
    elif resource == "stars":
        a.shape(star_points(cx, cy, r * 1.1), lighter(rgb, 0.15), weight=weight, shine=True)
    else:
        gem = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        a.shape(gem, (200, 200, 210), weight=weight)
        for i, res in enumerate(("ink", "coins", "whispers", "stars")):
            q = [(cx, cy), gem[i], gem[(i + 1) % 4]]
            a.shape(q, resource_rgb(res), outline=None, shade=0)
        a.shape(gem, (0, 0, 0, 0), weight=weight, shade=0)


def little_card(
    a: Art, cx: float, cy: float, w: float, h: float, turn: float, fill, back: bool = True
) -> None:
    """Draws a little card turned `turn` degrees: a violet back with a dot of a head, or a face of `fill`."""
    from tabletop.ui.style import turned

    box = [
        (cx - w / 2, cy - h / 2),
        (cx + w / 2, cy - h / 2),
        (cx + w / 2, cy + h / 2),
        (cx - w / 2, cy + h / 2),
    ]
    a.shape(turned(box, (cx, cy), turn), (250, 246, 236), weight=LINE, shade=0.12)
    inner = [(x + (cx - x) * 0.2, y + (cy - y) * 0.14) for x, y in box]
    a.shape(turned(inner, (cx, cy), turn), (72, 44, 130) if back else fill, outline=None, shade=0.2)
    if back:
        a.circle((cx, cy), min(w, h) * 0.18, COSMIC, weight=HAIR)


def tentacle_path(start: Point, bend: float, length: float, curl: float = 1.0) -> list[Point]:
    """Returns the centreline of a tentacle rising from `start`, swaying `bend` sideways, its tip curled."""
    x, y = start
    return path(
        (x, y),
        (
            (x + bend * 0.6, y - length * 0.3),
            (x - bend * 0.4, y - length * 0.65),
            (x + bend * 0.5, y - length * 0.9),
        ),
        (
            (x + bend * 0.8 + curl * 8, y - length * 1.02),
            (x + bend * 0.5 + curl * 12, y - length * 0.78),
            (x + bend * 0.3 + curl * 6, y - length * 0.8),
        ),
        steps=10,
    )


def tentacle(a: Art, start: Point, bend: float, length: float, width: float, rgb, curl: float = 1.0) -> None:
    """Draws a tentacle with a row of suckers along its inner side."""
    centre = tentacle_path(start, bend, length, curl)
    a.shape(ribbon(centre, width, 1.2), rgb, shine=True)
    for i in range(2, len(centre) - 6, 3):
        x, y = centre[i]
        k = 1 - i / len(centre)
        a.circle(
            (x - width * 0.18 * k, y), max(0.8, width * 0.16 * k), lighter(rgb, 0.55), weight=HAIR, shade=0
        )


def spiral(a: Art, cx: float, cy: float, r: float, colour, weight: float = LINE, turns: float = 2.5) -> None:
    """Strokes a spiral out from (cx, cy) to radius r."""
    points = []
    steps = int(30 * turns)
    for i in range(steps + 1):
        t = i / steps
        ang = 2 * math.pi * turns * t
        points.append((cx + r * t * math.cos(ang), cy + r * t * math.sin(ang)))
    a.line(points, colour, weight)


def outline_only(a: Art, points, weight: float = LINE, colour=OUTLINE) -> None:
    """Strokes a closed outline."""
    a.line([*points, points[0]], colour, weight)
