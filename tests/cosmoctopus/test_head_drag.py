"""The head dropped on any lit reachable tile moves there in one go, after one question naming the Tribute
(a chooser titled with it, not 'Which one?'), and Undo takes the whole move back."""

from __future__ import annotations

import msgspec
import pygame
import pytest

from games.cosmoctopus.rules.moving import reach, routes
from games.cosmoctopus.rules.state import HEAD, tile_zone
from games.cosmoctopus.table.scene import CosmoTable
from tabletop.rules.core import Action
from tabletop.rules.match import Match, Seat
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.table.controller import TableController
from tabletop.table.effects import Ask, Played
from tabletop.ui.items import zone_items

from .builders import CAT, RULES, act, pool, table


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def centre(rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def test_a_far_tile_is_one_action_paying_each_step_s_tribute_and_cancel_refunds_all():
    state = table()  # the head on the centre (4); 2 of each resource
    pool(state, ink=1, stars=2)
    assert routes(CAT, state, 0)[8] == [5, 8]  # the lower cell first where two ways are as short
    choices = {a.choice for a in RULES.legal_actions(state) if a.target == tile_zone(8)}
    assert choices == {"ink", "stars"}  # 2 steps: 1 Tribute, of either resource held
    state = act(state, "move", 0, HEAD, tile_zone(8), "stars")
    assert state.head == 8 and state.path == [5, 8] and state.pool[0]["stars"] == 1
    assert 0 not in reach(CAT, state, 0)  # 4 more steps from 8 (never back through 4): 4 Tribute, 2 held
    far = {a.choice for a in RULES.legal_actions(state) if a.target == tile_zone(6)}
    assert far == {"ink,stars"}  # 2 more steps, 2 more Tribute: all that is left
    state = act(state, "move", 0, HEAD, tile_zone(6), "ink,stars")
    assert state.tribute == ["stars", "ink", "stars"] and not any(state.pool[0].values())
    state = act(state, "cancel")
    assert state.head == 4 and state.pool[0] == {"ink": 1, "coins": 0, "whispers": 0, "stars": 2}


def test_a_tribute_paid_with_a_resource_not_held_or_of_the_wrong_count_is_refused():
    state = table()
    pool(state, ink=1)
    assert not RULES.is_legal(state, Action("move", 0, HEAD, tile_zone(8), "coins"))
    assert not RULES.is_legal(state, Action("move", 0, HEAD, tile_zone(8), "ink,ink"))
    assert not RULES.is_legal(state, Action("move", 0, HEAD, tile_zone(8)))
    assert "costs 1 resource of Tribute" in RULES.why_not(state, Action("move", 0, HEAD, tile_zone(2)))
    pool(state)
    said = RULES.why_not(state, Action("move", 0, HEAD, tile_zone(2)))
    assert "takes 2 steps: 1 resource of Tribute" in said and "you have 0" in said


def controller() -> TableController:
    seats = [Seat("Ana", "red"), Seat("Ben", "blue")]
    match = Match(RULES, seats, {"first": "1"}, 5)
    chosen = msgspec.structs.replace(Settings(), handoffs=False, computer_pause=0.0)
    ctl = TableController(Session(match, autosave=False), CosmoTable(RULES), lambda: chosen)
    ctl.refresh()
    return ctl


def test_the_head_dragged_to_a_far_lit_tile_asks_once_which_resources_pay_then_undo_takes_it_all_back():
    ctl = controller()
    state = ctl.session.state
    start = state.head
    costs = reach(CAT, state, 0)
    lit = {a.target for a in ctl.model.legal if a.piece == HEAD}
    assert lit == {tile_zone(c) for c in costs}  # every tile the head could reach is lit while dragging
    assert all(zone in zone_items(ctl.model.items) for zone in lit)
    far = max(costs, key=lambda c: (costs[c], -c))  # the farthest tile within reach
    assert costs[far] >= 2
    head = next(i for i in ctl.model.items if i.piece == HEAD)
    tile = next(i for i in ctl.model.items if i.zone == tile_zone(far))
    ctl.press(centre(head.rect))
    ctl.motion(centre(tile.rect))
    effects = ctl.release(centre(tile.rect))
    (ask,) = [e for e in effects if isinstance(e, Ask)]
    name = CAT.card_name(state.realm[far])
    steps = costs[far] + 1
    assert ask.title == f"Which {costs[far]} resources pay the Tribute?"
    assert all(label.startswith("Pay ") and f"{name} ({steps} steps)" in label for label, _ in ask.options)
    label, chosen = ask.options[0]
    effects = ctl.play(chosen)
    assert any(isinstance(e, Played) for e in effects)
    after = ctl.session.state
    assert after.head == far and len(after.path) == steps and len(after.tribute) == costs[far]
    assert len(ctl.match.actions) == 1
    ctl.undo()
    assert ctl.session.state.head == start and not ctl.match.actions and ctl.session.state.pool == state.pool
