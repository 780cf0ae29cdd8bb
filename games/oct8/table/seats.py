"""Where the players sit: the big seat's area and hand along the bottom, the others' panels along the top."""

from __future__ import annotations

from dataclasses import replace

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.state import OVER, Oct8State, pending_of, shipped_zone, step_of
from games.oct8.table import art, panels
from games.oct8.table.octopi import MID, TILES, Size, height, octopus_items
from games.oct8.table.pieces import arm, label, pic, zone
from tabletop.rules.seats import hand_zone
from tabletop.rules.words import plural
from tabletop.ui.items import Item, Rect, TableContext, seat_look
from tabletop.ui.marks import computer_after_name
from tabletop.ui.sprites import font

OWN_X, OWN_Y, OWN_W, OWN_H = 16, 648, 420, 334  # the big seat's panel: secret colour, chips, shipped
ROW_X, ROW_W = 450, 1040  # its octopuses and hand, between the side columns
OCTO_Y = 646
HAND_Y, HAND_H, CARD_W, CARD_H = 830, 152, 100, 140
BAND_Y, BAND_H, BAND_GAP = 86, 232, 20
#: The least room a name keeps on another seat's panel: crowded chips close up, then the acting word goes.
NAME_FLOOR = 96
CHIP_STEP, CHIP_STEP_MIN = 42, 14


def octopus_options(view: Oct8State, head: str, seat: int, name: str, mine: bool, small: bool) -> dict:
    """Returns how an octopus of a seat's area is drawn: movable cards, lit in an exchange, a gap."""
    pending = pending_of(view)
    lit = pending is not None and head in (pending.home, pending.away)
    gap = None
    if pending is not None and pending.kind in ("swap_hand", "swap_octo") and head == pending.home:
        gap = f"{pending.given}/{pending.need}" + ("" if small else "\narms")
    return {"name": name, "lit": lit, "gap": gap, "movable_arms": True, "movable_head": mine}


