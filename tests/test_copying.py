"""One generic state copy for every game: a copy equals its source and never shares a mutable part."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tabletop import registry
from tabletop.rules.copying import clone
from tabletop.rules.core import GameState
from tests.toygame import ToyRules

MUTABLE = (list, dict, set)


def mutable_parts(value, found: dict[int, object]) -> dict[int, object]:
    """Returns every list, dict and set inside `value` (and inside its dataclass fields), by id."""
    if isinstance(value, MUTABLE):
        found[id(value)] = value
        items = value.values() if isinstance(value, dict) else value
        for item in items:
            mutable_parts(item, found)
    elif isinstance(value, tuple):
        for item in value:
            mutable_parts(item, found)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            mutable_parts(getattr(value, name), found)
    return found


def states_of_random_games(rules, games_count: int = 3, seed: int = 1):
    """Yields states met along random games of `rules`."""
    rng = random.Random(seed)
    for n in range(games_count):
        state = rules.setup(min(rules.min_players + n % 2, rules.max_players), {}, seed + n)
        for _ in range(400):
            yield state
            legal = rules.legal_actions(state)
            if not legal:
                break
            state = rules.apply(state, rng.choice(legal))


def test_every_game_state_copy_is_equal_and_shares_nothing_mutable():
    for rules in [*(registry.load_rules(g) for g in registry.game_ids()), ToyRules()]:
        checked = 0
        for state in states_of_random_games(rules):
            copy = state.clone()
            assert copy == state and type(copy) is type(state)
            shared = mutable_parts(state, {}).keys() & mutable_parts(copy, {}).keys()
            assert not shared, f"{rules.id}: the copy shares {len(shared)} mutable parts"
            checked += 1
        assert checked >= 20


@dataclass
class Nested(GameState):
    grid: list[list[list[int]]] = field(default_factory=list)
    names: dict[str, list[str]] = field(default_factory=dict)
    loose: object = None  # says nothing of its depth: deep-copied


def test_a_field_is_copied_as_deep_as_its_type_says():
    state = Nested(players=2, rng=1, grid=[[[1, 2]], [[3]]], names={"a": ["x"]}, loose={"k": [1]})
    copy = clone(state)
    copy.grid[0][0].append(9)
    copy.names["a"].append("y")
    copy.loose["k"].append(2)
    assert state.grid == [[[1, 2]], [[3]]] and state.names == {"a": ["x"]} and state.loose == {"k": [1]}
