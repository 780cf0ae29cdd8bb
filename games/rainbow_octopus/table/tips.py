"""The tooltips of the Rainbow Octopus table that need more than a line: goals, powers, arms, other seats."""

from __future__ import annotations

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.powers import has_power
from games.rainbow_octopus.rules.state import OctopusState
from games.rainbow_octopus.table.pieces import rainbow
from tabletop.ui.items import SeatLook


def tile_tip(cat: Catalog, view: OctopusState, seat: int) -> str:
    """Returns the big octopus's tooltip: the goal, and its Octo-power in full."""
    eighth = "your own Wild Tentacle"
    if has_power(cat, view, seat, "second_colour"):
        eighth = f"{eighth_words(cat, view, seat, False)[1].removesuffix(' still needed')} tentacle"
    goal = f"Goal: one tentacle of each of the 7 colours on your arms, plus {eighth}."
    tile = view.tiles[seat] if view.tiles else None
    if tile is None:
        return f"{goal}\nA tentacle goes only on the arm with its number; one already there is discarded."
    octopus = cat.octopuses[tile]
    return f"{octopus.name}, {octopus.power_name}: {octopus.text}\n{goal}"


def eighth_words(cat: Catalog, view: OctopusState, seat: int, done: bool) -> tuple[str, str]:
    """Returns the mark and the words of what the seat needs besides the seven colours."""
    if has_power(cat, view, seat, "second_colour"):
        listed = cat.powers[view.tiles[seat]]["second_colour"].colours
        names = " or ".join(cat.colour_names[c].lower() for c in listed)
        return "2nd", f"a second {names}" + (" shown" if done else " still needed")
    return "W", "Wild played" if done else "Wild not played yet"


def panel_tip(cat: Catalog, view: OctopusState, look: SeatLook, seat: int) -> str:
    """Returns a seat panel's tooltip: the hand size and any power in full."""
    present, done = rainbow(cat, view, seat)
    count = len(view.hands[seat])
    words = f"{look[0]}: {count} card{'s' * (count != 1)} in hand, {len(present)} of 7 colours on the octopus"
    words += f"; {eighth_words(cat, view, seat, done)[1].lower()}."
    tile = view.tiles[seat] if view.tiles else None
    if tile is None:
        return words
    octopus = cat.octopuses[tile]
    return f"{words}\n{octopus.name}, {octopus.power_name}: {octopus.text}"


def arm_tip(cat: Catalog, n: int, held: str | None) -> str:
    """Returns the tooltip of one of the big octopus's arms: what is on it and what playing there does."""
    if held is None:
        return f"Arm {n}: empty. Only a tentacle numbered {n} goes here."
    if cat.is_wild(held):
        return f"Arm {n}: your Wild. A tentacle played on arm {n} moves it to another arm."
    name = cat.card_name(held)
    return f"Arm {n}: {name}. A tentacle played on arm {n} replaces it (it goes to the discard pile)."
