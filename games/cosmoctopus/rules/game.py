"""Cosmoctopus: the rules contract, wired to the setup, the turn, the effects, the views and the words."""

from __future__ import annotations

from functools import partial

from games.cosmoctopus.rules import (
    bridge,
    coop,
    effects,
    flow,
    gains,
    investigator,
    moving,
    own,
    paying,
    pi_turn,
    refusals,
    scoring,
    views,
    words,
)
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.investigator import DONATE, PI
from games.cosmoctopus.rules.moves import ACTIONS
from games.cosmoctopus.rules.narrator import CosmoNarrator
from games.cosmoctopus.rules.pi_schema import DIFFICULTIES, REVELATION_CHOICES, SURPRISE
from games.cosmoctopus.rules.setup import deal, layout_of
from games.cosmoctopus.rules.state import (
    TURN,
    CosmoState,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action, GameState, Outcome, Rules, Variant, draw_random
from tabletop.rules.seats import first_seat

LENGTH_HELP = "Express: every player starts with 3 tentacles (a game of under an hour)."
HANDS_HELP = (
    "Starting hands: 5 random cards; the 3-card starter hands made to work together (good for new "
    "players); or a draft: keep 1 of 5 cards and pass the rest to the left, until each has kept 5."
)
LAYOUT_HELP = (
    "Where the Inky Realm's tiles lie: the 3 x 3 grid, or one of the rulebook's named layouts (Infin-Eight, "
    "And then there was Naught, X marks the Splot, Threeping, Pentaglyph) as we drew them; Disconnected "
    "(10 tiles in two sections) needs the cosmic bridge."
)
LAYOUTS = ("grid", "infin_eight", "naught", "x_marks_the_splot", "threeping", "pentaglyph", "disconnected")
#: The layouts as the setup lists them: their names in components.yaml (the grid's is '3 x 3').
LAYOUT_NAMES = (
    "Grid (3 x 3)",
    "Infin-Eight",
    "And then there was Naught",
    "X marks the Splot",
    "Threeping",
    "Pentaglyph",
    "Disconnected",
)
MODE_HELP = (
    "Competitive: 2-4 players race to 8 tentacles. Private Investigator: 1 player (solo) or 2-4 playing "
    "together against the PI, who takes the last turn of each round; everyone must reach 8 tentacles first. "
    "Together, begin with Express: the full game is far harder."
)
DIFFICULTY_HELP = (
    "Only against the Private Investigator: the PI starts with 1 (Naive), 2 (Tenacious), 3 (Relentless) or "
    "5 (Obsessive) of each resource. Start with Naive."
)
REVELATION_HELP = (
    "Only against the Private Investigator: the revelation card lies face down and gives the PI a new rule "
    "from its 5th tentacle. Surprise: one of the 3 at random, kept secret until then; or choose which: "
    "more from the row in step 1, more from the investigated tiles, or cheaper tentacles."
)
REVELATIONS = ("Surprise (random)", "More from the row", "More from the tiles", "Cheaper tentacles")
MODES = ("Competitive", "Private Investigator")
LEVELS = ("Naïve", "Tenacious", "Relentless", "Obsessive")
PI_ONLY = (("mode", "pi"),)  # the difficulty changes nothing in the competitive game
#: The decision on top -> its legal actions (the PI's turn: its one next step).
LEGAL = {
    **ACTIONS,
    TURN: pi_turn.turn_actions,
    DONATE: coop.donate_actions,
    PI: lambda cat, state, seat: [pi_turn.next_step(cat, state)],
}


class CosmoRules(Rules):
    """Move Cosmoctopus through the Inky Realm, play devotee cards, gather 8 tentacles first."""

    id = "cosmoctopus"
    name = "Cosmoctopus"
    min_players = 2
    max_players = 4
    has_secrets = True
    chooses_first_player = True
    catalog_class = Catalog
    narrator_class = CosmoNarrator
    handlers = (flow, moving, paying, gains, bridge, pi_turn)
    variants = (
        Variant("length", "Game length", ("full", "express"), "full", help=LENGTH_HELP),
        Variant("hands", "Starting hands", ("random", "starter", "draft"), "random", help=HANDS_HELP),
        Variant("mode", "Opponent", ("competitive", "pi"), "competitive", MODE_HELP, labels=MODES),
        Variant("difficulty", "PI difficulty", DIFFICULTIES, "naive", DIFFICULTY_HELP, PI_ONLY, LEVELS),
        Variant(
            "revelation", "PI revelation", REVELATION_CHOICES, SURPRISE, REVELATION_HELP, PI_ONLY, REVELATIONS
        ),
        Variant(
            "layout",
            "Inky Realm layout",
            LAYOUTS,
            "grid",
            help=LAYOUT_HELP,
            labels=LAYOUT_NAMES,
            own=partial(own.choice, named=LAYOUTS),  # a layout of the player's own (own.py), kept as its text
            more=own.choices,
        ),
        Variant("bridge", "Cosmic bridge", ("off", "on"), "off", help=bridge.HELP),
    )

    def check_options(self, players: int, options: dict[str, str]) -> dict[str, str]:
        """Returns the full options; refuses, in one sentence, a layout in separate sections without the
        cosmic bridge (bridge.refused)."""
        full = super().check_options(players, options)
        refused = bridge.refused(layout_of(self.catalog, full["layout"]), full)
        if refused:
            raise ValueError(refused)
        return full

    def min_players_for(self, options: dict[str, str]) -> int:
        """Returns 1 against the Private Investigator (solo), else 2."""
        return 1 if options.get("mode") == "pi" else self.min_players

    def _setup(self, players: int, options: dict[str, str], seed: int) -> CosmoState:
        state = CosmoState(players=players, rng=seed, options=dict(options))
        rng = draw_random(state)
        state.first = first_seat(options, players, rng)
        deal(self.catalog, state, rng)
        if investigator.active(state):
            investigator.setup(self.catalog, state, rng)
        return state

    def _legal_actions(self, state: GameState) -> list[Action]:
        prompt = decisions.top(state)
        return LEGAL[prompt.kind](self.catalog, state, prompt.seat)

    def _automaton_action(self, state: GameState) -> Action:
        """The Private Investigator's next step (its turn has only one at a time)."""
        return pi_turn.next_step(self.catalog, state)

    def _apply_action(self, state: GameState, action: Action) -> None:
        super()._apply_action(state, action)
        effects.run(self.catalog, state)

    def _why_not(self, state: GameState, action: Action) -> str:
        found = refusals.why_not(self.catalog, state, action)
        return found or f"Not now. {words.prompt(self.catalog, state, action.seat, self.to_act(state))}"

    def _why_not_drop(self, state: GameState, seat: int, piece: str, target: str) -> str:
        return self._why_not(
            state, Action(refusals.drop_kind(self.catalog, state, piece), seat, piece, target)
        )

    def outcome(self, state: GameState) -> Outcome | None:
        """Returns the tentacles and the winner once the game is over (scoring.outcome; coop.outcome against
        the PI), else None."""
        if investigator.active(state):
            return coop.outcome(self.catalog, state)
        return scoring.outcome(self.catalog, state)

    def stats(self, state: GameState) -> dict[str, float]:
        """Returns a finished game's figures (scoring.stats); empty before the end."""
        if investigator.active(state):
            return coop.stats(self.catalog, state)
        return scoring.stats(self.catalog, state)

    def holding(self, state: GameState, action: Action) -> str | None:
        """Returns the card the action plays for its seat (scoring.holding), for the balance figures."""
        return scoring.holding(self.catalog, state, action)

    def all_component_ids(self, state: GameState) -> list[str]:
        """Returns every component id in the game, one entry per place it is in (views.all_component_ids)."""
        return views.all_component_ids(self.catalog, state)

    view = staticmethod(views.view)
    hidden_ids = staticmethod(views.hidden_ids)
