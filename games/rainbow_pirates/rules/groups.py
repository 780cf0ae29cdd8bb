"""Island groups: what makes a group, what could still become one, where a card must be placed.

A group is 3+ colour cards of one colour (a set), 3+ colour cards in numerical order (a run: each
colour has one number, so a run is a stretch of the rainbow), 3+ black cards, or Rainbow Pirates
alone or together. A wild counts as the colour it was given (`state.wild_as`); a colour group needs
at least one numbered card (ours).
"""

from __future__ import annotations

from typing import NamedTuple

from games.rainbow_pirates.rules.catalog import BLACK, COLOUR, PIRATE, WILD, Catalog
from games.rainbow_pirates.rules.state import Group, PirateState

SET, RUN = "set", "run"
PIRATES, BLACKS = "pirates", "black"
MIN_GROUP = 3
REMEMBERED = 20_000  # groups whose facts (`_facts`) or summaries (`summary`) are kept: a few MB at most
_FACTS: dict[tuple, tuple[bool, tuple[str, ...]]] = {}  # by catalog and summary: a few hundred


def colours_of(cat: Catalog, cards: Group, wild_as: dict[str, str]) -> list[str]:
    """Returns the colours the cards stand for (a wild's given colour; '' when it has none)."""
    return [cat.colour_of.get(c) or wild_as.get(c, "") for c in cards]


def shape(cat: Catalog, cards: Group, wild_as: dict[str, str]) -> str:
    """Returns what the cards could still become, by adding cards: SET, RUN, BLACKS, PIRATES or ''."""
    return _shape_and_colours(cat, cards, wild_as)[0]


def _shape_and_colours(cat: Catalog, cards: Group, wild_as: dict[str, str]) -> tuple[str, frozenset[str]]:
    """Returns the cards' `shape` and, for a set or a run (colour cards and wilds), their colours."""
    kinds = {cat.kind[c] for c in cards}
    if not kinds:
        return SET, _NO_COLOURS
    if kinds == _PIRATES_ONLY:
        return PIRATES, _NO_COLOURS
    if kinds == _BLACKS_ONLY:
        return BLACKS, _NO_COLOURS
    if kinds <= _COLOURS_ONLY:
        distinct = frozenset(colours_of(cat, cards, wild_as))
        if "" not in distinct and (len(distinct) == 1 or len(distinct) == len(cards)):
            return SET if len(distinct) == 1 else RUN, distinct
    return "", _NO_COLOURS


_NO_COLOURS: frozenset[str] = frozenset()
_PIRATES_ONLY, _BLACKS_ONLY, _COLOURS_ONLY = (
    frozenset({PIRATE}),
    frozenset({BLACK}),
    frozenset({COLOUR, WILD}),
)


def valid(cat: Catalog, cards: Group, wild_as: dict[str, str]) -> bool:
    """Tells whether the cards make a complete group, one that may stay on an island."""
    return _facts(cat, cards, wild_as)[0]


def takes(cat: Catalog, cards: Group, wild_as: dict[str, str]) -> tuple[str, ...]:
    """Returns the colours a complete colour group takes as it is: one more of a set's colour, the next
    colour at either end of a run (none for an incomplete group or one of other cards)."""
    return _facts(cat, cards, wild_as)[1]


def _facts(cat: Catalog, cards: Group, wild_as: dict[str, str]) -> tuple[bool, tuple[str, ...]]:
    """Returns (valid, takes) of a group: read from its summary (remembered, like the summary, by its cards'
    sorts and colours: the same groups are asked about again and again, above all in a search)."""
    group = summary(cat, cards, wild_as)
    found = _FACTS.get((cat.serial, group))
    if found is None:
        found = _FACTS[cat.serial, group] = (group.valid, takes_of(cat, group))
    return found


