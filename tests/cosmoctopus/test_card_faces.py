"""Cosmoctopus card faces readable at 1280x720: every word on every card's face, at every size the table
draws it (card row, hand, play area, draft packet, First Contact supply), is drawn at 18 px or more
(12 px at 1280x720); names whole on at most 3 lines; constellation slots big enough to read and to drop
on; the lightning bolt clear of the cost."""

from __future__ import annotations

import pygame
import pytest

from games.cosmoctopus.table import board, cards, decision, facewords, piles, scene, supply
from games.cosmoctopus.table.cardtext import short_lines
from tabletop.ui import marks, sprites
from tabletop.ui.sprites import font

from .builders import CAT

SCALE = 1280 / 1920
SIZES = {
    "row": piles.CARD,
    "hand": board.HAND_CARD,
    "play": board.PLAY_CARD,
    "packet": scene.PACKET_CARD,
    "contact": supply.CONTACT_SIZE,
    "paying": decision.PAID_CARD,
}


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


@pytest.fixture
def sizes_used(monkeypatch):
    """Records every font size asked for while the test runs (drawing and measuring alike)."""
    used: list[int] = []
    real = sprites.font

    def watched(size: int, bold: bool = False):
        used.append(size)
        return real(size, bold)

    for module in (sprites, marks, facewords, cards):
        monkeypatch.setattr(module, "font", watched, raising=False)
    return used


def test_every_word_on_every_card_face_is_18_px_or_more_at_every_size_the_table_draws(sizes_used):
    for where, (w, h) in SIZES.items():
        ids = CAT.contact if where == "contact" else list(CAT.card)
        for card_id in ids:
            sizes_used.clear()
            filled = (True, False, False, False) if CAT.type_of(card_id) == "constellation" else ()
            cards.face(CAT, card_id, w, h, filled)
            assert sizes_used and min(sizes_used) >= facewords.LEAST, (where, card_id, min(sizes_used))
            assert min(sizes_used) * SCALE >= 12


def test_the_watch_sees_a_small_word_drawn_on_a_face(sizes_used):
    facewords.icon_line("+2 {coins}", 12, (0, 0, 0))  # asked below the least, it is drawn at the least
    assert min(sizes_used) == facewords.LEAST
    sprites.text("tiny", 12)  # what the watch would catch if a face drew words another way
    assert min(sizes_used) == 12


def test_each_name_is_whole_on_at_most_3_lines_at_20_px_shrinking_only_to_18():
    for where, (w, h) in SIZES.items():
        ids = CAT.contact if where == "contact" else list(CAT.card)
        for card_id in ids:
            _, _, _, (size, *lines) = cards._body(CAT, card_id, w, h)
            name = CAT.card[card_id].name
            assert " ".join(lines).replace("- ", "-") == name, (where, card_id, lines)
            assert len(lines) <= 3 and facewords.LEAST <= int(size) <= facewords.NAME
            assert all(font(int(size), True).size(line)[0] <= w - 8 for line in lines), (where, card_id)
    short = facewords.name_lines("Story of the Salt-Scarred Shipwreck", 140, 200)
    assert short == (20, ["Story of the", "Salt-Scarred", "Shipwreck"])
    assert facewords.name_lines("One Two Three Four Five Six Seven Eight Nine", 60, 200)[1][-1].endswith("…")


def test_a_hand_card_shows_its_first_effect_line_uncut():
    w, h = board.HAND_CARD
    width = w - 2 * max(3, w // 30) - 6
    for card_id, spec in CAT.card.items():
        lines = short_lines(CAT, card_id)
        if spec.type == "constellation" or not lines:
            continue
        top, below, bottom, _ = cards._body(CAT, card_id, w, h)
        assert bottom - below >= facewords.NAME + 2, card_id  # room for at least one line
        size, line = facewords.fitted(lines[0], facewords.NAME, width)
        assert "…" not in line and size >= facewords.LEAST, card_id


def test_constellation_slots_are_inside_the_face_below_the_name_and_big_enough():
    for w, h in (board.PLAY_CARD, board.HAND_CARD, piles.CARD):
        for card_id, spec in CAT.card.items():
            if spec.type != "constellation":
                continue
            _, below, bottom, _ = cards._body(CAT, card_id, w, h)
            assert bottom - below >= 2 * cards.SLOT, card_id  # drawn: a drop place in play
            rects = [pygame.Rect(r) for r in cards.slot_rects(CAT, card_id, w, h)]
            for i, rect in enumerate(rects):
                assert rect.top >= below - 1 and rect.bottom <= bottom and rect.w * SCALE >= 12, card_id
                assert all(not rect.colliderect(other) for other in rects[i + 1 :]), card_id
                assert rect.left - 20 >= 0 and rect.right + 20 <= w  # room for the letter beside it


def test_the_lightning_bolt_sits_right_of_the_cost():
    w = board.HAND_CARD[0]
    for card_id, spec in CAT.card.items():
        if not spec.lightning:
            continue
        parts = sum(1 for n in spec.cost.values() if n) + bool(spec.generic)
        widest = max(font(20, True).size(str(n))[0] + 4 for n in [*spec.cost.values(), spec.generic])
        cost_right = max(3, w // 30) + 3 + parts * (widest + cards.MARK + 5)
        assert cost_right <= cards.bolt_at(w)[0], card_id
