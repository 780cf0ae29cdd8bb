"""Marks on every game's table: lit targets are outlined, never tinted (a lit card keeps its own colours,
in both looks), and a computer seat is marked as one, with its level, at all times."""

from __future__ import annotations

import random

import msgspec
import pygame
import pytest

from tabletop import registry
from tabletop.rules.core import Action
from tabletop.rules.match import Match, Seat, default_seats
from tabletop.scenes.table import TableScene
from tabletop.scenes.table_paint import movable_elsewhere
from tabletop.table.model import TableModel
from tabletop.tools.shots import headless_app
from tabletop.ui.dragdrop import targets_for
from tabletop.ui.items import Item, TableContext, zone_items
from tabletop.ui.painter import GROW
from tests.test_table_ui import pump


def match_with_targets(game_id: str) -> Match:
    """Returns a match played at random until the seat to act may drop a piece on a target."""
    rules = registry.load_rules(game_id)
    for seed in range(1, 40):
        match, rng = Match(rules, default_seats(rules.min_players + 1), {}, seed), random.Random(seed)
        for _ in range(60):
            legal = match.legal_actions()
            if any(a.piece and a.target for a in legal) or not legal:
                break
            match.apply(rng.choice(legal))
        if any(a.piece and a.target for a in match.legal_actions()):
            return match
    raise AssertionError(f"no state of {game_id} offers a drop")


def middle(surface: pygame.Surface, rect) -> bytes:
    """Returns the pixels of `rect` away from its edges (a neighbour's ring may reach its rim)."""
    area = pygame.Rect(rect).inflate(-2 * GROW, -2 * GROW)
    return pygame.image.tobytes(surface.subsurface(area), "RGB")


@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_lit_card_keeps_its_own_colours(game_id, colour_blind):
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, colour_blind=colour_blind)
    scene = app.push(TableScene(app, match_with_targets(game_id)))
    pump(app)
    model = scene.model
    piece = next(i for i in model.items if i.piece and targets_for(i.piece, model.legal))
    lit = [i for z in targets_for(piece.piece, model.legal) for i in zone_items(model.items).get(z, [])]
    app.render()
    plain = app.screen.copy()
    scene.drag.selected = piece
    app.render()
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(app.screen, "RGB"), "nothing was lit"
    for item in [piece, *lit]:
        if item.make is not None and not item.above:
            assert middle(app.screen, item.rect) == middle(plain, item.rect), item.key


def computer_marks(game_id: str, seats: list[Seat], viewer: int) -> list:
    """Returns the computer marks of a layout a few moves into a game, seen by `viewer`."""
    rules = registry.load_rules(game_id)
    match, rng = Match(rules, seats, {}, 5), random.Random(5)
    for _ in range(8):
        if match.legal_actions():
            match.apply(rng.choice(match.legal_actions()))
    ctx = TableContext(viewer, match.to_act, tuple(seats))
    items = registry.load_table(rules).layout(rules.view(match.state, viewer), ctx)
    return [i for i in items if i.key.startswith("computer-mark:")]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_computer_seat_is_marked_with_its_level_and_a_person_is_not(game_id):
    people = default_seats(3)
    assert computer_marks(game_id, people, 0) == []
    seats = [people[0], Seat("Ben", people[1].colour, computer=True, level="hard"), people[2]]
    for viewer in (0, 1):  # in another seat's panel, and as the big seat of the table
        (mark,) = computer_marks(game_id, seats, viewer)
        assert "Ben" in mark.tip and "computer" in mark.tip and "Hard" in mark.tip
        assert mark.make().get_size() == mark.rect[2:]
    (mark,) = computer_marks(game_id, seats, 2)
    assert "Computer · Hard" in mark.key  # another seat's panel has room for the words


def test_a_piece_that_may_move_from_outside_the_hand_is_lit_with_nothing_in_hand():
    """'Drag a lit card': a card of the row that may be played is ringed; the hand's cards are not."""
    hand = Item("hand", (100, 800, 600, 200), zone="hand:0")
    mine = Item("card:a", (120, 820, 100, 140), piece="a", zone="hand:0")
    row = Item("card:r", (900, 100, 100, 140), piece="r")
    legal = [Action("play", 0, "a", "pile"), Action("play", 0, "r", "pile")]
    model = TableModel(viewer=0, to_act=0, legal=legal, items=[hand, mine, row])
    assert movable_elsewhere(model) == [row]
    assert movable_elsewhere(TableModel(viewer=0, to_act=0, legal=legal[:1], items=[hand, mine, row])) == []
