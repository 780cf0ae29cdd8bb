"""Sneaky Octopuses: the rules contract, wired to the setup, the turn flow, the keepers and the texts."""

from __future__ import annotations

import random

from games.sneaky_octopuses.rules import flow, moves, refusals, scoring, ways
from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.narrator import SneakyNarrator
from games.sneaky_octopuses.rules.state import Keeper, SneakyState
from tabletop.rules.core import Action, GameState, Outcome, Rules, Variant, draw_random
from tabletop.rules.seats import first_seat

TARGET_HELP = "The points a team must bring home to win (the rulebook's agreed target; 10 by default)."
DEALS = 1000  # shuffles tried before the fish tanks are declared impossible to fill


def deal_fish(cat: Catalog, rng: random.Random) -> dict[str, str]:
    """Returns every fish's fish-tank square, dealt at random with the rulebook's fudge: no tank gets two
    fish of one colour (each tank in turn takes the first fish of the shuffle whose colour it lacks)."""
    for _ in range(DEALS):
        pile = list(cat.fish)
        rng.shuffle(pile)
        placed: dict[str, str] = {}
        for squares in cat.tanks.values():
            colours: set[str] = set()
            for x, y in squares:
                fish = next((f for f in pile if cat.colour_of(f) not in colours), None)
                if fish is None:
                    break
                pile.remove(fish)
                colours.add(cat.colour_of(fish))
                placed[fish] = f"tank:{x},{y}"
        if len(placed) == len(cat.fish):
            return placed
    raise ValueError("the fish tanks cannot be filled without two fish of one colour in a tank")


class SneakyRules(Rules):
    """Teams of four specialist octopuses steal fish and throw them home, while keepers walk the aquarium."""

    id = "sneaky_octopuses"
    name = "Sneaky Octopuses"
    min_players = 2
    max_players = 4
    has_secrets = False
    chooses_first_player = True
    catalog_class = Catalog
    narrator_class = SneakyNarrator
    handlers = (flow,)
    variants = (Variant("target", "Target", ("6", "10", "15", "20"), "10", help=TARGET_HELP),)

    def __init__(self, content=None):
        super().__init__(content)
        self._handlers: dict = {}  # (decision kind, action kind) -> the flow handler (_apply_action)
        ways.prepare(self.catalog)  # the moves' ends on an empty board, worked out once (ways.ends)

    def _setup(self, players: int, options: dict[str, str], seed: int) -> SneakyState:
        cat = self.catalog
        state = SneakyState(players=players, rng=seed, options=dict(options))
        rng = draw_random(state)
        state.homes = cat.homes_for(players)
        state.octopuses = {o: None for seat in range(players) for o in cat.octopuses(seat)}
        state.fish = deal_fish(cat, rng)
        state.keepers = {
            keeper: Keeper(cat.entrances[shower], cat.facing_board(shower))
            for keeper, shower in zip(cat.keepers, cat.showers, strict=True)
        }
        state.first = first_seat(options, players, rng)
        flow.start_turn(state, state.first)
        return state

    def legal_actions(self, state: GameState) -> list[Action]:
        """Returns the legal actions, sorted; empty once the game is over. The game lists them in their
        sorted order already (moves.legal; tests/sneaky_octopuses/test_fast_rules.py holds it to that),
        so they are not sorted again: sorting reads five fields of every action, a third of the cost of
        listing a turn."""
        if state.over or not state.decisions:
            return []
        return self._legal_actions(state)  # (as the engine's: a test may change the rules there)

    def _legal_actions(self, state: GameState) -> list[Action]:
        return moves.legal(self.catalog, state)

    def _is_legal(self, state: GameState, action: Action) -> bool:
        return moves.is_legal(self.catalog, state, action)

    def _apply_action(self, state: GameState, action: Action) -> None:
        # The engine's handler (by the decision on top and the action's kind), found once per pair.
        prompt = state.decisions[-1].kind if state.decisions else ""
        handler = self._handlers.get((prompt, action.kind))
        if handler is None:
            handler = self._handlers[prompt, action.kind] = self._dispatch.find(prompt, action.kind)
        handler(self.catalog, state, action)
        flow.advance(self.catalog, state)
        scoring.count(state)

    def _why_not(self, state: GameState, action: Action) -> str:
        return refusals.why_not(self.catalog, state, action)

    def _why_not_drop(self, state: GameState, seat: int, piece: str, target: str) -> str:
        target = refusals.square_of(state, target)  # a drop on a keeper is a drop on its square
        return refusals.why_not(self.catalog, state, Action(refusals.DROP, seat, piece, target))

    def stats(self, state: GameState) -> dict[str, float]:
        """Returns a finished game's figures (scoring.stats); empty before the end."""
        return scoring.stats(self.catalog, state)

    def outcome(self, state: GameState) -> Outcome | None:
        """Returns the points and winners once the game is over (scoring.outcome), else None."""
        return scoring.outcome(self.catalog, state)

    def all_component_ids(self, state: GameState) -> list[str]:
        """Returns every piece in the game: octopuses, fish and keepers, each once."""
        return [*state.octopuses, *state.fish, *state.keepers]
