"""What a Rainbow Octopus action made happen is recorded by its handlers as typed events (events.py): the
narrator words them, the table celebrates from them, a view masks the cards it hides; nothing compares
two states to learn what happened."""

from __future__ import annotations

import random
import typing

from games.rainbow_octopus.rules import tell
from games.rainbow_octopus.rules.events import (
    Delivered,
    Drew,
    Eighth,
    Ended,
    NewColour,
    OctopusEvent,
    Replaced,
    Reshuffled,
    Revealed,
    RoundBegan,
    Stole,
    WildsTaken,
    Won,
)
from games.rainbow_octopus.rules.state import SETUP, arm_zone, phase_of
from tabletop.rules.core import Action
from tabletop.rules.events import of_kind
from tabletop.rules.gamelog import entry

from .loaded import RULES
from .test_builders import act, begin, give, put, stack, table
from .test_playing import exhausted_table

RAINBOW = ["red-1-a", "orange-2-a", "yellow-3-a", "green-4-a", "blue-5-a", "indigo-6-a", "violet-7-a"]


def test_the_end_of_setup_records_the_choices_turned_up_the_wilds_taken_and_the_first_round():
    state = RULES.setup(3, {"first": "1"}, 2)
    while phase_of(state) == SETUP:
        before, action = state, RULES.legal_actions(state)[0]
        state = RULES.apply(state, action)
    picks = [p for p in before.picks]
    picks[action.seat] = [*picks[action.seat], action.piece]
    revealed = of_kind(state.events, Revealed)
    assert revealed == [Revealed(s, tuple(p)) for s, p in enumerate(picks)]
    assert of_kind(state.events, WildsTaken) == [WildsTaken((0, 1, 2))]
    assert of_kind(state.events, RoundBegan) == [RoundBegan(1, state.tide)]
    line = entry(RULES, before, action, state).public
    assert "Everyone's chosen card is turned up: <seat 0> " in line
    assert "Everyone takes their Wild into their hand." in line
    assert f"Round 1 begins: the tide is {RULES.catalog.tides[state.tide].name}." in line


def test_a_draw_records_the_card_masked_for_the_others_and_a_reshuffle_first():
    state = table(3)
    stack(state, "blue-5-a")
    after = act(state, "draw", 0, None, "deck")
    assert after.events == (Drew(0, "blue-5-a"),)
    assert RULES.view(after, 0).events == (Drew(0, "blue-5-a"),)
    assert RULES.view(after, 1).events == RULES.view(after, None).events == (Drew(0, None),)
    state.discard[:], state.deck[:] = state.deck, []
    after = act(state, "draw", 0, None, "deck")
    assert [type(e) for e in after.events] == [Reshuffled, Drew]
    line = entry(RULES, state, Action("draw", 0, None, "deck"), after)
    assert line.public == "<seat 0> drew a card. The discard pile was shuffled into a new deck first."


def test_a_play_records_what_it_replaced_and_the_new_colour_the_table_celebrates():
    state = table(3)
    put(state, 0, "red-3-a")
    give(state, 0, "violet-3-a")
    state = act(state, "draw", 0, None, "deck")
    play = Action("play", 0, "violet-3-a", "arm:0:3")
    after = RULES.apply(state, play)
    assert of_kind(after.events, Replaced) == [Replaced(0, 3, "red-3-a")]
    assert of_kind(after.events, NewColour) == [NewColour(0, 3, "violet")]
    assert RULES.narrator.celebrations(RULES.view(state, 1), RULES.view(after, 1)) == [arm_zone(0, 3)]
    assert entry(RULES, state, play, after).public.startswith(
        "<seat 0> played Violet 3 on arm 3, replacing Red 3 (discarded)."
    )


