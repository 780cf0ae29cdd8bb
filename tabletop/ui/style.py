"""The house style in code (docs/style.md): line weights, corner radii, light and shade, and the builders
every game's pictures start from: a card frame, a tile, a token, a piece's drop shadow, a felt, and `Art`,
a pen that draws shapes in a 100×100 box, supersampled, outlined and shaded the one way.

Pictures are pure (same arguments, same picture) and the costly ones are kept in `ART`, a cache keyed by
what they depend on and their size; what comes out of it is shared: copy it before drawing on it.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import wraps

import pygame

RGB = tuple[int, int, int]
Point = tuple[float, float]

#: Ink of every outline (a warm near-black: it reads on paper, sand and felt alike).
OUTLINE = (28, 24, 32)
#: Paper: the rim of a card, the face of a tile.
PAPER = (250, 246, 236)
#: Line weights in logical pixels (1920×1080; two thirds of them at 1280×720): a hairline inside a
#: picture, an outline of a shape, the outline of a whole piece.
HAIR, LINE, BOLD = 1.0, 1.6, 2.4
#: Light falls from the top left: a shape's lower right is `SHADE` darker, its lit part stays its colour,
#: a shine `SHINE` of the way to white.
SHADE, SHINE = 0.28, 0.45
#: How many times larger `Art` draws before smoothing down (the anti-aliasing of every curve and edge).
SUPERSAMPLE = 3


def card_radius(w: int) -> int:
    """Returns a card's corner radius: a tenth of its width, at least 5 px."""
    return max(5, w // 10)


def card_border(w: int) -> int:
    """Returns the width of a card's paper rim: a 24th of its width, at least 2 px."""
    return max(2, w // 24)


def tile_radius(w: int) -> int:
    """Returns a tile's corner radius: an eighth of its side, at least 4 px."""
    return max(4, w // 8)


# Colour arithmetic -------------------------------------------------------------------------------


def darker(rgb: Sequence[int], by: float = SHADE) -> RGB:
    """Returns `rgb` a fraction `by` of the way to black."""
    return tuple(round(c * (1 - by)) for c in rgb[:3])


def lighter(rgb: Sequence[int], by: float = SHINE) -> RGB:
    """Returns `rgb` a fraction `by` of the way to white."""
    return tuple(round(c + (255 - c) * by) for c in rgb[:3])


def luma(rgb: Sequence[int]) -> float:
    """Returns how light a colour looks (0 black to 255 white): what a grey-scale screen shows of it."""
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]


# Curves ------------------------------------------------------------------------------------------


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 14) -> list[Point]:
    """Returns points along the cubic Bézier curve from p0 to p3 (p1, p2 its handles), p0 excluded."""
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def path(start: Point, *curves: tuple[Point, Point, Point] | Point, steps: int = 14) -> list[Point]:
    """Returns the outline of a path from `start`: each of `curves` is either a point (a straight line to
    it) or three points (a cubic Bézier: two handles and its end), as an SVG path's L and C."""
    points = [start]
    for curve in curves:
        if isinstance(curve[0], (int, float)):
            points.append(curve)  # type: ignore[arg-type]
        else:
            points += bezier(points[-1], *curve, steps=steps)  # type: ignore[misc]
    return points


def ellipse(cx: float, cy: float, rx: float, ry: float, turn: float = 0.0, steps: int = 40) -> list[Point]:
    """Returns an ellipse's outline, turned `turn` degrees about its centre."""
    a = math.radians(turn)
    ca, sa = math.cos(a), math.sin(a)
    out = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return out


def turned(points: Sequence[Point], centre: Point, degrees: float) -> list[Point]:
    """Returns `points` turned `degrees` (clockwise on screen) about `centre`."""
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    cx, cy = centre
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in points]


# The pen ----------------------------------------------------------------------------------------


