"""Playing tentacles: matching arms, replacing, wilds, the hand limit, lost turns, the decks."""

from __future__ import annotations

import pytest

from games.rainbow_octopus.rules.state import pending_steps
from tabletop.rules.core import Action, IllegalAction

from .loaded import RULES
from .test_builders import act, begin, give, inventory, kinds, legal, put, stack, table, to_discard


def drawn_state(tide="slack_water", cards=("red-3-a",), top="blue-4-a", players=3):
    """Returns seat 0 under `tide`, holding `cards` and its wild, having drawn `top` (if the tide draws)."""
    state = table(players=players, tide=tide)
    give(state, 0, *cards)
    if "draw" in kinds(state):
        stack(state, top)
        state = act(state, "draw", 0, None, "deck")
    return state


def test_a_tentacle_goes_only_on_the_arm_with_its_number():
    state = drawn_state()
    plays = {(a.piece, a.target) for a in legal(state) if a.piece == "red-3-a"}
    assert plays == {("red-3-a", "arm:0:3")}
    state = act(state, "play", 0, "red-3-a", "arm:0:3")
    assert state.arms[0][2] == "red-3-a" and "red-3-a" not in state.hands[0]


def test_the_rulebook_example_either_card_on_its_own_side():
    state = drawn_state(cards=("yellow-7-a", "violet-3-a"), top="green-1-a")
    targets = {a.piece: a.target for a in legal(state) if a.piece in ("yellow-7-a", "violet-3-a")}
    assert targets == {"yellow-7-a": "arm:0:7", "violet-3-a": "arm:0:3"}


def test_wrong_arm_is_refused_with_the_right_arm_named_and_nothing_changes():
    state = drawn_state()
    before = state.clone()
    with pytest.raises(IllegalAction, match=r"^Red 3 goes on arm 3, not arm 5\.$"):
        act(state, "play", 0, "red-3-a", "arm:0:5")
    assert state == before


def test_playing_on_another_octopus_is_refused():
    state = drawn_state()
    assert (
        RULES.why_not(state, Action("play", 0, "red-3-a", "arm:1:3"))
        == "You can only play on your own octopus."
    )


def test_a_new_tentacle_replaces_the_old_one_which_is_discarded():
    state = drawn_state()
    put(state, 0, "green-3-a")
    state = act(state, "play", 0, "red-3-a", "arm:0:3")
    assert state.arms[0][2] == "red-3-a"
    assert state.discard[-1] == "green-3-a"


def test_a_wild_goes_on_any_arm():
    state = drawn_state()
    wild_targets = {a.target for a in legal(state) if a.piece == "wild-1"}
    assert wild_targets == {f"arm:0:{n}" for n in range(1, 9)}
    state = act(state, "play", 0, "wild-1", "arm:0:6")
    assert state.arms[0][5] == "wild-1"


def test_a_replaced_wild_moves_to_another_arm_of_its_owners_choice():
    state = drawn_state()
    put(state, 0, "wild-1", 3)
    state = act(state, "play", 0, "red-3-a", "arm:0:3")
    assert state.adrift == "wild-1" and "wild-1" not in state.arms[0]
    assert {(a.kind, a.target) for a in legal(state)} == {
        ("move", f"arm:0:{n}") for n in (1, 2, 4, 5, 6, 7, 8)
    }
    assert (
        RULES.narrator.prompt(state, 0) == "Your Wild was replaced: move it to another arm of your octopus."
    )
    assert RULES.why_not(state, Action("move", 0, "wild-1", "arm:0:3")) == (
        "Your Wild must move to another arm of your own octopus."
    )
    state = act(state, "move", 0, "wild-1", "arm:0:5")
    assert state.arms[0][4] == "wild-1" and state.adrift is None
    assert RULES.to_act(state) == 1


def test_a_moved_wild_discards_the_tentacle_already_on_that_arm():
    state = drawn_state()
    put(state, 0, "wild-1", 3)
    put(state, 0, "indigo-5-a")
    state = act(state, "play", 0, "red-3-a", "arm:0:3")
    assert (
        RULES.narrator.describe(state, Action("move", 0, "wild-1", "arm:0:5"))
        == "Move your Wild to arm 5, replacing Indigo 5"
    )
    state = act(state, "move", 0, "wild-1", "arm:0:5")
    assert state.arms[0][4] == "wild-1" and state.discard[-1] == "indigo-5-a"


