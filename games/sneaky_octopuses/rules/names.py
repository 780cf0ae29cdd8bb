"""How texts name octopuses, keepers, fish, squares and seats."""

from __future__ import annotations

from tabletop.rules.core import seat_ref

KIND_NAMES = {"speedy": "Speedy", "tako": "Tako", "squish": "Squish", "squirt": "Squirt"}


def octopus_name(octopus: str) -> str:
    """Returns an octopus as the log names it: "<seat 1>'s Squirt" (the table puts the seat's name)."""
    _, seat, kind = octopus.split("-")
    return f"{seat_ref(int(seat))}'s {KIND_NAMES.get(kind, kind)}"


def keeper_name(keeper: str) -> str:
    """Returns 'Keeper 2' for 'keeper-2'."""
    return f"Keeper {keeper.split('-')[1]}"


def kind_name(octopus: str) -> str:
    """Returns an octopus's own name: 'Squirt'."""
    kind = octopus.split("-")[2]
    return KIND_NAMES.get(kind, kind)


def fish_name(fish: str) -> str:
    """Returns 'an orange fish' for 'fish-orange-3'."""
    colour = fish.split("-")[1]
    return f"{'an' if colour[0] in 'aeiou' else 'a'} {colour} fish"


def square_name(cell: tuple[int, int]) -> str:
    """Returns a square as players read it: 'square 4,7' (x from the left, y from the top)."""
    return f"square {cell[0]},{cell[1]}"