def takes_of(cat: Catalog, group: Summary) -> tuple[str, ...]:
    """Returns what a group takes as it is (`takes`), from its summary: nothing unless it is complete."""
    if not group.valid:
        return ()
    if group.shape == SET:
        return tuple(group.colours)
    if group.shape != RUN:
        return ()
    return tuple(cat.by_number[n] for n in (group.low - 1, group.high + 1) if n in cat.by_number)


class Holding(NamedTuple):
    """What the rules read of a hand when telling whether cards could still make a group with it: its
    wilds, its black cards, and how many numbered cards of each colour it holds."""

    wilds: int
    blacks: int
    colours: dict[str, int]

    def without(self, cat: Catalog, card: str) -> Holding:
        """Returns the holding of the hand without one of its cards."""
        kind = cat.kind[card]
        if kind == WILD:
            return Holding(self.wilds - 1, self.blacks, self.colours)
        if kind == BLACK:
            return Holding(self.wilds, self.blacks - 1, self.colours)
        if kind == COLOUR:
            colours = self.colours.copy()
            colours[cat.colour_of[card]] -= 1
            return Holding(self.wilds, self.blacks, colours)
        return self


def holding(cat: Catalog, hand: list[str]) -> Holding:
    """Returns the hand's `Holding`."""
    wilds = blacks = 0
    colours: dict[str, int] = {}
    kind, colour_of = cat.kind, cat.colour_of
    for card in hand:
        found = kind[card]
        if found == COLOUR:
            colour = colour_of[card]
            colours[colour] = colours.get(colour, 0) + 1
        elif found == WILD:
            wilds += 1
        elif found == BLACK:
            blacks += 1
    return Holding(wilds, blacks, colours)


def holding_of(cat: Catalog, plays: tuple[str, ...]) -> Holding:
    """Returns the `Holding` of a hand given by what its cards play as (`Catalog.plays_as`)."""
    number, count = cat.number, plays.count  # (counted in C: a hand holds a few colours)
    colours = {colour: count(colour) for colour in dict.fromkeys(plays) if colour in number}
    return Holding(count(WILD), count(BLACK), colours)


def completable(cat: Catalog, cards: Group, hand: list[str], wild_as: dict[str, str]) -> bool:
    """Tells whether the cards, with some of the hand's (wilds given any colour), could make a complete
    group: a new group starts, and a group being built grows, only that way (ours)."""
    return could_complete(cat, summary(cat, cards, wild_as), holding(cat, hand))


def could_complete(cat: Catalog, group: Summary, hand: Holding) -> bool:
    """Tells whether a group (its summary) could be completed with some of the cards of a hand (its
    holding): `completable`."""
    found, size = group.shape, group.size
    if found in (PIRATES, BLACKS):
        return found == PIRATES or size + hand.blacks >= MIN_GROUP
    if not found:
        return False
    held = hand.colours
    if found == SET and group.colours:
        (colour,) = group.colours
        same = held.get(colour, 0)
        if same + hand.wilds >= MIN_GROUP - size and (group.numbered or same):
            return True
        if size > 1:  # two of a colour make no run
            return False
    wilds = hand.wilds
    if group.numbered and group.colours:
        for missing in _stretches(cat, group.colours, True):
            short = 0
            for colour in missing:
                if not held.get(colour):
                    short += 1
            if short <= wilds:
                return True
        return False
    for missing in _stretches(cat, group.colours, False):
        covered = sum(1 for colour in missing if held.get(colour))
        if len(missing) - covered <= wilds and (group.numbered or covered):
            return True
    return False


_STRETCHES: dict[tuple, tuple[tuple[str, ...], ...]] = {}


