"""Seats around the table as the rules see them: who plays after whom, and the zone of a seat's hand."""

from __future__ import annotations

from tabletop.rules.core import GameState


def next_seat(state: GameState, seat: int) -> int:
    """Returns the seat on the left of `seat`: the next to play (play goes clockwise)."""
    return (seat + 1) % state.players


def hand_zone(seat: int) -> str:
    """Returns the zone id of a seat's hand: 'hand:<seat>' (the table's glides and toasts know it too)."""
    return f"hand:{seat}"
