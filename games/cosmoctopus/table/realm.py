"""The Inky Realm: its tiles where the layout data puts them (each a place to drop the head on), the bonus
of each as a mark and words, Cosmoctopus' head (the piece of a move), the Tribute to reach each tile while
the viewer moves it, and the line saying whom its gaze falls on."""

from __future__ import annotations

from dataclasses import replace

import pygame

from games.cosmoctopus.rules import moving
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import HEAD, MOVE, CosmoState, tile_zone
from games.cosmoctopus.table import art, bridge, extra_links, scenery
from games.cosmoctopus.table.cardtext import tile_face, tile_words
from games.cosmoctopus.table.facewords import LEAST, fit_line, fitted, icon_line, words
from games.cosmoctopus.table.palette import ACTING, resource_rgb
from games.cosmoctopus.table.pieces import label, pic, pill
from games.cosmoctopus.table.shape import AREA, SMALL, cell_rect, links_picture
from tabletop.rules import decisions
from tabletop.rules.decisions import top_kind
from tabletop.ui.items import ROUND, Item, TableContext, seat_look
from tabletop.ui.looks import colour_aware
from tabletop.ui.marks import GOLD, WHITE, badge, fit, mix
from tabletop.ui.sprites import blit_centred, font, icon, rounded, wrap

X = AREA[0]
BORDER = 4  # the width of a tile's edge
SMALL_SINK = 9  # how far a Tribute pill reaches into a small tile (it has no name)
SINK = 8  # how far into a large tile: its pill sits between its name and the words of the tile above
NAME_TOP = 20  # the middle of a large tile's first line of name


def tile_rect(view: CosmoState, cell: int) -> tuple[int, int, int, int]:
    """Returns where a cell of the game's layout is drawn (the layout scaled to fit the realm's area)."""
    return cell_rect(view.layout.cells, cell)


def head_size(tile: int) -> int:
    """Returns the size of the head drawn on a tile of this size."""
    return round(tile * 0.44)


