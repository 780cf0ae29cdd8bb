"""Setup: fish dealt from the seed with no two alike in a tank, keepers at the showers, teams at home,
a random first player (or a chosen one), the agreed target; the same seed and actions give the same game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.sneaky_octopuses.rules.state import ACT
from tabletop.rules.decisions import top_kind
from tabletop.rules.match import Match, default_seats

from .builders import CAT, RULES


@pytest.mark.parametrize("players", [1, 5])
def test_the_game_is_for_two_to_four_players(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        RULES.setup(players, {}, 1)


@pytest.mark.parametrize("seed", range(12))
def test_fish_are_dealt_one_per_tank_square_never_two_alike_in_a_tank(seed):
    state = RULES.setup(4, {}, seed)
    places = list(state.fish.values())
    assert len(set(places)) == 25 and all(p.startswith("tank:") for p in places)
    for tank, squares in CAT.tanks.items():
        here = {f"tank:{x},{y}" for x, y in squares}
        colours = Counter(CAT.colour_of(f) for f, p in state.fish.items() if p in here)
        assert max(colours.values()) == 1, f"tank {tank} has two fish of one colour"


def test_the_deal_comes_from_the_seed():
    assert RULES.setup(2, {}, 3).fish == RULES.setup(2, {}, 3).fish
    assert len({tuple(RULES.setup(2, {}, s).fish.items()) for s in range(6)}) > 1


def test_keepers_start_on_the_shower_entrances_facing_the_board():
    state = RULES.setup(3, {}, 1)
    assert {k.cell for k in state.keepers.values()} == set(CAT.entrance_cells)
    for keeper, shower in zip(CAT.keepers, CAT.showers, strict=True):
        assert state.keepers[keeper].cell == CAT.entrances[shower]
        assert state.keepers[keeper].facing == CAT.facing_board(shower)
    assert [state.keepers[k].facing for k in CAT.keepers] == ["s", "w", "n", "e"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_has_the_four_specialists_in_their_tank(players):
    state = RULES.setup(players, {}, 1)
    assert len(state.octopuses) == 4 * players
    assert all(at is None for at in state.octopuses.values())
    assert CAT.octopuses(0) == ["octo-0-speedy", "octo-0-tako", "octo-0-squish", "octo-0-squirt"]
    named = [f"{s.name} {s.title}" for s in CAT.content.specialists]
    assert named == ["Speedy the Skater", "Tako the Spy", "Squish the Squisher", "Squirt the Shooter"]
    assert len(set(state.homes)) == players


def test_two_players_take_opposite_corners():
    assert RULES.setup(2, {}, 1).homes == [1, 3]


def test_the_first_player_is_random_from_the_seed_or_chosen():
    firsts = {RULES.setup(4, {}, seed).first for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    state = RULES.setup(3, {"first": "2"}, 5)
    assert state.first == 1 and RULES.to_act(state) == 1 and top_kind(state) == ACT
    with pytest.raises(ValueError, match="first player"):
        RULES.setup(3, {"first": "4"}, 5)


def test_the_target_is_ten_by_default_and_may_be_agreed():
    assert RULES.check_options(2, {})["target"] == "10"
    assert RULES.check_options(2, {"target": "15"})["target"] == "15"
    with pytest.raises(ValueError, match="target"):
        RULES.check_options(2, {"target": "11"})


def test_the_same_seed_and_actions_give_the_same_game_dice_and_reactions_too():
    match = Match(RULES, default_seats(3), {}, 42)
    rng = random.Random(9)
    while match.legal_actions() and len(match.actions) < 400:
        match.apply(match.random_action(rng))
    assert any(a.kind == "roll" for a in match.actions)
    again = Match(RULES, default_seats(3), {}, 42, list(match.actions))
    assert again.state == match.state and again.replayed() == match.state


def test_the_die_is_rolled_from_the_seed_so_the_same_seed_and_moves_give_the_same_rolls():
    def rolls(seed: int) -> list[str]:
        match = Match(RULES, default_seats(2), {}, seed)
        while len(match.actions) < 120:
            action = next((a for a in match.legal_actions() if a.kind in ("activate", "end_turn")), None)
            match.apply(action or RULES.actor_action(match.state))  # chance rolls from the state's stream
        return [a.choice for a in match.actions if a.kind == "roll"]

    assert rolls(5) == rolls(5) and len(set(rolls(5))) > 3
    assert rolls(5) != rolls(6)
