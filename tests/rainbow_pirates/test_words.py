"""Rainbow Pirates' table words (issue 33 item 13): counts in the singular when there is one, the line
under the piles never cut short while a black card asks for blocks, and the card that cannot be blocked
says so plainly."""

from __future__ import annotations

import pytest

from games.rainbow_pirates.table import middle
from games.rainbow_pirates.table.pieces import card_tip
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext
from tabletop.ui.marks import fit

from .builders import CAT, RULES, act, card, table

LOVED = sorted({spec.id for spec in CAT.content.black_cards if spec.loves})


@pytest.mark.parametrize("black", LOVED)
def test_the_line_asking_for_blocks_is_never_cut(black):
    state = table(2, hands=[(card(black),), ()])
    target = "discard"
    state = act(state, "play", 0, card(black), target)
    ctx = TableContext(1, RULES.to_act(state), tuple(default_seats(2)), False)
    lines = [item.tip for item in middle.info_items(CAT, RULES.view(state, 1), ctx) if item.tip]
    asking = [line for line in lines if line.startswith("Asking for blocks")]
    assert asking and all(fit(line, 19, 470) == line for line in lines)


def test_the_card_nobody_can_block_says_so():
    tip = card_tip(CAT, card("compass"))
    assert "It loves nothing: no card blocks it." in tip and "a card of that colour" not in tip
    assert "look at the top 4 cards" in tip


def test_a_single_card_is_one_card():
    assert middle.top_cards(1) == "the top card" and middle.top_cards(3) == "the top 3 cards"
    state = table(2)
    state.pile = state.pile[:1]
    tips = [item.tip for item in middle.pile_items(CAT, RULES.view(state, 0)) if item.tip]
    assert any(t.startswith("Draw pile: 1 card, face down.") for t in tips)


def test_the_island_score_leaves_out_a_group_left_incomplete_while_rearranging():
    from games.rainbow_pirates.table.seats import points_words

    from .builders import island

    state = table(2)
    island(state, 0, card("red", 1), card("red", 2), card("red", 3))
    assert points_words(CAT, state, 0).startswith("3 points")
    state.islands[0].append([card("blue", 1)])  # a card split off mid-rearrangement: not a group yet
    state.islands[0][0] = state.islands[0][0][:2]
    assert points_words(CAT, state, 0).startswith("0 points")
    island(state, 0, card("pink", 1), card("pink", 2), card("pink", 3))
    assert points_words(CAT, state, 0).startswith("3 points")


def test_no_black_card_name_runs_over_the_rim():
    """'Treasure Map' and 'Sneaky Squid' touched the rim of a card in the hand."""
    from games.rainbow_pirates.table.card_faces import COAL, black_card
    from games.rainbow_pirates.table.card_parts import frame

    for w, h in ((108, 151), (122, 170), (140, 196)):
        border = max(2, w // 24)
        blank = frame(w, h, COAL)[0]
        for spec in CAT.content.black_cards:
            face = black_card(CAT, spec.id, w, h)
            for y in range(h - 44, h - 4):
                for x in (*range(border + 2), *range(w - border - 2, w)):
                    assert face.get_at((x, y)) == blank.get_at((x, y)), (spec.name, w, x, y)
