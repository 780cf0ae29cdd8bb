"""The rules contract, checked for every registered game and each of its variants.

A new game gets these checks by being registered: random seeded games (biased toward
ending) finish, every legal action applies, random illegal actions raise and change nothing, the action list
replays to the same state, components are neither made nor lost, `view` of a seat
holds no other seat's hidden card, and an answer in a response window has a hand-off
caption worded from the public view. The random games are the slow tier (`pytest -m slow`).
"""

from __future__ import annotations

import copy
import dataclasses
import itertools
import random
from collections import Counter

import msgspec
import pytest

from tabletop import registry
from tabletop.bots.base import value
from tabletop.rules import decisions
from tabletop.rules.core import Action, IllegalAction, Rules
from tabletop.rules.match import Match, default_seats
from tabletop.rules.narrator import NEXT_TURN

GAMES_PER_SETTING = 3
MAX_STEPS = 20_000
GREEDY_SHARE = 0.5  # the share of a player's moves that is the best by its game's evaluation...
GREEDY_CHOICES = 6  # ...of this many legal actions drawn at random
CHECK_EVERY = 3  # illegal tries: at each kind of decision's first state, then every third step
VIEW_EVERY = 7  # views: likewise, every seventh step


def settings(rules: Rules) -> list[tuple[int, dict[str, str]]]:
    """Returns (players, options) pairs: every variant choice (with the options it needs), at the fewest and
    most seats allowed."""
    found = []
    for variant in rules.variants:
        for choice in variant.choices:
            options = {**dict(variant.needs), variant.key: choice}
            try:
                full = rules.check_options(rules.min_players, options)
            except ValueError:
                continue
            found += [(rules.min_players_for(full), options), (rules.max_players_for(full), options)]
    return found or [(rules.min_players, {}), (rules.max_players, {})]


CASES = [
    pytest.param(
        game_id,
        players,
        options,
        id=f"{game_id}-{players}p-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'base'}",
    )
    for game_id in registry.game_ids()
    for players, options in settings(registry.load_rules(game_id))
]


def strings_in(value, seen: set[int] | None = None) -> set[str]:
    """Returns every string held anywhere inside a state (fields, lists, dicts, tuples, events)."""
    seen = seen if seen is not None else set()
    if isinstance(value, str):
        return {value}
    if id(value) in seen:
        return set()
    seen.add(id(value))
    if dataclasses.is_dataclass(value):
        value = [getattr(value, f.name) for f in dataclasses.fields(value)]
    elif isinstance(value, msgspec.Struct):
        value = list(msgspec.structs.astuple(value))
    elif isinstance(value, dict):
        value = list(value.keys()) + list(value.values())
    if isinstance(value, list | tuple | set | frozenset):
        return set().union(*(strings_in(v, seen) for v in value)) if value else set()
    return set()


def illegal_attempts(rules: Rules, state, rng: random.Random, ids: list[str]) -> list[Action]:
    """Returns actions that are not legal now: wrong seat, wrong piece, wrong target, made-up kinds."""
    legal = rules.legal_actions(state)
    base = rng.choice(legal)
    seats = range(state.players)
    candidates = [
        dataclasses.replace(base, seat=rng.choice([s for s in seats if s != base.seat] or [base.seat + 1])),
        dataclasses.replace(base, piece=rng.choice(ids)),
        dataclasses.replace(base, target=rng.choice(["nowhere", "arm:0:9", "hand:99", "discard", "deck"])),
        dataclasses.replace(base, kind="fly"),
        Action(base.kind, base.seat, "no-such-piece", base.target),
    ]
    return [a for a in candidates if a not in legal]


def check_view_hides_secrets(rules: Rules, state) -> None:
    for seat in [None, *range(state.players)]:
        hidden = rules.hidden_ids(state, seat)
        leaked = strings_in(rules.view(state, seat)) & hidden
        assert not leaked, f"view of seat {seat} shows hidden {sorted(leaked)[:5]}"


def biased_action(rules: Rules, state, legal: list[Action], rng: random.Random, hints) -> Action:
    """Returns the next move of a random game biased toward ending: uniformly random games of some games
    last thousands of moves (nobody goes out, nobody summons). Half the time a player takes the best of a
    few random legal actions by its game's evaluation (an action that ends the game in a win scores
    highest); otherwise, and for a non-player actor, any legal action."""
    seat = rules.to_act(state)
    if hints is None or not decisions.is_player(seat) or len(legal) == 1 or rng.random() >= GREEDY_SHARE:
        return rng.choice(legal)
    tried = rng.sample(legal, min(len(legal), GREEDY_CHOICES))
    return max(tried, key=lambda a: value(rules, hints, rules.apply_legal(state, a), seat))


