"""What an action made happen, as typed records: a game's handlers record events while the action is
applied; its narrator words them, its table animates from them, and the log reads them through the
narrator. A rules state holds no sentences, and nothing diffs two states to learn what happened.

An event is an immutable msgspec Struct, tagged by its class name (`Caught(keeper=..., octopus=...)`):
its fields are ids, seats, numbers and tuples of them, never words. So a state holding events is copied
by sharing them (tabletop/rules/copying.py) and crosses to the computer players' worker as msgpack,
decoded back into the same classes: a game's state declares the union of its own events, as it
declares its prompts' data (`events: tuple[Caught | Heard | ..., ...] = ()`).

`state.events` are the events of the action that led to the state: the base `Rules` empties them before
each action (a fresh game's are those its setup recorded, if any).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, TypeVar

import msgspec

if TYPE_CHECKING:  # the state holds the events; this module only records and reads them
    from tabletop.rules.core import GameState


class Event(msgspec.Struct, frozen=True, tag=True):
    """Base of every event; a game subclasses it once for each kind of thing that can happen."""


E = TypeVar("E", bound=Event)


def record(state: GameState, *happened: Event) -> None:
    """Adds events to what the action being applied made happen, in the order they happened."""
    state.events = (*state.events, *happened)


def of_kind(events: Iterable[Event], kind: type[E]) -> list[E]:
    """Returns the events of one kind (a class, or a tuple of classes), in order."""
    return [e for e in events if isinstance(e, kind)]


def masked(events: tuple[Event, ...], hidden: set[str]) -> tuple[Event, ...]:
    """Returns the events as a seat may see them: every id in `hidden` (a card drawn face down, a card in
    another's hand), alone or in a tuple, replaced by None. A view starts from this."""
    return tuple(_masked(event, hidden) for event in events)


def _masked(event: Event, hidden: set[str]) -> Event:
    changed = {}
    for name in event.__struct_fields__:
        value = getattr(event, name)
        if isinstance(value, str) and value in hidden:
            changed[name] = None
        elif isinstance(value, tuple) and any(isinstance(v, str) and v in hidden for v in value):
            changed[name] = tuple(None if isinstance(v, str) and v in hidden else v for v in value)
    return msgspec.structs.replace(event, **changed) if changed else event
