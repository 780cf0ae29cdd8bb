"""The card row (3 face-up cards), the devotee deck (face down, its count) and the discard pile: its top
card, its count, and while the mouse rests on it every card in it, so anyone may look through it."""

from __future__ import annotations

from dataclasses import replace

import pygame

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import DISCARD_PILE, ROW, CosmoState
from games.cosmoctopus.table import art
from games.cosmoctopus.table.palette import SOFT, TYPE_RESOURCE, type_rgb
from games.cosmoctopus.table.pieces import back, card, label, pic
from tabletop.ui.items import Item
from tabletop.ui.marks import WHITE, counted, fit
from tabletop.ui.sprites import rounded, text

X, Y = 528, 112
CARD = (150, 178)
DECK = (94, 178)  # the deck, narrower: a back needs no words
STEP = CARD[0] + 8
DECK_X = X + 3 * STEP
DISCARD_X = DECK_X + DECK[0] + 8
BROWSE = (528, 90, 1376, 890)  # where the discard pile's list shows
ROW_TIP = "The card row: tiles and cards let you take from it; a gap is filled at once from the deck."


def row_items(cat: Catalog, view: CosmoState, pieces: set) -> list[Item]:
    """Returns the card row's title and cards (pieces when a decision takes or plays from it)."""
    items = [label("Card row", (X, Y - 28), 20, SOFT, tip=ROW_TIP)]
    for i, card_id in enumerate(view.row):
        rect = (X + i * STEP, Y, *CARD)
        items.append(replace(card(cat, card_id, rect, piece=card_id in pieces, where=ROW_TIP), place=ROW))
    return items


def deck_items(view: CosmoState) -> list[Item]:
    """Returns the deck: its backs and how many cards it holds."""
    count = len(view.deck)
    tip = f"Devotee deck: {counted(count, 'card')}, face down."
    tip += " When it runs out, the discard pile is shuffled into it."
    items = [label("Deck", (DECK_X, Y - 28), 20, SOFT, tip=tip)]
    rect = (DECK_X, Y, *DECK)
    if count:
        items.append(replace(back(rect, tip), place="deck", backs=count))
    else:
        items.append(pic(f"spot:deck:{DECK}", rect, art.spot, *DECK, "Empty", tip=tip))
    items.append(
        label(counted(count, "card"), (DECK_X + DECK[0] // 2, Y + DECK[1]), 20, SOFT, "centre", tip=tip)
    )
    return items


def discard_items(cat: Catalog, view: CosmoState) -> list[Item]:
    """Returns the discard pile: its top card (the place cards are discarded to; cards discarded towards a
    payment lie on top until it is confirmed or cancelled), its count, and the list of every card in it
    shown while the mouse rests on it."""
    pile = view.discard + view.pay_cards
    count = len(pile)
    tip = f"Discard pile: {counted(count, 'card')}, face up. Rest the mouse here to look through it."
    items = [label("Discard", (DISCARD_X, Y - 28), 20, SOFT, tip=tip)]
    rect = (DISCARD_X, Y, *CARD)
    if pile:
        top = card(cat, pile[-1], rect, zone_id=DISCARD_PILE, where=tip)
    else:
        top = pic(f"spot:discard:{CARD}", rect, art.spot, *CARD, "Empty", zone=DISCARD_PILE, tip=tip)
    items.append(replace(top, place=DISCARD_PILE, hover=browse(cat, pile)))
    items.append(
        label(counted(count, "card"), (DISCARD_X + CARD[0] // 2, Y + CARD[1]), 20, SOFT, "centre", tip=tip)
    )
    return items


def browse(cat: Catalog, pile: list[str]) -> tuple[Item, ...]:
    """Returns the discard pile's list: every card by name, newest first, on a plate over the table."""
    if not pile:
        return ()
    x, y, w, h = BROWSE
    key = f"co:browse:{len(pile)}:{pile[-1]}:{pile[0]}"
    return (Item(key, BROWSE, lambda: browse_picture(cat, tuple(reversed(pile)), w, h), faces=tuple(pile)),)


def browse_picture(cat: Catalog, pile: tuple[str, ...], w: int, h: int) -> pygame.Surface:
    """Returns the discard pile's list: a title, then each card's type mark and name in columns."""
    surface = art.backdrop(w, h, (10, 12, 36, 240))
    surface.blit(text(f"Discard pile: {counted(len(pile), 'card')}, newest first", 24, WHITE, True), (20, 12))
    rows = (h - 60) // 34
    columns = max(1, -(-len(pile) // rows))
    col_w = (w - 30) // max(4, columns)
    for i, card_id in enumerate(pile):
        cx, cy = 20 + (i // rows) * col_w, 52 + (i % rows) * 34
        spec = cat.card[card_id]
        surface.blit(art.mark(TYPE_RESOURCE[spec.type], 26), (cx, cy))
        plate = rounded((col_w - 40, 28), (*type_rgb(spec.type), 90), radius=6)
        surface.blit(plate, (cx + 30, cy - 1))
        surface.blit(text(fit(spec.name, 19, col_w - 50), 19, WHITE, True), (cx + 36, cy))
    return surface
