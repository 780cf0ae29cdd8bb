"""The Sneaky Octopuses table: every legal action reachable, everything on screen with a tip, readable at
1280×720; specialists, keepers and fish told apart by more than colour; what an octopus or a fish lights,
a keeper's line of sight on hover, and the die with the keeper's steps."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame
import pytest

from games import load_table
from games.sneaky_octopuses.rules.state import held
from games.sneaky_octopuses.table import art, board_picture
from games.sneaky_octopuses.table.board import CELL, OCTOPUS, cell_rect
from tabletop.rules.match import default_seats
from tabletop.ui.dragdrop import targets_for
from tabletop.ui.items import TableContext, hover_at, piece_at

from .builders import RULES, cell, drop, give, in_tank, keeper, octo, put, quiet, roll

TABLE = load_table(RULES)
TOP, BOTTOM = 76, 1080 - 96
SCALE = 1280 / 1920


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Layouts measure text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


@lru_cache(maxsize=1)
def sample_states() -> tuple:
    """Returns states from random games of 2, 3 and 4 players: relays, showers, rolls, the end."""
    found = []
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = RULES.setup(players, {}, players)
        for step in range(3000):
            legal = RULES.legal_actions(state)
            if (
                step % 7 == 0
                or not legal
                or state.decisions
                and state.decisions[-1].kind in ("relay", "shower")
            ):
                found.append(state)
            if not legal:
                break
            state = RULES.apply(state, rng.choice(legal))
    return tuple(found)


def layout(state, viewer=None):
    viewer = RULES.to_act(state) if viewer is None else viewer
    ctx = TableContext(viewer, RULES.to_act(state), tuple(default_seats(state.players)))
    return TABLE.layout(RULES.view(state, viewer), ctx)


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
    assert state.walk == ((5, 1), (5, 2), (5, 3))


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


def test_held_fish_sit_clear_of_their_holder_inside_its_square():
    """At 1280x720 a held fish must show its colour and shape, and the fish a team-mate just caught must be
    easy to pick up: the holder stands in the square's bottom left, its fish along the top."""
    state = quiet()
    put(state, octo(0, "tako"), 5, 1)
    for count in (1, 2, 5):
        give(state, octo(0, "tako"), *[f for f in sorted(state.fish) if "pink" in f][:count])
        items = layout(state, 0)
        (holder,) = [i for i in items if i.piece == octo(0, "tako")]
        fish = [i for i in items if i.piece in held(state, octo(0, "tako"))]
        square = pygame.Rect(cell_rect((5, 1)))
        assert square.contains(holder.rect) and len(fish) == count
        for one in fish:
            assert square.contains(one.rect) and not pygame.Rect(holder.rect).collidepoint(centre(one.rect))
            assert one.rect[2] * SCALE >= 31  # a held fish is 32 px wide at 1280x720


