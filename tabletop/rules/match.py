"""A Match: the seed, the options, the seats and the actions applied, with the state they give."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tabletop.rules.core import Action, GameState, Outcome, Rules
from tabletop.rules.decisions import is_player

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


@dataclass
class Match:
    """One game being played: rebuilt exactly by replaying its actions from its seed."""

    rules: Rules
    seats: list[Seat]
    options: dict[str, str]
    seed: int
    actions: list[Action] = field(default_factory=list)
    state: GameState | None = None

    def __post_init__(self) -> None:
        self.options = self.rules.check_options(len(self.seats), self.options)
        if self.state is None:
            self.state = self.rules.setup(len(self.seats), self.options, self.seed)
            for action in self.actions:
                self.state = self.rules.apply(self.state, action)

    def apply(self, action: Action) -> GameState:
        """Applies a legal action and records it; raises IllegalAction and records nothing."""
        self.state = self.rules.apply(self.state, action)
        self.actions.append(action)
        return self.state

    def replayed(self) -> GameState:
        """Returns the state rebuilt from the seed and the recorded actions."""
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
        """Returns the legal actions of the current state, sorted."""
        facts = self._facts()
        if facts[2] is None:
            self._known = (*facts[:2], self.rules.legal_actions(self.state), self.state)
            facts = self._known
        return list(facts[2])

    def forget(self) -> None:
        """Forgets what was worked out about the current state: a test that changed it in place says so."""
        self._known = None

    def _facts(self) -> tuple:
        """Returns the current state's outcome, seat to act and legal actions (None until asked for),
        worked out once per state: rules never change a state in place (a test that builds a position in
        place calls `forget`)."""
        known = getattr(self, "_known", None)
        if known is None or known[3] is not self.state:
            self._known = known = (
                self.rules.outcome(self.state),
                self.rules.to_act(self.state),
                None,
                self.state,
            )
        return known

    def random_action(self, rng: random.Random) -> Action | None:
        """Returns a random legal action of the seat to act, or a non-player actor's own move (chance's
        pick, the automaton's); None once nobody may act. For fuzzing and random play."""
        legal = self.legal_actions()
        if not legal:
            return None
        return rng.choice(legal) if is_player(self.to_act) else self.rules.actor_action(self.state)
