"""The middle of the table: the draw pile, the face-up pair and the discard pile on the left, what is under
way below them, and the panel of a black card's choices (which replaces the big island while its seat
decides): the block, the card to steal, destroy or take, the card to name, the order of the top cards."""

from __future__ import annotations

from dataclasses import replace

from games.rainbow_pirates.rules import moves
from games.rainbow_pirates.rules.names import article, card_name, loved
from games.rainbow_pirates.rules.state import (
    BLOCK,
    DESTROY,
    EFFECTS,
    GIVE,
    NAME,
    REORDER,
    STEAL,
    TAKE,
    PirateState,
    actor,
)
from games.rainbow_pirates.table import panels
from games.rainbow_pirates.table.islands import Fans, fan_rects, island_items
from games.rainbow_pirates.table.palette import PANEL_EDGE
from games.rainbow_pirates.table.pieces import back, card, label, pic
from games.rainbow_pirates.table.seats import ISLAND_H, ISLAND_W, ISLAND_X, ISLAND_Y, OWN_SIZES
from tabletop.rules import decisions
from tabletop.rules.decisions import top_kind
from tabletop.rules.words import plural
from tabletop.ui.items import Item, TableContext, seat_look
from tabletop.ui.marks import GOLD, WHITE, fit

PILE_Y, PILE_W, PILE_H = 458, 108, 151
PILE_X, FACE_X, DISCARD_X = 24, 148, 386
INFO_Y = 648


def top_cards(count: int) -> str:
    """Returns 'the top card' or 'the top 3 cards'."""
    return "the top card" if count == 1 else f"the top {count} cards"


PILE_TIP = (
    "Draw pile: {n}, face down. Click it to end your turn by drawing its top 2 cards (or click the "
    "face-up pair to take both of them; never one of each)."
)
FACE_TIP = (
    "Face-up pair: click to end your turn by taking both cards; the pair is refilled from the draw pile."
)
SORT_W, SORT_H = 70, 98


