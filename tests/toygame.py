"""A tiny two-seat card game for engine tests: play a card on the pile or draw one."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.rules.core import Action, GameState, Outcome, Rules, draw_random
from tabletop.rules.seats import first_seat


@dataclass
class ToyState(GameState):
    deck: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    pile: list[str] = field(default_factory=list)
    turn: int = 0


class ToyRules(Rules):
    id = "toy"
    name = "Toy"
    min_players = max_players = 2
    chooses_first_player = True

    def _setup(self, players, options, seed):
        state = ToyState(players, seed, options)
        rng = draw_random(state)
        state.deck = [f"c{n}" for n in range(1, 9)]
        rng.shuffle(state.deck)
        state.hands = [[state.deck.pop(), state.deck.pop()] for _ in range(players)]
        state.turn = first_seat(options, players, rng)
        return state

    def to_act(self, state):
        return state.turn

    def _legal_actions(self, state):
        seat = state.turn
        plays = [Action("play", seat, card, "pile") for card in state.hands[seat]]
        return plays + ([Action("draw", seat, None, "deck")] if state.deck else [])

    def _apply_action(self, state, action):
        hand = state.hands[action.seat]
        if action.kind == "play":
            hand.remove(action.piece)
            state.pile.append(action.piece)
        else:
            hand.append(state.deck.pop())
        state.turn = 1 - state.turn

    def _why_not(self, state, action):
        if action.kind == "play" and action.piece not in state.hands[action.seat]:
            return "That card is not in your hand."
        return ""

    def view(self, state, seat):
        seen = ToyState(state.players, 0, state.options, [None] * len(state.deck))
        seen.hands = [h[:] if s == seat else [None] * len(h) for s, h in enumerate(state.hands)]
        seen.pile, seen.turn = state.pile[:], state.turn
        return seen

    def hidden_ids(self, state, seat):
        hidden = set(state.deck)
        for s, hand in enumerate(state.hands):
            if s != seat:
                hidden |= set(hand)
        return hidden

    def all_component_ids(self, state):
        return state.deck + [c for h in state.hands for c in h] + state.pile

    def outcome(self, state):
        if len(state.pile) < 4:
            return None
        totals = tuple(sum(int(c[1:]) for c in h) for h in state.hands)
        best = max(totals)
        return Outcome(totals, tuple(s for s, t in enumerate(totals) if t == best))
