"""The game log's words: what each seat is told about an action, then what followed from it, worded from
the events the action recorded (events.py).

Cards drawn from the deck and draft picks are named only to the seat that took them (a private line):
the others read the events with those cards masked (views.hidden_ids), so they read how many. Everything
else in Cosmoctopus is public.
"""

from __future__ import annotations

from collections import Counter
from itertools import groupby

from games.cosmoctopus.rules import pi_news, views
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import (
    CONTACT,
    TOGETHER,
    Completed,
    CosmoEvent,
    Discarded,
    Drew,
    Filled,
    Finished,
    Gained,
    Knowledge,
    MoveBegan,
    Moved,
    MoveEnded,
    Paid,
    PiGained,
    Placed,
    Played,
    Reshuffled,
    Returned,
    RowRefreshed,
    Submerged,
    Tentacle,
    Took,
    TurnBegan,
    Won,
)
from games.cosmoctopus.rules.paying import PROPOSE
from games.cosmoctopus.rules.state import FREE, MOVE, PAY, CosmoState
from games.cosmoctopus.rules.words import amount, amounts, describe
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import AUTOMATON, CANCEL, CONFIRM, top_kind
from tabletop.rules.events import masked
from tabletop.rules.words import plural

#: Actions whose events say what they did (the head moved, a card taken, a free play): no line of their own;
#  'Pay as proposed' is said by the payment's confirmation (its button also plays the card).
TOLD_BY_EVENTS = ("move", "take", "take_type", PROPOSE)


def announce(cat: Catalog, before: CosmoState, after: CosmoState, action: Action, viewer: int | None) -> str:
    """Returns what `viewer` is told about `action`, taken in `before`: the action, then what followed."""
    if action.kind == CANCEL:  # everything went back where it was
        return f"{seat_ref(action.seat)} cancelled: everything went back where it was."
    seen = masked(after.events, views.events_hidden(after, viewer))
    if action.seat == AUTOMATON:  # a step of the PI's turn: its events say it, and what changed nothing
        said = [
            *aftermath(cat, seen, action, after.realm, viewer),
            pi_news.action_line(cat, after, action, seen),
        ]
    else:
        said = [_action_line(cat, before, action, viewer), *aftermath(cat, seen, action, after.realm, viewer)]
    return " ".join(s for s in said if s)


def _action_line(cat: Catalog, before: CosmoState, action: Action, viewer: int | None) -> str:
    who, top = seat_ref(action.seat), top_kind(before)
    if action.kind in TOLD_BY_EVENTS or (action.kind == CONFIRM and top in (PAY, MOVE)):
        return ""
    if action.kind == "play" and top == FREE:
        return ""
    if action.kind == "pick":
        return f"You kept {cat.card_name(action.piece)}." if viewer == action.seat else f"{who} kept a card."
    label = describe(cat, before, action)
    return f"{who}: {label[:1].lower()}{label[1:]}."


def _names(cat: Catalog, cards) -> str:
    found = [cat.card_name(c) for c in cards]
    return " and ".join([", ".join(found[:-1]), found[-1]] if len(found) > 1 else found) or "nothing"


def tile_of(cat: Catalog, realm: list[str], cell: int) -> str:
    """Returns the name of the tile on a cell."""
    return cat.card_name(realm[cell]) if 0 <= cell < len(realm) and realm[cell] else "a face-down tile"


def paid(cat: Catalog, resources) -> str:
    """Returns resources paid, one entry each, in words in resource order: '2 ink and 1 coin'."""
    count = Counter(resources)
    return amounts(cat, {r: count[r] for r in cat.resources if count[r]}, more="")


def _tribute(cat: Catalog, tribute) -> str:
    return f", paying {paid(cat, tribute)} as Tribute" if tribute else ""


def _gains(cat: Catalog, run: list[Gained]) -> str:
    """One sentence for gains in a row of one seat: '<seat 0> gained 3 ink from Ink Trench and 1 coin more
    from Gilded Barnacle.'"""
    parts = []
    for (source, bonus), same in groupby(run, key=lambda g: (g.source, g.bonus)):
        got = Counter()
        for gain in same:
            got[gain.resource] += gain.count
        what = amounts(cat, dict(got), more=" more" if bonus else "")
        parts.append(f"{what} from {cat.card_name(source)}" if source else what)
    return f"{seat_ref(run[0].seat)} gained {' and '.join(parts)}."


