"""Rainbow Pirates: the rules contract, wired to the turn, the black cards, the views and the words."""

from __future__ import annotations

from games.rainbow_pirates.rules import arrange, black, flow, groups, moves, refusals, scoring, views, words
from games.rainbow_pirates.rules.catalog import Catalog
from games.rainbow_pirates.rules.events import Rainbow
from games.rainbow_pirates.rules.narrator import PirateNarrator
from games.rainbow_pirates.rules.state import BLOCK, BUILD, FINAL, REARRANGE, TURN, PirateState
from tabletop.rules import decisions
from tabletop.rules.core import Action, GameState, Outcome, Rules, Variant, draw_random, sorted_actions
from tabletop.rules.decisions import CANCEL, CONFIRM
from tabletop.rules.dispatch import Handler, Handlers
from tabletop.rules.events import record
from tabletop.rules.seats import first_seat

BLOCK_HELP = (
    "Who is asked to block a black card: every opponent it targets, even one who cannot block (nobody "
    "learns who could), or only those who can (faster, but it shows who holds the loved colour)."
)


#: The actions that can complete a full rainbow on the mover's island: a card placed or moved into a group,
#: a new group or a rearrangement confirmed. (Cancelling a rearrangement puts back the island it began
#: from, where a full rainbow is none new.)
ISLAND_KINDS = frozenset({"place", "move", "put", CONFIRM})
#: The decisions whose legal list moves.py makes in order, so it is not sorted again.
LISTED_IN_ORDER = frozenset({TURN, FINAL, BUILD, REARRANGE})


#: The actions that change only the mover's hand and island, the wilds' colours and the group being built
#: (flow.place, flow.move): their state is `PirateState.copy_for` the mover, sharing the rest.
MOVER_ONLY = frozenset({"place", "move"})


_HANDLERS: dict[tuple, Handler] = {}


def _handler(handlers: Handlers, top: str, kind: str) -> Handler:
    """Returns the handler `handlers` finds for an action of `kind` on the decision `top`, remembered."""
    found = _HANDLERS[handlers, top, kind] = handlers.find(top, kind)
    return found


