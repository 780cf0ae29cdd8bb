"""The panel of the decision under way, under the card row: what is asked and how to answer with the
mouse. A payment shows the card, what is still owed, what was put in and the proposed cheapest way to
pay the rest (the panel is the place to drop resources, cards and tokens on); a gained resource waits
here to be dragged onto a slot or the board; discarding down to 8 shows the bank."""

from __future__ import annotations

from collections import Counter

from games.cosmoctopus.rules import paying
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import BANK, DISCARD, MOVE, PAY, PAY_ZONE, PLACE, CosmoState, top_ask
from games.cosmoctopus.rules.words import (
    amount,
    amounts,
    gained,
    move_count,
    tile_name,
    turn_choices,
    turn_help,
)
from games.cosmoctopus.table import art, bridge
from games.cosmoctopus.table import investigator as pi_table
from games.cosmoctopus.table.pieces import card, counter, label, pic, zone
from games.cosmoctopus.table.supply import knowledge_item
from tabletop.rules import decisions
from tabletop.rules.decisions import top_kind
from tabletop.ui.items import Item, TableContext, seat_look
from tabletop.ui.marks import GOLD, WHITE, fit
from tabletop.ui.sprites import wrap

PANEL = (528, 452, 736, 148)
TEXT_W = 700
PAID_CARD = (150, 140)  # the card being paid for (the title and its tip say it in full)
LINE, STEP = 20, 25  # the size of the panel's words (13 px tall at 1280x720), and from line to line
NARROW = (PLACE, DISCARD, "place_bridge")  # the right of the panel holds what is gained, or the bank
INSTRUCTIONS = {
    "draft": "Drag the card you keep from your packet onto your hand; the rest pass to the left.",
    MOVE: "Drag the head onto a lit tile. Each tile after the first costs 1 resource of Tribute. "
    "Confirm ends the move: you gain the last tile's bonus.",
    "same": "Choose the resource with a button below.",
    "take": "Drag a card from the card row onto your hand.",
    "take_type": "Choose the type with a button below: you take every row card of it.",
    "free": "Drag a lit card onto your play area to play it for free, or Pass.",
    "contact": "Your first tentacle! Drag a First Contact card onto your hand, or Pass.",
    "order": "Several constellations are complete: choose which resolves first.",
    "may_draw": "Your relic lets you draw the top card of the deck.",
    PLACE: "Drag it onto a lit slot of your constellation (a slot with its mark), or onto your board to "
    "keep it. Only resources gained now can fill a slot.",
    DISCARD: "Drag cards onto the discard pile and resources onto the bank until you keep 8 at most.",
    **bridge.PANEL_WORDS,
}


def panel_items(cat: Catalog, view: CosmoState, ctx: TableContext, pieces: set) -> list[Item]:
    """Returns the panel of the decision on top, as the viewer sees it."""
    prompt = decisions.top(view)
    x, y, w, h = PANEL
    kind = top_kind(view)
    items = [pic(f"plate:{w}x{h}", PANEL, art.plate, w, h)]
    if kind == PAY:
        return items + _payment(cat, view, ctx, pieces)
    if prompt is None:
        return items + [
            label("The game is over." if view.phase == "over" else "", (x + 18, y + 14), 22, GOLD)
        ]
    if prompt.seat < 0:  # the Private Investigator's turn: its next step, and the five
        return items + _pi_turn(cat, view, ctx)
    mine = prompt.seat == ctx.viewer
    items += _asked(cat, view, ctx, kind, prompt.seat)
    if kind == PLACE and mine:
        items += _gained(view, pieces)
    if kind == DISCARD:
        items.append(_bank())
    return items


