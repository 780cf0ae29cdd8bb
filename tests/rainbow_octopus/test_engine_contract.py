"""The rules contract: views hide secrets, illegal actions change nothing, games replay and always end."""

from __future__ import annotations

import random
from collections import Counter

import msgspec
import pytest

from games.rainbow_octopus.rules.state import OctopusState
from tabletop.rules import decisions
from tabletop.rules.core import Action, IllegalAction
from tabletop.rules.events import Event
from tabletop.rules.match import Match, default_seats

from .loaded import RULES
from .test_builders import act, give, inventory, put, stack, table

ZONE_KINDS = {"arm", "hand", "octopus", "discard", "deck", "tide"}


def test_view_hides_other_hands_decks_the_rng_and_keeps_counts():
    state = table(players=3, tide="undercurrent")
    give(state, 1, "red-3-a", "blue-4-a")
    stack(state, "green-5-a")
    state = act(state, "draw", 0, None, "deck")
    seen = RULES.view(state, 1)
    assert seen.hands[1] == state.hands[1]
    assert seen.hands[0] == [None, None] and seen.hands[2] == [None]
    assert seen.deck == [None] * len(state.deck) and seen.tide_deck == [None] * len(state.tide_deck)
    assert seen.rng == 0 and seen.drawn == [None]
    assert seen.arms == state.arms and seen.discard == state.discard and seen.tide == state.tide
    assert RULES.view(state, 0).drawn == ["green-5-a"]
    assert state.hands[0] == ["wild-1", "green-5-a"], "the view must not change the state"


def test_a_spectator_sees_no_hand():
    state = table(players=3)
    seen = RULES.view(state, None)
    assert all(all(card is None for card in hand) for hand in seen.hands)
    wilds = set(state.wilds)
    assert RULES.hidden_ids(state, None) >= {c for h in state.hands for c in h} - wilds


def test_wilds_are_public_knowledge_everyone_knows_whose_each_is():
    state = table(players=3)
    assert not set(state.wilds) & RULES.hidden_ids(state, 0)
    assert RULES.view(state, 0).wilds == state.wilds


def test_hidden_ids_are_the_decks_and_other_hands():
    state = table(players=3)
    give(state, 2, "red-3-a")
    put(state, 1, "blue-4-a")
    hidden = RULES.hidden_ids(state, 0)
    assert "red-3-a" in hidden and "wild-2" not in hidden and set(state.deck) <= hidden
    assert set(state.tide_deck) <= hidden
    assert "wild-1" not in hidden and "blue-4-a" not in hidden and state.tide not in hidden


def test_same_seed_and_actions_give_the_same_game():
    def play(seed):
        state, rng, actions = RULES.setup(4, {"powers": "on"}, seed), random.Random(5), []
        for _ in range(300):
            if RULES.outcome(state) is not None:
                break
            actions.append(rng.choice(RULES.legal_actions(state)))
            state = RULES.apply(state, actions[-1])
        return state, actions

    first, actions = play(42)
    again = RULES.setup(4, {"powers": "on"}, 42)
    for action in actions:
        again = RULES.apply(again, action)
    assert again == first
    assert RULES.setup(4, {}, 42) != RULES.setup(4, {}, 43)


def test_a_match_replays_to_the_same_state():
    match = Match(RULES, default_seats(3), {"first": "2"}, seed=9)
    rng = random.Random(1)
    for _ in range(200):
        if match.outcome is not None:
            break
        match.apply(rng.choice(match.legal_actions()))
    assert match.replayed() == match.state


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (Action("play", 0, "red-3-a", "arm:0:5"), "Red 3 goes on arm 3, not arm 5."),
        (Action("play", 0, "blue-4-a", "arm:0:4"), "That card is not in your hand."),
        (Action("discard", 0, "wild-1", "discard"), "Wild tentacles can never be discarded."),
        (
            Action("draw", 0, None, "deck"),
            "This step is not for drawing. Slack Water: play 1 tentacle (0 of 1 played).",
        ),
        (Action("lose_turn", 0), "You can still play a tentacle, so you must."),
        (Action("play", 1, "red-3-a", "arm:1:3"), "It is not your turn."),
        (Action("play", 0, "no-such-card", "arm:0:3"), "That is not a card you can move."),
        (Action("fly", 0), "That does not fit this step. Slack Water: play 1 tentacle (0 of 1 played)."),
    ],
)
def test_illegal_actions_raise_with_a_reason_and_change_nothing(action, reason):
    state = table(players=3)
    give(state, 0, "red-3-a")
    state = act(state, "draw", 0, None, "deck")
    before = state.clone()
    with pytest.raises(IllegalAction) as error:
        RULES.apply(state, action)
    assert str(error.value) == reason
    assert state == before


