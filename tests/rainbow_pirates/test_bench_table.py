"""The bench measures Rainbow Pirates' busiest table: five players late in a game with large islands,
which only purposeful play builds (random moves cancel most groups they start)."""

from __future__ import annotations

import random

from tabletop.rules.match import Match, default_seats
from tabletop.tools import bench


def island_cards(match: Match) -> list[int]:
    return [sum(len(group) for group in island) for island in match.state.islands]


def test_the_bench_table_has_five_players_late_in_a_game_with_large_islands():
    match = bench.busiest_match("rainbow_pirates")
    cards = island_cards(match)
    assert len(match.seats) == 5 and match.outcome is None and match.state.turn >= 30
    assert min(cards) >= 10 and sum(cards) >= 70
    assert min(len(island) for island in match.state.islands) >= 3  # groups to lay out on every island
    randomly = Match(match.rules, default_seats(5), {}, 1)
    rng = random.Random(1)
    while randomly.legal_actions():
        randomly.apply(rng.choice(randomly.legal_actions()))
    assert sum(cards) > sum(island_cards(randomly))  # more than even a finished random game holds