def _stretches(cat: Catalog, colours: frozenset[str], numbered: bool) -> tuple[tuple[str, ...], ...]:
    """Returns the stretches of the rainbow a colour group of these colours could become a run of, each as
    the colours it lacks: for a group with a numbered card (`numbered`), the shortest stretches around
    its colours (a longer one only adds colours to find); else every stretch of 3 or more that holds
    them. Remembered by the colours (few: subsets of the rainbow)."""
    key = (cat, colours, numbered)
    found = _STRETCHES.get(key)
    if found is None:
        numbers = {cat.number[c] for c in colours}
        low, high = min(numbers, default=99), max(numbers, default=0)
        top, by_number = len(cat.colours), cat.by_number
        if numbered:
            length = max(MIN_GROUP, high - low + 1)
            starts = range(max(1, high - length + 1), min(low, top - length + 1) + 1)
            spans = [(start, start + length - 1) for start in starts]
        else:
            spans = [
                (start, end)
                for start in range(1, min(low, top) + 1)
                for end in range(max(high, start + MIN_GROUP - 1), top + 1)
            ]
        found = _STRETCHES[key] = tuple(
            tuple(by_number[n] for n in range(start, end + 1) if n not in numbers) for start, end in spans
        )
    return found


def tidy(cat: Catalog, cards: Group, wild_as: dict[str, str]) -> Group:
    """Returns the group in the order it is laid out: by number (a run left to right), wilds last."""
    places, number = _tidy_places(cat), cat.number.get
    return sorted(cards, key=lambda c: places.get(c) or (number(wild_as.get(c, ""), 99), True, c))


_TIDY_PLACES: dict[Catalog, dict[str, tuple[int, bool, str]]] = {}


def _tidy_places(cat: Catalog) -> dict[str, tuple[int, bool, str]]:
    """Returns where each card that is not a wild goes in a group laid out (`tidy`): by its colour's
    number (none: last), then by id."""
    found = _TIDY_PLACES.get(cat)
    if found is None:
        found = _TIDY_PLACES[cat] = {
            c: (cat.number.get(cat.colour_of.get(c) or "", 99), False, c)
            for c in cat.kind
            if cat.kind[c] != WILD
        }
    return found


def full_rainbows(cat: Catalog, island: list[Group], wild_as: dict[str, str]) -> int:
    """Returns how many groups of the island are full rainbows: all seven colours in order."""
    full, found = len(cat.colours), 0
    if full not in map(len, island):
        return 0
    for g in island:
        if len(g) == full:
            key = (cat.serial, tuple(g), tuple(map(wild_as.get, g)))
            rainbow = _RAINBOWS.get(key)
            if rainbow is None:
                if len(_RAINBOWS) >= REMEMBERED:
                    _RAINBOWS.clear()
                group = summary(cat, g, wild_as)
                rainbow = _RAINBOWS[key] = group.shape == RUN and group.valid
            found += rainbow
    return found


#: Whether a group of the rainbow's length is a full rainbow, by its cards and their colours: an island's
#: rainbows are counted before and after every move onto it.
_RAINBOWS: dict[tuple, bool] = {}


def incomplete(cat: Catalog, state: PirateState, seat: int) -> list[Group]:
    """Returns the seat's island groups that are not complete groups."""
    return [g for g in state.islands[seat] if not valid(cat, g, state.wild_as)]


class Summary(NamedTuple):
    """What a group is, enough to tell at once what one more card makes of it."""

    shape: str
    colours: frozenset[str]
    low: int
    high: int
    size: int
    numbered: bool
    valid: bool


_SUMMARIES: dict[tuple, Summary] = {}


def summary(cat: Catalog, cards: Group, wild_as: dict[str, str]) -> Summary:
    """Returns the group's summary, remembered like its facts (`_facts`)."""
    key = (cat.serial, tuple(map(cat.sort.__getitem__, cards)), tuple(map(wild_as.get, cards)))
    return summary_by(cat, cards, wild_as, key)


def summary_by(cat: Catalog, cards: Group, wild_as: dict[str, str], key: tuple) -> Summary:
    """Returns `summary`, given the key it is remembered by: (catalog serial, the cards' sorts, their
    colours)."""
    found = _SUMMARIES.get(key)
    if found is None:
        if len(_SUMMARIES) >= REMEMBERED:
            _SUMMARIES.clear()
        found = _SUMMARIES[key] = _one(_summary(cat, cards, wild_as))
    return found


