"""The Sneaky Octopuses table: every legal action reachable, everything on screen with a tip, readable at
1280×720; specialists, keepers and fish told apart by more than colour; what an octopus or a fish lights,
a keeper's line of sight on hover, and the die with the keeper's steps."""

from __future__ import annotations

import pygame
import pytest

from games.sneaky_octopuses.table import art
from games.sneaky_octopuses.table.board import CELL, OCTOPUS, cell_rect
from tabletop.ui.dragdrop import targets_for
from tabletop.ui.items import hover_at

from .builders import RULES, cell, give, in_tank, keeper, octo, put, quiet, roll
from .samples import SCALE, layout, sample_states

TOP, BOTTOM = 76, 1080 - 96


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Layouts measure text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


def test_the_sample_covers_relays_showers_and_the_end():
    kinds = {s.decisions[-1].kind for s in sample_states() if s.decisions}
    assert {"act", "relay", "shower"} <= kinds
    assert any(s.over for s in sample_states())


def test_every_legal_action_has_its_piece_and_its_zone_on_the_table():
    for state in sample_states():
        actor = RULES.to_act(state)
        if actor is None or actor < 0:
            continue
        items = layout(state, actor)
        pieces = {i.piece for i in items if i.piece is not None}
        zones = {i.zone for i in items if i.zone is not None}
        for action in RULES.legal_actions(state):
            if action.piece is not None:
                assert action.piece in pieces, action
            if action.target is not None:
                assert action.target in zones, action


def test_every_item_sits_between_the_bars_has_a_tip_and_a_piece_names_its_component():
    for state in sample_states()[::4]:
        for item in layout(state):
            x, y, w, h = item.rect
            assert 0 <= x and x + w <= 1920 and TOP <= y and y + h <= BOTTOM, item.key
            if item.make is not None or item.zone is not None:
                assert item.tip, item.key
            if item.piece is not None:
                assert item.faces == (item.piece,), item.key


def test_readable_at_1280_by_720():
    assert CELL * SCALE >= 48 and OCTOPUS * SCALE >= 38


def test_each_specialist_has_its_own_shape_and_letter():
    letters = {letter for letter, _ in art.LOOKS.values()}
    shapes = {shape for _, shape in art.LOOKS.values()}
    assert len(letters) == len(shapes) == len(RULES.catalog.kinds) == 4


def test_a_keeper_shows_its_facing_and_its_line_of_sight_on_hover():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")
    items = layout(state, 0)
    (item,) = [i for i in items if i.piece == "keeper-1"]
    assert ":90:" in item.key and item.zone == "keeper:1"  # drawn facing south (90 degrees from east)
    centre = (item.rect[0] + item.rect[2] // 2, item.rect[1] + item.rect[3] // 2)
    assert hover_at(items, centre) is item
    ahead = {i.rect for i in item.hover if i.key.endswith("True")}
    assert cell_rect((5, 2)) in ahead and cell_rect((5, 3)) in ahead  # down the column it faces
    heard = {i.rect for i in item.hover if i.key.endswith("False")}
    assert cell_rect((4, 1)) in heard and cell_rect((6, 1)) in heard


def test_picking_up_an_octopus_lights_every_square_it_may_reach():
    state = quiet()
    put(state, octo(0, "tako"), 5, 1)
    items = layout(state, 0)
    lit = targets_for(octo(0, "tako"), RULES.legal_actions(state))
    zones = {i.zone for i in items if i.zone in lit}
    assert zones == lit and cell(4, 3) in lit and cell(2, 1) in lit and cell(3, 3) not in lit


def test_a_fish_lights_its_throw_targets_and_the_home_tank():
    state = quiet()
    put(state, octo(0, "tako"), 1, 3)
    fish = in_tank(state, "A")[0]
    give(state, octo(0, "tako"), fish)
    lit = targets_for(fish, RULES.legal_actions(state))
    assert "home:0" not in lit and cell(1, 9) in lit
    put(state, octo(0, "tako"), 1, 2)
    lit = targets_for(fish, RULES.legal_actions(state))
    assert "home:0" in lit and any(i.zone == "home:0" for i in layout(state, 0))


def test_a_drop_on_a_keeper_is_explained_as_a_drop_on_its_square():
    state = quiet()
    put(state, octo(0, "squish"), 1, 3)
    keeper(state, "keeper-2", 1, 9, "n")
    why = RULES.why_not_drop(state, 0, octo(0, "squish"), "keeper:2")
    assert why == "An octopus moves at most 3 squares."


def test_an_opponent_between_is_explained():
    state = quiet()
    put(state, octo(0, "tako"), 5, 1)
    put(state, octo(1, "tako"), 6, 1)
    why = RULES.why_not_drop(state, 0, octo(0, "tako"), cell(8, 1))
    assert why == "An opponent stands between; you must start and end next to it."


def test_a_roll_shows_the_die_and_numbers_the_keeper_s_steps():
    state = quiet()
    keeper(state, "keeper-1", 5, 1, "s")
    state = roll(state, "keeper-1", 1)
    keys = [i.key for i in layout(state, RULES.to_act(state))]
    assert "so:die:1" in keys
    assert "so:step:1" in keys and "so:step:2" in keys
    assert state.last_walk.path == ((5, 1), (5, 2), (5, 3))


def test_a_keeper_sent_away_waits_beside_the_board_to_be_dragged_onto_a_shower():
    state = next(s for s in sample_states() if s.decisions and s.decisions[-1].kind == "shower")
    keeper_id = state.decisions[-1].data.keeper
    items = layout(state)
    (item,) = [i for i in items if i.piece == keeper_id]
    assert item.rect[0] > cell_rect((10, 0))[0] + CELL  # beside the board, not on a square
    words = [i.key.split(":", 5)[5] for i in items if i.key.startswith("so:text:")]
    assert "Drag it to" in words and "a shower" in words  # said beside it, not only in a tip
    lit = targets_for(keeper_id, RULES.legal_actions(state))
    assert lit and lit <= {i.zone for i in items}


def test_picking_up_speedy_lights_the_end_of_his_slide_beyond_three_squares():
    state = quiet()
    put(state, octo(0, "speedy"), 1, 2)
    put(state, octo(1, "tako"), 1, 8)
    lit = targets_for(octo(0, "speedy"), RULES.legal_actions(state))
    assert cell(1, 7) in lit and cell(1, 6) not in lit  # the slide's end, five squares on; not short of it
    assert cell(1, 7) in {i.zone for i in layout(state, 0)}
