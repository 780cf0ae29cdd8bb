"""What a computer player values in Oct8, and how it imagines the cards it cannot see.

An octopus action of several steps (attach cards one by one, a swap) is judged by where it
can end: the evaluation first finishes an action under way the best way the hand allows
(or cancels it), so a player looking one step ahead sees what the whole action is worth.
"""

from __future__ import annotations

import functools
import math
import random
from typing import TYPE_CHECKING

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.moves import sums
from games.oct8.rules.state import ACT, MORE, Oct8State, find, oct_zone, pending_of, step_of, turn_of
from games.oct8.rules.views import all_component_ids
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, CONFIRM

if TYPE_CHECKING:
    from games.oct8.rules.game import Oct8Rules

SECRET_IN_AREA = 0.5  # an octopus of your secret colour kept in your area may still be shipped double
HAND_CARD = 0.15  # any arm card in hand: something to attach or swap later
USEFUL_CARD = 0.25  # more for a card of a colour you build with (your octopuses, the shared heads)
REACH = 0.5  # a shared octopus your hand can finish exactly: part of its points
BABY = 0.3  # a baby octopus: an extra action later
ACTION_NOW = 0.6  # an octopus action still to take this turn
WASTE = 0.2  # and a little more, so that starting it is never the best choice
TIE = 1e-9
LEAD_SCALE = 0.35  # how sharply a lead in points turns into a chance to win

# Hard's search (tabletop/bots/hard.py, Tuning): many actions and moves of several steps, so it weighs
# the Normal player's best six, finishes its own moves greedily, and plays the next turn out greedily.
SEARCH = {
    "root_width": 6,
    "own_steps": True,
    "tree_depth": 1,
    "greedy_sample": 10,
    "rollout_decisions": 2,
    "playout_choices": True,
}


def sample(rules: Oct8Rules, view: Oct8State, seat: int, rng: random.Random) -> Oct8State:
    """Returns a full state matching the seat's view: unseen heads dealt as the others' secret colours
    and the head deck, unseen arm cards as the others' hands and the arm deck, and a fresh random stream."""
    state = view.clone()
    state.rng = rng.getrandbits(63)
    cat = rules.catalog
    seen = {c for c in all_component_ids(view) if c is not None}
    heads = [h for h in cat.heads if h not in seen]
    cards = [a for a in cat.arm_cards if a not in seen]
    rng.shuffle(heads)
    rng.shuffle(cards)
    for other in range(view.players):
        if other == seat:
            continue
        if view.secrets[other] is None:
            state.secrets[other] = heads.pop()
        state.hands[other] = [cards.pop() for _ in view.hands[other]]
    state.head_deck, state.arm_deck = heads, cards
    if view.last_draw[0] is None and view.last_draw[1] == "hand" and state.hands[turn_of(view)]:
        # The turn draw went into the hand of the seat on turn: one of its cards, we cannot tell which.
        state.last_draw = (rng.choice(state.hands[turn_of(view)]), "hand")
    if len(state.head_deck) != len(view.head_deck) or len(state.arm_deck) != len(view.arm_deck):
        raise ValueError("the view does not add up to the game's cards")
    return state


def evaluate(rules: Oct8Rules, state: Oct8State, seat: int) -> float:
    """Returns the seat's chance to win, guessed from its points and prospects against the best other seat."""
    state, wasted = settled(rules, state)
    cat = rules.catalog
    lead = worth(cat, state, seat) - max(
        worth(cat, state, other) for other in range(state.players) if other != seat
    )
    if wasted:  # an action begun that cannot be finished only loses the turn's action
        lead += -ACTION_NOW - WASTE if turn_of(state) == seat else ACTION_NOW + WASTE
    return 1.0 / (1.0 + math.exp(-LEAD_SCALE * lead))


def worth(cat: Catalog, state: Oct8State, seat: int) -> float:
    """Returns the seat's points so far plus what its octopuses, hand and babies promise."""
    colour_of = cat.colour_of
    secret = colour_of[state.secrets[seat]]
    points = 0.0
    for octopus in state.areas[seat]:
        head = colour_of[octopus[0]]
        points += _matching(octopus, colour_of) * (1 + SECRET_IN_AREA * (head == secret))
    for octopus in state.shipped[seat]:
        points += _matching(octopus, colour_of) * (1 + (colour_of[octopus[0]] == secret))
    hand = state.hands[seat]
    hand_colours = [colour_of[c] for c in hand]
    building = {colour_of[o[0]] for o in state.areas[seat]} | {colour_of[o[0]] for o in state.shared}
    points += HAND_CARD * len(hand) + USEFUL_CARD * sum(hand_colours.count(c) for c in building)
    reachable = sums(cat.arms_of[c] for c in hand)
    for octopus in state.shared:
        space = cat.room(octopus)
        if space and reachable >> space & 1:
            head = colour_of[octopus[0]]
            points += REACH * (_matching(octopus, colour_of) + hand_colours.count(head))
    points += BABY * state.babies[seat]
    if turn_of(state) == seat and step_of(state) in (ACT, MORE):
        points += ACTION_NOW
    return points


