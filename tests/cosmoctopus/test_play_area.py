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
LONGEST = sorted(CONSTELLATIONS, key=lambda c: -len(CAT.card_name(c)))


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


@pytest.mark.parametrize("players", [2, 3, 4])
def test_another_seat_s_chips_show_whole_names_side_by_side_within_its_panel(players, monkeypatch):
    # Fixed 294 px chips cut long names ('The Eight-Armed…' beside its slots) on another seat's panel.
    from games.cosmoctopus.table import others
    from games.cosmoctopus.table.scene import CosmoTable
    from tabletop.rules.match import default_seats
    from tabletop.ui.items import TableContext

    from .builders import RULES

    shown: list[str] = []
    real = others.fit
    monkeypatch.setattr(others, "fit", lambda *args: shown.append(real(*args)) or shown[-1])
    state = table(players, options={"mode": "pi"})
    for seat in range(1, players):
        in_play(state, seat, *LONGEST[seat * 2 : seat * 2 + 2], *OTHERS[seat * 4 : seat * 4 + 3])
    view = RULES.view(main(state, 0), 0)
    items = CosmoTable(RULES).layout(view, TableContext(0, 0, tuple(default_seats(players))))
    chips = [i for i in items if i.key.startswith("co:chip:")]
    for item in chips:
        item.make()  # draws the chip: its name is cut only if it is wider than the whole row
    names = {CAT.card_name(i.key.split(":")[2]) for i in chips}
    assert len(chips) >= players - 1 and names <= set(shown)  # every chip's name drawn whole
    assert players > 2 or len(chips) >= 2  # alone beside the PI, a seat's panel has two rows of them
    rects = [pygame.Rect(i.rect) for i in items if i.key.startswith(("co:chip:", "co:label:+"))]
    for n, rect in enumerate(rects):
        assert rect.collidelist(rects[n + 1 :]) < 0
