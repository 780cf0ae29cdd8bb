"""Toasts, hints and tooltips on every game cover nothing the player is about to use: the hand, the lit
places and the piece aimed with. Toasts go to the bottom bar's message area (or the free table), tooltips
beside what they explain, and the Tab hint goes once the piece it described is played."""

from __future__ import annotations

import random

import pygame
import pytest
from pygame_gui.core import UIContainer

from tabletop import registry
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.table import TableScene
from tabletop.scenes.table_room import hand_rects
from tabletop.table.keys import movable
from tabletop.tools.shots import headless_app
from tabletop.ui.dragdrop import clickable_zones, targets_for
from tabletop.ui.painter import BOTTOM_BAR, GROW
from tests.test_table_feel import rest, tip_spot
from tests.test_table_keys import press
from tests.test_table_ui import grip, pump, spot

GAMES = registry.game_ids()
#: The games whose players hold a hand of cards (a board game's pieces lie on the board, not in a hand).
HAND_GAMES = [g for g in GAMES if hasattr(registry.load_rules(g).setup(3, {}, 1), "hands")]
SHORT = "Drop it on a lit place."
LONG = "A message long enough to need two or three lines: " + "it names a card, a place and a reason. " * 4


def table(game_id: str, seed: int, moves: int):
    """Returns an app and a table after `moves` random moves, seen by the seat to act (all human)."""
    match = Match(registry.load_rules(game_id), default_seats(3, 0), {}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if not match.legal_actions():
            break
        match.apply(rng.choice(match.legal_actions()))
    app = headless_app(handoffs=False)
    scene = app.push(TableScene(app, match))
    pump(app, frames=2)
    return app, scene


def hand(scene) -> list[pygame.Rect]:
    """Returns the viewer's hand zone and every picture lying in it."""
    items = scene.model.items
    zone = [pygame.Rect(i.rect) for i in items if i.zone == f"hand:{scene.model.viewer}"]
    pictures = [pygame.Rect(i.rect) for i in items if i.make is not None]
    return zone + [r for r in pictures if r.collidelist(zone) >= 0]


def lit(scene) -> list[pygame.Rect]:
    """Returns the places ringed now, with their rings."""
    active, legal = scene.drag.active, scene.model.legal
    zones = targets_for(active.piece, legal) if active is not None else clickable_zones(legal)
    return [pygame.Rect(i.rect).inflate(2 * GROW, 2 * GROW) for i in scene.model.items if i.zone in zones]


def aimed(scene) -> list[pygame.Rect]:
    """Returns the piece aimed with: where it lies, and where it hangs under the mouse."""
    drag = scene.drag
    rects = [pygame.Rect(drag.active.rect)] if drag.active is not None else []
    if drag.held is not None and drag.moved():
        x, y = drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1]
        rects.append(pygame.Rect(x, y - 6, *drag.held.rect[2:]))
    return rects


def toast_clear(app, scene, message: str) -> None:
    scene.show(message)
    app.step(0.0)  # drawn where it goes
    where = scene.room.toast(scene.toast[0], scene.model, scene.drag).rect
    assert pygame.Rect(0, 0, *app.size).contains(where)
    for what, rects in (("the hand", hand(scene)), ("a lit place", lit(scene)), ("the piece", aimed(scene))):
        hit = where.collidelist(rects)
        assert hit < 0, f"the toast {where} covers {what} {rects[hit]}"
    bar = pygame.Rect(0, app.size[1] - BOTTOM_BAR, app.size[0], BOTTOM_BAR)
    if bar.contains(where):  # in the message area: between the buttons, never under one
        assert not any(b.rect.colliderect(where) for b in [*scene.buttons, scene.tools.log_button])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_toast_never_covers_the_hand_a_lit_place_or_the_piece_aimed_with(game_id):
    for seed, moves in [(1, 0), (2, 9), (3, 23), (4, 41), (5, 70)]:
        app, scene = table(game_id, seed, moves)
        for message in (SHORT, LONG):
            toast_clear(app, scene, message)
        pieces = movable(scene.model)
        if not pieces:
            continue
        press(app, pygame.K_TAB)  # a piece selected: its targets lit
        toast_clear(app, scene, LONG)
        scene.drag.cancel()
        piece = pieces[-1]
        zone = sorted(targets_for(piece.piece, scene.model.legal))[0]
        grab = grip(scene.model.items, piece)
        app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grab, button=1)])
        over = spot(scene.model.items, zone, avoid=piece.piece)
        app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(1, 0, 0))])
        assert scene.drag.held is not None and scene.drag.moved()
        for message in (SHORT, LONG):  # carried over a lit place
            toast_clear(app, scene, message)
        scene.drag.cancel()