_ONE: dict[Summary, Summary] = {}


def _one(found: Summary) -> Summary:
    """Returns the one object kept for summaries equal to `found` (a few hundred in all): the memories
    here and in fitting.py hold many of them."""
    return _ONE.setdefault(found, found)


def _summary(cat: Catalog, cards: Group, wild_as: dict[str, str]) -> Summary:
    """Returns the group's summary, worked out (`summary` remembers it): its `shape`, its colours (those of a
    set or a run), and whether it is complete."""
    found, colours = _shape_and_colours(cat, cards, wild_as)
    numbers = [cat.number[c] for c in colours] or [99]
    low, high, size = min(numbers), max(numbers), len(cards)
    numbered = any(cat.kind[c] == COLOUR for c in cards)
    if found == PIRATES:
        complete = True
    elif found == BLACKS:
        complete = size >= MIN_GROUP
    elif found == SET:
        complete = size >= MIN_GROUP and numbered
    elif found == RUN:
        complete = size >= MIN_GROUP and numbered and high - low == size - 1
    else:
        complete = False
    return Summary(found, colours, low, high, size, numbered, complete)


def with_card(cat: Catalog, group: Summary, card: str, colour: str | None) -> tuple[bool, bool]:
    """Returns whether the group with the card (a wild as `colour`) could still become a group, and whether
    it is one."""
    kind, size = cat.kind[card], group.size + 1
    if group.shape in (PIRATES, BLACKS) or kind in (PIRATE, BLACK):
        same = group.shape == {PIRATE: PIRATES, BLACK: BLACKS}.get(kind) or group.size == 0
        return same, same and (kind == PIRATE or size >= MIN_GROUP)
    if not group.shape:
        return False, False
    colour = cat.colour_of.get(card) or colour
    numbered = group.numbered or kind == COLOUR
    if group.colours == {colour}:
        return True, size >= MIN_GROUP and numbered
    if colour in group.colours or (group.shape == SET and group.size > 1):
        return False, False
    number = cat.number[colour]
    low, high = min(group.low, number), max(group.high, number)
    return True, size >= MIN_GROUP and numbered and high - low + 1 == size


def grown(cat: Catalog, group: Summary, card: str, colour: str | None) -> Summary | None:
    """Returns the summary of the group with the card added (a wild as `colour`), as `summary` would give
    it, or None when the group could then no longer become one (`with_card`)."""
    kind, size = cat.kind[card], group.size + 1
    if group.shape in (PIRATES, BLACKS) or kind in (PIRATE, BLACK):
        if group.shape != {PIRATE: PIRATES, BLACK: BLACKS}.get(kind) and group.size:
            return None
        complete = kind == PIRATE or size >= MIN_GROUP
        return _one(
            Summary(PIRATES if kind == PIRATE else BLACKS, frozenset(), 99, 99, size, False, complete)
        )
    if not group.shape:
        return None
    colour = cat.colour_of.get(card) or colour
    numbered = group.numbered or kind == COLOUR
    colours = group.colours | {colour}
    if len(colours) == 1:
        number = cat.number[colour]
        return _one(Summary(SET, colours, number, number, size, numbered, size >= MIN_GROUP and numbered))
    if colour in group.colours or (group.shape == SET and group.size > 1):
        return None
    number = cat.number[colour]
    low, high = min(group.low, number), max(group.high, number)
    complete = size >= MIN_GROUP and numbered and high - low + 1 == size
    return _one(Summary(RUN, colours, low, high, size, numbered, complete))


# Must-place ---------------------------------------------------------------------------------------


def extended(cat: Catalog, state: PirateState, seat: int) -> dict[str, int]:
    """Returns, for each colour a complete group of the seat's island takes as it is (one more of a set's
    colour, the next colour at either end of a run), the index of the first such group."""
    found: dict[str, int] = {}
    for index, group in enumerate(state.islands[seat]):
        for colour in takes(cat, group, state.wild_as):
            found.setdefault(colour, index)
    return found


