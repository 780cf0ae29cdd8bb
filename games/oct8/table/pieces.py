"""Small builders of Oct8 table items: pictures, labels, cards and seat looks."""

from __future__ import annotations

from dataclasses import replace

import pygame

from games.oct8.rules.catalog import Catalog
from games.oct8.table import art
from tabletop.ui.colours import seat_rgb, seat_symbol
from tabletop.ui.items import Item, Rect, TableContext
from tabletop.ui.looks import picture
from tabletop.ui.sprites import font, text

SeatLook = tuple[str, tuple[int, int, int], str]
MUTED = (190, 220, 232)


def pic(key: str, rect: Rect, make, *args, piece=None, zone=None, tip: str = "", faces=()) -> Item:
    """Returns an item whose picture is `make(*args)`, drawn only when first shown."""
    key, make = picture(f"o8:{key}", make, *args)  # in the look the layout runs in (colour-blind or not)
    return Item(key, rect, make, piece, zone, tip, tuple(faces))


def zone(name: str, rect: Rect, tip: str = "") -> Item:
    """Returns an invisible drop or click zone."""
    return Item(f"o8:zone:{name}", rect, None, None, name, tip)


def caption(words: str, size: int, colour, bold: bool) -> pygame.Surface:
    """Returns a line of table text."""
    return text(words, size, colour, bold)


def label(
    words: str, at: tuple[int, int], size=24, colour=art.WHITE, anchor="left", bold=True, tip=""
) -> Item:
    """Returns a line of text placed by its left edge, its middle ('centre') or its right edge ('right')."""
    w, h = font(size, bold).size(words)
    x = {"centre": at[0] - w // 2, "right": at[0] - w}.get(anchor, at[0])
    key = f"text:{size}:{colour}:{bold}:{words}"
    return pic(key, (x, at[1], w, h), caption, words, size, colour, bold, tip=tip or words)


def arm_tip(cat: Catalog, card: str) -> str:
    """Returns an arm card's tooltip."""
    arms = cat.arms_of[card]
    colour = cat.colour_name(cat.colour_of[card]).lower()
    return (
        f"{cat.card_name(card)}: a {colour} card with {arms} arm{'s' * (arms > 1)}. "
        f"On a {colour} head it scores 1 point at the end; on another head it only counts towards the 8 arms."
    )


def arm(
    cat: Catalog,
    card: str | None,
    rect: Rect,
    movable: bool = True,
    zone_id: str | None = None,
    tip: str = "",
) -> Item:
    """Returns an arm card face up (a piece when movable), or a back when hidden (None)."""
    w, h = rect[2], rect[3]
    if card is None:
        return pic(f"back:{w}x{h}", rect, art.card_back, w, h, zone=zone_id, tip=tip or "A hidden arm card")
    colour, arms = cat.colour_of[card], cat.arms_of[card]
    key = f"arm:{colour}:{arms}:{w}x{h}"
    piece = card if movable else None
    face = pic(
        key,
        rect,
        art.arm_card,
        cat,
        colour,
        arms,
        w,
        h,
        piece=piece,
        zone=zone_id,
        tip=tip or arm_tip(cat, card),
        faces=(card,),
    )
    return replace(face, back=pic(f"back:{w}x{h}", rect, art.card_back, w, h))  # shown while it flips


def head(
    cat: Catalog, card: str, rect: Rect, movable: bool = False, zone_id: str | None = None, tip: str = ""
) -> Item:
    """Returns a head card face up."""
    w, h = rect[2], rect[3]
    colour = cat.colour_of[card]
    key = f"head:{colour}:{w}x{h}"
    face = pic(
        key,
        rect,
        art.head_card,
        cat,
        colour,
        w,
        h,
        piece=card if movable else None,
        zone=zone_id,
        tip=tip,
        faces=(card,),
    )
    return replace(face, back=pic(f"headback:{w}x{h}", rect, art.card_back, w, h, True))


def seat_look(ctx: TableContext, seat: int) -> SeatLook:
    """Returns a seat's name, colour and symbol."""
    if seat < len(ctx.seats):
        found = ctx.seats[seat]
        return found.name, seat_rgb(found.colour), seat_symbol(found.colour)
    return f"Player {seat + 1}", seat_rgb(""), seat_symbol("")


def big_seat(ctx: TableContext) -> int:
    """Returns the seat drawn at the bottom: the viewer, else the seat to act, else seat 0."""
    if ctx.viewer is not None:
        return ctx.viewer
    return ctx.to_act if ctx.to_act is not None else 0
