"""The legal actions of each decision: placing and rearranging, the draw, black cards and their answers.

A card is one piece: it is dropped on a zone (state.py) and, for a wild, given a colour (the choice).
"""

from __future__ import annotations

from games.rainbow_pirates.rules import groups
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


def choices(cat: Catalog, card: str) -> list[str | None]:
    """Returns the colours a card may be given where it goes: any, for a wild; none for another card."""
    return list(cat.colours) if cat.kind[card] == WILD else [None]


def joins(cat: Catalog, state: PirateState, group: groups.Summary, card: str, colour: str | None) -> bool:
    """Tells whether the card (a wild as `colour`) may go onto the group: the group is then complete, or it
    was incomplete (being rearranged) and could still become one."""
    could, complete = groups.with_card(cat, group, card, colour)
    return complete or (could and not group.valid)


def summaries(cat: Catalog, state: PirateState, seat: int) -> list[groups.Summary]:
    """Returns the summary of each group of the seat's island."""
    return [groups.summary(cat, group, state.wild_as) for group in state.islands[seat]]


def _colours_for(cat: Catalog, card: str, group: groups.Summary) -> list[str | None]:
    """Returns the colours worth trying for the card on the group: a complete set takes only its colour,
    a complete run only the colours at its ends; other groups any (what `joins` then tells apart)."""
    if cat.kind[card] != WILD or not group.valid or group.shape not in (groups.SET, groups.RUN):
        return choices(cat, card)
    if group.shape == groups.SET and len(group.colours) == 1 and group.size >= groups.MIN_GROUP:
        return list(group.colours)
    ends = (cat.by_number.get(group.low - 1), cat.by_number.get(group.high + 1))
    return [c for c in ends if c] + ([next(iter(group.colours))] if len(group.colours) == 1 else [])


REMEMBERED = 20_000  # answers kept by `accepts`, `starts` and `build_actions` (cleared when full)
_ACCEPTS: dict[tuple, dict[str, tuple[str | None, ...]]] = {}
_COMPLETABLE: dict[tuple, bool] = {}
_ACTIONS: dict[tuple, Action] = {}
NO_CARD = ""  # `only` for an action without a piece: no card's placements or moves are listed


def accepts(cat: Catalog, group: groups.Summary) -> dict[str, tuple[str | None, ...]]:
    """Returns, for each sort of card that may go onto the group, the colours it may go as (None: a card
    that is not a wild), in `_colours_for` order. A card counts only by its sort, so this is worked out
    once per summary: listing a rearrangement's moves asks it for every card and every group."""
    key = (cat, group)
    found = _ACCEPTS.get(key)
    if found is None:
        if len(_ACCEPTS) >= REMEMBERED:
            _ACCEPTS.clear()
        found = _ACCEPTS[key] = {}
        for sort, card in cat.one_of_sort.items():
            colours = tuple(c for c in _colours_for(cat, card, group) if joins(cat, None, group, card, c))
            if colours:
                found[sort] = colours
    return found


def _action(kind: str, seat: int, card: str | None, target: str | None, colour: str | None = None) -> Action:
    """Returns the action, one shared object for each (actions are immutable): a listing makes the same
    ones again after every step."""
    key = (kind, seat, card, target, colour)
    found = _ACTIONS.get(key)
    if found is None:
        if len(_ACTIONS) >= REMEMBERED:
            _ACTIONS.clear()
        found = _ACTIONS[key] = Action(kind, seat, card, target, colour)
    return found


def _onto_groups(
    cat: Catalog, state: PirateState, seat: int, kind: str, cards: list[tuple[str, int]], accepted: list[dict]
) -> list[Action]:
    """Returns each card onto each group of the island that takes it (`accepted`: each group's `accepts`);
    `cards`: (card, the index of its own group or -1 for a hand card). Onto its own group only a wild goes,
    given another colour."""
    found: list[Action] = []
    by_sort: dict[str, list[tuple[str, int]]] = {}
    for card, own in cards:
        by_sort.setdefault(cat.sort[card], []).append((card, own))
        if own >= 0 and cat.kind[card] == WILD:
            found += _recoloured(cat, state, seat, kind, card, own)
    for index, takes in enumerate(accepted):
        zone = group_zone(seat, index)
        for sort, colours in takes.items():
            for card, own in by_sort.get(sort, ()):
                if own != index:
                    found += [_action(kind, seat, card, zone, colour) for colour in colours]
    return found


