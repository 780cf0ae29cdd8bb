"""How texts name cards, colours and octopuses."""

from __future__ import annotations

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.state import Oct8State, find
from tabletop.rules.core import seat_ref


def card_name(cat: Catalog, card: str | None) -> str:
    """Returns 'Red 3' for an arm card."""
    return cat.card_name(card)


def colour_word(cat: Catalog, card: str) -> str:
    """Returns a card's colour in lower case: 'red'."""
    return cat.colour_name(cat.colour_of[card]).lower()


def octopus_name(cat: Catalog, state: Oct8State, head: str, seat: int) -> str:
    """Returns an octopus as `seat` is told of it: 'the red head (5/8)', 'your red octopus'..."""
    octopus, owner = find(state, head)
    word = colour_word(cat, head)
    if octopus is None:
        return f"the {word} octopus"
    if owner == -1:
        return f"the {word} head ({cat.arm_total(octopus)}/8)"
    return f"your {word} octopus" if owner == seat else f"{seat_ref(owner)}'s {word} octopus"