def told(cat: Catalog, event: CosmoEvent, realm: list[str], action: Action, viewer: int | None) -> str:
    """Returns the sentence of one event ('' for one that the action's own line, or another event, says)."""
    match event:
        case Moved(seat, _, cells, tribute):
            way = f" by way of {_names(cat, [realm[c] for c in cells[:-1]])}" if len(cells) > 1 else ""
            target = tile_of(cat, realm, cells[-1])
            return f"{seat_ref(seat)} moved Cosmoctopus to {target}{way}{_tribute(cat, tribute)}."
        case MoveEnded(seat, cell, _, tribute):
            said = f" (Tribute paid: {paid(cat, tribute)})" if tribute else ""
            return f"{seat_ref(seat)} ended the move on {tile_of(cat, realm, cell)}{said}."
        case MoveBegan(seat, card, number, moves):
            if moves > 1:
                return f"{cat.card_name(card)}: move {number} of {moves} of Cosmoctopus."
            return f"{cat.card_name(card)} gives {seat_ref(seat)} a move of Cosmoctopus."
        case Placed(seat, cell) if seat != AUTOMATON:
            return f"Cosmoctopus moved straight onto {tile_of(cat, realm, cell)}."
        case Filled(seat, card, slot, resource, auto):
            where = f"slot {'ABCD'[slot]} of {cat.card_name(card)}"
            if auto:
                got = amount(cat, resource, 1)
                return f"A relic of {seat_ref(seat)} filled {where} with {got} from the bank."
            return f"{seat_ref(seat)} put {amount(cat, resource, 1)} on {where}."
        case Returned(seat, resource, count) if action.kind != "drop":
            return f"{seat_ref(seat)} returned {amount(cat, resource, count)} to the bank."
        case Drew(seat, cards):
            if all(c is not None for c in cards):
                return f"{'You' if seat == viewer else seat_ref(seat)} drew {_names(cat, cards)}."
            return f"{seat_ref(seat)} drew {plural(len(cards), 'card')}."
        case Took(seat, cards, source):
            if source == CONTACT:
                return f"{seat_ref(seat)} took the First Contact card {_names(cat, cards)}."
            return f"{seat_ref(seat)} took {_names(cat, cards)} from the card row."
        case Paid(seat, piece, resources, cards, tokens):
            parts = [paid(cat, resources)] if resources else []
            parts += [f"discarded {cat.card_name(c)}" for c in cards]
            parts += [f"used {cat.card_name(t)}" for t in tokens]
            return f"{seat_ref(seat)} paid for {cat.card_name(piece)}: {', '.join(parts) or 'nothing'}."
        case Played(seat, card, free, lightning):
            said = f"{seat_ref(seat)} played {cat.card_name(card)} for free." if free else ""
            more = f"Lightning: {seat_ref(seat)} may play one more card this turn." if lightning else ""
            return " ".join(s for s in (said, more) if s)
        case Discarded(seat, cards) if action.piece not in cards:
            return f"{_names(cat, cards)} went to the discard pile."
        case Submerged(seat, card, cards):
            moves = plural(len(cards), "move")
            return (
                f"Submerge: {cat.card_name(card)} discarded {_names(cat, cards)} from the card row; "
                f"each gives a move of Cosmoctopus: {moves} in all."
                if cards
                else f"Submerge: {cat.card_name(card)} found no scripture or relic in the card row: no move."
            )
        case RowRefreshed(cards):
            return f"The card row was discarded ({_names(cat, cards)}) and dealt anew."
        case Reshuffled():
            return "The discard pile was shuffled into a new devotee deck."
        case Completed(seat, card):
            return f"{cat.card_name(card)} was completed."
        case Knowledge(seat, tile):
            return f"{seat_ref(seat)} took the Forbidden Knowledge {cat.card_name(tile)}."
        case Finished(seat):
            return (
                f"{seat_ref(seat)} reached 8 tentacles: they return them, discard everything and from now "
                "on only move Cosmoctopus, giving each tile's bonus to an active player."
            )
        case Won(seat) if seat >= 0:  # the PI's win: pi_news
            return f"{seat_ref(seat)} gained an 8th tentacle and summoned Cosmoctopus!"
        case Won(seat) if seat == TOGETHER:
            return "Every player reached 8 tentacles before the PI: together you summoned Cosmoctopus!"
        case TurnBegan(_, seat, drafted):
            if drafted:
                return f"The draft is over: {seat_ref(seat)} begins."
            return f"Cosmoctopus gazes at {seat_ref(seat)}: their turn."
    return ""


def aftermath(
    cat: Catalog, events: tuple[CosmoEvent, ...], action: Action, realm: list[str], viewer: int | None
) -> list[str]:
    """Returns the sentences of what an action made happen, in order: gains of one seat in a row and
    tentacles in a row are said together; the Private Investigator's are worded by pi_news."""
    said: list[str] = []
    for _, run in groupby(events, key=lambda e: (type(e), getattr(e, "seat", None))):
        run = list(run)
        if isinstance(run[0], Gained):
            said.append(_gains(cat, run))
        elif isinstance(run[0], PiGained):
            said.append(pi_news.gains(cat, run, realm))
        elif isinstance(run[0], Tentacle):
            count, total = len(run), run[-1].total
            said.append(f"{seat_ref(run[0].seat)} gained {plural(count, 'tentacle')} ({total} now).")
        else:
            said += [told(cat, e, realm, action, viewer) or pi_news.told(cat, e, realm) for e in run]
    return [s for s in said if s]
