"""One table layout for tests: what a seat sees, drawn the way the table scene draws it; and the samples of
states that layout tests sweep, kept for the session."""

from __future__ import annotations

import functools
import gc
from collections.abc import Callable

from tabletop.rules.match import default_seats
from tabletop.ui.items import Item, TableContext

TO_ACT = "the seat to act"


def laid_out(rules, table, state, viewer=TO_ACT, colour_blind: bool = False) -> list[Item]:
    """Returns the table's items for `viewer` (a seat, None for nobody's view, by default the seat to act),
    laid out from that view."""
    viewer = rules.to_act(state) if viewer == TO_ACT else viewer
    ctx = TableContext(viewer, rules.to_act(state), tuple(default_seats(state.players)), colour_blind)
    return table.layout(rules.view(state, viewer), ctx)


def kept(build: Callable[[], tuple]) -> Callable[[], tuple]:
    """Caches a sample of states that the sweeps of a test module (and of others importing it) read, built
    once a session, and once built freezes it out of the collector's walks (`gc.freeze`). The app makes a
    full collection whenever a scene leaves (tabletop/scenes/memory.py): with the samples' few hundred
    thousand objects to walk each time, every table test after them ran about three times slower."""

    @functools.cache
    def sample() -> tuple:
        found = build()
        gc.collect()  # what is garbage now is not frozen with the sample
        gc.freeze()
        return found

    return functools.wraps(build)(sample)
