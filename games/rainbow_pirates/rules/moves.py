"""The legal actions of each decision: placing and rearranging, the draw, black cards and their answers.

A card is one piece: it is dropped on a zone (state.py) and, for a wild, given a colour (the choice).
"""

from __future__ import annotations

from games.rainbow_pirates.rules import fitting, groups
from games.rainbow_pirates.rules.catalog import BLACK, PIRATE, WILD, Catalog
from games.rainbow_pirates.rules.state import (
    Attack,
    PirateState,
    group_zone,
    island_zone,
    new_zone,
    opponents,
)
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, CONFIRM, DRAW, END_TURN
from tabletop.rules.seats import hand_zone

HAND_EFFECTS = ("take_random_hand",)  # a one-opponent attack on these is aimed at the hand, else the island
FACEUP, PILE = "faceup", "pile"


# `only`, to confirm one action without listing all: None lists every action; a card, only the actions
# of that card; NO_CARD, only the actions without a card (Cancel, Confirm, the draw...).
NO_CARD = ""
_ACTIONS: dict[tuple, tuple[Action, ...]] = {}


def _action(kind: str, seat: int, card: str | None, target: str | None, colour: str | None = None) -> Action:
    """Returns the action, one shared object for each (actions are immutable): a listing makes the same
    ones again after every step."""
    return _actions(kind, seat, card, target, (colour,))[0]


def _actions(kind: str, seat: int, card: str | None, target: str | int | None, colours: tuple) -> tuple:
    """Returns the card's actions to the target in each colour, shared like `_action`'s; a target given as
    a number is that group of the seat's island."""
    key = (kind, seat, card, target, colours)
    found = _ACTIONS.get(key)
    if found is None:
        if len(_ACTIONS) >= fitting.REMEMBERED:
            _ACTIONS.clear()
        zone = group_zone(seat, target) if isinstance(target, int) else target
        found = _ACTIONS[key] = tuple(Action(kind, seat, card, zone, colour) for colour in colours)
    return found


def summaries(cat: Catalog, state: PirateState, seat: int) -> list[groups.Summary]:
    """Returns the summary of each group of the seat's island."""
    return [f.summary for f in _fits(cat, state, seat)]


def _fits(cat: Catalog, state: PirateState, seat: int) -> list[fitting.Fit]:
    return fitting.fits(cat, state.islands[seat], state.wild_as)


# The listings come in the order of the engine's sorted legal list (`sorted_actions`: by kind, seat, card,
# target, colour, None first), so the list needs no sorting (`PirateRules.legal_actions`): cards in the
# order of their ids, a card's groups in the order of their zone ids ('group:0:10' before 'group:0:2'),
# then the hand, then a new group; a card's colours in alphabetical order (`fitting.accepts` keeps them so).

_ZONE_ORDER: list[tuple[int, ...]] = []


def zone_order(count: int) -> tuple[int, ...]:
    """Returns the indexes of an island's `count` groups in the order of their zone ids."""
    while len(_ZONE_ORDER) <= count:
        _ZONE_ORDER.append(tuple(sorted(range(len(_ZONE_ORDER)), key=str)))
    return _ZONE_ORDER[count]


def _plans(cat: Catalog, cards: list[str], fits: list[fitting.Fit]) -> dict[str, list[tuple[int, tuple]]]:
    """Returns, for the sort of each of the cards, the groups (in zone order) that accept it, each with
    the colours it may go there as."""
    plans: dict[str, list[tuple[int, tuple]]] = {cat.sort[card]: [] for card in cards}
    wanted = plans.get
    for index in zone_order(len(fits)):
        for sort, colours in fits[index].accepts.items():
            plan = wanted(sort)
            if plan is not None:
                plan.append((index, colours))
    return plans


def _placements(cat: Catalog, seat: int, cards: list[str], fits: list[fitting.Fit], starters) -> list[Action]:
    """Returns the hand cards (distinct, in id order) placed onto each group that takes them, then as a
    new group when what they play as is in `starters` (None: no new group)."""
    found: list[Action] = []
    plans, known, sort_of = _plans(cat, cards, fits), _ACTIONS.get, cat.sort
    for card in cards:
        sort = sort_of[card]
        for index, colours in plans[sort]:
            found += known(("place", seat, card, index, colours)) or _actions(
                "place", seat, card, index, colours
            )
        if starters is not None and cat.plays_as[card] in starters:
            found.append(_action("place", seat, card, new_zone(seat)))
    return found


def _hand_cards(hand: list[str], only: str | None) -> list[str]:
    """Returns the hand's distinct cards in id order, or only the card `only` if it is held."""
    if only is None:
        return sorted(set(hand))
    return [only] if only in hand else []