def _matching(octopus: list[str], colour_of: dict[str, str]) -> int:
    return list(map(colour_of.__getitem__, octopus)).count(colour_of[octopus[0]]) - 1


# What a playout weighs ---------------------------------------------------------------------------


def playout_choices(
    rules: Oct8Rules, state: Oct8State, legal: list[Action], rng: random.Random
) -> list[Action]:
    """Returns the moves a playout weighs in a full state: an action under way goes on the way the evaluation
    would finish it (one step); a new octopus action is weighed once per different outcome (copies of a
    card do the same, and an attach to a head is weighed as its best finish, if it has one)."""
    pending = pending_of(state)
    if pending is not None and pending.kind != "draw":
        return finish_plan(rules, state)[0][:1]
    if step_of(state) != ACT:
        return legal
    if pending is not None:  # the second draw: the discard pile's top by a drag or a click is one choice
        return [a for a in legal if a.kind != "take_top"]
    return best_start(rules.catalog, state, legal, rng)


def best_start(cat: Catalog, state: Oct8State, legal: list[Action], rng: random.Random) -> list[Action]:
    """Returns the octopus action a playout begins: the one whose best finish gains the mover most points by
    a quick count of matching arms (no step applied), ties broken at random; draws when nothing gains."""
    seat = turn_of(state)
    colour_of, arms_of = cat.colour_of, cat.arms_of
    placed = {o[0]: (o, owner) for owner, area in enumerate(state.areas) for o in area}
    holders = {c: o[0] for o, _ in placed.values() for c in o[1:]}
    hand = state.hands[seat]
    best, chosen, tried = -math.inf, [], {}
    for action in legal:
        kind, card = action.kind, action.piece
        if kind == "attach":
            head = action.target[4:]
            if head in tried:
                continue
            octopus, _ = find(state, head)
            plan = best_subset(cat, hand, cat.room(octopus), colour_of[head])
            tried[head] = True
            if not plan:
                continue
            action = Action("attach", seat, plan[0], action.target)
            gain = _gain(colour_of, state, seat, [*octopus, *plan], seat) + BABY - HAND_CARD * len(plan)
        elif kind == "swap_out":
            octopus, _ = placed[holders[card]]
            head = colour_of[octopus[0]]
            plan = best_subset(cat, hand, arms_of[card], head)
            if plan is None:
                continue
            gain = _mult(colour_of, state, seat, octopus) * (
                sum(colour_of[c] == head for c in plan) - (colour_of[card] == head)
            ) - HAND_CARD * (len(plan) - 1)
        elif kind == "swap_arm":
            home, home_owner = placed[holders[card]]
            away, away_owner = placed[action.target[4:]]
            home_colour, away_colour = colour_of[home[0]], colour_of[away[0]]
            plan = best_subset(cat, away[1:], arms_of[card], home_colour)
            if plan is None:
                continue
            back = sum(colour_of[c] == home_colour for c in plan)
            lost = sum(colour_of[c] == away_colour for c in plan)
            home_gain = _mult(colour_of, state, home_owner, home) * (back - (colour_of[card] == home_colour))
            away_gain = _mult(colour_of, state, away_owner, away) * ((colour_of[card] == away_colour) - lost)
            gain = home_gain * (1 if home_owner == seat else -1) + away_gain * (
                1 if away_owner == seat else -1
            )
        else:
            gain = 0.0  # a draw: cards to come
        if gain > best + TIE:
            best, chosen = gain, [action]
        elif gain >= best - TIE:
            chosen.append(action)
    return [rng.choice(chosen)] if chosen else legal[:1]


def _mult(colour_of: dict[str, str], state: Oct8State, owner: int, octopus: list[str]) -> float:
    """Returns what a matching arm on an octopus in the owner's area is worth (more in the secret colour)."""
    return 1 + SECRET_IN_AREA * (colour_of[octopus[0]] == colour_of[state.secrets[owner]])


