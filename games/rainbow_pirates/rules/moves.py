"""The legal actions of each decision: placing and rearranging, the draw, black cards and their answers.

A card is one piece: it is dropped on a zone (state.py) and, for a wild, given a colour (the choice).
"""

from __future__ import annotations

from operator import attrgetter

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
    return _made(kind, seat, card, target, colour)


def _actions(kind: str, seat: int, card: str | None, target: str | int | None, colours: tuple) -> tuple:
    """Returns the card's actions to the target in each colour, shared like `_action`'s; a target given as
    a number is that group of the seat's island."""
    key = (kind, seat, card, target, colours)
    found = _ACTIONS.get(key)
    if found is None:
        if len(_ACTIONS) >= fitting.REMEMBERED:
            _ACTIONS.clear()
        zone = group_zone(seat, target) if isinstance(target, int) else target
        found = _ACTIONS[key] = tuple(_made(kind, seat, card, zone, colour) for colour in colours)
    return found


_MADE: dict[tuple, Action] = {}


def _made(kind: str, seat: int, card: str | None, zone: str | None, colour: str | None = None) -> Action:
    """Returns the action, made once: the lists above share their actions (few thousand in a game), so that
    the memories of this module hold each once."""
    key = (kind, seat, card, zone, colour)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= fitting.REMEMBERED:
            _MADE.clear()
        found = _MADE[key] = Action(kind, seat, card, zone, colour)
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
#
# A card that is not a wild has no colour to choose, so where it may go is one bit set: the groups that
# accept its sort (`_masks`). Its whole run of actions is remembered by that set (`_run`): most steps of a
# rearrangement change what one or two groups accept, so most cards' runs come back as they were.

_ZONE_ORDER: list[tuple[int, ...]] = []
_RUNS: dict[str, dict[tuple, tuple[Action, ...]]] = {"move": {}, "place": {}}


def zone_order(count: int) -> tuple[int, ...]:
    """Returns the indexes of an island's `count` groups in the order of their zone ids."""
    while len(_ZONE_ORDER) <= count:
        _ZONE_ORDER.append(tuple(sorted(range(len(_ZONE_ORDER)), key=str)))
    return _ZONE_ORDER[count]


def _masks(fits: list[fitting.Fit]) -> dict[str, int]:
    """Returns, for each sort of card some group accepts, those groups as a bit set (bit i: group i)."""
    found: dict[str, int] = {}
    get, bit = found.get, 1
    for group in fits:
        for sort in group.accepts:
            found[sort] = get(sort, 0) | bit
        bit <<= 1
    return found


def _run(cat: Catalog, kind: str, seat: int, card: str, targets: int, last: bool) -> tuple[Action, ...]:
    """Returns a card that is not a wild placed ('place') or moved ('move') onto each group of the bit set
    `targets`, in zone order; then a placement's new group (if `last`), or an island card's moves off its
    group (`_lifted`; `last`: it may be split off). Remembered in _RUNS[kind] by (seat, card, targets,
    last)."""
    runs = _RUNS[kind]
    if len(runs) >= fitting.REMEMBERED:
        runs.clear()
    actions = _card_actions(kind, seat, card)
    run = [actions.get(i) or _card_action(actions, kind, seat, card, i) for i in _in_zone_order(targets)]
    if kind == "move":
        run += _lifted(seat, card, last, cat.kind[card] == PIRATE)
    elif last:
        run.append(actions.get(NEW) or _card_action(actions, kind, seat, card, NEW))
    found = runs[seat, card, targets, last] = tuple(run)
    return found


_ORDERS: dict[int, tuple[int, ...]] = {}
_CARD_ACTIONS: dict[tuple[str, int, str], dict[int, Action]] = {}
HAND, NEW = -1, -2  # `_card_actions`' places besides the groups: the hand, a new group


def _in_zone_order(targets: int) -> tuple[int, ...]:
    """Returns the groups of a bit set in zone order (`zone_order`)."""
    found = _ORDERS.get(targets)
    if found is None:
        if len(_ORDERS) >= fitting.REMEMBERED:
            _ORDERS.clear()
        found = _ORDERS[targets] = tuple(
            sorted((i for i in range(targets.bit_length()) if targets >> i & 1), key=str)
        )
    return found


