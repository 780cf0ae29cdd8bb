"""Game options: a variant (a key, its choices, a default) and the check turning chosen options into a
game's full options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.rules.core import Rules


@dataclass(frozen=True)
class Variant:
    """A game option shown on the setup screen: a key, its choices and a default."""

    key: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""
    needs: tuple[tuple[str, str], ...] = ()  # the options it changes something with (tested with them)
    labels: tuple[str, ...] = ()  # how the setup screen shows each choice (default: the choice, capitalised)


def full_options(rules: Rules, players: int, options: dict[str, str]) -> dict[str, str]:
    """Returns a game's full options with defaults, a choice outside a variant's list as its `own_choice`
    keeps it; raises ValueError on a bad one."""
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
        full[key] = value if value in known[key].choices else rules.own_choice(key, value)
    low, top = rules.min_players_for(full), rules.max_players_for(full)
    if not low <= players <= top:
        raise ValueError(f"{rules.name} takes {low} to {top} players, not {players}")
    return full
