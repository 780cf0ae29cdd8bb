"""Where cards fit, worked out once and remembered: what a group accepts of each sort of card, which of
its cards may be picked up and what colours its wilds may take instead, and whether cards could still
make a group with a hand.

A card plays only by its sort (`Catalog.sort`: its colour, 'wild', 'pirate' or a black kind), so these
answers are remembered by sorts, colours and groups: the same groups and hands come back step after step
of a rearrangement, and again in the computer players' search. Each memory is emptied once it holds
`REMEMBERED` answers (a few MB at most).
"""

from __future__ import annotations

from itertools import chain
from typing import NamedTuple

from games.rainbow_pirates.rules import groups
from games.rainbow_pirates.rules.catalog import PIRATE, WILD, Catalog

REMEMBERED = 20_000
_ACCEPTS: dict[tuple, dict[str, tuple[str | None, ...]]] = {}
_FITS: dict[tuple, Fit] = {}
_ISLANDS: dict[tuple, Island] = {}
_HANDS: dict[tuple, Hand] = {}
_BUILDS: dict[tuple, dict[str, tuple[str | None, ...]]] = {}
#: Each catalog's groups by their cards: their `Fit` (`fits`); for a group with a wild, a dict of its `Fit`s
#: by its cards' colours.
_BY_CARDS: dict[Catalog, dict[tuple, Fit | dict[tuple, Fit]]] = {}


def choices(cat: Catalog, card: str) -> list[str | None]:
    """Returns the colours a card may be given where it goes: any, for a wild; none for another card."""
    return list(cat.colours) if cat.kind[card] == WILD else [None]