def _recoloured(
    cat: Catalog, state: PirateState, seat: int, kind: str, card: str, index: int
) -> list[Action]:
    """Returns a wild of an island group given each other colour its group (without it) takes."""
    group = state.islands[seat][index]
    known = groups.summary(cat, [c for c in group if c != card], state.wild_as)
    now, zone = state.wild_as.get(card), group_zone(seat, index)
    return [_action(kind, seat, card, zone, c) for c in accepts(cat, known).get(WILD, ()) if c and c != now]


def _accepted(cat: Catalog, state: PirateState, seat: int) -> list[dict[str, tuple[str | None, ...]]]:
    return [accepts(cat, s) for s in summaries(cat, state, seat)]


def hand_actions(
    cat: Catalog,
    state: PirateState,
    seat: int,
    new: bool = True,
    only: str | None = None,
    accepted: list[dict] | None = None,
) -> list[Action]:
    """Returns the placements of hand cards: a new group (a build, or a Rainbow Pirate at once; a wild
    never starts one, ours; `new` False: none) or a group. `only`: those of that card alone; `accepted`:
    each island group's `accepts`, when known."""
    found, hand = [], state.hands[seat]
    cards = dict.fromkeys(hand) if only is None else [only] if only in hand else []
    if not cards:
        return found
    if new:
        sorts = _sorts(cat, hand)
        for card in cards:
            if cat.kind[card] != WILD and _completable(cat, [card], hand, state.wild_as, sorts):
                found.append(_action("place", seat, card, new_zone(seat)))
    if accepted is None:
        accepted = _accepted(cat, state, seat)
    return found + _onto_groups(cat, state, seat, "place", [(c, -1) for c in cards], accepted)


def _sorts(cat: Catalog, hand: list[str]) -> tuple[str, ...]:
    """Returns the sorts of the hand's cards, in order: all `groups.completable` reads of a hand."""
    return tuple(sorted(map(cat.sort.__getitem__, hand)))


def starts(cat: Catalog, state: PirateState, seat: int, card: str) -> bool:
    """Tells whether a hand card may start a new group: one the rest of the hand could complete (ours: a
    group that can never be complete is not offered)."""
    hand = state.hands[seat]
    return _completable(cat, [card], hand, state.wild_as, _sorts(cat, hand))


def _completable(cat: Catalog, cards: list[str], hand: list[str], wild_as: dict[str, str], sorts) -> bool:
    """Tells whether the cards, the last one taken from the hand (whose `_sorts` are `sorts`), could make a
    complete group with the rest of the hand (`groups.completable`). It reads only the cards' sorts and
    colours and the hand's sorts, so the answer is remembered by those."""
    key = (cat, tuple(map(cat.sort.__getitem__, cards)), tuple(map(wild_as.get, cards)), sorts)
    found = _COMPLETABLE.get(key)
    if found is None:
        if len(_COMPLETABLE) >= REMEMBERED:
            _COMPLETABLE.clear()
        rest = list(hand)
        rest.remove(cards[-1])
        found = _COMPLETABLE[key] = groups.completable(cat, cards, rest, wild_as)
    return found


def rearrange_start(state: PirateState, seat: int) -> list[Action]:
    """Returns the click on one's own island that begins a rearrangement (the table applies it too when a
    card of the island is taken up); none on an empty island, nor straight after another (ours, it would
    only go on with the one just ended)."""
    may = state.islands[seat] and not state.rearranged
    return [Action("rearrange", seat, None, island_zone(seat))] if may else []


