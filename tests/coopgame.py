"""Two tiny games played against the game itself: a co-operative one (1-4 seats) and a solo one (1 seat).

The seats take turns adding 1 or 2 to a shared total; at 5 or more the game ends, won only on exactly 5.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.rules.core import Action, GameState, Outcome, Rules

GOAL = 5


@dataclass
class CountState(GameState):
    total: int = 0
    turn: int = 0


class CoopRules(Rules):
    """Everyone wins together on exactly 5; the game wins when the total jumps past it."""

    id = "coop_toy"
    name = "Coop Toy"
    min_players = 1
    max_players = 4
    has_secrets = False
    together = True

    def _setup(self, players, options, seed):
        return CountState(players, seed, options)

    def to_act(self, state):
        return state.turn

    def _legal_actions(self, state):
        return [Action("add", state.turn, choice=str(n)) for n in (1, 2)]

    def _apply_action(self, state, action):
        state.total += int(action.choice)
        state.turn = (state.turn + 1) % state.players

    def all_component_ids(self, state):
        return []

    def outcome(self, state):
        if state.total < GOAL:
            return None
        won = state.total == GOAL
        seats = range(state.players)
        details = tuple((f"Total {state.total}",) for _ in seats)
        return Outcome(
            tuple(state.total for _ in seats), tuple(seats) if won else (), details, together=self.together
        )


class SoloRules(CoopRules):
    """The same count played alone: one seat against the game."""

    id = "solo_toy"
    name = "Solo Toy"
    min_players = max_players = 1
    together = False


WIN = ["1", "2", "2"]  # 5 exactly
LOSE = ["2", "2", "2"]  # 6: past the goal