class Art:
    """A picture drawn in a 100×100 box (like an SVG's viewBox) mapped onto `size` pixels, supersampled.

    `shape` fills a polygon, shades its lower right and outlines it; `line` strokes a polyline with round
    ends; `picture()` returns the smoothed result at `size`. Line weights are given in final pixels."""

    def __init__(self, size: tuple[int, int], box: tuple[float, float] = (100, 100)):
        self.size = size
        self.k = SUPERSAMPLE
        self.surface = pygame.Surface((size[0] * self.k, size[1] * self.k), pygame.SRCALPHA)
        self.sx = size[0] * self.k / box[0]
        self.sy = size[1] * self.k / box[1]

    def at(self, p: Point) -> tuple[float, float]:
        """Returns box point `p` in the supersampled surface's pixels."""
        return p[0] * self.sx, p[1] * self.sy

    def px(self, weight: float) -> int:
        """Returns a line `weight` (final pixels, grown a little with the picture) in surface pixels."""
        grow = max(1.0, min(self.size) / 90)
        return max(1, round(weight * grow * self.k))

    def shape(
        self,
        points: Sequence[Point],
        fill: Sequence[int],
        outline: Sequence[int] | None = OUTLINE,
        weight: float = LINE,
        shade: float = SHADE,
        shine: bool = False,
    ) -> None:
        """Fills the polygon `points` with `fill`, its lower right `shade` darker (0: flat), a soft shine at
        its upper left when `shine`, then outlines it in `outline` (None: no outline)."""
        pts = [self.at(p) for p in points]
        if len(pts) < 3:
            return
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(
            int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5
        )
        local = [(x - box.x, y - box.y) for x, y in pts]
        alpha = fill[3] if len(fill) > 3 else 255
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        if shade > 0:
            pygame.draw.polygon(layer, (*darker(fill, shade), alpha), local)
            d = max(2.0, 0.09 * min(box.w, box.h))
            lit = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(lit, (*fill[:3], alpha), [(x - d, y - d) for x, y in local])
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), local)
            lit.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            layer.blit(lit, (0, 0))
        else:
            pygame.draw.polygon(layer, (*fill[:3], alpha), local)
        if shine:
            glow = pygame.Surface(box.size, pygame.SRCALPHA)
            r = pygame.Rect(0, 0, box.w * 0.42, box.h * 0.3)
            r.center = (int(box.w * 0.36), int(box.h * 0.3))
            pygame.draw.ellipse(glow, (*lighter(fill), 150), r)
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), local)
            glow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            layer.blit(glow, (0, 0))
        self.surface.blit(layer, box.topleft)
        if outline is not None:
            self._stroke(pts, outline, self.px(weight), closed=True)

    def circle(self, centre: Point, r: float, fill: Sequence[int], **kw) -> None:
        """Draws a circle of radius `r` (box units, across) as a shaded, outlined shape."""
        self.shape(ellipse(centre[0], centre[1], r, r * self.sx / self.sy), fill, **kw)

    def line(self, points: Sequence[Point], colour: Sequence[int], weight: float = LINE) -> None:
        """Strokes a polyline through `points` with round joins and ends."""
        self._stroke([self.at(p) for p in points], colour, self.px(weight), closed=False)

    def _stroke(self, pts: list, colour: Sequence[int], width: int, closed: bool) -> None:
        if width <= 2:
            pygame.draw.lines(self.surface, colour, closed, pts, width)
            return
        pygame.draw.lines(self.surface, colour, closed, pts, width)
        for x, y in pts:  # round joins: no notch where a thick line turns
            pygame.draw.circle(self.surface, colour, (x, y), width / 2 - 0.5)

    def picture(self) -> pygame.Surface:
        """Returns the picture at its size, smoothed from the supersampled drawing."""
        return pygame.transform.smoothscale(self.surface, self.size)


# The cache ---------------------------------------------------------------------------------------