def in_order(colours: list[str | None]) -> tuple[str | None, ...]:
    """Returns the colours in the legal list's order: None (a card that is not a wild) first, then by name."""
    return tuple(sorted(colours, key=lambda c: (c is not None, c or "")))


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
    that is not a wild), `in_order`."""
    key = (cat, group)
    found = _ACCEPTS.get(key)
    if found is None:
        if len(_ACCEPTS) >= REMEMBERED:
            _ACCEPTS.clear()
        found = _ACCEPTS[key] = {}
        for sort, card in cat.one_of_sort.items():
            colours = [c for c in colours_for(cat, card, group) if joins(cat, group, card, c)]
            if colours:
                found[sort] = in_order(colours)
    return found


def tops(cat: Catalog, group: list[str], wild_as: dict[str, str]) -> list[str]:
    """Returns the cards of a group that may be picked up: alike cards (same sort, a wild standing for the
    same colour) lie stacked, and only the top one of each stack is picked up (ours)."""
    return list({(cat.sort[c], wild_as.get(c)): c for c in group}.values())


class Fit(NamedTuple):
    """One island group, for listing moves: what it is, what it accepts, which of its cards may be picked
    up, and the other colours each of those that is a wild may take there. Its cards are given by their
    places in the group, so groups of other cards of the same sorts and colours share it."""

    summary: groups.Summary
    accepts: dict[str, tuple[str | None, ...]]
    #: Each card that may be picked up (`tops`): its place, its sort, and for a wild the other colours it
    #: may take there (else ()) with their `colour_code`.
    tops: tuple[tuple[int, str, tuple[str, ...], int], ...]
    wild: tuple[str | None, ...]  # the colours a wild may go onto it as (`accepts`; () if none)
    wild_code: int  # their `colour_code`
    takes: tuple[str, ...]  # the colours it takes as it is, if complete (`groups.takes`)


_COLOUR_CODES: dict[tuple, int] = {(): 0}


def colour_code(colours: tuple) -> int:
    """Returns a number for a set of colours in order, the same for the same colours while the process
    lasts (a few hundred at most: sets of the rainbow's colours)."""
    found = _COLOUR_CODES.get(colours)
    if found is None:
        found = _COLOUR_CODES[colours] = len(_COLOUR_CODES)
    return found


def fits(cat: Catalog, island: list[list[str]], wild_as: dict[str, str]) -> list[Fit]:
    """Returns the `fit` of each group of an island, looked up by its very cards (`_BY_CARDS`), and the
    colours of its wilds if it has any."""
    by_cards = _BY_CARDS.get(cat)
    if by_cards is None or len(by_cards) >= REMEMBERED:
        by_cards = _BY_CARDS[cat] = {}
    colour, found = wild_as.get, []
    for group in island:
        cards = tuple(group)
        got = by_cards.get(cards)
        if got.__class__ is dict:  # a group with wilds: by their colours
            got = got.get(tuple(map(colour, group)))
        if got is None:
            colours = tuple(map(colour, group))
            key = (cat.serial, tuple(map(cat.sort.__getitem__, group)), colours)
            got = fit(cat, group, wild_as, key)
            if WILD in key[1]:
                by_cards.setdefault(cards, {})[colours] = got
            else:
                by_cards[cards] = got
        found.append(got)
    return found


def fit(cat: Catalog, group: list[str], wild_as: dict[str, str], key: tuple) -> Fit:
    """Returns the group's `Fit`, remembered by `key`: the catalog's serial, the cards' sorts and their
    colours (as `groups.summary` remembers the group's summary)."""
    found = _FITS.get(key)
    if found is None:
        if len(_FITS) >= REMEMBERED:
            _FITS.clear()
        summary, colours = groups.summary_by(cat, group, wild_as, key), key[2]
        places = tuple({(cat.sort[c], wild_as.get(c)): i for i, c in enumerate(group)}.values())  # `tops`
        tops = []
        for i in places:
            recolours = ()
            if cat.kind[group[i]] == WILD:
                without = groups.summary(cat, group[:i] + group[i + 1 :], wild_as)
                now = colours[i]
                recolours = tuple(c for c in accepts(cat, without).get(WILD, ()) if c and c != now)
            tops.append((i, cat.sort[group[i]], recolours, colour_code(recolours)))
        takes = groups.takes_of(cat, summary)
        accepted = accepts(cat, summary)
        wild = accepted.get(WILD, ())
        found = _FITS[key] = Fit(summary, accepted, tuple(tops), wild, colour_code(wild), takes)
    return found


def hand_sorts(cat: Catalog, hand: list[str]) -> tuple[str, ...]:
    """Returns what the hand's cards play as (`Catalog.plays_as`), in order: all that is read of a hand
    here (a card in a hand stands for no colour: only a wild on an island or in a group being built is given
    one)."""
    return tuple(sorted(map(cat.plays_as.__getitem__, hand)))


class Hand(NamedTuple):
    """A hand, for listing moves: which of its cards may start a group, and what must be placed."""

    starters: frozenset[str]  # what the cards that may start a new group play as (never a wild, ours)
    pirate: bool  # it holds a Rainbow Pirate, which must be placed
    numbered: frozenset[str]  # the colours of its numbered cards
    grouped: frozenset[
        str
    ]  # the colours whose numbered cards make a group in the hand (`groups.hand_groups`)


def hand(cat: Catalog, cards: list[str], sorts: tuple[str, ...]) -> Hand:
    """Returns the `Hand` of these cards (whose `hand_sorts` are `sorts`)."""
    key = (cat.serial, sorts)
    found = _HANDS.get(key)
    if found is None:
        if len(_HANDS) >= REMEMBERED:
            _HANDS.clear()
        starters, held = set(), groups.holding_of(cat, sorts)
        for plays in dict.fromkeys(sorts):
            card = cat.one_playing_as[plays]
            alone = _alone(cat, card)
            if cat.kind[card] != WILD and groups.could_complete(cat, alone, held.without(cat, card)):
                starters.add(plays)
        found = _HANDS[key] = Hand(
            _one(frozenset(starters)),
            PIRATE in sorts,
            _one(frozenset(held.colours)),
            _one(frozenset(groups.grouped(cat, held.colours))),
        )
    return found


_ALONE: dict[tuple[int, str], groups.Summary] = {}


def _alone(cat: Catalog, card: str) -> groups.Summary:
    """Returns the summary of a group of the card alone (what a card playing as it starts), remembered by the
    card (one of each `Catalog.plays_as`)."""
    found = _ALONE.get((cat.serial, card))
    if found is None:
        found = _ALONE[cat.serial, card] = groups.summary(cat, [card], {})
    return found


_SETS: dict[frozenset, frozenset] = {}


def _one(found: frozenset) -> frozenset:
    """Returns the one object kept for sets equal to `found` (few: sets of colours or sorts)."""
    return _SETS.setdefault(found, found)


def must_place(found: Hand, fits: list[Fit]) -> bool:
    """Tells whether a card of the hand must still be placed on the island (`groups.must_place` lists
    them): a Rainbow Pirate, or a numbered card that extends a complete group or makes one in the hand."""
    if found.pirate:
        return True
    return bool(found.numbered) and not found.numbered.isdisjoint(
        found.grouped.union(*(f.takes for f in fits))
    )


class Island(NamedTuple):
    """What an island is worth, for the computer players' evaluation."""

    points: int  # its cards' Treasure Points (`scoring.island_points`)
    extended: frozenset[str]  # the colours its complete groups take as they are (`groups.takes`)
    rainbows: int  # its full rainbows (`groups.full_rainbows`)


def island(cat: Catalog, groups_there: list[list[str]], wild_as: dict[str, str]) -> Island:
    """Returns the island's `Island`, remembered by its cards and its wilds' colours: in a search the same
    islands are weighed again and again."""
    key = (
        cat.serial,
        tuple(map(tuple, groups_there)),
        tuple(map(wild_as.get, chain.from_iterable(groups_there))),
    )
    found = _ISLANDS.get(key)
    if found is None:
        if len(_ISLANDS) >= REMEMBERED:
            _ISLANDS.clear()
        score = cat.points.__getitem__
        extended: set[str] = set()
        for group in groups_there:
            extended.update(groups.takes(cat, group, wild_as))
        found = _ISLANDS[key] = Island(
            sum(sum(map(score, group)) for group in groups_there),
            frozenset(extended),
            groups.full_rainbows(cat, groups_there, wild_as),
        )
    return found


def colour_cards_to_place(cat: Catalog, cards: list[str], extended: frozenset[str]) -> int:
    """Returns how many numbered colour cards of the hand must be placed (those `groups.must_place` lists:
    each that extends a complete group of the island, one of whose colours `extended` (`Island`), or makes
    a group with other numbered cards of the hand)."""
    colour_of = cat.colour_of
    held = [colour_of[card] for card in cards if card in colour_of]
    if not held:
        return 0
    counts: dict[str, int] = {}
    for colour in held:
        counts[colour] = counts.get(colour, 0) + 1
    placed = {colour for colour, count in counts.items() if count >= groups.MIN_GROUP or colour in extended}
    numbers = {cat.number[colour] for colour in counts}
    for n in numbers:  # three colours in order (`groups.hand_groups`)
        if n + 1 in numbers and n + 2 in numbers:
            placed.update(cat.by_number[k] for k in (n, n + 1, n + 2))
    return sum(counts[colour] for colour in placed)


def build_places(
    cat: Catalog, group: groups.Summary, sorts: tuple[str, ...]
) -> dict[str, tuple[str | None, ...]]:
    """Returns, for what each hand card plays as (`Catalog.plays_as`; the hand's `hand_sorts` are `sorts`)
    that may go onto the group being built (`group`: its summary), the colours it may go as (None: not a
    wild), `in_order`: those with which the rest of the hand could still complete the group. Remembered by
    the group's summary and the hand's sorts."""
    key = (cat.serial, group, sorts)
    found = _BUILDS.get(key)
    if found is None:
        if len(_BUILDS) >= REMEMBERED:
            _BUILDS.clear()
        found = _BUILDS[key] = {}
        held, grown = groups.holding_of(cat, sorts), _grown_from(cat, group)
        for plays in dict.fromkeys(sorts):
            pairs = grown.get(plays)
            if pairs is None:
                pairs = grown[plays] = _grown_pairs(cat, group, plays)
            if pairs:
                rest = held.without(cat, cat.one_playing_as[plays])
                colours = tuple(
                    colour for colour, bigger in pairs if groups.could_complete(cat, bigger, rest)
                )
                if colours:
                    found[plays] = colours
    return found


#: Each group's `_grown_pairs`, by the group (its summary) and then by what the card plays as: one look-up
#: of the group per build listed.
_GROWN: dict[tuple, dict[str, tuple[tuple[str | None, groups.Summary], ...]]] = {}


def _grown_from(
    cat: Catalog, group: groups.Summary
) -> dict[str, tuple[tuple[str | None, groups.Summary], ...]]:
    """Returns the group's `_grown_pairs` found so far, by what the card plays as."""
    key = (cat.serial, group)
    found = _GROWN.get(key)
    if found is None:
        if len(_GROWN) >= REMEMBERED:
            _GROWN.clear()
        found = _GROWN[key] = {}
    return found


def _grown_pairs(
    cat: Catalog, group: groups.Summary, plays: str
) -> tuple[tuple[str | None, groups.Summary], ...]:
    """Returns each colour a card playing as `plays` may go onto the group as (`in_order`) with the group
    it then makes (`groups.grown`), leaving out those with which it could no longer become one."""
    card, found = cat.one_playing_as[plays], []
    for colour in _choices_in_order(cat, plays):
        bigger = groups.grown(cat, group, card, colour)
        if bigger is not None:
            found.append((colour, bigger))
    return tuple(found)


_CHOICES: dict[tuple[int, str], tuple[str | None, ...]] = {}


def _choices_in_order(cat: Catalog, plays: str) -> tuple[str | None, ...]:
    """Returns the colours a card playing as `plays` may be given (`choices`), `in_order`."""
    found = _CHOICES.get((cat.serial, plays))
    if found is None:
        found = _CHOICES[cat.serial, plays] = in_order(choices(cat, cat.one_playing_as[plays]))
    return found
