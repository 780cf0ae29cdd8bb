"""The Sneaky Octopuses table read at 1280x720: every word at least 20 px (13 px in the small window), the
octopuses' letters too; fish held or lying under a piece big and clear of its letter; the keepers' d6
table on the side panel or, with four players, beside the board."""

from __future__ import annotations

import math

import pygame
import pytest

from games.sneaky_octopuses.rules.state import held, last_roll
from games.sneaky_octopuses.table import art, board_picture
from games.sneaky_octopuses.table.board import CELL, WAITING, cell_rect
from games.sneaky_octopuses.table.panel import PANEL_X
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext, piece_at

from .builders import RULES, drop, give, in_tank, keeper, octo, put, quiet
from .samples import SCALE, TABLE, layout, sample_states

BOTTOM = 1080 - 96


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Layouts measure text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


def test_held_fish_sit_clear_of_their_holder_inside_its_square():
    """At 1280x720 a held fish must show its colour and shape, and the fish a team-mate just caught must be
    easy to pick up: the holder stands in the square's bottom left, its fish along the top."""
    state = quiet()
    put(state, octo(0, "tako"), 5, 1)
    for count in (1, 2, 5):
        give(state, octo(0, "tako"), *[f for f in sorted(state.fish) if "pink" in f][:count])
        items = layout(state, 0)
        (holder,) = [i for i in items if i.piece == octo(0, "tako")]
        fish = [i for i in items if i.piece in held(state, octo(0, "tako"))]
        square = pygame.Rect(cell_rect((5, 1)))
        assert square.contains(holder.rect) and len(fish) == count
        for one in fish:
            assert square.contains(one.rect) and not pygame.Rect(holder.rect).collidepoint(centre(one.rect))
            assert one.rect[2] * SCALE >= 31  # a held fish is 32 px wide at 1280x720
        assert piece_at(items, centre(fish[-1].rect)) is fish[-1]  # over its holder: it is grabbed


