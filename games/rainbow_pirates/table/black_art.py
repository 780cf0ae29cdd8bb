"""The black cards' illustrations: one picture per kind (parrot, cannon, beachcomber, captain, squid,
treasure map, spyglass, compass), drawn with the house pen (tabletop/ui/style.py) in a 100×100 box.

`illustration(kind, size)` returns the picture, cached; a kind without its own picture raises, so a new
black card in the components cannot slip in with a blank face.
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
    turned,
)

WOOD = (150, 98, 52)
DARK_WOOD = (104, 66, 34)
IRON = (86, 92, 106)
BRASS = (214, 164, 64)
SKIN = (238, 190, 150)
WHITE = (250, 248, 240)
GOLD = (250, 200, 60)
PARCHMENT = (238, 216, 164)
RED_INK = (200, 40, 40)
SAND = (226, 194, 132)


def parrot(a: Art) -> None:
    """A red parrot with a green wing on a branch, a ruby ring in its beak: the Pickpocket Parrot."""
    a.shape(ribbon(path((46, 68), ((40, 80), (34, 90), (26, 99)), steps=8), 12, 5), (40, 110, 214))
    a.shape(ribbon(path((50, 70), ((46, 82), (42, 92), (38, 100)), steps=8), 10, 4), (236, 200, 60))
    branch = path((2, 84), ((30, 78), (60, 88), (98, 78)), (98, 86), ((60, 96), (30, 88), (2, 92)))
    a.shape(branch, WOOD)
    a.line(path((70, 83), ((76, 78), (80, 74), (86, 72)), steps=6), DARK_WOOD, BOLD)
    body = path(
        (54, 18),
        ((72, 18), (78, 40), (72, 58)),
        ((66, 74), (50, 82), (42, 76)),
        ((34, 68), (36, 44), (42, 32)),
        ((45, 24), (48, 18), (54, 18)),
    )
    a.shape(body, (222, 52, 44), shine=True)
    wing = path(
        (47, 40),
        ((62, 40), (66, 58), (58, 74)),
        ((52, 80), (44, 76), (42, 66)),
        ((40, 56), (42, 46), (47, 40)),
    )
    a.shape(wing, (46, 156, 74))
    a.line(path((45, 56), ((50, 60), (56, 62), (62, 62)), steps=6), (246, 214, 64), BOLD)
    a.line(path((45, 66), ((49, 70), (54, 72), (58, 73)), steps=6), (40, 110, 214), BOLD)
    for x in (52, 58):  # toes round the branch
        a.line([(x, 76), (x - 1, 83)], (90, 90, 96), BOLD)
    a.shape(ellipse(63, 26, 7, 6), WHITE, weight=HAIR, shade=0)
    a.circle((64, 25), 2.4, OUTLINE, outline=None, shade=0)
    a.circle((64.6, 24.3), 0.8, WHITE, outline=None, shade=0)
    beak = path((68, 19), ((80, 16), (86, 28), (79, 38)), ((77, 33), (73, 30), (69, 31)))
    a.shape(beak, (244, 226, 180))
    a.shape(path((69, 31), ((72, 34), (75, 36), (76, 37)), (70, 36)), (60, 56, 60), shade=0)
    ring = ellipse(82, 41, 5, 5)
    a.line([*ring, ring[0]], OUTLINE, 3.6)
    a.line([*ring, ring[0]], GOLD, 2.0)
    a.circle((82, 35), 2.8, (230, 30, 60), shine=True)


def cannon(a: Art) -> None:
    """A ship's cannon on its wooden carriage, smoke at its mouth: the Cannon."""
    a.shape(path((14, 68), (72, 58), (78, 72), (18, 82)), WOOD)
    barrel = [
        *path((16, 46), (82, 49), (82, 45), (90, 45), (90, 65), (82, 65), (82, 61), (16, 64)),
    ]
    barrel += path((16, 64), ((8, 64), (4, 46), (16, 46)), steps=8)[1:]
    pivot = (46, 56)
    a.shape(turned(barrel, pivot, -16), IRON, shine=True)
    for x in (32, 58):
        band = [(x, 45), (x + 4, 45.5), (x + 4, 63.5), (x, 64)]
        a.shape(turned(band, pivot, -16), darker(IRON, 0.35), weight=HAIR, shade=0)
    for centre, r in (((88, 24), 6), ((82, 15), 5), ((92, 13), 4.5)):
        a.circle(centre, r, (236, 236, 240), outline=(150, 150, 160), weight=HAIR, shade=0.15)
    wheel = (36, 76)
    a.circle(wheel, 17, DARK_WOOD, weight=BOLD)
    a.circle(wheel, 12.5, WOOD, weight=HAIR, shade=0.15)
    for k in range(6):
        t = math.pi * k / 3 + 0.3
        a.line([wheel, (wheel[0] + 12 * math.cos(t), wheel[1] + 12 * math.sin(t))], DARK_WOOD, BOLD)
    a.circle(wheel, 4, IRON, weight=HAIR)
    a.circle((72, 88), 7, (40, 40, 48), shine=True)


