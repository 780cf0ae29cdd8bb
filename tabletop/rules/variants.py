"""Game options: a variant (a key, its choices, a default) and the check turning chosen options into a
game's full options."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.rules.core import Rules


@dataclass(frozen=True)
class Variant:
    """A game option shown on the setup screen: a key, its choices and a default.

    A variant whose choices grow at run time (things a player made) says how: `own(value)` returns the
    value to keep for a choice outside `choices` (it may turn a name into the thing's whole definition,
    so a saved game replays without it) or raises ValueError with a sentence; `more()` returns the
    (label, value) choices made so far, each of which `own` keeps."""

    key: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""
    needs: tuple[tuple[str, str], ...] = ()  # the options it changes something with (tested with them)
    labels: tuple[str, ...] = ()  # how the setup screen shows each choice (default: the choice, capitalised)
    own: Callable[[str], str] | None = None
    more: Callable[[], list[tuple[str, str]]] | None = None

    def kept(self, value: str) -> str:
        """Returns the value to keep for a choice: one of `choices`, or one the game made; raises ValueError
        with a sentence for any other."""
        if value in self.choices:
            return value
        if self.own is not None:
            return self.own(value)
        raise ValueError(f"variant {self.key} must be one of {', '.join(self.choices)}, not '{value}'")

    def made(self) -> list[tuple[str, str]]:
        """Returns the (label, value) choices the game adds now (none unless it has `more`)."""
        return self.more() if self.more is not None else []


def full_options(rules: Rules, players: int, options: dict[str, str]) -> dict[str, str]:
    """Returns a game's full options with defaults, a choice outside a variant's list as the variant keeps
    it (`Variant.kept`); raises ValueError on a bad one."""
    known = {v.key: v for v in rules.variants}
    full = {v.key: v.default for v in rules.variants}
    if rules.chooses_first_player:
        first = options.get("first", "random")
        if first != "random" and first not in {str(n) for n in range(1, players + 1)}:
            raise ValueError(f"first player must be 'random' or a seat from 1 to {players}, not '{first}'")
        full["first"] = first
    for key, value in options.items():
        if key == "first" and rules.chooses_first_player:
            continue
        if key not in known:
            raise ValueError(f"{rules.name} has no variant '{key}' (has: {', '.join(known) or 'none'})")
        full[key] = known[key].kept(value)
    low, top = rules.min_players_for(full), rules.max_players_for(full)
    if not low <= players <= top:
        raise ValueError(f"{rules.name} takes {low} to {top} players, not {players}")
    return full
