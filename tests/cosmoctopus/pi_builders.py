"""Builders for the Private Investigator's scenarios: a PI game in the known realm, its turn played out."""

from __future__ import annotations

from games.cosmoctopus.rules.investigator import PI
from games.cosmoctopus.rules.state import CosmoState
from tabletop.rules.core import Action
from tabletop.rules.decisions import AUTOMATON, END_TURN

from .builders import RULES, main, table

#: In the known realm (builders.REALM): the cells of each resource's two basic tiles.
CELLS = {"ink": [0, 3], "coins": [1, 5], "whispers": [2, 6], "stars": [4, 7]}


def pi_table(
    players: int = 1, difficulty: str = "naive", card: str = "pi-dusting-for-inkprints"
) -> CosmoState:
    """Returns a PI game in the known realm, seat 0 to move, the PI's active behaviour card `card`."""
    state = table(players, options={"mode": "pi", "difficulty": difficulty})
    if state.pi_card != card:
        where = state.pi_deck.index(card)
        state.pi_deck[where], state.pi_card = state.pi_card, card
    return state


def to_pi(state: CosmoState) -> CosmoState:
    """Returns the state once the last seat of the round has ended its main step: the PI is to act."""
    state = main(state, state.players - 1)
    state = RULES.apply(state, Action(END_TURN, state.players - 1))
    assert state.decisions[-1] == (AUTOMATON, PI, None, False)
    return state


def pi_steps(state: CosmoState) -> tuple[CosmoState, list[Action]]:
    """Plays the PI's turn to its end through the rules; returns the state and the PI's actions."""
    done = []
    while RULES.to_act(state) == AUTOMATON:
        action = RULES.actor_action(state)
        assert RULES.legal_actions(state) == [action]
        done.append(action)
        state = RULES.apply(state, action)
    return state, done


def kinds_of(actions: list[Action]) -> list[str]:
    return [a.kind for a in actions]
