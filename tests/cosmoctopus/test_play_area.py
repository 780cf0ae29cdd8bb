"""The big seat's play area at 1280x720 with many cards in play: no card covers another (a real-window
game showed names cut where 5+ cards overlapped); past what fits side by side, the constellations stay whole
cards and the scriptures and relics become chips, each with its whole name at 18 px on at most 2 lines."""

from __future__ import annotations

import pygame
import pytest

from games.cosmoctopus.table import board, facewords, inplay

from .builders import CAT, in_play, main, table

CONSTELLATIONS = [k for k, s in CAT.card.items() if s.type == "constellation"]
OTHERS = [k for k, s in CAT.card.items() if s.type in ("scripture", "relic")]


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def shown(constellations: int, others: int, start: int = 0) -> list:
    state = table(2)
    in_play(state, 0, *CONSTELLATIONS[:constellations], *OTHERS[start : start + others])
    items = board.play_items(CAT, main(state, 0), 0, True)
    return [i for i in items if i.key.startswith(("co:card:", "co:inplay:"))]


@pytest.mark.parametrize("constellations", [0, 1, 2, 3, 4])
@pytest.mark.parametrize("others", [3, 5, 7, 9])
def test_no_card_in_play_covers_another_and_all_stay_in_the_play_area(constellations, others):
    items = shown(constellations, others)
    assert len(items) == constellations + others
    area = pygame.Rect(board.PLAY)
    rects = [pygame.Rect(i.rect) for i in items]
    for n, rect in enumerate(rects):
        assert area.contains(rect), (items[n].key, rect)
        assert rect.collidelist(rects[n + 1 :]) < 0, (items[n].key, rect)


def test_every_scripture_and_relic_name_is_whole_on_a_chip_at_18_px():
    for start in range(0, len(OTHERS), 9):
        chips = [i for i in shown(3, 9, min(start, len(OTHERS) - 9)) if i.key.startswith("co:inplay:")]
        assert chips
        for item in chips:
            name = CAT.card_name(item.key.split(":")[2])
            lines = inplay.chip_lines(name)
            assert " ".join(lines) == name and len(lines) <= 2 and "…" not in name
            assert all(
                facewords.line_width(line, facewords.LEAST) <= item.rect[2] - inplay.PAD for line in lines
            )
            assert len(lines) * (facewords.LEAST + 3) <= item.rect[3] - 4


def test_cards_that_fit_side_by_side_stay_whole_cards():
    items = shown(2, 5)
    assert all(i.key.startswith("co:card:") for i in items)


def test_only_as_many_cards_become_chips_as_leave_the_rest_room():
    items = shown(3, 6)  # 9 cards: 3 chips (one column) leave room for 6 whole cards
    assert [i.key.startswith("co:inplay:") for i in items] == [False] * 6 + [True] * 3
