"""The legal actions of the decision on top: a turn's octopus actions and keeper, a relay, the die, a
shower. Every action with a piece names its target as a zone: 'cell:x,y', 'home:<seat>', 'shower:<id>';
a keeper is activated by a click on 'keeper:<n>'.

`legal` lists them all; `is_legal` confirms one action as the list would, asking only about its own
piece (the engine applies an action after confirming it, so this is on every step)."""

from __future__ import annotations

from operator import attrgetter

from games.sneaky_octopuses.rules.acts import act
from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.keepers import free_showers
from games.sneaky_octopuses.rules.reach import Board, board, escapes, jet_targets, throw_targets
from games.sneaky_octopuses.rules.state import ACT, RELAY, ROLL, SHOWER, SneakyState
from games.sneaky_octopuses.rules.ways import may_move, move_actions
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CHANCE, END_TURN

PIECE_TARGET = attrgetter("piece", "target")  # the order of a kind's actions of one seat with no choice
LISTS_KEPT = 20_000  # lists kept in the catalog (cat.lists) before the store starts afresh


def legal(cat: Catalog, state: SneakyState) -> list[Action]:
    """Returns the actions of the decision on top, in their sorted order (core.sorted_actions's), as a
    new list."""
    prompt = decisions.top(state)
    if prompt.kind == ACT:
        return turn_actions(cat, state, prompt.seat)
    if prompt.kind == RELAY:
        data = prompt.data
        where = board(cat, state)
        return [
            act(cat, "keep", prompt.seat),
            *throw_actions(cat, state, where, prompt.seat, data.catcher, data.chain, [data.fish]),
        ]
    if prompt.kind == ROLL:
        rolls = cat.lists.get(ROLL)
        if rolls is None:
            rolls = cat.lists[ROLL] = [act(cat, "roll", CHANCE, choice=n) for n in sorted(cat.roll_choices)]
        return list(rolls)
    if prompt.kind == SHOWER:
        keeper = prompt.data.keeper
        targets = sorted(f"shower:{s}" for s in free_showers(cat, state))
        return [act(cat, "shower", prompt.seat, keeper, target) for target in targets]
    return []


def turn_actions(cat: Catalog, state: SneakyState, seat: int) -> list[Action]:
    """Returns a turn's actions: one per octopus that has not acted, and activating a keeper (which ends
    the turn; with no keeper on the board, End turn instead).

    They come in the order of a sorted legal list (by kind: activate, end_turn, escape, ink, move, steal,
    throw; then by piece, target and choice), so that sorting them costs little: the octopuses are asked
    in the order of their ids, and each octopus's moves are kept sorted (ways.py)."""
    used = decisions.top(state).data.used
    where = board(cat, state)
    octopuses = state.octopuses
    zones = cat.zones
    escape: list[Action] = []
    ink: list[Action] = []
    move: list[Action] = []
    steal: list[Action] = []
    throw: list[Action] = []
    throwers = 0
    ways_out = None
    for octopus in cat.in_order[seat]:
        if octopus in used:
            continue
        cell = octopuses[octopus]
        if cell is None:  # in its home tank: out to a free square touching it
            if ways_out is None:  # the squares touching its home with no octopus (reach.escapes)
                octos = where.octos
                ways_out = tuple([c for c in cat.home_touching[state.homes[seat]] if c not in octos])
            escape += _escapes(cat, seat, octopus, ways_out)
            continue
        zone = zones[cell]
        near = cat.tanks_near[cell]
        if near and where.tanks:
            tanks = where.tanks
            for tank in near:
                inside = tanks.get(tank)
                if inside:
                    steal += _steals(cat, seat, zone, inside)
        if cat.kind_of[octopus] == "squirt":
            ink += _inks(cat, seat, octopus, jet_targets(cat, where.octos, where.keepers, cell))
        move += move_actions(cat, where, seat, octopus, cell)
        fish = where.held.get(octopus)
        if fish:
            throw += throw_actions(cat, state, where, seat, octopus, (), fish)
            throwers += 1
    if len(steal) > 1:  # a tank's fish lie in the order of the fish, not of their ids
        steal.sort(key=PIECE_TARGET)
    if throwers > 1:
        throw.sort(key=PIECE_TARGET)
    return [*_activations(cat, seat, where), *escape, *ink, *move, *steal, *throw]


