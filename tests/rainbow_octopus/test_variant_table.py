"""The table is built from the rules it draws: a design for other content draws that content's cards."""

from __future__ import annotations

import msgspec
import pygame
import pytest

from games.rainbow_octopus.rules.game import RainbowOctopusRules
from games.rainbow_octopus.rules.schema import Content
from tabletop.registry import load_table
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext
from tabletop.ui.marks import hex_rgb

from .loaded import RULES

CRIMSON = "#7A0019"


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Pictures draw text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


def crimson_reds() -> Content:
    """Returns the game's content with its red called Crimson and drawn a darker red."""
    colours = [
        msgspec.structs.replace(c, name="Crimson", hex=CRIMSON) if c.id == "red" else c
        for c in RULES.content.colours
    ]
    return msgspec.structs.replace(RULES.content, colours=colours)


def red_cards(rules: RainbowOctopusRules) -> list:
    """Returns the face-up red tentacle cards of a started three-player table, as seat 0 sees it."""
    state = rules.setup(3, {}, 7)
    ctx = TableContext(0, rules.to_act(state), tuple(default_seats(3)))
    items = load_table(rules).layout(rules.view(state, 0), ctx)
    return [i for i in items if i.make and any(rules.catalog.colour_of.get(f) == "red" for f in i.faces)]


def face_colour(item) -> tuple[int, int, int]:
    """Returns the colour of the card's face, low on its left where no number, symbol or word lies."""
    picture = item.make()
    w, h = picture.get_size()
    return tuple(picture.get_at((w // 5, h * 3 // 4)))[:3]


def near(shown: tuple, rgb: tuple, within: int = 12) -> bool:
    """Tells whether a face shows `rgb`: a face is lit from above (the house's card frame), so within a
    shade of it."""
    return max(abs(a - b) for a, b in zip(shown, rgb, strict=True)) <= within


def test_a_design_built_from_other_content_names_and_paints_that_contents_colours():
    variant = RainbowOctopusRules(crimson_reds())
    design = load_table(variant)
    assert design.rules is variant and design is not load_table(variant)  # a new design each time
    cards = red_cards(variant)
    assert cards and all(i.tip.startswith("Crimson ") for i in cards)
    assert all(near(face_colour(i), hex_rgb(CRIMSON)) for i in cards)
    assert not any(near(face_colour(i), hex_rgb(RULES.content.colours[0].hex), 60) for i in cards)


def test_the_registrys_design_keeps_the_registrys_colours():
    RainbowOctopusRules(crimson_reds())  # another content built alongside changes nothing of the registry's
    cards = red_cards(RULES)
    assert cards and all(i.tip.startswith("Red ") for i in cards)
    assert all(near(face_colour(i), hex_rgb(RULES.content.colours[0].hex)) for i in cards)
    assert not any(near(face_colour(i), hex_rgb(CRIMSON), 60) for i in cards)
