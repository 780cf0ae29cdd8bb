"""The 120 cards as data: the deck of the rulings, our names, symbols, and errors that name the field."""

from __future__ import annotations

from collections import Counter

import msgspec

from games.rainbow_pirates.rules import schema

from .builders import CAT, RULES


def test_the_deck_is_the_rulings_120_cards():
    kinds = Counter(CAT.kind.values())
    assert len(CAT.cards) == 120 and kinds == {"colour": 77, "wild": 7, "pirate": 5, "black": 31}
    numbers = {c: CAT.number[c] for c in CAT.colours}
    assert numbers == {"red": 1, "orange": 2, "yellow": 3, "green": 4, "blue": 5, "purple": 6, "pink": 7}
    assert Counter(CAT.colour_of.values()) == {c: 11 for c in CAT.colours}


def test_black_cards_love_a_colour_and_do_one_step_of_the_vocabulary():
    by_step = Counter((b.effect.do, b.loves, b.targets, b.effect.count) for b in CAT.black.values())
    assert by_step == {
        ("steal_island", "red", "one", 1): 5,
        ("destroy_island", "orange", "one", 1): 4,
        ("take_discard", "yellow", "self", 1): 4,
        ("captain", "green", "all", 1): 3,
        ("take_random_hand", "blue", "one", 2): 4,
        ("draw", "purple", "self", 3): 5,
        ("name_card", "pink", "all", 1): 2,
        ("reorder_top", None, "self", 4): 4,
    }
    assert CAT.black_names["cannon"] == "Cannon" and CAT.black_names["captain"] == "Captain"


def test_our_names_one_loved_thing_per_colour_and_a_symbol_each():
    assert CAT.things["green"] == "Me Time" and len(set(CAT.things.values())) == 7
    assert len(set(CAT.symbols.values())) == 7 and len(CAT.pirate_names) == 5
    assert schema.check(RULES.content) == []


def test_a_deck_that_does_not_total_120_is_refused_naming_the_field():
    extra = msgspec.structs.replace(RULES.content, wilds=8)
    assert ("black_cards", "the deck holds 121 cards, not 120") in schema.check(extra)


def test_an_unknown_step_or_loved_colour_is_refused_naming_the_card():
    cards = list(RULES.content.black_cards)
    cards[0] = msgspec.structs.replace(cards[0], effect=schema.Effect("teleport"), loves="gold")
    problems = dict(schema.check(msgspec.structs.replace(RULES.content, black_cards=cards)))
    assert "unknown step 'teleport'" in problems["black_cards[0].effect.do"]
    assert problems["black_cards[0].loves"] == "unknown colour 'gold'"
