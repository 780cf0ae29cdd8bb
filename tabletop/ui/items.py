"""What a game's table is made of: items with a picture, a place, and maybe a piece or a zone."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from tabletop.rules.core import GameState
from tabletop.rules.match import Seat

Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class Item:
    """One thing drawn on the table, in logical 1920×1080 pixels.

    `key` names its picture (same key = same picture, drawn once by `make`); an item
    without `make` is an invisible zone over other pictures.
    `piece` is the component id a player can pick up (Action.piece); `zone` is the
    target id it answers to (Action.target). An item may be both, or neither.
    `faces` lists the component ids whose faces the picture shows (for the secrets checks: none
    of them may be hidden from the viewer); a card back or an empty slot shows no face.
    For glides (tabletop/ui/moves.py): `back` is a card's face-down side (a card glides by its face
    between layouts and flips when revealed); `place` names where cards come from or go to (a deck,
    "hand:<seat>", "seat:<seat>"; the zone counts as one too) and `backs` how many face-down cards
    the item stands for there (a deck, a fan of another player's hand).
    `above`: drawn after the lit rings of legal moves (a tab sitting on a panel's edge stays legible).
    """

    key: str
    rect: Rect
    make: Callable[[], pygame.Surface] | None = field(default=None, compare=False)
    piece: str | None = None
    zone: str | None = None
    tip: str = ""
    faces: tuple[str, ...] = ()
    back: Item | None = field(default=None, compare=False)
    place: str | None = None
    backs: int = 0
    above: bool = False

    def contains(self, pos: tuple[int, int]) -> bool:
        x, y, w, h = self.rect
        return x <= pos[0] < x + w and y <= pos[1] < y + h


@dataclass(frozen=True)
class TableContext:
    """What a layout may know besides the view: who looks, who acts, the seats, and the look asked for.

    `colour_blind`: draw colour symbols bold and big, and a pattern per colour (the player's setting).
    """

    viewer: int | None
    to_act: int | None
    seats: tuple[Seat, ...]
    colour_blind: bool = False


class TableDesign(Protocol):
    """A game's table: where its items sit for a given view. No mouse handling here."""

    def layout(self, view: GameState, ctx: TableContext) -> list[Item]:
        """Returns the items to draw, bottom first."""
        ...


def piece_at(items: list[Item], pos: tuple[int, int]) -> Item | None:
    """Returns the topmost item holding a piece under `pos`."""
    for item in reversed(items):
        if item.piece is not None and item.contains(pos):
            return item
    return None


def zones_at(items: list[Item], pos: tuple[int, int]) -> list[str]:
    """Returns the zone ids under `pos`, topmost first, without repeats."""
    found: list[str] = []
    for item in reversed(items):
        if item.zone is not None and item.contains(pos) and item.zone not in found:
            found.append(item.zone)
    return found


def zone_rects(items: list[Item]) -> dict[str, list[Rect]]:
    """Returns every zone id with the rectangles that stand for it."""
    rects: dict[str, list[Rect]] = {}
    for item in items:
        if item.zone is not None:
            rects.setdefault(item.zone, []).append(item.rect)
    return rects
