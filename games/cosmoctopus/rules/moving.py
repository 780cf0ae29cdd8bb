"""Move Cosmoctopus: steps to adjacent tiles of the layout in play, inside a MOVE prompt, then Confirm.

The first step of a move is free; each further step costs one resource of any type as Tribute.
Cosmoctopus never steps back onto the tile it started the move on, so the move can never end there (our
reading of "cannot return to the same tile"). Only the final tile's bonus is gained, once the move is
confirmed; Cancel puts the head back and refunds the Tribute.

One 'move' action takes the head to any tile it can reach with the Tribute the player can pay, by the
shortest way (`route`: the lower cell first where two ways are as short; only the last tile counts, so a
longer way would only cost more): the action's choice names the resources paying the Tribute of its
steps, in resource order, joined by commas ('ink,ink,coins'; None when it is free). So a head dropped
three tiles away moves there in one go, and Undo takes the whole of it back.
"""

from __future__ import annotations

from functools import lru_cache

from games.cosmoctopus.rules import bridge
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import MoveBegan, MoveCancelled, Moved, MoveEnded
from games.cosmoctopus.rules.jobs import jobs_of
from games.cosmoctopus.rules.state import HEAD, MOVE, Ask, CosmoState, parse_cell, tile_zone, top_ask
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, CONFIRM, Prompt
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record

PASS = "pass"


def start(state: CosmoState, seat: int, optional: bool = False, card: str = "", of: tuple[int, int] = (0, 0)):
    """Begins a Move Cosmoctopus action for `seat` (an optional one may be passed); an effect's move names
    its `card` and, one of several granted at once, which one it is `of` how many (number, count)."""
    state.move_start, state.path, state.tribute = state.head, [], []
    number, count = of
    decisions.push(state, Prompt(seat, MOVE, Ask(optional=optional, card=card, number=number, count=count)))
    if card:
        record(state, MoveBegan(seat, card, number or 1, count or 1))


def steps(cat: Catalog, state: CosmoState) -> list[int]:
    """Returns the cells the head may step onto now: adjacent (across the bridge too), never the move's
    starting tile."""
    return [cell for cell in bridge.links(state, state.head) if cell != state.move_start]


def routes(cat: Catalog, state: CosmoState, seat: int, paying: bool = True) -> dict[int, list[int]]:
    """Returns each cell the head may reach now with the Tribute the seat can pay (`paying` False: with
    any Tribute), with the shortest way there (the cells stepped onto, the target last; the lower cell
    first on a tie), never through the move's starting tile."""
    ways = _ways_from(state.layout.links, bridge.joined(state), state.head, state.move_start)
    budget = sum(state.pool[seat].values()) + (0 if state.path else 1) if paying else len(ways)
    return {cell: list(way) for cell, way in ways.items() if len(way) <= budget}


@lru_cache(maxsize=4096)
def _ways_from(
    links: tuple[tuple[int, ...], ...], bridged: tuple[int, ...], head: int, start: int
) -> dict[int, tuple[int, ...]]:
    """Returns every cell reachable from `head` with the shortest way there (breadth first, the lower cell
    first), never through `start`; `bridged`: the two cells the bridge joins (or none). Shared: read only."""

    found: dict[int, tuple[int, ...]] = {}
    frontier, seen = [(head, ())], {head, start}
    while frontier:
        ahead = []
        for cell, way in frontier:
            for nxt in sorted(bridge.linked(links, bridged, cell)):
                if nxt not in seen:
                    seen.add(nxt)
                    found[nxt] = (*way, nxt)
                    ahead.append((nxt, found[nxt]))
        frontier = sorted(ahead)
    return found


def tribute_of(cat: Catalog, state: CosmoState, steps_taken: int) -> int:
    """Returns the Tribute owed for `steps_taken` more steps of the move under way (its first is free)."""
    return steps_taken - (0 if state.path else 1)


def tributes(choice: str | None) -> list[str]:
    """Returns the resources an action's choice pays as Tribute, one a step ('' or None: none)."""
    return [r for r in (choice or "").split(",") if r]


@lru_cache(maxsize=8192)
def _moves(
    resources: tuple[str, ...], where: tuple, moved: bool, have: tuple[int, ...], seat: int
) -> tuple[Action, ...]:
    """Returns the 'move' actions of a seat with `have` resources (in `resources`' order), the head where
    `where` says (the layout's links, the bridge's cells, the head, the move's start), `moved` already
    this move or not: the same every time they are asked for, so worked out once."""
    budget = sum(have) + (0 if moved else 1)
    found, ways = [], {}
    for cell, way in _ways_from(*where).items():
        if len(way) > budget:
            continue
        owed = len(way) - (0 if moved else 1)
        if owed not in ways:
            ways[owed] = _ways(resources, have, owed) if owed > 0 else (None,)
        target = tile_zone(cell)
        found += [Action("move", seat, HEAD, target, choice) for choice in ways[owed]]
    return tuple(found)


