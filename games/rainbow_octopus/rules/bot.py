"""What a computer player values in Rainbow Octopus, and how it imagines the cards it cannot see."""

from __future__ import annotations

import math
import random

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.game import RainbowOctopusRules
from games.rainbow_octopus.rules.powers import has_eighth
from games.rainbow_octopus.rules.state import OctopusState
from games.rainbow_octopus.rules.views import all_component_ids

HAND_MATCH = 0.55  # a missing colour in hand that fits a free arm: most of a tentacle, but still to play
WILD_IN_HAND = 0.8  # the wild is sure to be played, but only when a tide lets it
SPARE = 0.04  # each other card in hand: a little choice for later tides
LEAD_SCALE = 0.9  # how sharply a lead in progress turns into a chance to win
REMEMBERED = 50_000  # progress values kept: a search meets the same octopus and hand again and again
_PROGRESS: dict[tuple, float] = {}  # progress depends only on the seat's arms, hand, wild and tile

# Hard's search (tabletop/bots/hard.py, Tuning): a decision has few choices (five on average) and the
# draws are what vary, so each sampled world plays every choice out with the same draws (paired).
SEARCH = {"paired": True}


def sample(rules: RainbowOctopusRules, view: OctopusState, seat: int, rng: random.Random) -> OctopusState:
    """Returns a full state matching the seat's view: unseen tentacles dealt at random into the deck,
    the others' hands and secret picks, the tide pile shuffled, and a fresh random stream."""
    state = view.clone()
    state.rng = rng.getrandbits(63)
    cat = rules.catalog
    seen = {c for c in all_component_ids(view) if c is not None}
    unseen = [t.id for t in cat.content.tentacles if t.id not in seen]
    rng.shuffle(unseen)
    for other in range(view.players):
        if other == seat:
            continue
        wild = view.wilds[other]
        # A wild is dealt openly and never leaves its owner: if it is nowhere in sight, it is in hand.
        held = [wild] if wild is not None and wild not in seen else []
        state.hands[other] = held + [unseen.pop() for _ in range(len(view.hands[other]) - len(held))]
        rng.shuffle(state.hands[other])
        state.picks[other] = [unseen.pop() for _ in view.picks[other]]
    state.deck = unseen
    used = set(view.tide_used) | {view.tide}
    state.tide_deck = [t.id for t in cat.content.tides if t.id not in used]
    rng.shuffle(state.tide_deck)
    if len(state.deck) != len(view.deck) or len(state.tide_deck) != len(view.tide_deck):
        raise ValueError("the view does not add up to the game's cards")
    return state


def progress(cat: Catalog, state: OctopusState, seat: int) -> float:
    """Returns how far the seat is towards a rainbow: 8 is a win; tentacles in hand count part."""
    # Kept per catalog: the same cards mean other things in another content.
    key = (cat, tuple(state.arms[seat]), tuple(state.hands[seat]), state.wilds[seat], state.tiles[seat])
    found = _PROGRESS.get(key)
    if found is None:
        if len(_PROGRESS) >= REMEMBERED:
            _PROGRESS.clear()
        found = _PROGRESS[key] = _progress(cat, state, seat)
    return found


def _progress(cat: Catalog, state: OctopusState, seat: int) -> float:
    board: dict[str, list[int]] = {}
    for arm, card in enumerate(state.arms[seat]):
        if card in cat.colour_of:
            board.setdefault(cat.colour_of[card], []).append(arm)
    fits: dict[str, set[int]] = {}
    wild_held = 0
    for card in state.hands[seat]:
        colour = cat.colour_of.get(card)
        if colour is None:
            wild_held += card == state.wilds[seat]
        elif colour not in board:
            fits.setdefault(colour, set()).add(cat.arm_of[card] - 1)
    matched = _match_missing(board, fits)
    spare = len(state.hands[seat]) - wild_held - matched
    eighth = has_eighth(cat, state, seat)
    return (
        len(board) + eighth + HAND_MATCH * matched + WILD_IN_HAND * wild_held * (not eighth) + SPARE * spare
    )


def _match_missing(board: dict[str, list[int]], fits: dict[str, set[int]]) -> int:
    """Returns how many missing colours hand cards can place at once, each on its own free arm.

    Colours already shown keep an arm of theirs (one of their copies, if they have several).
    """
    owner = {arms[0]: colour for colour, arms in board.items()}
    arms_of = {**board, **{c: sorted(a) for c, a in fits.items()}}

    def place(colour: str, tried: set[int]) -> bool:
        for arm in arms_of[colour]:
            if arm in tried:
                continue
            tried.add(arm)
            if arm not in owner or place(owner[arm], tried):
                owner[arm] = colour
                return True
        return False

    return sum(place(colour, set()) for colour in fits)


def evaluate(rules: RainbowOctopusRules, state: OctopusState, seat: int) -> float:
    """Returns the seat's chance to win, guessed from its progress against the best other octopus."""
    cat = rules.catalog
    mine = progress(cat, state, seat)
    best = max(progress(cat, state, other) for other in range(state.players) if other != seat)
    return 1.0 / (1.0 + math.exp(-LEAD_SCALE * (mine - best)))
