"""The Oct8 table keeps the shared heads in their places, lays others' octopuses out without overlap,
readable at 1280×720, and lets a click on the discard pile take its top card."""

from __future__ import annotations

import pygame
import pytest

from games.oct8.table.scene import SHARED_GAP, SHARED_W, SHARED_X
from tabletop.ui.dragdrop import DragDrop
from tests.oct8.builders import RULES, act, to_discard
from tests.oct8.test_scene import layout, sample_states
from tests.oct8.test_shared_places import finish, middle_finishable

SCALE = 1280 / 1920  # the smallest window: the logical table scaled down
BAND_BOTTOM = 318  # the other players' panels end here


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Layouts measure text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


def place_x(place: int) -> int:
    return SHARED_X + place * (SHARED_W + SHARED_GAP)


def test_a_taken_head_s_place_shows_the_empty_spot_and_the_others_stay():
    state, red, green, blue = middle_finishable()
    items = layout(finish(state, green, "arm-red-1-a"), 0)
    mats = {i.zone: i.rect[0] for i in items if i.key.startswith("o8:mat:")}
    assert mats[f"oct:{red}"] == place_x(0) and mats[f"oct:{blue}"] == place_x(2)
    assert any(i.key.startswith("o8:spot:Head taken") and i.rect[0] == place_x(1) for i in items)


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def inside(a, b) -> bool:
    return b[0] <= a[0] and b[1] <= a[1] and a[0] + a[2] <= b[0] + b[2] and a[1] + a[3] <= b[1] + b[3]


def test_no_arm_cards_on_any_octopus_overlap():
    for state in sample_states():
        items = layout(state, RULES.to_act(state))
        mats = [i.rect for i in items if i.key.startswith("o8:mat:")]
        arms = [i.rect for i in items if i.key.startswith(("o8:arm:", "o8:gap:"))]
        on_heads = [a for a in arms if any(inside(a, m) for m in mats)]
        for n, a in enumerate(on_heads):
            assert all(not overlaps(a, b) for b in on_heads[n + 1 :]), f"{a} overlaps another arm card"


def test_others_arm_cards_never_overlap_and_are_readable_at_1280_by_720():
    def others_have_octopuses(state) -> bool:
        big = RULES.to_act(state) or 0
        return any(sum(len(o) for o in area) > 2 for seat, area in enumerate(state.areas) if seat != big)

    four = [s for s in sample_states() if s.players == 4 and others_have_octopuses(s)]
    assert four
    for state in four:
        items = layout(state, RULES.to_act(state))
        arms = [i.rect for i in items if i.key.startswith(("o8:arm:", "o8:gap:")) and i.rect[1] < BAND_BOTTOM]
        assert arms
        for n, a in enumerate(arms):
            assert all(not overlaps(a, b) for b in arms[n + 1 :]), f"{a} overlaps another arm card"
            assert a[1] + a[3] <= BAND_BOTTOM
            if max(len(area) for area in state.areas) <= 3:
                assert min(a[2], a[3]) * SCALE >= 26  # a tile's number is about 19 px tall at 1280×720


def test_a_click_on_the_discard_pile_takes_its_top_card():
    state, *_ = middle_finishable()
    to_discard(state, "arm-blue-5-a")
    items = layout(state, 0)
    pile = next(i for i in items if i.zone == "discard")
    assert pile.piece == "arm-blue-5-a"  # still a card to drag
    centre = (pile.rect[0] + pile.rect[2] // 2, pile.rect[1] + pile.rect[3] // 2)
    drag, legal = DragDrop(), RULES.legal_actions(state)
    drag.press(centre, items, True)
    result = drag.release(centre, items, legal)
    assert result.kind == "apply" and [a.kind for a in result.actions] == ["take_top"]
    assert act(state, "take_top", 0, None, "discard").hands[0][-1] == "arm-blue-5-a"
