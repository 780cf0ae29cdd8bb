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
# A sampled world is the view with a fresh random stream, so the search meets the same positions again and
# again: it remembers them (`remember`, by `position`). Two decisions played on after the die (the next
# player's first two actions) keep the positions met few enough to be met again: twice the simulations
# of three. The tree reaches the next player's first reply (`tree_depth` 2) and tries the children that
# score best more (`exploration` 0.25, not 0.7): the candidates' scores differ by hundredths, so with
# 0.7 every candidate got nearly the same visits whatever the time, and more time changed nothing.
SEARCH = {
    "root_width": 6,
    "own_steps": True,
    "tree_depth": 2,
    "greedy_sample": 12,
    "rollout_decisions": 2,
    "remember": True,
    "exploration": 0.25,
}


def sample(rules: SneakyRules, view: SneakyState, seat: int, rng: random.Random) -> SneakyState:
    """Returns the view itself (nothing is hidden) with a fresh random stream for the rolls to come."""
    state = view.clone()
    state.rng = rng.getrandbits(63)
    return state


def position(rules: SneakyRules, state: SneakyState) -> tuple:
    """Returns what decides play from a state on and how it is weighed: where every piece is, where each
    keeper began the turn (its walk never goes back there), who decides what now, the turns begun and
    the winner. Two states with the same position differ only in the random stream and in what play never
    reads (the last walk shown, the game's figures, the last action's events): the search remembers a
    position's legal actions, where a player's action leads and its score by it (hard.py, `remember`)."""
    return (
        tuple(state.octopuses.values()),
        tuple(state.fish.values()),
        tuple(state.keepers.values()),
        tuple(state.posts.values()),
        state.decisions,
        state.turns,
        state.winner,
        state.over,
    )


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
    """Returns every seat's worth (see `worth`). The search weighs every position it tries by this: what
    the fish alone decide (points, the fish held, the stocked tanks) is worked out once for each way the
    fish lie (`_fish_read`), and only the octopuses and keepers are read each time."""
    points, held, holders, stocked = _fish_read(cat, state)
    keepers = {k.cell for k in state.keepers.values() if k.cell is not None}
    octopuses, seat_of, around, tanks_near = state.octopuses, cat.seat_of, cat.around, cat.tanks_near
    cap = target(state) + 1.0
    found = []
    for seat in range(state.players):
        total = points[seat]
        for octopus in cat.team[seat]:
            cell = octopuses[octopus]
            if cell is None:
                continue
            total += OUT
            if octopus not in holders and not stocked.isdisjoint(tanks_near[cell]):
                total += AT_TANK
        if held:
            near = cat.home_distance(state.homes[seat])
            for holder, worth_home in held:
                if seat_of[holder] != seat:
                    continue
                cell = octopuses[holder]
                share = max(CARRY - FAR * near.get(cell, 9), 0.1)
                if not keepers.isdisjoint(around[cell]):
                    share *= 1 - DANGER
                total += share * worth_home
        found.append(min(total, cap))
    return found


FISH_READS_KEPT = 5_000  # ways the fish lie remembered before the store starts afresh


def _fish_read(cat: Catalog, state: SneakyState):
    """Returns what the fish alone decide: each seat's points (as a float), each fish held as its holder
    and what it would score at its holder's home (in the fish's order), the holders, and the fish tanks
    with fish in them; remembered by where the fish are (`cat.fish_reads`)."""
    key = (state.players, tuple(state.fish.values()))
    found = cat.fish_reads.get(key)
    if found is not None:
        return found
    if len(cat.fish_reads) >= FISH_READS_KEPT:
        cat.fish_reads.clear()
    read, colour, seat_of = cat.place_read, cat.colour, cat.seat_of
    counts: list[dict[str, int]] = [{} for _ in range(state.players)]
    holding: list[tuple[str, str]] = []  # (fish, holder) in the fish's order
    stocked: set[str] = set()
    for fish, place in state.fish.items():
        kind, what = read[place]
        if kind == "s":
            tally = counts[what]
            hue = colour[fish]
            tally[hue] = tally.get(hue, 0) + 1
        elif kind == "o":
            holding.append((fish, what))
        elif kind == "t":
            stocked.add(what)
    points = tuple(float(sum(n * (n + 1) // 2 for n in tally.values())) for tally in counts)
    held = tuple((holder, 1 + counts[seat_of[holder]].get(colour[fish], 0)) for fish, holder in holding)
    found = cat.fish_reads[key] = (
        points,
        held,
        frozenset(holder for _, holder in holding),
        frozenset(stocked),
    )
    return found
