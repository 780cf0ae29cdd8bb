"""Which sound a move makes, for every game: read from the action and the states around it.

A draw sounds like a draw (after a shuffle when the random stream was used for it); any other
move that used the random stream (a reshuffled deck, a revealed tide) sounds like a shuffle;
everything else is a card set down. A change of the seat to act adds the turn chime.
"""

from __future__ import annotations

from tabletop import audio
from tabletop.rules.core import Action, GameState
from tabletop.rules.decisions import DRAW


def move_sounds(
    before: GameState,
    after: GameState,
    action: Action,
    actors: tuple[int | None, int | None],
    draw_kinds: frozenset[str] = frozenset({DRAW}),
):
    """Returns the effects of `action`, from `before` to `after`; `actors`: to act before, after;
    `draw_kinds`: the game's actions that take a card into a hand (its narrator's)."""
    shuffled = before.rng != after.rng
    if action.kind in draw_kinds:
        sounds = ["shuffle", "draw"] if shuffled and action.kind == DRAW else ["draw"]
    else:
        sounds = ["shuffle"] if shuffled else ["drop"]
    old, new = actors
    if new is not None and new != old:
        sounds.append("turn")
    return sounds


def after_move(session, action: Action, actor: int | None) -> list[str]:
    """Plays the effects of a move just applied through `session` (`actor`: who was to act before it);
    returns them."""
    match = session.match
    before, after = session.last_step()
    sounds = move_sounds(before, after, action, (actor, match.to_act), match.rules.narrator.draw_kinds)
    for name in sounds:
        audio.play(name)
    return sounds
