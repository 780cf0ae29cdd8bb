"""Which octopus actions a seat may take now: starts of ① to ④ and the steps of one under way.

A swap is offered only when it can be finished: some cards must make up the arms exactly.
"""

from __future__ import annotations

from collections.abc import Iterable

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.state import Oct8State, Octopus, find, oct_zone, pending_of, turn_of
from tabletop.rules.core import Action, sorted_actions
from tabletop.rules.decisions import CANCEL, CONFIRM, DRAW
from tabletop.rules.seats import hand_zone

_MADE: dict[tuple, Action] = {}  # the actions listed so far: the same few hundred, listed again and again


def _made(kind: str, seat: int, piece: str, target: str) -> Action:
    """Returns that action, built the first time it is listed (an action never changes)."""
    key = (kind, seat, piece, target)
    found = _MADE.get(key)
    if found is None:
        found = _MADE[key] = Action(kind, seat, piece, target)
    return found


def sums(values: Iterable[int]) -> int:
    """Returns a bit mask of every total some of the values make (bit 0: taking none)."""
    mask = 1
    for value in values:
        mask |= mask << value
    return mask


def can_make(values: Iterable[int], total: int) -> bool:
    """Tells whether some of the values add up to exactly `total` (0: always)."""
    return total >= 0 and bool(sums(values) >> total & 1)


def draw_targets(cat: Catalog, state: Oct8State, card: str) -> list[str]:
    """Returns the shared heads the turn draw may go on: another colour, and room for its arms."""
    value, colour_of = cat.arms_of[card], cat.colour_of
    return [o[0] for o in state.shared if colour_of[o[0]] != colour_of[card] and value <= cat.room(o)]


def touchable(cat: Catalog, octopus: Octopus, owner: int, seat: int) -> bool:
    """Tells whether the seat may swap arms on this octopus: its own, or another's that is not blocked."""
    return owner == seat or not cat.is_blocked(octopus)


# Starting an octopus action -------------------------------------------------------------------


def draw_actions(state: Oct8State, seat: int) -> list[Action]:
    """Returns ①'s draws: the top of the arm deck and the top of the discard pile, where there are cards.

    The discard pile's top is taken by a drag into the hand ('take') or by a click on the pile ('take_top',
    piece None), as the deck is clicked; both do the same.
    """
    return _deck_draws(state, seat) + _discard_draws(state, seat)


def _deck_draws(state: Oct8State, seat: int) -> list[Action]:
    return [Action(DRAW, seat, None, "deck")] if state.arm_deck else []


def _discard_draws(state: Oct8State, seat: int) -> list[Action]:
    if not state.discard:
        return []
    top = state.discard[-1]
    return [Action("take", seat, top, hand_zone(seat)), Action("take_top", seat, None, "discard")]


def attach_actions(cat: Catalog, state: Oct8State, seat: int, heads: list[str] | None = None) -> list[Action]:
    """Returns ②'s moves: a hand card onto a shared head with room for its arms (any colour), in the
    engine's order (`sorted_actions`: by card, then by head)."""
    arms_of = cat.arms_of
    rooms = sorted(
        (oct_zone(octopus[0]), cat.room(octopus))
        for octopus in state.shared
        if heads is None or octopus[0] in heads
    )
    return [
        _made("attach", seat, card, zone)
        for card in sorted(state.hands[seat])
        for zone, room in rooms
        if arms_of[card] <= room
    ]


def swap_out_actions(cat: Catalog, state: Oct8State, seat: int) -> list[Action]:
    """Returns ③'s first moves: an arm card of your own octopus whose arms your hand cards can make up, in
    the engine's order (by card)."""
    made, arms_of = sums(cat.arms(state.hands[seat])), cat.arms_of
    cards = sorted(card for octopus in state.areas[seat] for card in octopus[1:] if made >> arms_of[card] & 1)
    zone = hand_zone(seat)
    return [_made("swap_out", seat, card, zone) for card in cards]


def octopuses_in_areas(state: Oct8State) -> list[tuple[Octopus, int]]:
    """Returns every octopus in a player's area with its owner."""
    return [(o, seat) for seat, area in enumerate(state.areas) for o in area]


