"""The PI's effects: the steps of a behaviour card's G (a tentacle) and H (Forbidden Knowledge), one a step.

Steps (rules/pi_schema.py PI_STEPS): gain, row_gain, refresh_row, seize (Cosmoctopus moves onto the nearer
investigated tile; the PI gains as it enters), tax (every active player returns up to `count` of a
resource to the bank).
"""

from __future__ import annotations

from games.cosmoctopus.rules import bridge, investigator, piles
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import EFFECT, ROW, PiEffect, PiGained, Placed, Taxed
from games.cosmoctopus.rules.state import CosmoState, Job
from tabletop.rules.decisions import AUTOMATON
from tabletop.rules.events import record


def row_gain(cat: Catalog, state: CosmoState, extra: int = 0, source: str = ROW, overlooked: int = 0) -> None:
    """The PI gains a resource matching each card in the card row but the first `overlooked` (the leftmost;
    `extra` more for each card of the investigated resource's type); `source` says why (its turn's step 1,
    or an effect)."""
    wanted = investigator.behaviour(cat, state.pi_card).resource
    got = dict.fromkeys(cat.resources, 0)
    for card in state.row[overlooked:]:
        resource = cat.resource_of(card)
        got[resource] += 1 + (extra if resource == wanted else 0)
    for resource, count in got.items():
        state.pi_pool[resource] += count
        if count:
            record(state, PiGained(resource, count, source))


def nearest(cat: Catalog, state: CosmoState, cells: list[int]) -> int | None:
    """Returns the cell among `cells` fewest steps from the head (the lowest on a tie), None if none is
    reachable."""
    seen, frontier = {state.head}, [state.head]
    while frontier:
        found = sorted(c for c in frontier if c in cells)
        if found:
            return found[0]
        frontier = sorted({n for c in frontier for n in bridge.links(state, c) if n not in seen})
        seen.update(frontier)
    return None


def _seize(cat: Catalog, state: CosmoState, job: Job) -> None:
    watched = investigator.investigated(cat, state)
    if state.head in watched:
        return
    target = nearest(cat, state, watched)
    if target is not None:
        state.head = target
        record(state, Placed(AUTOMATON, target))
        investigator.entered(cat, state)


def _tax(cat: Catalog, state: CosmoState, job: Job) -> None:
    returned = [0] * state.players
    for seat in range(state.players):
        if not investigator.finished(state, seat):
            pool = state.pool[seat]
            returned[seat] = min(job.count, pool[job.resource])
            pool[job.resource] -= returned[seat]
    record(state, Taxed(job.resource, job.count, tuple(returned)))


def _gain(cat: Catalog, state: CosmoState, job: Job) -> None:
    state.pi_pool[job.resource] += job.count
    record(state, PiGained(job.resource, job.count, EFFECT))


STEPS = {
    "gain": _gain,
    "row_gain": lambda cat, state, job: row_gain(cat, state, source=EFFECT),
    "refresh_row": piles.refresh_row,
    "seize": _seize,
    "tax": _tax,
}


def run_step(cat: Catalog, state: CosmoState) -> None:
    """Does the first of the PI's effect steps still to happen."""
    job = state.pi_jobs.pop(0)
    record(state, PiEffect(state.pi_card, job.do, job.resource, job.count))
    STEPS[job.do](cat, state, job)
