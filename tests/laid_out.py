"""One table layout for tests: what a seat sees, drawn the way the table scene draws it."""

from __future__ import annotations

from tabletop.rules.match import default_seats
from tabletop.ui.items import Item, TableContext

TO_ACT = "the seat to act"


def laid_out(rules, table, state, viewer=TO_ACT, colour_blind: bool = False) -> list[Item]:
    """Returns the table's items for `viewer` (a seat, None for nobody's view, by default the seat to act),
    laid out from that view."""
    viewer = rules.to_act(state) if viewer == TO_ACT else viewer
    ctx = TableContext(viewer, rules.to_act(state), tuple(default_seats(state.players)), colour_blind)
    return table.layout(rules.view(state, viewer), ctx)
