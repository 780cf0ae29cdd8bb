"""What each action does: the octopus actions, throws and their chains, ink, keepers, showers, and the
turn's end (showers cleared, the next player, the round limit). What follows is recorded as events."""

from __future__ import annotations

from games.sneaky_octopuses.rules import keepers as kp
from games.sneaky_octopuses.rules.catalog import Catalog, Cell
from games.sneaky_octopuses.rules.events import (
    ALL_HOME,
    ROUND_LIMIT,
    Ended,
    Hit,
    Safe,
    Scored,
    Showered,
    TurnBegan,
    Won,
)
from games.sneaky_octopuses.rules.reach import NO_FISH, Shot, board
from games.sneaky_octopuses.rules.scoring import points, target
from games.sneaky_octopuses.rules.state import (
    ACT,
    END,
    RELAY,
    ROLL,
    Keeper,
    SneakyState,
    Step,
    cell_place,
    keeper_at,
    octopus_at,
    owner,
    set_turn,
    turn_data,
)
from games.sneaky_octopuses.rules.ways import way
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CHANCE, Prompt, top_kind
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record

_new = tuple.__new__  # builds a NamedTuple from its fields' tuple, without its __new__ written in Python


def start_turn(state: SneakyState, seat: int) -> None:
    """Begins a seat's turn: every octopus may act once; where each keeper stands is noted (its walk this
    turn never goes back there)."""
    state.turn_seat = seat
    state.posts = {keeper: guard.cell for keeper, guard in state.keepers.items()}
    decisions.push(state, Prompt(seat, ACT, Step()))


def _used(state: SneakyState, octopus: str) -> None:
    """Marks the octopus as having acted this turn."""
    top = state.decisions[-1]
    if top.kind == ACT:  # the turn's prompt on top, as it is for an octopus action
        turn = top.data
        used = _new(Step, ((*turn.used, octopus), turn.fish, turn.catcher, turn.chain, turn.keeper))
        state.decisions = (*state.decisions[:-1], _new(Prompt, (top.seat, ACT, used, top.window)))
        return
    turn = turn_data(state)
    set_turn(state, Step((*turn.used, octopus), turn.fish, turn.catcher, turn.chain, turn.keeper))


def _noise(cat: Catalog, state: SneakyState, actor: str, squares, involved=()) -> None:
    """Lets the keepers react to an action (Tako makes no noise)."""
    if cat.kind_of[actor] != "tako":
        kp.react(cat, state, squares, (actor, *involved), actor)


def _enter(state: SneakyState, octopus: str, cell: Cell, keeper: str | None) -> None:
    """Puts an octopus on a square; `keeper`, the keeper on that square (None: none), catches it."""
    state.octopuses[octopus] = cell
    if keeper is not None:
        kp.catch(state, keeper, octopus)


@handles("escape")
def escape(cat: Catalog, state: SneakyState, action: Action) -> None:
    """An octopus leaves its home tank for a square touching it."""
    cell = cat.cell_at(action.target)
    _used(state, action.piece)
    _enter(state, action.piece, cell, keeper_at(state, cell))
    _noise(cat, state, action.piece, [cell])


@handles("steal")
def steal(cat: Catalog, state: SneakyState, action: Action) -> None:
    """An octopus takes a fish out of a fish tank next to it."""
    cell = cat.cell_at(action.target)
    octopus = octopus_at(state, cell)
    state.fish[action.piece] = f"octo:{octopus}"
    _used(state, octopus)
    _noise(cat, state, octopus, [cell])


@handles("move")
def move(cat: Catalog, state: SneakyState, action: Action) -> None:
    """An octopus moves: one fish taken along (the others left on the start square), one picked up."""
    octopus, dest = action.piece, cat.cell_at(action.target)
    where = board(cat, state)  # the pieces as they stood before the move
    path = way(cat, state, octopus, dest, action.choice, where)
    for fish in where.held.get(octopus, ()):
        if fish != action.choice:
            state.fish[fish] = cell_place(path[0])
    if action.choice != NO_FISH:
        state.fish[action.choice] = f"octo:{octopus}"
    _used(state, octopus)
    _enter(state, octopus, dest, where.keepers.get(dest))
    _noise(cat, state, octopus, path)


def thrower_of(state: SneakyState, fish: str) -> str:
    """Returns the octopus holding a fish."""
    return state.fish[fish][5:]


@handles("throw")
def throw(cat: Catalog, state: SneakyState, action: Action) -> None:
    """A fish flies: into the home tank, to a square, a team-mate, an opponent or a keeper."""
    fish, thrower = action.piece, thrower_of(state, action.piece)
    seat, start = owner(thrower), state.octopuses[thrower]
    if top_kind(state) == RELAY:
        chain = decisions.pop(state).data.chain
    else:
        chain = ()
        _used(state, thrower)
    if action.target.startswith("home:"):
        state.fish[fish] = f"scored:{seat}"
        record(state, Scored(thrower, fish, points(cat, state, seat)))
        _noise(cat, state, thrower, [start])
        if points(cat, state, seat) >= target(state):
            win(cat, state, seat)
        elif all(place.startswith("scored:") for place in state.fish.values()):
            record(state, Ended(ALL_HOME))
            state.over = True
            decisions.clear(state)
        return
    _land(cat, state, fish, thrower, _flight(cat, state, start, cat.cell_at(action.target), seat), chain)


