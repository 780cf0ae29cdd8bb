"""The game log's words for Sneaky Octopuses: what happened, then what followed (the keepers' reactions,
catches, the showers, the next turn). Nothing is hidden, so every seat is told the same."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import Catalog, zone_cell
from games.sneaky_octopuses.rules.flow import thrower_of
from games.sneaky_octopuses.rules.names import fish_name, kind_name, square_name
from games.sneaky_octopuses.rules.scoring import points
from games.sneaky_octopuses.rules.state import SneakyState, place_cell
from tabletop.rules.core import Action, seat_ref


def announce(
    cat: Catalog, before: SneakyState, after: SneakyState, action: Action, viewer: int | None
) -> str:
    """Returns what everyone is told about `action`, taken in `before`: the action, then its aftermath."""
    said = [_line(cat, before, action), *after.news]
    if after.over:
        said.append(_ending(cat, after))
    elif after.turns != before.turns:
        said.append(f"Turn {after.turns}: {seat_ref(after.turn_seat)} plays.")
    return " ".join(s for s in said if s)


def _line(cat: Catalog, before: SneakyState, action: Action) -> str:
    who, piece = seat_ref(action.seat), action.piece or ""
    cell = zone_cell(action.target)
    where = square_name(cell) if cell else ""
    if action.kind == "throw":
        thrower = kind_name(thrower_of(before, piece))
        goal = "into the home tank" if (action.target or "").startswith("home:") else f"to {where}"
        return f"{who}'s {thrower} threw {fish_name(piece)} {goal}."
    if action.kind == "steal":
        tank = cat.tank_of(place_cell(before.fish[piece]))
        return f"{who} stole {fish_name(piece)} from fish tank {tank}."
    name = kind_name(piece) if piece.startswith("octo-") else ""
    lines = {
        "escape": f"{who}'s {name} escaped to {where}.",
        "move": f"{who}'s {name} moved to {where}.",
        "ink": f"{who}'s {name} shot ink towards {where}.",
        "keep": f"{who} kept the fish.",
        "activate": f"{who} activated Keeper {(action.target or ':').split(':')[1]}.",
        "shower": f"{who} chose the shower.",
        "end_turn": f"{who} ended the turn.",
    }
    return lines.get(action.kind, "")  # a roll says itself in the news


def _ending(cat: Catalog, after: SneakyState) -> str:
    if after.winner >= 0:
        return f"{seat_ref(after.winner)} reached {points(cat, after, after.winner)} points and wins!"
    return "Nobody reached the target."
