"""Sample Sneaky Octopuses layouts for the table tests: states of random games and their tables."""

from __future__ import annotations

import random

from tabletop.registry import load_table
from tests.laid_out import TO_ACT, kept, laid_out

from .builders import RULES

TABLE = load_table(RULES)
SCALE = 1280 / 1920  # logical 1920x1080 pixels to the pixels of a 1280x720 window


@kept
def sample_states() -> tuple:
    """Returns states from random games of 2, 3 and 4 players: relays, showers, rolls, the end."""
    found = []
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = RULES.setup(players, {}, players)
        for step in range(3000):
            legal = RULES.legal_actions(state)
            if (
                step % 7 == 0
                or not legal
                or state.decisions
                and state.decisions[-1].kind in ("relay", "shower")
            ):
                found.append(state)
            if not legal:
                break
            state = RULES.apply(state, rng.choice(legal))
    return tuple(found)


def layout(state, viewer=None):
    return laid_out(RULES, TABLE, state, TO_ACT if viewer is None else viewer)