def head_spot(tile: int) -> pygame.Rect:
    """Returns where the head sits on a tile of this size: a little above the middle, between the name
    (a large tile's) and the line of its bonus, touching neither."""
    size = head_size(tile)
    return pygame.Rect((tile - size) // 2, (tile - size) // 2 - tile // 18, size, size)


@colour_aware
def tile_picture(cat: Catalog, tile_id: str, size: int, occupied: bool, cb: bool = False) -> pygame.Surface:
    """Returns a tile: its name (on a large tile), its bonus as a mark and two short lines (one short line
    along the bottom when the head sits in its middle), a gold star on a special one. Every word is 18 px
    or more: a small tile drops words (its name, 'special') to its tip rather than shrink them."""
    small = size < SMALL
    resource, lines, compact = tile_face(cat, tile_id, small)
    edge = resource_rgb(resource) if resource else (180, 150, 240)
    fill = (52, 36, 104) if occupied else (26, 30, 70)
    surface = rounded((size, size), fill, (*mix(edge, WHITE, 0.2), 255), radius=14, width=BORDER)
    kind = bonus_kind(cat, tile_id)
    if kind[0] == "special" or occupied or small:  # behind its words (the head, the tile's few words)
        surface.blit(scenery.tile_art(kind, size - 2 * BORDER, 110 if occupied else 150), (BORDER, BORDER))
    for picture, rect in name_lines(cat, tile_id, size, occupied):
        surface.blit(picture, rect)
    if occupied:
        _compact(surface, compact, cb)
    else:
        _face(surface, resource, lines, 0 if small else 0.18, cb)
    if cat.tile[tile_id].special:
        star = star_rect(size, occupied)
        surface.blit(icon("star", star.width, GOLD), star)
        if not occupied and not small:
            surface.blit(words("special", LEAST, GOLD), (10, size - 28))
    return surface


def bonus_kind(cat: Catalog, tile_id: str) -> tuple:
    """Returns what a tile's picture shows of its bonus: ('gain', resource, count, a row card too) or
    ('special', its first step)."""
    steps = cat.tile[tile_id].bonus
    first = steps[0]
    if first.do == "gain" and first.resource != "same":
        return ("gain", first.resource, first.count, len(steps) > 1)
    return ("special", first.do)


def name_lines(
    cat: Catalog, tile_id: str, size: int, occupied: bool = False
) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """Returns the lines of a tile's name and where each sits on the tile (none on a small tile); one line,
    cut if it must be, while the head stands on it (it covers the second: 'Stargazer's' lost its 'Rock')."""
    if size < SMALL:
        return []
    found = []
    name = cat.card_name(tile_id)
    lines = [name] if occupied else wrap(name, LEAST, size - 16, True)[:2]
    for i, line in enumerate(lines):
        picture = _fitted(line, size)
        found.append((picture, picture.get_rect(center=(size // 2, NAME_TOP + i * 22))))
    return found


def star_rect(size: int, occupied: bool) -> pygame.Rect:
    """Returns where a special tile's star sits: top right on a small tile (it has no name), bottom right
    beside 'special' on a free one, and right of the head, clear of the name, while the head is on it."""
    star = round(min(24, size * 0.2))
    if size < SMALL:
        return pygame.Rect(size - star - 8, 8, star, star)
    y = (size - star) // 2 if occupied else size - 32
    return pygame.Rect(size - star - 8, y, star, star)


def _face(surface: pygame.Surface, resource: str, lines: list[str], top: float, cb: bool) -> None:
    """Draws a tile's bonus under its name (`top`: the share of the tile the name takes; none on a small
    tile, which says it in shorter words)."""
    size = surface.get_width()
    room = size * (1 - top)
    middle, bottom = round(size * top + room * 0.38), round(size * top + room * 0.78)
    if resource:
        mark = max(30, min(46, round(size * 0.3)))
        if (
            top
        ):  # a large tile: its bonus drawn (the coins themselves), the mark on it in the colour-blind look
            steps = [s for s in (1, 2, 3) if f"+{s}" == lines[0]] or [1]
            kind = ("gain", resource, steps[0], "card" in lines[1])
            picture = scenery.tile_art(kind, round(mark * 1.7))
            blit_centred(surface, picture, (size // 2 - mark * 2 // 3, middle))
            if cb:
                blit_centred(
                    surface, art.mark(resource, mark * 2 // 3, cb=cb), (size // 2 - mark * 2 // 3, middle)
                )
        else:
            blit_centred(surface, art.mark(resource, mark, cb=cb), (size // 2 - mark * 2 // 3, middle))
        number = words(lines[0], max(26, mark * 3 // 4), WHITE)
        blit_centred(surface, number, (size // 2 + mark // 2, middle))
        blit_centred(surface, _fitted(lines[1], size), (size // 2, bottom))
        return
    for i, line in enumerate(lines):
        blit_centred(surface, _fitted(line, size), (size // 2, round(size * top + room * (0.33 + 0.28 * i))))


def _fitted(line: str, size: int) -> pygame.Surface:
    """Returns a line of a tile's words at 18 px, cut with an ellipsis if it is wider than the tile (the
    short words of a small tile are chosen to fit)."""
    return words(fit_line(line, LEAST, size - 10), LEAST, WHITE)


def _compact(surface: pygame.Surface, line: str, cb: bool) -> None:
    """Draws a tile's bonus as one line of words and marks along its bottom (the head covers the middle)."""
    size = surface.get_width()
    face = icon_line(fitted(line, LEAST, size - 12, False)[1], LEAST, WHITE, False)
    blit_centred(surface, face, (size // 2, size - (26 if size >= SMALL else 17)))  # clear of a pill below


def tile_items(cat: Catalog, view: CosmoState, ctx: TableContext) -> list[Item]:
    """Returns every tile (a drop place for the head) and, while the viewer moves, the Tribute labels."""
    items = []
    moving_now = _moving(view, ctx)
    reach = moving.reach(cat, view, ctx.viewer) if moving_now else {}
    for cell, tile_id in enumerate(view.realm):
        rect = tile_rect(view, cell)
        tip = f"{cat.card_name(tile_id)}: {tile_words(cat, tile_id)}."
        if cat.tile[tile_id].special:
            tip += " A special tile."
        tip += _tile_note(view, cell, reach, moving_now)
        occupied = cell == view.head
        key = f"tile:{tile_id}:{rect[2]}:{occupied}"
        items.append(
            pic(key, rect, tile_picture, cat, tile_id, rect[2], occupied, zone=tile_zone(cell), tip=tip)
        )
        items += _reach_label(view, cell, reach, rect, moving_now)
    return items


def _moving(view: CosmoState, ctx: TableContext) -> bool:
    """Tells whether the viewer is moving Cosmoctopus now."""
    return top_kind(view) == MOVE and ctx.viewer is not None and decisions.top(view).seat == ctx.viewer


def _tile_note(view: CosmoState, cell: int, reach: dict[int, int], moving_now: bool) -> str:
    if cell == view.head:
        return " Cosmoctopus is here."
    if moving_now and cell == view.move_start:
        return " The move began here: Cosmoctopus may not come back to it."
    if cell in reach:
        cost = reach[cell]
        return " Free to reach." if cost == 0 else f" {cost} resource{'s' * (cost > 1)} of Tribute to reach."
    return ""


def _reach_label(view: CosmoState, cell: int, reach: dict[int, int], rect, moving_now: bool) -> list[Item]:
    """Returns the pill on a tile the head may still reach: 'free' or '+N tribute' (and 'start' where the
    move began)."""
    if not moving_now:
        return []
    x, y, w, _ = rect
    small = w < SMALL  # its pill drops words (its tip says them) rather than shrink them
    if cell == view.move_start and cell != view.head:
        return [_top_pill("start" if small else "start: not again", rect, (150, 150, 170))]
    if cell not in reach:
        return []
    said = "free" if reach[cell] == 0 else f"+{reach[cell]}" + ("" if small else " tribute")
    return [_top_pill(said, rect, (96, 214, 120) if reach[cell] == 0 else ACTING)]


def _top_pill(said: str, rect, fill) -> Item:
    """Returns a pill across a tile's top edge, centred, drawn above the lit rings. Over a large tile it
    stands on the tile's border, midway between its name and the words of the tile above (it reached 9 px
    into the tile, touching the name's first line: 'Scrivener's Nook' read under '+1 tribute'); a small tile
    has no name, and a pill that high would cover more of the tile above."""
    w, h = font(LEAST, True).size(said)[0] + 18, font(LEAST, True).get_height() + 4
    x = max(2, rect[0] + (rect[2] - w) // 2)  # a small tile at the table's edge: the pill stays on it
    sink = SINK if rect[2] >= SMALL else SMALL_SINK
    return replace(pill(said, (x, rect[1] - h + sink), fill, LEAST), above=True)


def head_item(cat: Catalog, view: CosmoState, ctx: TableContext, piece: bool) -> Item:
    """Returns Cosmoctopus' head on its tile: the piece dragged to move it."""
    x, y, w, h = tile_rect(view, view.head)
    spot = head_spot(w).move(x, y)
    size, rect = spot.width, tuple(spot)
    who = seat_look(ctx, view.current)[0]
    tip = f"Cosmoctopus: its gaze is on {who}. " + (
        "Drag it to a lit tile: the first step is free, each further step costs 1 resource as Tribute."
        if _moving(view, ctx)
        else "It moves at the start of every turn."
    )
    gazes = gaze_targets(cat, view)
    item = pic(f"head:{size}:{gazes[0]}:open", rect, scenery.head, size, gazes[0], "open")
    item = replace(item, piece=HEAD if piece else None, tip=tip)
    return replace(item, shape=ROUND, place="head", lively=Alive(item, gazes))


def head_rect(view: CosmoState) -> tuple[int, int, int, int]:
    """Returns where the head is drawn (the realm's middle while it is hidden): where a tentacle gained
    comes from."""
    if view.head < 0:
        x, y, w, h = AREA
        return (x + w // 2 - 30, y + h // 2 - 30, 60, 60)
    x, y, w, _ = tile_rect(view, view.head)
    return tuple(head_spot(w).move(x, y))


def tentacles_arrive(view: CosmoState, seat: int, count: int, picture: Item) -> Item:
    """Returns a seat's tentacle picture standing for its first `count` tentacles: each one new since the
    last layout flies to it from Cosmoctopus' head (tabletop/ui/items.py's `arrives`)."""
    names = tuple(f"tentacle:{seat}:{n}" for n in range(1, count + 1))
    return replace(picture, arrives=(names, head_rect(view)))


def gaze_targets(cat: Catalog, view: CosmoState) -> tuple[tuple[int, int], ...]:
    """Returns the ways the head looks in turn: towards each tile it may step onto next (at most four,
    each way once), straight ahead if none."""
    hx, hy, hw, hh = tile_rect(view, view.head)
    found: list[tuple[int, int]] = []
    for cell in moving.steps(cat, view):
        x, y, w, h = tile_rect(view, cell)
        dx, dy = x + w / 2 - hx - hw / 2, y + h / 2 - hy - hh / 2
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        way = (round(dx / length), round(dy / length))
        if way not in found:
            found.append(way)
    return tuple(found[:4]) or ((0, 0),)


#: The head's life: it looks at each tile it may go to for LOOK seconds, and blinks as every other look
#  begins (half shut, shut, half shut: BLINK seconds in all).
LOOK, BLINK = 2.6, 0.22


class Alive:
    """The head's lively pictures: given the table's clock, which frame lies over its own picture. Every
    frame is an item made once here, its picture cached by its key (the same surface each time)."""

    def __init__(self, base: Item, gazes: tuple[tuple[int, int], ...]):
        self.base, self.gazes = base, gazes
        size = base.rect[2]
        self.frames = {
            (gaze, lids): pic(f"head:{size}:{gaze}:{lids}", base.rect, scenery.head, size, gaze, lids)
            for gaze in gazes
            for lids in scenery.LIDS
        }

    def __call__(self, clock: float) -> Item | None:
        look = int(clock // LOOK)
        into = clock - look * LOOK
        gaze = self.gazes[look % len(self.gazes)]
        lids = "open"
        if look % 2 == 1 and into < BLINK:
            lids = "half" if into < BLINK / 4 or into > BLINK * 3 / 4 else "shut"
        if (gaze, lids) == (self.gazes[0], "open"):
            return None
        return self.frames[(gaze, lids)]


def gaze_items(cat: Catalog, view: CosmoState, ctx: TableContext) -> list[Item]:
    """Returns the line under the realm: whom Cosmoctopus' gaze falls on (whose turn it is), and the turn."""
    y, room = AREA[1] + AREA[3] + 4, AREA[2] - 38  # clear of the board under it and the play area
    if view.phase in ("draft", "bridge"):
        words = {"draft": "The draft: keep 1 card, pass the rest left"}.get(view.phase, "")
        return [label(words or "Set-up: placing the bridge tokens", (X, y), 20, WHITE)]
    if view.phase == "pi":  # the Private Investigator's turn ends every round
        return [label(f"Turn {view.turn} · the Private Investigator's turn", (X, y), 20, WHITE)]
    name, rgb, symbol = seat_look(ctx, view.current)
    words = f"Turn {view.turn} · its gaze is on {name}"
    tip = f"Cosmoctopus looks at {name}: it is {name}'s turn. Then it turns to the next player on the left."
    tip += f" The Inky Realm is laid out as {view.layout.name}: a line joins each pair of adjacent tiles."
    items = [pic(f"badge:{rgb}:{symbol}:28", (X, y, 28, 28), badge, symbol, rgb, 28, tip=tip)]
    items.append(label(fit(words, 20, room), (X + 36, y), 20, mix(rgb, WHITE, 0.45), tip=tip))
    return items


def links_item(view: CosmoState) -> Item:
    """Returns the lines joining adjacent tiles, under the tiles (what they mean is said by the line under
    the realm: tiles cover most of this picture, so it has no tip of its own)."""
    layout = view.layout
    return pic(f"links:{hash((layout.cells, layout.extra))}", AREA, links_picture, layout, AREA)


def everything(
    cat: Catalog, view: CosmoState, ctx: TableContext, legal_head: bool, pieces: set = frozenset()
) -> list[Item]:
    """Returns the realm: the links, tiles, Tribute labels, the cosmic bridge, the head and the gaze line;
    while the bridge tokens are placed, face-down tiles and no head (the view hides where it is)."""
    under, tokens = [links_item(view), *bridge.halos(view)], bridge.bridge_items(view, pieces)
    if view.head < 0:
        return [*under, *bridge.facedown_items(view), *tokens, *gaze_items(cat, view, ctx)]
    head = head_item(cat, view, ctx, legal_head)
    extra = extra_links.link_items(view, lambda cell: cat.card_name(view.realm[cell]))
    return [*under, *tile_items(cat, view, ctx), *extra, *tokens, head, *gaze_items(cat, view, ctx)]
