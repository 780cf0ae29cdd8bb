"""Where cards fit, worked out once and remembered: what a group accepts of each sort of card, which of
its cards may be picked up and what colours its wilds may take instead, and whether cards could still
make a group with a hand.

A card plays only by its sort (`Catalog.sort`: its colour, 'wild', 'pirate' or a black kind), so these
answers are remembered by sorts, colours and groups: the same groups and hands come back step after step
of a rearrangement, and again in the computer players' search. Each memory is emptied once it holds
`REMEMBERED` answers (a few MB at most).
"""

from __future__ import annotations

from typing import NamedTuple

from games.rainbow_pirates.rules import groups
from games.rainbow_pirates.rules.catalog import COLOUR, PIRATE, WILD, Catalog

REMEMBERED = 20_000
_ACCEPTS: dict[tuple, dict[str, tuple[str | None, ...]]] = {}
_FITS: dict[tuple, Fit] = {}
_HANDS: dict[tuple, Hand] = {}
_BUILDS: dict[tuple, dict[str, tuple[str | None, ...]]] = {}


def choices(cat: Catalog, card: str) -> list[str | None]:
    """Returns the colours a card may be given where it goes: any, for a wild; none for another card."""
    return list(cat.colours) if cat.kind[card] == WILD else [None]


def joins(cat: Catalog, group: groups.Summary, card: str, colour: str | None) -> bool:
    """Tells whether the card (a wild as `colour`) may go onto the group: the group is then complete, or it
    was incomplete (being rearranged) and could still become one."""
    could, complete = groups.with_card(cat, group, card, colour)
    return complete or (could and not group.valid)


def colours_for(cat: Catalog, card: str, group: groups.Summary) -> list[str | None]:
    """Returns the colours worth trying for the card on the group: a complete set takes only its colour,
    a complete run only the colours at its ends; other groups any (what `joins` then tells apart)."""
    if cat.kind[card] != WILD or not group.valid or group.shape not in (groups.SET, groups.RUN):
        return choices(cat, card)
    if group.shape == groups.SET and len(group.colours) == 1 and group.size >= groups.MIN_GROUP:
        return list(group.colours)
    ends = (cat.by_number.get(group.low - 1), cat.by_number.get(group.high + 1))
    return [c for c in ends if c] + ([next(iter(group.colours))] if len(group.colours) == 1 else [])


def accepts(cat: Catalog, group: groups.Summary) -> dict[str, tuple[str | None, ...]]:
    """Returns, for each sort of card that may go onto the group, the colours it may go as (None: a card
    that is not a wild), in `colours_for` order."""
    key = (cat, group)
    found = _ACCEPTS.get(key)
    if found is None:
        if len(_ACCEPTS) >= REMEMBERED:
            _ACCEPTS.clear()
        found = _ACCEPTS[key] = {}
        for sort, card in cat.one_of_sort.items():
            colours = tuple(c for c in colours_for(cat, card, group) if joins(cat, group, card, c))
            if colours:
                found[sort] = colours
    return found


def tops(cat: Catalog, group: list[str], wild_as: dict[str, str]) -> list[str]:
    """Returns the cards of a group that may be picked up: alike cards (same sort, a wild standing for the
    same colour) lie stacked, and only the top one of each stack is picked up (ours)."""
    return list({(cat.sort[c], wild_as.get(c)): c for c in group}.values())


class Fit(NamedTuple):
    """One island group, for listing moves: what it is, what it accepts, which of its cards may be picked
    up, and the other colours each of those that is a wild may take there."""

    summary: groups.Summary
    accepts: dict[str, tuple[str | None, ...]]
    tops: tuple[str, ...]
    recolours: dict[str, tuple[str, ...]]
    takes: tuple[str, ...]  # the colours it takes as it is, if complete (`groups.takes`)


