"""Co-operative and solo play against the PI: a player reaching 8 tentacles, the donation, the outcome.

A player who gains their 8th tentacle returns the tentacles to the supply, discards all their cards and
resources and from then on only moves Cosmoctopus, giving the tile's bonus to an active player of their
choice (a DONATE prompt). The players win together once every one of them has reached 8; the PI wins if it
gains 8 tentacles first.
"""

from __future__ import annotations

from games.cosmoctopus.rules import piles
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import TOGETHER, Finished, Won
from games.cosmoctopus.rules.investigator import DONATE
from games.cosmoctopus.rules.state import CosmoState
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import AUTOMATON, Prompt
from tabletop.rules.events import record
from tabletop.rules.outcome import Outcome


def finish(cat: Catalog, state: CosmoState, seat: int) -> None:
    """The seat has its 8th tentacle: tentacles back to the supply, every card discarded, every resource back
    to the bank, its effects still to happen dropped; once all players have, they win."""
    state.finished[seat] = True
    record(state, Finished(seat))
    state.tentacles[seat] = 0
    for card in state.hands[seat] + state.played[seat]:
        piles.discard(cat, state, card)
        state.slots.pop(card, None)
        if card in state.completing:
            state.completing.remove(card)
    state.hands[seat], state.played[seat] = [], []
    state.pool[seat] = dict.fromkeys(cat.resources, 0)
    state.jobs = [job for job in state.jobs if job.seat != seat or job.do == "resolved"]
    if all(state.finished):
        record(state, Won(TOGETHER))
        state.winner, state.phase, state.jobs = seat, "over", []
        decisions.clear(state)


def active_seats(state: CosmoState) -> list[int]:
    """Returns the players still summoning (not finished)."""
    return [seat for seat in range(state.players) if not state.finished[seat]]


def ask_donation(state: CosmoState, seat: int) -> None:
    """A finished player ended a move: who gains the tile's bonus is theirs to choose."""
    decisions.push(state, Prompt(seat, DONATE))


def donate_actions(cat: Catalog, state: CosmoState, seat: int) -> list[Action]:
    """Returns the donation's choices: the bonus to each active player (a button each)."""
    return [Action("donate", seat, choice=str(other)) for other in active_seats(state)]


def outcome(cat: Catalog, state: CosmoState) -> Outcome | None:
    """Returns the shared result once over: every seat wins if all reached 8, none if the PI did."""
    if state.phase != "over":
        return None
    goal = cat.content.tentacles_to_win
    won = state.winner != AUTOMATON
    scores = tuple(goal if done else n for done, n in zip(state.finished, state.tentacles, strict=True))
    details = tuple(
        (
            f"{score} tentacle{'s' * (score != 1)}",
            "reached 8" if done else "still summoning",
            f"the PI: {state.pi_tentacles} tentacle{'s' * (state.pi_tentacles != 1)}",
        )
        for score, done in zip(scores, state.finished, strict=True)
    )
    ended = f"Every player reached {goal} tentacles." if won else f"The PI reached {goal} tentacles first."
    return Outcome(scores, tuple(range(state.players)) if won else (), details, together=True, ended=ended)


def stats(cat: Catalog, state: CosmoState) -> dict[str, float]:
    """Returns a finished game's figures: turns, rounds, the PI's tentacles, players who reached 8."""
    if state.phase != "over":
        return {}
    return {
        "turns": state.turn,
        "rounds": (state.turn + state.players - 1) // state.players,
        "pi_tentacles": state.pi_tentacles,
        "players_won": float(state.winner != AUTOMATON),
        "finished_players": sum(state.finished),
    }
