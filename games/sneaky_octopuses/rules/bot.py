"""What a computer player values in Sneaky Octopuses. Nothing is hidden, so a sampled world is the view
itself with a fresh random stream (the die rolls to come are unknown)."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.scoring import target
from games.sneaky_octopuses.rules.state import ACT, SHOWER, SneakyState
from tabletop.rules.core import Action

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
# again: it remembers them (`remember`, by `position`). One decision played on after the next player's
# turn (the searcher's first action of its next turn) keeps the positions met few enough to be met again
# (two cost a fifth of the simulations; three half). Its greedy steps weigh the ways to end a turn as one
# (`playout_choices`). The tree reaches the next player's first reply (`tree_depth` 2) and tries the
# children that score best more (`exploration` 0.25, not 0.7): the candidates' scores differ by
# hundredths, so with 0.7 every candidate got nearly the same visits whatever the time, and more time
# changed nothing. A greedy step weighs 8 of the legal actions drawn at random (`greedy_sample`; 12 before):
# 17 % fewer instructions a simulation, so more of them a decision, for both budgets' searches.
SEARCH = {
    "root_width": 6,
    "own_steps": True,
    "tree_depth": 2,
    "greedy_sample": 8,
    "rollout_decisions": 1,
    "remember": True,
    "exploration": 0.25,
    "playout_choices": True,
}


def sample(rules: SneakyRules, view: SneakyState, seat: int, rng: random.Random) -> SneakyState:
    """Returns the view itself (nothing is hidden) with a fresh random stream for the rolls to come."""
    state = view.clone()
    state.rng = rng.getrandbits(63)
    return state


def playout_choices(rules: SneakyRules, state: SneakyState, legal: list[Action], rng: random.Random):
    """Returns the actions the search's greedy steps weigh: every action, but the ways of ending a turn by
    activating a keeper weighed as one (one of them at random: before the die is rolled they leave the
    same pieces, so the evaluation scores them the same), and a keeper's shower chosen at random (it is off
    the board in any of them)."""
    kind = state.decisions[-1].kind if state.decisions else ""
    if kind == SHOWER:
        return [rng.choice(legal)]
    if kind != ACT or len(legal) < 2 or legal[1].kind != "activate":
        return legal
    ends = 2  # the activations come first (moves.turn_actions)
    while ends < len(legal) and legal[ends].kind == "activate":
        ends += 1
    return [legal[rng.randrange(ends)], *legal[ends:]]


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
    best = max(found[:seat] + found[seat + 1 :])
    return 1.0 / (1.0 + math.exp(-LEAD_SCALE * (mine - best)))


def worth(cat: Catalog, state: SneakyState, seat: int) -> float:
    """Returns the seat's points plus what its octopuses and the fish they hold promise."""
    return worths(cat, state)[seat]


def worths(cat: Catalog, state: SneakyState) -> list[float]:
    """Returns every seat's worth (see `worth`). The search weighs every position it tries by this: what
    the fish alone decide (points, the fish held, the squares by a stocked tank) is worked out once for
    each way the fish lie (`_fish_read`), and only the octopuses and keepers are read each time. Each
    seat's sum is added up in the order `worth` names its parts (tests/sneaky_octopuses/reference.py
    holds it to the plain one, to the last bit)."""
    points, held, holders, by_stocked = _fish_read(cat, state)
    found = list(points)
    octopuses = state.octopuses
    for seat, team in enumerate(cat.teams[: state.players]):
        total = found[seat]
        for octopus in team:
            cell = octopuses[octopus]
            if cell is not None:
                total += OUT
                if cell in by_stocked and octopus not in holders:
                    total += AT_TANK
        found[seat] = total
    if held:
        keepers = {guard.cell for guard in state.keepers.values()}  # (None among them for one off the board)
        around = cat.around
        for holder, seat, worth_home, shares in held:
            cell = octopuses[holder]
            share = shares.get(cell, FAR_SHARE)
            if not keepers.isdisjoint(around[cell]):
                share *= 1 - DANGER
            found[seat] += share * worth_home
    cap = _caps.get(state.options.get("target"))
    if cap is None:
        cap = _caps[state.options.get("target")] = target(state) + 1.0
    return [total if total < cap else cap for total in found]


FAR_SHARE = max(CARRY - FAR * 9, 0.1)  # a held fish's share on a square with no way home
FISH_READS_KEPT = 5_000  # ways the fish lie remembered before the store starts afresh
_caps: dict = {}  # the 'target' option's text -> the highest worth (the target plus one point)


def _fish_read(cat: Catalog, state: SneakyState):
    """Returns what the fish alone decide: each seat's points (as a float), each fish held as its holder,
    its seat, what it would score at that seat's home and the share of that a holder gets on each square
    (in the fish's order), the holders, and the squares next to a fish tank with fish in it; remembered
    by where the fish are (`cat.fish_reads`)."""
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
    held = []
    for fish, holder in holding:
        seat = seat_of[holder]
        worth_home = 1 + counts[seat].get(colour[fish], 0)
        held.append((holder, seat, worth_home, _shares(cat, state.homes[seat])))
    by_stocked = frozenset().union(*(cat.by_tank[tank] for tank in stocked))
    found = cat.fish_reads[key] = (points, tuple(held), frozenset(h for _, h in holding), by_stocked)
    return found


def _shares(cat: Catalog, home: int) -> dict:
    """Returns the share of a held fish's worth its holder gets on each square with a way to the home tank
    `home`: CARRY next to it, FAR less for every step further, at least 0.1 (worked out once a home)."""
    found = cat.carry_shares.get(home)
    if found is None:
        found = cat.carry_shares[home] = {
            cell: max(CARRY - FAR * steps, 0.1) for cell, steps in cat.home_distance(home).items()
        }
    return found
