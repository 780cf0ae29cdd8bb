"""The PI's turn, always the last of the round, played by the non-player actor AUTOMATON one step an action.

The steps, in the rulebook's order (the action kind of each):
1. `pi_collect`: a resource matching each card in the card row (in co-op, but the leftmost: ours).
2. `pi_knowledge`: 13 or more of a resource whose Forbidden Knowledge is still there: 13 back to the bank,
   2 tentacles, the tile removed from the game, then the behaviour card's H (`pi_effect`, a step each).
3. `pi_tentacle`: 8 or more of a resource whose Forbidden Knowledge is gone: 8 back, a tentacle, then G.
   After every effect the thresholds are checked again, from step 2.
4. `pi_reveal`: if the PI gained a tentacle this turn, a new behaviour card (the glasses move with it).
5. `pi_end`: 8 tentacles win; else the first player's turn. The PI never discards.

A co-op player who reached 8 only moves Cosmoctopus: their turn offers only its end, and the moved-to
tile's bonus is donated (rules/coop.py).
"""

from __future__ import annotations

from games.cosmoctopus.rules import coop, flow, investigator, moves, moving, pi_effects
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import Donated, PiCard, PiPaid, PiTurnEnded, Revealed, Won
from games.cosmoctopus.rules.investigator import DONATE, PI
from games.cosmoctopus.rules.state import MOVE, CosmoState, Job
from tabletop.rules import decisions
from tabletop.rules.core import Action, draw_random
from tabletop.rules.decisions import AUTOMATON, CONFIRM, END_TURN
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record

KINDS = ("pi_collect", "pi_knowledge", "pi_tentacle", "pi_effect", "pi_reveal", "pi_end")


def next_step(cat: Catalog, state: CosmoState) -> Action:
    """Returns the PI's next step: the only action of its turn."""
    if state.pi_jobs:
        return Action("pi_effect", AUTOMATON, choice=state.pi_jobs[0].do)
    if state.pi_step == "collect":
        return Action("pi_collect", AUTOMATON)
    if state.pi_step == "check" and state.pi_tentacles < cat.content.tentacles_to_win:
        resource = investigator.knowledge_due(cat, state)
        if resource is not None:
            return Action("pi_knowledge", AUTOMATON, cat.knowledge[resource], choice=resource)
        resource = investigator.tentacle_due(cat, state)
        if resource is not None:
            return Action("pi_tentacle", AUTOMATON, choice=resource)
        if state.pi_gained:
            return Action("pi_reveal", AUTOMATON)
    return Action("pi_end", AUTOMATON)


def _tentacles(cat: Catalog, state: CosmoState, paid: tuple[str, int, str], count: int, effect: list) -> None:
    """The PI paid (resource, count, Forbidden Knowledge tile or ''): its tracker moves on by `count` (the
    revelation flips at the 5th); the card's effect follows."""
    before, state.pi_tentacles = state.pi_tentacles, state.pi_tentacles + count
    resource, cost, tile = paid
    record(state, PiPaid(resource, cost, count, state.pi_tentacles, state.pi_card, tile))
    state.pi_gained += count
    if before < cat.content.investigator.tracker.revelation_at <= state.pi_tentacles:
        state.pi_revealed = True
        record(state, Revealed(state.pi_revelation))
    state.pi_jobs = [Job(step.do, AUTOMATON, step.resource, step.count) for step in effect]


def _knowledge(cat: Catalog, state: CosmoState, action: Action) -> None:
    cost = cat.content.forbidden_cost
    state.pi_pool[action.choice] -= cost
    state.knowledge[action.piece] = AUTOMATON  # removed from the game: no player may take it
    card = investigator.behaviour(cat, state.pi_card)
    _tentacles(
        cat, state, (action.choice, cost, action.piece), cat.content.forbidden_tentacles, card.knowledge
    )


def _tentacle(cat: Catalog, state: CosmoState, action: Action) -> None:
    cost = investigator.tentacle_cost(cat, state)
    state.pi_pool[action.choice] -= cost
    _tentacles(cat, state, (action.choice, cost, ""), 1, investigator.behaviour(cat, state.pi_card).tentacle)


def _collect(cat: Catalog, state: CosmoState, action: Action) -> None:
    extra = investigator.rule_count(cat, state, "row_extra")
    pi_effects.row_gain(cat, state, extra, overlooked=investigator.overlooked(cat, state))
    state.pi_step = "check"


def _reveal(cat: Catalog, state: CosmoState, action: Action) -> None:
    state.pi_used.append(state.pi_card)
    if not state.pi_deck:
        state.pi_deck, state.pi_used = state.pi_used, []
        draw_random(state).shuffle(state.pi_deck)
    state.pi_card = state.pi_deck.pop()
    record(state, PiCard(state.pi_card))
    state.pi_step = "end"


def _end(cat: Catalog, state: CosmoState, action: Action) -> None:
    if state.pi_tentacles >= cat.content.tentacles_to_win:
        record(state, Won(AUTOMATON))
        state.winner, state.phase, state.jobs = AUTOMATON, "over", []
        decisions.clear(state)
        return
    decisions.pop(state)
    record(state, PiTurnEnded())
    state.pi_step, state.pi_gained = "", 0
    state.turn += 1
    flow.start_turn(state, state.first)


STEPS = {
    "pi_collect": _collect,
    "pi_knowledge": _knowledge,
    "pi_tentacle": _tentacle,
    "pi_effect": lambda cat, state, action: pi_effects.run_step(cat, state),
    "pi_reveal": _reveal,
    "pi_end": _end,
}


@handles(*KINDS, prompt=PI)
def apply(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Does the PI's step."""
    STEPS[action.kind](cat, state, action)


def turn_actions(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    """Returns the main step's actions; a finished co-op player may only end the turn."""
    if investigator.finished(state, seat):
        return [Action(END_TURN, seat)]
    return moves.turn_actions(cat, state, seat)


@handles(CONFIRM, prompt=MOVE)
def confirm_move(cat: Catalog, state: CosmoState, action: Action) -> None:
    """Ends a move: the tile's bonus (a finished player donates it); an investigated tile feeds the PI."""
    if investigator.finished(state, action.seat):
        moving.ended(state, action.seat)
        moving.skip(cat, state, action)
        coop.ask_donation(state, action.seat)
    else:
        moving.confirm(cat, state, action)
    investigator.entered(cat, state)


@handles("donate", prompt=DONATE)
def donate(cat: Catalog, state: CosmoState, action: Action) -> None:
    """The finished player's tile bonus goes to the chosen active player."""
    decisions.pop(state)
    record(state, Donated(action.seat, int(action.choice)))
    moving.bonus(cat, state, int(action.choice))
