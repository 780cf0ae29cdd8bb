"""The bottom right of the table, the viewer's side: the exchange the viewer has under way with its running
total, or else the news (an exchange another seat has under way, how the game ends, whether it is ending,
the viewer's score so far)."""

from __future__ import annotations

from games.oct8.rules.catalog import Catalog
from games.oct8.rules.names import card_name, octopus_name
from games.oct8.rules.scoring import score
from games.oct8.rules.state import OVER, Oct8State, find, pending_of, step_of, turn_of
from games.oct8.table import panels
from games.oct8.table.pieces import arm, pic
from tabletop.rules.core import name_seats, seat_ref
from tabletop.rules.words import plural
from tabletop.ui.items import Item, TableContext, seat_look

NEWS_X, NEWS_Y, NEWS_W, NEWS_H = 1500, 648, 404, 334
SCORING = (
    "Scoring: 1 point per arm card of its head's colour;"
    " shipped octopuses of your secret colour score double."
)


def words(view: Oct8State, ctx: TableContext, text: str) -> str:
    """Returns a rules text with seats called by their names."""
    return name_seats(text, [seat_look(ctx, s)[0] for s in range(view.players)])


def exchange_words(cat: Catalog, view: Oct8State, viewer: int | None) -> tuple[str, str, str]:
    """Returns the exchange's name, its running total and what to do next (to the player acting)
    or what is going on (to everyone else)."""
    pending, actor = pending_of(view), turn_of(view)
    mine = viewer == actor
    if pending.kind == "attach":
        arms = cat.arm_total(find(view, pending.home)[0])
        if not mine:
            hint = f"{seat_ref(actor)} is attaching hand cards to a shared head."
        elif arms == 8:
            hint = "Eight arms! Confirm takes the octopus; Cancel puts the cards back."
        else:
            hint = "Drag more hand cards onto the lit head, or Confirm. Cancel puts them all back."
        return "Attach", f"{arms} / 8 arms", hint
    out, need = card_name(cat, pending.out), plural(pending.need, "arm")
    if pending.kind == "swap_hand":
        title, hint, source = "Hand swap", f"{out} comes off (shown here).", "hand cards"
    else:
        away = octopus_name(cat, view, pending.away, viewer)
        title, hint, source = "Arm swap", f"{out} went onto {away}.", "cards from that octopus"
    if not mine:
        hint += f" {seat_ref(actor)} fills the gap with {source} that make {need}."
    elif pending.given == pending.need:
        hint += " The arms add up: Confirm, or Cancel to put every card back."
    else:
        hint += f" Drag {source} onto the gap until they make {need}."
    return title, f"{pending.given} / {pending.need} arms", hint


def exchange_items(cat: Catalog, view: Oct8State, ctx: TableContext) -> list[Item]:
    """Returns the exchange panel, with the card a hand swap sets aside."""
    title, total, hint = exchange_words(cat, view, ctx.viewer)
    hint = words(view, ctx, hint)
    tray = pending_of(view).kind == "swap_hand"
    rect = (NEWS_X, NEWS_Y, NEWS_W, NEWS_H)
    key = f"exchange:{title}:{total}:{hint}:{tray}"
    args = (NEWS_W, NEWS_H, title, total, hint, tray)
    items = [
        pic(
            key,
            rect,
            panels.exchange_panel,
            *args,
            tip="The exchange under way: Confirm finishes it, Cancel puts every card back",
        )
    ]
    if tray:
        out = pending_of(view).out
        tip = f"{card_name(cat, out)}: joins your hand when you Confirm"
        items.append(arm(cat, out, (NEWS_X + NEWS_W - 92, NEWS_Y + 12, 78, 110), False, tip=tip))
    return items


def ending_line(view: Oct8State, ctx: TableContext) -> str:
    """Returns how the game ends, or that it is ending and who plays last."""
    if step_of(view) == OVER:
        return "The scores are on the results screen."
    if view.ending < 0:
        return "When the arm deck or the head deck runs out, everyone else plays one more turn."
    deck = "arm deck" if view.ended_by == "arms" else "head deck"
    last = (view.ending - 1) % view.players
    return words(
        view,
        ctx,
        f"The {deck} has run out! Everyone plays one last turn; {seat_ref(last)} plays the very last.",
    )


def watched_lines(cat: Catalog, view: Oct8State, ctx: TableContext) -> list[str]:
    """Returns the news of an exchange another seat has under way: its name and total, and what goes on."""
    title, total, hint = exchange_words(cat, view, ctx.viewer)
    who = seat_look(ctx, turn_of(view))[0]
    return [f"{who}: {title.lower()} under way ({total})", words(view, ctx, hint)]


def news_item(cat: Catalog, view: Oct8State, ctx: TableContext, watched: bool = False) -> Item:
    """Returns the news panel: an exchange another seat has under way (`watched`), the end of the game,
    the scoring, and the viewer's score so far."""
    lines = ["The end of the game", ending_line(view, ctx), SCORING]
    if watched:
        lines = [*watched_lines(cat, view, ctx), ending_line(view, ctx)]
    if ctx.viewer is not None and view.secrets[ctx.viewer] is not None and step_of(view) != OVER:
        parts = score(cat, view, ctx.viewer)
        detail = f"{parts.area} area, {parts.shipped} shipped, +{parts.bonus} bonus"
        lines.append(f"Your score now: {parts.total} ({detail})")
    rect = (NEWS_X, NEWS_Y, NEWS_W, NEWS_H)
    args = (NEWS_W, NEWS_H, tuple(lines))
    return pic(f"news:{lines}", rect, panels.news_panel, *args, tip="How the game ends and scores")


def corner_items(cat: Catalog, view: Oct8State, ctx: TableContext) -> list[Item]:
    """Returns the exchange panel while the viewer has an attach or a swap under way, else the news (which
    tells of another seat's exchange: the viewer's side shows no panel to use on another's turn)."""
    exchanging = pending_of(view) is not None and pending_of(view).kind != "draw"
    if exchanging and ctx.viewer is not None and ctx.viewer == turn_of(view):
        return exchange_items(cat, view, ctx)
    return [news_item(cat, view, ctx, watched=exchanging)]