def _asked(cat: Catalog, view: CosmoState, ctx: TableContext, kind: str, seat: int) -> list[Item]:
    """Returns the title (wrapped to a second line if it must be) and, for the seat asked, what to do with
    the mouse; in a move, the Tribute paid so far on a line of its own."""
    x, y, w, h = PANEL
    mine = seat == ctx.viewer
    title = _title(cat, view, ctx, kind, seat, mine)
    heads = wrap(title, 22, w - 36, True)
    heads = heads if len(heads) <= 2 else [heads[0], fit(" ".join(heads[1:]), 22, w - 36)]
    items = [label(line, (x + 18, y + 10 + i * 28), 22, GOLD, tip=title) for i, line in enumerate(heads)]
    said = turn_help(view) if kind == "turn" else INSTRUCTIONS.get(kind, "")
    words = pi_table.instructions(view, kind, seat) or said if mine else ""
    lines = wrap(bridge.instructions(view, words), LINE, TEXT_W - (230 if kind in NARROW else 0), True)
    tribute = [_tribute(cat, view)] if kind == MOVE and view.tribute else []
    top = y + 40 + (len(heads) - 1) * 28
    lines = [line for line in lines if line][: (y + h - top) // STEP - len(tribute)]
    items += [label(line, (x + 18, top + i * STEP), LINE, WHITE) for i, line in enumerate(lines)]
    return items + [label(t, (x + 18, top + len(lines) * STEP), LINE, GOLD, tip=t) for t in tribute]


def _pi_turn(cat: Catalog, view: CosmoState, ctx: TableContext) -> list[Item]:
    x, y, w, _ = PANEL
    items = [label("The Private Investigator's turn", (x + 18, y + 10), 22, GOLD)]
    return items + _lines(" ".join(pi_table.turn_lines(cat, view)), (x + 18, y + 40), TEXT_W)


def _title(cat: Catalog, view: CosmoState, ctx: TableContext, kind: str, seat: int, mine: bool) -> str:
    ask = top_ask(view)
    who = "You" if mine else seat_look(ctx, seat)[0]
    granted = move_count(cat, view)  # 'Submerge (Blotted Notes): move 2 of 3'
    turn = turn_choices(view)
    if view.lightning and view.plays > 0:  # 'lightning: you may play one more card, take …'
        more = f"lightning: {'you' if mine else who} may play one more card, "
        turn = more + turn.removeprefix("play a card, ")
    titles = {
        "draft": f"{who}: keep 1 card of the packet",
        "turn": f"{who}: {turn}",
        MOVE: f"{who}: " + (granted or "move Cosmoctopus") + (" (or pass)" if ask.optional else ""),
        PLACE: f"{who} gained {gained(cat, ask.resource, ask.count, ask.card)}: a slot could take it",
        "same": f"{who}: choose a resource to gain {ask.count} of",
        "take": f"{who}: take a card from the card row",
        "take_type": f"{who}: take every row card of one type",
        "free": f"{who}: play a {ask.card_type} from the {ask.source} for free",
        "contact": f"{who}: take a First Contact card",
        "order": f"{who}: choose the constellation to resolve first",
        "may_draw": f"{who}: draw the top card, or pass",
        DISCARD: f"{who}: discard down to 8",
        "donate": f"{who}: give this tile's bonus to an active player",
    }
    return bridge.title(view, who, lambda zone: tile_name(cat, view, zone)) or titles.get(kind, who)


def _tribute(cat: Catalog, view: CosmoState) -> str:
    paid = Counter(view.tribute)
    return f"Tribute paid so far: {amounts(cat, dict(paid), more='')}." if paid else ""


def _lines(words: str, at: tuple[int, int], width: int, size: int = LINE) -> list[Item]:
    return [
        label(line, (at[0], at[1] + i * STEP), size, WHITE)
        for i, line in enumerate(wrap(words, size, width, True)[:4])
    ]


def _gained(view: CosmoState, pieces: set) -> list[Item]:
    """Returns the gained resource waiting to be placed: drag it onto a lit slot or onto your board."""
    ask = top_ask(view)
    x, y, w, h = PANEL
    tip = f"You gained {ask.count} {ask.resource}: drag it onto a lit constellation slot, or onto your board."
    return [
        counter(
            ask.resource, ask.count, (x + w - 130, y + 44, 108, 90), ask.resource in pieces, tip, big=True
        )
    ]


def _bank() -> Item:
    x, y, w, h = PANEL
    tip = "The bank: drop a resource here to return it (keep at most 8 of each at the end of your turn)."
    return pic(
        "spot:bank",
        (x + w - 200, y + 40, 180, 96),
        art.spot,
        180,
        96,
        "Bank:\ndrop resources",
        zone=BANK,
        tip=tip,
    )


def _payment(cat: Catalog, view: CosmoState, ctx: TableContext, pieces: set) -> list[Item]:
    """Returns the payment under way: the card (or tile), what is owed, what is in, the proposal."""
    prompt = decisions.top(view)
    x, y, w, h = PANEL
    mine = prompt.seat == ctx.viewer
    tip = "The payment: drop resources, hand cards (a discount of their type's resource) and tokens here."
    items = [zone(PAY_ZONE, PANEL, tip)]
    if paying.is_knowledge(cat, view.paying):
        items.append(knowledge_item(cat, view.paying, (x + 10, y + 10, 100, 104), False))
    else:
        items.append(card(cat, view.paying, (x + 10, y + 4, *PAID_CARD), where="Being paid for."))
    who = "You" if mine else seat_look(ctx, prompt.seat)[0]
    title = f"{who}: paying for {cat.card_name(view.paying)}"
    lines = [_owed(cat, view), _put_in(cat, view)]
    left = PAID_CARD[0] + 20
    if mine:
        lines += wrap(_proposal(cat, view, prompt.seat), LINE, w - left - 10, True)[:2]
    items.append(label(fit(title, 22, w - left - 10), (x + left, y + 8), 22, GOLD, tip=title))
    for i, line in enumerate(lines):
        colour = GOLD if i >= 2 else WHITE
        words = fit(line, LINE, w - left - 10)
        items.append(label(words, (x + left, y + 38 + i * STEP), LINE, colour, tip=line))
    return items


def _owed(cat: Catalog, view: CosmoState) -> str:
    owed = {k: v for k, v in view.owed.items() if v}
    return f"Still to pay: {amounts(cat, owed, more='')}." if owed else "All paid: press Confirm (or Cancel)."


def _put_in(cat: Catalog, view: CosmoState) -> str:
    parts = [amount(cat, r, n) for r, n in view.paid.items() if n]
    parts += [f"discarded {cat.card_name(c)}" for c in view.pay_cards]
    parts += [f"token −{cat.token_value[t]}" for t in view.pay_tokens]
    return "Put in: " + (", ".join(parts) if parts else "nothing yet") + "."


def _proposal(cat: Catalog, view: CosmoState, seat: int) -> str:
    """Returns the proposed cheapest way to pay the rest (what 'Pay as proposed and play it' does)."""
    steps = paying.suggestion(cat, view, seat)
    if not any(view.owed.values()):
        return "Drag more in only if you wish; Confirm spends it."
    if not steps or steps[-1].kind != "confirm":
        return "You cannot pay the rest: Cancel."
    paid = Counter(s.piece for s in steps if s.kind == "pay")
    parts = [amount(cat, r, n) for r, n in paid.items()]
    parts += [f"discard {cat.card_name(s.piece)}" for s in steps if s.kind == "discard"]
    parts += [f"token −{cat.token_value[s.piece]}" for s in steps if s.kind == "token"]
    done = "take it" if paying.is_knowledge(cat, view.paying) else "play it"
    said = "Proposed: " + ", ".join(parts) + "."
    more = f"{said} Drag your own choice in, or Pay as proposed and {done}."
    return more if len(wrap(more, LINE, PANEL[2] - PAID_CARD[0] - 30, True)) <= 2 else said  # never cut
