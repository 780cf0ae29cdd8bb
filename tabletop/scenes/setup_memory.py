"""The setup's memory: each game's last choices (options, how many seats, each seat's name, colour and
who plays it), kept in the player's config folder beside their settings and offered again next time.

A file that can't be read, or a choice the game no longer has, gives that choice's default: the memory
is a convenience, never a reason to stop."""

from __future__ import annotations

from pathlib import Path

import msgspec

from tabletop.preferences import config_home
from tabletop.rules.match import SEAT_COLOURS
from tabletop.saves import write_atomic

FILE_NAME = "last-setups.json"


class SeatChoice(msgspec.Struct, forbid_unknown_fields=True):
    """One seat as it was last set up: its name, colour and who played it ("human" or a level)."""

    name: str
    colour: str
    kind: str


class GameChoices(msgspec.Struct, forbid_unknown_fields=True):
    """A game's last setup."""

    count: int
    options: dict[str, str]
    seats: list[SeatChoice]
    first: str = "random"


def memory_path() -> Path:
    """Returns where the last setups are kept."""
    return config_home() / FILE_NAME


def read_all(path: Path | None = None) -> dict[str, GameChoices]:
    """Returns every game's last setup by game id; an empty memory when the file is missing or unusable."""
    try:
        return msgspec.json.decode((path or memory_path()).read_bytes(), type=dict[str, GameChoices])
    except (OSError, msgspec.DecodeError, msgspec.ValidationError):
        return {}


def recall(game_id: str, path: Path | None = None) -> GameChoices | None:
    """Returns the game's last setup, or None if there is none."""
    return read_all(path).get(game_id)


def remember(game_id: str, choices: GameChoices, path: Path | None = None) -> bool:
    """Keeps the game's setup (the others' as they were). Returns False if it could not be written."""
    path = path or memory_path()
    kept = read_all(path)
    kept[game_id] = choices
    try:
        write_atomic(path, msgspec.json.format(msgspec.json.encode(kept)).decode())
    except OSError:
        return False
    return True


def usable_seats(seats: list[SeatChoice], kinds: set[str], limit: int) -> list[SeatChoice]:
    """Returns the remembered seats that can be set up again: the first `limit`, each with a known colour
    not taken by an earlier one and a kind still offered (else: played by a person)."""
    usable: list[SeatChoice] = []
    taken: set[str] = set()
    for seat in seats[:limit]:
        colour = seat.colour if seat.colour in SEAT_COLOURS and seat.colour not in taken else ""
        taken.add(colour)
        kind = seat.kind if seat.kind in kinds else "human"
        usable.append(SeatChoice(seat.name.strip(), colour, kind))
    return usable
