"""Cosmoctopus' cost marks read at 1280x720 (issue 33 item 16): the table is drawn on a 1920x1080 canvas
scaled to the window (pygame.SCALED), so a mark of N px shows N * 2/3 px at 1280x720. A resource on a
card's cost is told by its own outline (ink a drop, coins a coin, whispers a wave, stars a star), at least
16 px at 1280x720, and by its colour; 'any' is a quartered square. Today's marks were 24 px discs, alike in
outline, with a 13 px symbol inside (9 px at 1280x720: ink and coins were taken for each other)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from games.cosmoctopus.table import cards, facewords
from tabletop.scenes.app import LOGICAL_SIZE

from .builders import CAT

SCALE = 1280 / LOGICAL_SIZE[0]
KINDS = ("ink", "coins", "whispers", "stars", "any")


@pytest.fixture(autouse=True, scope="module")
def screen():
    """A display to convert pictures for; the window the session's headless app draws on comes back after."""
    pygame.init()
    shown = pygame.display.get_surface()
    size = shown.get_size() if shown is not None else None
    pygame.display.set_mode((8, 8))
    yield
    if size is not None:  # else later tables draw on an 8x8 screen (tests/test_computer_seats.py did)
        pygame.display.set_mode(size)


def at_1280(picture: pygame.Surface) -> pygame.Surface:
    """Returns a picture as a 1280x720 window shows it."""
    w, h = picture.get_size()
    return pygame.transform.smoothscale(picture, (round(w * SCALE), round(h * SCALE)))


def outline(picture: pygame.Surface) -> pygame.Mask:
    return pygame.mask.from_surface(picture, 127)


def drawn_kinds() -> dict[str, str]:
    """Returns a card whose cost shows each kind of mark."""
    found = {}
    for card_id in CAT.card:
        for kind, _, _ in cards.cost_marks(CAT, card_id, 150):
            found.setdefault(kind, card_id)
    return found


def test_every_kind_of_cost_mark_is_16_px_or_more_at_1280x720():
    assert set(drawn_kinds()) == set(KINDS)
    for kind in KINDS:
        box = outline(at_1280(facewords.token_mark(kind, cards.COST_MARK))).get_bounding_rects()
        whole = box[0].unionall(box[1:])
        assert max(whole.size) >= 16 and min(whole.size) >= 13, (kind, whole.size)


def test_the_cost_marks_differ_in_outline_not_only_in_colour():
    masks = {kind: outline(at_1280(facewords.token_mark(kind, cards.COST_MARK))) for kind in KINDS}
    for a, b in itertools.combinations(KINDS, 2):
        both = masks[a].overlap_area(masks[b], (0, 0))
        either = masks[a].count() + masks[b].count() - both
        assert both / either < 0.8, (a, b, round(both / either, 2))


def test_the_face_draws_each_cost_mark_where_cost_marks_says_and_keeps_them_on_the_card():
    for kind, card_id in drawn_kinds().items():
        face = cards.face(CAT, card_id, 150, 178)
        for shown, _, rect in cards.cost_marks(CAT, card_id, 150):
            mark = facewords.token_mark(shown, cards.COST_MARK)
            x, y, w, h = rect
            assert x + w <= 150 - cards._border(150), (card_id, rect)
            solid = [(i, j) for i in range(w) for j in range(h) if mark.get_at((i, j)).a == 255]
            same = sum(face.get_at((x + i, y + j))[:3] == mark.get_at((i, j))[:3] for i, j in solid)
            assert same / len(solid) > 0.95, (kind, card_id, shown)


def test_no_cost_runs_into_the_lightning_bolt():
    for card_id in CAT.card:
        marks = cards.cost_marks(CAT, card_id, 150)
        if CAT.card[card_id].lightning and marks:
            x, y, w, h = marks[-1][2]
            assert x + w < cards.bolt_at(150)[0], card_id


def test_with_large_text_and_icons_every_cost_stays_on_its_card_and_its_marks_grow_where_there_is_room():
    from tabletop.ui import text_size

    widest = max(CAT.card, key=lambda c: len(cards.cost_marks(CAT, c, 150)))
    one = next(c for c in CAT.card if len(cards.cost_marks(CAT, c, 150)) == 1)
    normal = cards.cost_marks(CAT, one, 150)[0][2]
    text_size.set_text_size("large")
    try:
        for card_id in CAT.card:
            for _, _, (x, _, w, h) in cards.cost_marks(CAT, card_id, 150):
                assert x + w <= 150 - cards._border(150), card_id
                assert h * SCALE >= 16, card_id  # still a readable mark at 1280x720
        large = cards.cost_marks(CAT, one, 150)[0][2]
        assert large[3] >= normal[3] * 1.2  # a lone cost's mark is a quarter larger
        cards.face(CAT, widest, 150, 178)  # three costs drawn, shrunk alike to fit
    finally:
        text_size.set_text_size("normal")


def test_a_held_forbidden_knowledge_tile_on_a_board_shows_its_name_beside_its_mark():
    from games.cosmoctopus.table import supply

    tile = next(iter(CAT.knowledge.values()))
    named = supply.knowledge_picture(CAT, tile, 200, 62)
    bare = supply.knowledge_picture(CAT, tile, supply.LOW_NAMED - 1, 62)

    # Right of any mark the named tile has white words; the narrow one has only its fill there.
    def white_right_of_mark(picture):
        w, h = picture.get_size()
        return sum(
            picture.get_at((x, y))[:3] == (255, 255, 255) for x in range(80, w - 6) for y in range(6, h - 6)
        )

    assert white_right_of_mark(named) > 40
    assert white_right_of_mark(bare) == 0
