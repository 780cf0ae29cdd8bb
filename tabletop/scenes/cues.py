"""Which sound a move makes, for every game: read from the action, the events it recorded and the states
around it.

A game says which of its moves make a sound of their own (its declaration's `sounds`, tabletop/game.py):
a die rolled, a block, a tentacle gained. The first of its keys the move matches gives the move's sound.
Any other move sounds as the table does: a draw like a draw (after a shuffle when the random stream was
used for it), any other move that used the random stream (a reshuffled deck) like a shuffle, everything
else like a card set down. A player's seat coming to act adds the turn chime (not chance or the game's
own steps: the die rolled after a keeper is chosen chimes once, for the next player). Never more than
two sounds for a move: what happened, and the turn.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tabletop import audio, registry
from tabletop.rules.core import Action, GameState
from tabletop.rules.decisions import DRAW, is_player
from tabletop.rules.events import Event

#: The most sounds one move makes.
MOST = 2


def matches(trigger: Any, action: Action, events: Iterable[Event]) -> bool:
    """Tells whether a move (its action and recorded events) matches a key of a game's `sounds`: an action
    kind, an event class, or (event class, field, value)."""
    if isinstance(trigger, str):
        return action.kind == trigger
    if isinstance(trigger, tuple):
        kind, field, value = trigger
        return any(isinstance(e, kind) and getattr(e, field) == value for e in events)
    return any(isinstance(e, trigger) for e in events)


def event_sound(sounds: Mapping[Any, str | None], action: Action, events: Iterable[Event]) -> str | None:
    """Returns the sound of the first key of `sounds` the move matches; None when none does or that key's
    sound is None (the move sounds as the table's plain moves do)."""
    events = tuple(events)
    return next((name for trigger, name in sounds.items() if matches(trigger, action, events)), None)


def move_sounds(
    before: GameState,
    after: GameState,
    action: Action,
    actors: tuple[int | None, int | None],
    draw_kinds: frozenset[str] = frozenset({DRAW}),
    sounds: Mapping[Any, str | None] | None = None,
) -> list[str]:
    """Returns the effects of `action`, from `before` to `after`; `actors`: to act before, after;
    `draw_kinds`: the game's actions that take a card into a hand (its narrator's); `sounds`: the game's
    own sounds for its moves (its declaration's)."""
    own = event_sound(sounds or {}, action, after.events)
    shuffled = before.rng != after.rng
    if own is not None:
        said = [own]
    elif action.kind in draw_kinds:
        said = ["shuffle", "draw"] if shuffled and action.kind == DRAW else ["draw"]
    else:
        said = ["shuffle"] if shuffled else ["drop"]
    old, new = actors
    if is_player(new) and new != old:
        said = [*said[: MOST - 1], "turn"]
    return said


def game_sounds(rules) -> Mapping[Any, str | None]:
    """Returns which moves of the game these rules play make which sound (empty for rules not installed)."""
    try:
        return registry.game(rules.id).sound_map()
    except KeyError:
        return {}


def step_of(session, action: Action) -> tuple[GameState, GameState]:
    """Returns the states before and after `action`, one of the last few applied (a gesture may apply a
    follow-up right after it); the last step if it is not among them."""
    actions, states = session.match.actions, session.states
    for back in range(1, min(len(actions), 4) + 1):
        if actions[-back] is action:
            return states[-back - 1], states[-back]
    return session.last_step()


def after_move(session, action: Action, actor: int | None) -> list[str]:
    """Plays the effects of a move just applied through `session` (`actor`: who was to act before it);
    returns them."""
    match = session.match
    before, after = step_of(session, action)
    rules = match.rules
    sounds = move_sounds(
        before, after, action, (actor, match.to_act), rules.narrator.draw_kinds, game_sounds(rules)
    )
    for name in sounds:
        audio.play(name)
    return sounds