def pile_items(cat, view: PirateState) -> list[Item]:
    """Returns the draw pile (click to draw 2), the face-up pair (click to take both), the discard pile."""
    items = [
        label("Draw pile", (PILE_X + PILE_W // 2, PILE_Y - 32), 22, anchor="centre"),
        label("Face up", (FACE_X + PILE_W + 3, PILE_Y - 32), 22, anchor="centre"),
        label("Discard", (DISCARD_X + PILE_W // 2, PILE_Y - 32), 22, anchor="centre"),
    ]
    items.append(_draw_pile(view))
    items += _faceup_pair(cat, view)
    items += _under_top(cat, view)
    items.append(_discard_pile(cat, view))
    return items + _pile_counts(view)


def _draw_pile(view: PirateState) -> Item:
    """Returns the draw pile's backs, or its empty spot: a click on either draws."""
    tip = PILE_TIP.format(n=plural(len(view.pile), "card"))
    if not view.pile:
        return _empty_place("Empty", PILE_X, "pile", tip)
    return replace(back((PILE_X, PILE_Y, PILE_W, PILE_H), "pile", tip), place="deck", backs=len(view.pile))


def _faceup_pair(cat, view: PirateState) -> list[Item]:
    """Returns the two face-up cards (an empty spot for a missing one): a click on either takes both."""
    items = []
    for i in range(2):
        x = FACE_X + i * (PILE_W + 6)
        if i < len(view.faceup):
            face = card(cat, view.faceup[i], (x, PILE_Y, PILE_W, PILE_H), zone_id="faceup")
            items.append(replace(face, tip=f"{card_name(cat, view.faceup[i])}. {FACE_TIP}"))
        else:
            items.append(_empty_place("None", x, "faceup", FACE_TIP))
    return items


def _discard_pile(cat, view: PirateState) -> Item:
    """Returns the discard pile's top card, or its empty spot: black cards and blocks are dropped there."""
    tip = (
        f"Discard pile: {plural(len(view.discard), 'card')}, face up. Drop a black card here to play it; "
        "drop the loved colour here to block one."
    )
    if not view.discard:
        return _empty_place("Empty", DISCARD_X, "discard", tip)
    top = view.discard[-1]
    face = card(cat, top, (DISCARD_X, PILE_Y, PILE_W, PILE_H), zone_id="discard")
    return replace(face, tip=f"Top: {card_name(cat, top)}. {tip}")


def _under_top(cat, view: PirateState) -> list[Item]:
    """Returns the discard pile's second card, a picture under the top one (its face declared, for the
    secrets check; without a back it is not a card the table moves): while a card glides onto the pile,
    the pile it lands on still shows."""
    if len(view.discard) < 2:
        return []
    under = card(cat, view.discard[-2], (DISCARD_X, PILE_Y, PILE_W, PILE_H))
    return [replace(under, back=None)]  # its picture is the face's own (one sprite)


def _empty_place(words: str, x: int, zone_id: str, tip: str) -> Item:
    """Returns the dashed spot, with `words` on it, of an empty pile or a missing face-up card."""
    rect = (x, PILE_Y, PILE_W, PILE_H)
    return pic(
        f"spot:{words}:{PILE_W}", rect, panels.spot, PILE_W, PILE_H, words, PANEL_EDGE, zone=zone_id, tip=tip
    )


def _pile_counts(view: PirateState) -> list[Item]:
    """Returns how many cards the draw pile and the discard pile hold, under each."""
    return [
        label(plural(count, "card"), (x + PILE_W // 2, PILE_Y + PILE_H + 6), 20, PANEL_EDGE, anchor="centre")
        for x, count in ((PILE_X, len(view.pile)), (DISCARD_X, len(view.discard)))
    ]


def info_items(cat, view: PirateState, ctx: TableContext) -> list[Item]:
    """Returns the line under the piles: the turn, the final placements, a black card under way."""
    lines = [f"Turn {view.turn}" + (" · the draw pile ran out: final placements" if view.final else "")]
    attack = next((p.data for p in reversed(view.decisions) if p.data is not None), None)
    if attack is not None:
        who = seat_look(ctx, attack.attacker)[0]
        on = f" on {seat_look(ctx, attack.victim)[0]}" if attack.victim >= 0 else ""
        lines.append(f"{who} played {card_name(cat, attack.card)}{on}.")
        if top_kind(view) == BLOCK:
            # Short enough for its line: "Loves Sea Shanties (Blue 5): asking for blo…" was cut.
            lines.append(f"Asking for blocks: {cat.colour_name(cat.loves(attack.card))} blocks it.")
    items = []
    for i, line in enumerate(lines):
        items.append(label(fit(line, 19, 470), (PILE_X, INFO_Y + i * 23), 19, GOLD if i else WHITE, tip=line))
    if view.over:
        items.append(label("The game is over.", (PILE_X, INFO_Y + 23 * len(lines)), 19, GOLD))
    return items


# The choices of a black card ---------------------------------------------------------------------


def choice_due(view: PirateState, ctx: TableContext) -> bool:
    """Tells whether the viewer decides a black card's choice (or a block) now: the panel shows."""
    return ctx.viewer is not None and actor(view) == ctx.viewer and top_kind(view) in (*EFFECTS, BLOCK)


def choice_items(cat, view: PirateState, ctx: TableContext) -> list[Item]:
    """Returns the panel of the viewer's decision about a black card, in place of its island."""
    prompt = decisions.top(view)
    attack, kind, me = prompt.data, prompt.kind, ctx.viewer
    x, y, w, h = ISLAND_X, ISLAND_Y, ISLAND_W, ISLAND_H
    lines = choice_lines(cat, view, ctx)
    title = "Block?" if kind == BLOCK else card_name(cat, attack.card)
    board = pic(
        f"choice:{kind}:{title}:{lines}",
        (x, y, w, h),
        panels.plain_panel,
        w,
        h,
        title,
        (),
        tip=" ".join(lines),
    )
    items = [replace(board, place=f"seat:{me}")]  # the viewer's place while its island is covered
    text_x = x + (200 if kind == BLOCK else 20)
    for i, line in enumerate(lines):
        items.append(label(line, (text_x, y + 52 + 28 * i), 21, WHITE))
    if kind == BLOCK:
        items.append(card(cat, attack.card, (x + 24, y + 60, 150, 210)))
        return items
    body = (x + 20, y + 60 + 28 * len(lines), w - 40, h - 70 - 28 * len(lines))
    return items + _choice_cards(cat, view, ctx, body)


def choice_lines(cat, view: PirateState, ctx: TableContext) -> tuple[str, ...]:
    """Returns what the choice panel says of the viewer's decision: what was played, how to answer."""
    prompt = decisions.top(view)
    attack, kind = prompt.data, prompt.kind
    black = card_name(cat, attack.card)
    who = seat_look(ctx, attack.attacker)[0]
    if kind == BLOCK:
        return _block_lines(cat, attack, who, black, attack.victim == ctx.viewer)
    victim = _victim_name(ctx, attack)
    return {
        GIVE: (
            f"{who}'s {black}: give them one of your black cards.",
            f"Drag it from your hand onto {who}'s hand at the top.",
        ),
        STEAL: (f"{black}: steal a card of {victim}'s island.", "Drag a lit card onto your hand."),
        DESTROY: (f"{black}: destroy a card of {victim}'s island.", "Drag a lit card onto the discard pile."),
        TAKE: (f"{black}: take any card from the discard pile.", "Drag a lit card onto your hand."),
        NAME: (
            f"{black}: name a card.",
            "Click one: the first opponent (in turn order) holding one gives it to you.",
        ),
        REORDER: (
            f"{black}: {top_cards(len(view.peek))} of the draw pile.",
            "Drag them back onto the draw pile one by one: the last one put back is the top. Then Done.",
        )
        if view.peek
        else (f"{black}: the cards are back on the draw pile.", "Press Done."),
    }[kind]


def _aimed(cat, attack, who: str, on_me: bool) -> str:
    """Returns whom a black card is aimed at: ' on you', ' on every opponent', or, for a card that helps
    only its player, what it does for them."""
    if on_me:
        return " on you"
    if cat.black[attack.card].targets == "self":
        return f": it helps only {who}"
    return " on every opponent"


def _block_lines(cat, attack, who: str, black: str, on_me: bool) -> tuple[str, ...]:
    """Returns what the choice panel says while the viewer may block `attack`."""
    colour = cat.colour_names.get(cat.loves(attack.card) or "", "loved")
    return (
        f"{who} played {black}" + _aimed(cat, attack, who, on_me) + ".",
        f"It loves {loved(cat, attack.card)}. Block it: drag {article(colour)} {colour} card from your hand"
        " onto the discard pile.",
        "Or press Arrrgh! to let it happen. Nobody else sees your hand.",
    )


def _victim_name(ctx: TableContext, attack) -> str:
    """Returns the name of the seat `attack` aims at ('' when it aims at no one seat)."""
    return seat_look(ctx, attack.victim)[0] if attack.victim >= 0 else ""


def _choice_cards(cat, view: PirateState, ctx: TableContext, body) -> list[Item]:
    """Returns the cards the viewer chooses from inside `body`: the victim's island (to steal or destroy
    from), the discard pile's cards (to take), the top cards (to reorder) or one card of every sort."""
    prompt = decisions.top(view)
    attack, kind = prompt.data, prompt.kind
    if kind in (STEAL, DESTROY):
        pieces = frozenset(c for g in view.islands[attack.victim] for c in g)
        whose = f"{_victim_name(ctx, attack)}'s"
        fans = Fans(attack.victim, view.islands[attack.victim], view.wild_as, [], pieces, False, True, whose)
        return island_items(cat, fans, body, OWN_SIZES)
    if kind == TAKE:
        shown = [a.piece for a in moves.effect_actions(cat, view, TAKE, ctx.viewer, attack)]
        return row(cat, shown, body, True)
    if kind == REORDER:
        return row(cat, list(view.peek), body, True)
    if kind == NAME:
        return name_items(cat, body)
    return []


def row(cat, cards: list[str], body, pieces: bool) -> list[Item]:
    """Returns cards in one row (fanned when many) across `body`."""
    if not cards:
        return []
    w, h = 86, 120
    step = min(w + 12, (body[2] - w) // max(1, len(cards) - 1))
    return [
        card(cat, c, r, pieces)
        for c, r in zip(cards, fan_rects(len(cards), (body[0], body[1] + 20), w, h, step), strict=True)
    ]


def name_items(cat, body) -> list[Item]:
    """Returns a card of every sort a Spyglass may name: each a place to click."""
    items = []
    samples = {}
    for card_id in cat.cards:
        samples.setdefault(cat.sort[card_id], card_id)
    step = min(SORT_W + 8, (body[2] - SORT_W) // max(1, len(cat.sorts) - 1))
    for i, sort in enumerate(cat.sorts):
        rect = (body[0] + i * step, body[1] + 10, SORT_W, SORT_H)
        face = card(cat, samples[sort], rect, zone_id=f"name:{sort}")
        tip = f"Name {cat.sort_name(sort)}: the first opponent holding one gives it to you."
        items.append(replace(face, tip=tip, faces=(), back=None))  # a sample of the sort, no card's face
    return items