@pytest.mark.parametrize("game_id", HAND_GAMES)
def test_a_hand_cards_tooltip_sits_beside_it_over_no_other_hand_card_or_lit_place(game_id):
    shown = 0
    for seed, moves in [(1, 3), (2, 17), (3, 33)]:
        app, scene = table(game_id, seed, moves)
        zone = next(pygame.Rect(i.rect) for i in scene.model.items if i.zone == f"hand:{scene.model.viewer}")
        cards = [i for i in scene.model.items if i.tip and i.make and i.piece and zone.colliderect(i.rect)]
        if movable(scene.model):
            press(app, pygame.K_TAB)  # lit places to keep clear too
        for card in cards:
            rest(app, tip_spot(scene.model.items, card))
            app.step(0.6)
            tooltip = scene.feel.tips.tooltip
            assert tooltip is not None, card.key
            others = [r for r in hand(scene) if r != pygame.Rect(card.rect) and r != zone]
            assert tooltip.rect.collidelist(others) < 0, f"{card.key}'s tooltip covers another hand card"
            assert tooltip.rect.collidelist(lit(scene)) < 0, f"{card.key}'s tooltip covers a lit place"
            assert not tooltip.rect.colliderect(card.rect), f"{card.key}'s tooltip covers the card itself"
            shown += 1
            rest(app, (4, app.size[1] - 4))
    assert shown >= 5


@pytest.mark.parametrize("game_id", GAMES)
def test_the_tab_hint_is_gone_once_enter_played_its_card(game_id):
    for seed in range(1, 30):
        app, scene = table(game_id, seed, seed * 3)
        legal = scene.model.legal
        single = [i for i in movable(scene.model) if len([a for a in legal if a.piece == i.piece]) == 1]
        if single:
            break
    else:
        raise AssertionError("no piece with a single move came up")
    index = movable(scene.model).index(single[0])
    for _ in range(index + 1):
        press(app, pygame.K_TAB)
    hint = scene.toast[0]
    assert scene.drag.selected.piece == single[0].piece and "Tab: next" in hint
    played = len(scene.match.actions)
    press(app, pygame.K_RETURN)
    assert len(scene.match.actions) == played + 1
    assert scene.toast is None or scene.toast[0] != hint, "the hint stayed after its card was played"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_tab_hint_goes_when_the_selection_changes(game_id):
    for seed in range(2, 30):  # a game nine moves in, its seat to act with two pieces to pick
        app, scene = table(game_id, seed, 9)
        if len(movable(scene.model)) >= 2:
            break
    else:
        raise AssertionError("no seat with two pieces to pick came up")
    press(app, pygame.K_TAB)
    first = scene.toast[0]
    scene.drag.cancel()  # put down (a click elsewhere, a refresh)
    app.step(0.0)
    assert scene.toast is None or scene.toast[0] != first


