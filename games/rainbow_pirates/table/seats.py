"""Where the pirates sit: the others' panels along the top (name, hand, points, island), the big seat's
island in the middle and its hand along the bottom."""

from __future__ import annotations

from dataclasses import replace

from games.rainbow_pirates.rules import groups, moves
from games.rainbow_pirates.rules.catalog import BLACK, COLOUR, PIRATE, WILD, Catalog
from games.rainbow_pirates.rules.state import (
    BLOCK,
    BUILD,
    FINAL,
    GIVE,
    REARRANGE,
    TURN,
    PirateState,
    actor,
    island_zone,
)
from games.rainbow_pirates.table import panels
from games.rainbow_pirates.table.card_backs import fan, fan_width
from games.rainbow_pirates.table.islands import Fans, island_items
from games.rainbow_pirates.table.palette import ACTING, PANEL_EDGE
from games.rainbow_pirates.table.pieces import card, label, pic, pill, zone
from tabletop.rules.decisions import top_kind
from tabletop.rules.match import Seat
from tabletop.rules.seats import hand_zone
from tabletop.rules.words import plural
from tabletop.ui.items import Item, Rect, TableContext, seat_look
from tabletop.ui.marks import GOLD, WHITE, computer_after_name, computer_mark, fit
from tabletop.ui.sprites import font

BAND_X, BAND_Y, BAND_W, BAND_H, BAND_GAP = 16, 86, 1888, 320, 12
OTHER_SIZES = ((64, 90), (56, 78), (50, 70), (46, 64), (40, 56), (34, 48))
ISLAND_X, ISLAND_Y, ISLAND_W, ISLAND_H = 516, 418, 1388, 300
OWN_SIZES = ((100, 140), (86, 120), (76, 106), (68, 95), (60, 84), (52, 73), (46, 64))
HAND_X, HAND_Y, HAND_W, HAND_H = 16, 728, 1888, 250
HAND_CARD_Y, CARD_W, CORNER = 766, 124, 0.42
FAN_W, FAN_H = 26, 36
OTHER_SHORE, OWN_SHORE = 66, 38  # where an island's sand begins under its panel's words
ORDER = {COLOUR: 0, WILD: 1, PIRATE: 2, BLACK: 3}


def points_words(cat: Catalog, view: PirateState, seat: int) -> str:
    """Returns '14 points · rainbows 1 of 2' for a seat's island: its complete groups only (a group left
    incomplete while rearranging goes back to the hand, so it scores nothing)."""
    island = [g for g in view.islands[seat] if groups.valid(cat, g, view.wild_as)]
    pts = sum(cat.content.pirate_points if cat.kind[c] == PIRATE else 1 for g in island for c in g)
    bows = groups.full_rainbows(cat, island, view.wild_as)
    return f"{plural(pts, 'point')} · rainbows {bows} of {cat.content.rainbows_to_go_out}"


def acting_word(view: PirateState, seat: int, deciding: int | None) -> str:
    """Returns the marker of the seat deciding now ('' for the others, and for everyone while the table
    says nobody decides: the last player still holds the computer)."""
    if deciding != seat or actor(view) != seat or view.over:
        return ""
    return {BLOCK: "BLOCK?", GIVE: "GIVING"}.get(top_kind(view), "PLAYING")


def building_of(view: PirateState, seat: int) -> list[str]:
    """Returns the group the seat is building now (empty when none)."""
    return list(view.building) if seat == view.current and view.building else []


# The others, along the top ------------------------------------------------------------------


def panel_rects(count: int) -> list[Rect]:
    """Returns the rects of `count` side-by-side panels filling the band."""
    if count == 0:
        return []
    w = (BAND_W - BAND_GAP * (count - 1)) // count
    return [(BAND_X + i * (w + BAND_GAP), BAND_Y, w, BAND_H) for i in range(count)]


def others(cat: Catalog, view: PirateState, ctx: TableContext, big: int) -> list[Item]:
    """Returns every other seat's panel, in turn order from the big seat's left."""
    seats = [(big + n) % view.players for n in range(1, view.players)]
    items: list[Item] = []
    for seat, rect in zip(seats, panel_rects(len(seats)), strict=True):
        items += other_panel(cat, view, ctx, seat, rect)
    return items


