"""Sneaky Octopuses' item builders (pictures and labels, keyed "so:...") and the pieces' tooltips."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.scoring import next_worth
from games.sneaky_octopuses.rules.state import SneakyState, held, kind_of, owner, place_cell, turn_data
from games.sneaky_octopuses.table import art
from tabletop.ui.builders import Builders

#: Sneaky Octopuses' pictures are keyed "so:..."; a label's tooltip is its words.
BUILD = Builders("so", label_tips=True)
pic, label = BUILD.pic, BUILD.label


def fish_tip(cat: Catalog, view: SneakyState, fish: str) -> str:
    """Returns a fish's tooltip: its colour and shape, where it is and what to do with it."""
    _, name, symbol = art.fish_look(cat, cat.colour_of(fish))
    words = f"{name} fish ({symbol})"
    place = view.fish[fish]
    if place.startswith("tank:"):
        tank = cat.tank_of(place_cell(place))
        return (
            f"{words}: in fish tank {tank}. Drag it onto one of your octopuses next to the tank to steal it."
        )
    if place.startswith("cell:"):
        return f"{words}: on the ground. An octopus holding no fish picks it up by moving over it."
    if place.startswith("octo:"):
        seat = owner(place[5:])
        return f"{words}: it would score {next_worth(cat, view, seat, fish)} in its team's home tank."
    return f"{words}: scored."


def octopus_tip(cat: Catalog, view: SneakyState, octopus: str, team: str) -> str:
    """Returns an octopus's tooltip: who it is, what it does, where it may go."""
    kind = kind_of(octopus)
    spec = next(s for s in cat.content.specialists if s.id == kind)
    letter = art.LOOKS[kind][0]
    words = f"{team}'s {spec.name} {spec.title} ({letter}): {art.WHAT_THEY_DO[kind]}."
    if view.octopuses[octopus] is None:
        words += " In the home tank: drag it onto a lit square to escape."
    else:
        fish = held(view, octopus)
        if fish:
            words += f" Holds {len(fish)} fish."
        words += " Pick it up to see every square it may reach."
    if octopus in turn_data(view).used and owner(octopus) == view.turn_seat:
        words += " It has acted this turn."
    return words
