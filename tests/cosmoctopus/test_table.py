"""The Cosmoctopus table: every legal action has its piece and place on screen, everything drawn has its
full text on hover and sits between the bars, readable at 1280×720; resources and types told apart by
more than colour; the head lights every tile it may reach with its Tribute; a payment shows its proposal;
the discard pile can be looked through; nobody else's hand is ever drawn face up."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest

import games
from games.cosmoctopus.rules.moving import reach
from games.cosmoctopus.rules.state import HEAD, tile_zone
from games.cosmoctopus.table import board, cards, palette, piles
from games.cosmoctopus.table.cardtext import card_tip, cost_words, effect_words, short_lines
from games.cosmoctopus.table.scene import CosmoTable
from tabletop.ui.dragdrop import DragDrop
from tabletop.ui.items import hover_at, zone_items, zones_at
from tabletop.ui.sprites import font
from tests.laid_out import TO_ACT, kept, laid_out

from .builders import CAT, RULES, act, in_play, main, pool, table

TABLE = CosmoTable(RULES)
TOP, BOTTOM = 76, 1080 - 96
SCALE = 1280 / 1920
DOC = (Path(games.__file__).parent / "cosmoctopus" / "RULES.md").read_text(encoding="utf-8")


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Layouts measure text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


@kept
def sample_states() -> tuple:
    """Returns states of random games of 2 to 4 players, the draft included, every few moves."""
    found = []
    for players, options in ((2, {}), (3, {"hands": "draft"}), (4, {"length": "express"})):
        rng = random.Random(players)
        state = RULES.setup(players, options, players)
        for step in range(1500):
            legal = RULES.legal_actions(state)
            if step % 5 == 0 or not legal:
                found.append(state)
            if not legal:
                break
            state = RULES.apply(state, rng.choice(legal))
    return tuple(found)


def layout(state, viewer=None):
    return laid_out(RULES, TABLE, state, TO_ACT if viewer is None else viewer)


def test_every_legal_action_has_its_piece_and_its_place_on_the_table():
    kinds = set()
    for state in sample_states():
        actor = RULES.to_act(state)
        if actor is None:
            continue
        items = layout(state, actor)
        pieces = {i.piece for i in items if i.piece is not None}
        zones = {i.zone for i in items if i.zone is not None}
        for action in RULES.legal_actions(state):
            kinds.add(action.kind)
            assert action.piece is None or action.piece in pieces, action
            assert action.target is None or action.target in zones, action
    assert {"pick", "move", "play", "pay", "confirm", "end_turn"} <= kinds


def test_everything_sits_between_the_bars_with_its_words_and_no_piece_twice():
    for state in sample_states()[::6]:
        items = layout(state)
        pieces = [i.piece for i in items if i.piece is not None]
        assert len(pieces) == len(set(pieces))
        for item in items:
            x, y, w, h = item.rect
            assert 0 <= x and x + w <= 1920 and TOP <= y and y + h <= BOTTOM, item.key
            if item.piece is not None or item.zone is not None:
                assert item.tip, item.key


def test_nobody_else_s_hand_or_packet_is_drawn_face_up():
    for state in sample_states()[::3]:
        viewer = RULES.to_act(state)
        hidden = RULES.hidden_ids(state, viewer)
        shown = {face for item in layout(state, viewer) for face in item.faces}
        assert not shown & hidden


def test_every_card_s_tooltip_is_its_full_text_as_the_rules_reference_says_it():
    for card_id, spec in CAT.card.items():
        cost = spec.type if card_id in CAT.contact else cost_words(CAT, spec)
        assert f"| {spec.name} | {cost} | {effect_words(CAT, card_id)} |" in DOC
        tip = card_tip(CAT, card_id)
        assert tip.startswith(f"{spec.name}: ") and "⚡" not in tip and "→" not in tip
    assert "lightning: you may play another card" in card_tip(CAT, "ink-rain")
    assert "A whispers (opens B, C)" in card_tip(CAT, "the-abyssal-angler")


def test_a_card_face_s_short_lines_fit_and_the_font_has_every_sign_they_use():
    missing = font(16, True).metrics("⚡")[0]  # the font's 'no such glyph' box
    for card_id in CAT.card:
        lines = short_lines(CAT, card_id)
        assert len(lines) <= 3
        for line in lines:
            words = re.sub(r"\{\w+\}", "", line)  # a {resource} is drawn as its mark
            assert all(font(16, True).metrics(ch)[0] != missing for ch in words if not ch.isspace()), line


def test_readable_at_1280_by_720():
    assert board.HAND_CARD[0] * SCALE >= 80 and piles.CARD[0] * SCALE >= 80
    slot = cards.slot_rects(CAT, "the-abyssal-angler", *board.PLAY_CARD)[0]
    assert slot[2] * SCALE >= 20  # a slot is still a place to drop a resource on


def test_each_resource_and_type_has_its_own_symbol_as_well_as_its_colour():
    symbols = {palette.resource_icon(r) for r in CAT.resources}
    colours = {palette.resource_rgb(r) for r in CAT.resources}
    assert len(symbols) == len(colours) == 4
    assert set(palette.TYPE_RESOURCE) == set(CAT.types)


def test_dragging_the_head_lights_each_reachable_tile_with_its_tribute():
    state = table()  # the head in the centre, the move to do
    pool(state, ink=1)
    items = layout(state, 0)
    head = next(i for i in items if i.piece == HEAD)
    assert head.rect[0] >= 16 and "Drag it to a lit tile" in head.tip
    labels = {i.key.split(":")[2] for i in items if i.key.startswith("co:pill:")}
    assert "free" in labels and "+1 tribute" in labels
    targets = {a.target for a in RULES.legal_actions(state) if a.piece == HEAD}
    assert (
        targets == {tile_zone(c) for c in reach(CAT, state, 0)} == {tile_zone(c) for c in range(9) if c != 4}
    )
    corner = next(i for i in items if i.zone == tile_zone(0))
    assert "1 resource of Tribute to reach" in corner.tip  # two steps away: one Tribute
    state = act(state, "move", 0, HEAD, tile_zone(1))
    start = next(i for i in layout(state, 0) if i.zone == tile_zone(4))
    assert "may not come back" in start.tip


def test_a_payment_shows_what_is_owed_what_is_in_and_the_proposal():
    state = main(table(hand=("blotted-notes", "squid-scrawled-psalter")))
    pool(state, ink=2, coins=3)
    state = act(state, "play", 0, "blotted-notes", "play:0")
    words = " ".join(i.tip for i in layout(state, 0) if i.key.startswith("co:text:"))
    assert "paying for Blotted Notes" in words and "Still to pay: 2 ink and 1 of any resource." in words
    assert "Proposed: 2 ink, 1 coin." in words
    state = act(state, "discard", 0, "squid-scrawled-psalter", "pay")
    items = layout(state, 0)
    discard = next(i for i in items if i.place == "discard")
    assert discard.faces == ("squid-scrawled-psalter",)  # it lies on the pile until the payment ends
    assert any("discarded Squid-Scrawled Psalter" in i.tip for i in items)


def test_a_constellation_in_play_has_a_place_on_each_slot_and_says_which_are_open():
    state = main(table())
    in_play(state, 0, "the-abyssal-angler")
    state.slots["the-abyssal-angler"] = [True, False, False, False]
    items = layout(state, 0)
    slots = [i for i in items if (i.zone or "").startswith("slot:the-abyssal-angler:")]
    assert len(slots) == 4
    face = next(i for i in items if i.faces == ("the-abyssal-angler",))
    assert "A filled, B open, C open, D closed" in face.tip and face.key.endswith(":1000")


def test_the_discard_pile_can_be_looked_through():
    state = main(table())
    state.discard = list(CAT.deck[:30])
    state.deck = [c for c in state.deck if c not in state.discard]
    items = layout(state, 0)
    pile = next(i for i in items if i.place == "discard")
    centre = (pile.rect[0] + pile.rect[2] // 2, pile.rect[1] + pile.rect[3] // 2)
    assert hover_at(items, centre) is pile
    (shown,) = pile.hover
    assert set(shown.faces) == set(state.discard) and shown.make().get_size() == shown.rect[2:]


def test_the_other_seats_show_counts_never_cards():
    state = main(table(players=4))
    items = layout(state, 0)
    for seat in (1, 2, 3):
        fan = next(i for i in items if i.place == f"hand:{seat}")
        assert fan.backs == len(state.hands[seat]) and not fan.faces
    assert re.search(r"\d+ cards in hand", " ".join(i.tip for i in items))


def test_a_resource_dropped_anywhere_on_a_constellation_fills_its_next_open_slot_and_the_card_is_lit():
    crown = "the-eight-armed-crown"  # stars -> coins -> (coins, ink)
    state = table()
    in_play(state, 0, crown)
    state = act(act(state, "move", 0, "head", "tile:7"), "confirm")  # 1 star to place
    items = layout(state, 0)
    face = next(i for i in items if i.faces == (crown,))
    slots = [i.rect for i in items if (i.zone or "").startswith(f"slot:{crown}:")]
    x, y, w, h = face.rect
    spot = next(
        (px, py)
        for px in range(x + 4, x + w - 4, 6)
        for py in range(y + 4, y + h - 4, 6)
        if not any(sx <= px < sx + sw and sy <= py < sy + sh for sx, sy, sw, sh in slots)
    )  # on the card, on no slot (its name, its picture)
    result = DragDrop()._drop("stars", zones_at(items, spot), RULES.legal_actions(state))
    assert result.kind == "apply" and result.actions[0].target == f"slot:{crown}:0"
    lit = zone_items(items)[f"slot:{crown}:0"]
    assert any(i.rect == face.rect for i in lit)  # the whole card is lit with its open slot