def _card_actions(kind: str, seat: int, card: str) -> dict[int, Action]:
    """Returns the actions of a card that is not a wild (no colour) of one kind, made so far, by place: a
    group's index, HAND or NEW. Every seat's card has a few at most, made once."""
    key = (kind, seat, card)
    found = _CARD_ACTIONS.get(key)
    if found is None:
        found = _CARD_ACTIONS[key] = {}
    return found


def _card_action(actions: dict[int, Action], kind: str, seat: int, card: str, place: int) -> Action:
    """Makes the card's action to a place (see `_card_actions`) and keeps it among `actions`."""
    zone = hand_zone(seat) if place == HAND else new_zone(seat) if place == NEW else group_zone(seat, place)
    found = actions[place] = _made(kind, seat, card, zone)
    return found


_WILD_ACTIONS: dict[tuple[str, int, str], dict[int, tuple[Action, ...]]] = {}
CODES = 4096  # more than the colour codes there may be (`fitting.colour_code`)


def _wild_places(fits: list[fitting.Fit]) -> list[tuple[int, tuple, int]]:
    """Returns the groups a wild may go onto, in zone order: each group's index, the colours the wild may go
    there as, and a number for the two (`_wild_run`'s key). (Not remembered: the islands of a game seldom
    come back.)"""
    found = []
    _index_name(len(fits))  # (`_wild_run` reads the names of these indexes)
    for index in zone_order(len(fits)):
        group = fits[index]
        if group.wild:
            found.append((index, group.wild, index * CODES + group.wild_code))
    return found


def _wild_run(
    kind: str, seat: int, card: str, places: list, own: int, recolours: tuple, code: int, tail: tuple = ()
) -> list:
    """Returns a wild placed or moved onto each group that takes it (`places`: `_wild_places`), in each
    colour it may go there as: an island wild (`own` its group, else -1) onto its own group only in another
    colour (`recolours`, whose `fitting.colour_code` is `code`), if any, at that group's place in zone
    order; then the actions `tail`."""
    found: list[Action] = []
    actions = _WILD_ACTIONS.get((kind, seat, card))
    if actions is None:
        actions = _WILD_ACTIONS[kind, seat, card] = {}
    get = actions.get
    if recolours:
        key = own * CODES + code
        mine = get(key) or _wild_actions(actions, key, kind, seat, card, own, recolours)
        names = _INDEX_NAMES  # (as long as `places` needs: `_wild_places`)
        after = names[own]
        for index, colours, key in places:
            if mine and names[index] > after:
                found += mine
                mine = ()
            if index != own:
                found += get(key) or _wild_actions(actions, key, kind, seat, card, index, colours)
        found += mine
    else:
        for index, colours, key in places:
            if index != own:
                found += get(key) or _wild_actions(actions, key, kind, seat, card, index, colours)
    found += tail
    return found


def _wild_actions(
    found: dict, key: int, kind: str, seat: int, card: str, index: int, colours: tuple
) -> tuple:
    zone = group_zone(seat, index)
    made = found[key] = tuple([_made(kind, seat, card, zone, colour) for colour in colours])
    return made


_INDEX_NAMES: list[str] = []


def _index_name(index: int) -> str:
    """Returns a group's index as its zone id writes it (zone order is the order of these)."""
    while len(_INDEX_NAMES) <= index:
        _INDEX_NAMES.append(str(len(_INDEX_NAMES)))
    return _INDEX_NAMES[index]


def _placements(
    cat: Catalog, seat: int, cards: list[str], fits: list[fitting.Fit], starters, masks: dict[str, int]
) -> list[Action]:
    """Returns the hand cards (distinct, in id order) placed onto each group that takes them (`masks`:
    the island's `_masks`), then as a new group when what they play as is in `starters` (None: no new
    group)."""
    found: list[Action] = []
    sort_of, plays_as, get, places, known = cat.sort, cat.plays_as, masks.get, None, _RUNS["place"].get
    for card in cards:
        sort = sort_of[card]
        new = starters is not None and plays_as[card] in starters
        if sort == WILD:
            places = _wild_places(fits) if places is None else places
            found += _wild_run("place", seat, card, places, -1, (), 0)
            if new:
                found.append(_action("place", seat, card, new_zone(seat)))
        else:
            targets = get(sort, 0)
            run = known((seat, card, targets, new))
            found += _run(cat, "place", seat, card, targets, new) if run is None else run
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
    held: fitting.Hand | None = None,
) -> list[Action]:
    """Returns the placements of hand cards: onto a group, or a new group (a build, or a Rainbow Pirate at
    once; a wild never starts one, ours; `new` False: none). `only`: those of that card alone; `fits`, `held`:
    the island's, the hand's `fitting.hand`, when known."""
    hand = state.hands[seat]
    cards = _hand_cards(hand, only)
    if not cards:
        return []
    if new and held is None:
        held = fitting.hand(cat, hand, fitting.hand_sorts(cat, hand))
    starters = held.starters if new else None
    fits = _fits(cat, state, seat) if fits is None else fits
    return _placements(cat, seat, cards, fits, starters, _masks(fits))


