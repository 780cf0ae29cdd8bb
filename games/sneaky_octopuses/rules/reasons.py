"""What a move does for a player, in Sneaky Octopuses' words, for a hint or a computer's reason
(tabletop/bots/reasons.py), read from the views before and after it (nothing is hidden in this game).
The biggest change is said: the target reached, a fish thrown home with the points it brings, an
octopus or a keeper sent away (or the seat's own octopus caught), a fish stolen, picked up, passed or
carried nearer home, an octopus out of its home tank or next to a fish tank; '' for a move that changes
nothing of the kind (a keeper activated: the die decides; the end of a turn)."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.events import Caught, Hit, Scored, Showered, Won
from games.sneaky_octopuses.rules.names import fish_name, keeper_name, octopus_name, square_name
from games.sneaky_octopuses.rules.scoring import points, target
from games.sneaky_octopuses.rules.state import SneakyState, held, owner, place_cell
from tabletop.rules.core import Rules, seat_ref
from tabletop.rules.events import of_kind
from tabletop.rules.words import plural


def gain(rules: Rules, before: SneakyState, after: SneakyState, seat: int) -> str:
    """Returns what the move just made by `seat` (views `before` and `after`) did for it: 'it throws a red
    fish home for <seat 2> (+2): 4 of 10 points', or '' when it changed nothing worth a word."""
    cat: Catalog = rules.catalog
    who, events, goal = seat_ref(seat), after.events, target(after)
    for won in of_kind(events, Won):
        if won.seat == seat:
            return f"it wins the game for {who}: {won.points} of {goal} points"
    for scored in of_kind(events, Scored):
        if owner(scored.octopus) == seat:
            worth, total = scored.points - points(cat, before, seat), scored.points
            return f"it throws {fish_name(scored.fish)} home for {who} (+{worth}): {total} of {goal} points"
    return (
        _sent_away(events, seat)
        or _fish(cat, before, after, seat)
        or _out_and_about(cat, before, after, seat)
        or _showered(cat, events)
    )


def _sent_away(events, seat: int) -> str:
    """Returns the octopuses and keepers the move sent away (its own too: ink hits a team-mate as well),
    and any octopus a keeper caught on it."""
    said = []
    for hit in of_kind(events, Hit):
        if hit.target.startswith("keeper-"):
            said.append(f"sends {keeper_name(hit.target)} to the showers")
        else:
            said.append(f"sends {octopus_name(hit.target)} home")
    for caught in of_kind(events, Caught):
        if owner(caught.octopus) == seat:
            said.append(f"gets {octopus_name(caught.octopus)} caught by {keeper_name(caught.keeper)}")
        else:
            said.append(f"has {keeper_name(caught.keeper)} catch {octopus_name(caught.octopus)}")
    return "it " + " and ".join(said) if said else ""


def _fish(cat: Catalog, before: SneakyState, after: SneakyState, seat: int) -> str:
    """Returns what became of the fish the move touched: stolen, picked up or passed to an octopus of the
    seat (first), else thrown down by one (a fish left behind by a move is not thrown)."""
    moved = [
        (fish, before.fish[fish], place) for fish, place in after.fish.items() if place != before.fish[fish]
    ]
    for fish, was, place in moved:
        if place.startswith("octo:") and owner(place[5:]) == seat:
            holder, octopus = octopus_name(place[5:]), place[5:]
            if was.startswith("tank:"):
                what = f"steals {fish_name(fish)} from fish tank {cat.tank_of(place_cell(was))} for"
            elif was.startswith("octo:"):
                what = f"passes {fish_name(fish)} to"
            else:
                what = f"picks up {fish_name(fish)} for"
            return f"it {what} {holder}{_home_words(cat, after, octopus)}"
    if after.octopuses != before.octopuses:
        return ""
    for fish, was, place in moved:
        if place.startswith("cell:") and was.startswith("octo:") and owner(was[5:]) == seat:
            return f"it throws {fish_name(fish)} down on {square_name(place_cell(place))}"
    return ""


def _home_words(cat: Catalog, state: SneakyState, octopus: str) -> str:
    """Returns how far a fish-holding octopus is from its home tank: ', next to home' or ', 3 steps from
    home' ('' while it is not on the board)."""
    cell = state.octopuses.get(octopus)
    if cell is None:
        return ""
    home = state.homes[owner(octopus)]
    if cell in cat.home_next[home]:
        return ", next to home"
    steps = cat.home_distance(home).get(cell)
    return f", {plural(steps, 'step')} from home" if steps is not None else ""


def _out_and_about(cat: Catalog, before: SneakyState, after: SneakyState, seat: int) -> str:
    """Returns where the move took an octopus of the seat: nearer home with its fish, out of the home
    tank, or next to a fish tank with fish in it."""
    for octopus, cell in after.octopuses.items():
        if owner(octopus) != seat or cell is None or cell == before.octopuses[octopus]:
            continue
        name = octopus_name(octopus)
        carried = held(after, octopus)
        if carried:
            return f"it carries {fish_name(carried[0])} for {name}{_home_words(cat, after, octopus)}"
        if before.octopuses[octopus] is None:
            return f"it gets {name} out of the home tank onto {square_name(cell)}"
        tanks = [t for t in cat.tanks_near.get(cell, ()) if _fish_in_tank(cat, after, t)]
        if tanks:
            return f"it brings {name} next to fish tank {tanks[0]}"
    return ""


def _fish_in_tank(cat: Catalog, state: SneakyState, tank: str) -> bool:
    return any(p.startswith("tank:") and cat.tank_of(place_cell(p)) == tank for p in state.fish.values())


def _showered(cat: Catalog, events) -> str:
    """Returns the shower the move sent a keeper into."""
    for went in of_kind(events, Showered):
        return f"it sends {keeper_name(went.keeper)} into the {cat.showers[went.shower].name}"
    return ""
