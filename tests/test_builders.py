"""The helpers every game's table and texts share, kept once in the engine: item builders under a game's key
prefix, a seat's look, the seat drawn large, a fan of backs, readable ink, plural words and turns."""

from __future__ import annotations

import pygame
import pytest

from tabletop.rules.core import GameState
from tabletop.rules.decisions import Prompt, top_kind
from tabletop.rules.match import default_seats
from tabletop.rules.seats import hand_zone, next_seat
from tabletop.rules.words import plural
from tabletop.ui.builders import Builders
from tabletop.ui.items import TableContext, big_seat, seat_look
from tabletop.ui.marks import INK, WHITE, fan, fan_size, ink_on


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()  # no window: the table's own tests keep theirs


def test_items_are_keyed_under_the_games_prefix_and_labels_say_their_words_if_asked():
    quiet, telling = Builders("aa", text_size=20), Builders("bb", label_tips=True)
    picture = quiet.pic("back:10x20", (0, 0, 10, 20), pygame.Surface, (10, 20), piece="c1", faces=("c1",))
    assert picture.key == "aa:back:10x20" and picture.piece == "c1" and picture.make().get_size() == (10, 20)
    assert quiet.zone("discard", (1, 2, 3, 4)).key == "aa:zone:discard:(1, 2, 3, 4)"
    said = quiet.label("Deck", (100, 10), anchor="right")
    assert said.key.startswith("aa:text:20:") and said.rect[0] + said.rect[2] == 100 and said.tip == ""
    assert (
        telling.label("Deck", (0, 0)).tip == "Deck"
        and telling.label("Deck", (0, 0), tip="Draw").tip == "Draw"
    )
    back = quiet.pic("back", (0, 0, 5, 5), pygame.Surface, (5, 5))
    card = quiet.face("card:1", (0, 0, 5, 5), pygame.Surface, (5, 5), shows="c1", piece=True, back=back)
    assert (card.piece, card.faces, card.back) == ("c1", ("c1",), back)
    assert quiet.face("card:1", (0, 0, 5, 5), pygame.Surface, (5, 5), shows="c1").piece is None


def test_words_on_a_pill_are_dark_only_on_a_light_enough_fill():
    assert ink_on((250, 250, 200)) == INK and ink_on((20, 20, 60)) == WHITE
    assert ink_on((160, 160, 160)) == WHITE and ink_on((160, 160, 160), light=150) == INK
    pill = Builders("cc", light=150).pill("Go", (200, 0), (160, 160, 160), 18, anchor="right")
    assert pill.rect[0] + pill.rect[2] == 200  # placed by its right edge
    assert pill.make().get_size() == pill.rect[2:]


def test_a_fan_shows_at_most_its_backs_and_says_the_count():
    back = pygame.Surface((20, 40))
    assert fan(back, 9, "9 cards").get_size() == fan_size(9, 20, 40, "9 cards")
    assert fan_size(9, 20, 40, "9") == fan_size(5, 20, 40, "9")  # five backs at most
    assert fan_size(2, 20, 40, "2")[0] < fan_size(3, 20, 40, "2")[0]


def test_a_seats_look_and_the_seat_drawn_large():
    ctx = TableContext(None, 1, tuple(default_seats(2)))
    assert seat_look(ctx, 0)[0] == ctx.seats[0].name and seat_look(ctx, 5)[0] == "Player 6"
    assert seat_look(ctx, -1)[0] == "Player 0"  # not a seat of the table: no name of its own
    assert big_seat(ctx) == 1 and big_seat(TableContext(2, 1, ())) == 2
    assert big_seat(TableContext(None, -1, ())) == 0  # chance or the game itself acts: seat 0 is drawn


def test_rules_words_and_turns():
    assert plural(1, "card") == "1 card" and plural(0, "card") == "0 cards"
    assert plural(2, "octopus", "octopuses") == "2 octopuses"
    state = GameState(3, 0, {}, (Prompt(2, "turn"),))
    assert next_seat(state, 2) == 0 and next_seat(state, 0) == 1
    assert hand_zone(2) == "hand:2" and top_kind(state) == "turn" and top_kind(GameState(3, 0)) == ""
