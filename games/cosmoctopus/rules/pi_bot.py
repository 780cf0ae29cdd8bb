"""What a computer player values against the Private Investigator: the team's progress against the PI's.

Every seat is judged by one shared figure, so Easy, Normal and Hard players all play for the team: the
slowest player counts as much as the average (everyone must reach 8), and every resource the PI gains
(an investigated tile entered, a card left in the row) brings its next tentacle nearer.
"""

from __future__ import annotations

import math
import random

from games.cosmoctopus.rules import investigator
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import CosmoState

LEAD_SCALE = 0.9  # how sharply the team's lead over the PI turns into a chance to win
PI_PACE = 1.3  # the PI's tentacle counts for more than a player's: the team needs 8 each


def pi_worth(cat: Catalog, state: CosmoState) -> float:
    """Returns the PI's tentacles plus how near its next one is (its fullest resource towards Forbidden
    Knowledge while that is there, worth 2, else towards a tentacle)."""
    cost, near = investigator.tentacle_cost(cat, state), 0.0
    for resource, tile in cat.knowledge.items():
        have = state.pi_pool[resource]
        if tile in state.knowledge:
            near = max(near, min(have / cost, 1.0))
        else:
            near = max(near, 2 * min(have / cat.content.forbidden_cost, 1.0))
    return state.pi_tentacles + near


def team_chance(cat: Catalog, state: CosmoState, worths: list[float]) -> float:
    """Returns the team's chance to beat the PI, from each player's worth (a finished player's: 8; in co-op
    one still summoning is worth less, however rich, as finishing discards every card: see `short_of`;
    alone, the 8th tentacle wins at once and is judged as the win)."""
    goal = cat.content.tentacles_to_win
    mine = [
        goal if investigator.finished(state, s) else short_of(goal, state.tentacles[s], w)
        for s, w in enumerate(worths)
    ]
    if state.players == 1:
        mine = worths
    team = 0.5 * sum(mine) / len(mine) + 0.5 * min(mine)
    return 1.0 / (1.0 + math.exp(-LEAD_SCALE * (team - PI_PACE * pi_worth(cat, state))))


def short_of(goal: int, tentacles: int, worth: float) -> float:
    """Returns a player's worth squeezed below `goal`: its tentacles, plus what its cards and resources
    promise filling the room to the goal ever more slowly. Unsqueezed, 7 tentacles with a rich engine
    (cards in play, resources) came to 13 or more, and the 8th tentacle, which discards all of it, to 8:
    computer players refused their 8th tentacle in co-op and could never win."""
    room = max(goal - tentacles, 0.0)
    promise = max(worth - tentacles, 0.0)
    return tentacles + (room * (1.0 - math.exp(-promise / room)) if room else 0.0)


def sample(cat: Catalog, view: CosmoState, state: CosmoState, rng: random.Random) -> None:
    """Deals the PI's unseen behaviour cards as its deck and, while face down, a revelation card."""
    if not investigator.active(view):
        return
    spec = cat.content.investigator
    seen = {view.pi_card, *view.pi_used}
    unseen = [b.id for b in spec.behaviours if b.id not in seen]
    rng.shuffle(unseen)
    state.pi_deck = unseen
    if not view.pi_revelation:  # the chosen card, if the players chose one
        state.pi_revelation = investigator.revelation_for(cat, view.options, rng)