def payments(cat: Catalog, pool: dict[str, int], count: int) -> list[str | None]:
    """Returns every way to pay `count` resources of Tribute from `pool`, as action choices (None: free),
    in resource order (as itertools.combinations_with_replacement lists them)."""
    if count <= 0:
        return [None]
    return list(_ways(cat.resources, tuple(pool[r] for r in cat.resources), count))


@lru_cache(maxsize=4096)
def _ways(resources: tuple[str, ...], have: tuple[int, ...], count: int) -> tuple[str, ...]:
    """Returns the ways to pay `count` from `have` (counts in `resources`' order), each once: the most of
    the first resource first, then of the next, as combinations_with_replacement orders them."""
    found: list[str] = []

    def fill(index: int, left: int, taken: list[str]) -> None:
        if not left:
            found.append(",".join(taken))
            return
        if index == len(resources):
            return
        for n in range(min(left, have[index]), -1, -1):
            fill(index + 1, left - n, taken + [resources[index]] * n)

    fill(0, count, [])
    return tuple(found)


def actions(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    """Returns the move's actions: the head to each tile it can reach, one action for each way to pay the
    Tribute of the steps there; Confirm and Cancel once moved, Pass for a move that may be skipped; a
    bridge token moved for a card (bridge.py)."""
    pool = state.pool[seat]
    have = tuple(pool[r] for r in cat.resources)
    where = (state.layout.links, bridge.joined(state), state.head, state.move_start)
    found = list(_moves(cat.resources, where, bool(state.path), have, seat))
    if state.path:
        found += [Action(CONFIRM, seat), Action(CANCEL, seat)]
    elif top_ask(state).optional:
        found.append(Action(PASS, seat))
    return found + bridge.start_actions(cat, state, seat)


@handles("move", prompt=MOVE)
def step(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Moves the head to the target the shortest way, paying the Tribute named by the action's choice."""
    way, paid = routes(cat, state, action.seat)[parse_cell(action.target)], tributes(action.choice)
    for resource in paid:
        state.pool[action.seat][resource] -= 1
    record(state, Moved(action.seat, state.head, tuple(way), tuple(paid)))
    state.tribute += paid
    state.head = way[-1]
    state.path += way


@handles(CANCEL, prompt=MOVE)
def cancel(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Puts the head back where the move began and refunds the Tribute."""
    for resource in state.tribute:
        state.pool[action.seat][resource] += 1
    record(state, MoveCancelled(action.seat, state.move_start, tuple(state.tribute)))
    state.head, state.path, state.tribute = state.move_start, [], []


def _end(state: CosmoState) -> None:
    decisions.pop(state)
    state.move_start, state.path, state.tribute = -1, [], []
    if state.phase == "move":
        state.phase = "main"


def confirm(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Ends the move where the head is (the Tribute goes to the bank): that tile's bonus comes next."""
    ended(state, action.seat)
    _end(state)
    bonus(cat, state, action.seat)


def ended(state: CosmoState, seat: int) -> None:
    """Records the end of the move under way, before it is cleared."""
    record(state, MoveEnded(seat, state.head, len(state.path), tuple(state.tribute)))


def skip(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Passes a move that may be skipped."""
    _end(state)


def bonus(cat: Catalog, state: CosmoState, seat: int) -> None:
    """Queues the bonus of the tile under the head, first among the jobs."""
    tile = state.realm[state.head]
    state.jobs[0:0] = jobs_of(cat.tile[tile].bonus, seat, tile)


def reach(cat: Catalog, state: CosmoState, seat: int) -> dict[int, int]:
    """Returns each cell the move under way may still end on, with the Tribute to pay to get there by the
    shortest way (what the table lights while the head is dragged)."""
    return {cell: tribute_of(cat, state, len(way)) for cell, way in routes(cat, state, seat).items()}


def refusal(cat: Catalog, state: CosmoState, action: Action, name: str) -> str:
    """Returns why a move of the head to the action's tile (called `name`) is refused ('' if it is not)."""
    cell, have = parse_cell(action.target), sum(state.pool[action.seat].values())
    if cell == state.head:
        return f"Cosmoctopus is already on {name}: drag its head to another tile."
    way = routes(cat, state, action.seat, paying=False).get(cell)
    if way is None:
        return (
            f"Cosmoctopus cannot reach {name} from here: it moves from tile to adjacent tile (touching along "
            "an edge, or joined by a line or the cosmic bridge), never back onto the tile it started on."
        )
    owed = tribute_of(cat, state, len(way))
    if owed > have:
        steps = f"{len(way)} step{'s' * (len(way) > 1)}"
        return (
            f"Reaching {name} takes {steps}: {owed} resource{'s' * (owed > 1)} of Tribute (each step after "
            f"the move's first costs 1), and you have {have} (cards cannot pay Tribute)."
        )
    if owed:
        return f"Reaching {name} costs {owed} resource{'s' * (owed > 1)} of Tribute, of your choice."
    return ""