def _gain(colour_of: dict[str, str], state: Oct8State, seat: int, octopus: list[str], owner: int) -> float:
    """Returns the points of a finished octopus in the owner's area, to the seat."""
    return _matching(octopus, colour_of) * _mult(colour_of, state, owner, octopus)


# Finishing an octopus action under way -------------------------------------------------------


def finish_plan(game: Oct8Rules, state: Oct8State) -> tuple[list[Action], bool]:
    """Returns the steps that finish the action under way the best way the hand allows, Confirm last, and
    False; or [Cancel] and True if it cannot be finished; ([], False) when no such action is under way."""
    pending = pending_of(state)
    if pending is None or pending.kind == "draw":
        return [], False
    seat, cat = turn_of(state), game.catalog
    if pending.kind == "attach":
        octopus, _ = find(state, pending.home)
        plan = best_subset(cat, state.hands[seat], cat.room(octopus), cat.colour_of[octopus[0]])
        kind = "attach"
    elif pending.kind == "swap_hand":
        home, _ = find(state, pending.home)
        plan = best_subset(cat, state.hands[seat], pending.need - pending.given, cat.colour_of[home[0]])
        kind = "swap_in"
    else:
        home, _ = find(state, pending.home)
        away, _ = find(state, pending.away)
        spare = [c for c in away[1:] if c != pending.out]
        plan = best_subset(cat, spare, pending.need - pending.given, cat.colour_of[home[0]])
        kind = "swap_back"
    if plan is None:
        return [Action(CANCEL, seat)], True
    target = oct_zone(pending.home)
    return [Action(kind, seat, card, target) for card in plan] + [Action(CONFIRM, seat)], False


def settled(game: Oct8Rules, state: Oct8State) -> tuple[Oct8State, bool]:
    """Returns the state after the action under way is finished the best way the hand allows, and False;
    or, if it cannot be finished, the state after Cancel and True. The steps change one copy in place
    (the rules' own handlers, as applying them one by one would, without a copy per step): a copy sharing
    every list (`Oct8State.successor`), as the handlers put a new list in place of any they change."""
    steps, wasted = finish_plan(game, state)
    if not steps:
        return state, False
    state = state.successor()
    state.events = ()
    for action in steps:
        game._apply_action(state, action)
    return state, wasted


def best_subset(cat: Catalog, cards: list[str], total: int, wanted: str) -> list[str] | None:
    """Returns cards whose arms add up to exactly `total`: as many of colour `wanted` as can be, then
    as few cards as can be (None if no cards add up; [] for a total of 0)."""
    arms_of, colour_of = cat.arms_of, cat.colour_of
    picks = _best_picks(bytes([arms_of[c] * 2 + (colour_of[c] == wanted) for c in cards]), total)
    return None if picks is None else [cards[i] for i in picks]


@functools.lru_cache(maxsize=1 << 16)
def _best_picks(items: bytes, total: int) -> bytes | None:
    """Returns the places of the best cards for best_subset, given each card as one byte, its arms times two
    plus 1 if it has the wanted colour: the most wanted, then the fewest cards, and among equals the first
    in the order of the cards (the smallest places, compared one by one). Remembered, as hands repeat: as
    bytes, which the garbage collector never walks (the tuples of tuples it remembered before piled up
    untracked-but-unexamined in its youngest generation by the hundred thousand, and one collection
    walking them took 30 to 60 ms inside a search's step).

    Worked out from the last card back, for every total up to `total` at once: the best picks from card i
    on either take card i (then the rest are the best from i + 1 on for what is left) or not; taking it
    wins a tie, as its picks come first in the cards' order."""
    # best[t]: ((wanted, -cards), places) of the best picks from the card being weighed on, for total t
    best: list[tuple[tuple[int, int], tuple[int, ...]] | None] = [None] * (total + 1)
    best[0] = ((0, 0), ())
    for i in range(len(items) - 1, -1, -1):
        value, wanted = divmod(items[i], 2)
        for t in range(total, value - 1, -1):  # (downwards: best[t - value] is still without card i)
            rest = best[t - value]
            if rest is not None:
                gain = (rest[0][0] + wanted, rest[0][1] - 1)
                now = best[t]
                if now is None or gain >= now[0]:
                    best[t] = (gain, (i, *rest[1]))
    found = best[total]
    return None if found is None else bytes(found[1])
