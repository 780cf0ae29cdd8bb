"""The instruction box follows the state (issue 33 item 17): once the turn's card is played it no longer
invites another; a refusal's shortfall shows the sum it comes from."""

from __future__ import annotations

import pygame
import pytest

from tabletop.rules.core import Action

from .builders import CAT, RULES, act, give, in_play, main, pool, table

ALMANAC = "almanac-of-falling-stars"  # 2 stars: a lasting discount, nothing more


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def words_on_panel(state) -> str:
    """Returns every line of words on the decision panel (the instruction box), joined."""
    from games.cosmoctopus.table import decision

    items = decision.panel_items(CAT, state, ctx(state), set())
    return " ".join(i.key.split(":", 5)[-1] for i in items if i.key.startswith("co:text:"))


def ctx(state):
    from tabletop.rules.match import Seat
    from tabletop.ui.items import TableContext

    return TableContext(0, 0, (Seat("Ana", "red"), Seat("Ben", "blue")))


def test_after_the_turn_s_card_the_panel_no_longer_says_to_play_one():
    state = main(table(hand=(ALMANAC, "inkblot-primer")))
    pool(state, stars=5, coins=5)
    before = words_on_panel(state)
    assert "play a card" in before and "Drag a card from your hand" in before
    state = act(act(state, "play", 0, ALMANAC, "play:0"), "propose")
    state = act(state, "confirm")
    after = words_on_panel(state)
    assert "play a card" not in after and "Drag a card from your hand" not in after, after
    assert "take Forbidden Knowledge or end the turn" in after and "End turn" in after


def test_a_shortfall_shows_the_sum_it_comes_from():
    state = main(table())
    pool(state, stars=4)
    give(state, 0, "nautilus-spiral")  # a constellation in hand: worth 1 star towards the tile
    why = RULES.why_not(state, Action("forbidden", 0, "fk-stars", "pool:0"))
    assert why == (
        "You need 8 more stars for The Map of Every Sky: it asks for 13 stars, you have 5 "
        "(4 stars + 1 constellation card)."
    )
    in_play(state, 0, ALMANAC)  # a lasting discount of 1 star
    why = RULES.why_not(state, Action("forbidden", 0, "fk-stars", "pool:0"))
    assert "asks for 12 stars (13 less 1 from your scriptures), you have 5" in why and "7 more stars" in why
