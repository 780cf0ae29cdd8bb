"""The other seats, stacked on the right: name, tentacles, hand size, resources, tokens, Forbidden
Knowledge, and their cards in play as chips (a constellation's slots as small marks), each with its full
text on hover. Their hands and draft packets are never shown, only counted."""

from __future__ import annotations

from dataclasses import replace

import pygame

from games.cosmoctopus.rules import investigator
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import CosmoState
from games.cosmoctopus.rules.words import amount, tentacles_of, tentacles_short
from games.cosmoctopus.table import art, realm
from games.cosmoctopus.table.board import DONE, GOAL, shown_tentacles
from games.cosmoctopus.table.cardtext import card_tip
from games.cosmoctopus.table.palette import ACTING, SOFT, TYPE_RESOURCE, ink_on, type_rgb
from games.cosmoctopus.table.pieces import RESOURCE_TIP, back, counter, label, pic, pill
from games.cosmoctopus.table.supply import knowledge_item
from tabletop.rules.seats import hand_zone
from tabletop.ui.items import Item, Rect, TableContext, seat_look
from tabletop.ui.looks import colour_aware
from tabletop.ui.marks import GOLD, WHITE, badge, computer_after_name, counted, fit, mix
from tabletop.ui.sprites import rounded, text

X, Y, W, H, GAP = 1276, 88, 628, 510, 8
CHIP = (294, 32)  # the least room for a row of chips, and a chip's height
MORE = 104  # room for '+N more' after the last chip shown
MOST_PANEL = 300
COMPACT = 84  # a panel this tall (three beside the PI's) has its resources beside its name