class PictureCache:
    """Drawn pictures by key (what they depend on, size included), least recently used let go past
    `budget` bytes. The pictures are shared: never draw on one (copy it first)."""

    def __init__(self, budget: int):
        self.budget = budget
        self.pictures: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self.bytes = 0
        self.made = 0

    def get(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Returns the picture of `key`, drawn by `make` on first use."""
        found = self.pictures.get(key)
        if found is not None:
            self.pictures.move_to_end(key)
            return found
        found = make()
        self.pictures[key] = found
        self.bytes += found.get_width() * found.get_height() * found.get_bytesize()
        self.made += 1
        while self.bytes > self.budget and len(self.pictures) > 1:
            _, old = self.pictures.popitem(last=False)
            self.bytes -= old.get_width() * old.get_height() * old.get_bytesize()
        return found

    def clear(self) -> None:
        self.pictures.clear()
        self.bytes = 0


#: The house's cache of drawn art (illustrations, frames, felts' textures): 16 MB at most.
ART = PictureCache(16 * 1024 * 1024)


def cached(make: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
    """Makes a picture maker keep its pictures in `ART`, keyed by its name and its (hashable) arguments."""

    @wraps(make)
    def kept(*args):
        return ART.get((make.__module__, make.__qualname__, *args), lambda: make(*args))

    return kept


# Builders ----------------------------------------------------------------------------------------


def rounded_box(size: tuple[int, int], fill: Sequence[int], radius: int) -> pygame.Surface:
    """Returns a plain rounded rectangle of `fill` on a transparent surface."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=radius)
    return surface


@cached
def _card_blank(w: int, h: int, fill: RGB, rim: RGB) -> pygame.Surface:
    radius, border = card_radius(w), card_border(w)
    surface = rounded_box((w, h), rim, radius)
    face = rounded_box((w - 2 * border, h - 2 * border), fill, max(1, radius - 2))
    light = pygame.Surface(face.get_size(), pygame.SRCALPHA)  # the face's light: brighter above
    fh = face.get_height()
    for y in range(fh):
        k = y / max(1, fh - 1)
        light.fill(
            (255, 255, 255, round(26 * (1 - k))) if k < 0.5 else (0, 0, 0, round(40 * (k - 0.5))),
            (0, y, face.get_width(), 1),
        )
    light.blit(
        rounded_box(face.get_size(), (255, 255, 255, 255), max(1, radius - 2)),
        (0, 0),
        special_flags=pygame.BLEND_RGBA_MIN,
    )
    face.blit(light, (0, 0))
    surface.blit(face, (border, border))
    pygame.draw.rect(surface, (*OUTLINE, 200), surface.get_rect(), width=1, border_radius=radius)
    return surface


def card_frame(
    w: int, h: int, fill: Sequence[int], rim: Sequence[int] = PAPER
) -> tuple[pygame.Surface, int, int]:
    """Returns a blank card to draw on (a copy: it is the caller's): a paper rim round a face of `fill`
    lit from above, a hairline of ink round it all; with the rim's width and the corner radius."""
    return _card_blank(w, h, tuple(fill[:3]), tuple(rim[:3])).copy(), card_border(w), card_radius(w)


@cached
def tile(w: int, h: int, fill: RGB) -> pygame.Surface:
    """Returns a tile: a rounded square of `fill`, its top and left edges lit, its bottom and right
    shaded (a bevel of a 16th of its side), outlined in ink."""
    radius = tile_radius(w)
    bevel = max(2, min(w, h) // 16)
    surface = rounded_box((w, h), darker(fill), radius)
    surface.blit(rounded_box((w - bevel, h - bevel), lighter(fill, 0.3), radius), (0, 0))
    surface.blit(rounded_box((w - 2 * bevel, h - 2 * bevel), fill, max(1, radius - bevel)), (bevel, bevel))
    pygame.draw.rect(surface, OUTLINE, surface.get_rect(), width=max(1, round(LINE)), border_radius=radius)
    return surface


@cached
def token(d: int, fill: RGB, rim: RGB = PAPER) -> pygame.Surface:
    """Returns a round token `d` across: a rim of `rim`, a domed face of `fill` (lit top left), outlined."""
    art = Art((d, d))
    art.circle((50, 50), 48, rim, weight=BOLD, shade=0.15)
    art.circle((50, 50), 38, fill, outline=darker(fill, 0.5), weight=HAIR, shine=True)
    return art.picture()


def shadowed(picture: pygame.Surface, offset: int = 3, alpha: int = 90) -> pygame.Surface:
    """Returns `picture` standing on its shadow (the same silhouette in ink, `offset` down and right): how
    a piece stands on the table."""
    w, h = picture.get_size()
    surface = pygame.Surface((w + offset, h + offset), pygame.SRCALPHA)
    shadow = picture.copy()
    shadow.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
    shadow.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(shadow, (offset, offset))
    surface.blit(picture, (0, 0))
    return surface


def gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> pygame.Surface:
    """Returns an opaque surface shading from `top` to `bottom`."""
    w, h = size
    surface = pygame.Surface(size)
    for y in range(h):
        k = y / max(1, h - 1)
        surface.fill(tuple(round(a + (b - a) * k) for a, b in zip(top, bottom, strict=True)), (0, y, w, 1))
    return surface


def ripples(
    surface: pygame.Surface,
    ink: tuple[int, int, int, int],
    count: int,
    seed: int,
    area: pygame.Rect | None = None,
) -> None:
    """Draws `count` faint wave marks (short shallow arcs) in `ink` over `area` of `surface`, placed by
    `seed` (the same seed, the same water): a felt's texture, quiet under the pieces."""
    rng = random.Random(seed)
    area = area or surface.get_rect()
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for _ in range(count):
        x = rng.uniform(area.left, area.right)
        y = rng.uniform(area.top, area.bottom)
        w = rng.uniform(18, 46)
        pts = path((x, y), ((x + w * 0.25, y - 5), (x + w * 0.5, y - 5), (x + w * 0.75, y)), steps=8)
        pts += path(pts[-1], ((x + w, y - 5), (x + w * 1.25, y - 5), (x + w * 1.5, y)), steps=8)[1:]
        pygame.draw.aalines(layer, ink, False, pts)
    surface.blit(layer, (0, 0))


def ribbon(centre: Sequence[Point], start: float, end: float) -> list[Point]:
    """Returns the outline of a band along the polyline `centre`, `start` wide at its first point narrowing
    (or widening) to `end` at its last: a tentacle, a tail feather, a palm frond, a rope."""
    n = len(centre)
    left, right = [], []
    for i, (x, y) in enumerate(centre):
        a = centre[max(0, i - 1)]
        b = centre[min(n - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        half = (start + (end - start) * i / max(1, n - 1)) / 2
        nx, ny = -dy / length * half, dx / length * half
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return left + right[::-1]


# Tentacles ---------------------------------------------------------------------------------------


def curl(base: Point, heading: float, length: float, turn: float, steps: int = 24) -> list[Point]:
    """Returns the centreline of a tentacle from `base`, setting off `heading` degrees (0: right, 90: down
    on screen) and curling ever tighter towards its tip: it turns `turn` degrees in all (positive:
    clockwise on screen), most of it near the tip, as an octopus's arm rolls up."""
    points = [base]
    x, y = base
    ds = length / steps
    for i in range(1, steps + 1):
        a = math.radians(heading + turn * (i / steps) ** 3)
        x, y = x + math.cos(a) * ds, y + math.sin(a) * ds
        points.append((x, y))
    return points


def tentacle(
    art: Art,
    centre: Sequence[Point],
    base: float,
    tip: float,
    fill: Sequence[int],
    suckers: int = 6,
    weight: float = LINE,
) -> None:
    """Draws a tentacle along `centre` (see `curl`), `base` wide narrowing to `tip`: shaded and outlined
    in its colour, with `suckers` pale round suckers along the inner side of its curl, shrinking to the
    tip."""
    art.shape(ribbon(centre, base, tip), fill, weight=weight, shine=True)
    _suckers(art, centre, base, tip, suckers, lambda i: fill)


def banded_tentacle(
    art: Art,
    centre: Sequence[Point],
    base: float,
    tip: float,
    fills: Sequence[Sequence[int]],
    suckers: int = 6,
    weight: float = LINE,
) -> None:
    """Draws a tentacle along `centre` (see `curl`) in bands of `fills`, the first at its base and the last
    at its tip (a rainbow arm, a striped one): each band shaded, an ink hairline between two bands, the
    whole outlined once, and `suckers` along the inner side of its curl, each pale in the band it is on."""
    outline = ribbon(centre, base, tip)
    n, k = len(centre), len(fills)
    left, right = outline[:n], outline[n:][::-1]
    ends = [round(j * (n - 1) / k) for j in range(k + 1)]
    for j, fill in enumerate(fills):
        a, b = ends[j], ends[j + 1]
        art.shape(left[a : b + 1] + right[a : b + 1][::-1], fill, outline=None, shade=0.18)
        if j:
            art.line([left[a], right[a]], darker(fill, 0.5), HAIR)
    art.line([*outline, outline[0]], OUTLINE, weight)
    _suckers(art, centre, base, tip, suckers, lambda i: fills[min(k - 1, i * k // max(1, n - 1))])


def _suckers(
    art: Art,
    centre: Sequence[Point],
    base: float,
    tip: float,
    count: int,
    fill_at: Callable[[int], Sequence[int]],
) -> None:
    """Draws `count` pale suckers along the inner side of the curl of `centre`, shrinking to the tip; the one
    at point i is pale in `fill_at(i)`."""
    n = len(centre)
    if count <= 0 or n < 4:
        return
    for k in range(count):
        i = round(1 + (n - 3) * (k + 0.5) / count)
        (x0, y0), (x1, y1), (x2, y2) = centre[i - 1], centre[i], centre[i + 1]
        dx, dy = x2 - x0, y2 - y0
        length = math.hypot(dx, dy) or 1.0
        bend = (x1 - x0) * (y2 - y1) - (y1 - y0) * (x2 - x1)  # which side the curl turns to
        side = 1 if bend >= 0 else -1
        half = (base + (tip - base) * i / (n - 1)) / 2
        nx, ny = -dy / length * side, dx / length * side
        r = max(0.6, half * 0.42)
        at = (x1 + nx * half * 0.42, y1 + ny * half * 0.42)
        fill = fill_at(i)
        pale, rim = lighter(fill, 0.55), darker(fill, 0.45)
        art.shape(ellipse(at[0], at[1], r, r * 0.85, steps=14), pale, outline=rim, weight=HAIR, shade=0.12)


@cached
def reef_felt(
    size: tuple[int, int],
    top: RGB,
    deep: RGB,
    glow: RGB,
    fan: RGB,
    seed: int,
    bars: tuple[int, int],
    bar: RGB,
) -> pygame.Surface:
    """Returns a reef under a table: water shading from `top` down to `deep`, a soft `glow` mid-table, faint
    wave marks and faint sea fans of `fan` low at both sides (under the pieces, never over them), with the
    top and bottom bars (`bars`: their heights) in `bar`; `seed` lays the fans."""
    w, h = size
    surface = gradient(size, top, deep)
    light = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            d = math.hypot((x - 32) / 34, (y - 15) / 22)
            light.set_at((x, y), (*glow, max(0, round(30 * (1 - d)))))
    surface.blit(pygame.transform.smoothscale(light, size), (0, 0))
    ripples(surface, (170, 230, 240, 22), 110, 8, pygame.Rect(0, bars[0], w, h - bars[0] - bars[1]))
    fans = pygame.Surface(size, pygame.SRCALPHA)
    rng = random.Random(seed)
    for x0 in (w * 0.03, w * 0.97):
        for _ in range(5):
            base = (x0 + rng.uniform(-40, 40), h - bars[1] + 4)
            for _ in range(6):
                line = curl(
                    base, -90 + rng.uniform(-45, 45), rng.uniform(90, 200), rng.uniform(-50, 50), steps=10
                )
                pygame.draw.lines(fans, (*fan, 16), False, line, 5)
    surface.blit(fans, (0, 0))
    pygame.draw.rect(surface, bar, (0, 0, w, bars[0]))
    pygame.draw.rect(surface, bar, (0, h - bars[1], w, bars[1]))
    return surface
