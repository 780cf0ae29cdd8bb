"""Where the octopuses sit: the viewer's large one with its hand, the others' panels along the top."""

from __future__ import annotations

from dataclasses import replace

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.powers import hand_limit
from games.rainbow_octopus.rules.state import (
    PASSING,
    SETUP,
    TURN,
    OctopusState,
    arm_zone,
    neighbour,
    phase_of,
)
from games.rainbow_octopus.table import art, boards, pieces
from games.rainbow_octopus.table.pieces import (
    FTT_FILL,
    FTT_TIP,
    FTT_WORDS,
    TAB,
    acting_word,
    body_colour,
    card,
    label,
    pic,
    rainbow,
    slot,
    tabs,
    zone,
)
from games.rainbow_octopus.table.tips import arm_tip, eighth_words, panel_tip, tile_tip
from tabletop.rules import decisions
from tabletop.rules.seats import hand_zone
from tabletop.ui.items import Item, Rect, SeatLook, TableContext, seat_look
from tabletop.ui.marks import fit
from tabletop.ui.sprites import font

MID_X, MID_W = 482, 960  # the viewer's octopus and hand, between the tide and the piles
TILE_Y, TILE_H, HEAD_H = 354, 346, 176
SLOT_W, SLOT_H, SLOT_GAP = 110, 154, 10
HAND_Y, HAND_H, HAND_CARD_Y = 704, 272, 742
CARD_W, EXTRA_W = 160, 180
CORNER = 0.42  # the share of a hand card's width kept visible: its number and symbol
BAND_X, BAND_Y, BAND_W, BAND_H, BAND_GAP = 16, 96, 1888, 250, 24
BACK_W, BACK_H = 20, 28


# The viewer's octopus -------------------------------------------------------------------


def slot_rects() -> list[Rect]:
    """Returns the rectangles of the viewer's eight arms, left to right."""
    x0 = MID_X + (MID_W - 8 * SLOT_W - 7 * SLOT_GAP) // 2
    y = TILE_Y + HEAD_H + 8
    return [(x0 + i * (SLOT_W + SLOT_GAP), y, SLOT_W, SLOT_H) for i in range(8)]


def tile_words(cat: Catalog, view: OctopusState, look: SeatLook, seat: int) -> tuple:
    """Returns (body colour, title, power name, words) for the viewer's tile picture."""
    body = body_colour(cat, view, look, seat)
    tile = view.tiles[seat] if view.tiles else None
    if tile is None:
        return body, look[0], "", "Goal: all 7 colours on your arms, plus your Wild."
    octopus = cat.octopuses[tile]
    return body, f"{look[0]} · {octopus.name}", octopus.power_name, octopus.text


