"""Any position of a recorded match, fast: states kept every few actions, the rest replayed."""

from __future__ import annotations

from tabletop.rules.core import GameState
from tabletop.rules.match import Match

EVERY = 32


class Timeline:
    """The states of a match after 0, 1, ... len(actions) actions, rebuilt from its seed."""

    def __init__(self, match: Match):
        self.match = match
        self.actions = list(match.actions)
        rules = match.rules
        state = rules.setup(len(match.seats), match.options, match.seed)
        self.kept: list[GameState] = [state]
        for n, action in enumerate(self.actions, start=1):
            state = rules.apply(state, action)
            if n % EVERY == 0:
                self.kept.append(state)

    def __len__(self) -> int:
        return len(self.actions)

    def state(self, position: int) -> GameState:
        """Returns the state after the first `position` actions (clamped to the match)."""
        position = max(0, min(position, len(self.actions)))
        state = self.kept[position // EVERY]
        for action in self.actions[position - position % EVERY : position]:
            state = self.match.rules.apply(state, action)
        return state
