"""The cosmic bridge on the table: tokens A and B drawn with their letters on their tiles (a ring round each
tile) and an arc joining them, under the tiles and round them on every layout; face-down tiles while they
are placed (no tile's face on screen); every legal placement, move and card has its piece and its place;
the token's targets light when it is held."""

from __future__ import annotations

import itertools
import math
import random

import pygame
import pytest

from games.cosmoctopus.table import bridge as bridge_table
from games.cosmoctopus.table.bridge import WAITING
from games.cosmoctopus.table.scene import CosmoTable
from tabletop.ui.dragdrop import targets_for
from tabletop.ui.items import ROUND
from tests.laid_out import TO_ACT, kept, laid_out

from .bridging import bridged
from .builders import CAT, RULES, act

TABLE = CosmoTable(RULES)
TOP, BOTTOM = 76, 1080 - 96


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def layout(state, viewer=None):
    return laid_out(RULES, TABLE, state, TO_ACT if viewer is None else viewer)


@kept
def sample_states() -> tuple:
    """Returns states of random bridge games (the grid and Disconnected), the set-up included."""
    found = []
    for players, layout_name in ((2, "grid"), (3, "disconnected")):
        rng = random.Random(players)
        state = RULES.setup(players, {"bridge": "on", "layout": layout_name}, players)
        for step in range(400):
            legal = RULES.legal_actions(state)
            if step < 3 or step % 4 == 0 or any(a.kind == "bridge" for a in legal):
                found.append(state)
            state = RULES.apply(state, rng.choice(legal))
    return tuple(found)


def test_every_bridge_action_has_its_piece_and_place_and_all_sits_between_the_bars():
    kinds = set()
    for state in sample_states():
        items = layout(state)
        pieces = {i.piece for i in items if i.piece is not None}
        zones = {i.zone for i in items if i.zone is not None}
        for action in RULES.legal_actions(state):
            kinds.add((action.kind, state.phase))
            assert action.piece is None or action.piece in pieces, action
            assert action.target is None or action.target in zones, action
        for item in items:
            x, y, w, h = item.rect
            assert 0 <= x and x + w <= 1920 and TOP <= y and y + h <= BOTTOM, item.key
    assert {("bridge", "bridge"), ("bridge_start", "move"), ("bridge", "move"), ("discard", "move")} <= kinds


def test_while_the_tokens_are_placed_the_tiles_are_face_down_and_the_tokens_wait_in_the_panel():
    state = RULES.setup(3, {"bridge": "on", "first": "1"}, 6)
    items = layout(state, 0)
    assert not any(i.faces for i in items if (i.zone or "").startswith("tile:"))
    assert not any(t in i.key for i in items for t in state.realm)  # no tile's picture either
    waiting = next(i for i in items if i.piece == "bridge_a")
    assert (waiting.rect[0], waiting.rect[1]) == WAITING and waiting.shape == ROUND
    legal = RULES.legal_actions(state)
    assert targets_for("bridge_a", legal) == {f"tile:{c}" for c in range(9)}


def test_against_the_pi_the_face_down_tiles_show_no_magnifying_glass_until_they_are_turned_up():
    state = RULES.setup(1, {"mode": "pi", "bridge": "on"}, 4)
    assert state.phase == "bridge"
    assert not any("pi-glass" in i.key for i in layout(state, 0))
    while state.phase == "bridge":
        state = RULES.apply(state, RULES.legal_actions(state)[0])
    assert any("pi-glass" in i.key for i in layout(state, 0))


def test_the_tokens_show_their_letters_on_their_tiles_with_rings_and_the_arc_joining_them():
    state = bridged(tokens=(0, 8), hand=("gilded-barnacle",))
    items = layout(state, 0)
    tokens = {i.piece: i for i in items if i.piece in ("bridge_a", "bridge_b")}
    assert "co:bridge:A" in tokens["bridge_a"].key and "co:bridge:B" in tokens["bridge_b"].key
    assert all("adjacent for moving Cosmoctopus" in t.tip for t in tokens.values())
    assert sum("halo" in i.key for i in items) == 2 and sum(":arc:" in i.key for i in items) == 1
    shifting = act(state, "bridge_start")
    assert targets_for("bridge_a", RULES.legal_actions(shifting)) == {f"tile:{c}" for c in range(1, 8)}


def test_the_card_choice_shows_the_token_s_ghost_and_lights_the_discard_pile():
    state = act(bridged(tokens=(0, 8), hand=("gilded-barnacle",)), "bridge_start")
    state = act(state, "bridge", 0, "bridge_a", "tile:4")
    items = layout(state, 0)
    assert any(":ghost:A" in i.key for i in items)
    assert targets_for("gilded-barnacle", RULES.legal_actions(state)) == {"discard"}
    assert any("discard a card to move bridge token A" in i.tip for i in items)