def _escapes(cat: Catalog, seat: int, octopus: str, cells: tuple) -> list[Action]:
    """Returns an octopus's escapes to these squares, sorted by target (built once, then kept)."""
    key = ("escape", octopus, cells)
    found = cat.lists.get(key)
    if found is None:
        found = cat.lists[key] = sorted(
            (act(cat, "escape", seat, octopus, cat.zones[c]) for c in cells), key=PIECE_TARGET
        )
    return found


def _steals(cat: Catalog, seat: int, zone: str, fish: tuple[str, ...]) -> list[Action]:
    """Returns the steals of these fish (one tank's) from the square `zone` (built once, then kept)."""
    key = ("steal", seat, zone, fish)
    found = cat.lists.get(key)
    if found is None:
        if len(cat.lists) >= LISTS_KEPT:
            cat.lists.clear()
        found = cat.lists[key] = [act(cat, "steal", seat, f, zone) for f in fish]
    return found


def _inks(cat: Catalog, seat: int, octopus: str, cells: list) -> list[Action]:
    """Returns Squirt's jets of ink to these squares, sorted by target (built once, then kept)."""
    key = ("ink", octopus, *cells)
    found = cat.lists.get(key)
    if found is None:
        if len(cat.lists) >= LISTS_KEPT:
            cat.lists.clear()
        found = cat.lists[key] = sorted(
            (act(cat, "ink", seat, octopus, cat.zones[c]) for c in cells), key=PIECE_TARGET
        )
    return found


def _activations(cat: Catalog, seat: int, where: Board) -> list[Action]:
    """Returns the actions activating each keeper on the board, or End turn when there are none (kept by
    which keepers are on the board)."""
    on_board = tuple(where.keepers.values())
    key = ("activate", seat, on_board)
    found = cat.lists.get(key)
    if found is None:
        zones = cat.keeper_zones
        found = [act(cat, "activate", seat, target=zones[k]) for k in on_board]
        found = cat.lists[key] = sorted(found, key=PIECE_TARGET) if found else [act(cat, END_TURN, seat)]
    return found


def throw_actions(
    cat, state: SneakyState, where: Board, seat: int, thrower: str, chain, fish
) -> list[Action]:
    """Returns the throws of these fish by `thrower`: along its lines, into its home tank if next to it.
    Kept by what they depend on: the thrower's square and home, the fish, the pieces on its lines (bits)
    and where the team-mates of the chain stand (a team-mate already in it is no target)."""
    cell = state.octopuses[thrower]
    home = state.homes[seat]
    lines = cat.in_sight[cell]
    key = (
        "throw",
        thrower,
        cell,
        home,
        tuple(fish),
        where.everyone & lines,
        where.teams[seat] & lines,
        where.guards & lines,
        tuple([state.octopuses[o] for o in chain]) if chain else (),
    )
    found = cat.lists.get(key)
    if found is None:
        if len(cat.lists) >= LISTS_KEPT:
            cat.lists.clear()
        zones = cat.zones
        shots = throw_targets(cat, where.octos, where.keepers, cell, seat, (*chain, thrower))
        targets = [zones[c] for c in shots]
        if cell in cat.home_next[home]:
            targets.append(f"home:{seat}")
        targets.sort()
        found = cat.lists[key] = [act(cat, "throw", seat, f, t) for f in fish for t in targets]
    return found  # the fish held in id order


