"""Move Cosmoctopus: compulsory, orthogonal, Tribute per extra tile, never back to the start."""

from __future__ import annotations

from games.cosmoctopus.rules.moving import reach
from games.cosmoctopus.rules.state import MOVE, TURN
from tabletop.rules.core import Action

from .builders import CAT, RULES, act, kinds, legal, pool, table, top


def test_the_move_is_compulsory():
    state = table()
    assert top(state) == MOVE and kinds(state) == {"move"}
    assert "must move" in RULES.why_not(state, Action("end_turn", 0))
    assert "at least one tile" in RULES.why_not(state, Action("confirm", 0))


def test_only_orthogonal_neighbours_and_the_first_step_is_free():
    state = table()
    free = {(a.target, a.choice) for a in legal(state) if a.choice is None}
    assert free == {(f"tile:{c}", None) for c in (1, 3, 5, 7)}
    assert "1 resource of Tribute" in RULES.why_not(state, Action("move", 0, "head", "tile:0"))  # 2 steps
    pool(state)
    assert {a.target for a in legal(state)} == {f"tile:{c}" for c in (1, 3, 5, 7)}
    assert "takes 2 steps: 1 resource of Tribute" in RULES.why_not(state, Action("move", 0, "head", "tile:0"))


def test_each_further_tile_costs_a_resource_of_any_type_and_only_the_last_bonus_counts():
    state = table()
    pool(state, whispers=1)
    state = act(state, "move", 0, "head", "tile:1")  # the coin reef: free
    assert {a.choice for a in legal(state) if a.kind == "move"} == {"whispers"}
    state = act(state, "move", 0, "head", "tile:0", "whispers")  # the ink trench: 1 whisper of Tribute
    state = act(state, "confirm")
    assert state.pool[0] == {"ink": 3, "coins": 0, "whispers": 0, "stars": 0} and top(state) == TURN


def test_cosmoctopus_never_returns_to_its_starting_tile():
    state = table()
    state = act(state, "move", 0, "head", "tile:1")
    assert "tile:4" not in {a.target for a in legal(state)}
    assert "cannot return" in RULES.why_not(state, Action("move", 0, "head", "tile:4", "ink"))


def test_cards_cannot_pay_tribute():
    state = table(hand=("blotted-notes",))
    pool(state)
    state = act(state, "move", 0, "head", "tile:1")
    assert kinds(state) == {"confirm", "cancel"}
    assert "cards cannot pay Tribute" in RULES.why_not(state, Action("move", 0, "head", "tile:0", "ink"))


def test_cancel_puts_the_head_back_and_refunds_the_tribute():
    state = table()
    state = act(state, "move", 0, "head", "tile:1")
    state = act(state, "move", 0, "head", "tile:2", "stars")
    assert state.pool[0]["stars"] == 1
    state = act(state, "cancel")
    assert state.head == 4 and state.pool[0]["stars"] == 2 and state.path == []


def test_the_table_lights_each_reachable_tile_with_its_tribute():
    state = table()
    pool(state, ink=1)
    assert reach(CAT, state, 0) == {1: 0, 3: 0, 5: 0, 7: 0, 0: 1, 2: 1, 6: 1, 8: 1}


def test_the_gaze_turns_to_the_next_player_after_the_turn():
    state = table(players=3)
    state = act(state, "move", 0, "head", "tile:1")
    state = act(state, "confirm")
    state = act(state, "end_turn")
    assert RULES.to_act(state) == 1 and top(state) == MOVE and state.turn == 2 and state.move_start == 1
