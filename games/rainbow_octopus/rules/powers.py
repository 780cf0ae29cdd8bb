"""Octo-power queries and the colour count that decides wins and scores."""

from __future__ import annotations

from games.rainbow_octopus.rules.catalog import catalog
from games.rainbow_octopus.rules.state import OctopusState


def has_power(state: OctopusState, seat: int, kind: str) -> bool:
    """Tells whether the seat's octopus tile has a power of this kind."""
    tile = state.tiles[seat] if state.tiles else None
    return tile is not None and kind in catalog().powers[tile]


def hand_limit(state: OctopusState, seat: int) -> int:
    """Returns the seat's maximum hand size (8, or more with a hand_limit power)."""
    if has_power(state, seat, "hand_limit"):
        return catalog().powers[state.tiles[seat]]["hand_limit"].limit
    return catalog().content.hand_limit


def hand_full(state: OctopusState, seat: int) -> bool:
    """Tells whether the seat's hand is at its limit."""
    return len(state.hands[seat]) >= hand_limit(state, seat)


def guarded(state: OctopusState, seat: int) -> bool:
    """Tells whether the cards in the seat's hand cannot be taken by others."""
    return has_power(state, seat, "guarded_hand")


def seat_with(state: OctopusState, kind: str) -> int | None:
    """Returns the seat whose octopus has this power, if any."""
    return next((s for s in range(state.players) if has_power(state, s, kind)), None)


def colours_on(state: OctopusState, seat: int) -> set[str]:
    """Returns the colours of the non-wild tentacles on the seat's octopus."""
    colour_of = catalog().colour_of
    return {colour_of[c] for c in state.arms[seat] if c in colour_of}


def has_eighth(state: OctopusState, seat: int) -> bool:
    """Tells whether the octopus shows its eighth: its own wild (or, for second_colour, a repeat)."""
    if has_power(state, seat, "second_colour"):
        listed = catalog().powers[state.tiles[seat]]["second_colour"].colours
        shown = [catalog().colour_of[c] for c in state.arms[seat] if c in catalog().colour_of]
        return any(shown.count(colour) >= 2 for colour in listed)
    wild = state.wilds[seat]
    return wild is not None and wild in state.arms[seat]


def score(state: OctopusState, seat: int) -> int:
    """Returns the seat's score: colours on its octopus, plus 1 for its eighth (8 = a rainbow)."""
    return len(colours_on(state, seat)) + has_eighth(state, seat)


def is_rainbow(state: OctopusState, seat: int) -> bool:
    """Tells whether the seat has all seven colours on its octopus plus its eighth: a win."""
    if None in state.arms[seat]:
        return False
    return len(colours_on(state, seat)) == len(catalog().colour_ids) and has_eighth(state, seat)
