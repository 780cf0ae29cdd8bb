"""The cosmic bridge on the table: tokens A and B (a portal ring with its letter) on the corners of their
tiles, a dashed arc joining them under the tiles (along the gaps, so it covers no tile's words), face-down
tiles while the tokens are placed (the tokens wait in the decision panel, to be dragged onto a tile), and
the panel's words for placing and moving."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from games.cosmoctopus.rules import bridge
from games.cosmoctopus.rules.state import CosmoState
from games.cosmoctopus.table.bridge_route import route
from games.cosmoctopus.table.pieces import pic
from games.cosmoctopus.table.shape import AREA, cell_rect
from tabletop.rules import decisions
from tabletop.ui.items import ROUND, Item
from tabletop.ui.marks import GOLD, WHITE
from tabletop.ui.sprites import blit_centred, rounded, text

RING = (120, 236, 255)  # the bridge's colour: cyan, always with its letter and the dashed arc
DEEP = (40, 22, 84)
#: Where the tokens wait while they are placed: the right of the decision panel.
WAITING = (1124, 496)
WAITING_SIZE = 56
PANEL_WORDS = {
    bridge.PLACE_BRIDGE: "The tiles lie face down. Drag the bridge token onto a lit tile: token B goes on a "
    "tile not adjacent to token A (in the other section of a realm in two). Then the tiles are turned.",
    bridge.SHIFT: "Drag bridge token A or B to a lit tile (never onto the other token; in a realm of two "
    "sections each stays in its own). A card from your hand pays for it next. Or Cancel.",
    bridge.BRIDGE_PAY: "Drag any card from your hand onto the discard pile to pay for the move, or Cancel.",
}


def token_picture(letter: str, size: int) -> pygame.Surface:
    """Returns a bridge token: a dark disc, a double cyan ring (a portal) and its letter in gold."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surface, DEEP, (c, c), c - 1)
    pygame.draw.circle(surface, RING, (c, c), c - 1, max(3, size // 10))
    pygame.draw.circle(surface, WHITE, (c, c), c - max(6, size // 5), max(1, size // 22))
    blit_centred(surface, text(letter, max(14, size // 2), GOLD, True), (c, c + 1))
    return surface


def facedown_picture(size: int, number: int) -> pygame.Surface:
    """Returns a face-down tile: a plain dark back with its number (no sign of which tile it is)."""
    surface = rounded((size, size), (22, 20, 48), (*RING, 160), radius=14, width=3)
    for k in range(3):
        r = size // 2 - 14 - k * size // 9
        pygame.draw.circle(surface, (60, 52, 120), (size // 2, size // 2), max(4, r), 2)
    blit_centred(surface, text(str(number), max(18, size // 4), WHITE, True), (size // 2, size // 2))
    return surface


def arc_picture(points: tuple, area, colour=RING, under=DEEP) -> pygame.Surface:
    """Returns a see-through picture of `area` with a dashed line (dark under cyan) along `points`."""
    surface = pygame.Surface(area[2:], pygame.SRCALPHA)
    dashes = _dashes(_smooth(points), 14, 9)
    for dash in dashes:
        pygame.draw.lines(surface, under, False, dash, 10)
    for dash in dashes:
        pygame.draw.lines(surface, colour, False, dash, 5)
    return surface


def _smooth(points: tuple) -> list:
    """Returns the points with each inner one moved to the mean of its neighbours (the grid's steps
    rounded off); the ends stay."""
    if len(points) < 5:
        return list(points)
    inner = [
        tuple(sum(p[k] for p in points[i - 2 : i + 3]) / 5 for k in (0, 1)) for i in range(2, len(points) - 2)
    ]
    return [points[0], points[1], *inner, points[-2], points[-1]]


def _dashes(points: list, on: float, off: float) -> list[list]:
    """Returns the line along `points` cut into dashes `on` px long with `off` px between them."""
    found, dash, walked = [], [points[0]], 0.0
    for a, b in zip(points, points[1:], strict=False):
        walked += math.dist(a, b)
        if dash:
            dash.append(b)
        if walked >= (on if dash else off):
            if dash:
                found.append(dash)
            dash, walked = ([] if dash else [b]), 0.0
    return [d for d in found + [dash] if len(d) > 1]


def token_size(view: CosmoState) -> int:
    """Returns the size of a token drawn on this layout's tiles."""
    return max(32, round(cell_rect(view.layout.cells, 0)[2] * 0.24))


def token_rect(view: CosmoState, cell: int) -> tuple[int, int, int, int]:
    """Returns where a token lies on a cell: centred on its tile's top left corner (clear of its name)."""
    x, y, _, _ = cell_rect(view.layout.cells, cell)
    size = token_size(view)
    return (x - size // 2 + 4, y - size // 2 + 4, size, size)


def halo_picture(size: int) -> pygame.Surface:
    """Returns the ring drawn round a bridge tile: dark under cyan, a little wider than the tile."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surface, DEEP, surface.get_rect(), 9, border_radius=18)
    pygame.draw.rect(surface, RING, surface.get_rect().inflate(-3, -3), 5, border_radius=17)
    return surface


def halo_item(view: CosmoState, cell: int) -> Item:
    """Returns the ring round a tile a bridge token lies on (under the tile's lit ring)."""
    x, y, w, h = cell_rect(view.layout.cells, cell)
    tip = "A cosmic bridge tile: Cosmoctopus may step from here to the other bridge tile as if they touched."
    return pic(f"halo:{w + 10}", (x - 5, y - 5, w + 10, h + 10), halo_picture, w + 10, tip=tip)


def _tip(token: str, placed: bool) -> str:
    name = f"Bridge token {token[-1].upper()}"
    if not placed:
        return f"{name}: drag it onto a face-down tile (not adjacent to token A, for token B)."
    return (
        f"{name}: its tile and the other token's tile are adjacent for moving Cosmoctopus. In your move "
        "step, press 'Move a bridge token', drag it to a lit tile and discard any card (once a turn)."
    )


def token_item(view: CosmoState, token: str, rect, pieces: set) -> Item:
    """Returns a token (the piece dragged to place or move it, when the viewer may)."""
    letter = token[-1].upper()
    placed = bridge.TOKENS.index(token) < len(view.bridge)
    item = pic(
        f"bridge:{letter}:{rect[2]}",
        rect,
        token_picture,
        letter,
        rect[2],
        piece=token if token in pieces else None,
        tip=_tip(token, placed),
    )
    return replace(item, shape=ROUND, place=token, above=True)


def ghost_picture(letter: str, size: int) -> pygame.Surface:
    """Returns a token's ghost, half see-through: where it goes once the card is discarded."""
    surface = token_picture(letter, size)
    surface.set_alpha(120)
    return surface


def ghost_item(view: CosmoState) -> list[Item]:
    """Returns, while a token move waits for its card, the token's ghost on the tile it goes to."""
    prompt = decisions.top(view)
    if prompt is None or prompt.kind != bridge.BRIDGE_PAY:
        return []
    letter, rect = prompt.data.token[-1].upper(), token_rect(view, prompt.data.cell)
    tip = f"Token {letter} goes here once you discard a card (or Cancel)."
    return [
        replace(pic(f"ghost:{letter}:{rect[2]}", rect, ghost_picture, letter, rect[2], tip=tip), above=True)
    ]


def facedown_items(view: CosmoState) -> list[Item]:
    """Returns the face-down tiles (drop places for a token) while the bridge tokens are placed."""
    tip = "A face-down tile: which tile is which stays hidden until both bridge tokens are placed."
    items = []
    for cell in range(len(view.realm)):
        rect = cell_rect(view.layout.cells, cell)
        key = f"facedown:{rect[2]}:{cell}"
        items.append(pic(key, rect, facedown_picture, rect[2], cell + 1, zone=f"tile:{cell}", tip=tip))
    return items


def halos(view: CosmoState) -> list[Item]:
    """Returns the arc joining the tokens (once both are down) and the rings round their tiles, drawn under
    the tiles: the arc runs along the gaps and round the outside, so it covers no tile's words."""
    if not bridge.on(view):
        return []
    items = []
    if len(view.bridge) == 2:
        items.append(arc_item(view))
    return items + [halo_item(view, cell) for cell in view.bridge]


def arc_item(view: CosmoState) -> Item:
    """Returns the dashed arc from token A to token B, along the route round the tiles."""
    ends = tuple(_centre(view, cell) for cell in view.bridge)
    points = route(view.layout.cells, AREA, ends, token_size(view) // 2 + 8)
    tip = "The cosmic bridge: Cosmoctopus may step between these two tiles as if they touched."
    return pic(f"arc:{hash(points)}", AREA, arc_picture, points, AREA, tip=tip)


def bridge_items(view: CosmoState, pieces: set) -> list[Item]:
    """Returns the arc (once both tokens are down) and the tokens: on their tiles, or waiting in the panel."""
    if not bridge.on(view):
        return []
    items = []
    for n, token in enumerate(bridge.TOKENS):
        if n < len(view.bridge):
            rect = token_rect(view, view.bridge[n])
        else:
            rect = (WAITING[0] + n * (WAITING_SIZE + 16), WAITING[1], WAITING_SIZE, WAITING_SIZE)
        items.append(token_item(view, token, rect, pieces))
    return items + ghost_item(view)


def _centre(view: CosmoState, cell: int) -> tuple[int, int]:
    x, y, w, h = token_rect(view, cell)
    return x - AREA[0] + w // 2, y - AREA[1] + h // 2


def title(view: CosmoState, who: str, tile_name) -> str:
    """Returns the panel's title for a bridge decision ('' for another): `tile_name(zone)` names a tile."""
    prompt = decisions.top(view)
    if prompt is None:
        return ""
    if prompt.kind == bridge.SHIFT:
        return f"{who}: move a bridge token (once a turn, for a card)"
    if prompt.kind == bridge.PLACE_BRIDGE:
        return f"{who}: place {bridge.NAMES[bridge.TOKENS[len(view.bridge)]]} on a face-down tile"
    if prompt.kind == bridge.BRIDGE_PAY:
        shift = prompt.data
        to = tile_name(f"tile:{shift.cell}")
        return f"{who}: discard a card to move {bridge.NAMES[shift.token]} to {to}"
    return ""


def pieces(view: CosmoState) -> set[str]:
    """Returns the tokens the viewer may pick up once both are down (a drop is done, or told why not)."""
    return set(bridge.TOKENS) if bridge.on(view) and len(view.bridge) == 2 else set()


def instructions(view: CosmoState, words: str) -> str:
    """Returns the panel's instructions, with the bridge's offer added while its move may be made."""
    if bridge.may_shift(view, view.current):
        offer = "Or press 'Move a bridge token' (for a card). Confirm ends"
        return words.replace("Confirm ends", offer)
    return words
