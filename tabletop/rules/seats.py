"""Seats around the table as the rules see them: who starts, who plays next, and a seat's hand's zone."""

from __future__ import annotations

import random

from tabletop.rules.core import GameState


def first_seat(options: dict[str, str], players: int, rng: random.Random) -> int:
    """Returns the starting seat: the one chosen in the options ("first": "1".."N"), or a random one."""
    first = options.get("first", "random")
    return rng.randrange(players) if first == "random" else int(first) - 1


def next_seat(state: GameState, seat: int) -> int:
    """Returns the seat on the left of `seat`: the next to play (play goes clockwise)."""
    return (seat + 1) % state.players


def hand_zone(seat: int) -> str:
    """Returns the zone id of a seat's hand: 'hand:<seat>' (the table's glides and toasts know it too)."""
    return f"hand:{seat}"