def other_panel(cat: Catalog, view: PirateState, ctx: TableContext, seat: int, rect: Rect) -> list[Item]:
    """Returns one other seat's panel: name, hand (backs), points, island (the zone an attack aims at)."""
    x, y, w, h = rect
    name, rgb, _ = seat_look(ctx, seat)
    acting = acting_word(view, seat, ctx.to_act)
    key = f"panel:{rgb}:{bool(acting)}:{w}x{h}:{OTHER_SHORE}"
    panel = pic(key, rect, panels.panel, w, h, rgb, bool(acting), OTHER_SHORE)
    items = [replace(panel, place=f"seat:{seat}")]  # zones tell
    island_tip = f"{name}'s island: its groups score 1 point a card, 5 a Rainbow Pirate."
    island = zone(island_zone(seat), (x + 8, y + 70, w - 16, h - 76), island_tip)
    items.append(replace(island, answers=(hand_zone(seat),)))  # an attack on the seat lands anywhere on it
    items += _other_header(cat, view, ctx, seat, rect)
    if acting:
        items.append(_acting_pill(acting, (x + w - 14, y - 12)))
    fans = Fans(
        seat,
        view.islands[seat],
        view.wild_as,
        building_of(view, seat),
        frozenset(),
        False,
        False,
        f"{name}'s",
    )
    area = (x + 16, y + 74, w - 28, h - 80)
    return items + island_items(cat, fans, area, OTHER_SIZES, "Building" if fans.building else "")


def _other_header(cat: Catalog, view: PirateState, ctx: TableContext, seat: int, rect: Rect) -> list[Item]:
    """Returns the top of another seat's panel: its hand's zone, name (and computer mark), fan, points."""
    x, y, w, _ = rect
    name, rgb, _ = seat_look(ctx, seat)
    count = len(view.hands[seat])
    tip = f"{name}: {plural(count, 'card')} in hand, {points_words(cat, view, seat)} on the island."
    hand_tip = f"{name}'s hand: {plural(count, 'card')}, face down."
    items = [
        replace(zone(hand_zone(seat), (x + 8, y + 4, w - 16, 62), hand_tip), answers=(island_zone(seat),))
    ]
    fan_w = fan_width(count, FAN_W, FAN_H)
    fan_rect = (x + w - fan_w - 16, y + 12, fan_w, FAN_H)
    room = fan_rect[0] - (x + 22) - 12
    name_room, mark = computer_after_name(_seat_of(ctx, seat), 26, (x + 22, y + 8), room)
    items.append(label(fit(name, 26, name_room), (x + 22, y + 8), 26, rgb, tip=tip))
    items += mark
    fan_pic = pic(f"fan:{count}", fan_rect, fan, count, FAN_W, FAN_H, tip=hand_tip)
    items.append(replace(fan_pic, place=hand_zone(seat), backs=count))
    items.append(label(points_words(cat, view, seat), (x + 22, y + 44), 20, PANEL_EDGE, tip=tip))
    return items


def _seat_of(ctx: TableContext, seat: int) -> Seat | None:
    """Returns the seat's Seat (its name, colour, computer level), None when the context lacks it."""
    return ctx.seats[seat] if seat < len(ctx.seats) else None


def _acting_pill(words: str, top_right: tuple[int, int]) -> Item:
    """Returns the marker of the seat deciding now, over its panel's top edge, right end at `top_right`."""
    return replace(pill(words, top_right, ACTING, 18, "Deciding now", "right"), above=True)


# The big seat: its island ---------------------------------------------------------------------


def own_island(cat: Catalog, view: PirateState, ctx: TableContext, seat: int) -> list[Item]:
    """Returns the big seat's island: its groups (drop zones), the new group spot and the group being
    built; cards are pieces while it rearranges."""
    name = "Your" if seat == ctx.viewer else f"{seat_look(ctx, seat)[0]}'s"
    rect = (ISLAND_X, ISLAND_Y, ISLAND_W, ISLAND_H)
    acting = acting_word(view, seat, ctx.to_act)
    rgb = seat_look(ctx, seat)[1]
    tip = (
        f"{name} island: groups of 3 or more of one colour, 3 or more in order, 3 black cards, or Rainbow "
        "Pirates. On your turn, drag its cards to rearrange it: onto another group, onto the new group spot "
        "(a split) or back to your hand; then Confirm or Cancel."
    )
    key = f"panel:{rgb}:{bool(acting)}:{ISLAND_W}x{ISLAND_H}:{OWN_SHORE}"
    panel = pic(key, rect, panels.panel, ISLAND_W, ISLAND_H, rgb, bool(acting), OWN_SHORE)
    items = [replace(panel, place=f"seat:{seat}")]  # where its rainbows and its win are celebrated
    items.append(zone(island_zone(seat), rect, tip))
    items += _own_title(cat, view, ctx, seat, f"{name} island", tip)
    if acting:
        words = "YOUR TURN" if seat == ctx.viewer and acting == "PLAYING" else acting
        items.append(_acting_pill(words, (ISLAND_X + ISLAND_W - 14, ISLAND_Y - 12)))
    return items + _own_groups(cat, view, ctx, seat, name)