def is_legal(cat: Catalog, state: SneakyState, action: Action) -> bool:
    """Tells whether `action` is one of `legal(cat, state)`, looking only at what it names."""
    prompt = decisions.top(state)
    if prompt is None or action.seat != prompt.seat:
        return False
    kind = prompt.kind
    if kind == ACT:
        return _turn_legal(cat, state, prompt.data.used, action)
    if kind == RELAY:
        data = prompt.data
        if action.kind == "keep":
            return action.piece is None and action.target is None and action.choice is None
        return (
            action.kind == "throw"
            and action.piece == data.fish
            and _throw_legal(cat, state, data.catcher, data.chain, action)
        )
    if kind == ROLL:
        return (
            action.kind == "roll"
            and action.piece is None
            and action.target is None
            and action.choice in cat.roll_choices
        )
    if kind == SHOWER:
        target = action.target or ""
        return (
            action.kind == "shower"
            and action.piece == prompt.data.keeper
            and action.choice is None
            and target.startswith("shower:")
            and target[7:] in free_showers(cat, state)
        )
    return False


def _turn_legal(cat: Catalog, state: SneakyState, used: tuple[str, ...], action: Action) -> bool:
    """Tells whether a turn's action is legal (see `turn_actions`)."""
    kind, seat, piece = action.kind, action.seat, action.piece
    if kind in ("activate", END_TURN):
        if piece is not None or action.choice is not None:
            return False
        keepers = [k for k in cat.keepers if state.keepers[k].cell is not None]
        if kind == END_TURN:
            return not keepers and action.target is None
        return any(cat.keeper_zones[k] == action.target for k in keepers)
    if action.target is None:
        return False
    team = cat.team.get(seat, ())
    if kind == "steal":
        return _steal_legal(cat, state, used, team, action)
    if kind == "throw":
        place = state.fish.get(piece or "", "")
        thrower = place[5:]
        if not place.startswith("octo:") or thrower not in team or thrower in used:
            return False
        return _throw_legal(cat, state, thrower, (), action)
    if piece not in team or piece in used:
        return False
    cell = state.octopuses[piece]
    if kind == "escape":
        if cell is not None or action.choice is not None or not action.target.startswith("cell:"):
            return False
        return cat.places.get(action.target) in escapes(cat, state, seat)
    if cell is None or not action.target.startswith("cell:"):
        return False
    dest = cat.places.get(action.target)
    if kind == "move":
        if action.choice is None:
            return False
        return dest is not None and may_move(
            cat, board(cat, state), seat, piece, cell, action.target, action.choice
        )
    if kind == "ink":
        if action.choice is not None or cat.kind_of[piece] != "squirt":
            return False
        where = board(cat, state)
        return dest in jet_targets(cat, where.octos, where.keepers, cell)
    return False


def _steal_legal(cat: Catalog, state: SneakyState, used, team, action: Action) -> bool:
    place = state.fish.get(action.piece or "", "")
    if action.choice is not None or not place.startswith("tank:") or not action.target.startswith("cell:"):
        return False
    cell = cat.places.get(action.target)
    stealer = next((o for o, at in state.octopuses.items() if at == cell), None) if cell else None
    if stealer not in team or stealer in used:
        return False
    return cat.letter[cat.places[place]] in cat.tanks_near[cell]


def _throw_legal(cat: Catalog, state: SneakyState, thrower: str, chain, action: Action) -> bool:
    """Tells whether the throw of `action.piece` by `thrower` (who holds it) to `action.target` is legal."""
    target = action.target or ""
    if action.choice is not None:
        return False
    cell = state.octopuses[thrower]
    seat = action.seat
    if target.startswith("home:"):
        return target == f"home:{seat}" and cell in cat.home_next[state.homes[seat]]
    if not target.startswith("cell:"):
        return False
    where = board(cat, state)
    dest = cat.places.get(target)
    return dest in throw_targets(cat, where.octos, where.keepers, cell, seat, (*chain, thrower))
