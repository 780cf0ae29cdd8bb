"""The big seat (the viewer): its board under the realm (tentacles on its summoning tile, resources as
counters, discount tokens, Forbidden Knowledge held), its play area (cards in play, constellations with
their slots) and its hand along the bottom."""

from __future__ import annotations

from dataclasses import replace

from games.cosmoctopus.rules import gains, investigator
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import Gained
from games.cosmoctopus.rules.state import PAY, CosmoState, play_zone, pool_zone, slot_zone
from games.cosmoctopus.rules.words import amount, tentacles_of
from games.cosmoctopus.table import art, cards, inplay, realm
from games.cosmoctopus.table.cardtext import card_tip
from games.cosmoctopus.table.palette import ACTING, SOFT
from games.cosmoctopus.table.pieces import RESOURCE_TIP, card, counter, label, pic, pill, zone
from games.cosmoctopus.table.supply import knowledge_item
from tabletop.rules.decisions import top_kind
from tabletop.rules.events import of_kind
from tabletop.rules.seats import hand_zone
from tabletop.ui.items import ROUND, Item, Rect, TableContext, seat_look
from tabletop.ui.marks import WHITE, badge, computer_after_name, counted, fit

BOARD = (16, 634, 496, 342)
PLAY = (528, 612, 1376, 176)
HAND = (528, 798, 1376, 178)
PLAY_CARD, HAND_CARD = (150, 174), (150, 176)
LEFT = 112  # the cards in play and in hand start right of their zone's name ("In play", "Hand 8")
TOKEN, KNOWLEDGE = 62, (104, 62)
KNOWLEDGE_MOST, KNOWLEDGE_RIGHT = (
    200,
    456,
)  # a held tile's widest, and where the row ends (from the board's x)
GOAL = 8  # tentacles to summon Cosmoctopus (the summoning tile has 8 spots)


