"""The house style's pen and builders (tabletop/ui/style.py): shapes are shaded and outlined the one way,
pictures are kept and shared, frames are the caller's own, a game's felt replaces the sea."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import style
from tabletop.ui.painter import Painter
from tabletop.ui.painter import felt as sea
from tabletop.ui.sprites import SpriteCache


@pytest.fixture(autouse=True, scope="module")
def up():
    pygame.init()
    yield


def test_a_shape_is_lit_top_left_shaded_bottom_right_and_outlined():
    art = style.Art((90, 90))
    art.shape(style.ellipse(50, 50, 40, 40), (200, 120, 60))
    picture = art.picture()
    lit, shaded, edge = picture.get_at((30, 30)), picture.get_at((72, 72)), picture.get_at((45, 9))
    assert all(abs(a - b) <= 4 for a, b in zip(lit[:3], (200, 120, 60), strict=True))
    assert sum(shaded[:3]) < sum(lit[:3]) - 60  # the lower right is darker
    assert style.luma(edge) < 80 and edge[3] > 200  # the ink outline
    assert picture.get_at((2, 2))[3] == 0  # outside the shape: nothing


def test_flat_shapes_have_one_colour_and_no_outline_when_asked():
    art = style.Art((60, 60))
    art.shape([(10, 10), (90, 10), (90, 90), (10, 90)], (40, 90, 200), outline=None, shade=0)
    picture = art.picture()
    colours = {tuple(picture.get_at((x, y))[:3]) for x in range(12, 48, 6) for y in range(12, 48, 6)}
    assert all(max(abs(a - b) for a, b in zip(c, (40, 90, 200), strict=True)) <= 3 for c in colours)
    assert style.luma(picture.get_at((7, 30))) > 60  # no ink at its edge


def test_the_cache_gives_back_the_same_picture_and_keys_by_arguments_and_size():
    calls = []

    @style.cached
    def dot(size: int, rgb: tuple) -> pygame.Surface:
        calls.append((size, rgb))
        surface = pygame.Surface((size, size))
        surface.fill(rgb)
        return surface

    assert dot(8, (1, 2, 3)) is dot(8, (1, 2, 3))
    assert dot(9, (1, 2, 3)) is not dot(8, (1, 2, 3))
    assert dot(8, (3, 2, 1)).get_at((0, 0))[:3] == (3, 2, 1)
    assert calls == [(8, (1, 2, 3)), (9, (1, 2, 3)), (8, (3, 2, 1))]


def test_the_cache_lets_the_least_recently_used_go_past_its_budget():
    cache = style.PictureCache(budget=3 * 10 * 10 * 4)
    made = [cache.get((n,), lambda: pygame.Surface((10, 10), pygame.SRCALPHA)) for n in range(3)]
    cache.get((0,), lambda: None)  # used again: the most recent now
    cache.get((3,), lambda: pygame.Surface((10, 10), pygame.SRCALPHA))
    assert list(cache.pictures) == [(2,), (0,), (3,)] and cache.bytes <= cache.budget
    assert cache.pictures[(0,)] is made[0]


def test_a_card_frame_is_the_callers_own_to_draw_on():
    first, border, radius = style.card_frame(60, 84, (30, 30, 40))
    first.fill((255, 0, 0))
    again, _, _ = style.card_frame(60, 84, (30, 30, 40))
    assert again.get_at((30, 42))[:3] != (255, 0, 0)
    assert (border, radius) == (style.card_border(60), style.card_radius(60))
    assert again.get_at((0, 0))[3] == 0  # rounded corners
    assert style.luma(again.get_at((30, 1))) > 200  # the paper rim


def test_tiles_and_tokens_are_lit_above_and_shaded_below():
    tile = style.tile(64, 64, (60, 140, 200))
    assert style.luma(tile.get_at((32, 5))) > style.luma(tile.get_at((32, 60)))
    token = style.token(40, (200, 60, 60))
    assert token.get_at((1, 1))[3] == 0 and token.get_at((20, 20))[3] >= 250


def test_a_piece_stands_on_its_shadow():
    piece = pygame.Surface((10, 10), pygame.SRCALPHA)
    piece.fill((255, 255, 255, 255))
    stood = style.shadowed(piece, 3, 90)
    assert stood.get_size() == (13, 13)
    assert stood.get_at((11, 11)) == (0, 0, 0, 90) and stood.get_at((5, 5)) == (255, 255, 255, 255)


def test_a_game_felt_replaces_the_sea_and_none_keeps_it():
    own = pygame.Surface((32, 18))
    own.fill((1, 2, 3))
    assert Painter((32, 18), SpriteCache(), lambda size: own).felt() is own
    keeps = Painter((32, 18), SpriteCache(), lambda size: None).felt()
    assert pygame.image.tobytes(keeps, "RGB") == pygame.image.tobytes(sea((32, 18)), "RGB")


def test_a_ribbon_narrows_from_start_to_end():
    band = style.ribbon([(0, 0), (10, 0), (20, 0)], 8, 2)
    assert band[0] == (0, 4) and band[-1] == (0, -4) and band[2] == (20, 1)


def test_a_banded_tentacle_wears_its_bands_from_base_to_tip_under_one_outline():
    fills = [(230, 60, 50), (250, 210, 50), (40, 90, 220)]
    art = style.Art((60, 120), (50, 100))
    centre = [(25, 98 - 90 * i / 29) for i in range(30)]  # straight up from the foot
    style.banded_tentacle(art, centre, 20, 8, fills, suckers=0)
    picture = art.picture()

    def nearest(y: int) -> int:
        rgb = picture.get_at((30, y))[:3]
        return min(range(3), key=lambda j: sum(abs(a - b) for a, b in zip(rgb, fills[j], strict=True)))

    assert [nearest(y) for y in (110, 60, 14)] == [0, 1, 2]  # base, middle, tip
    assert min(style.luma(picture.get_at((x, 60))) for x in range(14, 26)) < 80  # its ink edge
    plain = style.Art((60, 120), (50, 100))
    style.tentacle(plain, centre, 20, 8, fills[0], suckers=0)
    assert pygame.image.tobytes(plain.picture(), "RGBA") != pygame.image.tobytes(picture, "RGBA")
