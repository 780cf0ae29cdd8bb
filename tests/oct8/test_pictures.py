"""Oct8's pictures: every arm card shows its tentacles in its colour and keeps its number and shape, the
heads have faces that differ by colour, the backs show no face, pictures are kept and not redrawn, and
the deal and the reveal of the secret colours move as the animation setting says."""

from __future__ import annotations

import inspect
from itertools import combinations

import msgspec
import pygame
import pytest

from games.oct8.table import art, octo_art
from tabletop.registry import load_rules, load_table
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.ui.marks import mix, shade
from tabletop.ui.moves import cards
from tabletop.ui.sprites import INK
from tabletop.ui.style import ART, luma

CAT = load_rules("oct8").catalog
COLOURS = list(CAT.colour_ids)


@pytest.fixture(autouse=True, scope="module")
def up():
    pygame.init()
    yield


def grey(surface: pygame.Surface, box: tuple | None = None) -> list[float]:
    """Returns the picture (or its `box`) as grey levels over the felt, every other pixel."""
    x0, y0, w, h = box or (0, 0, *surface.get_size())
    out = []
    for y in range(y0, y0 + h, 2):
        for x in range(x0, x0 + w, 2):
            r, g, b, a = surface.get_at((x, y))
            out.append((luma((r, g, b)) * a + 40 * (255 - a)) / 255)
    return out


def apart(a: list[float], b: list[float]) -> float:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


def test_an_arm_card_shows_as_many_tentacles_as_arms_in_its_colour_under_its_mark():
    blank = art.card_frame(100, 140, shade(CAT, "red")[0])[0]
    for colour in COLOURS:
        rgb = shade(CAT, colour)[0]
        layers = [octo_art.arm_tentacles(n, 100, 140, octo_art.tentacle_fill(rgb)) for n in range(1, 9)]
        drawn = [
            sum(layer.get_at((x, y))[3] > 200 for x in range(0, 100, 2) for y in range(0, 140, 2))
            for layer in layers
        ]
        assert drawn[0] > 150 and drawn[2] > drawn[0], (colour, drawn)  # more arms, more tentacle
        for a, b in combinations(range(8), 2):
            assert apart(grey(layers[a]), grey(layers[b])) > 1, (colour, a + 1, b + 1)
        # the tentacle is its card's colour made lighter: it stands off the face even in grey
        assert luma(octo_art.tentacle_fill(rgb)) > luma(rgb) + 20
    # the corner (number over shape) is the same picture with or without tentacles
    for colour in COLOURS:
        with_arms = art.arm_card(CAT, colour, 1, 100, 140)
        corner = (4, 4, 36, 60)
        assert apart(grey(with_arms, corner), grey(art.arm_card(CAT, colour, 1, 100, 140), corner)) == 0
        assert apart(grey(with_arms, corner), grey(blank, corner)) > 10  # number and shape are drawn there
    cards = {c: grey(art.arm_card(CAT, c, 3, 100, 140)) for c in COLOURS}
    for a, b in combinations(COLOURS, 2):
        assert apart(cards[a], cards[b]) > 4, (a, b)  # the colours differ in grey too (their shapes differ)


def test_each_colours_tentacle_differs_and_the_colour_blind_look_keeps_its_own_picture():
    for a, b in combinations(COLOURS, 2):
        pa = art.arm_card(CAT, a, 2, 86, 120)
        pb = art.arm_card(CAT, b, 2, 86, 120)
        assert pygame.image.tobytes(pa, "RGBA") != pygame.image.tobytes(pb, "RGBA")
    for colour in COLOURS:
        plain, cb = art.arm_card(CAT, colour, 2, 86, 120), art.arm_card(CAT, colour, 2, 86, 120, cb=True)
        assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(cb, "RGBA")


