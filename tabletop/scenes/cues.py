"""Which sound a move makes, for every game: read from the action and the states around it.

A draw sounds like a draw (after a shuffle when the random stream was used for it); any other
move that used the random stream (a reshuffled deck, a revealed tide) sounds like a shuffle;
everything else is a card set down. A change of the seat to act adds the turn chime.
"""

from __future__ import annotations

from tabletop import audio
from tabletop.rules.core import Action, GameState

#: Action kinds that take a card into a hand (a random one for "take" and "steal" from a hand).
DRAW_KINDS = frozenset({"draw", "take", "steal"})
DRAW_TARGETS = frozenset({"deck"})


def move_sounds(before: GameState, after: GameState, action: Action, actors: tuple[int | None, int | None]):
    """Returns the effects of `action`, from `before` to `after`; `actors`: to act before, after."""
    shuffled = before.rng != after.rng
    if action.kind in DRAW_KINDS or action.target in DRAW_TARGETS:
        sounds = ["shuffle", "draw"] if shuffled and action.kind == "draw" else ["draw"]
    else:
        sounds = ["shuffle"] if shuffled else ["drop"]
    old, new = actors
    if new is not None and new != old:
        sounds.append("turn")
    return sounds


def after_move(before: tuple[GameState, int | None], match, action: Action) -> list[str]:
    """Plays the effects of a move just applied to `match` (`before`: its state and actor); returns them."""
    sounds = move_sounds(before[0], match.state, action, (before[1], match.to_act))
    for name in sounds:
        audio.play(name)
    return sounds
