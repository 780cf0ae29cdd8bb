"""The table as a model: what one TableScene shows and offers now, rebuilt on each refresh.

The table's helpers (keys, tips, feel, paint) read this instead of the scene's match: who looks, who
acts, the viewer's view, the actions offered to the viewer and the items laid out for that view.
The piece in hand or selected lives in the scene's DragDrop, which changes between refreshes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.rules.core import Action, GameState
from tabletop.session import Session
from tabletop.table.seating import Seating
from tabletop.ui.items import Item, TableContext, TableDesign


@dataclass(frozen=True)
class TableModel:
    """One refresh's table: `legal` is empty unless the viewer is the seat to decide; `played` counts the
    actions so far and `last` is the latest; `winners` is None while the game goes on."""

    viewer: int | None = None
    to_act: int | None = None
    view: GameState | None = None
    legal: list[Action] = field(default_factory=list)
    items: list[Item] = field(default_factory=list)
    played: int = 0
    last: Action | None = None
    winners: tuple[int, ...] | None = None

    @property
    def over(self) -> bool:
        return self.winners is not None


def build(session: Session, seating: Seating, design: TableDesign, colour_blind: bool) -> TableModel:
    """Returns the table now: the viewer's view laid out by the game's design, with what the viewer is
    offered (nothing unless the viewer is the seat to decide)."""
    match, viewer = session.match, seating.viewer
    view = session.view(viewer)
    # While the one whose part is over still holds the computer (Done is due), nobody is shown deciding.
    deciding = None if session.turn_ending is not None else match.to_act
    ctx = TableContext(viewer, deciding, tuple(match.seats), colour_blind=colour_blind)
    legal = match.legal_actions() if seating.viewer_acts() else []
    outcome = match.outcome
    return TableModel(
        viewer=viewer,
        to_act=match.to_act,
        view=view,
        legal=legal,
        items=design.layout(view, ctx),
        played=len(match.actions),
        last=match.actions[-1] if match.actions else None,
        winners=None if outcome is None else tuple(outcome.winners),
    )
