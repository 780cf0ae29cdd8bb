"""The fast rules (precomputed geometry, pieces by square, one action confirmed without listing all) give
exactly what the plain square-by-square rules gave (reference.py): the same legal actions, the same way
for every move, and `is_legal` agreeing with the list on every action offered and on near misses."""

from __future__ import annotations

import random

import pytest

from games.sneaky_octopuses.rules.moves import is_legal
from games.sneaky_octopuses.rules.reach import move_options, walks
from games.sneaky_octopuses.rules.state import ACT, COPIED, RELAY, SneakyState, Step, held
from games.sneaky_octopuses.rules.ways import way
from tabletop.rules.copying import copiers
from tabletop.rules.core import Action, sorted_actions
from tabletop.rules.decisions import Prompt
from tests.sneaky_octopuses import reference
from tests.sneaky_octopuses.builders import CAT, RULES, drop, give, keeper, octo, put, quiet

KINDS = ("escape", "steal", "move", "throw", "ink", "activate", "end_turn", "keep", "roll", "shower", "drop")


def near_misses(state, legal: list[Action], rng: random.Random, count: int) -> list[Action]:
    """Returns actions like the legal ones with one field changed to something often almost right."""
    zones = [f"cell:{x},{y}" for x, y in CAT.letter] + [f"tank:{x},{y}" for x, y in CAT.letter]
    targets = [
        *rng.sample(zones, 12),
        *(f"home:{s}" for s in range(4)),
        *(f"keeper:{n}" for n in range(1, 5)),
    ]
    targets += [f"shower:{s}" for s in CAT.showers] + [None, "cell:x", ""]
    pieces = [*state.octopuses, *state.fish, *state.keepers, None]
    choices = [None, "none", *state.fish, "1", "6", "7"]
    found = []
    for _ in range(count):
        base = rng.choice(legal)
        field = rng.randrange(5)
        if field == 0:
            found.append(Action(rng.choice(KINDS), base.seat, base.piece, base.target, base.choice))
        elif field == 1:
            found.append(
                Action(base.kind, rng.choice([-1, 0, 1, 2, 3]), base.piece, base.target, base.choice)
            )
        elif field == 2:
            found.append(Action(base.kind, base.seat, rng.choice(pieces), base.target, base.choice))
        elif field == 3:
            found.append(Action(base.kind, base.seat, base.piece, rng.choice(targets), base.choice))
        else:
            found.append(Action(base.kind, base.seat, base.piece, base.target, rng.choice(choices)))
    return found


def check(state, earlier: list[Action], rng: random.Random) -> list[Action]:
    """Checks one state against the reference; returns its legal actions."""
    legal = RULES.legal_actions(state)
    assert legal == reference.legal(CAT, state)
    assert legal == sorted_actions(legal)  # listed in order: the rules do not sort it again
    offered = set(legal)
    for action in [*legal, *earlier, *near_misses(state, legal or earlier or [Action("keep", 0)], rng, 40)]:
        assert RULES.is_legal(state, action) == (action in offered), action
    if state.decisions and state.decisions[-1].kind == ACT:
        for octopus, cell in state.octopuses.items():
            if cell is not None:
                plain = reference.move_options(CAT, state, octopus)
                assert move_options(CAT, state, octopus) == plain, octopus
                for (dest, choice), path in plain.items():  # the one way a move applied weighs
                    assert way(CAT, state, octopus, dest, choice) == path, (octopus, dest, choice)
    return legal


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13)])
def test_random_games_list_and_confirm_as_the_plain_rules(players, seed):
    rng = random.Random(seed)
    state = RULES.setup(players, {}, seed)
    earlier: list[Action] = []
    for _ in range(260):
        legal = check(state, earlier, rng)
        if not legal:
            break
        earlier = legal
        action = (
            legal[random.Random(state.rng).randrange(len(legal))] if legal[0].seat < 0 else rng.choice(legal)
        )
        state = RULES.apply(state, action)


def crowded():
    """Returns a turn with keepers watching, fish on the ground and in hand, opponents in the way and
    Squish by the middle tank's gaps: every rule of moving at once."""
    state = quiet(2)
    put(state, octo(0, "squish"), 4, 4)
    put(state, octo(0, "speedy"), 3, 5)
    put(state, octo(0, "squirt"), 5, 3)
    put(state, octo(0, "tako"), 7, 5)
    put(state, octo(1, "squish"), 3, 4)
    put(state, octo(1, "tako"), 6, 4)
    put(state, octo(1, "speedy"), 5, 1)
    keeper(state, "keeper-1", 3, 7, "n")
    keeper(state, "keeper-2", 9, 3, "w")
    drop(state, "fish-orange-1", 4, 3)
    drop(state, "fish-blue-2", 2, 5)
    give(state, octo(0, "tako"), "fish-pink-1", "fish-green-3")
    return state


