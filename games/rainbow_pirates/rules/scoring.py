"""Treasure Points: 1 per island card, 5 per Rainbow Pirate, 5 for going out; a tie is a shared win (ours)."""

from __future__ import annotations

from games.rainbow_pirates.rules.catalog import PIRATE, Catalog
from games.rainbow_pirates.rules.state import PirateState
from tabletop.rules.core import seat_ref
from tabletop.rules.outcome import Outcome
from tabletop.rules.words import plural


def island_points(cat: Catalog, state: PirateState, seat: int) -> int:
    """Returns the points of the seat's island cards (hand cards count nothing)."""
    score = cat.points.__getitem__
    return sum(sum(map(score, group)) for group in state.islands[seat])


def points(cat: Catalog, state: PirateState, seat: int) -> int:
    """Returns the seat's Treasure Points now: its island, and the bonus if it went out."""
    return island_points(cat, state, seat) + cat.content.going_out_bonus * (state.out == seat)


def details(cat: Catalog, state: PirateState, seat: int) -> tuple[str, ...]:
    """Returns the lines explaining a seat's score: only what scored (nothing for none)."""
    cards = [c for group in state.islands[seat] for c in group]
    pirates = sum(cat.kind[c] == PIRATE for c in cards)
    lines = [
        f"{plural(len(cards) - pirates, 'island card')}: {plural(len(cards) - pirates, 'point')}",
        f"{plural(pirates, 'Rainbow Pirate')}: {plural(pirates * cat.content.pirate_points, 'point')}",
    ]
    if state.out == seat:
        lines.append(f"Went out: {plural(cat.content.going_out_bonus, 'point')}")
    return tuple(line for line in lines if not line.startswith("0 "))


def ended(cat: Catalog, state: PirateState) -> str:
    """Returns why the game ended: a player went out, or the draw pile ran out."""
    if state.out >= 0:
        rainbows = plural(cat.content.rainbows_to_go_out, "full rainbow")
        return f"{seat_ref(state.out)} went out: an empty hand and {rainbows} on the island."
    return "The draw pile ran out, and everyone made their last placements."


def outcome(cat: Catalog, state: PirateState) -> Outcome | None:
    """Returns the scores and winners once the game is over: every seat with the most points wins."""
    if not state.over:
        return None
    scores = tuple(points(cat, state, seat) for seat in range(state.players))
    winners = tuple(seat for seat, score in enumerate(scores) if score == max(scores))
    lines = tuple(details(cat, state, s) for s in range(state.players))
    return Outcome(scores, winners, lines, ended=ended(cat, state))


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
