"""The state of a Rainbow Octopus game (plain data only), its pending decisions, and zone ids. What the
last action made happen is in `events` (events.py), never in words."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from games.rainbow_octopus.rules.events import OctopusEvent
from tabletop.rules import decisions
from tabletop.rules.core import GameState
from tabletop.rules.decisions import Prompt

SETUP, PASSING, TURN, OVER = "setup", "passing", "turn", "over"
#: The kinds of the secret choices every seat makes in turn (setup's card, a tide's pass); a turn's
#: prompts are of its steps' kinds (draw, play, ...) and carry the step.
CHOOSE, SECRET_PASS = "choose", "secret_pass"


class Step(NamedTuple):
    """One pending instruction for the seat to act (an immutable tuple of plain data).

    kind: draw, play, discard, pass, steal, lose, or move (a replaced wild);
    left/total: how many are still to do / were asked; colours/arms: play limits
    (for move: the arm the wild may not return to); option: play/discard 'hand'|'drawn',
    pass 'left'|'right', steal 'octopus'|'hand';
    source: the tide id, an octopus id, 'basic' or 'wild' (for prompts).
    """

    kind: str
    left: int
    total: int
    colours: tuple[str, ...] = ()
    arms: tuple[int, ...] = ()
    option: str = ""
    source: str = ""


@dataclass
class OctopusState(GameState):
    """Everything about one game. Lists hold card ids; the last item of a pile is its top."""

    deck: list[str] = field(default_factory=list)  # tentacle deck, face down
    discard: list[str] = field(default_factory=list)  # discard pile, face up
    hands: list[list[str]] = field(default_factory=list)  # per seat
    arms: list[list[str | None]] = field(default_factory=list)  # per seat, arms 1..8 at 0..7
    tiles: list[str | None] = field(default_factory=list)  # octopus tile per seat (Octo-powers)
    wilds: list[str | None] = field(default_factory=list)  # the wild each seat owns (None: none)
    out_of_play: list[str] = field(default_factory=list)  # unused wilds and tiles
    picks: list[list[str]] = field(default_factory=list)  # secret setup choices / Riptide passes
    tide_deck: list[str] = field(default_factory=list)  # face down
    tide: str | None = None  # the revealed tide in force this round
    tide_used: list[str] = field(default_factory=list)  # earlier tides, face up
    ftt: int = 0  # seat holding the First Turn Token
    direction: int = 1  # 1 clockwise (to the left), -1 reversed for this round
    round: int = 0  # 1 from the first round on
    turns_done: int = 0  # turns finished in this round
    current: int = 0  # seat whose turn it is (or was last, while seats pass in secret or once over)
    drawn: list[str] = field(default_factory=list)  # cards drawn this turn (for Undercurrent)
    drawn_for_power: list[bool] = field(default_factory=list)  # each of them: drawn for an Octo-power?
    adrift: str | None = None  # a replaced wild waiting to move to another arm
    winners: tuple[int, ...] = ()
    end: str = ""  # "" | "rainbow" (someone won) | "exhausted" (no cards left to draw)
    # Who must decide what now: setup's or a tide's secret choices (one prompt per seat still to
    # choose, data: the pass step), else the steps of the turn still to do (data: the step).
    decisions: tuple[Prompt[Step | None], ...] = ()
    events: tuple[OctopusEvent, ...] = ()  # what the last action made happen (events.py)


def phase_of(state: OctopusState) -> str:
    """Returns the phase the pending decisions show: setup, passing, turn, or over (none pending)."""
    top = decisions.top(state)
    if top is None:
        return OVER
    return {CHOOSE: SETUP, SECRET_PASS: PASSING}.get(top.kind, TURN)


def pending_steps(state: OctopusState) -> list[Step]:
    """Returns the steps of the turn still to do, the one to do now first (none outside turns)."""
    if phase_of(state) != TURN:
        return []
    return [prompt.data for prompt in reversed(state.decisions)]


def drawn_for_turn(state: OctopusState) -> list[str]:
    """Returns the cards drawn this turn by the turn's own steps, not for an Octo-power (Marina's bonus)."""
    return [card for card, bonus in zip(state.drawn, state.drawn_for_power, strict=True) if not bonus]


def push_steps(state: OctopusState, seat: int, steps: list[Step]) -> None:
    """Puts the steps on top of the seat's pending decisions, the first given to be done first."""
    decisions.push(state, *(Prompt(seat, step.kind, step) for step in steps))


def arm_zone(seat: int, arm: int) -> str:
    """Returns the zone id of a seat's arm: 'arm:<seat>:<n>'."""
    return f"arm:{seat}:{arm}"


def parse_zone(target: str | None) -> tuple[str, int, int]:
    """Splits a zone id into (kind, seat, arm); seat and arm are -1 where absent or bad."""
    parts = (target or "").split(":")
    numbers = [int(p) if p.isdigit() else -1 for p in parts[1:3]]
    numbers += [-1] * (2 - len(numbers))
    return parts[0], numbers[0], numbers[1]


def left_of(state: OctopusState, seat: int) -> int:
    """Returns the seat to the left (next clockwise)."""
    return (seat + 1) % state.players


def right_of(state: OctopusState, seat: int) -> int:
    """Returns the seat to the right."""
    return (seat - 1) % state.players


def neighbour(state: OctopusState, seat: int, side: str) -> int:
    """Returns the neighbour on 'left' or 'right'."""
    return left_of(state, seat) if side == "left" else right_of(state, seat)


def turn_order(state: OctopusState, start: int) -> list[int]:
    """Returns all seats in this round's playing order, from `start`."""
    return [(start + state.direction * i) % state.players for i in range(state.players)]


#: What a card dropped on a kind of place tries to do, when the step pending is not itself of that kind.
DROPPED_ON = {"arm": "play", "discard": "discard", "hand": "pass"}
#: The steps that take a card to each kind of place.
DROPS = {"arm": {"choose", "move", "play"}, "discard": {"discard", "lose"}, "hand": {"pass", "steal"}}


def drop_kind(state: OctopusState, target: str) -> str:
    """Returns what a card dropped on `target` tries to do now: the pending step when it takes cards
    there (a secret pass is a pass), else what such a place is for (an arm: play)."""
    step = decisions.top(state).kind
    step = "pass" if step == "secret_pass" else step
    place = target.split(":")[0]
    return step if step in DROPS.get(place, ()) else DROPPED_ON.get(place, step)
