"""The piles on the right of the table: the arm deck, the discard pile, the waiting turn draw, the heads."""

from __future__ import annotations

from dataclasses import replace

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.names import card_name
from games.oct8.rules.state import Oct8State
from games.oct8.table import art, panels
from games.oct8.table.pieces import arm, label, pic
from tabletop.rules.words import plural
from tabletop.ui.items import Item, Rect

TOP_Y, RIGHT_X = 328, 1500
PILE_Y, PILE_W, PILE_H, PILE_GAP = 362, 110, 154, 24
DECK_X = RIGHT_X + 6
DISCARD_X = DECK_X + PILE_W + PILE_GAP
DRAWN_X = DISCARD_X + PILE_W + PILE_GAP


def spot(rect: Rect, words: str, zone: str | None, tip: str) -> Item:
    """Returns an empty pile's outline (still a zone when it is one)."""
    w, h = rect[2], rect[3]
    return pic(f"spot:{words}:{w}x{h}", rect, art.empty_spot, w, h, words, zone=zone, tip=tip)


def deck_item(cat: Catalog, view: Oct8State) -> Item:
    """Returns the arm deck: a back to click for a draw, or an empty outline."""
    rect = (DECK_X, PILE_Y, PILE_W, PILE_H)
    tip = (
        f"Arm deck: {plural(len(view.arm_deck), 'card')}, face down. "
        "Click it to draw when you choose Draw 2. "
        "When it runs out, everyone else plays one more turn and the game ends."
    )
    if not view.arm_deck:
        return spot(rect, "Empty", "deck", tip)
    return replace(arm(cat, None, rect, zone_id="deck", tip=tip), backs=len(view.arm_deck))


def discard_item(cat: Catalog, view: Oct8State) -> Item:
    """Returns the discard pile: its top card face up (a piece to drag into the hand; a click on it takes it
    too), or an outline."""
    rect = (DISCARD_X, PILE_Y, PILE_W, PILE_H)
    tip = f"Discard pile: {plural(len(view.discard), 'card')}, face up. "
    tip += "Click it (or drag the top card to your hand) to draw it when you choose Draw 2."
    if not view.discard:
        return spot(rect, "Empty", "discard", tip)
    return arm(cat, view.discard[-1], rect, True, "discard", tip)


def drawn_item(cat: Catalog, view: Oct8State) -> Item:
    """Returns the turn draw waiting for a head (a piece), or its empty place."""
    rect = (DRAWN_X, PILE_Y, PILE_W, PILE_H)
    if view.drawn is None:
        return spot(rect, "", None, "The turn draw waits here when it fits several heads")
    return arm(
        cat,
        view.drawn,
        rect,
        True,
        tip=f"The turn draw, {card_name(cat, view.drawn)}: drag it onto a lit head",
    )


def captions(view: Oct8State) -> list[Item]:
    """Returns the piles' names above them and their card counts below."""
    items = []
    for x, title in ((DECK_X, "Arm deck"), (DISCARD_X, "Discard"), (DRAWN_X, "Turn draw")):
        items.append(label(title, (x + PILE_W // 2, TOP_Y), 22, panels.MUTED, "centre"))
    for x, count in ((DECK_X, len(view.arm_deck)), (DISCARD_X, len(view.discard))):
        words = f"{count} card{'s' * (count != 1)}"
        items.append(label(words, (x + PILE_W // 2, PILE_Y + PILE_H + 4), 22, art.WHITE, "centre"))
    return items


def head_deck_items(view: Oct8State) -> list[Item]:
    """Returns the head deck: a small back with its count (the game ends when it runs out)."""
    y = PILE_Y + PILE_H + 40
    count = len(view.head_deck)
    tip = f"Head deck: {plural(count, 'head')}. The game ends when it or the arm deck runs out."
    items = [label(f"Head deck: {count}", (RIGHT_X + 70, y + 14), 24, art.WHITE, tip=tip)]
    if count:
        back = pic("headback:48x62", (RIGHT_X + 10, y, 48, 62), art.card_back, 48, 62, True, tip=tip)
        items.append(replace(back, place="heads", backs=count))  # refills of the shared heads come from here
    if view.options.get("length") == "short":
        items.append(
            label("Short game", (RIGHT_X + 260, y + 16), 22, art.GOLD, tip="Two heads of each colour are out")
        )
    return items


def pile_items(cat: Catalog, view: Oct8State) -> list[Item]:
    """Returns every pile with its captions."""
    piles = [deck_item(cat, view), discard_item(cat, view), drawn_item(cat, view)]
    return captions(view) + piles + head_deck_items(view)
