"""What a computer player values in Cosmoctopus, and how it imagines the cards it cannot see.

A move of several steps (a move under way, a payment, a gained resource being placed) and the effects a
card or tile sets off (a free play, a row card to take, a move it grants) are judged by where they end:
the evaluation first plays them out the plain way (`settled`), so a player looking one step ahead sees
what the whole move is worth, a "play a row card free" hallucination included. Easy plays at random but
for the cosmic bridge, which it plays like a beginner who understands it (`easy_choices`).
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import TYPE_CHECKING

from games.cosmoctopus.rules import bridge, investigator, paying, pi_bot, setup
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import (
    CONTACT,
    DISCARD,
    FREE,
    MAY_DRAW,
    MOVE,
    ORDER,
    PAY,
    PLACE,
    SAME,
    TAKE,
    TAKE_TYPE,
    CosmoState,
    parse_cell,
    tile_zone,
)
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, CONFIRM, DRAW, top_kind
from tabletop.rules.seats import hand_zone

if TYPE_CHECKING:
    from games.cosmoctopus.rules.game import CosmoRules

TENTACLE = 1.0  # a tentacle: the goal itself
SLOT = 0.15  # a filled constellation slot: on the way to a tentacle
ENGINE = {"scripture": 0.7, "relic": 0.8, "constellation": 0.3}  # a card in play (a constellation: begun)
HAND = 0.12  # a card in hand: a future play or a discount
RESOURCE = 0.07  # a resource, up to KEEP of each (more is worth little: the limit is 8)
KEEP = 6
KNOWLEDGE = 1.2  # Forbidden Knowledge within reach: 2 tentacles next
LEAD_SCALE = 0.9  # how sharply a lead turns into a chance to win
MOST_STEPS = 40
#: The decisions `settled` plays out the plain way, and the plain choice's kinds (before Pass or Keep).
PLAYED_OUT = (PAY, MOVE, PLACE, DISCARD, SAME, TAKE, TAKE_TYPE, FREE, MAY_DRAW, CONTACT, ORDER)
PLAYED_OUT += (bridge.SHIFT, bridge.BRIDGE_PAY)
DOING = ("move", "place", "play", DRAW, "take", "resolve")

# Hard's search (tabletop/bots/hard.py, Tuning): many small steps (paying, moving), so it weighs the Normal
# player's best six, finishes its own moves greedily and plays on four decisions greedily.
# Measured at 0.3 s a move (40 games each, --jobs 2, 2 cores shared with other work): Hard beat Easy 100%
# and Normal 75%; Normal beat Easy 100%. Tried on 2026-11-27 and dropped: playouts taking the steps the
# evaluation plays out (paying, moving, taking) the plain way made 2.5 times the simulations, but Hard won
# 4 of 9 against Normal (the plain head's move is the first tile listed); only the bookkeeping steps
# (paying, placing, dropping) the plain way gained no simulations and won 9 of 20. Kept (same day): the
# playouts weigh `playout_choices`, the head's move once per tile (Normal's `weigh`), a move under way
# confirmed, a payment as proposed: 12 evaluations a simulation (was 38), and about 2.5 times the
# simulations (2-player duels on the CPU clock): 20 games at 0.3 s (seed 1, load average 4 to 12), Hard
# beat Normal 14 and 13 times. The tree's exploration at 0.25, 0.1 and 1.0 looked weaker (2 of 4, 2 of
# 6 and 2 of 5 of the same opening games, where 0.7 won 4 of 4 and 4 of 5): stopped early, kept at 0.7.
# 2026-11-27, later: the depth-1 search had settled by 0.1 s (its choice at 0.1 s was its choice at 1.0 s in
# 84 % of 40 positions), so more time could not make it stronger. Now the tree is two deep: below the root
# the next player's move is a node that first tries the greedy policy's move (what the depth-1 search
# played out) and opens the next best as it is visited more (`widen`: 1 + 0.5 * sqrt(visits) replies);
# only the root's move is finished greedily (`own_steps_at_root`), the rest of the reply's turn is the
# rollout's two decisions, 10.7 evaluations a simulation (13.5 before). With exploration 0.7 its choice at
# 0.1 s was its 1.0 s choice in 71 % of 40 positions, at 0.3 s in 85 %, but it won only 4 of 9 against
# Normal: the rewards differ by hundredths, so a reply node spread its visits evenly over its replies and
# a root candidate was scored against their average, not the best. Exploration 0.25 lets the reply node
# follow its best reply (and the root its best candidate): 65 % at 0.1 s, 79 % at 0.3 s. Duels at 0.3 s
# (CPU clock, 80 games in runs side by side, load average 4 to 14; docs/PERFORMANCE.md, the sixth round):
# Hard beat Normal 52 of 80 (65 %, about the depth-1 search's), Hard at 0.3 s beat Hard at 0.1 s 43 of 80
# (53.75 %; the depth-1 search about half). Neither target (75 %, 55 %) was met.
# 2026-11-28: each sampled world walks every candidate down the tree with the same random stream
# (`paired_tree`: the candidates are compared on the same deal), and the rollout plays four decisions, not
# two (the searcher's next turn and the reply to it: a constellation's slot or a payment's discount pays
# off a turn later). Duels at 0.3 s on the CPU clock, seeds 1 and 21 (40 games each, beside three to four
# other duels; load 4 to 5): Hard beat Normal 61 of 80 (76.25 %; 854 to 876 simulations a CPU-second under
# that load, a quarter fewer than with two decisions; slowest decision 0.308 s). Two decisions with the
# paired tree beat Normal 26 of 40, as before. Hard at 0.3 s beat Hard at 0.1 s only 33 of 80 (41.25 %; two
# decisions with the paired tree: 5 of 15, stopped): the short search, where the one-step prior weighs more,
# did better. More time sharpens the evaluation's objective, and the evaluation is not yet the game's.
# Later the same day (docs/PERFORMANCE.md, the eighth round): LEAD_SCALE 0.3 predicts Normal games' winners
# best (0.9 is three times too sure) and made Hard grow with time (46 of 80 against itself at 0.1 s) but
# weaker against Normal (50 of 80); the tree three deep did neither (41 of 80, 52 of 80); both not kept.
SEARCH = {
    "root_width": 6,
    "own_steps": True,
    "tree_depth": 2,
    "greedy_sample": 10,
    "rollout_decisions": 4,
    "playout_choices": True,
    "widen": 0.5,
    "own_steps_at_root": True,
    "exploration": 0.25,
    "paired_tree": True,
}
# Easy (random otherwise) moves a bridge token only when crossing then beats its best move without the
# bridge by this much win chance, the card it gives up counted: a real gain, such as a constellation's slot.
GAIN = 0.03


def sample(rules: CosmoRules, view: CosmoState, seat: int, rng: random.Random) -> CosmoState:
    """Returns a full state matching the seat's view: the unseen cards dealt as the others' hands and
    packets (unseen First Contact cards first: they are never in the deck) and the deck, with a fresh
    random stream; face-down realm tiles (the bridge's set-up) laid at random."""
    cat = rules.catalog
    state = view.clone()
    state.rng = rng.getrandbits(63)
    if view.phase == "bridge":
        setup.realm(cat, state, rng)
    seen = {c for c in rules.all_component_ids(view) if c is not None}
    contact = [c for c in cat.contact if c not in seen]
    unseen = [c for c in cat.deck if c not in seen]
    rng.shuffle(unseen)
    pool = contact + unseen  # popped from the end: First Contact cards go into hands first
    pool.reverse()
    for other in range(view.players):
        if other != seat:
            state.hands[other] = [pool.pop() for _ in view.hands[other]]
            state.packets[other] = [pool.pop() for _ in view.packets[other]]
    state.deck = [pool.pop() for _ in view.deck]
    pi_bot.sample(cat, view, state, rng)
    if pool:
        raise ValueError("the view does not add up to the game's cards")
    return state


def evaluate(rules: CosmoRules, state: CosmoState, seat: int) -> float:
    """Returns the seat's chance to win, guessed from its tentacles and prospects against the best other
    (against the PI: the team's, pi_bot.team_chance)."""
    state = settled(rules, state)
    outcome = rules.outcome(state)
    if outcome is not None:
        return 1.0 if seat in outcome.winners else 0.0
    facts = card_facts(rules.catalog)
    if investigator.active(state):  # co-op and solo: one figure for the whole team against the PI
        worths = [_worth(facts, state, other) for other in range(state.players)]
        return pi_bot.team_chance(rules.catalog, state, worths)
    mine = _worth(facts, state, seat)
    best = max(_worth(facts, state, other) for other in range(state.players) if other != seat)
    return 1.0 / (1.0 + math.exp(-LEAD_SCALE * (mine - best)))


def worth(rules: CosmoRules, state: CosmoState, seat: int) -> float:
    """Returns the seat's tentacles plus what its constellations, cards, hand and resources promise."""
    return _worth(card_facts(rules.catalog), state, seat)


class Facts:
    """What the evaluation reads of each card, worked out once per catalog: its worth in play (ENGINE by
    its type); the most it takes off a Forbidden Knowledge tile in play (its largest resource discount if a
    scripture, +1 if Forbidden); its resource; a scripture's discounts."""

    __slots__ = ("cat", "engine", "reach", "resource", "discount", "forbidden", "left", "cost")

    def __init__(self, cat: Catalog):
        self.cat = cat
        self.engine = {c: ENGINE.get(spec.type, 0.0) for c, spec in cat.card.items()}
        scripture = {c for c, spec in cat.card.items() if spec.type == "scripture"}
        self.reach = {
            c: (max(spec.discount.values(), default=0) if c in scripture else 0) + spec.forbidden
            for c, spec in cat.card.items()
        }
        self.resource = {c: cat.resource_of(c) for c in cat.card}
        self.discount = {c: spec.discount for c, spec in cat.card.items() if c in scripture and spec.discount}
        self.forbidden = {c for c, spec in cat.card.items() if spec.forbidden}
        self.cost = cat.content.forbidden_cost
        self.left: dict[tuple, list[str]] = {}  # the resources of the tiles still there, by the tiles taken


_FACTS: dict[int, Facts] = {}


def card_facts(cat: Catalog) -> Facts:
    """Returns the catalog's Facts, built at its first use."""
    found = _FACTS.get(id(cat))
    if found is None or found.cat is not cat:
        found = _FACTS[id(cat)] = Facts(cat)
    return found


def _worth(facts: Facts, state: CosmoState, seat: int) -> float:
    engine, slots = facts.engine, state.slots
    value = TENTACLE * state.tentacles[seat] + HAND * len(state.hands[seat])
    for card in state.played[seat]:
        value += engine[card] + (SLOT * sum(slots[card]) if card in slots else 0.0)
    kept = 0
    for n in state.pool[seat].values():
        kept += n if n < KEEP else KEEP
    value += RESOURCE * kept
    return value + KNOWLEDGE * _within_reach(facts, state, seat)


def within_reach(cat: Catalog, state: CosmoState, seat: int) -> bool:
    """Tells whether the seat could pay for a Forbidden Knowledge tile still there (as paying.shortfall
    says, the quick way: a tile costs only its resource, paid with it or with cards of its type)."""
    return _within_reach(card_facts(cat), state, seat)


def _within_reach(facts: Facts, state: CosmoState, seat: int) -> bool:
    taken = tuple(state.knowledge)
    left = facts.left.get(taken)
    if left is None:
        cat = facts.cat
        left = facts.left[taken] = [r for r, tile in cat.knowledge.items() if tile not in state.knowledge]
    if not left:
        return False
    pool, played, hand, cost = state.pool[seat], state.played[seat], state.hands[seat], facts.cost
    reach = facts.reach
    most = 0
    for resource in left:
        if pool[resource] > most:
            most = pool[resource]
    most += len(hand)
    for card in played:
        most += reach[card]
    if most < cost:
        return False  # even every hand card and scripture's discount could not bring a tile within reach
    found = dict.fromkeys(left, 0)
    for card in hand:
        resource = facts.resource[card]
        if resource in found:
            found[resource] += 1
    forbidden, discount = 0, facts.discount
    for card in played:
        if card in facts.forbidden:
            forbidden += 1
        for key, value in discount.get(card, {}).items():
            if key in found:
                found[key] += value
    return any(pool[r] + found[r] + forbidden >= cost for r in left)


def settled(rules: CosmoRules, state: CosmoState) -> CosmoState:
    """Returns the state after the move of several steps or the effect under way is played out the plain
    way (`plain_step`), up to the next turn's compulsory move or the turn's main step. The steps are taken
    on one copy of `state` (made at the first step; `state` itself is never changed), as `apply_legal`
    would take them one copy each: a player's step draws nothing from the random stream."""
    own = False
    for _ in range(MOST_STEPS):
        kind = top_kind(state)
        action = across(state) if kind == MOVE else None
        if action is None:
            if kind not in PLAYED_OUT or (kind == MOVE and not state.path and state.phase == "move"):
                return state
            action = plain_step(rules, state, kind, propose=True)
        if not own:
            state, own = state.clone(), True
        state.events = ()
        rules._apply_action(state, action)  # noqa: SLF001 - the copy is this function's own
    return state


def across(state: CosmoState) -> Action | None:
    """Returns, just after a bridge token was moved in the turn's move step (nothing stepped yet), the step
    across the bridge when the head stands on one end: what moving the token was for (None otherwise)."""
    if not (state.bridged and not state.path and state.phase == "move" and state.head in state.bridge):
        return None
    other = state.bridge[1 - state.bridge.index(state.head)]
    return Action("move", state.current, "head", tile_zone(other))


def best_shift(rules: CosmoRules, state: CosmoState, legal: list[Action]) -> Action:
    """Returns the token move that lets the head cross the bridge to the best tile (judged played out: the
    first card paid, the step across, its bonus), or Cancel when no move puts a token under the head."""
    seat, found = state.current, []
    for action in legal:
        if action.kind != bridge.BRIDGE:
            continue
        cells = list(state.bridge)
        cells[bridge.TOKENS.index(action.piece)] = parse_cell(action.target)
        if state.head in cells:
            found.append((evaluate(rules, rules.apply_legal(state, action), seat), action))
    if not found:
        return next(a for a in legal if a.kind == CANCEL)
    return max(found, key=lambda pair: pair[0])[1]


def plain_step(rules: CosmoRules, state: CosmoState, kind: str, propose: bool = False) -> Action:
    """Returns the plain next step: a payment finished the cheapest way (else given up); a move confirmed
    (an effect's move first steps to the first tile); a gained resource on the first open slot; the most
    plentiful resource dropped (else the first card); a free play, a draw, a First Contact card or a row card
    taken (the first offered); a bridge token's best move (best_shift), paid with the first card; all cards
    of the row's commonest type; the resource the seat has least of. With `propose`, a payment's steps but
    Confirm come as one, Pay as proposed (the same steps: `paying.propose`)."""
    seat = rules.to_act(state)
    if kind == PAY:
        steps = paying.suggestion(rules.catalog, state, seat)
        if not steps or steps[-1].kind != CONFIRM:
            return Action(CANCEL, seat)
        return Action(paying.PROPOSE, seat) if propose and len(steps) > 1 else steps[0]
    if kind == MOVE and state.path:
        return Action(CONFIRM, seat)
    if kind == TAKE and state.row:  # the first offered: the row's actions differ only by the card
        return Action("take", seat, min(state.row), hand_zone(seat))
    legal = rules.legal_actions(state)
    if kind == bridge.BRIDGE_PAY:  # the token move paid with the first hand card
        return next(a for a in legal if a.kind == "discard")
    if kind == bridge.SHIFT:
        return best_shift(rules, state, legal)
    if kind == DISCARD:
        drops = [a for a in legal if a.kind == "drop"]
        return max(drops, key=lambda a: state.pool[seat][a.piece]) if drops else legal[0]
    if kind == SAME:
        return min(legal, key=lambda a: state.pool[seat][a.choice])
    if kind == TAKE_TYPE:
        return max(legal, key=lambda a: sum(rules.catalog.type_of(c) == a.choice for c in state.row))
    return next((a for a in legal if a.kind in DOING), legal[0])


def playout_choices(
    rules: CosmoRules, state: CosmoState, legal: list[Action], rng: random.Random
) -> list[Action]:
    """Returns the moves a playout weighs in a full state: a head's move once per tile (`weigh`), a move
    under way confirmed (a tile reached in more steps was offered as one move already), a payment under way
    made the cheapest way (Pay as proposed, then Confirm); every other decision whole."""
    kind = top_kind(state)
    if kind == MOVE:
        if state.path:
            return [a for a in legal if a.kind not in ("move", CANCEL)]
        return weigh(rules, state, rules.to_act(state), legal)
    if kind == PAY:
        finish = [a for a in legal if a.kind in (paying.PROPOSE, CONFIRM)]
        return finish[:1] or [plain_step(rules, state, kind)]
    return legal


def easy_choices(rules: CosmoRules, view: CosmoState, seat: int, legal: list[Action], rng: random.Random):
    """Returns the actions Easy picks among at random: all of them, but the cosmic bridge played like a
    beginner who understands it. A token moves only at the move's first step, when crossing to the tile it
    reaches is a real gain (`bridge_gain`); then the best token move, the card it misses least, the step
    across, Confirm and the bonus's resources placed the plain way follow, none of it cancelled."""
    kind, start = top_kind(view), Action(bridge.START, seat)
    if kind in (bridge.SHIFT, bridge.BRIDGE_PAY):
        world = sample(rules, view, seat, rng)
        if kind == bridge.SHIFT:
            return [best_shift(rules, world, legal)]
        cards = [a for a in legal if a.kind == "discard"]
        return [max(cards, key=lambda a: evaluate(rules, rules.apply_legal(world, a), seat))]
    if kind == PLACE and view.bridged and view.plays and view.head in view.bridge:  # the crossing's bonus
        return [plain_step(rules, view, kind)]
    if kind != MOVE or view.phase != "move":
        return legal
    if view.bridged:  # the token was moved to cross: cross, then stop there
        return [across(view) or Action(CONFIRM, seat)] if crossing(view) else legal
    if start in legal and not view.path and bridge_gain(rules, sample(rules, view, seat, rng), seat, legal):
        return [start]
    return [a for a in legal if a != start]


def crossing(state: CosmoState) -> bool:
    """Tells whether the move under way is a bridge crossing not yet confirmed: the head still on the
    tile the move began on, a token under it, or just stepped across from there."""
    ends = state.bridge
    if state.move_start not in ends:
        return False
    return not state.path or state.path == [ends[1 - ends.index(state.move_start)]]


def bridge_gain(rules: CosmoRules, world: CosmoState, seat: int, legal: list[Action]) -> bool:
    """Tells whether moving a token and crossing (the best token move, paid with the card missed least)
    beats the best move without the bridge by GAIN."""
    others = [a for a in legal if a.kind != bridge.START]
    without = max((evaluate(rules, rules.apply_legal(world, a), seat) for a in others), default=0.0)
    shifting = rules.apply_legal(world, Action(bridge.START, seat))
    shift = best_shift(rules, shifting, rules.legal_actions(shifting))
    if shift.kind == CANCEL:
        return False
    paying = rules.apply_legal(shifting, shift)
    cards = [a for a in rules.legal_actions(paying) if a.kind == "discard"]
    return max(evaluate(rules, rules.apply_legal(paying, a), seat) for a in cards) > without + GAIN


def weigh(rules: CosmoRules, view: CosmoState, seat: int, legal: list[Action]) -> list[Action]:
    """Returns the actions Normal and Hard weigh: of the moves of the head to one tile (one for each way to
    pay its Tribute), only the one paying with the resources held most (what keeps the pool the most
    useful, as `worth` counts it; the first listed of equals); every other action as it is."""
    best: dict[str | None, tuple[tuple[int, int], Action]] = {}
    others = []
    have = tuple(view.pool[seat].items())
    for action in legal:
        if action.kind != "move" or action.piece != "head":
            others.append(action)
            continue
        left = _left(have, action.choice)
        kept = best.get(action.target)
        if kept is None or left > kept[0]:
            best[action.target] = (left, action)
    return [*others, *(action for _, action in best.values())]


@lru_cache(maxsize=4096)
def _left(have: tuple[tuple[str, int], ...], choice: str | None) -> tuple[int, int]:
    """Returns how good a pool (`have`: its resources and counts) is after paying a move's Tribute (the
    move's choice): resources kept up to KEEP of each, then the fewest of any."""
    pool = dict(have)
    for resource in (choice or "").split(","):
        if resource:
            pool[resource] -= 1
    return sum(min(n, KEEP) for n in pool.values()), min(pool.values())