def rearrange_start(state: PirateState, seat: int) -> list[Action]:
    """Returns the click on one's own island that begins a rearrangement (the table applies it too when a
    card of the island is taken up); none on an empty island, nor straight after another (ours, it would
    only go on with the one just ended)."""
    may = state.islands[seat] and not state.rearranged
    return [_action("rearrange", seat, None, island_zone(seat))] if may else []


_COMPLETE = attrgetter("summary.valid")  # of a `fitting.Fit`: its group is complete


def rearrange_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns the steps of a rearrangement: Cancel (the island as it was), Confirm (a group left
    incomplete goes back to the hand), island cards moved, hand cards placed. `only`: see NO_CARD."""
    if only is not None:
        return _rearrange_only(cat, state, seat, only)
    found = [*(_ENDS.get(seat) or _ends(seat))]
    island = state.islands[seat]
    fits = fitting.fits(cat, island, state.wild_as)
    get = _masks(fits).get
    new = all(map(_COMPLETE, fits))  # one new group at a time (ours)
    runs: dict[str, tuple] = {}  # each card that may be picked up (`fitting.tops`): its actions
    known, places, own = _RUNS["move"].get, None, -1
    for cards_there, group in zip(island, fits, strict=True):
        own += 1
        split, others = new and group.summary.size > 1, ~(1 << own)
        for place, sort, recolours, code in group.tops:
            card = cards_there[place]
            if sort != WILD:
                targets = get(sort, 0) & others
                run = known((seat, card, targets, split))
                runs[card] = _run(cat, "move", seat, card, targets, split) if run is None else run
            else:
                places = _wild_places(fits) if places is None else places
                lifted = _LIFTED.get((seat, card, split)) or _lifted_wild(seat, card, split)
                runs[card] = _wild_run("move", seat, card, places, own, recolours, code, lifted)
    for card in sorted(runs):
        found += runs[card]
    hand = state.hands[seat]
    if hand:  # no new group of hand cards: that is built instead
        sort_of, known = cat.sort, _RUNS["place"].get
        for card in sorted(hand):
            sort = sort_of[card]
            if sort != WILD:
                targets = get(sort, 0)
                run = known((seat, card, targets, False))
                found += _run(cat, "place", seat, card, targets, False) if run is None else run
            else:
                places = _wild_places(fits) if places is None else places
                found += _wild_run("place", seat, card, places, -1, (), 0)
    return found


_ENDS: dict[int, tuple[Action, Action]] = {}


def _ends(seat: int) -> tuple[Action, Action]:
    """Returns the seat's Cancel and Confirm of a rearrangement, remembered in _ENDS."""
    found = _ENDS[seat] = (_action(CANCEL, seat, None, None), _action(CONFIRM, seat, None, None))
    return found


def _rearrange_only(cat: Catalog, state: PirateState, seat: int, only: str) -> list[Action]:
    """Returns `rearrange_actions` of one card alone (or, for NO_CARD, those of no card)."""
    if only == NO_CARD:
        return [_action(CANCEL, seat, None, None), _action(CONFIRM, seat, None, None)]
    fits = _fits(cat, state, seat)
    masks = _masks(fits)
    closed = all(map(_COMPLETE, fits))  # one new group at a time (ours)
    found = island_actions(cat, state, seat, closed, only, fits, masks)
    cards = _hand_cards(state.hands[seat], only)
    if cards:
        found += _placements(cat, seat, cards, fits, None, masks)
    return found