def beachcomber(a: Art) -> None:
    """A rake in the sand beside a message in a bottle, a conch and a starfish: the Beachcomber's finds."""
    a.shape(path((0, 60), ((30, 52), (70, 58), (100, 50)), (100, 100), (0, 100)), SAND, shade=0.12)
    a.line(turned([(24, 8), (24, 70)], (24, 40), -14), DARK_WOOD, 4.2)
    a.line(turned([(24, 8), (24, 70)], (24, 40), -14), WOOD, 2.4)
    head = turned([(10, 70), (38, 70), (38, 74), (10, 74)], (24, 40), -14)
    a.shape(head, IRON, weight=HAIR)
    for k in range(6):
        x = 12 + k * 5
        a.line(turned([(x, 74), (x, 82)], (24, 40), -14), IRON, LINE)
    bottle = path(
        (40, 76), (66, 62), ((70, 60), (74, 62), (75, 66)), ((76, 70), (74, 73), (70, 75)), (44, 89)
    )
    bottle += path((44, 89), ((38, 92), (34, 80), (40, 76)), steps=6)[1:]
    a.shape(bottle, (70, 160, 120), shine=True)
    a.shape(path((48, 78), (64, 70), (66, 74), (50, 82)), PARCHMENT, weight=HAIR, shade=0.1)
    a.shape(turned([(74, 60), (84, 60), (84, 66), (74, 66)], (74, 63), -28), (70, 160, 120), weight=HAIR)
    a.shape(turned([(83, 59), (89, 59), (89, 67), (83, 67)], (74, 63), -28), (170, 120, 70), weight=HAIR)
    hinge = (84, 60)
    fan = [hinge]
    for k in range(13):
        t = math.pi * (1.12 + 0.76 * k / 12)
        r = 15 + (1.4 if k % 2 else 0)
        fan.append((hinge[0] + r * math.cos(t), hinge[1] + r * math.sin(t)))
    a.shape(fan, (246, 176, 150), shine=True)
    for k in range(1, 6):
        t = math.pi * (1.12 + 0.76 * k / 6)
        a.line(
            [hinge, (hinge[0] + 13.5 * math.cos(t), hinge[1] + 13.5 * math.sin(t))],
            darker((246, 176, 150), 0.3),
            HAIR,
        )
    a.shape([(80, 58), (88, 58), (87, 63), (81, 63)], darker((246, 176, 150), 0.1), weight=HAIR)
    star = []
    for k in range(10):
        r = 11 if k % 2 == 0 else 4.5
        t = -math.pi / 2 + math.pi * k / 5
        star.append((80 + r * math.cos(t), 82 + r * math.sin(t)))
    a.shape(star, (244, 140, 60), shine=True)


def captain(a: Art) -> None:
    """A bearded captain in a red coat and a black tricorn with a skull, one eye patched: the Captain."""
    coat = path((8, 100), ((10, 84), (20, 76), (36, 74)), (64, 74), ((80, 76), (90, 84), (92, 100)))
    a.shape(coat, (176, 34, 44), shine=True)
    a.shape([(40, 74), (50, 96), (60, 74)], WHITE, weight=HAIR, shade=0.1)
    for x in (22, 78):
        a.shape(ellipse(x, 80, 10, 5, turn=-14 if x < 50 else 14), GOLD, weight=HAIR)
    for y in (84, 90):
        a.circle((50, y), 1.5, GOLD, weight=HAIR, shade=0)
    a.shape(ellipse(50, 50, 18, 21), SKIN, shine=True)
    beard = path(
        (32, 50),
        ((32, 80), (68, 80), (68, 50)),
        ((64, 60), (58, 64), (50, 64)),
        ((42, 64), (36, 60), (32, 50)),
    )
    a.shape(beard, (60, 40, 32))
    a.shape(
        path((50, 58), ((42, 56), (36, 60), (33, 56)), ((38, 62), (44, 62), (50, 60))),
        (60, 40, 32),
        weight=HAIR,
    )
    a.shape(
        path((50, 58), ((58, 56), (64, 60), (67, 56)), ((62, 62), (56, 62), (50, 60))),
        (60, 40, 32),
        weight=HAIR,
    )
    a.shape(path((50, 48), ((46, 54), (47, 56), (51, 56))), darker(SKIN, 0.15), outline=None, shade=0)
    a.shape(ellipse(58, 46, 4, 3), WHITE, weight=HAIR, shade=0)
    a.circle((58.5, 46.3), 1.7, OUTLINE, outline=None, shade=0)
    a.line([(32, 36), (68, 44)], OUTLINE, LINE)
    a.shape(ellipse(42, 46, 6, 5), (20, 20, 26), weight=HAIR, shade=0)
    hat = path(
        (4, 38),
        ((16, 16), (34, 8), (50, 14)),
        ((66, 8), (84, 16), (96, 38)),
        ((76, 32), (62, 30), (50, 36)),
        ((38, 30), (24, 32), (4, 38)),
    )
    a.shape(hat, (34, 34, 44), shine=True)
    a.line(path((6, 37), ((24, 31), (38, 29), (50, 35)), ((62, 29), (76, 31), (94, 37))), GOLD, BOLD)
    a.line([(42, 16), (58, 28)], WHITE, BOLD)
    a.line([(58, 16), (42, 28)], WHITE, BOLD)
    a.circle((50, 20), 5.5, WHITE, weight=HAIR, shade=0.1)
    a.circle((48, 19.5), 1.3, OUTLINE, outline=None, shade=0)
    a.circle((52, 19.5), 1.3, OUTLINE, outline=None, shade=0)


