"""The legal actions of each decision: placing and rearranging, the draw, black cards and their answers.

A card is one piece: it is dropped on a zone (state.py) and, for a wild, given a colour (the choice).
"""

from __future__ import annotations

from games.rainbow_pirates.rules import fitting, groups
from games.rainbow_pirates.rules.catalog import BLACK, PIRATE, Catalog
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
    wild_as = state.wild_as
    return [fitting.fit(cat, group, wild_as) for group in state.islands[seat]]


def _onto_groups(
    cat: Catalog, seat: int, kind: str, cards: list[tuple[str, int]], fits: list[fitting.Fit]
) -> list[Action]:
    """Returns each card onto each group of the island that takes it; `cards`: (card, the index of its
    own group, or -1 for a hand card)."""
    found: list[Action] = []
    by_sort: dict[str, list[tuple[str, int]]] = {}
    for card, own in cards:
        by_sort.setdefault(cat.sort[card], []).append((card, own))
    known = _ACTIONS.get
    for index, group in enumerate(fits):
        for sort, colours in group.accepts.items():
            for card, own in by_sort.get(sort, ()):
                if own != index:
                    found += known((kind, seat, card, index, colours)) or _actions(
                        kind, seat, card, index, colours
                    )
    return found


def hand_actions(
    cat: Catalog,
    state: PirateState,
    seat: int,
    new: bool = True,
    only: str | None = None,
    fits: list[fitting.Fit] | None = None,
) -> list[Action]:
    """Returns the placements of hand cards: a new group (a build, or a Rainbow Pirate at once; a wild
    never starts one, ours; `new` False: none) or a group. `only`: those of that card alone; `fits`: the
    island's, when known."""
    found, hand = [], state.hands[seat]
    cards = dict.fromkeys(hand) if only is None else [only] if only in hand else []
    if not cards:
        return found
    if new:
        starters, starting = fitting.hand(cat, hand, fitting.hand_sorts(cat, hand)).starters, new_zone(seat)
        found += [_action("place", seat, c, starting) for c in cards if cat.sort[c] in starters]
    if fits is None:
        fits = _fits(cat, state, seat)
    return found + _onto_groups(cat, seat, "place", [(c, -1) for c in cards], fits)


def rearrange_start(state: PirateState, seat: int) -> list[Action]:
    """Returns the click on one's own island that begins a rearrangement (the table applies it too when a
    card of the island is taken up); none on an empty island, nor straight after another (ours, it would
    only go on with the one just ended)."""
    may = state.islands[seat] and not state.rearranged
    return [Action("rearrange", seat, None, island_zone(seat))] if may else []


def rearrange_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns the steps of a rearrangement: island cards moved, hand cards placed, Confirm (a group left
    incomplete goes back to the hand), Cancel (the island as it was). `only`: see NO_CARD."""
    found = [_action(CANCEL, seat, None, None), _action(CONFIRM, seat, None, None)] if not only else []
    if only == NO_CARD:
        return found
    fits = _fits(cat, state, seat)
    open_group = not all(f.summary.valid for f in fits)  # one new group at a time (ours)
    moves = island_actions(cat, state, seat, not open_group, only, fits)
    placed = hand_actions(cat, state, seat, False, only, fits)  # a group of hand cards alone is built instead
    return [*found, *placed, *moves]


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
    """Returns the rearrangements: an island card back to the hand (never a Rainbow Pirate: it would have to
    come straight back, ours), split off as a new group (if `new`), or onto another group; a wild given
    another colour (on its own group too). `only`: those of that card alone; `fits`: the island's, when
    known."""
    found: list[Action] = []
    cards: list[tuple[str, int]] = []
    for index, group in enumerate(_fits(cat, state, seat) if fits is None else fits):
        if only is not None and only not in group.tops:
            continue
        split = new and group.summary.size > 1
        for card in group.tops if only is None else [only]:
            cards.append((card, index))
            found += _lifted(cat, seat, card, split)
            if card in group.recolours:
                found += _actions("move", seat, card, index, group.recolours[card])
    if not cards:
        return found
    return found + _onto_groups(cat, seat, "move", cards, _fits(cat, state, seat) if fits is None else fits)


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
    fits, hand = _fits(cat, state, seat), state.hands[seat]
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
    """Returns everything the seat on turn may do: place, rearrange, play a black card (not once the draw
    pile is empty), draw. `only`: see NO_CARD."""
    pieceless = rearrange_start(state, seat) + end_actions(cat, state, seat) if not only else []
    if only == NO_CARD:
        return pieceless
    found = hand_actions(cat, state, seat, True, only)
    blacks = [] if black_plays_over(state) else [c for c in state.hands[seat] if cat.kind[c] == BLACK]
    for card in dict.fromkeys(blacks):
        if only is None or card == only:
            targets = attack_targets(cat, state, seat, card)
            found += [_action("play", seat, card, target) for target in targets]
    return found + pieceless


def final_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns a final placement's actions: place and rearrange, then Done. `only`: see NO_CARD."""
    pieceless = [*rearrange_start(state, seat), _action(END_TURN, seat, None, None)] if not only else []
    return pieceless if only == NO_CARD else hand_actions(cat, state, seat, True, only) + pieceless


def build_actions(cat: Catalog, state: PirateState, seat: int, only: str | None = None) -> list[Action]:
    """Returns the steps of a group being built: more hand cards onto it, Confirm once complete, Cancel.
    `only`: the placements of that card alone."""
    found = [_action(CANCEL, seat, None, None)]
    if groups.valid(cat, state.building, state.wild_as):
        found.append(_action(CONFIRM, seat, None, None))
    hand = state.hands[seat]
    cards = dict.fromkeys(hand) if only is None else [only] if only in hand else []
    if cards:
        sorts, zone = fitting.hand_sorts(cat, hand), new_zone(seat)
        places = fitting.build_places(cat, state.building, state.wild_as, hand, sorts)
        for card in cards:
            found += [_action("place", seat, card, zone, colour) for colour in places.get(cat.sort[card], ())]
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
