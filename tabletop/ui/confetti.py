"""Confetti for a win: pieces in the winners' colours (with gold and white) flutter down from above the
screen for a few seconds, tumbling (each turns over and spins as it sways); most fall past the results and
out at the bottom, the rest come to rest, each at its own slant, in two bands framing the headline; then
the picture holds still (nothing is drawn anew once they rest).

The fall follows the animation speed: `pace` 1 is normal (about 3.8 s from the first piece to the last
landing), 1.6 slow, 0.6 fast, 0 rests at once (animations off)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from tabletop.ui.motion import ease_out

PIECES = 44  # that come to rest
PASSING = 70  # that fall past and out of the picture
SCREEN_H = 1080
ACCENTS = ((255, 214, 64), (250, 246, 236))  # gold and white among the winners' colours
FALL_SECONDS = 2.4  # one piece's fall, at normal pace
SPREAD_SECONDS = 1.4  # the last piece starts this long after the first
BAND = (1920, 205)  # where the pieces rest: the top of the 1920x1080 picture, left and right of the headline
ANGLES = 36  # a piece is drawn at this many slants (cached), not turned anew each frame
FLUTTERS = 6  # and at this many heights while it turns over


@dataclass(frozen=True)
class Piece:
    """One piece: where it rests, its size and colour, when it starts falling, how it sways, how often it
    turns over (whole turns: it lands flat), how far it spins on the way and at what slant it rests."""

    rest: tuple[int, int]
    size: tuple[int, int]
    colour: tuple[int, int, int]
    delay: float
    sway: float  # pixels to either side while it falls
    turns: int  # times it turns over during the fall
    spin: float = 0.0  # degrees it spins on the way down, slowing as it lands
    slant: float = 0.0  # degrees it rests at
    phase: float = 0.0  # where in its sway it starts
    lands: bool = True  # it rests at `rest`; else it falls past `rest`'s column and out at the bottom


def pieces(palette: list[tuple[int, int, int]], seed: int) -> list[Piece]:
    """Returns the confetti's pieces: resting left and right of the headline, in the palette's colours."""
    rng = random.Random(seed)
    colours = list(palette) * 2 + list(ACCENTS)
    out = []
    for n in range(PIECES + PASSING):
        lands = n < PIECES
        x = rng.choice((rng.randint(60, 560), rng.randint(1360, 1860))) if lands else rng.randint(20, 1900)
        rest = (x, rng.randint(20, BAND[1] - 20) if lands else SCREEN_H + 40)
        size = (rng.randint(14, 26), rng.randint(8, 13))
        delay = rng.uniform(0, SPREAD_SECONDS)
        spin = rng.choice((-1, 1)) * rng.uniform(180, 540)
        out.append(
            Piece(
                rest,
                size,
                colours[n % len(colours)],
                delay,
                rng.uniform(14, 48),
                rng.randint(2, 5),
                spin,
                rng.uniform(-40, 40),
                rng.uniform(0, 2 * math.pi),
                lands,
            )
        )
    return out


def piece_picture(size: tuple[int, int], colour: tuple[int, int, int], height: int) -> pygame.Surface:
    """Returns a piece `height` pixels high as it turns over: its lit side the colour, its underside
    darker (the half turned away), edged a little darker still so it reads on the sea."""
    w, h = size[0], max(2, height)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    edge = tuple(int(c * 0.62) for c in colour)
    pygame.draw.rect(surface, edge, (0, 0, w, h), border_radius=2)
    if h > 3:
        pygame.draw.rect(surface, colour, (1, 1, w - 2, h - 2), border_radius=2)
        shine = tuple(min(255, int(c + (255 - c) * 0.35)) for c in colour)
        pygame.draw.line(surface, shine, (2, 1), (w - 3, 1))
    return surface


class Confetti:
    """The pieces falling: `update(dt)` moves them on, `draw` draws them where they are now; `moving()`
    tells whether any still falls. `pace`: how long the fall takes against normal (0: they rest at once)."""

    def __init__(self, palette: list[tuple[int, int, int]], seed: int = 0, pace: float = 1.0):
        self.pieces = pieces(palette, seed)
        self.pace = max(pace, 0.0)
        self.elapsed = 0.0 if self.pace > 0 else self.seconds()
        self.pictures: dict[tuple, pygame.Surface] = {}

    def seconds(self) -> float:
        """Returns how long the whole fall lasts at this pace, the last piece included (0: none)."""
        return (SPREAD_SECONDS + FALL_SECONDS) * self.pace

    def moving(self) -> bool:
        return self.elapsed < self.seconds()

    def update(self, dt: float) -> None:
        self.elapsed = min(self.seconds(), self.elapsed + dt)

    def share(self, piece: Piece) -> float:
        """Returns how far a piece has fallen, 0..1 (1: it rests)."""
        if not self.moving():
            return 1.0
        return min(max((self.elapsed / self.pace - piece.delay) / FALL_SECONDS, 0.0), 1.0)

    def where(self, piece: Piece) -> tuple[float, float, float, float]:
        """Returns a piece's centre now, how much of its height shows (it turns over) and its slant."""
        t = self.share(piece)
        x0, y0 = piece.rest
        top = -30 - piece.size[0]
        fall = 1 - (1 - t) ** 2 if piece.lands else t  # lands softly, or falls on past at its pace
        y = top + (y0 - top) * fall
        drift = math.sin(t * 3 * math.pi + piece.phase) - math.sin(piece.phase)  # 0 where it starts
        x = x0 + piece.sway * drift * (1 - t)
        flutter = 1.0 if t >= 1 else max(0.15, abs(math.cos(t * piece.turns * math.pi)))
        slant = piece.slant + piece.spin * (1 - ease_out(t))
        return x, y, flutter, slant

    def picture(self, piece: Piece, flutter: float, slant: float) -> pygame.Surface:
        """Returns the piece's picture at a height and a slant, each in steps (cached)."""
        height = max(2, round(piece.size[1] * round(flutter * FLUTTERS) / FLUTTERS))
        angle = round(slant / (360 / ANGLES)) % ANGLES * (360 / ANGLES)
        key = (piece.size, piece.colour, height, angle)
        found = self.pictures.get(key)
        if found is None:
            flat = piece_picture(piece.size, piece.colour, height)
            found = self.pictures[key] = pygame.transform.rotate(flat, angle)
        return found

    def draw(self, surface: pygame.Surface) -> None:
        for piece in self.pieces:
            if not piece.lands and self.share(piece) >= 1:
                continue  # fallen out of the picture
            x, y, flutter, slant = self.where(piece)
            picture = self.picture(piece, flutter, slant)
            surface.blit(picture, picture.get_rect(center=(round(x), round(y))))
