"""The PI's effects: the steps of a behaviour card's G (a tentacle) and H (Forbidden Knowledge), one a step.

Steps (rules/pi_schema.py PI_STEPS): gain, row_gain, refresh_row, seize (Cosmoctopus moves onto the nearer
investigated tile; the PI gains as it enters), tax (every active player returns up to `count` of a
resource to the bank).
"""

from __future__ import annotations

from games.cosmoctopus.rules import bridge, investigator, piles
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import CosmoState, Job


def row_gain(cat: Catalog, state: CosmoState, extra: int = 0) -> None:
    """The PI gains a resource matching each card in the card row (`extra` more for each card of the
    investigated resource's type)."""
    wanted = investigator.behaviour(cat, state.pi_card).resource
    for card in state.row:
        resource = cat.resource_of(card)
        state.pi_pool[resource] += 1 + (extra if resource == wanted else 0)


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
        investigator.entered(cat, state)


def _tax(cat: Catalog, state: CosmoState, job: Job) -> None:
    for seat in range(state.players):
        if not investigator.finished(state, seat):
            pool = state.pool[seat]
            pool[job.resource] -= min(job.count, pool[job.resource])


def _gain(cat: Catalog, state: CosmoState, job: Job) -> None:
    state.pi_pool[job.resource] += job.count


STEPS = {
    "gain": _gain,
    "row_gain": lambda cat, state, job: row_gain(cat, state),
    "refresh_row": piles.refresh_row,
    "seize": _seize,
    "tax": _tax,
}


def run_step(cat: Catalog, state: CosmoState) -> None:
    """Does the first of the PI's effect steps still to happen."""
    job = state.pi_jobs.pop(0)
    STEPS[job.do](cat, state, job)