@pytest.mark.parametrize("game_id", ["rainbow_octopus", "oct8", "rainbow_pirates", "cosmoctopus"])
def test_the_open_game_log_never_covers_the_hand(game_id):
    """Seen at 1280x720: the log panel hid the seventh card of a hand. It ends above the hand."""
    app = headless_app()
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(2, 1), {}, 3)
    rng = random.Random(3)
    scene = None
    for _ in range(300):  # on to a hand that runs under the panel's side of the table
        if match.to_act == 0:
            app.stack.clear()
            scene = TableScene(app, Match(rules, match.seats, match.options, match.seed, list(match.actions)))
            app.push(scene)
            if any(r.right > scene.tools.panel.rect.left for r in hand_rects(scene.model)[1:]):
                break
        match.apply(rng.choice(match.legal_actions()))
    else:
        pytest.fail("no hand reached under the log's panel")
    scene.tools.toggle_log()
    app.step(0.1)
    panel = scene.tools.panel.panel.rect
    assert scene.tools.panel.panel.visible and panel.height >= 320
    assert panel.collidelist(hand_rects(scene.model)) < 0
    app.stack.clear()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tooltip_covers_no_button_bar_or_piece_of_the_place_it_explains(game_id):
    """Seen: "Ana's island" over the instruction bar and Rules; "Your island" over the island's cards;
    "Your hand" over the draw pile. A tooltip covers no shown widget and neither bar; one explaining a large
    place (an island, a board) covers none of the pieces lying on it; none covers a small picture (a pile, a
    label) when the table has room elsewhere."""
    from tabletop.ui.painter import TOP_BAR

    checked = 0
    for seed, moves in [(1, 5), (2, 30)]:
        app, scene = table(game_id, seed, moves)
        w, h = app.size
        bars = [pygame.Rect(0, 0, w, TOP_BAR), pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR)]
        tipped = [i for i in scene.model.items if i.tip]
        for item in tipped[:: max(1, len(tipped) // 14)]:
            try:
                pos = tip_spot(scene.model.items, item)
            except AssertionError:
                continue  # wholly under another tipped item
            if bars[0].collidepoint(pos) or bars[1].collidepoint(pos):
                continue
            rest(app, pos)
            app.step(0.6)
            tooltip = scene.feel.tips.tooltip
            if tooltip is None:
                continue  # under a widget: the widget's own tip
            where = tooltip.rect
            widgets = [
                e.rect
                for e in app.manager.get_sprite_group().sprites()
                if e.visible and e not in (tooltip, tooltip.text_block) and not isinstance(e, UIContainer)
            ]
            assert where.collidelist(widgets) < 0, f"{item.key}: its tooltip {where} covers a widget"
            assert where.collidelist(bars) < 0, f"{item.key}'s tooltip {where} covers a bar"
            if item.rect[2] * item.rect[3] > w * h // 12:
                pieces = [pygame.Rect(i.rect) for i in scene.model.items if i.piece and i is not item]
                inside = [r for r in pieces if pygame.Rect(item.rect).contains(r)]
                assert where.collidelist(inside) < 0, f"{item.key}'s tooltip covers a piece on it"
            checked += 1
            rest(app, (4, h // 2))
    assert checked >= 6


def test_the_draw_piles_tooltip_leaves_the_pile_labels_readable():
    """Seen at 1280x720: the Draw pile's tooltip sat over "Draw pile", "Face up" and "Discard"."""
    app, scene = table("rainbow_pirates", 4, 0)
    pile = next(i for i in scene.model.items if i.zone == "pile")
    rest(app, tip_spot(scene.model.items, pile))
    rest(app, tip_spot(scene.model.items, pile))
    app.step(0.6)
    tooltip = scene.feel.tips.tooltip
    assert tooltip is not None
    labels = [
        pygame.Rect(i.rect) for i in scene.model.items if i.key.endswith(("Draw pile", "Face up", "Discard"))
    ]
    assert len(labels) == 3
    assert tooltip.rect.collidelist(labels) < 0, f"the tooltip {tooltip.rect} covers a pile label"


def test_the_heads_drop_tips_leave_every_lit_tile_in_sight():
    """Seen in Cosmoctopus: the head's tooltip over the lit tiles it may go to. Carried over each lit tile
    in turn, the head's "Drop here" tip covers none of them."""
    app, scene = table("cosmoctopus", 4, 0)
    head = next(i for i in scene.model.items if i.piece == "head")
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=grip(scene.model.items, head), button=1)])
    tiles = [i for i in scene.model.items if i.zone in targets_for("head", scene.model.legal)]
    assert len(tiles) >= 3
    rings = lit(scene)
    shown = 0
    for tile in tiles:
        x, y, w, h = tile.rect
        for pos in ((x + w // 2, y + h // 2), (x + w // 2 + 1, y + h // 2)):
            app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(1, 0, 0))])
        app.step(0.6)
        tooltip = scene.feel.tips.tooltip
        if tooltip is not None:
            shown += 1
            assert tooltip.rect.collidelist(rings) < 0, f"the tip over {tile.zone} covers a lit tile"
    assert shown >= len(tiles) // 2
    scene.drag.cancel()
