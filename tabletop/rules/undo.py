"""Where undo must stop, for any game: at chance, at anything newly seen, and at another seat's decision.

An action is *sealed* (it can never be taken back) when

- it drew on chance: the state's random stream moved (a shuffle, a roll, a random pick), or
- it showed someone something the actor could not see before it: a component hidden from the
  actor before the action is no longer hidden from some seat (or a spectator) after it
  (a card drawn, a tide turned up, a secret choice revealed, a card forced from another hand).

Components the actor could already see may be shown by its own choice (a card played from
its hand): that teaches the actor nothing, so taking it back gives no one an advantage.
Undo takes back only the trailing actions of the seat that must decide now, one at a time,
and stops at the first sealed one or at another seat's action.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.rules.core import Action, GameState, Rules
from tabletop.rules.decisions import is_player

CHANCE = "chance"
REVEAL = "reveal"


def seal(rules: Rules, before: GameState, after: GameState, action: Action) -> str | None:
    """Returns CHANCE or REVEAL when `action` (from `before` to `after`) can't be undone, else None."""
    if before.rng != after.rng:
        return CHANCE
    # A non-player actor (chance, the automaton) knows no secrets: what a spectator does not see.
    unknown_to_actor = rules.hidden_ids(before, action.seat if is_player(action.seat) else None)
    for seat in [None, *range(before.players)]:
        shown = rules.hidden_ids(before, seat) - rules.hidden_ids(after, seat)
        if shown & unknown_to_actor:
            return REVEAL
    return None


def undoable(actions: Sequence[Action], seals: Sequence[str | None], to_act: int | None) -> int:
    """Returns how many trailing actions may be undone, one by one: the deciding seat's own, unsealed."""
    count = 0
    for action, sealed in zip(reversed(actions), reversed(seals), strict=True):
        if to_act is None or action.seat != to_act or sealed is not None:
            break
        count += 1
    return count
