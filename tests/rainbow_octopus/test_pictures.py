"""Rainbow Octopus' pictures: each tide has a picture of its own, each colour's tentacle card differs and
keeps its number and symbol, the octopus's face differs by its colour, backs show no face, pictures are
kept, and the deal moves as the animation setting says, ending where each card lies."""

from __future__ import annotations

import inspect
from itertools import combinations

import msgspec
import pygame
import pytest

from games.rainbow_octopus.table import art, boards, reef_art, tide_art
from tabletop.registry import load_rules, load_table
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.ui.marks import shade
from tabletop.ui.moves import cards
from tabletop.ui.style import ART, luma

CAT = load_rules("rainbow_octopus").catalog
COLOURS = list(CAT.colour_ids)
TIDES = list(CAT.tides.values())


@pytest.fixture(autouse=True, scope="module")
def up():
    pygame.init()
    yield


def grey(surface: pygame.Surface, box: tuple | None = None) -> list[float]:
    x0, y0, w, h = box or (0, 0, *surface.get_size())
    out = []
    for y in range(y0, y0 + h, 2):
        for x in range(x0, x0 + w, 2):
            r, g, b, a = surface.get_at((x, y))
            out.append((luma((r, g, b)) * a + 40 * (255 - a)) / 255)
    return out


def apart(a: list[float], b: list[float]) -> float:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


def test_every_tide_has_a_picture_of_its_own():
    assert set(tide_art.MOTIFS) == {t.id for t in TIDES}
    pictures = {t.id: grey(tide_art.tide_picture(t.id, t.tide == "high", 96)) for t in TIDES}
    for a, b in combinations(pictures, 2):
        assert apart(pictures[a], pictures[b]) > 3, f"{a} and {b} look alike in grey"

    def mean(t) -> float:
        return sum(pictures[t.id]) / len(pictures[t.id])

    low, high = [mean(t) for t in TIDES if t.tide == "low"], [mean(t) for t in TIDES if t.tide == "high"]
    assert sum(low) / len(low) > sum(high) / len(high) + 30, "low tides are calm light water, high tides dark"
    plain = boards.tide_card(450, 320, TIDES[0].name, TIDES[0].tide, TIDES[0].text)
    pictured = boards.tide_card(450, 320, TIDES[0].name, TIDES[0].tide, TIDES[0].text, TIDES[0].id)
    assert apart(grey(plain, (320, 10, 110, 110)), grey(pictured, (320, 10, 110, 110))) > 5


def test_each_colours_tentacle_card_differs_and_keeps_its_number_and_symbol():
    faces = {c: art.tentacle_card(CAT, c, 4, 110, 154) for c in COLOURS}
    for a, b in combinations(COLOURS, 2):
        assert pygame.image.tobytes(faces[a], "RGBA") != pygame.image.tobytes(faces[b], "RGBA")
    for colour in COLOURS:
        rgb = shade(CAT, colour)[0]
        layer = reef_art.card_tentacle(110, 154, reef_art.tentacle_fill(rgb))
        drawn = sum(layer.get_at((x, y))[3] > 200 for x in range(0, 110, 2) for y in range(0, 154, 2))
        assert drawn > 300, (colour, drawn)
        corner = (4, 4, 30, 60)  # the number and symbol a fanned hand leaves visible: no tentacle there
        assert all(layer.get_at((x, y))[3] == 0 for x in range(4, 34) for y in range(4, 64)), colour
        card = art.tentacle_card(CAT, colour, 4, 110, 154)
        blank = art.card_frame(110, 154, rgb)[0]
        assert apart(grey(card, corner), grey(blank, corner)) > 8, colour
        assert abs(luma(reef_art.tentacle_fill(rgb)) - luma(rgb)) > 15, colour  # apart in grey too
        cb = art.tentacle_card(CAT, colour, 4, 110, 154, cb=True)
        assert pygame.image.tobytes(cb, "RGBA") != pygame.image.tobytes(card, "RGBA")


def test_the_wild_is_a_tentacle_card_whose_arm_wears_every_colour_and_its_w_reads_in_grey():
    fills = tuple(shade(CAT, c)[0] for c in COLOURS)
    arm = reef_art.wild_tentacle(110, 154, fills)
    for rgb in fills:  # every colour of the game is a band of the arm
        near = sum(
            sum(abs(a - b) for a, b in zip(arm.get_at((x, y))[:3], rgb, strict=True)) < 40
            for x in range(0, 110, 2)
            for y in range(0, 154, 2)
            if arm.get_at((x, y))[3] > 240
        )
        assert near > 8, (rgb, near)
    wild = art.wild_card(CAT, 110, 154)
    blank = art.card_frame(110, 154, art.PEARL)[0]
    assert apart(grey(wild, (4, 4, 30, 40)), grey(blank, (4, 4, 30, 40))) > 8  # the W in the corner
    assert apart(grey(wild, (6, 126, 18, 16)), grey(blank, (6, 126, 18, 16))) < 3  # pearl, no stripes
    for colour in COLOURS:  # told apart from every tentacle card in grey
        assert apart(grey(wild), grey(art.tentacle_card(CAT, colour, 4, 110, 154))) > 12, colour