def test_clone_is_equal_and_independent():
    state = table(players=3)
    copy = state.clone()
    assert copy == state and copy is not state
    copy.hands[0].append("x")
    copy.arms[1][0] = "y"
    decisions.clear(copy)
    assert state.hands[0] == ["wild-1"] and state.arms[1][0] is None and state.decisions


def plain(value) -> bool:
    """Tells whether a value is built only from ints, strs, lists, dicts, tuples and None (an event is an
    immutable record of such values)."""
    if value is None or isinstance(value, (int, str)):
        return True
    if isinstance(value, Event):
        return all(plain(v) for v in msgspec.structs.astuple(value))
    if isinstance(value, (list, tuple)):
        return all(plain(v) for v in value)
    if isinstance(value, dict):
        return all(plain(k) and plain(v) for k, v in value.items())
    return False


def test_state_holds_only_plain_data():
    state = table(players=3, tide="plankton_bloom")
    assert all(plain(getattr(state, name)) for name in OctopusState.__dataclass_fields__)


def check_actions(state, actor):
    """Checks the legal actions a UI will offer: targets, zones, visible pieces, words."""
    legal = RULES.legal_actions(state)
    assert legal, f"stuck: seat {actor} must act but has no legal action"
    hidden = RULES.hidden_ids(state, actor)
    for action in legal:
        assert action.seat == actor
        assert action.piece is None or action.target is not None
        assert action.piece not in hidden
        assert action.target is None or action.target.split(":")[0] in ZONE_KINDS
        assert RULES.narrator.describe(state, action)
    assert RULES.narrator.prompt(RULES.view(state, actor), actor)


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (3, {"powers": "on"}), (4, {}), (5, {"tides": "off"}), (7, {"powers": "on"}), (8, {})],
)
def test_random_games_always_end_without_getting_stuck_or_losing_a_card(players, options):
    for seed in range(6):
        state = RULES.setup(players, options, seed)
        cards = inventory(state)
        assert set(cards.values()) == {1}
        rng = random.Random(seed)
        steps = 0
        while RULES.outcome(state) is None:
            actor = RULES.to_act(state)
            if steps % 7 == 0:
                check_actions(state, actor)
                assert inventory(state) == cards
            state = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
            steps += 1
            assert steps < 50_000
        assert inventory(state) == cards
        assert RULES.outcome(state).winners
        assert all(len(hand) <= 10 for hand in state.hands)


def test_every_hand_stays_within_its_limit_in_random_play():
    state = RULES.setup(4, {}, 77)
    rng = random.Random(3)
    most = Counter()
    while RULES.outcome(state) is None:
        state = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
        for seat, hand in enumerate(state.hands):
            most[seat] = max(most[seat], len(hand))
    assert max(most.values()) <= 8


KINDS = ("play", "move", "draw", "discard", "pass", "steal", "lose", "lose_turn", "choose")


def random_illegal(state, rng) -> Action:
    """Returns a random action of the seat to act that is not legal now."""
    actor, players = RULES.to_act(state), state.players
    pieces = [*state.hands[actor], *(c for arms in state.arms for c in arms if c), "wild-1", None]
    targets = [f"arm:{actor}:{rng.randint(1, 8)}", f"hand:{rng.randrange(players)}", "discard", "deck"]
    legal = RULES.legal_actions(state)
    while True:
        action = Action(rng.choice(KINDS), actor, rng.choice(pieces), rng.choice(targets))
        if action not in legal:
            return action


@pytest.mark.parametrize("options", [{}, {"powers": "on"}, {"tides": "off"}])
def test_every_illegal_action_is_refused_with_a_players_sentence_and_changes_nothing(options):
    for seed in range(3):
        state, rng = RULES.setup(4, options, seed), random.Random(seed)
        for _ in range(250):
            if RULES.outcome(state) is not None:
                break
            action, before = random_illegal(state, rng), state.clone()
            with pytest.raises(IllegalAction) as error:
                RULES.apply(state, action)
            reason = str(error.value)
            assert reason and reason.endswith(".") and reason != "That move is not allowed now."
            assert state == before
            state = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
