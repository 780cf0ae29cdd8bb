"""Seat colours: each has an RGB value, a name and a symbol, so colour is never the only cue."""

from __future__ import annotations

SEAT_STYLE: dict[str, tuple[tuple[int, int, int], str]] = {
    "red": ((226, 70, 70), "heart"),
    "blue": ((70, 130, 235), "drop"),
    "green": ((70, 185, 95), "leaf"),
    "yellow": ((240, 200, 50), "star"),
    "purple": ((160, 100, 220), "moon"),
    "orange": ((245, 140, 50), "sun"),
    "teal": ((40, 190, 190), "shell"),
    "pink": ((240, 120, 180), "flower"),
}


def seat_rgb(colour: str) -> tuple[int, int, int]:
    """Returns the RGB of a seat colour name (grey for an unknown one)."""
    return SEAT_STYLE.get(colour, ((160, 160, 160), "circle"))[0]


def seat_symbol(colour: str) -> str:
    """Returns the icon name that stands beside a seat colour."""
    return SEAT_STYLE.get(colour, ((160, 160, 160), "circle"))[1]
