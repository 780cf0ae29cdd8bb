"""Builders for the cosmic bridge's scenario tests: a bridge game set up in the known realm."""

from __future__ import annotations

from games.cosmoctopus.rules.state import CosmoState

from .builders import act, table


def bridged(tokens=(0, 2), players: int = 2, hand: tuple = (), options: dict | None = None) -> CosmoState:
    """Returns a bridge game in the known 3 x 3 realm (head on the centre, cell 4), the tokens placed on
    `tokens` by seats 0 and 1, seat 0 to move Cosmoctopus, holding `hand`."""
    state = table(players, options={"bridge": "on", **(options or {})}, hand=hand)
    state = act(state, "bridge", 0, "bridge_a", f"tile:{tokens[0]}")
    return act(state, "bridge", 1 % players, "bridge_b", f"tile:{tokens[1]}")