def hand_actions(
    cat: Catalog,
    state: PirateState,
    seat: int,
    new: bool = True,
    only: str | None = None,
    fits: list[fitting.Fit] | None = None,
) -> list[Action]:
    """Returns the placements of hand cards: onto a group, or a new group (a build, or a Rainbow Pirate at
    once; a wild never starts one, ours; `new` False: none). `only`: those of that card alone; `fits`: the
    island's, when known."""
    hand = state.hands[seat]
    cards = _hand_cards(hand, only)
    if not cards:
        return []
    starters = fitting.hand(cat, hand, fitting.hand_sorts(cat, hand)).starters if new else None
    return _placements(cat, seat, cards, _fits(cat, state, seat) if fits is None else fits, starters)


def rearrange_start(state: PirateState, seat: int) -> list[Action]:
    """Returns the click on one's own island that begins a rearrangement (the table applies it too when a
    card of the island is taken up); none on an empty island, nor straight after another (ours, it would
    only go on with the one just ended)."""
    may = state.islands[seat] and not state.rearranged
    return [_action("rearrange", seat, None, island_zone(seat))] if may else []


def rearrange_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns the steps of a rearrangement: Cancel (the island as it was), Confirm (a group left
    incomplete goes back to the hand), island cards moved, hand cards placed. `only`: see NO_CARD."""
    found = [_action(CANCEL, seat, None, None), _action(CONFIRM, seat, None, None)] if not only else []
    if only == NO_CARD:
        return found
    fits = _fits(cat, state, seat)
    open_group = not all(f.summary.valid for f in fits)  # one new group at a time (ours)
    found += island_actions(cat, state, seat, not open_group, only, fits)
    cards = _hand_cards(state.hands[seat], only)
    if cards:  # no new group of hand cards: that is built instead
        found += _placements(cat, seat, cards, fits, None)
    return found


def movable(cat: Catalog, state: PirateState, group: list[str]) -> list[str]:
    """Returns the cards of a group that may be picked up (`fitting.tops`)."""
    return fitting.tops(cat, group, state.wild_as)


def _lifted(cat: Catalog, seat: int, card: str, split: bool) -> tuple[Action, ...]:
    """Returns an island card back to the hand (never a Rainbow Pirate) and split off as a new group (if
    `split`)."""
    key = ("lift", seat, card, None, split)
    found = _ACTIONS.get(key)
    if found is None:
        if len(_ACTIONS) >= fitting.REMEMBERED:
            _ACTIONS.clear()
        found = _ACTIONS[key] = (
            *([Action("move", seat, card, hand_zone(seat))] if cat.kind[card] != PIRATE else []),
            *([Action("move", seat, card, new_zone(seat))] if split else []),
        )
    return found


def island_actions(
    cat: Catalog,
    state: PirateState,
    seat: int,
    new: bool,
    only: str | None = None,
    fits: list[fitting.Fit] | None = None,
) -> list[Action]:
    """Returns the rearrangements: an island card onto another group, a wild given another colour on its
    own group, the card back to the hand (never a Rainbow Pirate: it would have to come straight back,
    ours) or split off as a new group (if `new`). `only`: those of that card alone; `fits`: the island's,
    when known."""
    if fits is None:
        fits = _fits(cat, state, seat)
    owner: dict[str, tuple[int, int]] = {}  # each card that may be picked up: its group and place there
    for index, (cards_there, group) in enumerate(zip(state.islands[seat], fits, strict=True)):
        for place in group.tops:
            owner[cards_there[place]] = index, place
    cards = sorted(owner) if only is None else [only] if only in owner else []
    found: list[Action] = []
    if not cards:
        return found
    plans, known = _plans(cat, cards, fits), _ACTIONS.get
    for card in cards:
        own, place = owner[card]
        group = fits[own]
        recolours = group.recolours.get(place)
        if recolours:  # a wild: its own group is one of its places, in zone order
            plan = [(j, recolours if j == own else fits[j].accepts.get(WILD)) for j in zone_order(len(fits))]
        else:
            plan = plans[cat.sort[card]]
        for index, colours in plan:
            if colours and (index != own or recolours):
                found += known(("move", seat, card, index, colours)) or _actions(
                    "move", seat, card, index, colours
                )
        split = new and group.summary.size > 1
        found += known(("lift", seat, card, None, split)) or _lifted(cat, seat, card, split)
    return found


def attack_targets(cat: Catalog, state: PirateState, seat: int, card: str) -> list[str]:
    """Returns where a black card is played, in zone order: the discard pile, or with 3+ players the zone
    of the one opponent it attacks (their hand or their island)."""
    spec = cat.black[card]
    if spec.targets != "one" or state.players == 2:
        return ["discard"]
    zone = hand_zone if spec.effect.do in HAND_EFFECTS else island_zone
    return sorted(zone(other) for other in opponents(state, seat))


def end_actions(
    cat: Catalog, state: PirateState, seat: int, fits: list[fitting.Fit] | None = None
) -> list[Action]:
    """Returns the draw that ends the turn (both face-up cards, or the pile's top 2), or End turn when
    neither can be drawn; none while a card must be placed or a group is incomplete. `fits`: the
    island's, when known."""
    fits, hand = _fits(cat, state, seat) if fits is None else fits, state.hands[seat]
    if not all(f.summary.valid for f in fits):
        return []
    if hand and fitting.must_place(fitting.hand(cat, hand, fitting.hand_sorts(cat, hand)), fits):
        return []
    need = cat.content.draw_count
    found = [_action(DRAW, seat, None, FACEUP)] if len(state.faceup) >= need else []
    found += [_action(DRAW, seat, None, PILE)] if len(state.pile) >= need else []
    return found or [_action(END_TURN, seat, None, None)]


def pile_empty(state: PirateState) -> bool:
    """Tells whether the last card of the draw pile has been drawn (by a draw or a black card; the cards a
    Fortune Compass is looking at are still the pile's)."""
    return not state.pile and not state.peek


def black_plays_over(state: PirateState) -> bool:
    """Tells whether black cards may no longer be played as pirate actions, only placed in groups: once
    the last card of the draw pile is drawn (the rulebook), even in the middle of a turn, and in the
    final placements."""
    return state.final or pile_empty(state)


def turn_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns everything the seat on turn may do, in order: draw (or End turn), place, play a black card
    (not once the draw pile is empty), rearrange. `only`: see NO_CARD."""
    fits = _fits(cat, state, seat)
    found = end_actions(cat, state, seat, fits) if not only else []
    if only != NO_CARD:
        found += hand_actions(cat, state, seat, True, only, fits)
        if not black_plays_over(state):
            for card in _hand_cards(state.hands[seat], only):
                if cat.kind[card] == BLACK:
                    found += [
                        _action("play", seat, card, target)
                        for target in attack_targets(cat, state, seat, card)
                    ]
    return found + rearrange_start(state, seat) if not only else found


def final_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns a final placement's actions, in order: Done, place, rearrange. `only`: see NO_CARD."""
    if only == NO_CARD:
        return [_action(END_TURN, seat, None, None), *rearrange_start(state, seat)]
    placed = hand_actions(cat, state, seat, True, only)
    return placed if only else [_action(END_TURN, seat, None, None), *placed, *rearrange_start(state, seat)]


def build_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns the steps of a group being built, in order: Cancel, Confirm once complete, more hand cards
    onto it. `only`: the placements of that card alone."""
    found = [_action(CANCEL, seat, None, None)]
    if groups.valid(cat, state.building, state.wild_as):
        found.append(_action(CONFIRM, seat, None, None))
    hand = state.hands[seat]
    cards = _hand_cards(hand, only)
    if cards:
        sorts, zone = fitting.hand_sorts(cat, hand), new_zone(seat)
        places = fitting.build_places(cat, state.building, state.wild_as, hand, sorts)
        for card in cards:
            colours = places.get(cat.plays_as[card])
            if colours:
                found += _actions("place", seat, card, zone, colours)
    return found


def block_actions(cat: Catalog, state: PirateState, seat: int, attack: Attack) -> list[Action]:
    """Returns a block with each card of the loved colour in the seat's hand, and Arrrgh!"""
    loved = cat.loves(attack.card)
    found = [Action("block", seat, c, "discard") for c in state.hands[seat] if cat.colour_of.get(c) == loved]
    return [*found, Action("arrgh", seat)]


def effect_actions(cat: Catalog, state: PirateState, kind: str, seat: int, attack: Attack) -> list[Action]:
    """Returns the choices of a black card's action (the attacker's, or a Captain's victim's gift)."""
    mine = hand_zone(attack.attacker)
    if kind in ("steal", "destroy"):
        where = mine if kind == "steal" else "discard"
        return [Action(kind, seat, c, where) for g in state.islands[attack.victim] for c in g]
    if kind == "take":
        tops = {cat.sort[c]: c for c in state.discard if c != attack.card}
        return [Action("take", seat, c, mine) for c in tops.values()]
    if kind == "name":
        return [Action("name", seat, None, f"name:{sort}", sort) for sort in cat.sorts]  # a card to click
    if kind == "give":
        return [
            Action("give", seat, c, mine) for c in dict.fromkeys(state.hands[seat]) if cat.kind[c] == BLACK
        ]
    found = [Action("put", seat, c, PILE) for c in state.peek]
    return found or [Action(CONFIRM, seat)]