def fan(count: int, area: Rect, size: tuple[int, int], gap: int = 10) -> list[Rect]:
    """Returns `count` card rects across `area`, left to right, overlapping when they would not fit."""
    x, y, w, h = area
    cw, ch = size
    step = cw + gap if count < 2 else min(cw + gap, (w - cw) // (count - 1))
    return [(x + i * step, y + (h - ch) // 2, cw, ch) for i in range(count)]


def board_items(
    cat: Catalog, view: CosmoState, ctx: TableContext, seat: int, acting: bool, pieces: set
) -> list[Item]:
    """Returns the big seat's board: the pool's zone, name, tentacles, resources, tokens, Forbidden
    Knowledge (a counter or token is a piece when `pieces` holds it)."""
    x, y, w, h = BOARD
    name, rgb, symbol = seat_look(ctx, seat)
    tip = f"{name}'s board: tentacles, resources, discount tokens and Forbidden Knowledge."
    panel = pic(
        f"panel:{rgb}:{acting}:{w}x{h}", BOARD, art.panel, w, h, rgb, acting, zone=pool_zone(seat), tip=tip
    )
    items = [replace(panel, place=f"seat:{seat}")]
    items.append(pic(f"badge:{rgb}:{symbol}:34", (x + 20, y + 12, 34, 34), badge, symbol, rgb, 34, tip=tip))
    room, mark = computer_after_name(
        ctx.seats[seat] if seat < len(ctx.seats) else None, 26, (x + 62, y + 12), w - 90
    )
    items += [label(fit(name, 26, room), (x + 62, y + 12), 26, rgb, tip=tip), *mark]
    items += tentacle_track(view, seat, (x + 20, y + 56), rgb, w - 32)
    items += resource_row(cat, view, seat, (x + 20, y + 110), pieces)
    items += token_row(cat, view, seat, (x + 20, y + 212), pieces)
    items.append(
        label(
            f"{counted(len(view.hands[seat]), 'card')} in hand · {len(view.played[seat])} in play",
            (x + 20, y + h - 34),
            20,
            SOFT,
        )
    )
    return items


DONE = "Reached 8 tentacles: they went back to the supply, with every card and resource."


def shown_tentacles(view: CosmoState, seat: int) -> int:
    """Returns the tentacles a seat's track shows: 8 for a co-op player who reached 8 (the tentacles went
    back to the supply, but '0 of 8' beside 'You have reached 8 tentacles' read as a mistake)."""
    return GOAL if investigator.finished(view, seat) else view.tentacles[seat]


def tentacle_track(view: CosmoState, seat: int, at: tuple[int, int], rgb, width: int) -> list[Item]:
    """Returns the summoning tile: 8 spots, a tentacle on each one gained, and the count in words, all
    within `width`."""
    count, x, y = shown_tentacles(view, seat), *at
    tip = f"Summoning tile: {tentacles_of(count, GOAL)}. The first to 8 summons Cosmoctopus and wins."
    if investigator.finished(view, seat):
        tip = f"{DONE} Now it only moves Cosmoctopus and gives each tile's bonus to an active player."
    items = [
        pic(
            f"tentacle:{rgb}:{i < count}:34",
            (x + i * 34, y, 34, 34),
            art.tentacle,
            34,
            rgb,
            i < count,
            tip=tip,
        )
        for i in range(8)
    ]
    if 0 < count <= 8:  # the newest one: where a tentacle gained lands
        items[count - 1] = realm.tentacles_arrive(view, seat, view.tentacles[seat], items[count - 1])
    words = tentacles_of(count, GOAL, count <= GOAL)  # '8 of 8 (+1)': the longer words would not fit
    words = "reached 8: done" if investigator.finished(view, seat) else words
    room = width - 8 * 34 - 10
    return [*items, label(words, (x + 8 * 34 + 10, y + 4), 21, WHITE, tip=tip, width=room)]


def fresh_gains(view: CosmoState, seat: int) -> dict[str, int]:
    """Returns what the seat gained into its pool in the last action, by resource (its events)."""
    found: dict[str, int] = {}
    for event in of_kind(view.events, Gained):
        if event.seat == seat:
            found[event.resource] = found.get(event.resource, 0) + event.count
    return found


def resource_row(cat: Catalog, view: CosmoState, seat: int, at: tuple[int, int], pieces: set) -> list[Item]:
    """Returns the seat's four resource counters (pieces while they may be dragged), each marked '+N' where
    the last action's gain landed."""
    x, y = at
    items = []
    fresh = fresh_gains(view, seat)
    for i, resource in enumerate(cat.resources):
        count = view.pool[seat][resource]
        tip = f"{amount(cat, resource, count)}. {RESOURCE_TIP[resource]}"
        rect = (x + i * 116, y, 108, 90)
        items.append(counter(resource, count, rect, resource in pieces, tip, big=True))
        if fresh.get(resource):
            got = f"+{fresh[resource]}"
            items.append(
                replace(pill(got, (rect[0] + rect[2] - 44, rect[1] - 16), ACTING, 20, tip), above=True)
            )
        if count > cat.content.limit:
            over = f"{count - cat.content.limit} over 8"
            items.append(
                replace(pill(over, (rect[0] + 14, rect[1] - 16), (255, 120, 110), 20, tip), above=True)
            )
    return items


def token_row(cat: Catalog, view: CosmoState, seat: int, at: tuple[int, int], pieces: set) -> list[Item]:
    """Returns the seat's discount tokens and the Forbidden Knowledge tiles it holds."""
    x, y = at
    items = [label("Tokens", (x, y - 2), 20, SOFT)] if view.tokens[seat] else []
    for i, tile in enumerate(view.tokens[seat]):
        value = cat.token_value[tile]
        tip = f"Discount token: {value} off a card's generic (any) cost, once; not for Forbidden Knowledge."
        item = pic(
            f"token:{value}:{TOKEN}",
            (x + i * (TOKEN + 8), y + 26, TOKEN, TOKEN),
            art.token,
            value,
            TOKEN,
            piece=tile if tile in pieces else None,
            tip=tip,
            faces=(tile,),
        )
        items.append(replace(item, shape=ROUND))
    held = [t for t, s in view.knowledge.items() if s == seat]
    if held:  # beside the tokens, as wide as the room lets each name be read (4 narrow ones: marks)
        left = x
        if view.tokens[seat]:  # after the tokens and their title, whichever is wider
            titled = label("Tokens", (x, y - 2), 20, SOFT).rect[2] + 16
            left += max(len(view.tokens[seat]) * (TOKEN + 8) + 12, titled)
        width = min(KNOWLEDGE_MOST, (x + KNOWLEDGE_RIGHT - left - 6 * (len(held) - 1)) // len(held))
        items.append(label("Forbidden Knowledge", (left, y - 2), 20, SOFT))
        for i, tile in enumerate(held):
            rect = (left + i * (width + 6), y + 26, width, KNOWLEDGE[1])
            items.append(knowledge_item(cat, tile, rect, False, seat))
    return items


def play_items(cat: Catalog, view: CosmoState, seat: int, mine: bool) -> list[Item]:
    """Returns the play area (the zone cards are played onto) and the seat's cards in play, constellations
    first with a zone on each slot."""
    x, y, w, h = PLAY
    who = "Your" if mine else "Their"
    tip = play_tip(view, who)
    items = [pic(f"spot:play:{w}x{h}", PLAY, art.spot, w, h, "", zone=play_zone(seat), tip=tip)]
    items.append(replace(pill("In play", (x + 8, y + 8), (80, 70, 150), 20), above=True))
    played = sorted(view.played[seat], key=lambda c: cat.type_of(c) != "constellation")
    for card_id, rect, chipped in inplay.places(cat, played, (x + LEFT, y, w - LEFT - 10, h), PLAY_CARD):
        if chipped:
            tip = card_tip(cat, card_id)
            items.append(
                pic(
                    f"inplay:{card_id}:{rect[2]}x{rect[3]}",
                    rect,
                    inplay.chip,
                    cat,
                    card_id,
                    *rect[2:],
                    tip=tip,
                    faces=(card_id,),
                )
            )
        else:
            items += in_play_card(cat, view, seat, card_id, rect)
    return items


def play_tip(view: CosmoState, who: str) -> str:
    """Returns the play area's tip as the state stands: during a payment it is where the card goes once paid
    (issue 33 item 11: it said 'drag a card here' while the payment panel asked for resources)."""
    if top_kind(view) == PAY:
        return f"{who} play area: the card being paid for lands here once the payment is confirmed."
    return f"{who} play area: drag a card from your hand here to play it (then pay for it)."


def in_play_card(cat: Catalog, view: CosmoState, seat: int, card_id: str, rect: Rect) -> list[Item]:
    """Returns a card in play; a constellation with its slots as they stand and a zone on each."""
    filled = tuple(view.slots.get(card_id, ()))
    where = _slot_words(cat, view, seat, card_id) if filled else ""
    items = [card(cat, card_id, rect, where=where, filled=filled)]
    if not filled:
        return items
    slots = tuple(slot_zone(card_id, i) for i in range(len(filled)))
    # A resource dropped anywhere on the card fills its next open slot (the slots are small).
    items.append(Item(f"cc:slots:{card_id}", rect, answers=slots))
    for i, (sx, sy, sw, sh) in enumerate(cards.slot_rects(cat, card_id, rect[2], rect[3])):
        slot_tip = (
            f"Slot {'ABCD'[i]} of {cat.card_name(card_id)}: takes {cat.card[card_id].slots[i].resource}."
        )
        items.append(zone(slot_zone(card_id, i), (rect[0] + sx, rect[1] + sy, sw, sh), slot_tip))
    return items


def _slot_words(cat: Catalog, view: CosmoState, seat: int, card_id: str) -> str:
    filled = view.slots[card_id]
    opened = [i for c, i in gains.open_slots(cat, view, seat) if c == card_id]
    marks = ["filled" if f else "open" if i in opened else "closed" for i, f in enumerate(filled)]
    return "Now: " + ", ".join(f"{'ABCD'[i]} {m}" for i, m in enumerate(marks)) + "."


def hand_items(cat: Catalog, view: CosmoState, seat: int, pieces: set) -> list[Item]:
    """Returns the hand's zone and its cards (backs while nobody may look; pieces while they may move)."""
    x, y, w, h = HAND
    hand = view.hands[seat]
    tip = f"Hand: {counted(len(hand), 'card')}. Drag one onto the play area to play it."
    tip += " At most 8 at the end of a turn."
    items = [zone(hand_zone(seat), HAND, tip)]
    items.append(replace(pill(f"Hand {len(hand)}", (x + 8, y + 8), (80, 70, 150), 20), above=True))
    for card_id, rect in zip(hand, fan(len(hand), (x + LEFT, y, w - LEFT - 10, h), HAND_CARD), strict=True):
        items.append(card(cat, card_id, rect, piece=card_id in pieces))
    return items
