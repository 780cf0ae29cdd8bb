"""Words for players: action labels and the prompt of the seat to act."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import Catalog, zone_cell
from games.sneaky_octopuses.rules.names import fish_name, keeper_name, kind_name, square_name
from games.sneaky_octopuses.rules.state import RELAY, ROLL, SHOWER, SneakyState
from tabletop.rules import decisions
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import top_kind


def _where(action: Action) -> str:
    cell = zone_cell(action.target)
    return square_name(cell) if cell else "the home tank"


def describe(cat: Catalog, state: SneakyState, action: Action) -> str:
    """Returns a short label for an action (taken in `state`): for a button, a chooser or the log."""
    kind, piece = action.kind, action.piece or ""
    if kind == "move":
        taking = f" with {fish_name(action.choice)}" if (action.choice or "").startswith("fish-") else ""
        return f"Move {kind_name(piece)} to {_where(action)}{taking}"
    if kind == "throw":
        return f"Throw {fish_name(piece)} to {_where(action)}"
    name = kind_name(piece) if piece.startswith("octo-") else ""
    labels = {
        "escape": f"{name} escapes to {_where(action)}",
        "steal": f"Steal {fish_name(piece)}" if piece.startswith("fish-") else "",
        "ink": f"{name} shoots ink towards {_where(action)}",
        "keep": "Keep the fish",
        "activate": f"Activate Keeper {(action.target or ':').split(':')[1]}",
        "roll": f"Roll the die: {action.choice}",
        "shower": f"Send the keeper to the {_shower(cat, action.target)}",
        "end_turn": "End turn",
    }
    return labels.get(kind) or kind.replace("_", " ").capitalize()


def _shower(cat: Catalog, target: str | None) -> str:
    found = cat.showers.get((target or "")[7:])
    return found.name if found else "shower"


def prompt(cat: Catalog, state: SneakyState, seat: int, actor: int | None) -> str:
    """Returns, in one short sentence, what the seat must do now (or whom it waits for)."""
    if state.over or actor is None:
        return "The game is over."
    kind = top_kind(state)
    if kind == ROLL:
        return f"The die is rolled for {keeper_name(decisions.top(state).data.keeper)}."
    if seat != actor:
        return f"Waiting for {seat_ref(actor)}."
    data = decisions.top(state).data
    if kind == RELAY:
        return f"{kind_name(data.catcher)} caught the fish: throw it on at once, or keep it."
    if kind == SHOWER:
        return f"Drag {keeper_name(data.keeper)} onto the shower it goes to."
    return "Each octopus may act once (escape, steal, move, throw, Squirt's ink); then click a keeper."
