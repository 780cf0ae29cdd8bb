"""A layout's extra links at the table: a pair joined though apart, whose straight line a tile would hide, is
a dashed line over the tiles, round them from corner to corner, with a tip naming both tiles."""

from __future__ import annotations

import pygame
import pytest

from games.cosmoctopus.rules.layouts import realm
from games.cosmoctopus.table import extra_links, shape
from games.cosmoctopus.table.scene import CosmoTable
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext

from .builders import CAT, RULES

STAIRS = ((2, 2), (4, 2), (6, 2), (3, 4), (5, 4), (7, 4), (4, 6), (6, 6), (8, 6))  # made in the editor


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def stairs_view():
    state = RULES.setup(2, {}, 3)
    state.layout = realm("Stairs", STAIRS, extra=((0, 8),))
    return RULES.view(state, 0)


def test_a_far_link_made_in_the_editor_is_drawn_over_the_tiles_with_its_two_tiles_named():
    # A real-window game on a layout made by the mouse showed its 1-9 link only in bits between the tiles.
    view = stairs_view()
    items = CosmoTable(RULES).layout(view, TableContext(0, 0, tuple(default_seats(2))))
    links = [i for i in items if i.key.startswith("co:extra-link:")]
    assert len(links) == 1
    last_tile = max(n for n, i in enumerate(items) if i.zone is not None and i.zone.startswith("tile:"))
    assert items.index(links[0]) > last_tile  # over the tiles
    for cell in (0, 8):
        assert CAT.card_name(view.realm[cell]) in links[0].tip


def test_the_link_goes_round_the_tiles_not_under_them():
    view = stairs_view()
    picture = pygame.Surface(shape.AREA[2:], pygame.SRCALPHA)
    for item in extra_links.link_items(view, str):
        picture.blit(item.make(), (0, 0))
    middle = shape.cell_rect(STAIRS, 4)  # tile 5, on the straight line from tile 1 to tile 9
    x, y, w, h = middle[0] - shape.AREA[0], middle[1] - shape.AREA[1], middle[2], middle[3]
    inside = [picture.get_at((x + i, y + j)).a for i in range(8, w - 8, 4) for j in range(8, h - 8, 4)]
    assert max(inside) == 0


def test_under_the_tiles_only_touching_pairs_are_joined():
    joined = shape.links_picture(realm("Stairs", STAIRS, extra=((0, 8),)), shape.AREA)
    plain = shape.links_picture(realm("Stairs", STAIRS), shape.AREA)
    assert pygame.image.tobytes(joined, "RGBA") == pygame.image.tobytes(plain, "RGBA")  # no 1-9 line under
    assert extra_links.far_pairs(stairs_view()) == [(0, 8)]


def test_the_pentaglyph_s_star_across_its_open_middle_stays_lines_under_the_tiles():
    layout = CAT.layouts["pentaglyph"]
    assert shape.hidden_pairs(tuple(map(tuple, layout.cells)), tuple(map(tuple, layout.extra))) == []


def test_an_extra_link_seen_between_its_tiles_is_dashed_under_them_as_in_the_editor():
    # A real-window game on a layout made in the editor showed its dashed link as a plain line, like the
    # link between two touching tiles.
    cells = ((0, 0), (2, 0), (6, 0))  # tiles 1 and 2 touch; 3 stands apart, linked to 2 in the editor
    picture = shape.links_picture(realm("Apart", cells, extra=((1, 2),)), shape.AREA)
    x0, y0, w, h = shape.cell_rect(cells, 1)
    x1 = shape.cell_rect(cells, 2)[0]
    y = y0 + h // 2 - shape.AREA[1]
    across = [picture.get_at((x - shape.AREA[0], y)) for x in range(x0 + w + 2, x1 - 2)]
    assert any(c[:3] == shape.DASH for c in across)  # warm dashes
    assert any(c.a == 0 for c in across)  # with gaps between them
    assert not any(c[:3] == shape.LINK for c in across)  # not the plain line of touching tiles