@pytest.mark.parametrize(
    ("tide", "kind", "target", "word"),
    [
        ("tide_pool", "discard", "discard", "discarded"),
        ("gentle_current", "pass", "hand:1", "passed"),
        ("moray_eel", "steal", "hand:0", "stolen"),
        ("shark_bite", "lose", "discard", "lost"),
    ],
)
def test_wilds_are_never_discarded_passed_stolen_or_lost(tide, kind, target, word):
    state = table(tide=tide)
    give(state, 0, "red-3-a", "blue-3-a", "green-3-a")
    put(state, 1, "wild-2", 4)
    put(state, 1, "orange-2-a")
    put(state, 0, "wild-1", 6)
    put(state, 0, "yellow-5-a")
    begin(state, 0)
    while kinds(state) == {"draw"}:
        state = act(state, "draw", 0, None, "deck")
    assert kind in kinds(state)
    assert not any(a.piece and a.piece.startswith("wild") for a in legal(state))
    wild = "wild-2" if kind == "steal" else "wild-1"
    assert RULES.why_not(state, Action(kind, 0, wild, target)) == f"Wild tentacles can never be {word}."


def test_hand_limit_eight_means_discard_before_drawing():
    state = table(tide="kelp_forest")
    cards = ["red-1-a", "red-2-a", "red-3-a", "red-4-a", "red-5-a", "red-6-a", "red-7-a"]
    give(state, 0, *cards)
    assert len(state.hands[0]) == 8
    assert {a.kind for a in legal(state)} == {"discard"} and len(legal(state)) == 7
    assert RULES.why_not(state, Action("draw", 0, None, "deck")) == (
        "Your hand holds at most 8 cards: discard 2 cards first, then draw."
    )
    assert RULES.narrator.prompt(state, 0) == (
        "Kelp Forest: your hand holds at most 8 cards: discard 2 cards first, then draw."
    )
    state = act(state, "discard", 0, "red-1-a", "discard")
    assert kinds(state) == {"discard"} and pending_steps(state)[0].left == 2
    state = act(state, "discard", 0, "red-2-a", "discard")
    assert kinds(state) == {"draw"}
    state = act(state, "draw", 0, None, "deck")
    assert kinds(state) == {"draw"}
    state = act(state, "draw", 0, None, "deck")
    assert len(state.hands[0]) == 8 and pending_steps(state)[0].kind == "play"


def test_a_draw_that_would_exceed_eight_needs_the_discard_before_any_card_is_drawn():
    state = table(tide="kelp_forest")
    give(state, 0, "red-1-a", "red-2-a", "red-3-a", "red-4-a", "red-5-a", "red-6-a")
    assert len(state.hands[0]) == 7
    assert kinds(state) == {"discard"}
    assert RULES.narrator.prompt(state, 0) == (
        "Kelp Forest: your hand holds at most 8 cards: discard 1 card first, then draw."
    )
    state = act(state, "discard", 0, "red-6-a", "discard")
    state = act(state, "draw", 0, None, "deck")
    assert kinds(state) == {"draw"}
    state = act(state, "draw", 0, None, "deck")
    assert len(state.hands[0]) == 8


def test_a_draw_that_reaches_exactly_eight_needs_no_discard():
    state = table(tide="kelp_forest")
    give(state, 0, "red-1-a", "red-2-a", "red-3-a", "red-4-a", "red-5-a")
    assert kinds(state) == {"draw"}
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    assert len(state.hands[0]) == 8 and kinds(state) == {"play"}


def test_a_player_who_can_play_must_play():
    state = drawn_state()
    assert "lose_turn" not in kinds(state)
    assert RULES.why_not(state, Action("lose_turn", 0)) == "You can still play a tentacle, so you must."


