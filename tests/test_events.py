"""The engine's events: recorded by a game's handlers while an action is applied, emptied before the next,
copied by sharing, carried to the computer players' worker exactly, and masked in a view."""

from __future__ import annotations

import dataclasses
import random
import re
from dataclasses import dataclass

import msgspec
import pytest

from tabletop import registry
from tabletop.rules.copying import clone
from tabletop.rules.core import Action
from tabletop.rules.events import Event, masked, of_kind, record
from tabletop.rules.gamelog import entry
from tabletop.rules.match import Match, default_seats
from tabletop.rules.narrator import Narrator
from tests.toygame import ToyRules, ToyState


class Played(Event):
    seat: int
    card: str


class Drew(Event):
    seat: int
    card: str | None


class Turned(Event):
    seat: int
    cards: tuple[str | None, ...] = ()


@dataclass
class EventfulState(ToyState):
    events: tuple[Played | Drew | Turned, ...] = ()


class EventfulNarrator(Narrator):
    """Words the toy's events: what a seat may be told of a draw depends on who it is."""

    def announce(self, before, after, action, viewer):
        said = []
        for event in after.events:
            if isinstance(event, Played):
                said.append(f"<seat {event.seat}> played {event.card}.")
            elif isinstance(event, Drew):
                said.append(f"<seat {event.seat}> drew {event.card if viewer == event.seat else 'a card'}.")
        return " ".join(said)


class EventfulRules(ToyRules):
    """The toy card game, its handlers recording what happened."""

    narrator_class = EventfulNarrator

    def _setup(self, players, options, seed):
        toy = super()._setup(players, options, seed)
        return EventfulState(**{name: getattr(toy, name) for name in toy.__dataclass_fields__})

    def _apply_action(self, state, action):
        hand = state.hands[action.seat]
        if action.kind == "play":
            record(state, Played(action.seat, action.piece))
        else:
            record(state, Drew(action.seat, state.deck[-1]))
        super()._apply_action(state, action)
        record(state, Turned(state.turn, tuple(hand)))

    def view(self, state, seat):
        seen = clone(state)
        seen.rng = 0
        seen.deck = [None] * len(state.deck)
        seen.hands = [h[:] if s == seat else [None] * len(h) for s, h in enumerate(state.hands)]
        seen.events = masked(state.events, self.hidden_ids(state, seat))
        return seen


RULES = EventfulRules()
SENTENCE = re.compile(r".* .*[.!?]")  # words with a full stop: what a log says, never a rules state


def strings_of(value) -> list[str]:
    """Returns every string inside a state: its fields, containers and events, at any depth."""
    if isinstance(value, str):
        return [value]
    if dataclasses.is_dataclass(value):
        value = [getattr(value, f.name) for f in dataclasses.fields(value)]
    elif isinstance(value, msgspec.Struct):
        value = msgspec.structs.astuple(value)
    elif isinstance(value, dict):
        value = [*value.keys(), *value.values()]
    if isinstance(value, list | tuple | set | frozenset):
        return [s for v in value for s in strings_of(v)]
    return []


def played_game(seed: int = 3):
    state = RULES.setup(2, {}, seed)
    rng = random.Random(seed)
    while RULES.legal_actions(state):
        yield state
        state = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    yield state


def test_an_action_s_events_are_its_own_and_the_state_before_keeps_its_own():
    state = RULES.setup(2, {}, 3)
    assert state.events == ()
    seat = RULES.to_act(state)
    card = state.hands[seat][0]
    after = RULES.apply(state, Action("play", seat, card, "pile"))
    assert after.events == (Played(seat, card), Turned(1 - seat, tuple(after.hands[seat])))
    again = RULES.apply(after, Action("draw", 1 - seat, None, "deck"))
    assert of_kind(again.events, Drew) == [Drew(1 - seat, after.deck[-1])]
    assert of_kind(again.events, Played) == [] and after.events[0] == Played(seat, card)
    assert state.events == ()


def test_an_illegal_action_records_nothing():
    state = RULES.apply(RULES.setup(2, {}, 3), RULES.legal_actions(RULES.setup(2, {}, 3))[0])
    before = state.events
    with pytest.raises(Exception, match="not your turn"):
        RULES.apply(state, Action("draw", 1 - RULES.to_act(state), None, "deck"))
    assert state.events == before


def test_events_are_immutable_and_a_copy_shares_them():
    state = next(s for s in played_game() if s.events)
    copy = state.clone()
    assert copy == state and copy.events is state.events
    with pytest.raises(AttributeError):
        state.events[0].seat = 5