def fit(cat: Catalog, group: list[str], wild_as: dict[str, str]) -> Fit:
    """Returns the group's `Fit`."""
    key = (cat, tuple(group), tuple(map(wild_as.get, group)))
    found = _FITS.get(key)
    if found is None:
        if len(_FITS) >= REMEMBERED:
            _FITS.clear()
        summary = groups.summary(cat, group, wild_as)
        picked = tuple(tops(cat, group, wild_as))
        recolours = {}
        for card in picked:
            if cat.kind[card] == WILD:
                without = groups.summary(cat, [c for c in group if c != card], wild_as)
                now = wild_as.get(card)
                recolours[card] = tuple(c for c in accepts(cat, without).get(WILD, ()) if c and c != now)
        takes = groups.takes(cat, group, wild_as)
        found = _FITS[key] = Fit(summary, accepts(cat, summary), picked, recolours, takes)
    return found


def hand_sorts(cat: Catalog, hand: list[str]) -> tuple[str, ...]:
    """Returns the sorts of the hand's cards, in order: all that is read of a hand here (a card in a hand
    stands for no colour: only a wild on an island or in a group being built is given one)."""
    return tuple(sorted(map(cat.sort.__getitem__, hand)))


class Hand(NamedTuple):
    """A hand, for listing moves: which of its cards may start a group, and what must be placed."""

    starters: frozenset[str]  # the sorts of the cards that may start a new group (a wild never does, ours)
    pirate: bool  # it holds a Rainbow Pirate, which must be placed
    numbered: frozenset[str]  # the colours of its numbered cards
    grouped: frozenset[
        str
    ]  # the colours whose numbered cards make a group in the hand (`groups.hand_groups`)


def hand(cat: Catalog, cards: list[str], sorts: tuple[str, ...]) -> Hand:
    """Returns the `Hand` of these cards (whose `hand_sorts` are `sorts`)."""
    key = (cat, sorts)
    found = _HANDS.get(key)
    if found is None:
        if len(_HANDS) >= REMEMBERED:
            _HANDS.clear()
        starters = set()
        for sort, card in {cat.sort[c]: c for c in cards}.items():
            rest = list(cards)
            rest.remove(card)
            if cat.kind[card] != WILD and groups.completable(cat, [card], rest, {}):
                starters.add(sort)
        numbered = [c for c in cards if cat.kind[c] == COLOUR]
        found = _HANDS[key] = Hand(
            frozenset(starters),
            any(cat.kind[c] == PIRATE for c in cards),
            frozenset(cat.colour_of[c] for c in numbered),
            frozenset(groups.hand_groups(cat, numbered)),
        )
    return found


def must_place(found: Hand, fits: list[Fit]) -> bool:
    """Tells whether a card of the hand must still be placed on the island (`groups.must_place` lists
    them): a Rainbow Pirate, or a numbered card that extends a complete group or makes one in the hand."""
    if found.pirate:
        return True
    return bool(found.numbered) and not found.numbered.isdisjoint(
        found.grouped.union(*(f.takes for f in fits))
    )


def build_places(
    cat: Catalog, building: list[str], wild_as: dict[str, str], cards: list[str], sorts: tuple[str, ...]
) -> dict[str, tuple[str | None, ...]]:
    """Returns, for each sort of hand card that may go onto the group being built, the colours it may go
    as (None: not a wild): those with which the rest of the hand could still complete the group."""
    key = (cat, tuple(map(cat.sort.__getitem__, building)), tuple(map(wild_as.get, building)), sorts)
    found = _BUILDS.get(key)
    if found is None:
        if len(_BUILDS) >= REMEMBERED:
            _BUILDS.clear()
        found = _BUILDS[key] = {}
        for sort, card in {cat.sort[c]: c for c in cards}.items():
            rest = list(cards)
            rest.remove(card)
            colours = tuple(
                colour
                for colour in choices(cat, card)
                if groups.completable(
                    cat, [*building, card], rest, {**wild_as, card: colour} if colour else wild_as
                )
            )
            if colours:
                found[sort] = colours
    return found
