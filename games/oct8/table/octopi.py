"""One octopus on the table: a mat (its drop zone), its head card, and its arm cards fanned below."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.scoring import matching
from games.oct8.rules.state import Oct8State, Octopus, oct_zone
from games.oct8.table import art
from games.oct8.table.pieces import arm, arm_tip, head, pic
from tabletop.ui.items import Item, Rect
from tabletop.ui.sprites import rounded


class Size(NamedTuple):
    """The card sizes of one octopus style."""

    head: tuple[int, int]
    arm: tuple[int, int]
    badge: int  # font size of its badge


BIG = Size((112, 124), (86, 120), 30)
MID = Size((72, 78), (60, 84), 22)
TILES = Size((52, 56), (40, 40), 20)  # another player's octopus: always arm tiles (rows of four)
TILE_GAP = 4
ARC = 8  # how far the outer arm cards hang below the middle ones


def height(size: Size) -> int:
    """Returns the height an octopus of this style needs."""
    if size is TILES:
        return 4 + size.head[1] + 6 + 2 * size.arm[1] + TILE_GAP + 4
    return size.head[1] + 6 + size.arm[1] + ARC + 6


def tile_rects(rect: Rect, size: Size, count: int) -> list[Rect]:
    """Returns arm tiles' rectangles: centred rows of four (more per row past eight) under the head, side by
    side with a gap, as big as the octopus's place allows, so they never overlap."""
    x, y, w, h = rect
    cols = max(4, -(-count // 2))
    top = y + 4 + size.head[1] + 6
    side = min((y + h - 4 - top - TILE_GAP) // 2, (w - 8 - TILE_GAP * (cols - 1)) // cols)
    rects = []
    for i in range(count):
        row, col = divmod(i, cols)
        in_row = min(cols, count - row * cols)
        x0 = x + (w - in_row * side - TILE_GAP * (in_row - 1)) // 2
        rects.append((x0 + col * (side + TILE_GAP), top + row * (side + TILE_GAP), side, side))
    return rects


def tiled(rect: Rect, size: Size, count: int) -> bool:
    """Tells whether the arm cards are drawn as tiles: always for TILES, else when a row would overlap."""
    return size is TILES or count * (size.arm[0] + 6) - 6 > rect[2] - 12


def mat(w: int, h: int, lit: bool) -> pygame.Surface:
    """Returns the soft plate under an octopus; an octopus in an exchange gets a gold edge."""
    edge = (255, 214, 64) if lit else (120, 170, 190, 90)
    return rounded((w, h), (8, 30, 48, 110), edge, radius=16, width=3 if lit else 2)


def arm_rects(rect: Rect, size: Size, count: int) -> list[Rect]:
    """Returns the arm cards' rectangles: a row under the head, the outer cards hanging lower."""
    x, y, w, _ = rect
    aw, ah = size.arm
    top = y + 4 + size.head[1] + 6
    step = min(aw + 6, (w - 12 - aw) / max(1, count - 1))
    x0 = x + (w - aw - step * max(0, count - 1)) / 2
    middle = (count - 1) / 2
    rects = []
    for i in range(count):
        lift = int(ARC * ((i - middle) / max(1, middle)) ** 2) if count > 1 else 0
        rects.append((int(x0 + i * step), top + lift, aw, ah))
    return rects


def badge_item(cat: Catalog, octopus: Octopus, shared: bool, at: tuple[int, int], size: Size) -> Item:
    """Returns the badge beside a head: the arms on a shared head ('5/8'), the points of a finished one."""
    total = cat.arm_total(octopus)
    if shared:
        words, fill = f"{total}/8", (255, 214, 64) if total == 8 else (58, 96, 130)
        tip = f"{total} of 8 arms: at exactly 8 the octopus goes to whoever finished it"
    else:
        points = matching(cat, octopus)
        words, fill = f"{points} pt{'s' * (points != 1)}", (58, 96, 130)
        tip = f"Arm cards of its head's colour: {points}, so {points} point{'s' * (points != 1)}"
    picture = art.pill(words, fill, size.badge)
    rect = (at[0], at[1], picture.get_width(), picture.get_height())
    return pic(f"badge:{words}:{fill}:{size.badge}", rect, art.pill, words, fill, size.badge, tip=tip)


def lock_item(cat: Catalog, octopus: Octopus, at: tuple[int, int], size: Size) -> Item:
    """Returns the padlock shown left of a blocked octopus's head."""
    side = size.badge + 12
    colour = cat.colour_name(cat.colour_of[octopus[0]]).lower()
    tip = f"Blocked: every arm is {colour}, so other players cannot swap its arms"
    w, h = art.lock_badge(side).get_size()  # the padlock and its word under it
    return pic(f"lock:{side}", (at[0] - w - 8, at[1], w, h), art.lock_badge, side, tip=tip)


def arm_items(cat: Catalog, octopus: Octopus, rect: Rect, size: Size, options: dict) -> list[Item]:
    """Returns the arm cards fanned under the head, and the gap of a swap under way after them."""
    cards, gap, name = octopus[1:], options.get("gap"), options.get("name", "")
    count = len(cards) + (1 if gap else 0)
    tiles = tiled(rect, size, count)
    rects = (tile_rects if tiles else arm_rects)(rect, size, count)
    if gap and tiles:
        gap = gap.split("\n")[0]  # '3/4' alone fits a tile
    movable = options.get("movable_arms", False)
    items = [
        arm(cat, card, spot, movable, tip=f"{arm_tip(cat, card)}\nNow on {name}." if name else "")
        for card, spot in zip(cards, rects, strict=False)
    ]
    if gap:
        gx, gy, gw, gh = rects[-1]
        tip = "Drop cards here to make up the arms"
        items.append(pic(f"gap:{gap}:{gw}x{gh}", rects[-1], art.empty_spot, gw, gh, gap, tip=tip))
    return items


def head_tip(cat: Catalog, octopus: Octopus, shared: bool, name: str) -> str:
    """Returns a head's tooltip: how its octopus is finished (shared) or scored and swapped (made)."""
    colour = cat.colour_name(cat.colour_of[octopus[0]]).lower()
    total = cat.arm_total(octopus)
    if shared:
        return (
            f"Shared {colour} octopus: {total} of 8 arms. Attach hand cards to it (action 2); whoever makes "
            "it exactly 8 takes it and a baby octopus. The turn draw never goes on a head of its colour."
        )
    points, title = matching(cat, octopus), name or "an octopus"
    return (
        f"{title[:1].upper() + title[1:]}: {points} point{'s' * (points != 1)} now, 1 per {colour} arm card. "
        "Hand swap (action 3, your own octopuses): one arm card for hand cards with the same number of arms. "
        "Arm swap (action 4): one arm card for cards of another octopus with the same number of arms. "
        f"When every arm card is {colour}, it is blocked: nobody else may swap its arms."
    )


def octopus_items(
    cat: Catalog, view: Oct8State, octopus: Octopus, rect: Rect, size: Size, options: dict
) -> list[Item]:
    """Returns one octopus's items: mat (the zone), head, badge, blocked marker and arm cards.

    options: shared (bool), lit (in an exchange), movable_arms, movable_head, gap (words on an empty
    slot at the end of the arms, for a swap under way), name (for tips).
    """
    x, y, w, h = rect
    shared, name, lit = options.get("shared", False), options.get("name", ""), options.get("lit", False)
    tip = head_tip(cat, octopus, shared, name)
    items = [pic(f"mat:{w}x{h}:{lit}", rect, mat, w, h, lit, zone=oct_zone(octopus[0]), tip=tip)]
    hw, hh = size.head
    hx = x + (w - hw) // 2
    items.append(head(cat, octopus[0], (hx, y + 4, hw, hh), options.get("movable_head", False), tip=tip))
    items.append(badge_item(cat, octopus, shared, (hx + hw + 8, y + 8), size))
    if not shared and cat.is_blocked(octopus):
        items.append(lock_item(cat, octopus, (hx - 4, y + 8), size))
    return items + arm_items(cat, octopus, rect, size, options)