def test_the_move_panel_offers_the_bridge_while_a_token_may_move():
    state = bridged(tokens=(0, 8), hand=("gilded-barnacle",))
    words = " ".join(i.key.split(":")[-1] for i in layout(state, 0) if i.key.startswith("co:text:"))
    assert "Or press 'Move a bridge token' (for a card)." in words
    state.hands[0] = []  # nothing to pay with: no offer
    words = " ".join(i.key.split(":")[-1] for i in layout(state, 0) if i.key.startswith("co:text:"))
    assert "Move a bridge token" not in words


def _inside(point, rect) -> bool:
    x, y, w, h = rect
    return x < point[0] < x + w and y < point[1] < y + h


@pytest.mark.parametrize("name", sorted(CAT.layouts))
def test_the_arc_runs_round_the_tiles_never_across_their_words_on_every_layout(name):
    from games.cosmoctopus.table.bridge_route import route, tile_rects
    from games.cosmoctopus.table.shape import AREA

    realm = CAT.layouts[name]
    apart = [
        (a, b)
        for a in range(len(realm.cells))
        for b in range(a + 1, len(realm.cells))
        if b not in realm.links[a]
    ]
    view = RULES.view(RULES.setup(2, {"bridge": "on", "layout": name}, 1), 0)
    assert view.layout.cells == realm.cells
    for a, b in [max(apart, key=lambda p: _distance(realm, p)), *random.Random(name).sample(apart, 3)]:
        ends = tuple(bridge_table._centre(view, cell) for cell in (a, b))
        reach = bridge_table.token_size(view) // 2 + 8
        points = route(realm.cells, AREA, ends, reach)
        assert len(points) > 2 and points[0] == ends[0] and points[-1] == ends[1], (name, a, b)
        assert math.dist(points[0], points[1]) <= reach and math.dist(points[-2], points[-1]) <= reach
        tiles = tile_rects(realm.cells, AREA)
        assert not [p for p in points[1:-1] for t in tiles if _inside(p, t)], (name, a, b)
        inner = points[1:-1]
        assert all(math.dist(p, q) < 6 for p, q in itertools.pairwise(inner)), "one unbroken line"


def test_the_arc_lies_under_the_tiles_and_the_tokens_on_top():
    items = layout(bridged(tokens=(0, 8)), 0)
    keys = [i.key for i in items]
    arc = next(n for n, k in enumerate(keys) if ":arc:" in k)
    tiles = [n for n, k in enumerate(keys) if k.startswith("co:tile:")]
    tokens = [n for n, k in enumerate(keys) if k.startswith("co:bridge:")]
    assert len(tiles) == 9 and arc < min(tiles) and max(tiles) < min(tokens)


def _distance(realm, pair) -> int:
    (ax, ay), (bx, by) = (realm.cells[c] for c in pair)
    return abs(ax - bx) + abs(ay - by)


def test_on_the_grid_the_arc_avoids_where_the_tribute_pills_stand():
    from games.cosmoctopus.table.bridge_route import pill_rects, route
    from games.cosmoctopus.table.shape import AREA

    realm = CAT.layouts["grid"]
    view = RULES.view(RULES.setup(2, {"bridge": "on"}, 1), 0)
    pills = pill_rects(realm.cells, AREA)
    for a in range(len(realm.cells)):
        for b in [b for b in range(a + 1, len(realm.cells)) if b not in realm.links[a]]:
            ends = tuple(bridge_table._centre(view, cell) for cell in (a, b))
            points = route(realm.cells, AREA, ends, bridge_table.token_size(view) // 2 + 8)
            assert not [p for p in points[1:-1] for r in pills if _inside(p, r)], (a, b)


def test_the_pills_the_arc_avoids_are_where_the_table_draws_them():
    from games.cosmoctopus.table.bridge_route import pill_rects
    from games.cosmoctopus.table.shape import AREA

    state = bridged(tokens=(0, 8))
    state.pool[0].update(ink=3, coins=3)
    items = layout(state, 0)
    drawn = [i.rect for i in items if i.key.startswith("co:pill:") and "tribute" in i.key]
    room = [
        pygame.Rect(x + AREA[0], y + AREA[1], w, h)
        for x, y, w, h in pill_rects(CAT.layouts["grid"].cells, AREA)
    ]
    assert drawn and all(any(r.contains(pygame.Rect(d)) for r in room) for d in drawn)
