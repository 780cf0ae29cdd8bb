"""A Match: the header of a game (rules, seats, options, seed) and its one list of steps."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from tabletop.rules.core import Action, GameState, Outcome, Rules
from tabletop.rules.decisions import is_player
from tabletop.rules.gamelog import LogEntry
from tabletop.rules.timeline import Column, Step, Timeline

SEAT_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "teal", "pink")


@dataclass(frozen=True)
class Seat:
    """A place at the table: a name, a colour, and who plays it."""

    name: str
    colour: str
    computer: bool = False
    level: str = "easy"


def default_seats(count: int, computers: int = 0) -> list[Seat]:
    """Returns `count` seats with distinct colours; the last `computers` are computer players.

    Raises ValueError for more seats than there are seat colours.
    """
    if not 1 <= count <= len(SEAT_COLOURS):
        raise ValueError(f"the table seats 1 to {len(SEAT_COLOURS)} players, not {count}")
    names = ("Ana", "Ben", "Cleo", "Dev", "Ema", "Finn", "Gus", "Hana")
    return [Seat(names[i], SEAT_COLOURS[i], computer=i >= count - computers) for i in range(count)]


class Match:
    """One game: its header (the rules, seats, options and seed) and its one list of steps (`steps`: each
    action with the state after it, its log entry and its undo seal). The table's session, the replay, the
    log and the saves all read these steps; a match is rebuilt exactly by replaying its actions from its
    seed.

    `actions` are applied (checked) from the deal; `state` starts the match from a position of its own
    instead of the deal (tests and tools)."""

    def __init__(
        self,
        rules: Rules,
        seats: list[Seat],
        options: dict[str, str],
        seed: int,
        actions: Iterable[Action] = (),
        state: GameState | None = None,
    ):
        self.rules = rules
        self.seats = seats
        self.seed = seed
        self.options = rules.check_options(len(seats), options)
        start = rules.setup(len(seats), self.options, seed) if state is None else state
        self.steps = Timeline(rules, start)
        self._known: tuple | None = None  # what _facts worked out, and for which state
        for action in actions:
            self.apply(action)

    def __repr__(self) -> str:
        return (
            f"Match({self.rules.id!r}, {len(self.seats)} seats, seed {self.seed}, {len(self.steps)} actions)"
        )

    @property
    def state(self) -> GameState:
        """The state now: after the last action."""
        return self.steps.current

    @state.setter
    def state(self, state: GameState) -> None:
        self.steps.put(state)

    @property
    def actions(self) -> Column[Action]:
        """The actions applied so far, in order (a read-only view of the steps)."""
        return self.steps.actions

    @property
    def entries(self) -> Column[LogEntry]:
        """The log entry of every action so far, each worded the first time it is read."""
        return self.steps.entries

    def apply(self, action: Action, checked: bool = True) -> GameState:
        """Applies a legal action and records it as a step; raises IllegalAction and records nothing.

        An action found in the legal list already worked out for this state (`legal_actions`: the one a
        random player or the table drew it from) is not checked again; any other is checked by the rules.
        `checked` False skips the check, for an action known to be legal: a move of a save this computer
        wrote, checked when it was played."""
        rules, state = self.rules, self.steps.current
        if checked and not self._offered(state, action):
            after = rules.apply(state, action)
        else:
            after = rules.apply_legal(state, action)
        self.steps.append(action, after)
        return after

    def _offered(self, state: GameState, action: Action) -> bool:
        """Tells whether `action` is in the legal list already worked out for `state`, the current one
        (False when none was: then only the rules can tell)."""
        known = self._known
        if known is None or known[3] is not state or known[2] is None:
            return False
        # The very object drawn from the list is found by identity in C (`in` would call Action.__eq__ on
        # every action before it); an equal action made elsewhere still by equality.
        return id(action) in map(id, known[2]) or action in known[2]

    def take_back(self) -> Step:
        """Forgets the last action (undo): the state before it is the state again. Returns its step."""
        return self.steps.pop()

    def replayed(self) -> GameState:
        """Returns the state rebuilt from the seed and the recorded actions (each checked)."""
        state = self.rules.setup(len(self.seats), self.options, self.seed)
        for action in self.actions:
            state = self.rules.apply(state, action)
        return state

    @property
    def to_act(self) -> int | None:
        """The seat that must decide now."""
        return self._facts()[1]

    @property
    def outcome(self) -> Outcome | None:
        """The result, once the game is over."""
        return self._facts()[0]

    def legal_actions(self) -> list[Action]:
        """Returns the legal actions of the current state, sorted (a list of the caller's own)."""
        return list(self._legal())

    def _legal(self) -> list[Action]:
        """Returns the legal actions of the current state, worked out once (shared: never changed)."""
        facts = self._facts()
        if facts[2] is None:
            state = facts[3]
            self._known = facts = (facts[0], facts[1], self.rules.legal_actions(state), state)
        return facts[2]

    def forget(self) -> None:
        """Forgets what was worked out about the current state: a test that changed it in place says so."""
        self._known = None

    def _facts(self) -> tuple:
        """Returns the current state's outcome, seat to act and legal actions (None until asked for),
        worked out once per state: rules never change a state in place (a test that builds a position in
        place calls `forget`)."""
        known, state = self._known, self.steps.current
        if known is None or known[3] is not state:
            self._known = known = (self.rules.outcome(state), self.rules.to_act(state), None, state)
        return known

    def random_action(self, rng: random.Random) -> Action | None:
        """Returns a random legal action of the seat to act, or a non-player actor's own move (chance's
        pick, the automaton's); None once nobody may act. For fuzzing and random play."""
        legal = self._legal()
        if not legal:
            return None
        return rng.choice(legal) if is_player(self.to_act) else self.rules.actor_action(self.state, legal)