def test_a_replaced_wild_must_move_and_its_move_is_the_eighth_celebrated():
    state = table(3)
    put(state, 0, "wild-1", 3)
    give(state, 0, "red-3-a")
    state = act(state, "draw", 0, None, "deck")
    play = Action("play", 0, "red-3-a", "arm:0:3")
    state_after = RULES.apply(state, play)
    assert of_kind(state_after.events, Replaced) == [Replaced(0, 3, "wild-1", True)]
    assert "replacing their Wild, which must now move" in entry(RULES, state, play, state_after).public
    moved = act(state_after, "move", 0, "wild-1", "arm:0:5")
    assert of_kind(moved.events, Eighth) == [Eighth(0, 5)]
    assert RULES.narrator.celebrations(state_after, moved) == [arm_zone(0, 5)]


def test_a_random_card_taken_from_a_hand_is_named_to_the_two_seats_only():
    state = table(3, tide="hermit_crab")
    give(state, 1, "green-4-a")
    begin(state, 0)  # the steal step again, now with a card to take
    legal = [a for a in RULES.legal_actions(state) if a.kind == "steal"]
    steal = next(a for a in legal if a.target == "hand:1")
    after = RULES.apply(state, steal)
    assert of_kind(after.events, Stole) == [Stole(0, 1, "green-4-a", True)]
    assert of_kind(RULES.view(after, 2).events, Stole) == [Stole(0, 1, None, True)]
    line = entry(RULES, state, steal, after)
    assert line.line_for(1).startswith("<seat 0> took your Green 4 at random")
    assert line.line_for(2).startswith("<seat 0> took a random card from <seat 1>'s hand.")


def test_the_winning_play_records_the_win():
    state = table(tide="plankton_bloom")
    for card in RAINBOW:
        put(state, 0, card)
    state = act(state, "draw", 0, None, "deck")
    state = act(state, "draw", 0, None, "deck")
    after = act(state, "play", 0, "wild-1", "arm:0:8")
    assert of_kind(after.events, Won) == [Won(0)] and of_kind(after.events, Eighth) == [Eighth(0, 8)]
    said = RULES.narrator.announce(state, after, Action("play", 0, "wild-1", "arm:0:8"), None)
    assert said.endswith("<seat 0> shows all seven colours plus their eighth and wins!")


def played(seed: int, players: int, options: dict):
    """Yields (before, action, after) through a random game to its end."""
    state = RULES.setup(players, options, seed)
    rng = random.Random(seed)
    while RULES.legal_actions(state):
        action = rng.choice(RULES.legal_actions(state))
        after = RULES.apply(state, action)
        yield state, action, after
        state = after


def test_random_games_record_every_kind_of_event():
    seen = set()
    for seed in range(8):
        for options in ({"powers": "on"}, {"tides": "off"}):
            for _, _, after in played(seed, 4, options):
                seen |= {type(e) for e in after.events}
    # Running out of cards is rare in random games: test_the_end_with_no_card_to_draw... builds it.
    assert seen == set(typing.get_args(OctopusEvent)) - {Ended}


def test_a_riptide_s_passes_are_recorded_and_named_to_their_receivers():
    for seed in range(40):
        for before, action, after in played(seed, 4, {}):
            delivered = of_kind(after.events, Delivered)
            if not delivered:
                continue
            line = entry(RULES, before, action, after)
            for passed in delivered:
                assert f"You received {RULES.catalog.card_name(passed.cards[0])}" in line.line_for(
                    passed.seat
                )
                others = [s for s in range(4) if s not in (passed.seat, passed.giver)]
                hidden = RULES.view(after, others[0]).events
                assert Delivered(passed.seat, passed.giver, (None,) * len(passed.cards)) in hidden
            assert "The passed cards change hands." in line.public
            return
    raise AssertionError("no secret pass in 40 games")


def test_the_end_with_no_card_to_draw_records_the_winners():
    state = exhausted_table()
    begin(state, 0)  # seat 0 must draw, and no card is left anywhere
    assert of_kind(state.events, Ended) == [Ended((1, 2))] == [Ended(RULES.outcome(state).winners)]
    assert tell.aftermath(RULES.catalog, state, None)[-1] == "No cards are left to draw, so the game is over."
