"""What a computer player values in Rainbow Pirates, and how it imagines the cards it cannot see.

A move of several steps (a group being built, a rearrangement) and a black card still under way
(its block window, its choices) are judged by where they end: the evaluation first plays them out the
plain way (`settled`: the group completed as far as the hand allows, a victim blocking when able, the
attacker taking the best card), so a player looking one step ahead sees what the whole move is worth.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from games.rainbow_pirates.rules import fitting, groups
from games.rainbow_pirates.rules.catalog import BLACK, COLOUR, PIRATE, WILD, Catalog
from games.rainbow_pirates.rules.state import BLOCK, BUILD, GIVE, REARRANGE, PirateState, actor
from games.rainbow_pirates.rules.views import all_component_ids
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, CONFIRM, top_kind

if TYPE_CHECKING:
    from games.rainbow_pirates.rules.game import PirateRules

HAND_VALUE = {COLOUR: 0.3, WILD: 0.6, BLACK: 0.5, PIRATE: 4.5}  # a hand card: what it may still bring
PLACEABLE = 0.3  # more for a colour card that already fits a group
RAINBOW = 0.8  # a full rainbow: a step towards going out
OPEN_MOVE = 0.05  # a move of several steps left open is worth a little less than the same move closed
LEAD_SCALE = 0.25  # how sharply a lead in points turns into a chance to win
MOST_STEPS = 60  # steps `settled` may take (far more than any move needs)
#: The attacker's preference among island and discard cards: a Rainbow Pirate first, then wilds.
PREFERENCE = {PIRATE: 3, WILD: 2, BLACK: 1, COLOUR: 0}

#: The bench's busiest table (tabletop/tools/bench.py) comes from a game of Normal players: random moves
#: cancel most groups they start and take cards back, so a random game's islands stay small.
BUSY_TABLE = "normal"

# Hard's search (tabletop/bots/hard.py, Tuning): many actions and moves of several steps, so it weighs the
# Normal player's best six, finishes its own moves greedily and plays on greedily for one decision of the
# opponent (a second, as before, cost a third of the simulations: 606 -> 957 a CPU-second in 12 fixed
# two-player positions, load 12). Earlier, at 0.3 s a move (40 games each): Hard beat Easy 100% and
# Normal 57.5%; `paired` (the best six played out in many worlds with the same draws, no look-ahead)
# only drew level: 45% against Normal.
# Later (2026-11-27, Hard at 0.3 s on the CPU clock, seed 1): this search beat Normal in 70 % of 80 games
# and Hard at 0.1 s in 48.75 %: its choice had settled by 0.1 s (converge: its 0.1 s choice was its 1.0 s
# one in 68 % of 40 positions, its 0.3 s choice in 65 %). Its greedy steps now weigh `playout_choices`
# (no rearrangement begun, a move or black card under way played the plain way, as the evaluation settles
# it anyway): 1.8 times the simulations (12 positions at load 13: 877-941 -> 1,675-1,692 a CPU-second).
# What that bought goes into a tree that reaches the opponent's reply (`tree_depth` 2) and tries the
# candidates that score best more (`exploration` 0.25: they differ by hundredths, so with 0.7 each got
# nearly the same visits whatever the time). Screens of 12 games against Normal (seed 101, load 5 to 13):
# exploration 0.2 alone won 9; two decisions played on (greedy_sample 8) ran about 960 simulations a
# CPU-second under load and was stopped.
# Duels at 0.3 s on the CPU clock, seeds 1 and 21 (40 games each, side by side; load 10 to 14): Hard beat
# Normal in 65 of 80 (81.25 %; 14 lost, 1 drawn), 1,358-1,364 simulations a CPU-second, slowest decision
# 0.303 s. Hard at 0.3 s against Hard at 0.1 s: 21 of 40 (seed 1; 16 lost, 3 drawn; slowest 0.316 s), then
# 8 of the first 16 of seed 21, then 12 of 24 from seed 29: 41 of 80 (51.25 %), its strength still grows
# little with time (converge, 40 positions: its 0.1 s choice was its 1.0 s one in 65 %, its 0.3 s choice
# in 55 %).
# 2026-11-28: the candidates' scores differed by about 0.02 with 100 to 300 visits each, as much as one
# world's luck moves a mean, so more time mostly reshuffled near-equal candidates. Now each sampled world
# walks every candidate down the tree with the same random stream (`paired_tree`): the candidates are
# compared on the same deal, so what differs is what they do, and a longer search sharpens the comparison
# (it no longer stops early, as the candidates stay even). Duels at 0.3 s on the CPU clock, seeds 1 and 21
# (40 games each, side by side with four other duels; load 3 to 5): Hard beat Hard at 0.1 s in 44 of 80
# (55 %, 1 drawn; 1,530 to 1,788 simulations a CPU-second, slowest decision 0.314 s) and Normal in 66 of 80
# (82.5 %, 2 drawn; slowest decision 0.319 s).
SEARCH = {
    "root_width": 6,
    "own_steps": True,
    "tree_depth": 2,
    "greedy_sample": 10,
    "rollout_decisions": 1,
    "playout_choices": True,
    "exploration": 0.25,
    "paired_tree": True,
}


def sample(rules: PirateRules, view: PirateState, seat: int, rng: random.Random) -> PirateState:
    """Returns a full state matching the seat's view: the unseen cards dealt as the others' hands, the
    cards being reordered and the draw pile, with a fresh random stream."""
    state = view.clone()
    state.rng = rng.getrandbits(63)
    seen = {c for c in all_component_ids(view) if c is not None}
    unseen = [c for c in rules.catalog.cards if c not in seen]
    rng.shuffle(unseen)
    known: dict[int, list[str]] = {}
    for other, need in needs(rules.catalog, view, seat).items():
        found = next((c for c in unseen if need(c)), None)
        if found is not None and view.hands[other]:
            unseen.remove(found)
            known[other] = [found]
    for other in range(view.players):
        if other != seat:
            dealt = known.get(other, [])
            state.hands[other] = dealt + [unseen.pop() for _ in view.hands[other][len(dealt) :]]
    if None in view.peek:
        state.peek = [unseen.pop() for _ in view.peek]
    state.pile = [unseen.pop() for _ in view.pile]
    if unseen:
        raise ValueError("the view does not add up to the game's cards")
    return state


def needs(cat: Catalog, view: PirateState, seat: int) -> dict:
    """Returns, for each other seat whose pending prompt shows it holds a certain card, a test of the card:
    a Captain's giver holds a black card; with block_ask=able, a seat asked to block holds the loved
    colour."""
    found = {}
    for prompt in view.decisions:
        if prompt.seat == seat or prompt.seat < 0:
            continue
        if prompt.kind == GIVE:
            found[prompt.seat] = lambda c: cat.kind[c] == BLACK
        elif prompt.kind == BLOCK and view.options.get("block_ask") == "able":
            loved = cat.loves(prompt.data.card)
            found[prompt.seat] = lambda c, loved=loved: cat.colour_of.get(c) == loved
    return found


def evaluate(rules: PirateRules, state: PirateState, seat: int) -> float:
    """Returns the seat's chance to win, guessed from its points and prospects against the best other seat."""
    open_move = top_kind(state) in (BUILD, REARRANGE)
    state = settled(rules, state)
    outcome = rules.outcome(state)
    if outcome is not None:
        return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
    cat = rules.catalog
    lead = worth(cat, state, seat) - max(worth(cat, state, o) for o in range(state.players) if o != seat)
    lead -= OPEN_MOVE * open_move
    return 1.0 / (1.0 + math.exp(-LEAD_SCALE * lead))


