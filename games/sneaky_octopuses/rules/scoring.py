"""Points (the n-th fish of a colour in a home tank scores n), the target, the outcome and the figures."""

from __future__ import annotations

from collections import Counter

from games.sneaky_octopuses.rules.catalog import Catalog
from games.sneaky_octopuses.rules.events import Caught, Hit
from games.sneaky_octopuses.rules.state import SneakyState, scored
from tabletop.rules.core import Outcome, seat_ref
from tabletop.rules.words import plural

DEFAULT_TARGET = "10"


def points_of(colours: Counter) -> int:
    """Returns the points of fish counted by colour: 1 + 2 + ... + n for n fish of one colour."""
    return sum(n * (n + 1) // 2 for n in colours.values())


def points(cat: Catalog, state: SneakyState, seat: int) -> int:
    """Returns a seat's points: the fish in its home tank, each worth one more than the last of its colour."""
    return points_of(Counter(cat.colour_of(f) for f in scored(state, seat)))


def next_worth(cat: Catalog, state: SneakyState, seat: int, fish: str) -> int:
    """Returns what a fish would score if it went into the seat's home tank now."""
    colour = cat.colour_of(fish)
    return 1 + sum(cat.colour_of(f) == colour for f in scored(state, seat))


def target(state: SneakyState) -> int:
    """Returns the agreed target (the 'target' option; 10 by default)."""
    return int(state.options.get("target", DEFAULT_TARGET))


def outcome(cat: Catalog, state: SneakyState) -> Outcome | None:
    """Returns the points and the winner once over: who reached the target, or (at the round limit, or
    with every fish home) the most points; equal points share the win."""
    if not state.over:
        return None
    scores = tuple(points(cat, state, seat) for seat in range(state.players))
    if state.winner >= 0:
        winners = (state.winner,)
    else:
        winners = tuple(seat for seat, score in enumerate(scores) if score == max(scores))
    details = tuple(home_lines(cat, state, seat) for seat in range(state.players))
    return Outcome(scores, winners, details, ended=ended(cat, state))


def home_lines(cat: Catalog, state: SneakyState, seat: int) -> tuple[str, ...]:
    """Returns a seat's fish at home by colour, each colour's points summed: '3 red fish: 1+2+3 = 6 points'
    (nothing for a seat with no fish home)."""
    colours = Counter(cat.colour_of(f) for f in scored(state, seat))
    lines = []
    for colour in cat.colour_ids:
        n = colours[colour]
        if n:
            sum_ = "+".join(str(k) for k in range(1, n + 1)) + " = " if n > 1 else ""
            name = cat.colour_names[colour].lower()
            lines.append(f"{n} {name} fish: {sum_}{plural(n * (n + 1) // 2, 'point')}")
    return tuple(lines)


def ended(cat: Catalog, state: SneakyState) -> str:
    """Returns why the game ended: the target reached, every fish home, or the round limit."""
    if state.winner >= 0:
        return f"{seat_ref(state.winner)} reached the target of {plural(target(state), 'point')}."
    if _all_home(state):
        return "Every fish is home; nobody reached the target, so the most points win."
    rounds = plural(cat.content.round_limit, "round")
    return f"{rounds} were played (the limit); nobody reached the target, so the most points win."


def _all_home(state: SneakyState) -> bool:
    return all(place.startswith("scored:") for place in state.fish.values())


def count(state: SneakyState) -> None:
    """Adds the catches and hits the last action made happen (its events) to the game's figures."""
    if not state.events:
        return
    for event in state.events:
        if isinstance(event, Caught):
            state.catches += 1
        elif isinstance(event, Hit):
            state.hits += 1


def stats(cat: Catalog, state: SneakyState) -> dict[str, float]:
    """Returns a finished game's figures: turns, rounds, catches by keepers, hits, fish scored, and flags
    for a game ended by the round limit or with every fish home."""
    if not state.over:
        return {}
    return {
        "turns": state.turns,
        "rounds": -(-state.turns // state.players),
        "catches": state.catches,
        "hits": state.hits,
        "fish_scored": sum(place.startswith("scored:") for place in state.fish.values()),
        "round_limit": float(state.winner < 0 and not _all_home(state)),
        "all_fish_home": float(state.winner < 0 and _all_home(state)),
    }