def rearrange_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns the steps of a rearrangement: island cards moved, hand cards placed, Confirm (a group left
    incomplete goes back to the hand), Cancel (the island as it was). `only`: the moves and placements of
    that card alone."""
    sums = summaries(cat, state, seat)
    accepted = [accepts(cat, s) for s in sums]
    open_group = not all(s.valid for s in sums)  # one new group at a time (ours)
    moves = island_actions(cat, state, seat, not open_group, only, accepted)
    placed = hand_actions(cat, state, seat, False, only, accepted)  # a group of hand cards alone is built
    return [_action(CANCEL, seat, None, None), _action(CONFIRM, seat, None, None), *placed, *moves]


def movable(cat: Catalog, state: PirateState, group: list[str]) -> list[str]:
    """Returns the cards of a group that may be picked up: alike cards (same sort, a wild standing for the
    same colour) lie stacked, and only the top one of each stack is picked up (ours)."""
    tops = {(cat.sort[c], state.wild_as.get(c)): c for c in group}
    return list(tops.values())


def island_actions(
    cat: Catalog,
    state: PirateState,
    seat: int,
    new: bool,
    only: str | None = None,
    accepted: list[dict] | None = None,
) -> list[Action]:
    """Returns the rearrangements: an island card back to the hand (never a Rainbow Pirate: it would have to
    come straight back, ours), split off as a new group (if `new`), or onto another group; a wild given
    another colour. `only`: those of that card alone; `accepted`: each group's `accepts`, when known."""
    found: list[Action] = []
    cards: list[tuple[str, int]] = []
    to_hand, to_new = hand_zone(seat), new_zone(seat)
    for index, group in enumerate(state.islands[seat]):
        if only is not None and only not in group:
            continue
        tops = movable(cat, state, group)
        for card in tops if only is None else [only] if only in tops else []:
            cards.append((card, index))
            if cat.kind[card] != PIRATE:
                found.append(_action("move", seat, card, to_hand))
            if new and len(group) > 1:
                found.append(_action("move", seat, card, to_new))
    if not cards:
        return found
    if accepted is None:
        accepted = _accepted(cat, state, seat)
    return found + _onto_groups(cat, state, seat, "move", cards, accepted)


def attack_targets(cat: Catalog, state: PirateState, seat: int, card: str) -> list[str]:
    """Returns where a black card is played: the discard pile, or with 3+ players the zone of the one
    opponent it attacks (their hand or their island)."""
    spec = cat.black[card]
    if spec.targets != "one" or state.players == 2:
        return ["discard"]
    zone = hand_zone if spec.effect.do in HAND_EFFECTS else island_zone
    return [zone(other) for other in opponents(state, seat)]


def end_actions(cat: Catalog, state: PirateState, seat: int) -> list[Action]:
    """Returns the draw that ends the turn (both face-up cards, or the pile's top 2), or End turn when
    neither can be drawn; none while a card must be placed or a group is incomplete."""
    if groups.must_place(cat, state, seat) or groups.incomplete(cat, state, seat):
        return []
    need = cat.content.draw_count
    found = [Action(DRAW, seat, None, FACEUP)] if len(state.faceup) >= need else []
    found += [Action(DRAW, seat, None, PILE)] if len(state.pile) >= need else []
    return found or [Action(END_TURN, seat)]


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
    """Returns everything the seat on turn may do: place, rearrange, play a black card (not once the draw
    pile is empty), draw. `only`: the placements and plays of that card alone."""
    found = hand_actions(cat, state, seat, True, only) + rearrange_start(state, seat)
    blacks = [] if black_plays_over(state) else [c for c in state.hands[seat] if cat.kind[c] == BLACK]
    for card in dict.fromkeys(blacks):
        if only is None or card == only:
            targets = attack_targets(cat, state, seat, card)
            found += [_action("play", seat, card, target) for target in targets]
    return found + end_actions(cat, state, seat)


def final_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns a final placement's actions: place and rearrange, then Done. `only`: the placements of
    that card alone."""
    return [
        *hand_actions(cat, state, seat, True, only),
        *rearrange_start(state, seat),
        _action(END_TURN, seat, None, None),
    ]


def build_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns the steps of a group being built: more hand cards onto it, Confirm once complete, Cancel.
    `only`: the placements of that card alone."""
    found = [_action(CANCEL, seat, None, None)]
    if groups.valid(cat, state.building, state.wild_as):
        found.append(_action(CONFIRM, seat, None, None))
    hand = state.hands[seat]
    cards = dict.fromkeys(hand) if only is None else [only] if only in hand else []
    sorts = _sorts(cat, hand) if cards else ()
    for card in cards:
        for colour in choices(cat, card):
            wild_as = {**state.wild_as, card: colour} if colour else state.wild_as
            if _completable(cat, [*state.building, card], hand, wild_as, sorts):
                found.append(_action("place", seat, card, new_zone(seat), colour))
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
