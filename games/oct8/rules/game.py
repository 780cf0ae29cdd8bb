"""Oct8: the rules contract, wired to the setup, the turn flow, the octopus actions and the texts."""

from __future__ import annotations

from games.oct8.rules import exchange, flow, moves, scoring, text, views
from games.oct8.rules.catalog import Catalog
from games.oct8.rules.moves import can_act, draw_targets, pending_actions, start_actions
from games.oct8.rules.narrator import Oct8Narrator
from games.oct8.rules.state import (
    ACT,
    DISCARD,
    MORE,
    PLACE,
    SHIP,
    Oct8State,
    oct_zone,
    shipped_zone,
    zone_head,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action, GameState, Outcome, Rules, Variant, draw_random, sorted_actions
from tabletop.rules.decisions import DRAW, END_TURN
from tabletop.rules.seats import first_seat

LENGTH_HELP = "Short game: two head cards of each colour stay in the box (the rulebook's shorter game)."
DROP = "drop"  # a card dragged somewhere, asked about by card and place only (never an action of the game)


class Oct8Rules(Rules):
    """Build eight-armed octopuses from shared heads and arm cards; ship the most points."""

    id = "oct8"
    name = "Oct8"
    min_players = 2
    max_players = 4
    has_secrets = True
    chooses_first_player = True
    catalog_class = Catalog
    narrator_class = Oct8Narrator
    handlers = (flow, exchange)
    variants = (Variant("length", "Game length", ("full", "short"), "full", help=LENGTH_HELP),)

    def _setup(self, players: int, options: dict[str, str], seed: int) -> Oct8State:
        cat = self.catalog
        content = cat.content
        state = Oct8State(players=players, rng=seed, options=dict(options))
        rng = draw_random(state)
        boxed = cat.short_removed if options.get("length") == "short" else []
        state.boxed = list(boxed)
        state.head_deck = [h for h in cat.heads if h not in boxed]
        state.arm_deck = list(cat.arm_cards)
        rng.shuffle(state.head_deck)
        rng.shuffle(state.arm_deck)
        state.secrets = [state.head_deck.pop() for _ in range(players)]
        state.shared = [[state.head_deck.pop()] for _ in range(content.shared_heads)]
        state.hands = [[] for _ in range(players)]
        for _ in range(content.hand_size):
            for hand in state.hands:
                hand.append(state.arm_deck.pop())
        state.discard = [state.arm_deck.pop()]
        state.areas = [[] for _ in range(players)]
        state.shipped = [[] for _ in range(players)]
        state.babies = [0] * players
        state.chips = [[] for _ in range(players)]
        state.supply = list(reversed(cat.chips))
        state.first = first_seat(options, players, rng)
        flow.start_turn(cat, state, state.first)
        return state

    # Who is to act is the base's: the seat of the turn's prompt (none once the game is over).
    def legal_actions(self, state: GameState) -> list[Action]:
        """Returns the legal actions in the engine's order (`sorted_actions`): the ways to begin an octopus
        action come in that order already (moves.start_actions), the small lists of the other steps are
        sorted. None once the game is over (no prompt is left)."""
        if not state.decisions:
            return []
        prompt = state.decisions[-1]
        found = self._legal_actions(state)  # (as the engine's: a test may change the rules there)
        return found if prompt.kind == ACT and prompt.data is None else sorted_actions(found)

    def _is_legal(self, state: GameState, action: Action) -> bool:
        # The beginning of an octopus action is confirmed from the listing of its kind alone.
        prompt, cat = state.decisions[-1], self.catalog
        if prompt.kind != ACT or prompt.data is not None:
            return action in self._legal_actions(state)
        seat, kind = prompt.seat, action.kind
        if action.seat != seat:
            return False
        if kind == "attach":
            return action in moves.attach_actions(cat, state, seat, [zone_head(action.target)])
        if kind in (DRAW, "take", "take_top"):
            return action in moves.draw_actions(state, seat)
        if kind == "swap_arm":
            return action in moves.swap_arm_actions(cat, state, seat)
        if kind == "swap_out":
            return action in moves.swap_out_actions(cat, state, seat)
        return action == Action("pass", seat) and not can_act(cat, state, seat)

    def _legal_actions(self, state: GameState) -> list[Action]:
        prompt, cat = decisions.top(state), self.catalog
        seat, step = prompt.seat, prompt.kind
        if step == PLACE:
            return [
                Action("place", seat, state.drawn, oct_zone(h)) for h in draw_targets(cat, state, state.drawn)
            ]
        if step == ACT:
            if prompt.data is not None:
                return pending_actions(cat, state)
            return start_actions(cat, state, seat) or [Action("pass", seat)]
        if step == MORE:
            return [Action("chip", seat), Action(END_TURN, seat)]
        if step == SHIP:
            return [Action("ship", seat, o[0], shipped_zone(seat)) for o in state.areas[seat]]
        if step == DISCARD:
            return [Action("discard", seat, c, "discard") for c in state.hands[seat]]
        return []

    def _successor(self, state: GameState) -> GameState:
        # A copy sharing every list (`Oct8State.successor`): the handlers put a new list in place of any they
        # change, so the state before stays as it was, and only what changed is copied.
        return state.successor()

    def _why_not(self, state: GameState, action: Action) -> str:
        return text.why_not(self.catalog, state, action, self.legal_actions(state))

    def _why_not_drop(self, state: GameState, seat: int, piece: str, target: str) -> str:
        # Oct8's refusals read a card's move from the card, where it is and where it went: a drop is that.
        return text.why_not(self.catalog, state, Action(DROP, seat, piece, target), self.legal_actions(state))

    def stats(self, state: GameState) -> dict[str, float]:
        """Returns a finished game's figures (scoring.stats); empty before the end."""
        return scoring.stats(self.catalog, state)

    def outcome(self, state: GameState) -> Outcome | None:
        """Returns the scores and winners once the game is over (scoring.outcome), else None."""
        return scoring.outcome(self.catalog, state)

    # The contract's views, as this game's module computes them.
    view = staticmethod(views.view)
    hidden_ids = staticmethod(views.hidden_ids)
    all_component_ids = staticmethod(views.all_component_ids)
