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


def _onto_groups(
    cat: Catalog, state: PirateState, seat: int, kind: str, card: str, skip: int, sums
) -> list[Action]:
    found = []
    for index, group in enumerate(state.islands[seat]):
        known = sums[index]
        if index == skip:
            known = groups.summary(cat, [c for c in group if c != card], state.wild_as)
        if known.shape in (groups.PIRATES, groups.BLACKS) and cat.kind[card] not in (PIRATE, BLACK):
            continue
        for colour in _colours_for(cat, card, known):
            if index == skip and (colour is None or colour == state.wild_as.get(card)):
                continue  # a card stays where it is; a wild may be given another colour there
            if joins(cat, state, known, card, colour):
                found.append(Action(kind, seat, card, group_zone(seat, index), colour))
    return found


def hand_actions(cat: Catalog, state: PirateState, seat: int, new: bool = True) -> list[Action]:
    """Returns the placements of hand cards: a new group (a build, or a Rainbow Pirate at once; a wild
    never starts one, ours; `new` False: none) or a group."""
    found, sums, hand = [], summaries(cat, state, seat), state.hands[seat]
    for card in dict.fromkeys(hand):
        if new and cat.kind[card] != WILD and starts(cat, state, seat, card):
            found.append(Action("place", seat, card, new_zone(seat)))
        found += _onto_groups(cat, state, seat, "place", card, -1, sums)
    return found


def starts(cat: Catalog, state: PirateState, seat: int, card: str) -> bool:
    """Tells whether a hand card may start a new group: one the rest of the hand could complete (ours: a
    group that can never be complete is not offered)."""
    hand = list(state.hands[seat])
    hand.remove(card)
    return groups.completable(cat, [card], hand, state.wild_as)


def rearrange_start(state: PirateState, seat: int) -> list[Action]:
    """Returns the click on one's own island that begins a rearrangement (the table applies it too when a
    card of the island is taken up); none on an empty island, nor straight after another (ours, it would
    only go on with the one just ended)."""
    may = state.islands[seat] and not state.rearranged
    return [Action("rearrange", seat, None, island_zone(seat))] if may else []


def rearrange_actions(cat: Catalog, state: PirateState, seat: int) -> list[Action]:
    """Returns the steps of a rearrangement: island cards moved, hand cards placed, Confirm (a group left
    incomplete goes back to the hand), Cancel (the island as it was)."""
    open_group = bool(groups.incomplete(cat, state, seat))  # one new group at a time (ours)
    moves = island_actions(cat, state, seat, not open_group)
    placed = hand_actions(cat, state, seat, new=False)  # a group of hand cards alone is built instead
    return [Action(CANCEL, seat), Action(CONFIRM, seat), *placed, *moves]


def movable(cat: Catalog, state: PirateState, group: list[str]) -> list[str]:
    """Returns the cards of a group that may be picked up: alike cards (same sort, a wild standing for the
    same colour) lie stacked, and only the top one of each stack is picked up (ours)."""
    tops = {(cat.sort[c], state.wild_as.get(c)): c for c in group}
    return list(tops.values())


def island_actions(cat: Catalog, state: PirateState, seat: int, new: bool) -> list[Action]:
    """Returns the rearrangements: an island card back to the hand (never a Rainbow Pirate: it would have to
    come straight back, ours), split off as a new group (if `new`), or onto another group; a wild given
    another colour."""
    found, sums = [], summaries(cat, state, seat)
    for index, group in enumerate(state.islands[seat]):
        for card in movable(cat, state, group):
            if cat.kind[card] != PIRATE:
                found.append(Action("move", seat, card, hand_zone(seat)))
            if new and len(group) > 1:
                found.append(Action("move", seat, card, new_zone(seat)))
            found += _onto_groups(cat, state, seat, "move", card, index, sums)
    return found


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


def turn_actions(cat: Catalog, state: PirateState, seat: int) -> list[Action]:
    """Returns everything the seat on turn may do: place, rearrange, play a black card (not once the draw
    pile is empty), draw."""
    found = hand_actions(cat, state, seat) + rearrange_start(state, seat)
    blacks = [] if black_plays_over(state) else [c for c in state.hands[seat] if cat.kind[c] == BLACK]
    for card in dict.fromkeys(blacks):
        found += [Action("play", seat, card, target) for target in attack_targets(cat, state, seat, card)]
    return found + end_actions(cat, state, seat)


def final_actions(cat: Catalog, state: PirateState, seat: int) -> list[Action]:
    """Returns a final placement's actions: place and rearrange, then Done."""
    return [*hand_actions(cat, state, seat), *rearrange_start(state, seat), Action(END_TURN, seat)]


def build_actions(cat: Catalog, state: PirateState, seat: int) -> list[Action]:
    """Returns the steps of a group being built: more hand cards onto it, Confirm once complete, Cancel."""
    found = [Action(CANCEL, seat)]
    if groups.valid(cat, state.building, state.wild_as):
        found.append(Action(CONFIRM, seat))
    for card in dict.fromkeys(state.hands[seat]):
        hand = list(state.hands[seat])
        hand.remove(card)
        for colour in choices(cat, card):
            wild_as = {**state.wild_as, card: colour} if colour else state.wild_as
            if groups.completable(cat, [*state.building, card], hand, wild_as):
                found.append(Action("place", seat, card, new_zone(seat), colour))
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
