"""What the table controller asks the table scene to do: each is a plain value; the scene carries them out
in order (plays sounds, starts glides, shows words, opens a dialog or a hand-off, rebuilds its buttons)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.rules.core import Action
from tabletop.table.model import TableModel
from tabletop.ui.items import Rect


@dataclass(frozen=True)
class Played:
    """`action` was applied; `actor` was to act before it (the scene plays its sounds, traces it)."""

    action: Action
    actor: int | None


@dataclass(frozen=True)
class Said:
    """A short message for the table; `about`: the selected piece it explains (it goes with the piece)."""

    text: str
    about: str | None = None


@dataclass(frozen=True)
class Hinted:
    """A hint found `action`: the scene lights its button, if the move is a button's (a piece is lit as
    Tab lights it)."""

    action: Action


@dataclass(frozen=True)
class Relaid:
    """The table shows `new` now, `old` before: glide what moved (if `animate`), rebuild the buttons."""

    old: TableModel
    new: TableModel
    animate: bool


@dataclass(frozen=True)
class GlideBack:
    """A piece let go where it may not go glides from `start` (where the mouse left it) to `end`."""

    piece: str
    start: Rect
    end: Rect


@dataclass(frozen=True)
class Ask:
    """Several actions answer one gesture: a chooser titled `title` offers them with their words."""

    title: str
    options: tuple[tuple[str, Action], ...]


@dataclass(frozen=True)
class HandOff:
    """Cover the table until `seat` takes the computer (`summary`: the others' moves since its last
    turn, in public words, with a computer's reason for each of its moves in `reasons`, "" where none);
    then tell the controller `accept(seat)`."""

    seat: int
    summary: tuple[str, ...]
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True)
class Covered:
    """Nobody's hand shows any more (a person's part is over): words meant for them go."""


@dataclass(frozen=True)
class Sound:
    """A sound of the table's own: a piece picked up, a refusal."""

    name: str


@dataclass(frozen=True)
class Finished:
    """The game is over and its last move has been seen: show the results."""


Effect = Played | Said | Relaid | GlideBack | Ask | HandOff | Covered | Sound | Finished