def own_octopus(cat: Catalog, view: OctopusState, ctx: TableContext, seat: int) -> list[Item]:
    """Returns the viewer's tile, rainbow progress and arms (cards are pieces, arms are zones)."""
    look = seat_look(ctx, seat)
    tile = tile_words(cat, view, look, seat)
    acting = acting_word(view, seat, ctx.to_act)
    acting = "YOUR TURN" if acting == "PLAYING" and seat == ctx.viewer else acting
    rects = slot_rects()
    arms = (tuple(r[0] + SLOT_W // 2 - MID_X for r in rects), HEAD_H - 22, HEAD_H + 14)
    rect = (MID_X, TILE_Y, MID_W, TILE_H)
    key = f"tile:{look}:{tile}:{acting}:{MID_W}x{TILE_H}"
    faces = (view.tiles[seat],) if view.tiles and view.tiles[seat] else ()
    args = (MID_W, TILE_H, look, tile, acting, arms)
    tile_item = pic(key, rect, boards.own_tile, *args, tip=tile_tip(cat, view, seat), faces=faces)
    items = [replace(tile_item, place=f"seat:{seat}"), progress_item(cat, view, seat)]
    items += pieces.tile_computer_mark(
        ctx, seat, tile[1], acting, MID_X + 210, TILE_Y + 16, MID_X + MID_W - 310
    )
    return items + own_arms(cat, view, seat, rects, look[1])


def progress_item(cat: Catalog, view: OctopusState, seat: int) -> Item:
    """Returns the big octopus's rainbow so far, in the top right of its tile."""
    present, done = rainbow(cat, view, seat)
    mark, words = eighth_words(cat, view, seat, done)
    colours = tuple(cat.colour_ids)
    where = (MID_X + MID_W - 300, TILE_Y + 14, 280, 72)
    tip = f"Your rainbow: {len(present)} of 7 colours; {words}. All 7 plus the eighth win at once."
    key = f"progress:{present}:{mark}:{done}"
    return pic(key, where, boards.progress, cat, present, colours, mark, done, tip=tip)


def own_arms(cat: Catalog, view: OctopusState, seat: int, rects: list[Rect], tint) -> list[Item]:
    """Returns the viewer's arms: a tentacle card (a piece, for 'lose') or an empty slot."""
    items = []
    for n, rect in enumerate(rects, start=1):
        held = view.arms[seat][n - 1]
        target = arm_zone(seat, n)
        if held is None:
            items.append(slot(n, rect, tint, target, arm_tip(cat, n, held)))
        else:
            items.append(card(cat, held, rect, True, target, arm_tip(cat, n, held)))
    return items


# The viewer's hand ----------------------------------------------------------------------


def hand_rects(count: int, x: int, width: int) -> list[Rect]:
    """Returns the hand's card rectangles: a centred row, overlapping only as much as needed."""
    w = CARD_W
    if count > 1 and (width - w) / (count - 1) < CORNER * w:
        w = int(width / (1 + CORNER * (count - 1)))
    step = min(w + 14, (width - w) // max(1, count - 1)) if count > 1 else 0
    h = int(w * 1.4)
    x0 = x + (width - w - step * max(0, count - 1)) // 2
    return [(x0 + i * step, HAND_CARD_Y, w, h) for i in range(count)]


def extra_card(view: OctopusState, ctx: TableContext, seat: int) -> tuple[str | None, str, bool] | None:
    """Returns the card set beside the hand: a secret pick or the replaced Wild, with its caption."""
    phase = phase_of(view)
    if phase in (SETUP, PASSING) and view.picks[seat]:
        if phase == SETUP:
            return view.picks[seat][0], "Your pick" if seat == ctx.viewer else "Picked", False
        to = seat_look(ctx, neighbour(view, seat, decisions.top(view).data.option))[0]
        return view.picks[seat][0], fit(f"To {to}", 24, EXTRA_W - 8), False
    if phase == TURN and view.adrift is not None and view.current == seat:
        return view.adrift, "Move Wild", True
    return None


def card_mark(rect: Rect, kind: str, word: str = "") -> Item:
    """Returns a gold outline around a card (and a word tab above it), for a card to pick out."""
    x, y, w, h = rect
    tab = boards.NEW_TAB if word else 0
    spot = (x - 6, y - 6 - tab, w + 12, h + 12 + tab)
    return pic(f"{kind}:{w}x{h}", spot, boards.card_mark, w, h, word)


def just_drawn_cards(view: OctopusState, ctx: TableContext, seat: int) -> set[str]:
    """Returns the viewer's cards drawn this turn, when a step may only use those (Undercurrent)."""
    top = decisions.top(view)
    step = top.data if top is not None else None  # setup's choices carry no step
    if seat != ctx.viewer or seat != view.current or step is None or step.option != "drawn":
        return set()
    return {c for c in view.drawn if c is not None}


def hand(cat: Catalog, view: OctopusState, ctx: TableContext, seat: int) -> list[Item]:
    """Returns the big seat's hand row (its zone too) and any card waiting beside it."""
    cards = view.hands[seat]
    look = seat_look(ctx, seat)
    extra = extra_card(view, ctx, seat)
    width = MID_W - (EXTRA_W if extra else 0)
    whose = "Your hand" if seat == ctx.viewer else f"{look[0]}'s hand"
    items = [zone(hand_zone(seat), (MID_X, HAND_Y, MID_W, HAND_H), f"{whose}: drop a stolen tentacle here")]
    items.append(label(f"{whose} · {len(cards)} of {hand_limit(cat, view, seat)}", (MID_X + 8, HAND_Y)))
    fresh = just_drawn_cards(view, ctx, seat)
    for card_id, rect in zip(cards, hand_rects(len(cards), MID_X, width), strict=True):
        items.append(card(cat, card_id, rect, card_id is not None))
        if card_id in fresh:
            items.append(card_mark(rect, "new", "NEW"))
    if extra:
        x = MID_X + MID_W - EXTRA_W + (EXTRA_W - CARD_W) // 2
        items.append(label(extra[1], (x + CARD_W // 2, HAND_Y), 24, boards.GOLD, "centre"))
        tip = (
            "Drag your Wild onto another arm" if extra[2] else "Set aside in secret until everyone has chosen"
        )
        items.append(card(cat, extra[0], (x, HAND_CARD_Y, CARD_W, int(CARD_W * 1.4)), extra[2], tip=tip))
    return items


# The other seats ------------------------------------------------------------------------


def band_rects(count: int) -> list[Rect]:
    """Returns the panels of the other seats along the top, at most 760 px wide each."""
    w = min(760, (BAND_W - BAND_GAP * (count - 1)) // max(1, count))
    x0 = BAND_X + (BAND_W - count * w - BAND_GAP * (count - 1)) // 2
    return [(x0 + i * (w + BAND_GAP), BAND_Y, w, BAND_H) for i in range(count)]


def arm_grid(area: Rect, gap: int = 6) -> list[Rect]:
    """Returns eight card rectangles in one row or two, whichever gives bigger cards."""
    ax, ay, aw, ah = area
    one = min((aw - 7 * gap) / 8, ah / 1.4)
    two = min((aw - 3 * gap) / 4, (ah - gap) / 2 / 1.4)
    cols = 8 if one >= two else 4
    w = int(max(one, two))
    h = int(w * 1.4)
    rows = 8 // cols
    x0 = ax + (aw - cols * w - (cols - 1) * gap) // 2
    y0 = ay + (ah - rows * h - (rows - 1) * gap) // 2
    return [(x0 + (i % cols) * (w + gap), y0 + (i // cols) * (h + gap), w, h) for i in range(8)]


def seat_panel(cat: Catalog, view: OctopusState, ctx: TableContext, seat: int, rect: Rect) -> list[Item]:
    """Returns one other seat: its panel (the hand zone), hand fan, arms and top-edge tabs."""
    x, y, w, h = rect
    look = seat_look(ctx, seat)
    present, done = rainbow(cat, view, seat)
    score = f"{len(present)}/7 colours" + (" + Wild" if done else "")  # words, not a bare fraction
    count = len(view.hands[seat])
    fan_w, fan_h = art.fan_size(count, BACK_W, BACK_H)
    acting = acting_word(view, seat, ctx.to_act)
    sub = pieces.subtitle(cat, view, seat)
    room, computer = pieces.panel_name(ctx, seat, (x + 52, y + 12), w - 64 - fan_w - 16)
    key = f"panel:{look}:{sub}:{score}:{bool(acting)}:{room}:{w}x{h}"
    args = (w, h, look, sub, score, bool(acting), room)
    # Once play began the subtitle names the octopus, so its tile's face counts as shown.
    shown = view.tiles and view.tiles[seat] and phase_of(view) not in (SETUP, PASSING)
    tile = (view.tiles[seat],) if shown else ()
    tip = panel_tip(cat, view, look, seat)
    panel = pic(key, rect, boards.seat_panel, *args, zone=hand_zone(seat), tip=tip, faces=tile)
    items = [replace(panel, place=f"seat:{seat}"), *computer]
    fan_rect = (x + w - fan_w - 12, y + 14, fan_w, fan_h)
    fan = pic(
        f"fan:{count}", fan_rect, art.fan, count, BACK_W, BACK_H, tip=f"{look[0]}: {count} cards in hand"
    )
    items.append(replace(fan, place=hand_zone(seat), backs=count, back=card(cat, None, (0, 0, 100, 140))))
    items += other_arms(cat, view, ctx, seat, (x + 10, y + 86, w - 20, h - 94))
    items += secret_pick(cat, view, seat, (x + 12 + font(22, True).size(sub)[0] + 8, y + 48))
    return items + tabs(acting, view.ftt == seat, rect)


def secret_pick(cat: Catalog, view: OctopusState, seat: int, at: tuple[int, int]) -> list[Item]:
    """Returns another seat's secret pick as a small back, beside the words saying it was made."""
    if phase_of(view) not in (SETUP, PASSING) or not view.picks[seat]:
        return []
    tip = "A secret pick, face down until everyone has chosen"
    return [
        replace(
            card(cat, view.picks[seat][0], (at[0], at[1], 22, 31), tip=tip), place=f"pick:{seat}", backs=1
        )
    ]


def other_arms(cat: Catalog, view: OctopusState, ctx: TableContext, seat: int, area: Rect) -> list[Item]:
    """Returns another seat's arms; its tentacles are pieces while a tide lets them be stolen."""
    head = decisions.top(view).data if phase_of(view) == TURN else None
    stealing = head is not None and head.kind == "steal" and head.option == "octopus"
    name = seat_look(ctx, seat)[0]
    tint = seat_look(ctx, seat)[1]
    items = []
    for n, rect in enumerate(arm_grid(area), start=1):
        held = view.arms[seat][n - 1]
        if held is None:
            items.append(
                replace(slot(n, rect, tint, None, f"{name}'s arm {n}: empty"), place=arm_zone(seat, n))
            )
            continue
        movable = stealing and not cat.is_wild(held)
        tip = f"{name}'s arm {n}: {cat.card_name(held)}"
        if movable:
            tip += ". Drag it into your hand to steal it."
        items.append(replace(card(cat, held, rect, movable, None, tip), place=arm_zone(seat, n)))
        if movable:
            items.append(card_mark(rect, "steal"))
    return items


def ftt_token(view: OctopusState, big: int) -> list[Item]:
    """Returns the First Turn Token on the viewer's octopus, if it holds it: in words, under the face."""
    if view.ftt != big:
        return []
    w, h = font(TAB + 4, True).size(FTT_WORDS)
    rect = (MID_X + 80 - (w + 20) // 2, TILE_Y + 112, w + 20, h + 4)  # centred under the octopus's face
    token = pic(
        f"tab:{FTT_WORDS}:{FTT_FILL}:big", rect, boards.pill, FTT_WORDS, FTT_FILL, TAB + 4, tip=FTT_TIP
    )
    return [replace(token, above=True)]


def others(cat: Catalog, view: OctopusState, ctx: TableContext, big: int) -> list[Item]:
    """Returns every other seat's panel in turn order from the big seat, with arrows of play between."""
    seats = [(big + i) % view.players for i in range(1, view.players)]
    rects = band_rects(len(seats))
    items = []
    for i, (seat, rect) in enumerate(zip(seats, rects, strict=True)):
        items += seat_panel(cat, view, ctx, seat, rect)
        if i:
            x = rect[0] - BAND_GAP + 2
            at = (x, rect[1] + rect[3] // 2 - 20, BAND_GAP - 4, 40)
            tip = "Turns go this way" if view.direction == 1 else "Turns go this way (reversed)"
            items.append(pic(f"chev:{view.direction}", at, art.chevron, view.direction, 20, 40, tip=tip))
    return items