def swap_arm_actions(cat: Catalog, state: Oct8State, seat: int) -> list[Action]:
    """Returns ④'s first moves: an arm card onto another octopus whose arm cards can make up its arms, in
    the engine's order (by card, then by octopus).

    One of the two octopuses is the seat's own; another player's must not be blocked.
    """
    return list(_swaps(cat, state, seat))


_SWAPS: dict[tuple, tuple[Action, ...]] = {}  # ④'s first moves by the areas' cards: areas change seldom
_SWAPS_KEPT = 20_000  # (forgotten all at once beyond this many)


def _swaps(cat: Catalog, state: Oct8State, seat: int) -> tuple[Action, ...]:
    """Returns `swap_arm_actions`, remembered for the areas' cards as they are (all that they depend on)."""
    key = (cat, seat, *[tuple(map(tuple, area)) for area in state.areas])
    found = _SWAPS.get(key)
    if found is None:
        if len(_SWAPS) >= _SWAPS_KEPT:
            _SWAPS.clear()
        found = _SWAPS[key] = tuple(sorted_actions(_listed_swaps(cat, state, seat)))
    return found


def _listed_swaps(cat: Catalog, state: Oct8State, seat: int) -> list[Action]:
    placed = [
        (o, owner, sums(cat.arms(o[1:])))
        for o, owner in octopuses_in_areas(state)
        if touchable(cat, o, owner, seat)
    ]
    found = []
    for first, first_owner, _ in placed:
        onto = [
            (oct_zone(other[0]), made)
            for other, other_owner, made in placed
            if other is not first and seat in (first_owner, other_owner)
        ]
        if not onto:
            continue
        for card, value in zip(first[1:], cat.arms(first[1:]), strict=True):
            for zone, made in onto:
                if made >> value & 1:
                    found.append(_made("swap_arm", seat, card, zone))
    return found


def start_actions(cat: Catalog, state: Oct8State, seat: int) -> list[Action]:
    """Returns every way to begin an octopus action ① to ④, in the engine's order (`sorted_actions`: by
    kind, attach, draw, swap_arm, swap_out, take, take_top; each listing in order within its kind)."""
    return [
        *attach_actions(cat, state, seat),
        *_deck_draws(state, seat),
        *_swaps(cat, state, seat),
        *swap_out_actions(cat, state, seat),
        *_discard_draws(state, seat),
    ]


def can_act(cat: Catalog, state: Oct8State, seat: int) -> bool:
    """Tells whether the seat could take any octopus action now (a draw, when there is a card to draw)."""
    return bool(state.arm_deck or state.discard or start_actions(cat, state, seat))


# Continuing an octopus action ----------------------------------------------------------------


def make_up(cat: Catalog, candidates: list[str], need: int, pending_given: int) -> list[str]:
    """Returns the candidates that keep the swap finishable: it fits, and the rest make up the remainder."""
    left = need - pending_given
    found = []
    for card in candidates:
        value = cat.arms_of[card]
        rest = [c for c in candidates if c != card]
        if value <= left and can_make(cat.arms(rest), left - value):
            found.append(card)
    return found


def pending_actions(cat: Catalog, state: Oct8State) -> list[Action]:
    """Returns the moves of the octopus action under way, with Confirm (when it adds up) and Cancel."""
    seat, pending = turn_of(state), pending_of(state)
    if pending.kind == "draw":
        return draw_actions(state, seat)
    if pending.kind == "attach":
        found = attach_actions(cat, state, seat, [pending.home])
    elif pending.kind == "swap_hand":
        cards = make_up(cat, state.hands[seat], pending.need, pending.given)
        found = [_made("swap_in", seat, c, oct_zone(pending.home)) for c in cards]
    else:
        away, _ = find(state, pending.away)
        cards = make_up(cat, [c for c in away[1:] if c != pending.out], pending.need, pending.given)
        found = [_made("swap_back", seat, c, oct_zone(pending.home)) for c in cards]
    if pending.kind == "attach" or pending.given == pending.need:
        found.append(Action(CONFIRM, seat))
    return found + [Action(CANCEL, seat)]
