"""The Rainbow Pirates' portraits and the rainbow-banded hat that marks them, drawn with the house pen.

Each of the five pirates has a look of its own (hat or bandana, hair, beard, patch, earring), chosen by
its place in the components' list of pirates, so every Rainbow Pirate card shows a different face.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from tabletop.ui.style import BOLD, HAIR, LINE, OUTLINE, Art, cached, darker, ellipse, path, ribbon

RAINBOW = ((229, 57, 53), (245, 124, 0), (253, 216, 53), (67, 160, 71), (30, 136, 229), (142, 36, 170))
WHITE = (250, 248, 240)
GOLD = (250, 200, 60)


class Look(NamedTuple):
    """What sets one pirate's portrait apart."""

    skin: tuple[int, int, int]
    hair: tuple[int, int, int]
    coat: tuple[int, int, int]
    hat: tuple[int, int, int] | None  # None: a bandana of `coat`'s colour instead
    long_hair: bool
    beard: bool
    patch: bool
    earring: bool


#: In the order of the components' pirates: Captain Prism, Indigo Ida, Old Spectrum, Saffron Sal,
#: Crimson Kit (a sixth pirate would take the first look again).
LOOKS = (
    Look((238, 190, 150), (90, 60, 40), (40, 110, 200), (36, 36, 46), False, False, False, False),
    Look((200, 140, 100), (30, 26, 60), (70, 60, 170), (60, 50, 140), True, False, False, True),
    Look((240, 200, 170), (236, 236, 236), (40, 130, 90), (36, 36, 46), False, True, False, False),
    Look((170, 110, 74), (40, 26, 20), (240, 150, 30), None, True, False, False, True),
    Look((244, 204, 176), (200, 70, 40), (200, 40, 50), (150, 30, 40), False, False, True, False),
)


def hat(a: Art, fill, top: float = 0, wide: float = 1.0) -> None:
    """Draws a tricorn of `fill`, its brim trimmed in gold and a rainbow plume on its right, its tips at
    `top` + 24 of the box, `wide` times the box's width."""

    def fit(points):
        return [(50 + (x - 50) * wide, y) for x, y in points]

    crown = path(
        (6, top + 24),
        ((18, top + 8), (36, top + 4), (50, top + 9)),
        ((64, top + 4), (82, top + 8), (94, top + 24)),
        ((80, top + 32), (66, top + 40), (50, top + 43)),
        ((34, top + 40), (20, top + 32), (6, top + 24)),
    )
    a.shape(fit(crown), fill, shine=True, weight=BOLD)
    trim = path(
        (9, top + 25),
        ((22, top + 32), (36, top + 38), (50, top + 40)),
        ((64, top + 38), (78, top + 32), (91, top + 25)),
    )
    a.line(fit(trim), GOLD, 2.0)
    for i, colour in enumerate(RAINBOW):
        d = i * 2.2
        plume = path(
            (56, top + 12 + d * 0.3),
            ((62, top + 2 + d), (74, top - 2 + d), (84 - d * 0.4, top + 4 + d * 0.6)),
            steps=8,
        )
        a.shape(ribbon(fit(plume), 3.2, 1.2), colour, outline=None, shade=0)
    a.line(fit(path((56, top + 12), ((64, top + 1), (74, top - 3), (84, top + 4)), steps=8)), OUTLINE, HAIR)


def portrait(a: Art, look: Look) -> None:
    """Draws a pirate's head and shoulders with its `look`, in the 100×100 box."""
    coat = path((6, 100), ((8, 86), (20, 76), (36, 74)), (64, 74), ((80, 76), (92, 86), (94, 100)))
    if look.long_hair:
        a.shape(
            path((28, 44), ((18, 64), (20, 84), (30, 90)), (70, 90), ((80, 84), (82, 64), (72, 44))),
            look.hair,
        )
    a.shape(coat, look.coat, shine=True)
    a.shape([(40, 74), (50, 92), (60, 74)], WHITE, weight=HAIR, shade=0.1)
    a.shape(ellipse(50, 56, 17, 19), look.skin, shine=True)
    if look.beard:
        beard = path(
            (33, 58),
            ((30, 92), (70, 92), (67, 58)),
            ((62, 68), (56, 72), (50, 72)),
            ((44, 72), (38, 68), (33, 58)),
        )
        a.shape(beard, look.hair)
    a.shape(path((50, 53), ((46, 59), (47, 61), (51, 61))), darker(look.skin, 0.18), outline=None, shade=0)
    smile = path((43, 67), ((46, 71), (54, 71), (57, 67)), steps=8)
    a.line(smile, OUTLINE if not look.beard else (250, 240, 230), LINE)
    for x in (42, 58):
        if look.patch and x == 42:
            a.line([(32, 42), (68, 50)], OUTLINE, LINE)
            a.shape(ellipse(42, 51, 5.5, 4.5), (24, 24, 30), weight=HAIR, shade=0)
            continue
        a.shape(ellipse(x, 51, 4, 3.2), WHITE, weight=HAIR, shade=0)
        a.circle((x + 0.6, 51.3), 1.8, OUTLINE, outline=None, shade=0)
    a.circle((36, 61), 3, (240, 130, 120, 120), outline=None, shade=0)
    a.circle((64, 61), 3, (240, 130, 120, 120), outline=None, shade=0)
    if look.earring:
        a.shape(ellipse(33, 66, 2.6, 3.4), GOLD, weight=HAIR, shade=0.2)
    if look.hat is None:  # a bandana, knotted at the side
        scarf = path((32, 48), ((30, 30), (70, 30), (68, 48)), ((60, 42), (40, 42), (32, 48)))
        a.shape(scarf, look.coat, shine=True)
        a.shape(ribbon(path((68, 44), ((74, 46), (78, 52), (80, 58)), steps=6), 6, 3), look.coat)
        for i, colour in enumerate(RAINBOW[:3]):
            a.circle((42 + 8 * i, 38 - (i % 2)), 1.8, colour, outline=None, shade=0)
    else:
        hat(a, look.hat, top=1, wide=0.8)


@cached
def pirate_portrait(index: int, size: int) -> pygame.Surface:
    """Returns the portrait of the pirate at `index` in the components' list, `size`×`size`."""
    art = Art((size, size))
    portrait(art, LOOKS[index % len(LOOKS)])
    return art.picture()


@cached
def pirate_hat(size: int, fill: tuple[int, int, int]) -> pygame.Surface:
    """Returns the Rainbow Pirates' mark: a tricorn of `fill` with its rainbow band, `size` wide."""
    art = Art((size, int(size * 0.5)), box=(100, 50))
    hat(art, fill, top=4)
    return art.picture()
