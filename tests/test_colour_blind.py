"""Colour-blind mode on every registered game: the same table, drawn with bold symbols and patterns."""

from __future__ import annotations

import random
from dataclasses import replace

import msgspec
import pygame
import pytest

from tabletop import registry
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.settings_form import apply_settings
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.ui.items import TableContext
from tabletop.ui.looks import PATTERNS, colour_blind, drawn_for, pattern, picture
from tests.test_table_ui import pump

GAMES = registry.game_ids()


def states(game_id: str, count: int = 6):
    """Yields (rules, view, ctx) at a few points of a random game, seen by the seat to act."""
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(rules.min_players + 1), {}, 21)
    rng = random.Random(21)
    for _ in range(count):
        seat = match.to_act
        yield rules, rules.view(match.state, seat), TableContext(seat, seat, tuple(match.seats))
        for _ in range(7):
            if match.legal_actions():
                match.apply(rng.choice(match.legal_actions()))


def where(item) -> tuple:
    """Returns what an item is besides its picture: place, piece, zone and tooltip."""
    return item.rect, item.piece, item.zone, item.tip


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_colour_blind_look_keeps_the_table_and_changes_the_coloured_pictures(game_id):
    design = registry.load_table(registry.load_rules(game_id))
    changed = 0
    for _, view, ctx in states(game_id):
        plain = design.layout(view, ctx)
        bold = design.layout(view, replace(ctx, colour_blind=True))
        assert [(i.rect, i.piece, i.zone, i.tip) for i in plain] == [
            (i.rect, i.piece, i.zone, i.tip) for i in bold
        ]
        assert not any(i.key.endswith(":cb") for i in plain)
        for a, b in zip(plain, bold, strict=True):
            if a.make is None:
                continue
            before, after = a.make(), b.make()  # every picture draws in both looks
            assert before.get_size() == after.get_size()
            if a.key != b.key:
                assert b.key == a.key + ":cb"
                changed += pixels(before) != pixels(after)
            else:
                assert pixels(before) == pixels(after)  # same key, same picture: the cache stays right
    assert changed >= 5, "colour-blind mode changed too few pictures"


def test_the_look_is_only_in_force_inside_a_layout():
    made = []

    def art(size, cb=False):
        made.append(cb)
        return pygame.Surface((size, size))

    art.colour_aware = True
    with drawn_for(TableContext(0, 0, (), colour_blind=True)):
        assert colour_blind()
        key, make = picture("x", art, 4)
    assert not colour_blind()
    assert key == "x:cb"
    make()
    assert made == [True]
    assert picture("x", art, 4)[0] == "x"


def test_each_pattern_is_its_own():
    drawn = {kind: pixels(pattern(kind, (90, 120), (0, 0, 0, 255))) for kind in PATTERNS}
    assert len(set(drawn.values())) == len(PATTERNS)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_follows_the_setting_at_once(game_id):
    rules = registry.load_rules(game_id)
    app = headless_app(handoffs=False)
    scene = app.push(TableScene(app, Match(rules, default_seats(rules.min_players), {}, 2)))
    pump(app)
    assert not any(i.key.endswith(":cb") for i in scene.model.items)
    apply_settings(app, msgspec.structs.replace(app.settings, colour_blind=True))
    scene.resume()  # as when the in-game menu closes over it
    pump(app)
    assert any(i.key.endswith(":cb") for i in scene.model.items)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_history_replay_is_drawn_in_the_colour_blind_look_and_follows_the_setting(game_id):
    from tabletop.scenes.replay import ReplayScene

    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(rules.min_players), {}, 5)
    rng = random.Random(5)
    for _ in range(6):
        if match.legal_actions():
            match.apply(rng.choice(match.legal_actions()))
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, colour_blind=True)
    replay = app.push(ReplayScene(app, match))
    pump(app)
    replay.go_to(3, animate=False)
    assert any(i.key.endswith(":cb") for i in replay.items)
    apply_settings(app, msgspec.structs.replace(app.settings, colour_blind=False))
    assert not any(i.key.endswith(":cb") for i in replay.items)