def test_a_crowded_turn_lists_and_confirms_as_the_plain_rules():
    state = crowded()
    legal = check(state, [], random.Random(5))
    kinds = {a.kind for a in legal}
    assert {"move", "throw", "ink", "activate"} <= kinds
    assert any(a.kind == "move" and a.choice == "fish-orange-1" for a in legal)  # picked up on the way
    squish = move_options(CAT, state, octo(0, "squish"))
    assert ((6, 6), "none") in squish  # under the middle tank's legs


def test_the_way_a_move_takes_is_the_plain_rules_way_with_keepers_watching():
    state = crowded()
    for octopus in (octo(0, "squish"), octo(0, "speedy"), octo(0, "squirt"), octo(1, "squish")):
        plain = reference.move_options(CAT, state, octopus)
        assert move_options(CAT, state, octopus) == plain
        for (dest, choice), path in plain.items():  # the one way a move applied weighs
            assert way(CAT, state, octopus, dest, choice) == path
            assert way(CAT, state, octopus, dest, choice) == path  # asked again: the kept ways
    assert sorted(walks(CAT, state, octo(0, "speedy"))) == sorted(
        reference.walks(CAT, state, octo(0, "speedy"))
    )


def test_is_legal_refuses_a_throw_of_a_fish_the_octopus_does_not_hold():
    state = crowded()
    throw = next(a for a in RULES.legal_actions(state) if a.kind == "throw")
    assert RULES.is_legal(state, throw)
    assert held(state, octo(0, "tako")) == ["fish-green-3", "fish-pink-1"]
    state.fish[throw.piece] = "cell:1,1"
    assert not is_legal(CAT, state, throw)
    assert throw not in RULES.legal_actions(state)


def test_a_position_changed_in_place_is_asked_about_afresh():
    state = crowded()
    before = RULES.legal_actions(state)
    put(state, octo(0, "speedy"), 1, 1)  # a test (or a tool) moves a piece in the same state
    keeper(state, "keeper-3", 4, 5, "e")
    after = RULES.legal_actions(state)
    assert after != before
    assert after == reference.legal(CAT, state)
    assert all(RULES.is_legal(state, a) for a in after)
    assert not any(RULES.is_legal(state, a) for a in before if a not in set(after))


def test_the_kept_moves_and_actions_stay_within_their_bounds_and_right(monkeypatch):
    from games.sneaky_octopuses.rules import acts, ways

    monkeypatch.setattr(ways, "KEPT", 5)
    monkeypatch.setattr(acts, "KEPT", 40)
    CAT.ways.clear()
    CAT.actions.clear()
    rng = random.Random(21)
    state = RULES.setup(2, {}, 21)
    for _ in range(120):
        legal = RULES.legal_actions(state)
        assert legal == reference.legal(CAT, state)
        assert len(CAT.ways) <= 5 and len(CAT.actions) <= 40
        if not legal:
            break
        action = (
            legal[random.Random(state.rng).randrange(len(legal))] if legal[0].seat < 0 else rng.choice(legal)
        )
        state = RULES.apply(state, action)


def test_a_copy_of_the_state_copies_every_field_the_generic_copy_would():
    assert {name for name, _ in copiers(SneakyState)} == COPIED
    state = crowded()
    copy = state.clone()
    assert type(copy) is SneakyState and copy == state and copy.__dict__.keys() == state.__dict__.keys()
    for name in COPIED:
        assert getattr(copy, name) is not getattr(state, name), name
    copy.octopuses[octo(0, "tako")] = None
    copy.fish["fish-orange-1"] = "scored:0"
    copy.keepers["keeper-1"] = copy.keepers["keeper-2"]
    copy.posts["keeper-1"] = (1, 1)
    copy.homes.append(9)
    copy.options["target"] = "20"
    assert state == crowded()


def test_the_kept_lists_tell_apart_positions_alike_in_their_squares():
    # The same squares held by other pieces: another keeper on the board, another team-mate in the chain.
    first = crowded()
    assert RULES.legal_actions(first) == reference.legal(CAT, first)
    swapped = crowded()
    swapped.keepers["keeper-3"], swapped.keepers["keeper-1"] = (
        swapped.keepers["keeper-1"],
        quiet().keepers["keeper-1"],
    )
    assert RULES.legal_actions(swapped) == reference.legal(CAT, swapped)
    assert {a.target for a in RULES.legal_actions(swapped) if a.kind == "activate"} == {
        "keeper:2",
        "keeper:3",
    }
    for mate in ("squish", "squirt"):  # the team-mate next in line threw to the catcher, or stands there
        relay = crowded()
        put(relay, octo(0, "squish"), 7, 3)
        put(relay, octo(0, "squirt"), 4, 4)
        relay.decisions = (
            *relay.decisions,
            Prompt(0, RELAY, Step(fish="fish-pink-1", catcher=octo(0, "tako"), chain=(octo(0, mate),))),
        )
        legal = RULES.legal_actions(relay)
        assert legal == reference.legal(CAT, relay), mate
        assert any(a.kind == "throw" for a in legal)