def area_row(
    cat: Catalog, view: Oct8State, ctx: TableContext, seat: int, rect: Rect, size: Size
) -> list[Item]:
    """Returns a seat's octopuses in a row across `rect`."""
    x, y, w, _ = rect
    area = view.areas[seat]
    who = seat_look(ctx, seat)[0]
    mine = seat == ctx.viewer
    if not area:
        words = "No octopus yet" if step_of(view) != OVER else "No octopus"
        return [label(words, (x + 12, y + 40), 22, panels.MUTED)]
    each = min(size.head[0] + size.arm[0] * 3 + 40, w // max(3, len(area)))
    items = []
    for i, octopus in enumerate(area):
        word = cat.colour_name(cat.colour_of[octopus[0]]).lower()
        name = f"your {word} octopus" if mine else f"{who}'s {word} octopus"
        spot = (x + i * each, y, each - 8, height(size))
        items += octopus_items(
            cat, view, octopus, spot, size, octopus_options(view, octopus[0], seat, name, mine, size is TILES)
        )
    return items


def chips_items(view: Oct8State, seat: int, at: tuple[int, int], size: int, step: int) -> list[Item]:
    """Returns a seat's baby octopus chips: +2 for each pair of babies, +1 for an odd one."""
    babies = view.babies[seat]
    items = []
    for i, chip in enumerate(view.chips[seat]):
        value = 2 if babies - 2 * i >= 2 else 1
        gives = "+2 actions (two babies)" if value == 2 else "+1 action"
        tip = f"Baby octopus chip: {gives}. After your octopus action, spend a baby for one more action."
        rect = (at[0] + i * step, at[1], size, size)
        items.append(pic(f"chip:{value}:{size}", rect, art.chip, value, size, tip=tip, faces=(chip,)))
    return items


def secret_item(cat: Catalog, view: Oct8State, seat: int, rect: Rect, viewer: int | None) -> Item:
    """Returns a seat's secret colour card: face up to its owner (and at the end), else a '?' back."""
    secret = view.secrets[seat]
    colour = cat.colour_of[secret] if secret is not None else None
    w, h = rect[2], rect[3]
    tip = "A secret colour: shown at the end. Shipped octopuses of it score double."
    hidden = pic(f"secret:none:{w}x{h}", rect, art.secret_card, cat, None, w, h, tip=tip)
    if colour is None:
        return replace(hidden, place=f"secret:{seat}", backs=1)  # revealed at the end: it flips here
    whose = "Your" if seat == viewer else "The"
    name = cat.colour_name(colour)
    tip = f"{whose} secret colour: {name}. Shipped {name.lower()} octopuses score double."
    face = pic(f"secret:{colour}:{w}x{h}", rect, art.secret_card, cat, colour, w, h, tip=tip, faces=(secret,))
    return replace(face, back=hidden)


def shipped_item(cat: Catalog, view: Oct8State, seat: int, rect: Rect, mine: bool) -> Item:
    """Returns a seat's shipped pile; the big seat's is the zone octopuses are shipped onto."""
    shipped = view.shipped[seat]
    colours = tuple(cat.colour_of[o[0]] for o in shipped)
    w, h = rect[2], rect[3]
    tip = f"Shipped: {plural(len(shipped), 'octopus', 'octopuses')}, out of play; they score at the end"
    key = f"shipped:{len(shipped)}:{colours}:{mine}:{w}x{h}"
    faces = tuple(c for o in shipped for c in o)
    zone_id = shipped_zone(seat) if mine else None
    return pic(
        key,
        rect,
        art.shipped_pile,
        cat,
        w,
        h,
        len(shipped),
        colours,
        mine,
        zone=zone_id,
        tip=tip,
        faces=faces,
    )


def frame_item(look: tuple, acting: str, rect: Rect, room: int, tip: str, plate: bool = True) -> Item:
    """Returns a seat's framed panel, its name cut to `room` pixels (the acting word after it: `plate`)."""
    w, h = rect[2], rect[3]
    key = f"frame:{look}:{acting}:{plate}:{room}:{w}x{h}"
    return pic(key, rect, panels.seat_frame, w, h, look, acting, room, plate, tip=tip)


def name_room(ctx: TableContext, seat: int, at: tuple[int, int], room: int, acting: str) -> tuple:
    """Returns the room left for a seat's name on its frame and the computer mark after its name."""
    found = ctx.seats[seat] if seat < len(ctx.seats) else None
    between = font(20, True).size(acting)[0] + 30 if acting else 0  # the acting plate and its gap
    return computer_after_name(found, 28, (at[0] + 56, at[1] + 10), room, between)


def acting_word(ctx: TableContext, seat: int) -> str:
    """Returns the marker of the seat deciding now: YOUR TURN for the viewer, PLAYING for another."""
    if seat != ctx.to_act:
        return ""
    return "YOUR TURN" if seat == ctx.viewer else "PLAYING"


def own_panel(cat: Catalog, view: Oct8State, ctx: TableContext, seat: int) -> list[Item]:
    """Returns the big seat's panel: name, secret colour card, baby octopus chips, shipped pile, hand size."""
    look, acting = seat_look(ctx, seat), acting_word(ctx, seat)
    room = OWN_W - 80 - (font(20, True).size(acting)[0] + 40 if acting else 0)
    room, computer = name_room(ctx, seat, (OWN_X, OWN_Y), room, acting)
    tip = f"{look[0]}: secret colour, baby octopuses and shipped octopuses"
    items = [replace(frame_item(look, acting, (OWN_X, OWN_Y, OWN_W, OWN_H), room, tip), place=f"seat:{seat}")]
    items += computer
    items.append(secret_item(cat, view, seat, (OWN_X + 14, OWN_Y + 58, 110, 146), ctx.viewer))
    items.append(label("Colour", (OWN_X + 69, OWN_Y + 208), 22, panels.MUTED, "centre"))
    babies = view.babies[seat]
    words = f"Babies: +{babies} action{'s' * (babies != 1)}" if babies else "Babies: none to use"
    items.append(label(words, (OWN_X + 140, OWN_Y + 60), 22, panels.MUTED))
    items += chips_items(view, seat, (OWN_X + 140, OWN_Y + 94), 60, 66)
    items.append(shipped_item(cat, view, seat, (OWN_X + 140, OWN_Y + 166, 266, 112), True))
    limit, count = cat.content.hand_limit, len(view.hands[seat])
    words = f"Hand: {count} card{'s' * (count != 1)} (keep {limit})"
    colour = art.GOLD if count > limit else panels.MUTED
    return items + [label(words, (OWN_X + 14, OWN_Y + 294), 22, colour)]


def hand_rects(count: int) -> list[Rect]:
    """Returns the hand's card rectangles: a centred row, overlapping only as much as needed."""
    step = min(CARD_W + 10, (ROW_W - CARD_W) // max(1, count - 1)) if count > 1 else 0
    x0 = ROW_X + (ROW_W - CARD_W - step * max(0, count - 1)) // 2
    return [(x0 + i * step, HAND_Y + 8, CARD_W, CARD_H) for i in range(count)]


def hand_items(cat: Catalog, view: Oct8State, ctx: TableContext, seat: int) -> list[Item]:
    """Returns the big seat's hand row and its zone (where ① draws and ③'s card land)."""
    cards = view.hands[seat]
    whose = "Your hand" if seat == ctx.viewer else f"{seat_look(ctx, seat)[0]}'s hand"
    limit = cat.content.hand_limit
    items = [
        zone(
            hand_zone(seat),
            (ROW_X, HAND_Y - 4, ROW_W, HAND_H + 4),
            f"{whose}: at most {limit} cards at the end of a turn",
        )
    ]
    for card, rect in zip(cards, hand_rects(len(cards)), strict=True):
        items.append(arm(cat, card, rect, card is not None))
    return items


def band_rects(count: int) -> list[Rect]:
    """Returns the other seats' panels along the top, at most 940 px wide each."""
    w = min(940, (1888 - BAND_GAP * (count - 1)) // max(1, count))
    x0 = 16 + (1888 - count * w - BAND_GAP * (count - 1)) // 2
    return [(x0 + i * (w + BAND_GAP), BAND_Y, w, BAND_H) for i in range(count)]


def other_panel(cat: Catalog, view: Oct8State, ctx: TableContext, seat: int, rect: Rect) -> list[Item]:
    """Returns another seat's panel: name, hand, chips, secret back, shipped count and octopuses,
    the small things right-aligned on the top line."""
    x, y, w, h = rect
    look, acting = seat_look(ctx, seat), acting_word(ctx, seat)
    count = len(view.hands[seat])
    fan_w, fan_h = art.fan_size(count, 22, 30)
    shipped = (x + w - 142, y + 12, 130, 40)
    secret = (shipped[0] - 40, y + 8, 32, 46)
    chips = len(view.chips[seat])
    free = (
        secret[0] - 18 - fan_w - (x + 70 + NAME_FLOOR)
    )  # what the chips may take, the name keeping its floor
    step = max(CHIP_STEP_MIN, min(CHIP_STEP, free // chips)) if chips else CHIP_STEP
    fan = (secret[0] - 18 - fan_w - step * chips, y + 16, fan_w, fan_h)
    plate = font(20, True).size(acting)[0] + 40 if acting else 0
    shown = fan[0] - x - 70 - plate >= NAME_FLOOR  # the acting word fits after the name (the frame says it)
    word = acting if shown else ""
    room, computer = name_room(ctx, seat, (x, y), fan[0] - x - 70 - (plate if shown else 0), word)
    tip = f"{look[0]}'s area: hand, secret colour, babies, shipped and octopuses"
    frame = frame_item(look, acting, rect, room, tip, shown)
    items = [replace(frame, place=f"seat:{seat}"), *computer]
    hand = pic(f"fan:{count}", fan, art.fan, count, 22, 30, tip=f"{look[0]}: {plural(count, 'card')} in hand")
    items.append(replace(hand, place=hand_zone(seat), backs=count, back=arm(cat, None, (0, 0, 80, 112))))
    items += chips_items(view, seat, (fan[0] + fan_w + 12, y + 10), 40, step)
    items.append(secret_item(cat, view, seat, secret, ctx.viewer))
    items.append(shipped_item(cat, view, seat, shipped, False))
    return items + area_row(cat, view, ctx, seat, (x + 10, y + 70, w - 20, h - 74), TILES)


def others(cat: Catalog, view: Oct8State, ctx: TableContext, big: int) -> list[Item]:
    """Returns every other seat's panel, in turn order from the big seat."""
    seats = [(big + i) % view.players for i in range(1, view.players)]
    items = []
    for seat, rect in zip(seats, band_rects(len(seats)), strict=True):
        items += other_panel(cat, view, ctx, seat, rect)
    return items


def own(cat: Catalog, view: Oct8State, ctx: TableContext, big: int) -> list[Item]:
    """Returns the big seat's panel, octopuses and hand."""
    items = own_panel(cat, view, ctx, big)
    items += area_row(cat, view, ctx, big, (ROW_X, OCTO_Y, ROW_W, height(MID)), MID)
    return items + hand_items(cat, view, ctx, big)
