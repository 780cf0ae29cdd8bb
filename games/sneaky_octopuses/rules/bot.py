"""What a computer player values in Sneaky Octopuses. Nothing is hidden, so a sampled world is the view
itself with a fresh random stream (the die rolls to come are unknown)."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.scoring import target
from games.sneaky_octopuses.rules.state import SneakyState

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
    found = worths(rules.catalog, state)
    mine = found[seat]
    best = max(w for other, w in enumerate(found) if other != seat)
    return 1.0 / (1.0 + math.exp(-LEAD_SCALE * (mine - best)))


def worth(cat: Catalog, state: SneakyState, seat: int) -> float:
    """Returns the seat's points plus what its octopuses and the fish they hold promise."""
    return worths(cat, state)[seat]


def worths(cat: Catalog, state: SneakyState) -> list[float]:
    """Returns every seat's worth (see `worth`), the fish read once for all: the search weighs every
    position it tries by this, so it reads each place through the catalog's table (`place_read`)."""
    read, colour = cat.place_read, cat.colour
    counts: list[dict[str, int]] = [{} for _ in range(state.players)]
    held: list[tuple[str, str]] = []  # (fish, holder) in the fish's order
    stocked: set[str] = set()
    for fish, place in state.fish.items():
        kind, what = read[place]
        if kind == "s":
            tally = counts[what]
            hue = colour[fish]
            tally[hue] = tally.get(hue, 0) + 1
        elif kind == "o":
            held.append((fish, what))
        elif kind == "t":
            stocked.add(what)
    holders = {holder for _, holder in held}
    keepers = {k.cell for k in state.keepers.values() if k.cell is not None}
    octopuses, seat_of, around, tanks_near = state.octopuses, cat.seat_of, cat.around, cat.tanks_near
    cap = target(state) + 1.0
    found = []
    for seat, tally in enumerate(counts):
        total = float(sum(n * (n + 1) // 2 for n in tally.values()))
        for octopus in cat.team[seat]:
            cell = octopuses[octopus]
            if cell is None:
                continue
            total += OUT
            if octopus not in holders and not stocked.isdisjoint(tanks_near[cell]):
                total += AT_TANK
        if held:
            near = cat.home_distance(state.homes[seat])
            for fish, holder in held:
                if seat_of[holder] != seat:
                    continue
                cell = octopuses[holder]
                share = max(CARRY - FAR * near.get(cell, 9), 0.1)
                if not keepers.isdisjoint(around[cell]):
                    share *= 1 - DANGER
                total += share * (1 + tally.get(colour[fish], 0))
        found.append(min(total, cap))
    return found
