"""The 'deciding' pill on another seat's panel covers nothing: left of the counts in a roomy panel, at the end
of the row below in a compact one (three panels beside the PI's), whose cards in play make room for it."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame
import pytest

from games.cosmoctopus.table import investigator as pi_table
from games.cosmoctopus.table import others
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext

from .builders import CAT, RULES


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


@lru_cache(maxsize=4)
def states(players: int, mode: str) -> tuple:
    rng, state, found = random.Random(players), RULES.setup(players, {"mode": mode}, 7), []
    for step in range(700):
        legal = RULES.legal_actions(state)
        if not legal:
            break
        if step % 25 == 0:
            found.append(state)
        state = RULES.apply(state, rng.choice(legal))
    return tuple(found)


def overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("players, mode", [(2, "competitive"), (4, "competitive"), (4, "pi"), (3, "pi")])
def test_the_deciding_pill_lies_inside_its_panel_over_nothing_else(players, mode):
    # A real-window co-op game at 1280x720 showed 'deciding' on the panel's edge over '5 in hand'.
    seats = tuple(default_seats(players, computers=1))
    rects = pi_table.column(players)[:-1] if mode == "pi" else others.panel_rects(players - 1)
    for state in states(players, mode):
        view = RULES.view(state, 0)
        ctx = TableContext(0, 1, seats)
        for seat, rect in zip(range(1, players), rects, strict=True):
            items = others.seat_panel(CAT, view, ctx, seat, rect, acting=True)
            pill = next(i for i in items if "deciding" in i.key)
            x, y, w, h = pill.rect
            assert rect[0] <= x and x + w <= rect[0] + rect[2] and rect[1] <= y and y + h <= rect[1] + rect[3]
            for item in items[1:]:
                assert item is pill or not overlap(item.rect, pill.rect), (players, mode, item.key)
