"""Move Cosmoctopus: one step at a time to an adjacent tile of the layout in play, inside a MOVE prompt,
then Confirm.

The first step of a move is free; each further step costs one resource of any type as Tribute (the
action's choice names it). Cosmoctopus never steps back onto the tile it started the move on, so the
move can never end there (our reading of "cannot return to the same tile"). Only the final tile's
bonus is gained, once the move is confirmed; Cancel puts the head back and refunds the Tribute.
"""

from __future__ import annotations

from games.cosmoctopus.rules import bridge
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.jobs import jobs_of
from games.cosmoctopus.rules.state import HEAD, MOVE, Ask, CosmoState, parse_cell, tile_zone, top_ask
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, CONFIRM, Prompt
from tabletop.rules.dispatch import handles

PASS = "pass"


def start(state: CosmoState, seat: int, optional: bool = False) -> None:
    """Begins a Move Cosmoctopus action for `seat` (an optional one may be passed)."""
    state.move_start, state.path, state.tribute = state.head, [], []
    decisions.push(state, Prompt(seat, MOVE, Ask(optional=optional)))


def steps(cat: Catalog, state: CosmoState) -> list[int]:
    """Returns the cells the head may step onto now: adjacent (across the bridge too), never the move's
    starting tile."""
    return [cell for cell in bridge.links(state, state.head) if cell != state.move_start]


def actions(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    """Returns the move's actions: a step (with the Tribute's resource after the first), Confirm and
    Cancel once moved, Pass for a move that may be skipped; a bridge token moved for a card (bridge.py)."""
    pool = state.pool[seat]
    tributes = [r for r in cat.resources if pool[r] > 0] if state.path else [None]
    found = [Action("move", seat, HEAD, tile_zone(c), r) for c in steps(cat, state) for r in tributes]
    if state.path:
        found += [Action(CONFIRM, seat), Action(CANCEL, seat)]
    elif top_ask(state).optional:
        found.append(Action(PASS, seat))
    return found + bridge.start_actions(cat, state, seat)


@handles("move", prompt=MOVE)
def step(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Moves the head one tile, paying the Tribute named by the action's choice."""
    if action.choice:
        state.pool[action.seat][action.choice] -= 1
        state.tribute.append(action.choice)
    state.head = parse_cell(action.target)
    state.path.append(state.head)


@handles(CANCEL, prompt=MOVE)
def cancel(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Puts the head back where the move began and refunds the Tribute."""
    for resource in state.tribute:
        state.pool[action.seat][resource] += 1
    state.head, state.path, state.tribute = state.move_start, [], []


def _end(state: CosmoState) -> None:
    decisions.pop(state)
    state.move_start, state.path, state.tribute = -1, [], []
    if state.phase == "move":
        state.phase = "main"


def confirm(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Ends the move where the head is (the Tribute goes to the bank): that tile's bonus comes next."""
    _end(state)
    bonus(cat, state, action.seat)


def skip(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Passes a move that may be skipped."""
    _end(state)


def bonus(cat: Catalog, state: CosmoState, seat: int) -> None:
    """Queues the bonus of the tile under the head, first among the jobs."""
    state.jobs[0:0] = jobs_of(cat.tile[state.realm[state.head]].bonus, seat, "")


def reach(cat: Catalog, state: CosmoState, seat: int) -> dict[int, int]:
    """Returns each cell the move under way may still end on, with the Tribute still to pay to get there
    by the shortest way (what the table lights while the head is dragged)."""
    costs, frontier, distance = {}, [state.head], 0
    seen = {state.head, state.move_start}
    budget = sum(state.pool[seat].values())
    while frontier:
        distance += 1
        tribute = distance - (0 if state.path else 1)
        if tribute > budget:
            break
        ahead = [c for cell in frontier for c in bridge.links(state, cell) if c not in seen]
        for cell in ahead:
            seen.add(cell)
            costs[cell] = tribute
        frontier = sorted(set(ahead))
    return costs
