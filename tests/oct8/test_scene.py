"""The Oct8 table: every legal action reachable, no secret drawn, everything on screen and readable."""

from __future__ import annotations

import random

import pygame
import pytest

from games.oct8.rules.state import pending_of, step_of, turn_of
from games.oct8.table.art import fitting_size
from tabletop.registry import load_table
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext
from tabletop.ui.sprites import text
from tests.laid_out import kept, laid_out
from tests.oct8.builders import CAT, RULES

TABLE = load_table(RULES)  # the registry's rules, drawn by a design of their own

TOP, BOTTOM = 76, 1080 - 96


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Layouts measure text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


@kept
def sample_states() -> tuple:
    """Returns states from random games of 2, 3 and 4 players: exchanges, shipping, the end."""
    found = []
    for players in (2, 3, 4):
        for seed in range(3):
            rng = random.Random(seed * 31 + players)
            state = RULES.setup(players, {"length": "short"} if seed == 2 else {}, seed)
            for step in range(2000):
                legal = RULES.legal_actions(state)
                if (
                    step % 9 == 0
                    or pending_of(state) is not None
                    or step_of(state) in ("ship", "discard")
                    or not legal
                ):
                    found.append(state)
                if not legal:
                    break
                state = RULES.apply(state, rng.choice(legal))
    return tuple(found)


def layout(state, viewer):
    return laid_out(RULES, TABLE, state, viewer)


def test_the_sample_covers_every_kind_of_moment():
    states = sample_states()
    kinds = {pending_of(s).kind for s in states if pending_of(s) is not None}
    assert kinds == {"draw", "attach", "swap_hand", "swap_octo"}
    assert {step_of(s) for s in states} >= {"place", "act", "more", "ship", "discard", "over"}
    assert any(CAT.is_blocked(o) for s in states for area in s.areas for o in area)


def test_every_legal_action_has_its_piece_and_its_zone_on_the_table():
    for state in sample_states():
        actor = RULES.to_act(state)
        if actor is None:
            continue
        items = layout(state, actor)
        pieces = {i.piece for i in items if i.piece is not None}
        zones = {i.zone for i in items if i.zone is not None}
        for action in RULES.legal_actions(state):
            if action.piece is not None:
                assert action.piece in pieces, f"{action} has no piece ({step_of(state)})"
            if action.target is not None:
                assert action.target in zones, f"{action} has no zone ({step_of(state)})"


def test_nothing_hidden_from_the_viewer_is_drawn_face_up():
    for state in sample_states()[::3]:
        for viewer in [None, *range(state.players)]:
            hidden = RULES.hidden_ids(state, viewer)
            for item in layout(state, viewer):
                assert not set(item.faces) & hidden, f"{item.key} shows {set(item.faces) & hidden}"
                assert item.piece not in hidden


def test_every_item_sits_between_the_bars_and_has_a_tip():
    for state in sample_states()[::5]:
        for item in layout(state, RULES.to_act(state)):
            x, y, w, h = item.rect
            assert 0 <= x and x + w <= 1920 and TOP <= y and y + h <= BOTTOM, item.key
            assert item.tip, item.key


def test_a_face_up_card_names_its_component():
    for state in sample_states()[::7]:
        for item in layout(state, RULES.to_act(state)):
            if item.piece is not None:
                assert item.faces == (item.piece,), item.key


def test_the_secret_colour_shows_only_to_its_owner():
    state = RULES.setup(3, {"first": "1"}, 3)
    for viewer in range(3):
        shown = {f for item in layout(state, viewer) for f in item.faces if f in state.secrets}
        assert shown == {state.secrets[viewer]}


def test_an_exchange_shows_its_running_total_and_a_gap_on_its_octopus():
    state = next(
        s for s in sample_states() if pending_of(s) is not None and pending_of(s).kind == "swap_octo"
    )
    items = layout(state, turn_of(state))
    total = f"{pending_of(state).given} / {pending_of(state).need} arms"
    assert any(i.key.startswith("o8:exchange:") and f":{total}:" in i.key for i in items)
    assert any(i.key.startswith(f"o8:gap:{pending_of(state).given}/{pending_of(state).need}") for i in items)


def test_another_seat_s_exchange_shows_no_panel_on_the_viewer_s_side_only_the_news():
    """Issue 33: no "Arm swap" panel on the player's side during the computer's turn."""
    states = [s for s in sample_states() if pending_of(s) is not None and pending_of(s).kind != "draw"]
    kinds = set()
    for state in states[:40]:
        actor = turn_of(state)
        for viewer in (None, *(s for s in range(state.players) if s != actor)):
            keys = [i.key for i in layout(state, viewer)]
            assert not any(k.startswith("o8:exchange:") for k in keys), (viewer, pending_of(state))
            news = next(k for k in keys if k.startswith("o8:news:"))
            assert "under way (" in news
            kinds.add(pending_of(state).kind)
        assert any(k.startswith("o8:exchange:") for k in (i.key for i in layout(state, actor)))
    assert kinds >= {"attach", "swap_octo"}


def test_a_blocked_octopus_wears_the_lock():
    state = next(s for s in sample_states() if any(CAT.is_blocked(o) for a in s.areas for o in a))
    items = layout(state, RULES.to_act(state))
    assert any(i.key.startswith("o8:lock:") and "Blocked" in i.tip for i in items)


def test_shared_heads_show_their_arm_totals():
    state = sample_states()[5]
    keys = [i.key for i in layout(state, RULES.to_act(state))]
    for octopus in state.shared:
        assert any(k.startswith(f"o8:badge:{CAT.arm_total(octopus)}/8:") for k in keys)


def test_the_words_in_a_swap_s_gap_fit_inside_it():
    gaps = [
        item
        for state in sample_states()
        for item in layout(state, RULES.to_act(state))
        if item.key.startswith("o8:gap:")
    ]
    assert gaps
    for item in gaps:
        words, width = item.key.split(":")[2].split("\n"), item.rect[2]
        size = fitting_size(words, width - 10)
        assert max(text(line, size, (255, 255, 255), True).get_width() for line in words) <= width - 10


def test_a_blocked_octopus_says_blocked_in_words_beside_its_padlock():
    from tests.oct8.test_actions import arm_table

    state, *_ = arm_table(blocked_other=True)
    for viewer in (0, 1):  # in another seat's panel, and in the viewer's own row
        items = TABLE.layout(RULES.view(state, viewer), TableContext(viewer, 0, tuple(default_seats(3))))
        (lock,) = [i for i in items if i.key.startswith("o8:lock")]
        w, h = lock.make().get_size()
        assert (w, h) == lock.rect[2:] and lock.tip.startswith("Blocked")
        assert (
            w >= text("Blocked", 14, (0, 0, 0), True).get_width() and h > w * 0.7
        )  # the word under the disc
