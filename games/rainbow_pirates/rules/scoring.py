"""Treasure Points: 1 per island card, 5 per Rainbow Pirate, 5 for going out; a tie is a shared win (ours)."""

from __future__ import annotations

from games.rainbow_pirates.rules.catalog import PIRATE, Catalog
from games.rainbow_pirates.rules.groups import full_rainbows
from games.rainbow_pirates.rules.state import PirateState
from tabletop.rules.outcome import Outcome
from tabletop.rules.words import plural


def island_points(cat: Catalog, state: PirateState, seat: int) -> int:
    """Returns the points of the seat's island cards (hand cards count nothing)."""
    pirate = cat.content.pirate_points
    return sum(pirate if cat.kind[c] == PIRATE else 1 for group in state.islands[seat] for c in group)


def points(cat: Catalog, state: PirateState, seat: int) -> int:
    """Returns the seat's Treasure Points now: its island, and the bonus if it went out."""
    return island_points(cat, state, seat) + cat.content.going_out_bonus * (state.out == seat)


def details(cat: Catalog, state: PirateState, seat: int) -> tuple[str, ...]:
    """Returns the lines explaining a seat's score."""
    cards = [c for group in state.islands[seat] for c in group]
    pirates = sum(cat.kind[c] == PIRATE for c in cards)
    lines = [
        f"{plural(len(cards) - pirates, 'island card')}: {len(cards) - pirates}",
        f"{plural(pirates, 'Rainbow Pirate')}: {pirates * cat.content.pirate_points}",
        plural(full_rainbows(cat, state.islands[seat], state.wild_as), "full rainbow"),
    ]
    if state.out == seat:
        lines.append(f"Went out: {cat.content.going_out_bonus}")
    return tuple(lines)


def outcome(cat: Catalog, state: PirateState) -> Outcome | None:
    """Returns the scores and winners once the game is over: every seat with the most points wins."""
    if not state.over:
        return None
    scores = tuple(points(cat, state, seat) for seat in range(state.players))
    winners = tuple(seat for seat, score in enumerate(scores) if score == max(scores))
    return Outcome(scores, winners, tuple(details(cat, state, s) for s in range(state.players)))


def stats(cat: Catalog, state: PirateState) -> dict[str, float]:
    """Returns a finished game's figures for simulation summaries (empty before the end)."""
    if not state.over:
        return {}
    return {
        "turns": state.turn,
        "went_out": float(state.out >= 0),
        "attacks": state.attacks,
        "blocks": state.blocks,
        "top_score": max(points(cat, state, s) for s in range(state.players)),
    }
