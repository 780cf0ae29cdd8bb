"""The game log's words for Sneaky Octopuses: what happened, then what followed, worded from the events
the action recorded (the keepers' reactions, catches, the showers, the end, the next turn). Nothing is
hidden, so every seat is told the same."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import DIRECTION_NAMES, Catalog, zone_cell
from games.sneaky_octopuses.rules.events import (
    ROUND_LIMIT,
    CameOut,
    Caught,
    Ended,
    Heard,
    Hit,
    Safe,
    Saw,
    Scored,
    Showered,
    SneakyEvent,
    TurnBegan,
    Walked,
    Won,
)
from games.sneaky_octopuses.rules.flow import thrower_of
from games.sneaky_octopuses.rules.names import fish_name, keeper_name, kind_name, octopus_name, square_name
from games.sneaky_octopuses.rules.state import SneakyState, owner, place_cell
from tabletop.rules import decisions
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.words import plural

NOBODY_WON = "Nobody reached the target."


def announce(
    cat: Catalog, before: SneakyState, after: SneakyState, action: Action, viewer: int | None
) -> str:
    """Returns what everyone is told about `action`, taken in `before`: the action, then what followed."""
    said = [_line(cat, before, action), *aftermath(cat, after.events)]
    return " ".join(s for s in said if s)


def aftermath(cat: Catalog, events: tuple[SneakyEvent, ...]) -> list[str]:
    """Returns the sentences of what an action made happen, one per event worth a word, in order."""
    return [line for line in (told(cat, event) for event in events) if line]


def told(cat: Catalog, event: SneakyEvent) -> str:
    """Returns the sentence of one event ('' for one that the log leaves unsaid)."""
    match event:
        case Saw(keeper, octopus, facing):
            return f"{keeper_name(keeper)} saw {kind_name(octopus)} and stepped {DIRECTION_NAMES[facing]}."
        case Heard(keeper, octopus, _, facing):
            return f"{keeper_name(keeper)} heard {kind_name(octopus)} and turned {DIRECTION_NAMES[facing]}."
        case Caught(keeper, octopus, entrance):
            at = " at the entrance" if entrance else ""
            return f"{keeper_name(keeper)} caught {octopus_name(octopus)}{at}, who went home."
        case Walked():
            return _walked(event)
        case Showered(keeper, shower):
            return f"{keeper_name(keeper)} went into the {cat.showers[shower].name}."
        case CameOut(keeper, shower):
            return f"{keeper_name(keeper)} came out of the {cat.showers[shower].name}."
        case Hit(target, ink):
            thing = "ink" if ink else "fish"
            if target.startswith("keeper-"):
                return f"The {thing} hit {keeper_name(target)}."
            return f"The {thing} hit {octopus_name(target)}, who went home."
        case Safe(octopus):
            return f"{octopus_name(octopus)} is safe from ink in the corner."
        case Scored(octopus, _, points):  # the points are the team's, not the thrower's
            return f"{seat_ref(owner(octopus))}'s team has {plural(points, 'point')} at home."
        case Won(seat, points):
            return f"{seat_ref(seat)} reached {plural(points, 'point')} and wins!"
        case Ended(why):
            if why == ROUND_LIMIT:
                return f"The round limit is reached: the game is over. {NOBODY_WON}"
            return f"Every fish is home: the game is over. {NOBODY_WON}"
        case TurnBegan(turn, seat):
            return f"Turn {turn}: {seat_ref(seat)} plays."
    return ""


def _walked(walk: Walked) -> str:
    """A walk that stayed on a shower entrance, or moved the keeper without a catch (a catch says itself)."""
    if walk.stayed:
        return f"{keeper_name(walk.keeper)} stayed at the shower (it leaves only on 5 or 6)."
    if len(walk.path) < 2 or walk.caught:
        return ""
    facing = DIRECTION_NAMES[walk.facing]
    return f"{keeper_name(walk.keeper)} walked to {square_name(walk.path[-1])}, facing {facing}."


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
    if action.kind == "roll":
        return f"{keeper_name(decisions.top(before).data.keeper)} rolled {action.choice}."
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
    return lines.get(action.kind, "")
