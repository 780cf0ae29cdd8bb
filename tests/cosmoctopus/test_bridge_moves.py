"""Using the cosmic bridge: its tiles adjacent for moving Cosmoctopus; a card discarded in the move step moves
a token (once a turn, never onto the other token, each in its section; not the turn's card play)."""

from __future__ import annotations

from games.cosmoctopus.rules import moving, words
from games.cosmoctopus.rules.bridge import BRIDGE_PAY, SHIFT
from games.cosmoctopus.rules.state import MOVE, TURN
from tabletop.rules.core import Action

from .bridging import bridged
from .builders import CAT, RULES, act, legal, pool, top

CARDS = ("gilded-barnacle", "the-lantern-fish")


def test_the_two_bridge_tiles_are_adjacent_for_moving_cosmoctopus():
    state = bridged(tokens=(4, 8))  # the head is on token A's tile, the centre
    steps = {a.target for a in legal(state) if a.kind == "move" and a.choice is None}  # free: one step
    assert steps == {"tile:1", "tile:3", "tile:5", "tile:7", "tile:8"}
    state = act(state, "move", 0, "head", "tile:8")  # across the bridge: the first step is free
    assert state.head == 8 and "tile:4" not in {a.target for a in legal(state)}  # never back to the start


def test_a_step_across_the_bridge_later_in_a_move_pays_tribute_like_any_step():
    state = bridged(tokens=(0, 8))
    pool(state, ink=1)
    state = act(state, "move", 0, "head", "tile:1")
    state = act(state, "move", 0, "head", "tile:0", "ink")
    assert moving.reach(RULES.catalog, state, 0) == {}  # no resource left for a further step
    pool(state, coins=1)
    state = act(state, "move", 0, "head", "tile:8", "coins")
    assert state.head == 8 and state.tribute == ["ink", "coins"]


def shifting(state):
    """Returns the state after 'Move a bridge token' was pressed."""
    return act(state, "bridge_start")


def test_a_discarded_card_moves_a_token_and_it_is_not_the_card_play():
    state = bridged(tokens=(0, 2), hand=CARDS)
    assert "bridge_start" in {a.kind for a in legal(state)}
    state = shifting(state)
    assert top(state) == SHIFT
    state = act(state, "bridge", 0, "bridge_a", "tile:4")
    assert top(state) == BRIDGE_PAY and state.bridge == [0, 2]  # the card first
    assert {a.piece for a in legal(state) if a.kind == "discard"} == set(CARDS) and "cancel" in {
        a.kind for a in legal(state)
    }
    state = act(state, "discard", 0, "gilded-barnacle", "discard")
    assert state.bridge == [4, 2] and state.discard[-1] == "gilded-barnacle" and top(state) == MOVE
    state = act(act(state, "move", 0, "head", "tile:2"), "confirm")
    assert top(state) == TURN and state.plays == 1  # the turn's card play is still to come


def test_cancel_gives_the_token_move_up_with_nothing_discarded():
    state = bridged(tokens=(0, 2), hand=CARDS)
    state = act(act(shifting(state), "bridge", 0, "bridge_b", "tile:7"), "cancel")
    assert state.bridge == [0, 2] and state.hands[0] == list(CARDS) and top(state) == MOVE
    assert act(shifting(state), "cancel").decisions == state.decisions
    assert "Move a bridge token" in RULES.why_not(state, Action("bridge", 0, "bridge_b", "tile:7"))


def test_a_token_moves_once_a_turn_and_never_onto_the_other_token_or_where_it_is():
    state = shifting(bridged(tokens=(0, 2), hand=CARDS))
    targets = {(a.piece, a.target) for a in legal(state) if a.kind == "bridge"}
    assert ("bridge_a", "tile:2") not in targets and ("bridge_a", "tile:0") not in targets
    assert len(targets) == 14  # each token to any of the 7 other tiles
    assert "different tiles" in RULES.why_not(state, Action("bridge", 0, "bridge_a", "tile:2"))
    assert "Bridge token A is already" in RULES.why_not(state, Action("bridge", 0, "bridge_a", "tile:0"))
    state = act(act(state, "bridge", 0, "bridge_a", "tile:1"), "discard", 0, CARDS[0], "discard")
    assert top(state) == MOVE and not any(a.kind == "bridge_start" for a in legal(state))
    assert "once a turn" in RULES.why_not(state, Action("bridge", 0, "bridge_b", "tile:8"))


def test_on_a_layout_in_sections_each_token_stays_in_its_own():
    state = shifting(bridged(tokens=(1, 7), hand=CARDS, options={"layout": "disconnected"}))
    targets = {(a.piece, a.target) for a in legal(state) if a.kind == "bridge"}
    assert targets == {("bridge_a", f"tile:{c}") for c in (0, 2, 3, 4)} | {
        ("bridge_b", f"tile:{c}") for c in (5, 6, 8, 9)
    }
    assert "its own section" in RULES.why_not(state, Action("bridge", 0, "bridge_a", "tile:6"))


def test_the_token_moves_only_in_the_turns_own_move_step_and_for_a_card():
    state = bridged(tokens=(0, 2))
    assert not any(a.kind == "bridge_start" for a in legal(state))
    assert "a card from your hand" in RULES.why_not(state, Action("bridge", 0, "bridge_a", "tile:4"))
    state = bridged(tokens=(0, 2), hand=CARDS)
    state = act(act(state, "move", 0, "head", "tile:1"), "confirm")
    assert "Move Cosmoctopus step" in RULES.why_not(state, Action("bridge", 0, "bridge_a", "tile:4"))


def test_a_token_may_move_between_steps_and_cancelling_the_move_keeps_it_moved():
    state = bridged(tokens=(0, 8), hand=CARDS)
    pool(state, ink=2)
    state = act(state, "move", 0, "head", "tile:1")
    state = act(act(shifting(state), "bridge", 0, "bridge_b", "tile:1"), "discard", 0, CARDS[1], "discard")
    assert "tile:0" in {a.target for a in legal(state) if a.kind == "move"}  # 1 -> 0 twice over now
    state = act(state, "cancel")
    assert state.head == 4 and state.bridge == [0, 1] and state.hands[0] == [CARDS[0]]


def test_without_the_bridge_nothing_of_it_is_offered():
    state = bridged(tokens=(0, 2), hand=CARDS)
    state.options["bridge"] = "off"
    assert "without the cosmic bridge" in RULES.why_not(state, Action("bridge", 0, "bridge_a", "tile:4"))


def test_the_bridge_actions_have_their_own_words():
    state = bridged(tokens=(0, 2), hand=CARDS)
    start = next(a for a in legal(state) if a.kind == "bridge_start")
    assert words.describe(CAT, state, start) == "Move a bridge token (for a card)"
    state = shifting(state)
    shift = Action("bridge", 0, "bridge_a", "tile:4")
    assert words.describe(CAT, state, shift) == "Move bridge token A to Star Shallows, for a card"
    assert "drag a bridge token to a lit tile" in words.prompt(CAT, state, 0, 0)