def centre(rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def test_every_word_on_the_table_and_the_board_is_at_least_20_px(monkeypatch):
    """Text of 20 px at 1920x1080 is 13 px at 1280x720: the least a family reads across a table."""
    for state in sample_states()[::6]:
        sizes = [int(i.key.split(":")[2]) for i in layout(state) if i.key.startswith("so:text:")]
        assert sizes and min(sizes) >= 20, sorted(sizes)[:3]
    drawn = []

    def text(words, size, *args, **kwargs):
        drawn.append((size, words))
        return real(words, size, *args, **kwargs)

    real = board_picture.text
    monkeypatch.setattr(board_picture, "text", text)
    board_picture.board(RULES.catalog, CELL, ((1, (200, 40, 40), "heart"),))
    assert {"safe", "M", "0", "10"} <= {words for _, words in drawn}
    assert min(size for size, _ in drawn) >= 20, sorted(drawn)[:3]


def test_every_octopus_letter_on_the_board_and_the_side_panel_is_at_least_20_px(monkeypatch):
    """An octopus's letter tells its specialist: 20 px at 1920x1080 (13 px at 1280x720) also on the small
    icons of the team panels and the key, and it fits inside the octopus."""
    drawn = []

    def outlined(words, size, *args, **kwargs):
        drawn.append((size, words))
        return real(words, size, *args, **kwargs)

    real = art.outlined
    monkeypatch.setattr(art, "outlined", outlined)
    for state in sample_states()[::25]:
        for item in layout(state):
            if item.key.startswith("so:octo:"):
                drawn.clear()
                item.make()
                ((size, letter),), width = drawn, item.rect[2]
                assert 20 <= size and real(letter, size, art.WHITE, art.INK).get_width() < width * 0.6, (
                    item.key
                )
                assert letter == art.LOOKS[item.key.split(":")[2]][0]


def test_a_fish_on_the_ground_under_an_octopus_or_a_keeper_shows_over_it_in_a_corner():
    state = quiet()
    put(state, octo(0, "tako"), 5, 1)
    keeper(state, "keeper-1", 7, 1, "w")
    under_tako, under_keeper = in_tank(state, "A")[:2]
    state.fish[under_tako], state.fish[under_keeper] = "cell:5,1", "cell:7,1"
    items = layout(state, 0)
    for fish, holder, square in ((under_tako, octo(0, "tako"), (5, 1)), (under_keeper, "keeper-1", (7, 1))):
        (shown,) = [n for n, i in enumerate(items) if i.faces == (fish,)]
        (below,) = [n for n, i in enumerate(items) if i.piece == holder]
        assert shown > below and pygame.Rect(cell_rect(square)).contains(items[shown].rect)
        assert items[shown].piece is None and items[shown].tip  # a press there picks up what stands there
        corner = (items[shown].rect[0] + 3, items[shown].rect[1] + 3)  # on the fish and on the piece
        assert piece_at(items, corner) is items[below]


def letter_box(item) -> pygame.Rect:
    """Returns the box of an octopus's letter or a keeper's number (at its body's centre, off the nose)."""
    x, y, w, _ = item.rect
    kind = item.key.split(":")[2] if item.key.startswith("so:octo:") else ""
    cx, cy = x + w / 2, y + w * (0.6 if art.LOOKS.get(kind, ("", ""))[1] == "triangle" else 0.5)
    if item.key.startswith("so:keeper:"):
        degrees = math.radians(int(item.key.split(":")[3]))
        cx, cy = cx - math.cos(degrees) * w * 0.09, cy - math.sin(degrees) * w * 0.09
    half = w * 0.21
    return pygame.Rect(round(cx - half), round(cy - half), round(2 * half), round(2 * half))


def test_fish_under_a_piece_or_held_are_big_at_720p_and_clear_of_its_letter():
    """A fish on the ground under a piece is 29 px wide at 1280x720 (25 px under an octopus that holds fish,
    whose own fish take the top), a held fish 32 px; none covers the letter or number of the piece there."""
    state = quiet()
    pink = sorted(state.fish)[:8]
    squares = {octo(0, "squish"): (5, 1), octo(0, "speedy"): (3, 3), octo(1, "tako"): (6, 3)}
    for octopus, (x, y) in squares.items():
        put(state, octopus, x, y)
    keeper(state, "keeper-1", 7, 1, "w")
    keeper(state, "keeper-2", 1, 5, "n")
    give(state, octo(0, "squish"), pink[0], pink[1])
    give(state, octo(1, "tako"), pink[2])
    for fish, square in zip(pink[3:], ((5, 1), (3, 3), (6, 3), (7, 1), (1, 5)), strict=True):
        drop(state, fish, *square)
    items = layout(state, 0)
    for holder in (*squares, "keeper-1", "keeper-2"):
        (piece,) = [i for i in items if i.piece == holder]
        square = pygame.Rect(cell_rect(state.octopuses.get(holder) or state.keepers[holder].cell))
        on = [i for i in items if i.faces and i.faces[0] in state.fish and square.contains(i.rect)]
        least = 25 if holder in (octo(0, "squish"), octo(1, "tako")) else 29
        assert len(on) == (2 if holder == octo(1, "tako") else 3 if holder == octo(0, "squish") else 1)
        for fish in on:
            assert fish.rect[2] * SCALE >= (31 if fish.piece else least), (holder, fish.key)
            assert not letter_box(piece).colliderect(fish.rect), (holder, fish.key)


def test_picking_up_speedy_lights_the_end_of_his_slide_beyond_three_squares():
    state = quiet()
    put(state, octo(0, "speedy"), 1, 2)
    put(state, octo(1, "tako"), 1, 8)
    lit = targets_for(octo(0, "speedy"), RULES.legal_actions(state))
    assert cell(1, 7) in lit and cell(1, 6) not in lit  # the slide's end, five squares on; not short of it
    assert cell(1, 7) in {i.zone for i in layout(state, 0)}
