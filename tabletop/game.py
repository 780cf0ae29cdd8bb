"""A game, declared: what the menu shows of it, and where its rules, content and table are.

Each game's package exports one `GAME = Game(...)`. Declaring it loads nothing: its parts are named as
"module:name" text and imported only when first asked for (a test may give the thing itself), so the
menu shows every game without importing a rules room, reading a components.yaml or drawing a table.
Pure Python: no pygame here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

#: A part of a game: "package.module:name" (a module alone: "package.module"), or the thing itself.
Ref = str | type | ModuleType | Callable[..., Any]


def resolve(ref: Ref) -> Any:
    """Returns what a reference names, importing its module if need be; the thing itself if not text."""
    if not isinstance(ref, str):
        return ref
    module, _, name = ref.partition(":")
    found = importlib.import_module(module)
    return getattr(found, name) if name else found


@dataclass(frozen=True)
class Game:
    """One game: its menu card (name, blurb, emblem, players) and its parts, each resolved when needed.

    `rules` is its Rules subclass, built from the content that `schema` types and `check` cross-checks
    (no `schema`: the rules take no content); `table` its table design, built with those rules (it draws
    with pygame); `bot` the module of its computer players' hints (None: Easy plays any legal move);
    `extra` its own scene opened from the setup screen, as (button words, scene class taking the app);
    `reasons` the function that words what a move does for a player, for hints and a computer's reasons
    (tabletop/bots/reasons.py; None: the reasons give the odds only);
    `pictures` what draws the pictures of its rules page: (rules, name, width) -> a pygame Surface, or None
    for a name it does not draw;
    `sounds` which of its moves make which sound (tabletop/scenes/cues.py): a dict whose keys are tried in
    order, the first that a move matches giving its sound (a name in tabletop/audio.py's NAMES): an event
    class (the move recorded one), (event class, field, value) (one with that value), or an action kind.
    No key matched, or its sound is None: the table's plain sounds (a card drawn, set down, a shuffle)."""

    id: str
    name: str
    blurb: str
    emblem: tuple[int, int, int]
    #: The fewest and the most seats any of its options allow (the menu's "2–4 players").
    players: tuple[int, int]
    rules: Ref
    schema: Ref | None = None
    check: Ref | None = None
    table: Ref | None = None
    bot: Ref | None = None
    extra: tuple[str, Ref] | None = None
    reasons: Ref | None = None
    pictures: Ref | None = None
    sounds: Ref | None = None

    def rules_class(self) -> type:
        """Returns the game's Rules subclass."""
        return resolve(self.rules)

    def content_schema(self) -> tuple[type | None, Callable | None]:
        """Returns the msgspec type of the game's components.yaml (None: it has none) and its check."""
        schema = resolve(self.schema) if self.schema is not None else None
        return schema, resolve(self.check) if self.check is not None else None

    def table_class(self) -> type:
        """Returns the class of the game's table design (importing it imports pygame)."""
        if self.table is None:
            raise LookupError(f"{self.name} has no table")
        return resolve(self.table)

    def bot_hints(self) -> Any | None:
        """Returns the module of the computer players' hints, or None if the game has none."""
        return resolve(self.bot) if self.bot is not None else None

    def gain(self) -> Callable | None:
        """Returns the game's `gain(rules, before, after, seat) -> str` for reasons, or None."""
        return resolve(self.reasons) if self.reasons is not None else None

    def extra_scene(self) -> tuple[str, type] | None:
        """Returns the game's own scene as (button words, class taking the app), or None."""
        if self.extra is None:
            return None
        words, scene = self.extra
        return words, resolve(scene)

    def rules_pictures(self) -> Callable[..., Any] | None:
        """Returns what draws its rules page's pictures (importing it imports pygame), or None."""
        return resolve(self.pictures) if self.pictures is not None else None

    def sound_map(self) -> dict:
        """Returns which of its moves make which sound (see `sounds`), empty if it says none."""
        return resolve(self.sounds) if self.sounds is not None else {}

    def players_words(self) -> str:
        """Returns how many play it, for the menu: '2–4 players', '1 player'."""
        low, high = self.players
        return f"{low}–{high} players" if low != high else f"{low} player{'s' * (low > 1)}"