def worth(cat: Catalog, state: PirateState, seat: int) -> float:
    """Returns the seat's points plus what its hand and rainbows promise (less as the pile runs out)."""
    island = fitting.island(cat, state.islands[seat], state.wild_as)
    points = island.points + cat.content.going_out_bonus * (state.out == seat)  # `scoring.points`
    hand = state.hands[seat]
    promise = sum(map(_hand_values(cat).__getitem__, hand))
    promise += PLACEABLE * fitting.colour_cards_to_place(cat, hand, island.extended)
    left = min(1.0, len(state.pile) / 20) if not state.final else 0.5
    points += RAINBOW * island.rainbows
    return points + promise * left


_HAND_VALUES: dict[Catalog, dict[str, float]] = {}


def _hand_values(cat: Catalog) -> dict[str, float]:
    """Returns HAND_VALUE by card, worked out once per catalog."""
    found = _HAND_VALUES.get(cat)
    if found is None:
        found = _HAND_VALUES[cat] = {card: HAND_VALUE[kind] for card, kind in cat.kind.items()}
    return found


def playout_choices(
    rules: PirateRules, state: PirateState, legal: list[Action], rng: random.Random
) -> list[Action]:
    """Returns the moves the search's greedy steps (its own turn played on, the opponent's reply) weigh in a
    full state: on a turn, every move but beginning a rearrangement (the evaluation would only confirm it as
    it stands); a move or black card under way, the plain step (`plain_step`: the evaluation settles it
    that way anyway, so weighing every step scored them alike)."""
    kind = top_kind(state)
    if kind in ("turn", "final", ""):
        return [a for a in legal if a.kind != "rearrange"]
    if kind == REARRANGE:
        return [a for a in legal if a.kind == CONFIRM][:1]
    return [plain_step(rules.catalog, state, legal)]