def decision(rules: Rules, state, legal: list[Action]) -> tuple:
    """Returns what kind of decision a state asks for: a player's or a non-player actor's, the kinds of
    action it may take, whether it answers in a response window."""
    kinds = frozenset(a.kind for a in legal)
    return decisions.is_player(rules.to_act(state)), kinds, decisions.in_window(state)


def play_checked(game_id: str, players: int, options: dict[str, str], seed: int) -> Match:
    """Plays a random game biased toward ending, checking every contract promise along it; returns the
    finished match. Cheap promises are checked at every step: the legal actions are sorted and the seat's
    to act, a window's hand-off is worded from the public view, components are conserved. The costly ones
    (illegal tries refused and changing nothing, views keeping secrets) are checked at the first state of
    each kind of decision met and then every CHECK_EVERY (VIEW_EVERY) steps: the steps between repeat a
    decision already checked in a state a move or two away."""
    rules = registry.load_rules(game_id)
    hints = registry.load_bot(game_id)
    match = Match(rules, default_seats(players, players), dict(options), seed)
    rng = random.Random(seed)
    components = Counter(rules.all_component_ids(match.state))
    ids = sorted(components)
    met: set[tuple] = set()
    for step in itertools.count():
        assert step < MAX_STEPS, "the game did not end"
        legal = match.legal_actions()
        if not legal:
            break
        assert legal == sorted(legal) and {a.seat for a in legal} == {match.to_act}
        kind = decision(rules, match.state, legal)
        new = kind not in met
        met.add(kind)
        if new or step % VIEW_EVERY == 0:
            check_view_hides_secrets(rules, match.state)
        if decisions.in_window(match.state):  # its hand-off asks the question in public words
            assert rules.narrator.handoff(rules.view(match.state, None), match.to_act) != NEXT_TURN
        if new or step % CHECK_EVERY == 0:
            before = copy.deepcopy(match.state)
            for attempt in illegal_attempts(rules, match.state, rng, ids):
                with pytest.raises(IllegalAction) as refused:
                    rules.apply(match.state, attempt)
                assert str(refused.value), f"no reason given for {attempt}"
                assert match.state == before, f"illegal {attempt} changed the state"
        match.apply(biased_action(rules, match.state, legal, rng, hints))
        assert Counter(rules.all_component_ids(match.state)) == components, "a component was made or lost"
    assert match.outcome is not None and match.to_act is None
    check_view_hides_secrets(rules, match.state)  # the finished state too
    return match


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_random_games_keep_the_contract(game_id, players, options):
    for n in range(GAMES_PER_SETTING):
        match = play_checked(game_id, players, options, seed=1000 * players + n)
        assert match.replayed() == match.state, "replaying the actions gave another state"
        again = Match(match.rules, list(match.seats), dict(match.options), match.seed, list(match.actions))
        assert again.state == match.state, "same seed and actions gave another state"
        outcome = match.outcome
        assert len(outcome.scores) == players and (outcome.winners or outcome.lost_to_game)
        if outcome.together:  # a co-operative game is won or lost by every seat together
            assert outcome.winners in ((), tuple(range(players)))
        assert all(0 <= w < players for w in outcome.winners)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_legal_action_applies_and_leaves_the_input_alone(game_id):
    rules = registry.load_rules(game_id)
    rng = random.Random(5)
    state = rules.setup(rules.min_players, {}, 5)
    for _ in range(300):
        legal = rules.legal_actions(state)
        if not legal:
            break
        before = copy.deepcopy(state)
        for action in legal:
            rules.apply(state, action)
            assert state == before, f"apply({action}) changed its input"
        state = rules.apply(state, rng.choice(legal))


def finished(game_id: str, seed: int = 77) -> tuple[Match, list[Action]]:
    """Returns a game played quickly to its end (biased toward ending, no checks on the way), at its
    fewest seats, and the legal actions of its last decision."""
    rules = registry.load_rules(game_id)
    hints = registry.load_bot(game_id)
    match = Match(rules, default_seats(rules.min_players, rules.min_players), {}, seed)
    rng, last = random.Random(seed), []
    while legal := match.legal_actions():
        assert len(match.actions) < MAX_STEPS, "the game did not end"
        match.apply(biased_action(rules, match.state, legal, rng, hints))
        last = legal
    return match, last


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_finished_game_refuses_everything(game_id):
    match, last = finished(game_id)
    assert match.outcome is not None and match.to_act is None and match.legal_actions() == []
    seats = range(len(match.seats))
    for action in [*(Action("play", seat, None, None) for seat in seats), *last]:
        with pytest.raises(IllegalAction, match="over"):
            match.rules.apply(match.state, action)
