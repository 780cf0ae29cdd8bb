"""The Inky Realm's tiles readable at 1280x720 on every named layout: every word on a tile (name, bonus,
'special', the line under the head) and on the Tribute pills is 18 px or more; a small tile drops words
(its name, 'special', 'tribute') to its tip rather than shrink them, and cuts none of its bonus."""

from __future__ import annotations

import pygame
import pytest

from games.cosmoctopus.table import facewords, realm
from games.cosmoctopus.table.cardtext import tile_face
from games.cosmoctopus.table.scene import CosmoTable
from games.cosmoctopus.table.shape import cell_rect
from tabletop.rules.match import default_seats
from tabletop.ui import marks, sprites
from tabletop.ui.items import TableContext
from tabletop.ui.sprites import font

from .builders import CAT, RULES, pool, table

SCALE = 1280 / 1920


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


@pytest.fixture
def sizes_used(monkeypatch):
    used: list[int] = []
    real = sprites.font

    def watched(size: int, bold: bool = False):
        used.append(size)
        return real(size, bold)

    for module in (sprites, marks, facewords, realm):
        monkeypatch.setattr(module, "font", watched, raising=False)
    return used


def tile_sizes() -> set[int]:
    return {cell_rect(layout.cells, 0)[2] for layout in CAT.layouts.values()}


def test_every_tile_on_every_named_layout_draws_its_words_at_18_px_or_more(sizes_used):
    assert min(tile_sizes()) < realm.SMALL <= max(tile_sizes())  # both kinds of tile are checked
    for size in tile_sizes():
        for tile_id in CAT.tile:
            for occupied in (False, True):
                sizes_used.clear()
                realm.tile_picture(CAT, tile_id, size, occupied)
                assert min(sizes_used) >= facewords.LEAST and min(sizes_used) * SCALE >= 12, (size, tile_id)


def test_a_small_tile_s_bonus_lines_fit_it_uncut():
    size = min(tile_sizes())
    for tile_id in CAT.tile:
        _, lines, compact = tile_face(CAT, tile_id, small=True)
        for line in lines:
            assert font(facewords.LEAST, True).size(line)[0] <= size - 10, (tile_id, line)
        assert facewords.line_width(compact, facewords.LEAST) <= size - 12, (tile_id, compact)


@pytest.mark.parametrize("layout", sorted(set(CAT.layouts) - {"disconnected"}))  # that one needs the bridge
def test_the_tribute_pills_are_18_px_and_drop_words_on_a_small_tile(layout):
    state = table(2, options={"layout": layout})
    pool(state, ink=3, coins=3)
    ctx = TableContext(0, RULES.to_act(state), tuple(default_seats(2)))
    items = CosmoTable(RULES).layout(RULES.view(state, 0), ctx)
    pills = [i for i in items if i.key.startswith("co:pill:") and ("tribute" in i.key or ":+" in i.key)]
    size = cell_rect(state.layout.cells, 0)[2]
    assert pills, layout
    for item in pills:
        said, _, points = item.key.removeprefix("co:pill:").rpartition(":")
        assert int(points) >= facewords.LEAST
        assert ("tribute" in said) == (size >= realm.SMALL), said


def test_a_special_tile_s_star_stays_clear_of_its_name_and_of_the_head_on_it():
    # A real-window solo game showed 'Oracle Ven★' with the head on the tile: the star sat on the name.
    specials = [tile_id for tile_id in CAT.tile if CAT.tile[tile_id].special]
    for size in tile_sizes():
        head = realm.head_spot(size)
        for tile_id in specials:
            for occupied in (False, True):
                star = realm.star_rect(size, occupied)
                assert pygame.Rect(0, 0, size, size).contains(star), (size, tile_id)
                for _, line in realm.name_lines(CAT, tile_id, size, occupied):
                    assert not star.colliderect(line), (size, tile_id, occupied)
                assert not (occupied and touches_round(star, head)), (size, tile_id)


def touches_round(rect: pygame.Rect, disc: pygame.Rect) -> bool:
    """Tells whether `rect` reaches into the round head drawn in `disc`."""
    cx, cy, r = disc.centerx, disc.centery, disc.width / 2
    nx, ny = min(max(cx, rect.left), rect.right), min(max(cy, rect.top), rect.bottom)
    return (nx - cx) ** 2 + (ny - cy) ** 2 < r * r


def test_a_tile_s_name_shows_whole_or_cut_with_an_ellipsis_above_the_head_on_it():
    # A real-window co-op game showed 'Stargazer's' with the head on the tile: 'Rock' lay under the head.
    for size in (s for s in tile_sizes() if s >= realm.SMALL):
        head = realm.head_spot(size)
        for tile_id in CAT.tile:
            lines = realm.name_lines(CAT, tile_id, size, occupied=True)
            assert len(lines) == 1 and not touches_round(lines[0][1].inflate(0, -8), head), (size, tile_id)
            assert lines[0][1].width <= size - 8


