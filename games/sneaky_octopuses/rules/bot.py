"""What a computer player values in Sneaky Octopuses. Nothing is hidden, so a sampled world is the view
itself with a fresh random stream (the die rolls to come are unknown)."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from games.sneaky_octopuses.rules.catalog import CLOCKWISE, Catalog, step
from games.sneaky_octopuses.rules.reach import reachable_tanks
from games.sneaky_octopuses.rules.scoring import next_worth, points, target
from games.sneaky_octopuses.rules.state import SneakyState, owner, place_cell

if TYPE_CHECKING:
    from games.sneaky_octopuses.rules.game import SneakyRules

OUT = 0.2  # an octopus out of its home tank, free to work
AT_TANK = 0.15  # an empty-handed octopus next to a fish tank with fish in it: a steal ready
CARRY = 0.5  # a held fish is worth this share of its points when next to the home tank ...
FAR = 0.05  # ... and this much less for every step further away
DANGER = 0.5  # the share of a held fish's worth lost when a keeper stands next to its holder
LEAD_SCALE = 0.45  # how sharply a lead in worth turns into a chance to win

# Hard's search (tabletop/bots/hard.py, Tuning): many actions a turn, each octopus once, so it weighs the
# Normal player's best few, finishes its own turn greedily, and plays on greedily for a few decisions.
SEARCH = {"root_width": 6, "own_steps": True, "tree_depth": 1, "greedy_sample": 12, "rollout_decisions": 3}


def sample(rules: SneakyRules, view: SneakyState, seat: int, rng: random.Random) -> SneakyState:
    """Returns the view itself (nothing is hidden) with a fresh random stream for the rolls to come."""
    state = view.clone()
    state.rng = rng.getrandbits(63)
    return state


def evaluate(rules: SneakyRules, state: SneakyState, seat: int) -> float:
    """Returns the seat's chance to win, guessed from its worth against the best other seat's."""
    cat = rules.catalog
    mine = worth(cat, state, seat)
    best = max(worth(cat, state, other) for other in range(state.players) if other != seat)
    return 1.0 / (1.0 + math.exp(-LEAD_SCALE * (mine - best)))


def worth(cat: Catalog, state: SneakyState, seat: int) -> float:
    """Returns the seat's points plus what its octopuses and the fish they hold promise."""
    total = float(points(cat, state, seat))
    near = cat.home_distance(state.homes[seat])
    keepers = {k.cell for k in state.keepers.values() if k.cell is not None}
    holders = {place[5:] for place in state.fish.values() if place.startswith("octo:")}
    stocked = {cat.tank_of(place_cell(p)) for p in state.fish.values() if p.startswith("tank:")}
    for octopus in cat.octopuses(seat):
        cell = state.octopuses[octopus]
        if cell is None:
            continue
        total += OUT
        if octopus not in holders and stocked & set(reachable_tanks(cat, cell)):
            total += AT_TANK
    for fish, place in state.fish.items():
        if place.startswith("octo:") and owner(place[5:]) == seat:
            cell = state.octopuses[place[5:]]
            share = max(CARRY - FAR * near.get(cell, 9), 0.1)
            if any(step(cell, d) in keepers for d in CLOCKWISE):
                share *= 1 - DANGER
            total += share * next_worth(cat, state, seat, fish)
    return min(total, target(state) + 1.0)
