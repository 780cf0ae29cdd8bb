"""The bottom bar's buttons for actions without a piece or a place: right-aligned, never under the tools
(Undo, Redo, Game log, Since my turn / Done); labels too long for the room are cut, whole in the tooltip."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.scenes.table_paint import bar_layout, without_common_start
from tabletop.ui.sprites import font

SIZE = (1920, 1080)
ALONE, SHARED = 380 + 210 + 12 + 250, 380 + 210  # the tools' right edge: Since my turn, Game log


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def test_long_choices_stay_right_of_the_tools_shortened():
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
    assert [shown for _, shown, _ in found] == ["Inkwell Dipper first", "Wandering Squid first"]
    longer = ["Pay the whole price of The Inkwell Dipper now", "Give the bonus to the player on the left"]
    cut = bar_layout(longer, SIZE, ALONE)
    assert all(shown.endswith("…") for _, shown, _ in cut)
    assert all(rect.x >= ALONE + 16 for rect, _, _ in cut)


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


def test_choices_that_do_not_fit_lose_the_words_they_all_begin_with_first():
    # A real-window game showed 'Take every cons…', 'Take every relic…', 'Take every scri…'.
    labels = ["Take every constellation", "Take every relic", "Take every scripture"]
    found = bar_layout(labels, SIZE, ALONE)
    assert [shown for _, shown, _ in found] == ["Constellation", "Relic", "Scripture"]
    assert [full for _, _, full in found] == labels
    assert found[0][0].x >= ALONE + 16


def test_without_common_start_keeps_a_word_and_leaves_unrelated_labels_alone():
    assert without_common_start(["Resolve A first", "Resolve B first"]) == ["A first", "B first"]
    assert without_common_start(["Cancel", "Pay as proposed"]) == ["Cancel", "Pay as proposed"]
    assert without_common_start(["Gain ink", "Gain ink"]) == ["Ink", "Ink"]
    assert without_common_start(["End turn"]) == ["End turn"]
