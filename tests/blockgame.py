"""A tiny game on the engine's pending decisions: a turn prompt, a block window answered by the others
in turn, a die rolled by chance and a keeper moved by the game itself (an automaton)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.rules import decisions
from tabletop.rules.core import Action, GameState, Outcome, Rules
from tabletop.rules.decisions import AUTOMATON, CHANCE, END_TURN, Prompt

TURN, BLOCK, ROLL, KEEPER = "turn", "block", "roll", "keeper"


@dataclass
class BlockState(GameState):
    shields: list[int] = field(default_factory=list)  # blocks each seat may still use
    hits: list[int] = field(default_factory=list)  # attacks that landed on each seat
    rolls: list[int] = field(default_factory=list)
    keeper: int = 0  # a square the automaton walks
    turns: int = 0


class BlockRules(Rules):
    """Attack the others; each may block in turn, and one block protects everyone."""

    id = "blocks"
    name = "Blocks"
    min_players, max_players = 2, 4
    has_secrets = False

    def _setup(self, players, options, seed):
        state = BlockState(players, seed, options, shields=[1] * players, hits=[0] * players)
        decisions.push(state, Prompt(0, TURN))
        return state

    def _legal_actions(self, state):
        prompt = decisions.top(state)
        if prompt.kind == TURN:
            return [Action("attack", prompt.seat), Action(END_TURN, prompt.seat)]
        if prompt.kind == BLOCK:
            block = [Action("block", prompt.seat)] if state.shields[prompt.seat] else []
            return block + [Action("let_through", prompt.seat)]
        if prompt.kind == ROLL:
            return [Action("roll", CHANCE, choice=str(n)) for n in range(1, 7)]
        return [Action("walk", AUTOMATON, choice=str(state.keeper + 1))]

    def _apply_action(self, state, action):
        # An attack opens a window above the turn prompt; every other action answers the top prompt.
        prompt = decisions.top(state) if action.kind == "attack" else decisions.pop(state)
        if action.kind == "attack":
            others = [(action.seat + n) % state.players for n in range(1, state.players)]
            decisions.open_window(state, BLOCK, others, action.seat)
        elif action.kind == "block":
            state.shields[action.seat] -= 1
            decisions.close_window(state, BLOCK)
        elif action.kind == "let_through" and not decisions.waiting(state, BLOCK):
            for seat in range(state.players):
                state.hits[seat] += seat != prompt.data
        elif action.kind == END_TURN:
            decisions.push(state, Prompt(CHANCE, ROLL), Prompt(AUTOMATON, KEEPER), Prompt(0, TURN))
            state.turns += 1
        elif action.kind == "roll":
            state.rolls.append(int(action.choice))
        elif action.kind == "walk":
            state.keeper = int(action.choice)
        if action.kind == "walk" and decisions.top(state) is not None:
            decisions.replace_top(state, Prompt(state.turns % state.players, TURN))

    def _automaton_action(self, state):
        return self.legal_actions(state)[0]

    def all_component_ids(self, state):
        return []

    def outcome(self, state):
        if state.turns < 3:
            return None
        scores = tuple(-h for h in state.hits)
        return Outcome(scores, tuple(s for s, v in enumerate(scores) if v == max(scores)))
