"""The Rainbow Octopus table: every legal action reachable by the mouse, no secret drawn, all on screen."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from games.rainbow_octopus.rules.state import PASSING, SETUP, phase_of
from tabletop.registry import load_table
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext
from tests.laid_out import kept, laid_out

from .loaded import RULES

TABLE = load_table(RULES)  # the registry's rules, drawn by a design of their own

SCREEN = (1920, 1080)
TOP, BOTTOM = 76, 1080 - 96
CONFIGS = [
    (players, options)
    for players in range(2, 9)
    for options in ({}, {"tides": "off"}, {"powers": "on"})
    if not (options.get("powers") == "on" and players > 7)
]


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Layouts measure text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


@kept
def sample_states() -> tuple:
    """Returns states from random seeded games: setup, passing, adrift wilds and ordinary turns."""
    found = []
    for players, options in CONFIGS:
        for seed in range(3):
            rng = random.Random(seed * 97 + players)
            state = RULES.setup(players, options, seed)
            for step in range(400):
                legal = RULES.legal_actions(state)
                special = phase_of(state) in (SETUP, PASSING) or state.adrift is not None
                if special or step % 23 == 0 or not legal:
                    found.append((players, state))
                if not legal:
                    break
                state = RULES.apply(state, rng.choice(legal))
    return tuple(found)


def layout(state, viewer):
    return laid_out(RULES, TABLE, state, viewer)


def test_the_sample_covers_setup_passing_and_adrift_wilds():
    states = [s for _, s in sample_states()]
    assert any(phase_of(s) == SETUP for s in states)
    assert any(phase_of(s) == PASSING for s in states)
    assert any(s.adrift is not None for s in states)
    assert {p for p, _ in sample_states()} == set(range(2, 9))


def test_every_legal_action_is_reachable_by_the_mouse():
    for _, state in sample_states():
        actor = RULES.to_act(state)
        if actor is None:
            continue
        items = layout(state, actor)
        pieces = {i.piece for i in items if i.piece is not None}
        zones = {i.zone for i in items if i.zone is not None}
        for action in RULES.legal_actions(state):
            if action.piece is not None:
                assert action.piece in pieces, f"{action} has no piece to pick up ({phase_of(state)})"
            if action.target is not None:
                assert action.target in zones, f"{action} has no zone to drop on ({phase_of(state)})"


def words_of(item) -> set[str]:
    return set(re.split(r"[^A-Za-z0-9_-]+", f"{item.key} {item.piece or ''} {item.tip}"))


def test_no_item_names_a_card_the_viewer_may_not_see():
    for players, state in sample_states()[::3]:
        for viewer in [*range(players), None]:
            hidden = RULES.hidden_ids(state, viewer)
            for item in layout(state, viewer):
                leaked = words_of(item) & hidden
                assert not leaked, f"{item.key} shows {leaked} to seat {viewer}"


def test_every_item_lies_on_screen_between_the_bars():
    for _, state in sample_states():
        viewer = RULES.to_act(state)
        for item in layout(state, viewer):
            x, y, w, h = item.rect
            assert w > 0 and h > 0, item.key
            assert 0 <= x and x + w <= SCREEN[0], item.key
            assert TOP <= y and y + h <= BOTTOM, item.key


def test_hand_cards_never_hide_each_others_number_corner():
    for _, state in sample_states():
        viewer = RULES.to_act(state)
        if viewer is None:
            continue
        hand = set(state.hands[viewer])
        cards = [i for i in layout(state, viewer) if i.piece in hand]
        assert len(cards) == len(hand)
        rects = [pygame.Rect(c.rect) for c in cards]
        for i, below in enumerate(rects):
            corner = pygame.Rect(below.x, below.y, int(below.w * 0.36), int(below.h * 0.3))
            assert not any(corner.colliderect(above) for above in rects[i + 1 :])


def test_a_full_hand_of_ten_fits_in_a_row():
    state = next(s for _, s in sample_states() if phase_of(s) == "turn" and s.players == 4)
    state = state.clone()
    seat = RULES.to_act(state)
    state.hands[seat] = state.deck[:10]
    rects = [pygame.Rect(i.rect) for i in layout(state, seat) if i.piece in state.hands[seat]]
    assert len(rects) == 10
    assert all(b.x - a.x >= 0.36 * a.w for a, b in zip(rects, rects[1:], strict=False))


@pytest.mark.parametrize("players", [2, 5, 8])
def test_every_picture_draws_at_its_item_size(players):
    for _, state in [(p, s) for p, s in sample_states() if p == players][::4]:
        for item in layout(state, RULES.to_act(state)):
            if item.make is not None:
                assert item.make().get_size() == item.rect[2:], item.key


def test_keys_name_pictures_so_same_key_means_same_size():
    sizes: dict[str, tuple[int, int]] = {}
    for _, state in sample_states()[::5]:
        for item in layout(state, RULES.to_act(state)):
            if item.make is not None:
                assert sizes.setdefault(item.key, item.rect[2:]) == item.rect[2:], item.key


def test_the_piles_count_their_cards_in_plain_english():
    for _, state in sample_states():
        texts = [item.key.split(":", 5)[5] for item in layout(state, 0) if item.key.startswith("ro:text:")]
        for pile in (state.deck, state.discard):
            count = len(pile)
            assert f"{count} card{'' if count == 1 else 's'}" in texts


def test_the_tabs_on_panel_edges_are_drawn_over_the_lit_rings():
    items = [item for _, state in sample_states() for item in layout(state, 0)]
    tabs = [item for item in items if item.key.startswith("ro:tab:")]
    assert tabs and all(item.above for item in tabs)


def test_the_first_turn_token_says_first_turn_in_words_wherever_it_is():
    from games.rainbow_octopus.table.pieces import FTT_TIP

    state = RULES.setup(3, {}, 4)
    while RULES.to_act(state) is not None and phase_of(state) in (SETUP, PASSING):
        state = RULES.apply(state, RULES.legal_actions(state)[0])
    for viewer in range(3):  # the holder's own octopus, and the others' panels
        items = TABLE.layout(RULES.view(state, viewer), TableContext(viewer, None, tuple(default_seats(3))))
        (token,) = [i for i in items if i.tip == FTT_TIP]
        assert "first turn" in token.key.lower() and "FTT" not in token.key