def test_a_state_with_events_crosses_to_the_worker_exactly():
    for state in played_game():
        data = msgspec.msgpack.encode(state)
        back = msgspec.msgpack.decode(data, type=EventfulState)
        assert back == state and [type(e) for e in back.events] == [type(e) for e in state.events]


def test_a_view_masks_the_hidden_ids_an_event_names():
    state = next(s for s in played_game() if of_kind(s.events, Drew))
    (drew,) = of_kind(state.events, Drew)
    other = 1 - drew.seat
    assert of_kind(RULES.view(state, drew.seat).events, Drew) == [drew]
    assert of_kind(RULES.view(state, other).events, Drew) == [Drew(drew.seat, None)]
    (turned,) = of_kind(RULES.view(state, None).events, Turned)
    hidden = RULES.hidden_ids(state, None)
    assert not hidden & set(turned.cards) and len(turned.cards) == len(of_kind(state.events, Turned)[0].cards)


def test_the_narrator_words_the_events_for_each_seat():
    draws = ((s, a) for s in played_game() for a in RULES.legal_actions(s) if a.kind == "draw")
    state, action = next(draws)
    line = entry(RULES, state, action)
    card = state.deck[-1]
    assert line.public == f"<seat {action.seat}> drew a card."
    assert line.private == {action.seat: f"<seat {action.seat}> drew {card}."}


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_no_game_state_holds_sentences(game_id):
    """What happened is told by the narrator from events; a rules state holds ids, numbers and names."""
    rules = registry.load_rules(game_id)
    state = rules.setup(rules.min_players, {}, 1)
    rng = random.Random(1)
    for _ in range(400):
        said = [s for s in strings_of(state) if SENTENCE.fullmatch(s)]
        assert not said, f"{game_id}'s state holds sentences: {said[:2]}"
        legal = rules.legal_actions(state)
        if not legal:
            break
        state = rules.apply(state, rng.choice(legal))


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_no_view_s_events_name_a_card_its_seat_may_not_see(game_id):
    """A game's view masks the ids its events name that the seat may not see (a card drawn into another's
    hand, passed or stolen in secret): the table reads events from views only."""
    rules = registry.load_rules(game_id)
    players = min(3, rules.max_players)
    state = rules.setup(max(players, rules.min_players), {}, 2)
    rng = random.Random(2)
    for _ in range(300):
        for viewer in (None, *range(state.players)):
            said = set(strings_of(rules.view(state, viewer).events))
            hidden = rules.hidden_ids(state, viewer)
            assert not said & hidden, f"{game_id}: seat {viewer} sees {sorted(said & hidden)[:3]}"
        legal = rules.legal_actions(state)
        if not legal:
            break
        state = rules.apply(state, rng.choice(legal))


@pytest.mark.parametrize(
    ("game_id", "counted"),
    [
        ("rainbow_pirates", "rainbows"),
        ("cosmoctopus", "tentacles"),
    ],
)
def test_celebrations_are_read_from_the_events_and_match_what_changed(game_id, counted):
    """A seat is celebrated exactly when its full rainbows (Rainbow Pirates) or tentacles (Cosmoctopus) grew:
    the narrator reads that from the action's events, and this test checks it against the states. In a
    Rainbow Pirates rearrangement, against the island it began from too: a full rainbow broken and put
    back (or the rearrangement cancelled) is no new one."""
    rules = registry.load_rules(game_id)

    def count(state, seat, since_start=False):
        if counted == "tentacles":
            return state.tentacles[seat]
        from games.rainbow_pirates.rules import groups

        found = groups.full_rainbows(rules.catalog, state.islands[seat], state.wild_as)
        prompt = state.decisions[-1] if state.decisions else None
        if since_start and prompt and prompt.kind == "rearrange" and prompt.seat == seat:
            found = max(found, groups.full_rainbows(rules.catalog, state.arranging, state.arranged_wilds))
        return found

    celebrated = 0
    for seed in range(4):
        match = Match(rules, default_seats(2 + seed % 2), {}, seed)
        rng = random.Random(seed)
        while len(match.actions) < 2500:
            action = match.random_action(rng)
            if action is None:
                break
            before = match.state
            match.apply(action)
            after = match.state
            grew = {f"seat:{s}" for s in range(after.players) if count(after, s) > count(before, s, True)}
            said = rules.narrator.celebrations(before, after)
            assert set(said) == grew, f"{game_id} seed {seed}, {action}: celebrated {said}, grew {grew}"
            assert rules.narrator.celebrations(None, after) == said, "read from the events, not a comparison"
            celebrated += len(said)
    assert celebrated > 0