def panel_rects(count: int) -> list[Rect]:
    """Returns the rects of `count` stacked panels."""
    h = min(MOST_PANEL, (H - GAP * (count - 1)) // max(1, count))
    return [(X, Y + i * (h + GAP), W, h) for i in range(count)]


def others(
    cat: Catalog, view: CosmoState, ctx: TableContext, big: int, acting: int | None, rects=None
) -> list[Item]:
    """Returns every other seat's panel, in turn order from the big seat's left, in `rects` if given (the
    Private Investigator's panel goes below them), else stacked over the whole column."""
    seats = [(big + n) % view.players for n in range(1, view.players)]
    items: list[Item] = []
    for seat, rect in zip(seats, rects or panel_rects(len(seats)), strict=True):
        items += seat_panel(cat, view, ctx, seat, rect, acting == seat)
    return items


def seat_panel(
    cat: Catalog, view: CosmoState, ctx: TableContext, seat: int, rect: Rect, acting: bool
) -> list[Item]:
    """Returns one other seat's panel: its name, counts and resources, then its tokens, Forbidden Knowledge
    and cards in play (a compact panel: the resources beside the name, the rest on one row below)."""
    x, y, w, h = rect
    compact = h <= COMPACT
    name, rgb, symbol = seat_look(ctx, seat)
    held = counted(len(view.hands[seat]), "card")
    tip = f"{name}: {tentacles_of(view.tentacles[seat], GOAL)}, {held} in hand."
    panel = pic(f"panel:{rgb}:{acting}:{w}x{h}", rect, art.panel, w, h, rgb, acting, tip=tip)
    items = [replace(panel, place=f"seat:{seat}")]
    items.append(pic(f"badge:{rgb}:{symbol}:30", (x + 18, y + 8, 30, 30), badge, symbol, rgb, 30, tip=tip))
    counts = x + w - (150 if compact else 260)
    pool_x = counts - 4 * 62 - 12 if compact else x + 18
    # 'deciding' (on the panel's edge it covered the hand's count): left of the counts, or in a compact
    # panel at the end of the row below (its header is full)
    deciding = _deciding(acting, (x + w - 12, y + 46) if compact else (counts - 10, y + 6))
    right = pool_x if compact else min([counts, *(d.rect[0] - 4 for d in deciding)])
    room, mark = computer_after_name(
        ctx.seats[seat] if seat < len(ctx.seats) else None, 24, (x + 56, y + 8), right - x - 66
    )
    items += [label(fit(name, 24, room), (x + 56, y + 8), 24, rgb, tip=tip), *mark, *deciding]
    items += _counts(view, seat, (counts, y + 8), rgb, compact)
    if compact:
        items += _pool(cat, view, seat, (pool_x, y + 7), (56, 32))
        held, left = _holdings(cat, view, seat, (x + 18, y + 46), 32)
        end = min([x + w - 12, *(d.rect[0] - 8 for d in deciding)])
        return items + held + chips(cat, view, seat, (left, y + 46, end - left, CHIP[1]))
    items += _pool(cat, view, seat, (x + 18, y + 46), (86, 36))
    held, _ = _holdings(cat, view, seat, (x + 18 + 4 * 92 + 6, y + 46), 36)
    return items + held + chips(cat, view, seat, (x + 18, y + 86, w - 30, h - 90))


def _deciding(acting: bool, right_top: tuple[int, int]) -> list[Item]:
    """Returns the 'deciding' pill of the seat deciding now, its right edge and top at `right_top`."""
    if not acting:
        return []
    found = pill("deciding", (0, right_top[1]), ACTING, 20, "Deciding now")
    return [replace(found, rect=(right_top[0] - found.rect[2], *found.rect[1:]))]


def _counts(view: CosmoState, seat: int, at: tuple[int, int], rgb, compact: bool) -> list[Item]:
    """Returns the seat's tentacles (x of 8) and the size of its hand (and packet in the draft)."""
    x, y = at
    tentacles = tentacles_short(shown_tentacles(view, seat), GOAL)
    tip = f"{tentacles_of(view.tentacles[seat], GOAL)}."
    if investigator.finished(view, seat):
        tentacles, tip = "done", f"{DONE} Now only moves Cosmoctopus, giving each bonus away."
    icon = pic(f"tentacle:{rgb}:True:30", (x, y, 30, 30), art.tentacle, 30, rgb, True, tip=tip)
    items = [realm.tentacles_arrive(view, seat, view.tentacles[seat], icon)]
    items.append(label(tentacles, (x + 34, y + 2), 22, WHITE, tip=tip))
    count, packet = len(view.hands[seat]), len(view.packets[seat])
    hand_tip = f"{counted(count, 'card')} in hand, face down: only their count is shown."
    if packet:
        hand_tip += f" {counted(packet, 'card')} in their draft packet to pick from."
    fan = back((x + 90 if compact else x + 100, y - 2, 24, 34), hand_tip)
    items.append(replace(fan, place=hand_zone(seat), backs=count, back=fan))
    words = f"{packet} to pick" if packet else f"{count} in hand"
    shown = (str(packet or count), x + 118) if compact else (words, x + 130)
    return [*items, label(shown[0], (shown[1], y + 3), 20, SOFT, tip=hand_tip)]


def _pool(cat: Catalog, view: CosmoState, seat: int, at: tuple[int, int], size: tuple[int, int]) -> list:
    """Returns the seat's resources as small counters."""
    x, y = at
    items = []
    for i, resource in enumerate(cat.resources):
        count = view.pool[seat][resource]
        tip = f"{amount(cat, resource, count)}. {RESOURCE_TIP[resource]}"
        items.append(counter(resource, count, (x + i * (size[0] + 6), y, *size), False, tip))
    return items


def _holdings(cat: Catalog, view: CosmoState, seat: int, at: tuple[int, int], size: int) -> tuple[list, int]:
    """Returns the seat's discount tokens and Forbidden Knowledge from `at` on, and where they end."""
    left, y = at
    items = []
    for tile in view.tokens[seat]:
        value = cat.token_value[tile]
        tip = f"Discount token: {value} off a generic cost, once."
        rect = (left, y, art.token_width(value, size), size)
        items.append(pic(f"token:{value}:{size}", rect, art.token, value, size, tip=tip, faces=(tile,)))
        left += rect[2] + 4
    for tile in [t for t, s in view.knowledge.items() if s == seat]:
        items.append(knowledge_item(cat, tile, (left, y, size + 4, size), False, seat))
        left += size + 8
    return items, left


@colour_aware
def chip_picture(
    cat: Catalog, card_id: str, w: int, h: int, filled: tuple, cb: bool = False
) -> pygame.Surface:
    """Returns a card in play as a chip: its type's mark, its name, a constellation's four slots."""
    spec = cat.card[card_id]
    rgb = mix(type_rgb(spec.type), (0, 0, 0), 0.15)
    surface = rounded((w, h), rgb, WHITE, radius=8, width=2)
    surface.blit(art.mark(TYPE_RESOURCE[spec.type], h - 8, cb=cb), (4, 4))
    room = w - h - 6 - (4 * 13 if filled else 0)
    surface.blit(text(fit(spec.name, 20, room), 20, ink_on(rgb), True), (h + 1, (h - 28) // 2))
    for i, done in enumerate(filled):
        spot = pygame.Rect(w - 4 * 13 - 2 + i * 13, h // 2 - 5, 10, 10)
        pygame.draw.rect(surface, GOLD if done else WHITE, spot, 0 if done else 2, border_radius=2)
    return surface


def chip_width(cat: Catalog, card_id: str, filled: tuple, most: int) -> int:
    """Returns how wide a chip is drawn: its whole name (at most `most`, the name cut if it must be)."""
    name = text(cat.card_name(card_id), 20, WHITE, True).get_width()
    return min(most, CHIP[1] + 1 + name + 8 + (4 * 13 if filled else 0))


def chip_places(cat: Catalog, view: CosmoState, played: list[str], area: Rect) -> list[Rect]:
    """Returns where each chip goes, each as wide as its name, in rows across `area`, as many as fit with
    room left for a '+N more' after them when some do not."""
    x, y, w, h = area
    rows, places, at, row = max(1, (h + 4) // (CHIP[1] + 4)), [], x, 0
    for i, card_id in enumerate(played):
        width = chip_width(cat, card_id, tuple(view.slots.get(card_id, ())), w)
        if at + width > x + w and at > x:
            at, row = x, row + 1
        last_row = row == rows - 1
        more = MORE if i < len(played) - 1 and last_row else 0  # room for '+N more' after it
        if row >= rows or (last_row and at + width + more > x + w and i < len(played) - 1 and at > x):
            break
        places.append((at, y + row * (CHIP[1] + 4), width, CHIP[1]))
        at += width + 6
    return places


def chips(cat: Catalog, view: CosmoState, seat: int, area: Rect) -> list[Item]:
    """Returns the seat's cards in play as chips in rows across `area`; '+N more' when they overflow."""
    x, y, w, h = area
    played = sorted(view.played[seat], key=lambda c: cat.type_of(c) != "constellation")
    if played and w < CHIP[0]:  # no room for a chip (a compact panel with tokens): a count, named on hover
        names = ", ".join(cat.card_name(c) for c in played)
        return [label(f"{len(played)} in play", (x + 4, y + 2), 20, SOFT, tip=f"In play: {names}.")]
    if not played:
        return [label("no cards in play yet", (x + 4, y + 2), 20, SOFT)]
    places = chip_places(cat, view, played, area)
    items = [_chip(cat, view, card_id, rect) for card_id, rect in zip(played, places, strict=False)]
    if len(places) < len(played):
        more = played[len(places) :]
        end = places[-1] if places else (x - 6, y, 0, 0)
        names = ", ".join(cat.card_name(c) for c in more)
        at = (end[0] + end[2] + 10, end[1] + 6)
        items.append(label(f"+{len(more)} more", at, 20, SOFT, tip=f"Also in play: {names}."))
    return items


def _chip(cat: Catalog, view: CosmoState, card_id: str, rect: Rect) -> Item:
    filled = tuple(view.slots.get(card_id, ()))
    key = f"chip:{card_id}:{rect[2]}:{''.join('1' if f else '0' for f in filled)}"
    picture = (chip_picture, cat, card_id, rect[2], rect[3], filled)
    return pic(key, rect, *picture, tip=card_tip(cat, card_id), faces=(card_id,))
