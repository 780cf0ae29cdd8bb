"""The Oct8 table: the other players along the top; the turn's steps, the three shared octopuses and the
piles across the middle; the big seat's colour, chips, shipped pile, octopuses and hand along the bottom,
with the exchange under way (or the news) in the bottom right.

Drawn only from the view it is given; hidden cards (None) become backs and are never pieces.
"""

from __future__ import annotations

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.game import Oct8Rules
from games.oct8.rules.names import card_name, colour_word, octopus_name
from games.oct8.rules.state import (
    ACT,
    DISCARD,
    MORE,
    OVER,
    PLACE,
    SHIP,
    Oct8State,
    pending_of,
    shared_places,
    step_of,
    turn_of,
)
from games.oct8.table import art, octo_art, panels, seats
from games.oct8.table.news import corner_items
from games.oct8.table.octopi import BIG, height, octopus_items
from games.oct8.table.pieces import pic
from games.oct8.table.piles import pile_items
from tabletop.ui.items import Item, Rect, TableContext, TableDesign, big_seat, seat_look

MID_Y = 328
LEFT_X, LEFT_W, LEFT_H = 16, 420, 310
SHARED_X, SHARED_W, SHARED_GAP = 450, 340, 10
KEY_W, KEY_H = 520, 32


# The shared octopuses ---------------------------------------------------------------------------


def waiting_spot(view: Oct8State, rect: Rect) -> Item:
    """Returns the place of a shared head taken this turn, refilled when the turn ends."""
    words = "Head taken:\nrefill at turn end" if view.head_deck else "No heads left"
    tip = "Refilled from the head deck at the end of the turn"
    return pic(f"spot:{words}:{rect[2]}x{rect[3]}", rect, art.empty_spot, rect[2], rect[3], words, tip=tip)


def shared_items(cat: Catalog, view: Oct8State) -> list[Item]:
    """Returns the shared octopuses in the middle, each with its arm total, and the colour key."""
    items = []
    placed = dict(zip(shared_places(view), view.shared, strict=True))
    for i in range(cat.content.shared_heads):
        rect = (SHARED_X + i * (SHARED_W + SHARED_GAP), MID_Y, SHARED_W, height(BIG))
        if i not in placed:  # a taken head's place stays empty until the refill: the others do not move
            items.append(waiting_spot(view, rect))
            continue
        octopus = placed[i]
        lit = pending_of(view) is not None and pending_of(view).home == octopus[0]
        name = octopus_name(cat, view, octopus[0], -1).replace("the ", "the shared ", 1)
        options = {"shared": True, "lit": lit, "name": name, "movable_arms": True}
        items += octopus_items(cat, view, octopus, rect, BIG, options)
    colours = tuple(cat.colour_ids)
    rect = (SHARED_X + 8, MID_Y + height(BIG) + 14, KEY_W, KEY_H)
    tip = "The octopus colours and their shapes"
    return items + [pic(f"key:{colours}", rect, panels.colour_key, cat, KEY_W, KEY_H, colours, tip=tip)]


# The steps of the turn ---------------------------------------------------------------------------


def draw_line(cat: Catalog, view: Oct8State) -> str:
    """Returns the line telling where this turn's draw went."""
    card, where = view.last_draw
    if not where:
        if step_of(view) == PLACE:
            return "Turn draw: place it on a head"
        return "Turn draw" if view.arm_deck else "No turn draw: deck empty"
    if where == "hand":
        return f"Drew {card_name(cat, card)}: into the hand" if card else "Turn draw: into the hand"
    return f"Drew {card_name(cat, card)}: onto the {colour_word(cat, where)} head"


def step_lines(cat: Catalog, view: Oct8State) -> tuple[tuple[str, str], ...]:
    """Returns the steps panel's lines: the turn draw, the action with its four kinds, babies, the end."""
    order = [PLACE, ACT, MORE, SHIP]
    now = {DISCARD: SHIP}.get(step_of(view), step_of(view))
    at = order.index(now) if now in order else len(order)

    def mark(i: int) -> str:
        return "done" if i < at else "now" if i == at else "next"

    babies = view.babies[turn_of(view)]
    return (
        (mark(0), draw_line(cat, view)),
        (mark(1), "Octopus action, one of:"),
        ("1", "Draw 2: deck or discard"),
        ("2", "Attach hand cards to a head"),
        ("3", "Swap an arm for hand cards"),
        ("4", "Swap arms of two octopuses"),
        (mark(2), f"Baby octopuses: +{babies} action{'s' * (babies != 1)}"),
        (mark(3), "End: ship to 3, hand to 8"),
    )


def steps_item(cat: Catalog, view: Oct8State, ctx: TableContext) -> Item:
    """Returns the panel listing this turn's steps, or the end once the game is over."""
    if step_of(view) == OVER:
        title, lines = "Game over", (("done", "Secret colours revealed"), ("done", "See the scores"))
    else:
        title, lines = f"{seat_look(ctx, turn_of(view))[0]}'s turn", step_lines(cat, view)
    rect = (LEFT_X, MID_Y, LEFT_W, LEFT_H)
    return pic(
        f"steps:{title}:{lines}",
        rect,
        panels.steps_panel,
        LEFT_W,
        LEFT_H,
        title,
        lines,
        tip="The steps of a turn: the turn draw, one octopus action (one more per baby octopus), "
        "then ship down to 3 octopuses and discard down to 8 cards.",
    )


class Oct8Table(TableDesign):
    """Lays out an Oct8 view with the cards of `rules`' content; see the module docstring for the regions."""

    rules: Oct8Rules

    def felt(self, size: tuple[int, int]):
        """Returns the reef this table is played on."""
        return octo_art.felt(size)

    def _items(self, view: Oct8State, ctx: TableContext) -> list[Item]:
        big, cat = big_seat(ctx), self.rules.catalog
        items = seats.others(cat, view, ctx, big)
        items.append(steps_item(cat, view, ctx))
        items += shared_items(cat, view)
        items += pile_items(cat, view)
        items += corner_items(cat, view, ctx)
        return items + seats.own(cat, view, ctx, big)