# Playing out a move under way -----------------------------------------------------------------------


def settled(rules: PirateRules, state: PirateState) -> PirateState:
    """Returns the state after the move of several steps and the black card under way are played out the
    plain way (nothing to do: the state itself). The steps change one copy in place (`apply_in_place`):
    no one sees the states in between."""
    copy = None
    for _ in range(MOST_STEPS):
        kind = top_kind(state)
        if kind in ("turn", "final", ""):
            break
        if kind == REARRANGE:  # Confirm is always offered: no need to list every move of the island
            action = Action(CONFIRM, actor(state))
        else:
            legal = rules.legal_actions(state)
            if not legal:
                break
            action = plain_step(rules.catalog, state, legal)
        if copy is None:
            state = copy = state.clone()
        rules.apply_in_place(copy, action)
    return state


def plain_step(cat: Catalog, state: PirateState, legal: list[Action]) -> Action:
    """Returns the plain choice among `legal`: see `settled`."""
    kind = top_kind(state)
    if kind == BUILD:
        return _build_step(cat, state, legal)
    if kind == BLOCK:
        return next((a for a in legal if a.kind == "block"), legal[0])  # a block when the hand can
    if kind == "name":
        return _name_step(cat, state, legal)
    return max(legal, key=lambda a: PREFERENCE.get(cat.kind.get(a.piece), 0))


def _build_step(cat: Catalog, state: PirateState, legal: list[Action]) -> Action:
    adds = [a for a in legal if a.kind == "place"]

    def completes(action: Action) -> bool:
        wild_as = {**state.wild_as, action.piece: action.choice} if action.choice else state.wild_as
        return groups.valid(cat, [*state.building, action.piece], wild_as)

    numbered = [a for a in adds if cat.kind[a.piece] != WILD]
    for found in ([a for a in numbered if completes(a)], [a for a in legal if a.kind == CONFIRM]):
        if found:
            return found[0]
    wilds = [a for a in adds if cat.kind[a.piece] == WILD and completes(a)]
    return (wilds or numbered or [a for a in legal if a.kind == CANCEL])[0]


def _name_step(cat: Catalog, state: PirateState, legal: list[Action]) -> Action:
    seat = legal[0].seat
    held = [cat.sort[c] for other in range(state.players) if other != seat for c in state.hands[other]]
    best = max(cat.sorts, key=lambda sort: (sort in held, sort == PIRATE, sort == WILD))
    return next(a for a in legal if a.choice == best)