@pytest.mark.parametrize("side", [40, 46, 30])
def test_a_small_arm_tile_has_its_tentacle_clear_of_its_number_and_shape(side):
    for colour in COLOURS:
        rgb = shade(CAT, colour)[0]
        layer = octo_art.tile_tentacle(side, octo_art.tentacle_fill(rgb))
        drawn = [(x, y) for x in range(side) for y in range(side) if layer.get_at((x, y))[3] > 200]
        assert len(drawn) > side * side // 12, (colour, len(drawn))
        # lower right only: the number (left half) and the shape (top right) stay on the plain face
        assert all(x >= side * 0.45 and y >= side * 0.5 for x, y in drawn), colour
        for cb in (False, True):
            tile = art.arm_card(CAT, colour, 3, side, side, cb=cb)
            pattern = art.colour_pattern(CAT, colour, mix(rgb, INK, 0.3)) if cb else None
            plate = art.arm_tile(art._plate(side, side, rgb, pattern), shade(CAT, colour)[2], 3, rgb, cb)
            quarter = (side // 2, side // 2 + 2, side // 2 - 4, side // 2 - 4)
            assert apart(grey(tile, quarter), grey(plate, quarter)) > 6, (colour, cb)  # the tentacle shows
            half = (2, 2, side // 2 - 4, side - 4)
            assert apart(grey(tile, half), grey(plate, half)) < 2, (colour, cb)  # the number is untouched


def test_heads_have_faces_that_differ_by_colour():
    heads = {c: art.head_card(CAT, c, 112, 124) for c in COLOURS}
    for a, b in combinations(COLOURS, 2):
        assert apart(grey(heads[a]), grey(heads[b])) > 3, (a, b)
    face = octo_art.octopus_head(96, shade(CAT, "blue")[0])
    eyes = {face.get_at((x, 48))[:3] for x in range(30, 66)}
    assert octo_art.EYE_WHITE in {tuple(min(255, c + 2) for c in e) for e in eyes} or any(
        min(e) > 225 for e in eyes
    ), "eyes: white with dark pupils"
    assert any(max(e) < 60 for e in eyes), "the pupils are dark"


def test_backs_depend_on_their_size_only_and_show_no_face():
    assert list(inspect.signature(art.card_back).parameters) == ["w", "h", "head"]
    back = grey(art.card_back(100, 140))
    for colour in COLOURS:
        for arms in (1, 4, 8):
            assert apart(back, grey(art.arm_card(CAT, colour, arms, 100, 140))) > 10
    for back in (art.card_back(112, 124, True), art.card_back(100, 140)):
        w, h = back.get_size()
        inside = range(8, w - 8), range(8, h - 8)  # within the paper rim
        eye_white = [(x, y) for x in inside[0] for y in inside[1] if min(back.get_at((x, y))[:3]) > 235]
        assert not eye_white, "no eyes on a back: a back must not pass for a head"


def test_pictures_are_kept_and_reused():
    rgb = shade(CAT, "green")[0]
    assert octo_art.arm_tentacles(3, 100, 140, rgb) is octo_art.arm_tentacles(3, 100, 140, rgb)
    assert octo_art.octopus_head(80, rgb) is octo_art.octopus_head(80, rgb)
    made = ART.made
    art.arm_card(CAT, "green", 3, 100, 140)
    art.head_card(CAT, "green", 112, 124)
    art.arm_card(CAT, "green", 3, 100, 140)
    assert ART.made - made <= 2  # only what was not drawn yet is drawn, once


def test_the_table_is_a_reef_felt_quieter_than_the_pieces():
    felt = load_table(load_rules("oct8")).felt((1920, 1080))
    assert felt.get_size() == (1920, 1080)
    middle = [luma(felt.get_at((x, y))[:3]) for x in range(100, 1800, 97) for y in range(120, 960, 83)]
    assert max(middle) - min(middle) < 40, "quiet: no strong contrast under the pieces"
    r, g, b = felt.get_at((960, 500))[:3]
    assert b > r and g > r  # water


def dealt_table(seconds: float) -> TableScene:
    rules = load_rules("oct8")
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, animation_seconds=seconds)
    scene = TableScene(app, Match(rules, default_seats(3, 2), {}, 7))
    app.push(scene)
    return scene


@pytest.mark.parametrize("seconds", [0.0, 0.2, 0.4])
def test_the_deal_follows_the_animation_setting_and_ends_where_each_card_lies(seconds):
    scene = dealt_table(seconds)
    glides = scene.motion.glides
    if seconds == 0:
        assert not glides and not scene.motion.ghosts, "animation off: nothing is dealt on screen"
        return
    assert glides, "the hand is dealt from the deck"
    rects = {key: item.rect for key, item in cards(scene.model.items).items()}
    for key, glide in glides.items():
        assert glide.seconds == pytest.approx(seconds)
        assert glide.end == rects[key]
    last = max(g.delay + g.seconds for g in [*glides.values(), *(g for _, g in scene.motion.ghosts.values())])
    assert last < 2.0, "a deal is quick"
    scene.motion.update(last + 0.01)
    assert not scene.motion.busy()
    assert all(scene.motion.now(item) == item.rect for item in scene.model.items)
