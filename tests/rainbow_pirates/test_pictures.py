"""Rainbow Pirates' pictures: every black card kind has its own illustration (told apart in grey too),
every Rainbow Pirate its own face, a card back shows nothing of any face, pictures are kept, not redrawn."""

from __future__ import annotations

import inspect
from itertools import combinations

import pygame
import pytest

from games.rainbow_pirates.table import black_art, card_backs, card_faces, island_art
from games.rainbow_pirates.table.pirate_art import pirate_portrait
from tabletop.registry import load_rules, load_table
from tabletop.ui.style import luma

CAT = load_rules("rainbow_pirates").catalog
KINDS = [b.id for b in CAT.content.black_cards]


@pytest.fixture(autouse=True, scope="module")
def up():
    pygame.init()
    yield


def grey(surface: pygame.Surface) -> list[float]:
    """Returns the picture as grey levels over a dark card (what a grey-scale screen shows)."""
    w, h = surface.get_size()
    out = []
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            r, g, b, a = surface.get_at((x, y))
            out.append((luma((r, g, b)) * a + 34 * (255 - a)) / 255)
    return out


def apart(a: list[float], b: list[float]) -> float:
    """Returns the mean grey difference of two pictures of one size."""
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


def test_every_black_card_kind_has_a_picture_of_its_own():
    assert set(black_art.PICTURES) == set(KINDS)
    for kind in KINDS:
        picture = black_art.illustration(kind, 96)
        inked = sum(picture.get_at((x, y))[3] > 200 for x in range(0, 96, 3) for y in range(0, 96, 3))
        assert inked > 150, f"{kind}: too little drawn ({inked} of 1024)"
        colours = {picture.get_at((x, y))[:3] for x in range(0, 96, 2) for y in range(0, 96, 2)}
        assert len(colours) > 60, f"{kind}: a flat picture, not shaded"
    greys = {kind: grey(black_art.illustration(kind, 96)) for kind in KINDS}
    for a, b in combinations(KINDS, 2):
        assert apart(greys[a], greys[b]) > 12, f"{a} and {b} look alike in grey"


def test_black_cards_are_told_apart_at_every_size_and_by_their_corner_in_a_fan():
    for w, h in ((124, 173), (108, 151), (46, 64)):
        faces = {kind: grey(card_faces.black_card(CAT, kind, w, h)) for kind in KINDS}
        for a, b in combinations(KINDS, 2):
            assert apart(faces[a], faces[b]) > 4, (a, b, w)
    share = 0.22  # the narrowest sliver of a card an island's fan leaves visible
    corners = {
        kind: grey(card_faces.black_card(CAT, kind, 46, 64).subsurface((0, 0, int(46 * share) + 1, 40)))
        for kind in KINDS
    }
    for a, b in combinations(KINDS, 2):
        assert apart(corners[a], corners[b]) > 3, (a, b)


def test_a_black_card_is_no_longer_letters_on_black():
    face = card_faces.black_card(CAT, "parrot", 124, 173)
    window = face.subsurface((30, 40, 60, 60))
    colours = {window.get_at((x, y))[:3] for x in range(60) for y in range(60)}
    assert len(colours) > 150  # a shaded picture, not two letters and a heart


def test_every_rainbow_pirate_has_its_own_face():
    names = list(CAT.pirate_names.values())
    faces = [grey(card_faces.pirate_card(CAT, name, 124, 173)) for name in names]
    for a, b in combinations(range(len(names)), 2):
        assert apart(faces[a], faces[b]) > 3, (names[a], names[b])
    assert pirate_portrait(0, 80) is pirate_portrait(0, 80)


def test_a_card_back_depends_on_its_size_only_and_shows_no_face():
    assert list(inspect.signature(card_backs.card_back).parameters) == ["w", "h"]
    back = grey(card_backs.card_back(108, 151))
    faces = [card_faces.black_card(CAT, kind, 108, 151) for kind in KINDS]
    faces += [card_faces.pirate_card(CAT, name, 108, 151) for name in CAT.pirate_names.values()]
    faces += [card_faces.colour_card(CAT, colour, 108, 151) for colour in CAT.colours]
    for face in faces:
        assert apart(back, grey(face)) > 10
    back = card_backs.card_back(108, 151)
    for kind in KINDS:  # not one of the pictures' own colours shows through (the parrot's red, ...)
        art = black_art.illustration(kind, 40)
        assert pygame.image.tobytes(art, "RGBA") not in pygame.image.tobytes(back, "RGBA")


def test_faces_are_kept_and_blitted_not_redrawn():
    before = black_art.illustration("cannon", 70)
    card_faces.black_card(CAT, "cannon", 100, 140)
    card_faces.black_card(CAT, "cannon", 100, 140)
    assert black_art.illustration("cannon", 70) is before
    assert card_faces.windowed("cannon", 40) is card_faces.windowed("cannon", 40)
    assert island_art.island(300, 200, 3) is island_art.island(300, 200, 3)


def test_the_table_is_island_water_and_the_islands_are_sand():
    design = load_table(load_rules("rainbow_pirates"))
    felt = design.felt((1920, 1080))
    assert felt.get_size() == (1920, 1080)
    r, g, b = felt.get_at((960, 600))[:3]
    assert b > r and g > r  # water, not the sand
    isle = island_art.island(600, 240, 1)
    sr, sg, sb, sa = isle.get_at((200, 120))
    assert sa == 255 and sr > sb + 40  # sand in the middle
    assert isle.get_at((1, 1))[3] == 0  # the corners are water (the panel shows through)
