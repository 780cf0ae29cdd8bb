"""The Rainbow Octopus table: the tide on the left, the viewer's octopus and hand in the middle,
the piles and the round on the right, the other octopuses along the top.

Drawn only from the view it is given; hidden cards (None) become backs and are never pieces.
"""

from __future__ import annotations

from dataclasses import replace

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.game import RainbowOctopusRules
from games.rainbow_octopus.rules.state import (
    OVER,
    PASSING,
    SETUP,
    OctopusState,
    Step,
    neighbour,
    pending_steps,
    phase_of,
)
from games.rainbow_octopus.rules.steps import turn_steps
from games.rainbow_octopus.table import art, boards, reef_art, seats
from games.rainbow_octopus.table.pieces import card, label, pic
from tabletop.rules import decisions
from tabletop.rules.words import plural
from tabletop.ui.items import Item, TableContext, TableDesign, big_seat, seat_look

LEFT_X, LEFT_W = 16, 450
TIDE_Y, TIDE_H = 354, 320
STEPS_Y, STEPS_H = 684, 210
TIDE_DECK_Y = 904
RIGHT_X, RIGHT_W = 1458, 446
STEPS_TIP = "The steps of this turn, from the tide card: a tick is done, the arrow is now, a ring comes next."
TIDE_DECK_TIP = (
    "Tide deck, face down: when a round ends, the top tide is turned over and rules the next round. "
    "When it runs out, the used tides are shuffled into a new deck."
)
PILE_Y, PILE_W, PILE_H = 396, 160, 224
ROUND_Y, ROUND_H = 672, 180


# The tide and the turn's steps ------------------------------------------------------------


def tide_items(cat: Catalog, view: OctopusState) -> list[Item]:
    """Returns the tide in force (or the constant rule without tides) and the tide deck's counts."""
    rect = (LEFT_X, TIDE_Y, LEFT_W, TIDE_H)
    if view.options.get("tides") == "off":
        words = "Draw 1 tentacle card, then play 1 tentacle."
        return [pic("rule", rect, boards.rule_card, LEFT_W, TIDE_H, words, tip="The constant rule")]
    if view.tide is None:
        words = "The first tide is revealed when everyone has chosen a card."
        items = [
            pic("tide:none", rect, boards.waiting_tide, LEFT_W, TIDE_H, words, tip="No tide revealed yet")
        ]
    else:
        tide = cat.tides[view.tide]
        key = f"tide:{tide.id}:{LEFT_W}x{TIDE_H}"
        args = (LEFT_W, TIDE_H, tide.name, tide.tide, tide.text, tide.id)
        face = pic(key, rect, boards.tide_card, *args, tip=tide_tip(tide), faces=(tide.id,))
        items = [replace(face, back=pic(f"tideback:{LEFT_W}x{TIDE_H}", rect, art.tide_back, LEFT_W, TIDE_H))]
    back = (LEFT_X + 6, TIDE_DECK_Y, 50, 70)
    deck = pic("tideback:50x70", back, art.tide_back, 50, 70, tip=TIDE_DECK_TIP)
    items.append(
        replace(deck, place="tides", backs=len(view.tide_deck))
    )  # a new round's tide comes from here
    items.append(label(f"Tide deck: {len(view.tide_deck)}", (LEFT_X + 70, TIDE_DECK_Y + 2)))
    used = label(f"Used tides: {len(view.tide_used)}", (LEFT_X + 70, TIDE_DECK_Y + 36))
    return items + [replace(used, place="used_tides", backs=len(view.tide_used))]


def tide_tip(tide) -> str:
    """Returns a tide card's tooltip: its full text and how long it lasts."""
    kind = "High Tide: trouble between octopuses" if tide.tide == "high" else "Low Tide: calm water"
    return (
        f"{tide.name}: {tide.text}\n{kind}. Every turn of this round follows it; "
        "a new tide is turned over when the round ends."
    )


def step_words(cat: Catalog, view: OctopusState, ctx: TableContext, step: Step, now: bool) -> str:
    """Returns a short line for one step of a turn ('Draw 2', 'Play 1 red/orange on arm 1, 2')."""
    kind, n = step.kind, step.total
    names = cat.colour_names
    words = {
        "draw": f"Draw {n}",
        "discard": f"Discard {n}" + (" of the drawn" if step.option == "drawn" else ""),
        "lose": f"Lose {n} tentacle",
        "move": "Move your Wild to another arm",
        "steal": f"Steal {n} tentacle" if step.option == "octopus" else f"Take {n} card from a hand",
    }.get(kind)
    if kind == "play":
        words = f"Play {n}" + (" of the drawn" if step.option == "drawn" else "")
        words += (" " + "/".join(names[c].lower() for c in step.colours)) if step.colours else ""
        words += (" on arm " + ", ".join(str(a) for a in step.arms)) if step.arms else ""
    if kind == "pass":
        other = seat_look(ctx, neighbour(view, view.current, step.option))[0]
        words = f"Pass {n} to {other} ({step.option})"
    if now and n > 1 and kind != "move":
        words += f" ({n - step.left} of {n} done)"
    return words


def phase_lines(view: OctopusState, ctx: TableContext) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """Returns the steps panel outside turns: setup, secret passing, the end (None during turns)."""
    phase = phase_of(view)
    if phase == SETUP:
        return "Setup: everyone", (
            ("now", "Choose 1 card for your octopus"),
            ("next", "Kept secret until all have chosen"),
        )
    if phase == PASSING:
        head = decisions.top(view).data
        return "Tide: everyone", (
            ("now", f"Pass {head.total} card to the {head.option}"),
            ("next", "Kept secret until all have passed"),
        )
    if phase == OVER:
        names = " and ".join(seat_look(ctx, s)[0] for s in view.winners)
        how = "A full rainbow!" if view.end == "rainbow" else "No cards left: most colours"
        return "Game over", (("done", f"{names} won"), ("done", how))
    return None


