"""Rainbow Octopus items list the faces they show: every face-up card its id, backs and fans none.

The secrets-on-screen check relies on this: it reads `Item.faces`, never the pictures.
"""

from __future__ import annotations

import random

import pygame
import pytest

from games.rainbow_octopus.rules.state import phase_of
from tabletop.registry import load_table
from tabletop.rules.match import default_seats
from tabletop.ui.items import TableContext

from .loaded import RULES

TABLE = load_table(RULES)  # the registry's rules, drawn by a design of their own

BACKS = ("ro:back:", "ro:fan:", "ro:tideback:")


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.init()
    yield


def states():
    """Yields (state, viewer) from random games: 2 to 6 seats, with and without powers."""
    for players, options in ((2, {}), (4, {"powers": "on"}), (6, {"tides": "off"})):
        rng = random.Random(players)
        state = RULES.setup(players, options, players)
        for step in range(300):
            if step % 17 == 0:
                yield state, rng.randrange(players)
            legal = RULES.legal_actions(state)
            if not legal:
                break
            state = RULES.apply(state, rng.choice(legal))


def test_face_up_cards_list_their_ids_and_backs_none():
    for state, viewer in states():
        ctx = TableContext(viewer, RULES.to_act(state), tuple(default_seats(state.players)))
        view = RULES.view(state, viewer)
        items = TABLE.layout(view, ctx)
        faces = {face for item in items for face in item.faces}
        public = {c for arms in state.arms for c in arms if c is not None}
        assert set(state.hands[viewer]) <= faces, "a card of the viewer's own hand shows no face"
        assert public <= faces, "a tentacle on an octopus shows no face"
        assert not state.discard or state.discard[-1] in faces
        assert state.tide is None or state.tide in faces
        assert all(not item.faces for item in items if item.key.startswith(BACKS))
        assert not faces & RULES.hidden_ids(state, viewer)


def test_a_played_octopus_tile_lists_its_face():
    state = RULES.setup(3, {"powers": "on"}, 1)
    rng = random.Random(1)
    while phase_of(state) == "setup":
        state = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    ctx = TableContext(0, RULES.to_act(state), tuple(default_seats(3)))
    faces = {face for item in TABLE.layout(RULES.view(state, 0), ctx) for face in item.faces}
    assert set(state.tiles) <= faces
