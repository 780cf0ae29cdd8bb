"""Octo-power queries and the colour count that decides wins and scores."""

from __future__ import annotations

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.state import OctopusState


def has_power(cat: Catalog, state: OctopusState, seat: int, kind: str) -> bool:
    """Tells whether the seat's octopus tile has a power of this kind."""
    tile = state.tiles[seat] if state.tiles else None
    return tile is not None and kind in cat.powers[tile]


def hand_limit(cat: Catalog, state: OctopusState, seat: int) -> int:
    """Returns the seat's maximum hand size (8, or more with a hand_limit power)."""
    if has_power(cat, state, seat, "hand_limit"):
        return cat.powers[state.tiles[seat]]["hand_limit"].limit
    return cat.content.hand_limit


def hand_full(cat: Catalog, state: OctopusState, seat: int) -> bool:
    """Tells whether the seat's hand is at its limit."""
    return len(state.hands[seat]) >= hand_limit(cat, state, seat)


def guarded(cat: Catalog, state: OctopusState, seat: int) -> bool:
    """Tells whether the cards in the seat's hand cannot be taken by others."""
    return has_power(cat, state, seat, "guarded_hand")


def seat_with(cat: Catalog, state: OctopusState, kind: str) -> int | None:
    """Returns the seat whose octopus has this power, if any."""
    return next((s for s in range(state.players) if has_power(cat, state, s, kind)), None)


def colours_on(cat: Catalog, state: OctopusState, seat: int) -> set[str]:
    """Returns the colours of the non-wild tentacles on the seat's octopus."""
    colour_of = cat.colour_of
    return {colour_of[c] for c in state.arms[seat] if c in colour_of}


def has_eighth(cat: Catalog, state: OctopusState, seat: int) -> bool:
    """Tells whether the octopus shows its eighth: its own wild (or, for second_colour, a repeat)."""
    if has_power(cat, state, seat, "second_colour"):
        listed = cat.powers[state.tiles[seat]]["second_colour"].colours
        shown = [cat.colour_of[c] for c in state.arms[seat] if c in cat.colour_of]
        return any(shown.count(colour) >= 2 for colour in listed)
    wild = state.wilds[seat]
    return wild is not None and wild in state.arms[seat]


def score(cat: Catalog, state: OctopusState, seat: int) -> int:
    """Returns the seat's score: colours on its octopus, plus 1 for its eighth (8 = a rainbow)."""
    return len(colours_on(cat, state, seat)) + has_eighth(cat, state, seat)


def is_rainbow(cat: Catalog, state: OctopusState, seat: int) -> bool:
    """Tells whether the seat has all seven colours on its octopus plus its eighth: a win."""
    if None in state.arms[seat]:
        return False
    return len(colours_on(cat, state, seat)) == len(cat.colour_ids) and has_eighth(cat, state, seat)