def turn_lines(
    cat: Catalog, view: OctopusState, ctx: TableContext
) -> tuple[str, tuple[tuple[str, str], ...]]:
    """Returns the steps panel: a title and each step marked done, now or next."""
    special = phase_lines(view, ctx)
    if special is not None:
        return special
    source = view.tide or "basic"
    base = turn_steps(cat, view)
    steps = pending_steps(view)
    pending = [s for s in steps if s.source == source]
    lines = [("done", step_words(cat, view, ctx, s, False)) for s in base[: len(base) - len(pending)]]
    if steps and steps[0].source != source:
        lines.append(("now", step_words(cat, view, ctx, steps[0], True)))
    for s in pending:
        now = s is steps[0]
        lines.append(("now" if now else "next", step_words(cat, view, ctx, s, now)))
    return f"{seat_look(ctx, view.current)[0]}'s turn", tuple(lines)


def steps_item(cat: Catalog, view: OctopusState, ctx: TableContext) -> Item:
    """Returns the panel listing the steps of this turn and how far they have got."""
    title, lines = turn_lines(cat, view, ctx)
    key = f"steps:{title}:{lines}"
    rect = (LEFT_X, STEPS_Y, LEFT_W, STEPS_H)
    return pic(key, rect, boards.steps_panel, LEFT_W, STEPS_H, title, lines, tip=STEPS_TIP)


# The piles and the round ------------------------------------------------------------------


def pile_items(cat: Catalog, view: OctopusState) -> list[Item]:
    """Returns the tentacle deck (click to draw) and the discard pile (drop to discard) with counts."""
    deck_x = RIGHT_X + 16
    discard_x = deck_x + PILE_W + 46
    deck_rect = (deck_x, PILE_Y, PILE_W, PILE_H)
    items = [label("Deck", (deck_x + PILE_W // 2, PILE_Y - 38), 26, anchor="centre")]
    items.append(label("Discard", (discard_x + PILE_W // 2, PILE_Y - 38), 26, anchor="centre"))
    deck_tip = (
        f"Tentacle deck: {len(view.deck)} cards, face down. Click it to draw when the tide says draw. "
        "When it runs out, the discard pile is shuffled into a new deck."
    )
    if view.deck:
        items.append(replace(card(cat, None, deck_rect, zone="deck", tip=deck_tip), backs=len(view.deck)))
    else:
        items.append(empty_pile("Empty", deck_rect, "deck", deck_tip))
    items.append(discard_top(cat, view, (discard_x, PILE_Y, PILE_W, PILE_H)))
    for x, count in ((deck_x, len(view.deck)), (discard_x, len(view.discard))):
        under = (x + PILE_W // 2, PILE_Y + PILE_H + 8)
        items.append(label(plural(count, "card"), under, 24, anchor="centre"))
    return items


def empty_pile(words: str, rect, zone_id: str, tip: str) -> Item:
    """Returns the outline of an empty pile, still a zone."""
    w, h = rect[2], rect[3]
    return pic(f"emptypile:{words}:{w}x{h}", rect, art.empty_pile, w, h, words, zone=zone_id, tip=tip)


def discard_top(cat: Catalog, view: OctopusState, rect) -> Item:
    """Returns the discard pile's top card face up; with a scavenger power it is also a piece."""
    tip = f"Discard pile: {len(view.discard)} cards. Drop a card here to discard it."
    if not view.discard:
        return empty_pile("Empty", rect, "discard", tip)
    scavenger = any(t and "scavenger" in cat.powers[t] for t in view.tiles or ())
    top = view.discard[-1]
    return card(cat, top, rect, scavenger, "discard", f"{tip} Top: {cat.card_name(top)}")


def round_item(view: OctopusState, ctx: TableContext) -> Item:
    """Returns the round panel: number, direction of play and the First Turn Token's holder."""
    first = seat_look(ctx, view.ftt)[0]
    rect = (RIGHT_X, ROUND_Y, RIGHT_W, ROUND_H)
    key = f"round:{view.round}:{view.direction}:{first}"
    args = (RIGHT_W, ROUND_H, view.round, view.direction, first)
    way = "to the left (clockwise)" if view.direction == 1 else "to the right (reversed by the tide)"
    tip = (
        f"Round {view.round}: turns pass {way}. {first} holds the First Turn Token and starts the round; "
        "when play is back to them, the token passes left and a new tide is turned over."
    )
    return pic(key, rect, boards.round_panel, *args, tip=tip)


# The table --------------------------------------------------------------------------------


class OctopusTable(TableDesign):
    """Lays out a Rainbow Octopus view with the cards of `rules`' content; see the module docstring."""

    rules: RainbowOctopusRules

    def felt(self, size: tuple[int, int]):
        """Returns the reef this table is played on."""
        return reef_art.felt(size)

    def _items(self, view: OctopusState, ctx: TableContext) -> list[Item]:
        big, cat = big_seat(ctx), self.rules.catalog
        items = tide_items(cat, view)
        items.append(steps_item(cat, view, ctx))
        items += pile_items(cat, view)
        items.append(round_item(view, ctx))
        items += seats.others(cat, view, ctx, big)
        items += seats.own_octopus(cat, view, ctx, big)
        items += seats.ftt_token(view, big)
        items += seats.hand(cat, view, ctx, big)
        return items