def test_a_discount_token_s_words_are_18_px_or_more_at_every_size_drawn(monkeypatch):
    # On another seat's panel (32-36 px) its 'any' was about 5 px tall at 1280x720: now the mark of any
    # resource stands there, and the value is 18 px.
    from games.cosmoctopus.table import art, board

    said: list[tuple[str, int]] = []
    real = art.text
    monkeypatch.setattr(
        art, "text", lambda words, size, *a, **k: said.append((words, size)) or real(words, size, *a, **k)
    )
    for size in (32, 36, board.TOKEN):
        art.token(1, size)
    assert said and all(size >= facewords.LEAST for _, size in said)
    assert not any("any" in words for words, _ in said)


def word_rects(tile_id: str, size: int, occupied: bool, monkeypatch) -> list[pygame.Rect]:
    """Returns where each word and mark on a tile is drawn: the pixels it covers, in the tile."""
    drawn: list[pygame.Rect] = []
    real = realm.blit_centred

    def watched(target, picture, centre):
        drawn.append(picture.get_bounding_rect().move(picture.get_rect(center=centre).topleft))
        real(target, picture, centre)

    monkeypatch.setattr(realm, "blit_centred", watched)
    realm.tile_picture(CAT, tile_id, size, occupied)
    names = realm.name_lines(CAT, tile_id, size, occupied)
    return drawn + [picture.get_bounding_rect().move(rect.topleft) for picture, rect in names]


@pytest.mark.parametrize("size", sorted(tile_sizes() | set(range(80, 260, 12))))
def test_the_pi_s_magnifying_glass_and_the_head_cover_no_word_on_a_tile(size, monkeypatch):
    # A real-window PI game at 1280x720 on the Pentaglyph showed 'in' for 'ink' under '+3' (and '+' for '+3'):
    # the glass sat on the small tile's right, over its words.
    from games.cosmoctopus.rules.investigator import tile_resource
    from games.cosmoctopus.table.investigator import glass_spot

    glass = glass_spot(size)
    head = realm.head_spot(size)
    for tile_id in (t for t in CAT.tile if tile_resource(CAT, t)):  # the tiles the PI investigates
        for occupied in (False, True):
            for rect in word_rects(tile_id, size, occupied, monkeypatch):
                assert not touches_round(rect, glass), (size, tile_id, occupied, rect)
                assert not occupied or not touches_round(rect, head), (size, tile_id, rect)


def test_a_discount_token_s_mark_of_any_resource_is_as_tall_as_its_value_at_every_size(monkeypatch):
    # On a compact panel's 32 px token the mark was 10 px, a few pixels at 1280x720: a small token is a
    # lozenge with the value and the mark side by side.
    from games.cosmoctopus.table import art, board

    marks: list[int] = []
    real = facewords.any_mark
    monkeypatch.setattr(facewords, "any_mark", lambda size: marks.append(size) or real(size))
    for size in (32, 36, board.TOKEN):
        for value in (1, 2, 3):
            marks.clear()
            picture = art.token(value, size)
            assert marks and min(marks) >= facewords.LEAST, (size, marks)
            assert picture.get_size() == (art.token_width(value, size), size)


LARGE = [n for n, lay in CAT.layouts.items() if cell_rect(lay.cells, 0)[2] >= realm.SMALL]


@pytest.mark.parametrize("layout", LARGE)
def test_a_tribute_pill_covers_no_word_of_its_tile_or_another(layout, monkeypatch):
    # Issue 33 item 15: '+1 tribute' sat on the first line of 'Scrivener's Nook' and 'Stargazer's Rock' (9 px
    # into a large tile, 3 px clear of the name's letters: touching at 1280x720). Here every pill is 4 px
    # (3 at 1280x720) clear of every word and mark on every tile, its own and the one above (the layouts of
    # large tiles, which show their names; on the small tiles of a packed layout a pill may still touch the
    # bottom line of a tile above).
    state = table(2, options={"layout": layout})
    pool(state, ink=3, coins=3)
    ctx = TableContext(0, RULES.to_act(state), tuple(default_seats(2)))
    items = CosmoTable(RULES).layout(RULES.view(state, 0), ctx)
    pills = [pygame.Rect(i.rect) for i in items if i.key.startswith("co:pill:") and i.key[8:9] in "+fs"]
    words = []
    for cell, tile_id in enumerate(state.realm):
        x, y, size, _ = cell_rect(state.layout.cells, cell)
        occupied = cell == state.head
        words += [r.move(x, y) for r in word_rects(tile_id, size, occupied, monkeypatch)]
    assert pills, layout
    for pill in pills:
        assert not [w for w in words if pill.inflate(8, 8).colliderect(w)], (layout, pill)
