"""The one mouse mechanism of every game: pick up a piece, see its targets, drop or click.

It knows items and legal actions only; what a gesture means is returned as a Result for the
table scene to carry out (apply, choose among several, refuse with a reason).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.rules.core import Action
from tabletop.ui.items import Item, piece_at, zones_at

CLICK_SLOP = 8  # pixels a press may wander and still count as a click


def targets_for(piece: str, legal: list[Action]) -> set[str]:
    """Returns the zones where `piece` may go now."""
    return {a.target for a in legal if a.piece == piece and a.target is not None}


def matching(piece: str | None, zone: str, legal: list[Action]) -> list[Action]:
    """Returns the legal actions that move `piece` onto `zone` (piece None: a click on the zone)."""
    return [a for a in legal if a.piece == piece and a.target == zone]


def button_actions(legal: list[Action]) -> list[Action]:
    """Returns the legal actions with neither piece nor target: they become buttons."""
    return [a for a in legal if a.piece is None and a.target is None]


def clickable_zones(legal: list[Action]) -> set[str]:
    """Returns the zones that do something when clicked with nothing held."""
    return {a.target for a in legal if a.piece is None and a.target is not None}


@dataclass
class Result:
    """What a gesture asks for: 'apply' (actions: one, or several to choose from),
    'refuse' (piece, zone: explain why), 'return' (glide back quietly), 'open' (a press on a piece
    that opens a decision first: apply actions[0], then `hold` the piece anew) or 'none'."""

    kind: str
    actions: list[Action] = field(default_factory=list)
    piece: str | None = None
    zone: str | None = None


@dataclass
class DragDrop:
    """Tracks the piece held or selected, and turns presses and releases into Results."""

    held: Item | None = None
    selected: Item | None = None
    pos: tuple[int, int] = (0, 0)
    press_pos: tuple[int, int] = (0, 0)
    grab: tuple[int, int] = (0, 0)

    @property
    def active(self) -> Item | None:
        """The piece whose targets are lit: the one in hand, else the one selected."""
        return self.held or self.selected

    @property
    def corner(self) -> tuple[int, int]:
        """Where the piece in hand's top-left corner is: the mouse, less where it grabbed the piece."""
        return self.pos[0] - self.grab[0], self.pos[1] - self.grab[1]

    def moved(self) -> bool:
        return max(abs(self.pos[0] - self.press_pos[0]), abs(self.pos[1] - self.press_pos[1])) > CLICK_SLOP

    def press(self, pos: tuple[int, int], items: list[Item], can_act: bool) -> Result:
        """A button press: picks up the piece under the mouse, if the viewer may act. A piece that
        `opens` a decision is not taken yet: the press asks for its action ('open'); with another piece
        selected, it is a click on the places under it instead (the selection may go there)."""
        self.pos = self.press_pos = pos
        item = piece_at(items, pos)
        if item is None or not can_act:
            return Result("none")
        self.grab = (pos[0] - item.rect[0], pos[1] - item.rect[1])
        if item.opens is not None:
            return Result("none") if self.selected is not None else Result("open", [item.opens], item.piece)
        self.held = item
        return Result("none", piece=item.piece)

    def hold(self, item: Item) -> None:
        """Takes `item` in hand in the gesture under way: after an 'open', its piece in the new layout."""
        self.held, self.selected = item, None
        w, h = item.rect[2], item.rect[3]
        self.grab = (min(self.grab[0], w - 1), min(self.grab[1], h - 1))  # still under the mouse

    def motion(self, pos: tuple[int, int]) -> None:
        self.pos = pos

    def release(self, pos: tuple[int, int], items: list[Item], legal: list[Action]) -> Result:
        """A button release: a drop, a click on a zone, or a click that selects a piece."""
        self.pos = pos
        held, self.held = self.held, None
        if held is not None and self.moved():
            self.selected = None
            return self._drop(held.piece, zones_at(items, pos), legal)
        return self._click(held, zones_at(items, pos), legal)

    def cancel(self) -> None:
        """Forgets the piece in hand and the selection (a new state, a dialog, Esc)."""
        self.held = self.selected = None

    def _drop(self, piece: str, zones: list[str], legal: list[Action]) -> Result:
        for zone in zones:
            found = matching(piece, zone, legal)
            if found:
                return Result("apply", found, piece, zone)
        if zones:
            return Result("refuse", piece=piece, zone=zones[0])
        return Result("return", piece=piece)

    def _click(self, held: Item | None, zones: list[str], legal: list[Action]) -> Result:
        if self.selected is not None and (held is None or held.piece != self.selected.piece):
            piece, self.selected = self.selected.piece, None
            if any(matching(piece, z, legal) for z in zones):
                return self._drop(piece, zones, legal)
            if held is None and zones:
                return Result("refuse", piece=piece, zone=zones[0])
        if held is not None and held.zone is not None and matching(None, held.zone, legal):
            # A pile whose top card is a piece: a click on it does what a click on the pile does.
            self.selected = None
            return Result("apply", matching(None, held.zone, legal), None, held.zone)
        if held is not None:
            same = self.selected is not None and self.selected.piece == held.piece
            self.selected = None if same else held
            return Result("none", piece=held.piece)
        for zone in zones:
            found = matching(None, zone, legal)
            if found:
                return Result("apply", found, None, zone)
        self.selected = None
        return Result("none")
