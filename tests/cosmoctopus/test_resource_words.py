"""A count of a resource in words is singular for 1 ('1 coin', '1 ink') and plural otherwise, wherever it
is shown: the move's Tribute paid (a line under the title), the log, refusals, the PI's card, tips and
card text."""

from __future__ import annotations

import re

import pygame
import pytest

from games.cosmoctopus.rules.words import amount, amounts, resource
from games.cosmoctopus.table.cardtext import card_tip, short_lines
from games.cosmoctopus.table.decision import PANEL, panel_items
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext

from .builders import CAT, RULES, act, pool, table

PLURAL_ONE = re.compile(r"(?<![\d.])1 (more )?(coins|whispers|stars)\b")


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def test_one_of_a_resource_is_singular_and_more_are_plural():
    assert [amount(CAT, r, 1) for r in CAT.resources] == ["1 ink", "1 coin", "1 whisper", "1 star"]
    assert [amount(CAT, r, 2) for r in CAT.resources] == ["2 ink", "2 coins", "2 whispers", "2 stars"]
    assert resource(CAT, "coins") == "coins" and resource(CAT, "stars", 0) == "stars"
    owed = {"ink": 1, "coins": 1, "whispers": 2, "generic": 1}
    assert amounts(CAT, owed, more="") == "1 ink, 1 coin, 2 whispers and 1 of any resource"
    assert amounts(CAT, {"stars": 1}) == "1 more star"


def test_the_tribute_paid_is_a_line_of_its_own_under_a_title_that_is_never_cut():
    state = table(3)
    pool(state, ink=1, coins=1, whispers=2)
    state = act(state, "move", 0, "head", "tile:1")  # the first step is free
    for cell, paid in ((0, "ink"), (3, "coins"), (6, "whispers"), (7, "whispers")):
        state = act(state, "move", 0, "head", f"tile:{cell}", paid)
    ctx = TableContext(0, 0, tuple(default_seats(3)))
    items = panel_items(CAT, RULES.view(state, 0), ctx, set())
    words = [i.key.split(":", 5)[5] for i in items if i.key.startswith("co:text:")]
    assert "Tribute paid so far: 1 ink, 1 coin and 2 whispers." in words
    assert words[0] == "You: move Cosmoctopus" and not [w for w in words if w.endswith("…")]
    assert all(i.rect[1] + i.rect[3] <= PANEL[1] + PANEL[3] for i in items if i.key.startswith("co:text:"))


def test_no_card_text_or_pi_card_says_1_coins():
    for card_id in CAT.card:
        words = card_tip(CAT, card_id) + " ".join(short_lines(CAT, card_id))
        assert not PLURAL_ONE.search(words), words
    from games.cosmoctopus.rules.pi_news import effect_words

    for card in CAT.content.investigator.behaviours:
        words = effect_words(CAT, card.tentacle) + effect_words(CAT, card.knowledge)
        assert not PLURAL_ONE.search(words), words
    assert "returns 1 coin to the bank" in " ".join(
        effect_words(CAT, c.tentacle) for c in CAT.content.investigator.behaviours
    )
