"""Another seat's panel along the top keeps room for its name however many chips and cards it holds:
crowded chips close up and the acting word gives way, the name never gets a negative width (which raised
"Parameter 'width' is invalid" at a late 4-player position)."""

from __future__ import annotations

import pygame
import pytest

from games.oct8.rules import flow
from games.oct8.table.seats import NAME_FLOOR
from tabletop.ui.items import Item
from tests.oct8.builders import begin_turn, give, table
from tests.oct8.test_scene import layout


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Layouts measure text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


def crowded(babies: int, cards: int):
    """Returns a 4-player game with seat 1 to act, holding `babies` baby octopuses and `cards` hand cards."""
    state = table(4, options={"length": "short"})
    for _ in range(babies):
        flow.add_baby(state, 1)
    spare = [c for c in state.arm_deck[:cards]]
    give(state, 1, *spare[: max(0, cards - len(state.hands[1]))])
    return begin_turn(state, 1)


def frame_of(items: list[Item], seat: int) -> Item:
    return next(i for i in items if i.place == f"seat:{seat}" and i.key.startswith("o8:frame:"))


@pytest.mark.parametrize("babies, cards", [(3, 6), (6, 8), (12, 12)])
def test_a_crowded_panel_of_the_seat_playing_draws_and_keeps_its_name_readable(babies, cards):
    state = crowded(babies, cards)
    items = layout(state, 3)  # seat 1 plays: the viewer sees it along the top
    for item in items:
        if item.make is not None:
            item.make()  # raised "Parameter 'width' is invalid" for seat 1's frame before
    frame = frame_of(items, 1)
    room = int(frame.key.split(":")[-2])
    assert room >= min(NAME_FLOOR, 80)
    chips = [
        i for i in items if i.key.startswith("o8:chip:") and frame.rect[1] <= i.rect[1] < frame.rect[1] + 60
    ]
    name_end = frame.rect[0] + 56 + room
    assert all(chip.rect[0] >= name_end for chip in chips if chip.rect[0] >= frame.rect[0])
