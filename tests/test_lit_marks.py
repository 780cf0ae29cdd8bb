"""Lit targets are outlined, never tinted: a lit card keeps its own colours, in both looks, in every game."""

from __future__ import annotations

import random

import msgspec
import pygame
import pytest

import games
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.ui.dragdrop import targets_for
from tabletop.ui.items import zone_items
from tabletop.ui.painter import GROW
from tests.test_table_ui import pump


def match_with_targets(game_id: str) -> Match:
    """Returns a match played at random until the seat to act may drop a piece on a target."""
    rules = games.load_rules(game_id)
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
@pytest.mark.parametrize("game_id", games.game_ids())
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
