"""The cosmic bridge's option and set-up: refused layouts, the tokens placed by the players in turn on tiles
apart (one per section) while the tiles lie face down and hidden from every view, then the game begins."""

from __future__ import annotations

import pytest

from games.cosmoctopus.rules import words
from games.cosmoctopus.rules.bridge import PLACE_BRIDGE
from games.cosmoctopus.rules.state import DRAFT, MOVE
from tabletop.rules.core import Action

from .bridging import bridged
from .builders import CAT, RULES, act, legal, top


def test_the_bridge_is_an_option_off_by_default_and_disconnected_needs_it_in_one_sentence():
    variant = next(v for v in RULES.variants if v.key == "bridge")
    assert (variant.choices, variant.default) == (("off", "on"), "off") and "cosmic bridge" in variant.help
    with pytest.raises(ValueError, match=r"^[^.]*can only be played with the cosmic bridge\.$"):
        RULES.check_options(3, {"layout": "disconnected"})
    assert RULES.check_options(3, {"layout": "disconnected", "bridge": "on"})["bridge"] == "on"


def test_the_first_player_places_token_a_then_the_next_player_token_b_and_the_game_begins():
    state = RULES.setup(3, {"bridge": "on", "first": "2"}, 4)
    assert (state.phase, top(state), RULES.to_act(state)) == ("bridge", PLACE_BRIDGE, 1)
    assert {a.piece for a in legal(state)} == {"bridge_a"} and len(legal(state)) == 9
    state = act(state, "bridge", 1, "bridge_a", "tile:0")
    assert RULES.to_act(state) == 2 and {a.piece for a in legal(state)} == {"bridge_b"}
    state = act(state, "bridge", 2, "bridge_b", "tile:8")
    assert state.bridge == [0, 8] and (state.phase, top(state), RULES.to_act(state)) == ("move", MOVE, 1)


def test_token_b_goes_on_a_tile_not_adjacent_to_token_a():
    state = RULES.setup(2, {"bridge": "on", "first": "1"}, 4)
    state = act(state, "bridge", 0, "bridge_a", "tile:4")  # the centre: 1, 3, 5 and 7 touch it
    assert {a.target for a in legal(state)} == {"tile:0", "tile:2", "tile:6", "tile:8"}
    assert "not adjacent" in RULES.why_not(state, Action("bridge", 1, "bridge_b", "tile:5"))
    assert "different tiles" in RULES.why_not(state, Action("bridge", 1, "bridge_b", "tile:4"))
    assert "token B now" in RULES.why_not(state, Action("bridge", 1, "bridge_a", "tile:0"))


def test_on_the_disconnected_layout_one_token_goes_in_each_section():
    state = RULES.setup(2, {"bridge": "on", "layout": "disconnected", "first": "1"}, 4)
    state = act(state, "bridge", 0, "bridge_a", "tile:1")  # the left section: cells 0 to 4
    assert {a.target for a in legal(state)} == {f"tile:{c}" for c in range(5, 10)}
    assert "each section" in RULES.why_not(state, Action("bridge", 1, "bridge_b", "tile:4"))


def test_while_the_tokens_are_placed_no_view_shows_which_tile_is_which_nor_the_head():
    state = RULES.setup(4, {"bridge": "on", "layout": "disconnected"}, 9)
    tiles = set(state.realm + state.boxed)
    for seat in (None, 0, 1, 2, 3):
        view = RULES.view(state, seat)
        assert view.realm == [None] * 10 and view.boxed == [None] * 2 and view.head == -1
        assert not tiles & {words.describe(CAT, view, a) for a in legal(state)}
        assert tiles <= RULES.hidden_ids(state, seat)
    shown = bridged(players=2)
    assert RULES.view(shown, 1).realm == shown.realm and RULES.view(shown, 1).head == 4


def test_with_a_draft_the_tokens_are_placed_first_then_the_draft_begins():
    state = RULES.setup(2, {"bridge": "on", "hands": "draft", "first": "1"}, 2)
    assert state.phase == "bridge" and all(len(p) == 5 for p in state.packets)
    state = act(act(state, "bridge", 0, "bridge_a", "tile:0"), "bridge", 1, "bridge_b", "tile:8")
    assert (state.phase, top(state)) == ("draft", DRAFT)


def test_the_prompt_asks_for_a_face_down_tile():
    state = RULES.setup(2, {"bridge": "on", "first": "1"}, 4)
    assert "place bridge token A on a face-down tile" in words.prompt(CAT, state, 0, 0)
    assert RULES.narrator.progress(state, 0) == "Set-up"


def test_the_rules_reference_explains_the_bridge_and_marks_our_rulings():
    from pathlib import Path

    doc = (Path(__file__).parents[2] / "games" / "cosmoctopus" / "RULES.md").read_text(encoding="utf-8")
    assert "**Cosmic bridge**<!-- developer --> (`bridge=on`)" in doc and "**not adjacent**" in doc
    assert "- **The cosmic bridge.** The rulebook says" in doc and "**once a turn** (ours" in doc