def test_an_empty_arm_is_a_quiet_dashed_place_told_apart_from_a_card():
    tint = (226, 70, 70)
    empty = art.slot(4, 110, 154, tint)
    alphas = [empty.get_at((x, y))[3] for x in range(40, 70) for y in range(60, 100)]
    assert sum(alphas) / len(alphas) < 90, "quiet: the felt shows through"
    edge = [empty.get_at((x, 1))[3] > 120 for x in range(14, 96)]
    breaks = sum(a != b for a, b in zip(edge, edge[1:], strict=False))
    assert breaks >= 8, "a dashed outline, not a card's solid rim"
    row = [empty.get_at((x, 120))[3] for x in range(10, 100)]
    assert max(row[50:]) > min(row) + 30, "the ghost of a tentacle where the arm's would be"
    for colour in COLOURS:
        assert apart(grey(empty), grey(art.tentacle_card(CAT, colour, 4, 110, 154))) > 20
    assert apart(grey(empty), grey(art.wild_card(CAT, 110, 154))) > 20
    assert apart(grey(empty, (4, 4, 34, 40)), grey(art.slot(5, 110, 154, tint), (4, 4, 34, 40))) > 3


def test_the_octopus_face_differs_by_its_colour():
    bodies = [(226, 70, 70), (70, 130, 235), (70, 185, 95), (240, 200, 50)]
    faces = [grey(art.octopus_face(132, b)) for b in bodies]
    for a, b in combinations(range(len(bodies)), 2):
        assert apart(faces[a], faces[b]) > 2, (bodies[a], bodies[b])
    face = art.octopus_face(132, bodies[1])
    row = [face.get_at((x, 61))[:3] for x in range(40, 92)]
    assert any(min(p) > 225 for p in row) and any(max(p) < 60 for p in row), "eyes: white with dark pupils"


def test_backs_depend_on_their_size_only_and_show_no_face():
    assert list(inspect.signature(art.card_back).parameters) == ["w", "h"]
    assert list(inspect.signature(art.tide_back).parameters) == ["w", "h"]
    back = grey(art.card_back(110, 154))
    for colour in COLOURS:
        assert apart(back, grey(art.tentacle_card(CAT, colour, 3, 110, 154))) > 10
    tide_back = grey(art.tide_back(450, 320))
    for t in TIDES:
        assert apart(tide_back, grey(boards.tide_card(450, 320, t.name, t.tide, t.text, t.id))) > 10


def test_pictures_are_kept_and_reused():
    assert tide_art.tide_picture("whirlpool", True, 90) is tide_art.tide_picture("whirlpool", True, 90)
    assert reef_art.octopus(100, (1, 2, 3)) is reef_art.octopus(100, (1, 2, 3))
    art.tentacle_card(CAT, "red", 2, 100, 140)
    art.card_back(100, 140)
    made = ART.made
    for _ in range(3):
        art.tentacle_card(CAT, "red", 2, 100, 140)
        art.card_back(100, 140)
    assert ART.made == made  # the frames, the tentacle and the back's emblem were kept


def test_the_table_is_a_reef_felt_quieter_than_the_pieces():
    felt = load_table(load_rules("rainbow_octopus")).felt((1920, 1080))
    middle = [luma(felt.get_at((x, y))[:3]) for x in range(100, 1800, 97) for y in range(120, 960, 83)]
    assert max(middle) - min(middle) < 40
    r, g, b = felt.get_at((960, 500))[:3]
    assert b > r and g > r


@pytest.mark.parametrize("seconds", [0.0, 0.25])
def test_the_deal_follows_the_animation_setting_and_ends_where_each_card_lies(seconds):
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, animation_seconds=seconds)
    scene = TableScene(app, Match(load_rules("rainbow_octopus"), default_seats(3, 2), {}, 7))
    app.push(scene)
    if seconds == 0:
        assert not scene.motion.busy()
        return
    glides = scene.motion.glides
    assert glides
    rects = {key: item.rect for key, item in cards(scene.model.items).items()}
    for key, glide in glides.items():
        assert glide.seconds == pytest.approx(seconds) and glide.end == rects[key] and glide.flip
    moving = [*glides.values(), *(g for _, g in scene.motion.ghosts.values())]
    scene.motion.update(max(g.delay + g.seconds for g in moving) + 0.01)
    assert not scene.motion.busy()
    assert all(scene.motion.now(item) == item.rect for item in scene.model.items)
