"""The table as a model: the session answers for the true state, the model holds what is shown and
offered, and items are hit and lit by their shape."""

from __future__ import annotations

import pygame

from tabletop import registry
from tabletop.rules.core import seat_ref
from tabletop.rules.match import Match, default_seats
from tabletop.session import Session
from tabletop.table import model as table_model
from tabletop.table.seating import Seating
from tabletop.ui.dragdrop import DragDrop
from tabletop.ui.items import ROUND, Item, piece_at, zones_at
from tabletop.ui.painter import LIT, Painter
from tabletop.ui.sprites import SpriteCache
from tests.toygame import ToyRules

TOY = ToyRules()


class SaysWhy(ToyRules):
    """A game that words refused drops by piece and target, naming the seat."""

    def _why_not_drop(self, state, seat, piece, target):
        return f"{seat_ref(seat)} can't put {piece} on {target}."


def test_the_session_words_a_refused_drop_with_the_seats_names():
    match = Match(SaysWhy(), default_seats(2), {"first": "1"}, 3)
    session = Session(match, autosave=False)
    assert session.why_not_drop(0, "c99", "deck") == f"{match.seats[0].name} can't put c99 on deck."
    play = next(a for a in match.legal_actions() if a.kind == "play")
    assert session.describe(play) == session.words(TOY.narrator.describe(match.state, play))
    assert session.view(0) == TOY.view(match.state, 0)


# The model -----------------------------------------------------------------------------------
def test_the_model_offers_the_viewer_only_what_the_viewer_may_do():
    rules = registry.load_rules(registry.game_ids()[0])
    from tabletop.registry import load_table

    match = Match(rules, default_seats(2), {}, 4)
    session, seating = Session(match, autosave=False), Seating(match, handoffs=False)
    seating.follow_actor()
    model = table_model.build(session, seating, load_table(rules), colour_blind=False)
    assert model.viewer == model.to_act == match.to_act and model.legal == match.legal_actions()
    assert model.view == rules.view(match.state, model.viewer) and model.items and not model.over
    seating.viewer = 1 - match.to_act
    other = table_model.build(session, seating, load_table(rules), colour_blind=False)
    assert other.legal == [] and other.played == 0 and other.last is None


# Shapes --------------------------------------------------------------------------------------
BOARD = Item("tile", (100, 100, 100, 100), zone="cell:0,0", piece="tile")  # a tile under a token
TOKEN = Item("token", (100, 100, 100, 100), piece="token", zone="token", shape=ROUND)
DIAMOND = Item("diamond", (300, 100, 100, 100), zone="d", outline=((50, 0), (100, 50), (50, 100), (0, 50)))


def test_a_press_in_a_round_items_corner_falls_through_to_the_item_beneath():
    items = [BOARD, TOKEN]
    corner = (104, 104)  # inside the token's box, outside its circle
    assert not TOKEN.contains(corner) and TOKEN.contains((150, 150)) and TOKEN.contains((150, 101))
    assert piece_at(items, corner) is BOARD and piece_at(items, (150, 150)) is TOKEN
    assert zones_at(items, corner) == ["cell:0,0"]
    drag = DragDrop()
    drag.press(corner, items, can_act=True)
    assert drag.held is BOARD


def test_an_outline_is_what_a_press_must_fall_on():
    assert DIAMOND.contains((350, 150)) and DIAMOND.contains((305, 150)) and DIAMOND.contains((350, 195))
    assert not DIAMOND.contains((305, 105)) and not DIAMOND.contains((395, 195))
    assert zones_at([DIAMOND], (310, 110)) == []


def lit_ring(item: Item) -> pygame.Surface:
    """Returns a small dark surface with the item's lit ring drawn on it."""
    surface = pygame.Surface((420, 240))
    surface.fill((0, 0, 0))
    Painter((420, 240), SpriteCache()).ring(surface, item, LIT)
    return surface


def test_a_round_item_gets_a_round_ring():
    square = lit_ring(BOARD)
    round_ = lit_ring(TOKEN)
    near_corner = (97, 97)  # the ring box is the item grown by 9: corner (91, 91) to (209, 209)
    assert square.get_at(near_corner)[:3] != (0, 0, 0)
    assert round_.get_at(near_corner)[:3] == (0, 0, 0)
    for rim in (
        (150, 95),
        (95, 150),
        (150, 204),
        (204, 150),
    ):  # the circle's rim: the top, left, bottom, right
        assert round_.get_at(rim)[:3] == LIT, rim
    for inside in ((150, 150), (101, 101), (150, 101)):  # the item itself is never painted over
        assert round_.get_at(inside)[:3] == (0, 0, 0) == square.get_at(inside)[:3], inside


def test_an_outlined_item_gets_a_ring_of_its_outline():
    ring = lit_ring(DIAMOND)
    assert ring.get_at((300, 100))[:3] == (0, 0, 0)  # the box's corner is off the diamond
    assert ring.get_at((350, 95))[:3] == LIT  # its top point, grown by the ring
    assert ring.get_at((350, 150))[:3] == (0, 0, 0)  # and its inside is left alone
