"""The bottom bar's buttons for actions without a piece or a place: right-aligned, never under the tools
(Undo, Redo, Game log, Since my turn / Done); labels too long for the room are cut, whole in the tooltip."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.scenes.table_paint import bar_layout
from tabletop.ui.sprites import font

SIZE = (1920, 1080)
ALONE, SHARED = 380 + 210 + 12 + 250, 380 + 210  # the tools' right edge: Since my turn, Game log


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def test_two_long_choices_stay_right_of_the_tools_cut_with_an_ellipsis():
    # A real-window Cosmoctopus game at 1280x720 showed 'Resolve The Inkwell Dipper first' over 'Since my
    # turn' (cut to 'Since my tu').
    labels = ["Resolve The Inkwell Dipper first", "Resolve The Wandering Squid first"]
    found = bar_layout(labels, SIZE, ALONE)
    assert [full for _, _, full in found] == labels
    for rect, shown, _ in found:
        assert rect.x >= ALONE + 16 and rect.right <= SIZE[0] - 30
        assert font(30, True).size(shown)[0] <= rect.width - 24, shown
    for (a, _, _), (b, _, _) in itertools.combinations(found, 2):
        assert not a.colliderect(b)
    assert any(shown.endswith("…") for _, shown, _ in found)


@pytest.mark.parametrize(
    "labels",
    [["End turn"], ["Cancel", "Pay as proposed"], ["Cancel", "Confirm the move"], ["A", "B", "C", "D"]],
)
def test_buttons_that_fit_keep_their_words_and_order(labels):
    found = bar_layout(labels, SIZE, ALONE)
    assert [shown for _, shown, _ in found] == labels
    assert [rect.x for rect, _, _ in found] == sorted(rect.x for rect, _, _ in found)
    assert found[-1][0].right == SIZE[0] - 30 - 16
    assert all(rect.x >= ALONE + 16 and rect.width >= 220 for rect, _, _ in found)


def test_four_resource_choices_keep_their_words_when_since_my_turn_is_not_shown():
    # Pass and play (Since my turn hidden): 'Gain whispers' was cut to 'Gain whisp…' for a room it had.
    labels = ["Gain coins", "Gain ink", "Gain stars", "Gain whispers"]
    found = bar_layout(labels, SIZE, SHARED)
    assert [shown for _, shown, _ in found] == labels
    assert found[0][0].x >= SHARED + 16