def test_warm_water_example_only_violet_means_the_turn_is_lost():
    state = table(tide="warm_water")
    state.hands[0].remove("wild-1")
    state.out_of_play.append("wild-1")
    give(state, 0, "violet-4-a")
    assert legal(state) == [Action("lose_turn", 0)]
    assert RULES.narrator.describe(state, legal(state)[0]) == "Lose your turn (no legal play)"
    assert (
        RULES.narrator.prompt(state, 0)
        == "Warm Water: you have no tentacle you may play, so your turn is lost."
    )
    assert RULES.why_not(state, Action("play", 0, "violet-4-a", "arm:0:4")) == (
        "Warm Water lets you play only red, orange or yellow."
    )
    state = act(state, "lose_turn", 0)
    assert RULES.to_act(state) == 1 and state.hands[0] == ["violet-4-a"]


def test_a_lost_turn_skips_the_rest_of_the_tide():
    state = table(tide="rogue_wave")
    state.hands[0].remove("wild-1")
    state.out_of_play.append("wild-1")
    stack(state, "red-3-a")
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "play", 0, "red-3-a", "arm:0:3")
    assert pending_steps(state)[0].kind == "play" and pending_steps(state)[0].left == 1
    assert legal(state) == [Action("lose_turn", 0)]
    state = act(state, "lose_turn", 0)
    assert state.current == 1


def test_the_empty_deck_is_refilled_by_shuffling_the_discard_pile():
    state = table()
    before = inventory(state)
    rest = list(state.deck)
    to_discard(state, *rest)
    state = act(state, "draw", 0, None, "deck")
    assert state.discard == [] and len(state.deck) == len(rest) - 1
    assert set(state.deck) | {state.hands[0][-1]} == set(rest)
    assert state.deck != rest[: len(state.deck)]
    assert inventory(state) == before


def exhausted_table():
    """Returns 8 players with every tentacle on an arm or in a hand; seat 0 (7 cards) must draw."""
    state = table(players=8)
    cat = RULES.catalog
    rainbow = ["red", "orange", "yellow", "green", "blue", "indigo", "violet", "red"]
    for seat in (1, 2):
        for arm, colour in enumerate(rainbow, start=1):
            put(
                state,
                seat,
                next(c for c in state.deck if cat.colour_of[c] == colour and cat.arm_of[c] == arm),
            )
    for seat in (0, 3, 4, 5, 6, 7):
        for arm in range(1, 9):
            put(state, seat, min((c for c in state.deck if cat.arm_of[c] == arm), key=_colour_rank))
    for seat in range(8):
        while len(state.hands[seat]) < (7 if seat == 0 else 8):
            give(state, seat, state.deck[-1])
    assert state.deck == [] and state.discard == []
    return state


def _colour_rank(card):
    """Sorts cards red first, so the filler octopuses show few colours."""
    return RULES.catalog.colour_ids.index(RULES.catalog.colour_of[card])


def test_with_no_card_left_to_draw_the_game_ends_and_most_colours_win_ties_share():
    state = exhausted_table()
    begin(state, 0)
    outcome = RULES.outcome(state)
    assert outcome is not None and state.end == "exhausted"
    assert outcome.winners == (1, 2)
    assert outcome.scores[1] == outcome.scores[2] == 7
    assert max(outcome.scores[s] for s in (0, 3, 4, 5, 6, 7)) < 7
    assert outcome.details[1] == ("7 of 7 colours, Wild not played",)
    assert outcome.ended == "No cards were left to draw: the most colours win."
    assert RULES.to_act(state) is None and legal(state) == []
    stats = RULES.stats(state)
    assert stats["rainbow"] == 0.0 and stats["winner_colours"] == 7.0


def test_a_refused_drop_is_read_from_the_card_the_place_and_the_step():
    state = RULES.setup(3, {}, 4)  # setup: every seat chooses a card for its octopus
    seat = RULES.to_act(state)
    card = next(c for c in state.hands[seat] if not RULES.catalog.is_wild(c))
    arm = RULES.catalog.arm_of[card]
    wrong = arm % 8 + 1
    name = RULES.catalog.card_name(card)
    assert (
        RULES.why_not_drop(state, seat, card, f"arm:{seat}:{wrong}")
        == f"{name} goes on arm {arm}, not arm {wrong}."
    )
    assert RULES.why_not_drop(state, seat, card, "deck") == "Drop it on one of your octopus's arms."
