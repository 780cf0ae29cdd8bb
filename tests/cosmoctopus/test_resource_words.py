"""A count of a resource in words is singular for 1 ('1 coin', '1 ink') and plural otherwise, wherever it
is shown: the move's title (Tribute paid), the log, refusals, the PI's card, tips and card text."""

from __future__ import annotations

import re

import pygame
import pytest

from games.cosmoctopus.rules.words import amount, amounts, resource
from games.cosmoctopus.table.cardtext import card_tip, short_lines
from games.cosmoctopus.table.decision import _tribute

from .builders import CAT, RULES

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


def test_the_tribute_paid_in_the_move_title_says_1_coin():
    state = RULES.setup(2, {}, 1)
    state.tribute = ["ink", "coins", "whispers", "whispers"]
    assert _tribute(CAT, state) == " · Tribute paid: 1 ink, 1 coin and 2 whispers"


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
