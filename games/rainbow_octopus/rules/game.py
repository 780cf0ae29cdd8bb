"""Rainbow Octopus: the rules contract, wired to the step interpreter, the flow and the texts."""

from __future__ import annotations

from games.rainbow_octopus.rules import flow, steps, text, views
from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.narrator import RainbowOctopusNarrator
from games.rainbow_octopus.rules.powers import has_power, seat_with
from games.rainbow_octopus.rules.state import (
    CHOOSE,
    SECRET_PASS,
    OctopusState,
    arm_zone,
    drop_kind,
    turn_order,
)
from games.rainbow_octopus.rules.steps import step_actions
from tabletop.rules import decisions
from tabletop.rules.core import Action, GameState, Outcome, Rules, Variant, draw_random
from tabletop.rules.seats import first_seat

TIDES_HELP = "Off: the rulebook's variant for first-time players, a constant 'draw 1, play 1' each turn."
POWERS_HELP = "Each player gets a random octopus with a power. At most 7 players; needs tide cards."


class RainbowOctopusRules(Rules):
    """Be the first octopus with all seven colours plus your Wild Tentacle."""

    id = "rainbow_octopus"
    name = "Rainbow Octopus"
    min_players = 2
    max_players = 8
    has_secrets = True
    chooses_first_player = True
    catalog_class = Catalog
    narrator_class = RainbowOctopusNarrator
    handlers = (steps, flow)
    variants = (
        Variant("tides", "Tide cards", ("on", "off"), "on", help=TIDES_HELP),
        Variant("powers", "Octo-powers", ("off", "on"), "off", help=POWERS_HELP),
    )

    def max_players_for(self, options: dict[str, str]) -> int:
        """Returns 7 with Octo-powers (one tile each), else 8."""
        return len(self.catalog.octopuses) if options.get("powers") == "on" else self.max_players

    def check_options(self, players: int, options: dict[str, str]) -> dict[str, str]:
        """Checks the options; the no-tide variant is played without Octo-powers (rulebook)."""
        full = super().check_options(players, options)
        if full["tides"] == "off" and full["powers"] == "on":
            raise ValueError("The game without tide cards is played without Octo-powers.")
        return full

    def _setup(self, players: int, options: dict[str, str], seed: int) -> OctopusState:
        state = OctopusState(players=players, rng=seed, options=dict(options))
        rng = draw_random(state)
        self._deal_cards(state, rng)
        self._deal_tiles(state, rng)
        self._deal_wilds(state)
        if options.get("tides") != "off":
            state.tide_deck = [t.id for t in self.content.tides]
            rng.shuffle(state.tide_deck)
        first_turn = seat_with(self.catalog, state, "first_turn")
        state.ftt = first_turn if first_turn is not None else first_seat(options, players, rng)
        decisions.open_window(state, CHOOSE, turn_order(state, state.ftt))  # each seat chooses in secret
        return state

    def _deal_cards(self, state: OctopusState, rng) -> None:
        """Shuffles the tentacle deck and deals each seat its starting cards, one at a time."""
        content = self.content
        state.deck = [t.id for t in content.tentacles]
        rng.shuffle(state.deck)
        state.hands = [[] for _ in range(state.players)]
        for _ in range(content.deal):
            for hand in state.hands:
                hand.append(state.deck.pop())
        state.arms = [[None] * 8 for _ in range(state.players)]
        state.picks = [[] for _ in range(state.players)]

    def _deal_tiles(self, state: OctopusState, rng) -> None:
        """Gives each seat a random octopus tile with Octo-powers; otherwise no tiles are used."""
        if state.options.get("powers") != "on":
            state.tiles = [None] * state.players
            return
        tiles = list(self.catalog.octopuses)
        rng.shuffle(tiles)
        state.tiles = tiles[: state.players]
        state.out_of_play += tiles[state.players :]

    def _deal_wilds(self, state: OctopusState) -> None:
        """Assigns a wild to each seat but Blu's; the wilds wait out of play until setup ends."""
        cat = self.catalog
        pool = cat.boxed_wilds + cat.extra_wilds[: max(0, state.players - len(cat.boxed_wilds))]
        state.out_of_play += pool
        owners = [s for s in range(state.players) if not has_power(cat, state, s, "no_wild")]
        state.wilds = [None] * state.players
        for seat, wild in zip(owners, pool, strict=False):
            state.wilds[seat] = wild

    def _legal_actions(self, state: GameState) -> list[Action]:
        top = decisions.top(state)
        if top.kind == CHOOSE:
            seat, arm_of = top.seat, self.catalog.arm_of
            return [Action("choose", seat, c, arm_zone(seat, arm_of[c])) for c in state.hands[seat]]
        if top.kind == SECRET_PASS:
            return flow.pick_actions(self.catalog, state)
        return step_actions(self.catalog, state, top.data)

    def _apply_action(self, state: GameState, action: Action) -> None:
        cat = self.catalog
        in_turn = decisions.top(state).kind not in (CHOOSE, SECRET_PASS)  # not a secret choice or pass
        super()._apply_action(state, action)
        if in_turn:
            flow.check_win(cat, state, action.seat)
        flow.advance(cat, state)

    def _why_not(self, state: GameState, action: Action) -> str:
        return text.why_not(self.catalog, state, action, self.to_act(state))

    def _why_not_drop(self, state: GameState, seat: int, piece: str, target: str) -> str:
        attempt = Action(drop_kind(state, target), seat, piece, target)
        return text.why_not(self.catalog, state, attempt, self.to_act(state))

    # The contract's views, end and figures, as this game's modules compute them.
    def view(self, state: GameState, seat: int | None) -> GameState:
        """Returns what `seat` may see: others' hands and picks, the decks' order and the rng hidden."""
        return views.view(state, seat)

    def hidden_ids(self, state: GameState, seat: int | None) -> set[str]:
        """Returns the ids `seat` may not see: the decks, others' hands and others' secret picks."""
        return views.hidden_ids(state, seat)

    def all_component_ids(self, state: GameState) -> list[str]:
        """Returns every card and tile id in the game, one entry per place it is in."""
        return views.all_component_ids(state)

    def stats(self, state: GameState) -> dict[str, float]:
        """Returns a finished game's figures (rounds, turns, rainbow...), else nothing."""
        return views.stats(self.catalog, state)

    def outcome(self, state: GameState) -> Outcome | None:
        """Returns scores (colours, +1 for the eighth), winners and lines once the game is over."""
        return views.outcome(self.catalog, state)
