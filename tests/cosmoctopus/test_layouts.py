"""Inky Realm layouts: each named layout's adjacency as designed, every connected one reachable all round,
9 tiles (10 with 2 special tiles) laid, the head on the '+3 stars' tile, a disconnected layout refused
without the cosmic bridge, and the rules moving by the game's own layout."""

from __future__ import annotations

import pytest

from games.cosmoctopus.rules.layouts import realm, sections, touching, unreachable
from games.cosmoctopus.rules.moving import reach
from games.cosmoctopus.rules.state import MOVE, parse_cell
from tabletop.rules import decisions
from tabletop.rules.core import Action

from .builders import CAT, RULES, legal, top

#: Each layout's adjacency, cell by cell, as designed (components.yaml draws the shapes).
DESIGNED = {
    "grid": ((1, 3), (0, 2, 4), (1, 5), (0, 4, 6), (1, 3, 5, 7), (2, 4, 8), (3, 7), (4, 6, 8), (5, 7)),
    # two rings of 5 (0-1-3-4-2 and 4-5-7-8-6) crossing at cell 4
    "infin_eight": ((1, 2), (0, 3), (0, 4), (1, 4), (2, 3, 5, 6), (4, 7), (4, 8), (5, 8), (6, 7)),
    # one ring of 9
    "naught": ((1, 2), (0, 3), (0, 4), (1, 5), (2, 6), (3, 7), (4, 8), (5, 8), (6, 7)),
    # the middle (4) and four arms of 2 ending at 0, 1, 7 and 8
    "x_marks_the_splot": ((2,), (3,), (0, 4), (1, 4), (2, 3, 5, 6), (4, 7), (4, 8), (5,), (6,)),
    # the spine 0-1-2-5-6-7-8 and the middle bar 5-4-3
    "threeping": ((1,), (0, 2), (1, 5), (4,), (3, 5), (2, 4, 6), (5, 7), (6, 8), (7,)),
    # the ring of 9 and the star across its corners 0, 2, 4, 5, 7
    "pentaglyph": (
        (1, 4, 5, 8),
        (0, 2),
        (1, 3, 5, 7),
        (2, 4),
        (0, 3, 5, 7),
        (0, 2, 4, 6),
        (5, 7),
        (2, 4, 6, 8),
        (0, 7),
    ),
    # two sections of 5
    "disconnected": (
        (1, 2),
        (0, 3),
        (0, 3, 4),
        (1, 2, 4),
        (2, 3),
        (6, 7),
        (5, 7, 8),
        (5, 6, 9),
        (6, 9),
        (7, 8),
    ),
}
CONNECTED = [name for name in DESIGNED if name != "disconnected"]


def test_every_named_layout_is_adjacent_as_designed():
    assert list(CAT.layouts) == list(DESIGNED)
    for name, links in DESIGNED.items():
        assert CAT.layouts[name].links == links, name


def test_tiles_touching_along_an_edge_or_overlapping_are_adjacent_a_corner_is_not():
    assert touching((0, 0), (2, 0)) and touching((0, 0), (1, 2))  # beside; half a tile along
    assert touching((0, 0), (1, 1))  # overlapping
    assert not touching((0, 0), (2, 2)) and not touching((0, 0), (3, 0))  # a corner; apart
    assert realm("two", [(0, 0), (4, 0)], [(0, 1)]).links == ((1,), (0,))  # an extra pair


@pytest.mark.parametrize("name", CONNECTED)
def test_a_connected_layout_is_played_with_9_tiles_the_head_on_plus_3_stars_and_reached_all_round(name):
    state = RULES.setup(2, {"layout": name}, 5)
    assert state.layout == CAT.layouts[name] and sections(state.layout) == [list(range(9))]
    assert len(state.realm) == len(set(state.realm)) == 9
    assert sum(CAT.tile[t].special for t in state.realm) == 1 and len(state.boxed) == 3
    assert state.realm[state.head] == CAT.start_tile == "star-shallows"
    assert top(state) == MOVE
    free = {a.target for a in legal(state) if a.choice is None}  # the first step: free, to a neighbour
    assert free == {f"tile:{c}" for c in state.layout.links[state.head]}
    state.pool[state.current] = dict.fromkeys(CAT.resources, 9)
    prompt = decisions.top(state)
    assert set(reach(CAT, state, prompt.seat)) == set(range(9)) - {state.head}


def test_the_disconnected_layout_uses_2_special_tiles_in_two_sections_and_needs_the_bridge():
    layout = CAT.layouts["disconnected"]
    assert layout.special == 2 and sections(layout) == [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]]
    with pytest.raises(ValueError, match="can only be played with the cosmic bridge"):
        RULES.check_options(2, {"layout": "disconnected"})
    assert unreachable(layout, bridge=True) == ""  # the bridge's hook: its option joins the sections


def test_the_head_moves_by_the_games_own_layout():
    state = RULES.setup(2, {"layout": "x_marks_the_splot", "first": "1"}, 3)
    state.head = state.move_start = 4  # the middle of the X: its four arms, never a corner tile
    free = {a.target for a in legal(state) if a.choice is None}
    assert free == {"tile:2", "tile:3", "tile:5", "tile:6"}
    assert {parse_cell(a.target) for a in legal(state)} == set(range(len(state.realm))) - {4}
    state.pool[0] = dict.fromkeys(CAT.resources, 0)
    assert "takes 2 steps" in RULES.why_not(state, Action("move", 0, "head", "tile:0"))


def test_the_setup_lists_the_named_layouts_by_their_names():
    # A real-window setup listed 'Infin eight', 'Naught' and 'X marks the splot' (made from their ids).
    from tabletop.scenes.setup_form import variant_choices

    variant = next(v for v in RULES.variants if v.key == "layout")
    for label, choice in variant_choices(variant):
        if choice in CAT.layouts and choice != "grid":
            assert label == CAT.layouts[choice].name
    assert dict((c, lab) for lab, c in variant_choices(variant))["grid"] == "Grid (3 x 3)"
