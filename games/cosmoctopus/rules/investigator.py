"""The Private Investigator (PI): set-up, the investigated tiles, the thresholds, and entering a watched tile.

The PI plays solo and co-operative games against the players (`mode=pi`). Its turn, always the last of the
round, is played by the non-player actor AUTOMATON one step at a time (rules/pi_turn.py); this module holds
what the rest of the rules ask about it. Our design (RULES.md): which of several resources over a threshold
goes first (the one the PI has most of), the new rules of the revelation cards, the behaviour cards.
"""

from __future__ import annotations

import random

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import TILE, PiGained
from games.cosmoctopus.rules.pi_schema import SURPRISE, Behaviour, Revelation
from games.cosmoctopus.rules.state import CosmoState
from tabletop.rules import decisions
from tabletop.rules.decisions import AUTOMATON, Prompt
from tabletop.rules.events import record
from tabletop.rules.seats import next_seat

PI = "investigate"  # the PI's turn: AUTOMATON's prompt
DONATE = "donate"  # a finished player gives a tile's bonus to an active player
PI_NAME = "The PI"


def active(state: CosmoState) -> bool:
    """Tells whether the game is played against the Private Investigator."""
    return state.options.get("mode") == "pi"


def behaviour(cat: Catalog, card: str) -> Behaviour:
    """Returns a behaviour card's spec."""
    return next(b for b in cat.content.investigator.behaviours if b.id == card)


def revelation(cat: Catalog, card: str) -> Revelation:
    """Returns a revelation card's spec."""
    return next(r for r in cat.content.investigator.revelations if r.id == card)


def setup(cat: Catalog, state: CosmoState, rng: random.Random) -> None:
    """Shuffles the behaviour deck and reveals its top card, chooses a revelation card (face down), puts the
    tracker's tentacle on 0 and gives the PI the difficulty's starting resources of each type."""
    spec = cat.content.investigator
    level = next(lv for lv in spec.levels if lv.id == state.options.get("difficulty", "naive"))
    state.pi_pool = dict.fromkeys(cat.resources, level.start)
    state.pi_deck = [b.id for b in spec.behaviours]
    rng.shuffle(state.pi_deck)
    state.pi_card = state.pi_deck.pop()
    if state.players > 1:  # co-op: the PI starts on the case (ours, RULES.md)
        state.pi_pool[behaviour(cat, state.pi_card).resource] += level.coop_lead
    state.pi_revelation = revelation_for(cat, state.options, rng)
    state.finished = [False] * state.players


def revelation_for(cat: Catalog, options: dict[str, str], rng: random.Random) -> str:
    """Returns the revelation card the players chose by its rule (option `revelation`), or one at random for
    'surprise' (the rulebook lets them choose; either way it lies face down until the 5th tentacle)."""
    cards = cat.content.investigator.revelations
    chosen = options.get("revelation", SURPRISE)
    if chosen == SURPRISE:
        return rng.choice([r.id for r in cards])
    return next(r.id for r in cards if r.rule == chosen)


def tile_resource(cat: Catalog, tile: str) -> str:
    """Returns the resource icon of a basic tile (the resource its bonus gives); '' for a special tile."""
    spec = cat.tile[tile]
    return "" if spec.special else next(s.resource for s in spec.bonus if s.do == "gain")


def investigated(cat: Catalog, state: CosmoState) -> list[int]:
    """Returns the cells under the 2 magnifying glasses: the tiles of the active card's resource (none of the
    face-down tiles a view shows while the bridge's tokens are placed)."""
    if not state.pi_card:
        return []
    wanted = behaviour(cat, state.pi_card).resource
    return [cell for cell, tile in enumerate(state.realm) if tile and tile_resource(cat, tile) == wanted]


def rule_count(cat: Catalog, state: CosmoState, rule: str) -> int:
    """Returns the revealed revelation's count if it gives this rule, else 0."""
    if not state.pi_revealed:
        return 0
    card = revelation(cat, state.pi_revelation)
    return card.count if card.rule == rule else 0


def entered(cat: Catalog, state: CosmoState) -> None:
    """Cosmoctopus has just entered the tile under the head: an investigated one gives the PI a resource of
    its type from the bank (2 with the 'Eyes on Every Tile' revelation), whoever moved it."""
    if active(state) and state.head in investigated(cat, state):
        resource = tile_resource(cat, state.realm[state.head])
        count = 1 + rule_count(cat, state, "tile_extra")
        state.pi_pool[resource] += count
        record(state, PiGained(resource, count, TILE, state.head))


def overlooked(cat: Catalog, state: CosmoState) -> int:
    """Returns how many of the card row's first cards (the leftmost) give the PI nothing in step 1 of its
    turn: its co-op pace by the number of players (ours), 0 solo."""
    return next(
        (pace.overlooked for pace in cat.content.investigator.coop if pace.players == state.players), 0
    )


def tentacle_cost(cat: Catalog, state: CosmoState) -> int:
    """Returns how many of one resource a tentacle costs the PI (8, fewer with 'The Net Tightens')."""
    return cat.content.limit - rule_count(cat, state, "cheaper_tentacle")


def _most(state: CosmoState, resources: list[str]) -> str | None:
    return max(resources, key=lambda r: state.pi_pool[r]) if resources else None


def knowledge_due(cat: Catalog, state: CosmoState) -> str | None:
    """Step 2: the resource the PI has 13 or more of whose Forbidden Knowledge is still there (the one it
    has most of, the first in resource order on a tie), else None."""
    cost = cat.content.forbidden_cost
    due = [r for r in cat.resources if state.pi_pool[r] >= cost and cat.knowledge[r] not in state.knowledge]
    return _most(state, due)


def tentacle_due(cat: Catalog, state: CosmoState) -> str | None:
    """Step 3: the resource the PI has 8 or more of whose Forbidden Knowledge is gone, else None."""
    cost = tentacle_cost(cat, state)
    due = [r for r in cat.resources if state.pi_pool[r] >= cost and cat.knowledge[r] in state.knowledge]
    return _most(state, due)


def turn_due(state: CosmoState) -> bool:
    """After a player's turn: when it was the round's last, the PI's turn begins (its prompt pushed) and
    True is returned; else False."""
    if not active(state) or next_seat(state, state.current) != state.first:
        return False
    state.phase, state.pi_step, state.pi_gained = "pi", "collect", 0
    decisions.push(state, Prompt(AUTOMATON, PI))
    return True


def finished(state: CosmoState, seat: int) -> bool:
    """Tells whether a co-op player has reached 8 tentacles (and now only moves Cosmoctopus)."""
    return bool(state.finished) and state.finished[seat]