def hand_groups(cat: Catalog, hand: list[str]) -> set[str]:
    """Returns the colours whose numbered cards in the hand make a group with other numbered colour cards
    of the hand (no wilds): three of the colour, or three colours in order."""
    counts: dict[str, int] = {}
    for card in hand:
        colour = cat.colour_of.get(card)
        if colour:
            counts[colour] = counts.get(colour, 0) + 1
    return grouped(cat, counts)


def grouped(cat: Catalog, counts: dict[str, int]) -> set[str]:
    """Returns `hand_groups` of a hand holding `counts` numbered cards of each colour."""
    numbers = {cat.number[c] for c in counts}
    found = set()
    for colour, count in counts.items():
        n = cat.number[colour]
        if count >= MIN_GROUP or any({s, s + 1, s + 2} <= numbers for s in (n - 2, n - 1, n)):
            found.add(colour)
    return found


def hand_partners(cat: Catalog, hand: list[str], card: str) -> list[str]:
    """Returns two numbered cards of the hand that make a group with the card (`hand_groups`): two more of
    its colour, else the two that complete three colours in order; [] if none."""
    colour = cat.colour_of[card]
    same = [c for c in hand if c != card and cat.colour_of.get(c) == colour]
    if len(same) >= MIN_GROUP - 1:
        return same[: MIN_GROUP - 1]
    first = {cat.number[cat.colour_of[c]]: c for c in reversed(hand) if c in cat.colour_of}
    n = cat.number[colour]
    for start in (n - 2, n - 1, n):
        if all(k in first for k in range(start, start + MIN_GROUP)):
            return [first[k] for k in range(start, start + MIN_GROUP) if k != n]
    return []


def must_place(cat: Catalog, state: PirateState, seat: int) -> list[tuple[str, str]]:
    """Returns (card, where) for each card the seat must still place: every Rainbow Pirate in hand
    ('new'), and each numbered colour card that extends a complete group (its 'group:<i>') or makes a
    new group with numbered cards of the hand ('hand'), without rearranging. Wilds never have to be."""
    hand = state.hands[seat]
    found = [(c, "new") for c in hand if cat.kind[c] == PIRATE]
    numbered = [c for c in hand if cat.kind[c] == COLOUR]
    fits = extended(cat, state, seat) if numbered else {}
    grouped = hand_groups(cat, numbered) if numbered else set()
    for card in numbered:
        index = fits.get(cat.colour_of[card], -1)
        if index >= 0:
            found.append((card, f"group:{index}"))
        elif cat.colour_of[card] in grouped:
            found.append((card, "hand"))
    return found


# A group an attack broke --------------------------------------------------------------------------


def _runs_left(cat: Catalog, cards: Group, wild_as: dict[str, str]) -> list[Group]:
    """Returns the cards of a run cut in pieces, each piece an unbroken stretch of numbers."""
    pieces: list[Group] = []
    last = -9
    for card in tidy(cat, cards, wild_as):
        number = cat.number[colours_of(cat, [card], wild_as)[0]]
        if number != last + 1:
            pieces.append([])
        pieces[-1].append(card)
        last = number
    return pieces


def repair(cat: Catalog, state: PirateState, seat: int) -> list[str]:
    """Puts every part of the seat's broken groups that is no longer a group back in its hand, at once;
    a run cut in two keeps each piece that is still a group (ours). Returns the cards sent back."""
    kept: list[Group] = []
    back: list[str] = []
    for group in state.islands[seat]:
        pieces = [group]
        if not valid(cat, group, state.wild_as) and shape(cat, group, state.wild_as) == RUN:
            pieces = _runs_left(cat, group, state.wild_as)
        for piece in pieces:
            (kept.append(piece) if valid(cat, piece, state.wild_as) else back.extend(piece))
    state.islands[seat] = kept
    for card in back:
        state.wild_as.pop(card, None)
    state.hands[seat].extend(back)
    return back