def movable(cat: Catalog, state: PirateState, group: list[str]) -> list[str]:
    """Returns the cards of a group that may be picked up (`fitting.tops`)."""
    return fitting.tops(cat, group, state.wild_as)


def _lifted(seat: int, card: str, split: bool, pirate: bool) -> tuple[Action, ...]:
    """Returns an island card back to the hand (never a Rainbow Pirate, `pirate`) and split off as a new
    group (if `split`)."""
    actions = _card_actions("move", seat, card)
    back = () if pirate else (actions.get(HAND) or _card_action(actions, "move", seat, card, HAND),)
    return (*back, actions.get(NEW) or _card_action(actions, "move", seat, card, NEW)) if split else back


_LIFTED: dict[tuple[int, str, bool], tuple[Action, ...]] = {}


def _lifted_wild(seat: int, card: str, split: bool) -> tuple[Action, ...]:
    """Returns an island wild's `_lifted`, remembered in _LIFTED by (seat, card, split)."""
    found = _LIFTED[seat, card, split] = _lifted(seat, card, split, False)
    return found


def island_actions(
    cat: Catalog,
    state: PirateState,
    seat: int,
    new: bool,
    only: str | None = None,
    fits: list[fitting.Fit] | None = None,
    masks: dict[str, int] | None = None,
) -> list[Action]:
    """Returns the rearrangements: an island card onto another group, a wild given another colour on its
    own group, the card back to the hand (never a Rainbow Pirate: it would have to come straight back,
    ours) or split off as a new group (if `new`). `only`: those of that card alone; `fits`, `masks`: the
    island's (`_masks`), when known."""
    if fits is None:
        fits = _fits(cat, state, seat)
    if masks is None:
        masks = _masks(fits)
    runs: dict[str, tuple] = {}  # each card that may be picked up (`fitting.tops`): its actions
    get, known, places = masks.get, _RUNS["move"].get, None
    for own, (cards_there, group) in enumerate(zip(state.islands[seat], fits, strict=True)):
        split, others = new and group.summary.size > 1, ~(1 << own)
        for place, sort, recolours, code in group.tops:
            card = cards_there[place]
            if only is not None and card != only:
                continue
            if sort == WILD:
                places = _wild_places(fits) if places is None else places
                lifted = _LIFTED.get((seat, card, split)) or _lifted_wild(seat, card, split)
                runs[card] = _wild_run("move", seat, card, places, own, recolours, code, lifted)
            else:
                targets = get(sort, 0) & others
                run = known((seat, card, targets, split))
                runs[card] = _run(cat, "move", seat, card, targets, split) if run is None else run
    found: list[Action] = []
    for card in sorted(runs):
        found += runs[card]
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
    cat: Catalog,
    state: PirateState,
    seat: int,
    fits: list[fitting.Fit] | None = None,
    held: fitting.Hand | None = None,
) -> list[Action]:
    """Returns the draw that ends the turn (both face-up cards, or the pile's top 2), or End turn when
    neither can be drawn; none while a card must be placed or a group is incomplete. `fits`, `held`: the
    island's, the hand's `fitting.hand`, when known."""
    fits, hand = _fits(cat, state, seat) if fits is None else fits, state.hands[seat]
    if not all(map(_COMPLETE, fits)):
        return []
    if hand:
        held = fitting.hand(cat, hand, fitting.hand_sorts(cat, hand)) if held is None else held
        if fitting.must_place(held, fits):
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
    fits, hand = _fits(cat, state, seat), state.hands[seat]
    held = fitting.hand(cat, hand, fitting.hand_sorts(cat, hand)) if hand else None
    found = end_actions(cat, state, seat, fits, held) if not only else []
    if only != NO_CARD:
        found += hand_actions(cat, state, seat, True, only, fits, held)
        if not black_plays_over(state):
            kind = cat.kind
            for card in sorted({c for c in hand if kind[c] == BLACK and (only is None or c == only)}):
                found += [
                    _action("play", seat, card, target) for target in attack_targets(cat, state, seat, card)
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
    group = groups.summary(cat, state.building, state.wild_as)
    if group.valid:
        found.append(_action(CONFIRM, seat, None, None))
    hand = state.hands[seat]
    cards = _hand_cards(hand, only)
    if cards:
        places, zone = fitting.build_places(cat, group, fitting.hand_sorts(cat, hand)), new_zone(seat)
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