def squid(a: Art) -> None:
    """A sly squid peering sideways, a stolen card curled in one arm: the Sneaky Squid."""
    pink = (200, 92, 176)
    for k, (x0, dx) in enumerate(((40, -22), (44, -12), (48, -4), (52, 4), (56, 12), (60, 22))):
        line = path(
            (x0, 62), ((x0 + dx * 0.2, 74), (x0 + dx * 0.9, 78), (x0 + dx, 92 - (k % 2) * 4)), steps=10
        )
        a.shape(ribbon(line, 7, 2), darker(pink, 0.12 if k % 2 else 0))
    arm = path((62, 62), ((72, 70), (80, 60), (86, 70)), steps=10)
    a.shape(ribbon(arm, 7, 3), pink)
    card = turned([(78, 66), (94, 66), (94, 88), (78, 88)], (86, 77), 18)
    a.shape(card, WHITE, weight=LINE, shade=0.08)
    a.circle((86, 77), 4, (30, 136, 229), weight=HAIR)
    a.shape(ribbon(path((86, 70), ((90, 74), (88, 78), (84, 78)), steps=6), 4, 2), pink, weight=HAIR)
    for side in (-1, 1):
        a.shape([(50 + side * 10, 16), (50 + side * 26, 26), (50 + side * 13, 34)], darker(pink, 0.1))
    mantle = path((50, 4), ((66, 14), (68, 38), (64, 58)), (36, 58), ((32, 38), (34, 14), (50, 4)))
    a.shape(mantle, pink, shine=True)
    a.shape(ellipse(50, 60, 18, 9), pink)
    for x in (42, 58):
        a.shape(ellipse(x, 58, 6, 5.5), WHITE, weight=HAIR, shade=0)
        a.circle((x + 3, 59), 2.4, OUTLINE, outline=None, shade=0)
        a.shape([(x - 6.5, 55), (x + 6.5, 55), (x + 6.5, 52), (x - 6.5, 52)], pink, outline=None, shade=0)
        a.line([(x - 6, 55), (x + 6, 55)], OUTLINE, LINE)
    for spot in ((46, 26), (55, 34), (48, 42), (57, 18)):
        a.circle(spot, 2, lighter(pink, 0.35), outline=None, shade=0)


def treasure_map(a: Art) -> None:
    """A parchment map rolled at both ends: an island, a dotted trail and the red X: the Treasure Map."""
    sheet = path((14, 20), ((40, 14), (60, 26), (86, 18)), (86, 80), ((60, 88), (40, 76), (14, 82)))
    a.shape(sheet, PARCHMENT, shade=0.12)
    island = path(
        (30, 40),
        ((36, 26), (62, 26), (72, 38)),
        ((80, 50), (70, 64), (54, 62)),
        ((40, 66), (24, 56), (30, 40)),
    )
    for k in range(3):
        a.line(
            path((22 + k * 2, 70 + k * 3), ((30, 67 + k * 3), (38, 73 + k * 3), (46, 70 + k * 3)), steps=6),
            (90, 140, 170),
            HAIR,
        )
    a.shape(island, (214, 186, 120), outline=(120, 80, 40), weight=LINE, shade=0.1)
    a.shape(ellipse(44, 42, 6, 4), (90, 150, 80), outline=(70, 110, 60), weight=HAIR, shade=0)
    trail = path((22, 74), ((30, 60), (44, 62), (50, 52)), ((56, 44), (58, 42), (62, 44)), steps=24)
    for i in range(0, len(trail) - 2, 4):
        a.line(trail[i : i + 2], RED_INK, LINE)
    a.line([(59, 35), (69, 45)], RED_INK, 3.2)
    a.line([(69, 35), (59, 45)], RED_INK, 3.2)
    for x in (14, 86):
        roll = path((x - 6, 18), (x + 6, 18), (x + 6, 82), (x - 6, 82))
        a.shape(roll, darker(PARCHMENT, 0.14), shine=True)
        a.shape(ellipse(x, 18, 6, 3), lighter(PARCHMENT, 0.2), weight=HAIR, shade=0)
    a.shape([(78, 24), (81, 28), (78, 32), (75, 28)], (120, 80, 40), outline=None, shade=0)


