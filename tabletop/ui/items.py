"""What a game's table is made of: items with a picture, a place, and maybe a piece or a zone."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

from tabletop.rules.core import Action, GameState
from tabletop.rules.match import Seat
from tabletop.ui.colours import seat_rgb, seat_symbol

Rect = tuple[int, int, int, int]
Point = tuple[int, int]
RECT, ROUND = "rect", "round"


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
    `shape`: where a press falls on the item and the form of its lit ring: RECT (the whole rect) or
    ROUND (the ellipse inscribed in it: a token, a pawn). `outline`, when given, is a polygon (a hex,
    a diamond) in pixels from the rect's top left corner, and wins over `shape`.
    `hover`: pictures drawn over the table while the mouse rests on this item and no piece is in hand
    (a keeper's line of sight); they are neither pieces nor zones.
    `via`: for glides, the places a pawn stepped through to get here, its old place first: when it stood
    at via[0] in the last layout, it glides from place to place instead of straight.
    `poses`: for glides, pictures of the item turning on the spot, its old picture first: when the last
    layout drew it with poses[0]'s key, it shows each in turn before its own (a pawn turning to face); a
    pawn with `via` shows its poses only when it steps them from where it stood, whatever it showed
    before, an equal share of the glide each (a pose per step: a keeper facing each way it walks).
    `known_as`: what a picture that is neither a piece nor a card (a die) is known by across layouts, so
    that it too shows its `poses` (a die tumbling before it shows its roll).
    `opens`: a legal action without a piece (a click on a zone) that a press on this piece applies first:
    the decision it opens makes the piece movable, and it is then held in the same gesture (one drag, two
    actions). Set it only while that action is legal; the piece needs no legal move of its own yet.
    `answers`: other zones a drop or a click here stands for, tried after every zone under the mouse (a
    seat's whole panel is where an attack on that seat may land, whether it aims at the hand or the
    island; a constellation card answers for its slots, in order); it is lit with them. An item may
    answer without a zone of its own.
    `lively`: a picture alive while the table stands still (an eye that blinks now and then): given the
    table's clock in seconds, the item whose picture is laid over this one now (the same outline), or None
    for its own. It is asked every frame, so it must be cheap, and its pictures are cached by their keys;
    the table redraws only when the answer's key changes, and not at all while animation is off.
    `arrives`: for glides, (the things this picture stands for, where new ones come from): each of them
    not in the last layout glides as this picture from that place to this one (a tentacle gained flies
    from the creature to the seat's track). Names, not places: a seat drawn elsewhere is not new. Until
    the first of them lands, the old layout's picture at this place is drawn here instead (an empty spot
    does not show filled while what fills it is still flying).
    `trail`: a mark a moving piece leaves (a footprint): (that piece's identity, a share of its glide);
    while that piece glides, the mark shows only once the glide has got that far.
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
    shape: str = RECT
    outline: tuple[Point, ...] = ()
    hover: tuple[Item, ...] = field(default=(), compare=False)
    via: tuple[Rect, ...] = field(default=(), compare=False)
    poses: tuple[Item, ...] = field(default=(), compare=False)
    opens: Action | None = field(default=None, compare=False)
    answers: tuple[str, ...] = ()
    known_as: str | None = field(default=None, compare=False)
    lively: Callable[[float], Item | None] | None = field(default=None, compare=False)
    arrives: tuple[tuple[str, ...], Rect] | None = field(default=None, compare=False)
    trail: tuple[str, float] | None = field(default=None, compare=False)

    def contains(self, pos: tuple[int, int]) -> bool:
        """Tells whether the pixel at `pos` is on the item, by its shape."""
        x, y, w, h = self.rect
        px, py = pos[0] - x, pos[1] - y
        if not (0 <= px < w and 0 <= py < h):
            return False
        if self.outline:
            return inside((px + 0.5, py + 0.5), self.outline)
        if self.shape == ROUND:  # the pixel's centre, against the inscribed ellipse
            dx, dy = (2 * px + 1) / w - 1, (2 * py + 1) / h - 1
            return dx * dx + dy * dy <= 1
        return True


def lively_now(items: list[Item], clock: float, hide: str | None = None) -> list[tuple[Item, Item]]:
    """Returns each lively item (but the piece in hand) with the picture to lay over it at `clock`."""
    found = []
    for item in items:
        if item.lively is not None and (item.piece is None or item.piece != hide):
            over = item.lively(clock)
            if over is not None:
                found.append((item, over))
    return found


def inside(point: tuple[float, float], polygon: tuple[Point, ...]) -> bool:
    """Tells whether `point` is inside `polygon` (even-odd rule: a ray to the right crosses it oddly)."""
    x, y = point
    crossings = 0
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            crossings += 1
    return crossings % 2 == 1


@dataclass(frozen=True)
class TableContext:
    """What a layout may know besides the view: who looks, who acts, the seats, and the look asked for.

    `colour_blind`: draw colour symbols bold and big, and a pattern per colour (the player's setting).
    """

    viewer: int | None
    to_act: int | None
    seats: tuple[Seat, ...]
    colour_blind: bool = False


#: A seat's name, colour and symbol.
SeatLook = tuple[str, tuple[int, int, int], str]


def seat_look(ctx: TableContext, seat: int) -> SeatLook:
    """Returns a seat's name, colour and symbol ('Player 3' and grey for a seat the table does not name)."""
    if 0 <= seat < len(ctx.seats):
        found = ctx.seats[seat]
        return found.name, seat_rgb(found.colour), seat_symbol(found.colour)
    return f"Player {seat + 1}", seat_rgb(""), seat_symbol("")


def big_seat(ctx: TableContext) -> int:
    """Returns the seat a table draws large: the viewer, else the player to act, else seat 0."""
    if ctx.viewer is not None:
        return ctx.viewer
    return ctx.to_act if ctx.to_act is not None and ctx.to_act >= 0 else 0


class TableDesign:
    """A game's table, built with its rules: where its items sit for a given view. No mouse handling here.

    A game fills in `_items`; `layout` runs it in the look the context asks for (colour-blind or not)."""

    def __init__(self, rules: Any):
        self.rules = rules

    def layout(self, view: GameState, ctx: TableContext) -> list[Item]:
        """Returns the items to draw, bottom first, in the look `ctx` asks for."""
        from tabletop.ui.looks import drawn_for  # it draws with pygame: the controller imports this module

        with drawn_for(ctx):
            return self._items(view, ctx)

    def _items(self, view: GameState, ctx: TableContext) -> list[Item]:
        raise NotImplementedError

    def felt(self, size: tuple[int, int]) -> pygame.Surface | None:
        """Returns the game's own table felt at `size`, bars included (docs/style.md), or None for the
        engine's sea."""
        return None

    def follow_up(self, view: GameState, action: Action, legal: list[Action]) -> Action | None:
        """Returns the action the table applies right after a person's `action`, in the same gesture, when
        nothing is left to choose (`view` and `legal`: the acting seat's, after it), or None: a game's
        confirmation that could only be pressed next, say. The saved moves stay one per action."""
        return None

    def story(self, old: Any, new: Any, planned: list) -> list:
        """Returns how the table shows the one move that led from the model `old` to `new` (TableModels:
        views, items, the action as `new.last`): the glides `planned` from what moved (tabletop/ui/moves.py),
        changed as the game tells it (a slower glide, a word popping up). Default: as planned."""
        return planned

    def choice_order(self, view: GameState, actions: list[Action]) -> list[Action]:
        """Returns the actions a chooser offers for one gesture, most useful first (default: as given, the
        rules' sorted order)."""
        return actions


def piece_at(items: list[Item], pos: tuple[int, int]) -> Item | None:
    """Returns the topmost item holding a piece under `pos`."""
    for item in reversed(items):
        if item.piece is not None and item.contains(pos):
            return item
    return None


def hover_at(items: list[Item], pos: tuple[int, int]) -> Item | None:
    """Returns the topmost item under `pos` if it has hover pictures (None if the topmost has none)."""
    for item in reversed(items):
        if item.make is not None and item.contains(pos):
            return item if item.hover else None
    return None


def zones_at(items: list[Item], pos: tuple[int, int]) -> list[str]:
    """Returns the zone ids under `pos`, topmost first, without repeats; the zones an item also answers
    for (`answers`) come after every zone under `pos`, so a place's own zone always wins."""
    found: list[str] = []
    also: list[str] = []
    for item in reversed(items):
        if (item.zone is not None or item.answers) and item.contains(pos):
            found += [item.zone] if item.zone is not None else []
            also.extend(item.answers)
    return list(dict.fromkeys(found + also))


def zone_items(items: list[Item]) -> dict[str, list[Item]]:
    """Returns every zone id with the items that stand for it (its own, and those that answer for it: a
    lit place lights all of them)."""
    found: dict[str, list[Item]] = {}
    for item in items:
        for zone in ([item.zone] if item.zone is not None else []) + list(item.answers):
            found.setdefault(zone, []).append(item)
    return found