def _flight(cat: Catalog, state: SneakyState, start: Cell, target: Cell, seat: int) -> Shot:
    """Returns the throw from `start` to `target` (one of the throws' squares, reach.throws): its flight
    along that one straight line, and what it meets there."""
    if keeper_at(state, target) is not None:
        meets = "keeper"
    else:
        other = octopus_at(state, target)
        meets = "land" if other is None else "mate" if owner(other) == seat else "hit"
    return Shot(target, cat.flights[start, target], meets)


def _land(cat: Catalog, state: SneakyState, fish: str, thrower: str, shot: Shot, chain) -> None:
    """Resolves where a thrown fish ends."""
    hit = octopus_at(state, shot.cell)
    keeper = keeper_at(state, shot.cell)
    state.fish[fish] = cell_place(shot.cell)
    if shot.meets == "mate":
        state.fish[fish] = f"octo:{hit}"
        decisions.push(
            state, Prompt(owner(thrower), RELAY, Step(fish=fish, catcher=hit, chain=(*chain, thrower)))
        )
    elif shot.meets == "hit":
        kp.send_home(state, hit)
        record(state, Hit(hit))
    elif shot.meets == "keeper":
        record(state, Hit(keeper))
        kp.to_shower(state, keeper, owner(thrower))
    involved = [o for o in (hit,) if o is not None and shot.meets == "mate"]
    _noise(cat, state, thrower, [state.octopuses[thrower], *shot.flown], involved)
    if shot.meets == "mate" and state.octopuses[hit] is None:  # caught by a keeper who saw the catch
        _drop_relay(state)


def _drop_relay(state: SneakyState) -> None:
    """Removes the relay prompt of a catcher who was caught before deciding."""
    state.decisions = tuple(p for p in state.decisions if p.kind != RELAY)


@handles("keep")
def keep(cat: Catalog, state: SneakyState, action: Action) -> None:
    """The team-mate keeps the fish it caught; the chain ends."""
    decisions.pop(state)


@handles("ink")
def ink(cat: Catalog, state: SneakyState, action: Action) -> None:
    """Squirt shoots a jet of ink in a straight line."""
    squirt, start = action.piece, state.octopuses[action.piece]
    shot = _jet(cat, state, start, cat.cell_at(action.target))
    _used(state, squirt)
    hit = octopus_at(state, shot.cell)
    keeper = keeper_at(state, shot.cell)
    if shot.meets == "hit":
        kp.send_home(state, hit)
        record(state, Hit(hit, ink=True))
    elif shot.meets == "keeper":
        record(state, Hit(keeper, ink=True))
        kp.to_shower(state, keeper, owner(squirt))
    elif shot.meets == "safe":
        record(state, Safe(hit))
    _noise(cat, state, squirt, [start, *shot.flown])


def _jet(cat: Catalog, state: SneakyState, start: Cell, target: Cell) -> Shot:
    """Returns Squirt's jet from `start` ending on `target` (one of reach.jets' squares): its flight along
    that one straight line, and what it meets: a keeper, an octopus (safe in a corner), or the wall."""
    if keeper_at(state, target) is not None:
        meets = "keeper"
    elif octopus_at(state, target) is not None:
        meets = "safe" if target in cat.corners else "hit"
    else:
        meets = "miss"
    return Shot(target, cat.flights[start, target], meets)


@handles("activate")
def activate(cat: Catalog, state: SneakyState, action: Action) -> None:
    """The player nominates a keeper: the octopus actions are over, chance rolls the d6 for it."""
    keeper = f"keeper-{action.target.split(':')[1]}"
    decisions.replace_top(state, Prompt(action.seat, END, None))
    decisions.push(state, Prompt(CHANCE, ROLL, Step(keeper=keeper)))


@handles("roll")
def roll(cat: Catalog, state: SneakyState, action: Action) -> None:
    """Chance rolls the d6 and the keeper walks by the table."""
    keeper = decisions.pop(state).data.keeper
    kp.walk(cat, state, keeper, int(action.choice))


@handles("shower")
def shower(cat: Catalog, state: SneakyState, action: Action) -> None:
    """A keeper goes into the chosen shower, to come out when the showers are cleared."""
    decisions.pop(state)
    shower_id = action.target.split(":")[1]
    guard = state.keepers[action.piece]
    state.keepers[action.piece] = Keeper(guard.cell, guard.facing, shower_id)
    record(state, Showered(action.piece, shower_id))


@handles("end_turn")
def end_turn(cat: Catalog, state: SneakyState, action: Action) -> None:
    """No keeper is on the board to activate: the turn ends."""
    decisions.replace_top(state, Prompt(action.seat, END, None))


def win(cat: Catalog, state: SneakyState, seat: int) -> None:
    """The seat reached the target: the game is over at once."""
    state.winner, state.over = seat, True
    decisions.clear(state)
    record(state, Won(seat, points(cat, state, seat)))


def advance(cat: Catalog, state: SneakyState) -> None:
    """Ends the turn once its end mark is on top: clears the showers, then the next turn (or the end)."""
    while not state.over and top_kind(state) == END:
        seat = decisions.pop(state).seat
        kp.clear_showers(cat, state)
        if state.turns >= cat.content.round_limit * state.players:
            state.over = True
            decisions.clear(state)
            record(state, Ended(ROUND_LIMIT))
            return
        state.turns += 1
        start_turn(state, (seat + 1) % state.players)
        record(state, TurnBegan(state.turns, state.turn_seat))