def spyglass(a: Art) -> None:
    """A brass spyglass, drawn out, its lens catching the light: the Spyglass."""
    pivot, turn = (50, 54), -32
    parts = (
        ((4, 10), 4.0, (60, 50, 44)),
        ((10, 30), 6.0, BRASS),
        ((28, 52), 8.0, BRASS),
        ((50, 94), 11.0, BRASS),
    )
    for (x0, x1), half, fill in parts:
        body = [(x0, 54 - half), (x1, 54 - half), (x1, 54 + half), (x0, 54 + half)]
        a.shape(turned(body, pivot, turn), fill, shine=True)
        ring = [
            (x1 - 2.5, 54 - half - 1),
            (x1, 54 - half - 1),
            (x1, 54 + half + 1),
            (x1 - 2.5, 54 + half + 1),
        ]
        a.shape(turned(ring, pivot, turn), darker(BRASS, 0.3), weight=HAIR, shade=0)
    leather = [(58, 42.5), (80, 42.5), (80, 65.5), (58, 65.5)]
    a.shape(turned(leather, pivot, turn), (120, 70, 40), weight=HAIR)
    lens = turned(ellipse(94, 54, 3.5, 11), pivot, turn)
    a.shape(lens, (170, 220, 240), shine=True)
    gx, gy = turned([(90, 46)], pivot, turn)[0]
    sparkle = [
        (gx, gy - 9),
        (gx + 2, gy - 2),
        (gx + 9, gy),
        (gx + 2, gy + 2),
        (gx, gy + 9),
        (gx - 2, gy + 2),
        (gx - 9, gy),
        (gx - 2, gy - 2),
    ]
    a.shape(sparkle, (255, 252, 220), outline=None, shade=0)


def compass(a: Art) -> None:
    """A brass compass, its rose and its needle: the Fortune Compass."""
    a.shape(ellipse(50, 8, 6, 5), BRASS, weight=LINE)
    a.shape(ellipse(50, 8, 3, 2.2), (0, 0, 0, 0), weight=HAIR, shade=0)
    a.circle((50, 54), 44, BRASS, weight=BOLD, shine=True)
    a.circle((50, 54), 36, (246, 238, 212), weight=LINE, shade=0.1)
    for k in range(16):
        t = math.pi * k / 8
        r0 = 30 if k % 4 == 0 else 33
        a.line(
            [(50 + r0 * math.cos(t), 54 + r0 * math.sin(t)), (50 + 35 * math.cos(t), 54 + 35 * math.sin(t))],
            OUTLINE,
            HAIR,
        )
    for k in range(4):
        t = math.pi * k / 2
        tip = (50 + 28 * math.cos(t), 54 + 28 * math.sin(t))
        side = (50 + 6 * math.cos(t + math.pi / 4), 54 + 6 * math.sin(t + math.pi / 4))
        other = (50 + 6 * math.cos(t - math.pi / 4), 54 + 6 * math.sin(t - math.pi / 4))
        a.shape([(50, 54), side, tip], (200, 190, 170), weight=HAIR, shade=0)
        a.shape([(50, 54), tip, other], (120, 110, 100), weight=HAIR, shade=0)
    needle = turned([(50, 24), (56, 54), (50, 84), (44, 54)], (50, 54), 24)
    a.shape([needle[0], needle[1], (50, 54), needle[3]], (220, 40, 40), weight=LINE, shade=0.15)
    a.shape([needle[2], needle[3], (50, 54), needle[1]], (236, 236, 240), weight=LINE, shade=0.15)
    a.circle((50, 54), 3.5, BRASS, weight=HAIR)


#: Each black card kind's picture, by its id in components.yaml.
PICTURES = {
    "parrot": parrot,
    "cannon": cannon,
    "beachcomber": beachcomber,
    "captain": captain,
    "squid": squid,
    "map": treasure_map,
    "spyglass": spyglass,
    "compass": compass,
}


@cached
def illustration(kind: str, size: int) -> pygame.Surface:
    """Returns black card `kind`'s picture, `size`×`size` (KeyError for a kind with no picture)."""
    draw = PICTURES[kind]
    art = Art((size, size))
    draw(art)
    return art.picture()