def _own_title(
    cat: Catalog, view: PirateState, ctx: TableContext, seat: int, whose: str, tip: str
) -> list[Item]:
    """Returns the big island's title (whose, its points, whether it is being rearranged), then the
    computer's mark when a computer plays it."""
    title = f"{whose} · {points_words(cat, view, seat)}"
    if top_kind(view) == REARRANGE and actor(view) == seat:
        title += " · rearranging: Confirm or Cancel"
    items = [label(title, (ISLAND_X + 22, ISLAND_Y + 8), 24, WHITE, tip=tip)]
    after = ISLAND_X + 22 + font(24, True).size(title)[0] + 14
    return items + computer_mark(
        _seat_of(ctx, seat), (after, ISLAND_Y + 6), ISLAND_X + ISLAND_W - 200 - after
    )


def _own_groups(cat: Catalog, view: PirateState, ctx: TableContext, seat: int, name: str) -> list[Item]:
    """Returns the big island's groups: drop zones for the viewer, pieces while it rearranges (or when it
    may begin to: a press on a card then begins it, and the card is dragged on), and the new group spot
    (for the viewer, or for anyone while a group is being built)."""
    kind = top_kind(view)
    mine = seat == ctx.viewer
    acts = mine and actor(view) == seat
    opens = moves.rearrange_start(view, seat) if acts and kind in (TURN, FINAL) else []
    movable = frozenset()
    if acts and (kind == REARRANGE or opens):
        movable = frozenset(c for g in view.islands[seat] for c in moves.movable(cat, view, g))
    building = building_of(view, seat)
    first = opens[0] if opens else None
    fans = Fans(seat, view.islands[seat], view.wild_as, building, movable, mine, True, name, first)
    spot = "Building" if kind == BUILD and fans.building else "New group:\ndrop a card here"
    area = (ISLAND_X + 14, ISLAND_Y + 40, ISLAND_W - 28, ISLAND_H - 46)
    return island_items(cat, fans, area, OWN_SIZES, spot if mine or fans.building else "")


# The big seat: its hand -----------------------------------------------------------------------


def sorted_hand(cat: Catalog, hand: list[str | None]) -> list[str | None]:
    """Returns the hand in reading order: colours by number, wilds, pirates, black cards (hidden as dealt)."""
    if any(c is None for c in hand):
        return list(hand)

    def key(c: str) -> tuple:
        return ORDER[cat.kind[c]], cat.number.get(cat.colour_of.get(c, ""), 0), cat.sort[c], c

    return sorted(hand, key=key)


def hand_rects(count: int, x: int, width: int) -> list[Rect]:
    """Returns the hand's card rects: a centred row, overlapping only as much as needed."""
    w = CARD_W
    if count > 1 and (width - w) / (count - 1) < CORNER * w:
        w = max(70, int(width / (1 + CORNER * (count - 1))))
    step = min(w + 12, (width - w) // max(1, count - 1)) if count > 1 else 0
    h = int(w * 1.4)
    x0 = x + (width - w - step * max(0, count - 1)) // 2
    return [(x0 + i * step, HAND_CARD_Y, w, h) for i in range(count)]


def hand(cat: Catalog, view: PirateState, ctx: TableContext, seat: int) -> list[Item]:
    """Returns the big seat's hand: its cards (pieces for the viewer), face down for anyone else."""
    mine = seat == ctx.viewer
    cards = sorted_hand(cat, view.hands[seat])
    name = "Your hand" if mine else f"{seat_look(ctx, seat)[0]}'s hand"
    tip = (
        f"{name}: {plural(len(cards), 'card')}. Drag a card onto your island to place it, a black card onto "
        "the discard pile (or the opponent it attacks) to play it."
    )
    items = [replace(zone(hand_zone(seat), (HAND_X, HAND_Y, HAND_W, HAND_H), tip), place=hand_zone(seat))]
    items.append(label(f"{name} ({len(cards)})", (HAND_X + 10, HAND_Y + 2), 24, tip=tip))
    if top_kind(view) == BUILD and seat == view.current:
        items.append(
            label(
                "Drop cards on the group being built; Confirm when it is complete, or Cancel.",
                (HAND_X + 300, HAND_Y + 4),
                20,
                GOLD,
            )
        )
    blocking = mine and top_kind(view) == BLOCK and actor(view) == seat
    loves = cat.loves(view.decisions[-1].data.card) if blocking else None
    for card_id, rect in zip(cards, hand_rects(len(cards), HAND_X + 10, HAND_W - 20), strict=True):
        items.append(card(cat, card_id, rect, mine and card_id is not None))
        if loves and card_id is not None and cat.colour_of.get(card_id) == loves:
            tip = "This card blocks the black card: drag it onto the discard pile."
            items.append(pill("Blocks", (rect[0] + 4, rect[1] - 30), ACTING, 18, tip))
    return items
