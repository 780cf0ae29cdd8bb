"""Rainbow Octopus panels: octopus tiles, seat panels, the tide card, the turn's steps, round info.

Pure drawing from plain arguments (names, colours, words), so each picture can be keyed by them.
"""

from __future__ import annotations

import math

import pygame

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.table.art import GOLD, RGB, WHITE, mix, octopus_face
from games.rainbow_octopus.table.reef_art import arm_root
from games.rainbow_octopus.table.tide_art import tide_picture
from tabletop.ui.looks import bold_icon, colour_aware
from tabletop.ui.marks import badge, fit, shade
from tabletop.ui.marks import mark as status_mark
from tabletop.ui.sprites import INK, blit_centred, icon, rounded, text, wrap

PANEL = (12, 34, 56, 200)
MUTED = (190, 220, 232)
ACTING = (255, 255, 255)  # white, unlike the gold of lit targets and of the yellow seat


def pill(words: str, fill: RGB, size: int = 22) -> pygame.Surface:
    """Returns a short label on a rounded coloured plate."""
    face = text(words, size, INK if sum(fill) > 450 else WHITE, bold=True)
    plate = rounded((face.get_width() + 20, face.get_height() + 4), fill, radius=(face.get_height() + 4) // 2)
    blit_centred(plate, face, (plate.get_width() // 2, plate.get_height() // 2))
    return plate


NEW_TAB = 24  # how far the word tab of a marked card stands above its outline


def card_mark(w: int, h: int, word: str = "") -> pygame.Surface:
    """Returns a thick gold outline (with a word tab on top, if any) laid over a card to pick out:
    one drawn this turn ('NEW'), or a tentacle that may be stolen."""
    grow = 6
    ring = rounded((w + 2 * grow, h + 2 * grow), (0, 0, 0, 0), GOLD, radius=max(6, w // 10) + grow, width=5)
    if not word:
        return ring
    tab = pill(word, GOLD, 22)
    surface = pygame.Surface((ring.get_width(), ring.get_height() + NEW_TAB), pygame.SRCALPHA)
    surface.blit(ring, (0, NEW_TAB))
    surface.blit(tab, ((ring.get_width() - tab.get_width()) // 2, NEW_TAB + 2 - tab.get_height()))
    return surface


def _frame(w: int, h: int, rgb: RGB, acting: bool) -> pygame.Surface:
    # The acting seat gets a thick white frame: the marker of whose decision it is.
    surface = rounded((w, h), PANEL, rgb, radius=18, width=4)
    if acting:
        pygame.draw.rect(surface, ACTING, surface.get_rect(), 7, border_radius=18)
        pygame.draw.rect(surface, rgb, surface.get_rect().inflate(-14, -14), 3, border_radius=12)
    return surface


def _stubs(surface: pygame.Surface, body: RGB, xs: tuple[int, ...], top: int, bottom: int) -> None:
    # One tentacle's root per arm slot, so the slots read as the octopus's own arms.
    for i, x in enumerate(xs):
        root = arm_root(30, bottom - top, body, 1 if i % 2 else -1)
        surface.blit(root, (x - 15, top))


@colour_aware
def own_tile(w: int, h: int, seat: tuple, tile: tuple, acting: str, arms: tuple, cb: bool = False):
    """Returns the big octopus: face, name, power (if any) and a stub over each arm slot."""
    # seat = (name, rgb, symbol); tile = (body, title, power name, words); arms = (xs, top, bottom):
    # plain tuples, so the layout can put every argument into the picture's key.
    name, rgb, symbol = seat
    body, title, power, words = tile
    surface = _frame(w, h, rgb, bool(acting))
    surface.blit(octopus_face(132, body), (14, 8))
    _stubs(surface, body, *arms)
    surface.blit(badge(symbol, rgb, 40, cb), (160, 14))
    face = text(fit(title, 32, 300), 32, WHITE, bold=True)
    surface.blit(face, (210, 10))
    if acting:
        surface.blit(pill(acting, ACTING, 24), (222 + face.get_width(), 16))
    if power:
        surface.blit(text(power, 26, GOLD, bold=True), (160, 58))
    # The power's words may run under the progress discs; a plain goal stays left of them.
    lines = wrap(words, 24, w - 190 if power else w - 500)[:2]
    for i, line in enumerate(lines):
        surface.blit(text(line, 24, WHITE if power else MUTED), (160, (92 if power else 60) + 28 * i))
    return surface


def _disc(
    surface: pygame.Surface, at: tuple[int, int], size: int, colour: tuple, lit: bool, cb: bool
) -> None:
    # A lit disc is filled with its symbol in white; an unlit one is an outline with a faint symbol.
    # The colour-blind look rims the lit symbol in ink and draws the unlit one plainly, not faintly.
    rgb, symbol = colour
    centre = (at[0] + size // 2, at[1] + size // 2)
    if lit:
        pygame.draw.circle(surface, rgb, centre, size // 2)
        mark = bold_icon(symbol, size - 10, WHITE, INK) if cb else icon(symbol, size - 12, WHITE)
    else:
        pygame.draw.circle(surface, (*rgb, 170), centre, size // 2 - 1, 2)
        mark = icon(symbol, size - 14, MUTED if cb else mix(rgb, (12, 34, 56), 0.35))
    blit_centred(surface, mark, centre)


@colour_aware
def progress(
    cat: Catalog,
    present: tuple[str, ...],
    all_colours: tuple[str, ...],
    eighth: str,
    done: bool,
    cb: bool = False,
):
    """Returns the rainbow so far: a disc per colour (lit when on the octopus), then the eighth's mark."""
    size, step = 30, 34
    surface = pygame.Surface((step * (len(all_colours) + 1) + 8, 72), pygame.SRCALPHA)
    surface.blit(text(f"Colours {len(present)} of {len(all_colours)}", 24, WHITE, bold=True), (0, 0))
    for i, colour in enumerate(all_colours):
        rgb, _, symbol = shade(cat, colour)
        _disc(surface, (i * step, 38), size, (rgb, symbol), colour in present, cb)
    centre = (len(all_colours) * step + 8 + size // 2, 38 + size // 2)
    pygame.draw.circle(surface, WHITE if done else MUTED, centre, size // 2, 0 if done else 2)
    blit_centred(surface, text(eighth, 20, INK if done else MUTED, bold=True), centre)
    return surface


@colour_aware
def seat_panel(
    w: int, h: int, seat: tuple, subtitle: str, score: str, acting: bool, room: int, cb: bool = False
):
    """Returns another player's panel: badge, name (cut to `room` px), subtitle, score, acting frame."""
    name, rgb, symbol = seat
    surface = _frame(w, h, rgb, acting)
    surface.blit(badge(symbol, rgb, 34, cb), (10, 14))
    surface.blit(text(fit(name, 26, room), 26, WHITE, bold=True), (52, 12))
    tag = pill(score, (58, 96, 130))
    surface.blit(tag, (w - tag.get_width() - 10, 52))
    if subtitle:
        line = fit(subtitle, 22, w - tag.get_width() - 34)
        surface.blit(text(line, 22, ACTING if acting else MUTED, bold=True), (12, 52))
    return surface


def tide_card(w: int, h: int, name: str, level: str, words: str, tide_id: str = "") -> pygame.Surface:
    """Returns the tide in force: its picture, name, Low/High tide with its arrow and waves, and its full
    text."""
    high = level == "high"
    top, bottom = ((24, 60, 108), (10, 26, 56)) if high else ((206, 242, 236), (120, 200, 204))
    ink = WHITE if high else INK
    surface = gradient((w, h), top, bottom, GOLD if high else (40, 110, 120))
    side = min(108, h // 3 + 4)  # the tide's picture in the top right, beside its name and level
    surface.blit(tide_picture(tide_id, high, side), (w - side - 12, 10))
    surface.blit(text(fit(name, 36, w - side - 44), 36, ink, bold=True), (22, 14))
    _tide_level(surface, high, ink, (22, 66))
    for i, line in enumerate(wrap(words, 26, w - 44)[:7]):
        surface.blit(text(line, 26, ink), (22, 124 + 34 * i))
    return surface


def gradient(size: tuple[int, int], top: RGB, bottom: RGB, border: RGB) -> pygame.Surface:
    """Returns a rounded card shaded from `top` to `bottom`, with a border."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        surface.fill(mix(top, bottom, y / max(1, h - 1)), (0, y, w, 1))
    surface.blit(rounded(size, WHITE, radius=20), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(surface, border, surface.get_rect(), 4, border_radius=20)
    return surface


def waiting_tide(w: int, h: int, words: str) -> pygame.Surface:
    """Returns the tide spot before the first tide is revealed."""
    surface = gradient((w, h), (36, 110, 122), (18, 70, 84), (120, 200, 204))
    surface.blit(text("Tide cards", 36, WHITE, bold=True), (22, 14))
    blit_centred(surface, icon("wave", 90, (210, 245, 240)), (w // 2, h // 2 + 10))
    for i, line in enumerate(wrap(words, 26, w - 44)[:3]):
        surface.blit(text(line, 26, WHITE), (22, h - 110 + 34 * i))
    return surface


def _tide_level(surface: pygame.Surface, high: bool, ink: RGB, at: tuple[int, int]) -> None:
    # Low or high tide is said three ways: the words, an arrow, and one wave or two.
    x, y = at
    for i in range(2 if high else 1):
        surface.blit(icon("wave", 38, ink), (x + i * 30, y))
    x += 50 + (30 if high else 0)
    points = (
        [(x, y + 32), (x + 28, y + 32), (x + 14, y + 6)]
        if high
        else [(x, y + 8), (x + 28, y + 8), (x + 14, y + 34)]
    )
    pygame.draw.polygon(surface, ink, points)
    surface.blit(text("HIGH TIDE" if high else "LOW TIDE", 28, ink, bold=True), (x + 40, y + 2))


def rule_card(w: int, h: int, words: str) -> pygame.Surface:
    """Returns the constant rule of the game without tides."""
    surface = rounded((w, h), (236, 242, 230), (40, 110, 120), radius=20, width=4)
    surface.blit(text("Every turn", 36, INK, bold=True), (22, 14))
    surface.blit(text("No tide cards in this game", 24, (60, 80, 90)), (22, 66))
    for i, line in enumerate(wrap(words, 30, w - 44)[:4]):
        surface.blit(text(line, 30, INK, bold=True), (22, 120 + 40 * i))
    return surface


def steps_panel(w: int, h: int, title: str, lines: tuple[tuple[str, str], ...]) -> pygame.Surface:
    """Returns the turn's steps, each marked done, now or next."""
    surface = rounded((w, h), PANEL, (60, 110, 140), radius=16, width=2)
    surface.blit(text(title, 24, GOLD, bold=True), (16, 10))
    for i, (kind, words) in enumerate(lines[:5]):
        y = 48 + 32 * i
        surface.blit(status_mark(kind, 22), (18, y + 4))
        colour = WHITE if kind == "now" else MUTED
        surface.blit(text(wrap(words, 24, w - 70)[0], 24, colour, bold=kind == "now"), (50, y))
    return surface


def round_panel(w: int, h: int, round_no: int, direction: int, first: str) -> pygame.Surface:
    """Returns the round number, the direction of play as an arrow and in words, and the FTT holder."""
    surface = rounded((w, h), PANEL, (60, 110, 140), radius=16, width=2)
    surface.blit(text(f"Round {round_no}" if round_no else "Setup", 30, WHITE, bold=True), (20, 14))
    _turn_arrow(surface, (w - 70, 62), 44, direction)
    words = "Clockwise" if direction == 1 else "Reversed!"
    surface.blit(text(words, 30, WHITE if direction == 1 else GOLD, bold=True), (20, 56))
    side = "left" if direction == 1 else "right"
    surface.blit(text(f"Turns pass to the {side}", 24, MUTED), (20, 96))
    surface.blit(text(f"First turn: {first}", 24, WHITE), (20, 132))
    return surface


def _turn_arrow(surface: pygame.Surface, centre: tuple[int, int], r: int, direction: int) -> None:
    # A circle arrow: the head's side tells clockwise from reversed even without the words.
    x, y = centre
    colour = WHITE if direction == 1 else GOLD
    pygame.draw.arc(surface, colour, (x - r, y - r, 2 * r, 2 * r), math.radians(-60), math.radians(230), 7)
    end = math.radians(-60) if direction == 1 else math.radians(230)
    tip = (x + r * math.cos(end), y - r * math.sin(end))
    turn = -1 if direction == 1 else 1
    tangent = (math.sin(end) * turn, math.cos(end) * turn)
    normal = (math.cos(end), -math.sin(end))
    head = [
        (tip[0] + tangent[0] * 18, tip[1] + tangent[1] * 18),
        (tip[0] + normal[0] * 12, tip[1] + normal[1] * 12),
        (tip[0] - normal[0] * 12, tip[1] - normal[1] * 12),
    ]
    pygame.draw.polygon(surface, colour, head)
