"""The game log: what each seat is told about each action, in the rules' own words.

A line is public (everyone, a spectator included, reads the same words) or private: a seat
told more than the public line (the card it drew) reads its own line, and only it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.rules.core import Action, GameState, Rules, seat_ref


@dataclass(frozen=True)
class LogEntry:
    """One action in words: the public line, and the seats told something more."""

    seat: int
    public: str
    private: dict[int, str] = field(default_factory=dict)
    step: bool = False  # a step of a move that a later line sums up ("placed a new group: ...")

    def line_for(self, viewer: int | None) -> str:
        """Returns what `viewer` reads (None: nobody's secrets, the public line)."""
        return self.public if viewer is None else self.private.get(viewer, self.public)

    def private_for(self, viewer: int | None) -> bool:
        """Tells whether `viewer` reads a line of its own here."""
        return viewer is not None and viewer in self.private


def with_actor(text: str, seat: int, name: str = "") -> str:
    """Returns the line naming who acted: a text that does not name the actor gets '<seat N>: ' in front (a
    non-player actor's line that starts with its `name` names it already)."""
    if seat_ref(seat) in text or text.startswith("You ") or (name and text.startswith(name)):
        return text
    return f"{seat_ref(seat)}: {text}"


def told(rules: Rules, before: GameState, action: Action, viewer: int | None) -> str:
    """Returns what `viewer` is told of `action`, taken in `before` (the actor not named in front)."""
    return rules.narrator.announce(before, rules.apply(before, action), action, viewer)


def entry(rules: Rules, before: GameState, action: Action, after: GameState | None = None) -> LogEntry:
    """Returns the log entry of `action`, which led from `before` to `after` (worked out if not given),
    for every seat and a spectator."""
    after = rules.apply(before, action) if after is None else after
    name = rules.narrator.actor_name(action.seat) if action.seat < 0 else ""
    public = with_actor(rules.narrator.announce(before, after, action, None), action.seat, name)
    private = {}
    for seat in range(before.players):
        line = with_actor(rules.narrator.announce(before, after, action, seat), action.seat, name)
        if line != public:
            private[seat] = line
    return LogEntry(action.seat, public, private, rules.narrator.summed_up(before, after, action))
