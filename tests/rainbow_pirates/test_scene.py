"""The Rainbow Pirates table: every legal action reachable by the mouse, no secret drawn, every moment
(builds, rearranging, blocks, each black card's choices, the final placements) laid out."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.registry import load_rules, load_table
from tabletop.rules.decisions import top_kind
from tabletop.rules.match import default_seats
from tabletop.ui.dragdrop import button_actions
from tabletop.ui.items import TableContext
from tests.laid_out import kept, laid_out

RULES = load_rules("rainbow_pirates")
TABLE = load_table(RULES)
PREFER = (
    ("confirm",),
    ("place",),
    ("play",),
    ("draw", "end_turn", "arrgh", "block", "steal", "destroy", "take", "name", "give", "put"),
)


@pytest.fixture(autouse=True, scope="module")
def fonts():
    """Layouts measure text, so the font module must be up (as it is in the app)."""
    pygame.init()
    yield


def pick(legal, rng):
    """Returns a move that builds islands more often than a uniform choice would."""
    for kinds in PREFER:
        found = [a for a in legal if a.kind in kinds]
        if found and rng.random() < 0.85:
            return rng.choice(found)
    return rng.choice(legal)


@kept
def sample_states() -> tuple:
    """Returns states of random games of 2 to 5 players, every kind of moment among them."""
    found = []
    for players in (2, 3, 4, 5):
        for seed in range(3):
            rng = random.Random(seed * 31 + players)
            state = RULES.setup(players, {}, seed)
            for step in range(3000):
                legal = RULES.legal_actions(state)
                if step % 7 == 0 or top_kind(state) not in ("turn",) or not legal:
                    found.append(state)
                if not legal:
                    break
                state = RULES.apply(state, pick(legal, rng))
    return tuple(found)


def layout(state, viewer, colour_blind=False):
    return laid_out(RULES, TABLE, state, viewer, colour_blind)


def test_the_sample_covers_every_kind_of_moment():
    kinds = {top_kind(s) for s in sample_states()}
    assert kinds >= {
        "turn",
        "build",
        "rearrange",
        "block",
        "steal",
        "destroy",
        "take",
        "name",
        "reorder",
        "give",
        "final",
        "",
    }


def test_every_legal_action_has_its_piece_and_its_zone_or_a_button():
    for state in sample_states():
        actor = RULES.to_act(state)
        if actor is None:
            continue
        items = layout(state, actor)
        pieces = {i.piece for i in items if i.piece is not None}
        zones = {i.zone for i in items if i.zone is not None}
        buttons = button_actions(RULES.legal_actions(state))
        assert len(buttons) <= 4, f"too many buttons for the bar at {top_kind(state)}: {buttons}"
        for action in RULES.legal_actions(state):
            if action.piece is not None:
                assert action.piece in pieces, f"{action} has no piece ({top_kind(state)})"
            if action.target is not None:
                assert action.target in zones, f"{action} has no zone ({top_kind(state)})"


def test_no_hidden_card_is_drawn_face_up_and_hidden_cards_are_never_pieces():
    for state in sample_states()[::3]:
        for viewer in (*range(state.players), None):
            hidden = RULES.hidden_ids(state, viewer)
            for item in layout(state, viewer):
                assert not hidden & set(item.faces), f"{item.key} shows a hidden card to {viewer}"
                assert item.piece not in hidden


def test_every_item_lies_on_the_table_between_the_bars():
    for state in sample_states()[::4]:
        for item in layout(state, RULES.to_act(state) or 0):
            x, y, w, h = item.rect
            assert 0 <= x and x + w <= 1920 and 76 <= y + 12 and y + h <= 1080 - 96, item.key


def test_the_colour_blind_look_draws_other_pictures():
    state = sample_states()[20]
    plain = {i.key for i in layout(state, 0)}
    cb = {i.key for i in layout(state, 0, True)}
    assert any(k.endswith(":cb") for k in cb) and plain != cb


def test_every_card_has_a_tooltip():
    for state in sample_states()[::5]:
        for item in layout(state, RULES.to_act(state) or 0):
            if item.piece is not None or item.faces or item.zone is not None:
                assert item.tip, item.key


def test_every_group_tag_shows_whole_the_group_being_built_too():
    for state in sample_states():
        if top_kind(state) not in ("build", "rearrange", "turn"):
            continue
        for item in layout(state, RULES.to_act(state)):
            assert not (item.key.startswith("rp:tag:") and "…" in item.key), item.key


def test_every_prompt_fits_the_status_bar_beside_a_long_name():
    from tabletop.rules.core import name_seats
    from tabletop.ui.painter import text

    name = "Penelope"  # the status bar: '<name>'s turn', then the prompt, left of the Rules button
    room = 1920 - text(f"{name}'s turn", 34, bold=True).get_width() - 420
    for state in sample_states():
        actor = RULES.to_act(state)
        if actor is not None:
            prompt = name_seats(RULES.narrator.prompt(state, actor), [name] * state.players)
            assert text(prompt, 28).get_width() <= room, prompt


def test_the_block_panel_says_whom_the_card_is_aimed_at_in_good_english():
    from games.rainbow_pirates.table.middle import choice_lines
    from tests.rainbow_pirates.builders import act, card, table

    def lines(black: str, target: str = "discard", players: int = 3):
        state = act(table(players, hands=[(card(black),)]), "play", 0, card(black), target)
        ctx = TableContext(1, 1, tuple(default_seats(players)), False)
        return choice_lines(RULES.catalog, RULES.view(state, 1), ctx)

    assert lines("map")[0] == "Ana played Treasure Map: it helps only Ana."  # not 'on every opponent'
    assert lines("captain")[0] == "Ana played Captain on every opponent."
    assert lines("cannon", "island:1")[0] == "Ana played Cannon on you."
    assert "drag an Orange card from your hand" in lines("cannon", "island:1")[1]
    assert "drag a Red card from your hand" in lines("parrot", "island:1")[1]


def test_every_name_on_a_card_shows_whole_even_on_the_face_up_pair():
    from games.rainbow_pirates.table.card_faces import name_lines, name_room
    from games.rainbow_pirates.table.middle import PILE_W
    from tabletop.ui.sprites import font

    for spec in RULES.catalog.content.black_cards:  # inside the rim ("Treasure Map" ran over it)
        size, lines = name_lines(spec.name, name_room(PILE_W, max(2, PILE_W // 24)))
        assert " ".join(lines) == spec.name and size >= 13, lines  # 'Beachcomber' was 'Beachco…'
    for name in RULES.catalog.pirate_names.values():
        assert font(13, True).size(name)[0] <= PILE_W - 6, name  # 'Captain Prism' ran off the card