class PirateRules(Rules):
    """Place rainbows and sets on your island, attack with black cards; the most Treasure Points wins."""

    id = "rainbow_pirates"
    name = "Rainbow Pirates"
    min_players = 2
    max_players = 5
    has_secrets = True
    chooses_first_player = True
    catalog_class = Catalog
    narrator_class = PirateNarrator
    handlers = (flow, arrange, black)
    variants = (Variant("block_ask", "Who is asked to block", ("all", "able"), "all", help=BLOCK_HELP),)

    def _setup(self, players: int, options: dict[str, str], seed: int) -> PirateState:
        state = PirateState(players=players, rng=seed, options=dict(options))
        rng = draw_random(state)
        deck = list(self.catalog.cards)
        rng.shuffle(deck)
        flow.deal(self.catalog, state, deck)
        state.first = first_seat(options, players, rng)
        flow.start_turn(state, state.first)
        return state

    def legal_actions(self, state: GameState) -> list[Action]:
        """Returns the legal actions in the engine's order (`sorted_actions`): the listings of a turn, a
        build, a rearrangement and the final placements come in that order already (moves.py), the small
        lists of the other decisions are sorted."""
        if state.over or not state.decisions:
            return []
        found = self._legal_actions(state)  # (as the engine's: a test may change the rules there)
        return found if state.decisions[-1].kind in LISTED_IN_ORDER else sorted_actions(found)

    def _legal_actions(self, state: GameState) -> list[Action]:
        return self._listed(state, None)

    def _is_legal(self, state: GameState, action: Action) -> bool:
        # Only the actions of the action's card are listed (none of a card for one without a piece).
        return action in self._listed(state, action.piece or moves.NO_CARD)

    def _listed(self, state: GameState, only: str | None) -> list[Action]:
        prompt, cat = decisions.top(state), self.catalog
        if prompt.kind == TURN:
            return moves.turn_actions(cat, state, prompt.seat, only)
        if prompt.kind == FINAL:
            return moves.final_actions(cat, state, prompt.seat, only)
        if prompt.kind == BUILD:
            return moves.build_actions(cat, state, prompt.seat, only)
        if prompt.kind == REARRANGE:
            return moves.rearrange_actions(cat, state, prompt.seat, only)
        if prompt.kind == BLOCK:
            return moves.block_actions(cat, state, prompt.seat, prompt.data)
        return moves.effect_actions(cat, state, prompt.kind, prompt.seat, prompt.data)

    def _step(self, state: GameState, action: Action) -> GameState:
        seat = action.seat
        new = state.copy_for(seat) if action.kind in MOVER_ONLY and seat >= 0 else state.clone()
        new.events = ()  # the new state's events are this action's, recorded by the handlers
        self._applied(new, action, state)
        if seat == decisions.CHANCE:
            draw_random(new)  # chance's pick came from the random stream: move the stream on
        return new

    def apply_in_place(self, state: GameState, action: Action) -> None:
        """Changes `state` itself by an action taken from `legal_actions(state)`, as `apply_legal` changes
        its copy: for the computer players' playouts, whose states in between no one keeps."""
        state.events = ()
        self._apply_action(state, action)
        if action.seat == decisions.CHANCE:
            draw_random(state)

    def _apply_action(self, state: GameState, action: Action) -> None:
        self._applied(state, action, None)

    def _applied(self, state: PirateState, action: Action, before: PirateState | None) -> None:
        """Changes `state` by the action (the engine's `_apply_action`); `before`: the state as it was
        before, if kept apart (then the full rainbows there are counted only when the island has one now)."""
        top, kind = decisions.top(state).kind, action.kind
        # (a card placed onto the group being built leaves the island as it was)
        island = kind in ISLAND_KINDS and action.seat >= 0 and not (top == BUILD and kind == "place")
        if island and before is None:
            had = self._rainbows_before(state, action.seat, top)
        # The handler the engine's `_apply_action` finds, looked up once per decision and kind of action.
        handlers = self._dispatch
        handler = _HANDLERS.get((handlers, top, kind)) or _handler(handlers, top, kind)
        handler(self.catalog, state, action)
        if island:
            now = groups.full_rainbows(self.catalog, state.islands[action.seat], state.wild_as)
            if now and now > (had if before is None else self._rainbows_before(before, action.seat, top)):
                record(state, Rainbow(action.seat, now))
        if top == REARRANGE or action.kind == "rearrange":
            state.rearranged = action.kind in (CONFIRM, CANCEL)
        else:
            state.rearranged = False
        if state.decisions and state.decisions[-1].kind == TURN:  # (`check_going_out` asks this first)
            flow.check_going_out(self.catalog, state)

    def _rainbows_before(self, state: PirateState, seat: int, top: str) -> int:
        """Returns the full rainbows the seat's island had before its action (on `state`, not yet changed)."""
        had = groups.full_rainbows(self.catalog, state.islands[seat], state.wild_as)
        if top == REARRANGE:  # nor is one broken and mended in the rearrangement: it was there before it
            had = max(had, groups.full_rainbows(self.catalog, state.arranging, state.arranged_wilds))
        return had

    def _why_not(self, state: GameState, action: Action) -> str:
        return refusals.why_not(self.catalog, state, action) or self._not_now_words(state, action.seat)

    def _why_not_drop(self, state: GameState, seat: int, piece: str, target: str) -> str:
        kind = refusals.drop_kind(self.catalog, state, seat, piece, target)
        return self._why_not(state, Action(kind, seat, piece, target))

    def _not_now_words(self, state: GameState, seat: int) -> str:
        return f"Not now. {words.prompt(self.catalog, state, seat, self.to_act(state))}"

    def stats(self, state: GameState) -> dict[str, float]:
        """Returns a finished game's figures (scoring.stats); empty before the end."""
        return scoring.stats(self.catalog, state)

    def outcome(self, state: GameState) -> Outcome | None:
        """Returns the scores and winners once the game is over (scoring.outcome), else None."""
        return scoring.outcome(self.catalog, state)

    view = staticmethod(views.view)
    hidden_ids = staticmethod(views.hidden_ids)
    all_component_ids = staticmethod(views.all_component_ids)
