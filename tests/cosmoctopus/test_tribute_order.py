"""The Tribute chooser lists the ways to pay most useful first (issue 33 item 4): the resource held most is
spent first, where the rules' order was alphabetical."""

from __future__ import annotations

import msgspec
import pygame
import pytest

from games.cosmoctopus.rules.state import HEAD, tile_zone
from games.cosmoctopus.table.scene import CosmoTable
from tabletop.rules.match import Match, Seat
from tabletop.session import Session
from tabletop.settings import Settings
from tabletop.table.controller import TableController
from tabletop.table.effects import Ask

from .builders import RULES, pool, table


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def centre(rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def chooser(**held: int) -> list[str]:
    state = table()  # the head on the centre (4); the corner tile 8 is 2 steps away: 1 Tribute
    pool(state, **held)
    match = Match(RULES, [Seat("Ana", "red"), Seat("Ben", "blue")], {"first": "1"}, 1, state=state)
    chosen = msgspec.structs.replace(Settings(), handoffs=False, computer_pause=0.0)
    ctl = TableController(Session(match, autosave=False), CosmoTable(RULES), lambda: chosen)
    ctl.refresh()
    head = next(i for i in ctl.model.items if i.piece == HEAD)
    tile = next(i for i in ctl.model.items if i.zone == tile_zone(8))
    ctl.press(centre(head.rect))
    ctl.motion(centre(tile.rect))
    (ask,) = [e for e in ctl.release(centre(tile.rect)) if isinstance(e, Ask)]
    return [action.choice for _, action in ask.options]


def test_the_resource_held_most_is_offered_first():
    assert chooser(ink=1, coins=2, stars=4) == ["stars", "coins", "ink"]
    assert chooser(ink=3, stars=1) == ["ink", "stars"]
