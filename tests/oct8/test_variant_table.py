"""The table is built from the rules it draws: a design for other content draws that content's cards."""

from __future__ import annotations

import re

import msgspec
import pygame
import pytest

from games.oct8.rules import schema
from games.oct8.rules.game import Oct8Rules
from tabletop.registry import load_table
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext
from tabletop.ui.marks import hex_rgb
from tests.oct8.builders import RULES

PURPLE = "#7B1FA2"
RED = hex_rgb(next(c.hex for c in RULES.content.colours if c.id == "red"))


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Pictures draw text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


def purple_reds() -> schema.Content:
    """Returns the game's content with its red called Purple and drawn purple."""
    colours = [
        msgspec.structs.replace(c, name="Purple", hex=PURPLE) if c.id == "red" else c
        for c in RULES.content.colours
    ]
    return msgspec.structs.replace(RULES.content, colours=colours)


def red_cards(rules: Oct8Rules) -> list:
    """Returns the face-up red arm cards and heads of a started three-player table, as seat 0 sees it."""
    state = rules.setup(3, {}, 7)
    ctx = TableContext(0, rules.to_act(state), tuple(default_seats(3)))
    items = load_table(rules).layout(rules.view(state, 0), ctx)
    cat = rules.catalog
    return [i for i in items if i.make and any(cat.colour_of.get(f) == "red" for f in i.faces)]


def naming(cards: list, word: str) -> int:
    """Returns how many of the cards' tips name the colour `word`, as a whole word."""
    return sum(bool(re.search(rf"\b{word}\b", card.tip, re.IGNORECASE)) for card in cards)


def shown(item) -> set[tuple[int, int, int]]:
    """Returns the colours of every other pixel of the item's picture, both ways."""
    picture = item.make()
    w, h = picture.get_size()
    return {tuple(picture.get_at((x, y)))[:3] for x in range(0, w, 2) for y in range(0, h, 2)}


def test_a_design_built_from_other_content_names_and_paints_that_contents_colours():
    variant = Oct8Rules(purple_reds())
    design = load_table(variant)
    assert design.rules is variant and design is not load_table(variant)  # a new design each time
    cards = red_cards(variant)
    # Every tip but the discard pile's (which names no colour) says purple: heads, the secret, the hand.
    assert len(cards) == 7 and naming(cards, "purple") == 6 and naming(cards, "red") == 0
    assert all(hex_rgb(PURPLE) in shown(i) and RED not in shown(i) for i in cards)


def test_the_registrys_design_keeps_the_registrys_colours():
    Oct8Rules(purple_reds())  # another content built alongside changes nothing of the registry's
    cards = red_cards(RULES)
    assert len(cards) == 7 and naming(cards, "red") == 6 and naming(cards, "purple") == 0
    assert all(RED in shown(i) and hex_rgb(PURPLE) not in shown(i) for i in cards)
