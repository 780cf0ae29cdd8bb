"""Content shapes every game may use in its components.yaml schema."""

from __future__ import annotations

import msgspec


class Colour(msgspec.Struct, forbid_unknown_fields=True):
    """A colour of a game's pieces: its id, its name, its hex shade and the symbol shown beside it, so
    that colour is never the only cue."""

    id: str
    name: str
    hex: str
    symbol: str
