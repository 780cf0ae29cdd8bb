"""The end: the first player to gain an 8th tentacle wins at once.

Only the player whose turn it is gains tentacles, and the game ends the moment one has 8, so no two
players can reach 8 together: the game has no ties (ours: said so in RULES.md).
"""

from __future__ import annotations

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import FREE, PAY, CosmoState
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import CONFIRM, top_kind
from tabletop.rules.outcome import Outcome


def outcome(cat: Catalog, state: CosmoState) -> Outcome | None:
    """Returns the tentacles of each seat and the winner once the game is over, else None."""
    if state.phase != "over":
        return None
    details = tuple(
        (
            f"{state.tentacles[seat]} tentacle{'s' * (state.tentacles[seat] != 1)}",
            *_knowledge(sum(1 for t in state.knowledge.values() if t == seat)),
        )
        for seat in range(state.players)
    )
    ended = f"{seat_ref(state.winner)} reached {cat.content.tentacles_to_win} tentacles."
    return Outcome(tuple(state.tentacles), (state.winner,), details, ended=ended)


def _knowledge(count: int) -> tuple[str, ...]:
    """Returns the line of a seat's Forbidden Knowledge tiles, none when it has none."""
    return (f"{count} Forbidden Knowledge",) if count else ()


def stats(cat: Catalog, state: CosmoState) -> dict[str, float]:
    """Returns a finished game's figures: turns, rounds and tentacles of the winner and the rest."""
    if state.phase != "over":
        return {}
    others = [n for seat, n in enumerate(state.tentacles) if seat != state.winner]
    return {
        "turns": state.turn,
        "rounds": (state.turn + state.players - 1) // state.players,
        "forbidden_knowledge": len(state.knowledge),
        "runner_up_tentacles": max(others, default=0),
    }


def holding(cat: Catalog, state: CosmoState, action: Action) -> str | None:
    """Returns the card the action (legal in `state`) plays for its seat, else None: the confirmed
    payment of a card, or a free play. The balance figures (tabletop/tools/balance.py) call the seat that
    played a card in a game its holder; a hallucination or a completed constellation leaves play at once,
    so a card in play at the end would miss them."""
    kind = top_kind(state)
    if kind == PAY and action.kind == CONFIRM and state.paying in cat.card:
        return state.paying
    if kind == FREE and action.kind == "play":
        return action.piece
    return None
