"""The actions the legal lists hand out, each built once: an action is immutable, and finding one costs
far less than building it, so every listing of the same action gives the same object."""

from __future__ import annotations

from games.sneaky_octopuses.rules.catalog import Catalog
from tabletop.rules.core import Action

KEPT = 50_000  # actions kept built before the store starts afresh (about 250 bytes each)


def act(cat: Catalog, kind: str, seat: int, piece=None, target=None, choice=None) -> Action:
    """Returns the action, built the first time it is listed and the same object ever after."""
    key = (kind, seat, piece, target, choice)
    found = cat.actions.get(key)
    if found is None:
        if len(cat.actions) >= KEPT:
            cat.actions.clear()
        found = cat.actions[key] = Action(kind, seat, piece, target, choice)
    return found
