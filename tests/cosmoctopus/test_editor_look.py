"""The layout editor's grid at 1280x720: a dashed extra link crossing a tile never hides the tile's number or
section letter (a link from tile 1 to tile 9 across the middle hid tile 5's number)."""

from __future__ import annotations

import pygame
import pytest

from games.cosmoctopus.table import editor_look
from games.cosmoctopus.table.drafting import Draft

SQUARE = [(2, 2), (4, 2), (6, 2), (2, 4), (4, 4), (6, 4), (2, 6), (4, 6), (6, 6)]


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def grid(links: list[tuple[int, int]]) -> pygame.Surface:
    draft = Draft()
    for x, y in SQUARE:
        draft.click((x + 1, y + 1))
    for a, b in links:
        draft.toggle(a, b)
    assert draft.extra == sorted(links)
    surface = pygame.Surface((1920, 1080))
    editor_look.draw_grid(surface, draft, None, True)
    return surface


def drawn_words(surface: pygame.Surface, plain: pygame.Surface, box: pygame.Rect) -> list[tuple]:
    """Returns the pixels in `box` of `surface` where the plain grid (no links) draws a word (white)."""
    spots = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)]
    return [tuple(surface.get_at(p)) for p in spots if word_pixel(plain.get_at(p))]


def word_pixel(colour) -> bool:
    return min(colour[:3]) > 180


@pytest.mark.parametrize("links", [[(0, 8)], [(2, 6)], [(0, 2)], [(0, 8), (2, 6)]])
def test_a_dashed_link_across_tiles_leaves_their_numbers_and_letters_as_they_are(links):
    plain, linked = grid([]), grid(links)
    for i, cell in enumerate(SQUARE):
        x, y = editor_look.pixel(cell)
        number = pygame.Rect(0, 0, 30, 34)
        number.center = (x + editor_look.UNIT, y + editor_look.UNIT)
        letter = pygame.Rect(x + 9, y + 6, 16, 22)
        for box in (number, letter):
            words = drawn_words(plain, plain, box)
            assert words and drawn_words(linked, plain, box) == words, (i + 1, box)


def test_the_links_are_still_drawn():
    plain, linked = grid([]), grid([(0, 8)])
    middle = editor_look.centre(SQUARE[4])
    between = (
        (middle[0] + editor_look.centre(SQUARE[0])[0]) // 2,
        (middle[1] + editor_look.centre(SQUARE[0])[1]) // 2,
    )
    box = pygame.Rect(0, 0, 24, 24)
    box.center = between
    assert any(
        plain.get_at(p) != linked.get_at(p)
        for p in ((x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom))
    )
