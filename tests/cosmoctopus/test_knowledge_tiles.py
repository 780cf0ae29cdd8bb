"""The Forbidden Knowledge tiles read at 1280x720 (issue 33 item 16): each free tile carries its whole
name, its resource's mark and its price, 60 px wide or more at 1280x720 (they were 42 px slivers, 28 px
there, with a mark and '13' only), so a refusal naming 'The Map of Every Sky' points at a tile that says
so. The First Contact cards beside them are fanned, each whole on hover, and lie side by side while one is
chosen (the tiles shrink then)."""

from __future__ import annotations

import pygame
import pytest

from games.cosmoctopus.rules.state import CONTACT
from games.cosmoctopus.table import facewords, supply
from games.cosmoctopus.table.scene import CosmoTable
from tabletop.rules.decisions import Prompt
from tests.laid_out import laid_out

from .builders import CAT, RULES, main, table

TABLE = CosmoTable(RULES)
SCALE = 1280 / 1920


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def tiles(items):
    return [i for i in items if i.piece in CAT.knowledge_name]


def written(monkeypatch, draw) -> str:
    """Returns every word `draw` writes with facewords.words, joined by spaces."""
    said: list[str] = []
    real = facewords.words
    monkeypatch.setattr(facewords, "words", lambda line, *a, **k: said.append(line) or real(line, *a, **k))
    draw()
    return " ".join(said)


def test_each_free_forbidden_knowledge_tile_is_wide_and_carries_its_whole_name(monkeypatch):
    state = main(table(3))
    found = tiles(laid_out(RULES, TABLE, state, 0))
    assert len(found) == 4
    for item in found:
        assert item.rect[2] * SCALE >= 60 and item.rect[3] * SCALE >= 60, item.rect
        words = written(monkeypatch, lambda i=item: supply.knowledge_picture(CAT, i.piece, *i.rect[2:]))
        assert words == CAT.card_name(item.piece), words
        assert "…" not in words


def test_the_tiles_and_the_first_contact_cards_share_the_band_without_overlapping():
    state = main(table(3))
    chosen = main(table(3))
    chosen.decisions = (*chosen.decisions, Prompt(0, CONTACT))
    for view in (state, chosen):
        items = supply.supply_items(CAT, view, set(), 0)
        fk = [pygame.Rect(i.rect) for i in tiles(items)]
        contact = [pygame.Rect(i.rect) for i in items if set(i.faces) & set(view.contact)]
        assert len(contact) == 4
        assert all(r.right <= supply.RIGHT for r in fk + contact)
        assert not any(f.colliderect(c) for f in fk for c in contact)
    side = [pygame.Rect(r) for r in supply.contact_rects(4, True)]
    assert not any(a.colliderect(b) for a in side for b in side if a is not b)