def centre(rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def test_every_word_on_the_table_and_the_board_is_at_least_20_px(monkeypatch):
    """Text of 20 px at 1920x1080 is 13 px at 1280x720: the least a family reads across a table."""
    for state in sample_states()[::6]:
        sizes = [int(i.key.split(":")[2]) for i in layout(state) if i.key.startswith("so:text:")]
        assert sizes and min(sizes) >= 20, sorted(sizes)[:3]
    drawn = []

    def text(words, size, *args, **kwargs):
        drawn.append((size, words))
        return real(words, size, *args, **kwargs)

    real = board_picture.text
    monkeypatch.setattr(board_picture, "text", text)
    board_picture.board(RULES.catalog, CELL, ((1, (200, 40, 40), "heart"),))
    assert {"M", "0", "10"} <= {words for _, words in drawn}  # "safe" is an item of the table now
    assert min(size for size, _ in drawn) >= 20, sorted(drawn)[:3]


def test_every_octopus_letter_on_the_board_and_the_side_panel_is_at_least_20_px(monkeypatch):
    """An octopus's letter tells its specialist: 20 px at 1920x1080 (13 px at 1280x720) also on the small
    icons of the team panels and the key, and it fits inside the octopus."""
    drawn = []

    def outlined(words, size, *args, **kwargs):
        drawn.append((size, words))
        return real(words, size, *args, **kwargs)

    real = art.outlined
    monkeypatch.setattr(art, "outlined", outlined)
    for state in sample_states()[::25]:
        for item in layout(state):
            if item.key.startswith("so:octo:"):
                drawn.clear()
                item.make()
                ((size, letter),), width = drawn, item.rect[2]
                assert 20 <= size and real(letter, size, art.WHITE, art.INK).get_width() < width * 0.6, (
                    item.key
                )
                assert letter == art.LOOKS[item.key.split(":")[2]][0]


def test_the_keepers_die_table_shows_in_words_or_beside_the_board_for_every_count_of_players():
    """With four players the side panel has no room for the d6 table: it stands compact in the die column,
    under the spot of a keeper sent to a shower, each line with its words in its tip; the last roll's
    line framed in gold."""
    seen = set()
    for state in sample_states()[::5]:
        items = layout(state)
        words = {i.key.split(":", 5)[5] for i in items if i.key.startswith("so:text:")}
        panel, column = "The keepers' die (5 and 6 leave a shower entrance)" in words, "Keepers' die" in words
        assert panel != column, state.players
        seen.add((state.players, column))
        if column:
            lines = [i for i in items if i.tip.startswith("The keepers' die, ")]
            assert {i.tip.split(",")[1].split(":")[0].strip() for i in lines} == {
                "1",
                "2",
                "3",
                "4",
                "5",
                "6",
            }
            for item in lines:
                x, y, w, h = item.rect
                assert cell_rect((10, 0))[0] + CELL <= x and x + w <= PANEL_X, item.key
                assert WAITING[1] + WAITING[3] <= y and y + h <= BOTTOM, item.key
            framed = [i for i in lines if i.key == "so:dierow"]
            assert len(framed) == (1 if last_roll(state) else 0)
            assert all(f"die, {last_roll(state)}:" in i.tip for i in framed)
    assert seen == {(2, False), (3, False), (4, True)}


def test_a_fish_on_the_ground_under_an_octopus_or_a_keeper_shows_over_it_in_a_corner():
    state = quiet()
    put(state, octo(0, "tako"), 5, 1)
    keeper(state, "keeper-1", 7, 1, "w")
    under_tako, under_keeper = in_tank(state, "A")[:2]
    state.fish[under_tako], state.fish[under_keeper] = "cell:5,1", "cell:7,1"
    items = layout(state, 0)
    for fish, holder, square in ((under_tako, octo(0, "tako"), (5, 1)), (under_keeper, "keeper-1", (7, 1))):
        (shown,) = [n for n, i in enumerate(items) if i.faces == (fish,)]
        (below,) = [n for n, i in enumerate(items) if i.piece == holder]
        assert shown > below and pygame.Rect(cell_rect(square)).contains(items[shown].rect)
        assert items[shown].piece is None and items[shown].tip  # a press there picks up what stands there
        corner = (items[shown].rect[0] + 3, items[shown].rect[1] + 3)  # on the fish and on the piece
        assert piece_at(items, corner) is items[below]


def letter_box(item) -> pygame.Rect:
    """Returns the box of an octopus's letter or a keeper's number (at its body's centre, off the nose)."""
    x, y, w, _ = item.rect
    kind = item.key.split(":")[2] if item.key.startswith("so:octo:") else ""
    cx, cy = x + w / 2, y + w * (0.6 if art.LOOKS.get(kind, ("", ""))[1] == "triangle" else 0.5)
    if item.key.startswith("so:keeper:"):
        degrees = math.radians(int(item.key.split(":")[3]))
        cx, cy = cx - math.cos(degrees) * w * 0.09, cy - math.sin(degrees) * w * 0.09
    half = w * 0.21
    return pygame.Rect(round(cx - half), round(cy - half), round(2 * half), round(2 * half))


def test_fish_under_a_piece_or_held_are_big_at_720p_and_clear_of_its_letter():
    """A fish on the ground under a piece is 29 px wide at 1280x720 (25 px under an octopus that holds fish,
    whose own fish take the top), a held fish 32 px; none covers the letter or number of the piece there."""
    state = quiet()
    pink = sorted(state.fish)[:8]
    squares = {octo(0, "squish"): (5, 1), octo(0, "speedy"): (3, 3), octo(1, "tako"): (6, 3)}
    for octopus, (x, y) in squares.items():
        put(state, octopus, x, y)
    keeper(state, "keeper-1", 7, 1, "w")
    keeper(state, "keeper-2", 1, 5, "n")
    give(state, octo(0, "squish"), pink[0], pink[1])
    give(state, octo(1, "tako"), pink[2])
    for fish, square in zip(pink[3:], ((5, 1), (3, 3), (6, 3), (7, 1), (1, 5)), strict=True):
        drop(state, fish, *square)
    items = layout(state, 0)
    for holder in (*squares, "keeper-1", "keeper-2"):
        (piece,) = [i for i in items if i.piece == holder]
        square = pygame.Rect(cell_rect(state.octopuses.get(holder) or state.keepers[holder].cell))
        on = [i for i in items if i.faces and i.faces[0] in state.fish and square.contains(i.rect)]
        least = 25 if holder in (octo(0, "squish"), octo(1, "tako")) else 29
        assert len(on) == (2 if holder == octo(1, "tako") else 3 if holder == octo(0, "squish") else 1)
        for fish in on:
            assert fish.rect[2] * SCALE >= (31 if fish.piece else least), (holder, fish.key)
            assert not letter_box(piece).colliderect(fish.rect), (holder, fish.key)
            if not fish.piece:  # on the ground: over at most an eighth of the piece's box (a corner)
                clip = pygame.Rect(piece.rect).clip(fish.rect)
                assert clip.w * clip.h <= piece.rect[2] * piece.rect[3] / 8, (holder, fish.key)


def test_in_the_colour_blind_look_a_holder_s_team_symbol_shows_over_the_fish_it_holds():
    """The team symbol in an octopus's top right corner tells its team without colour: the fish it holds
    (along the square's top) lie under it, so they never hide the symbol."""
    state = quiet()
    put(state, octo(0, "tako"), 5, 1)
    for count in (1, 3):
        give(state, octo(0, "tako"), *sorted(state.fish)[:count])
        ctx = TableContext(0, 0, tuple(default_seats(2)), colour_blind=True)
        items = TABLE.layout(RULES.view(state, 0), ctx)
        (holder,) = [n for n, i in enumerate(items) if i.piece == octo(0, "tako")]
        x, y, size, _ = items[holder].rect
        symbol = pygame.Rect(x + size * 5 // 6 - size // 6, y, size // 3, size // 3)  # its badge's box
        assert items[holder].key.endswith(":cb")
        for n, item in enumerate(items):
            if item.piece in held(state, octo(0, "tako")) and symbol.colliderect(item.rect):
                assert n < holder, item.key  # drawn before it: under it
