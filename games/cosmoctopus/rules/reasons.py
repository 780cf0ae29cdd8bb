"""What a move does for a player, in Cosmoctopus' words, for a hint or a computer's reason
(tabletop/bots/reasons.py): read from the public views before and after it, so it never names a card
drawn, picked or taken into a hand. The biggest change is said: Cosmoctopus summoned, tentacles gained
(by a constellation, Forbidden Knowledge or a tile), a constellation's slot filled, resources gained, a
card played, a card taken, the head moved, a payment made up; '' for a move that changes nothing of the
kind (a draw from the deck, a draft pick, a pass, discarding down to 8)."""

from __future__ import annotations

from collections import Counter

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import (
    CONTACT,
    TOGETHER,
    Completed,
    Donated,
    Filled,
    Gained,
    Knowledge,
    Moved,
    MoveEnded,
    Played,
    Tentacle,
    Took,
    Won,
)
from games.cosmoctopus.rules.state import PAY, CosmoState
from games.cosmoctopus.rules.words import amount, amounts, tentacles_of
from tabletop.rules.core import Rules, seat_ref
from tabletop.rules.decisions import top_kind
from tabletop.rules.events import of_kind


def gain(rules: Rules, before: CosmoState, after: CosmoState, seat: int) -> str:
    """Returns what the move just made by `seat` (public views `before` and `after`) did for it: 'it gains
    <seat 0> a tentacle (3 of 8 tentacles)', 'it brings <seat 0> to 13 coins (+3)', or '' when it changed
    nothing worth a word."""
    cat: Catalog = rules.catalog
    events = after.events
    if any(won.seat in (seat, TOGETHER) for won in of_kind(events, Won)):
        goal = cat.content.tentacles_to_win
        return f"it summons Cosmoctopus: {seat_ref(seat)} reaches {goal} tentacles"
    return (
        _tentacles(cat, after, seat)
        or _filled(cat, after, seat)
        or _gained(cat, after, seat)
        or _played(cat, after, seat)
        or _taken(after, seat)
        or _donated(after, seat)
        or _moved(cat, after, seat)
        or _paying(cat, before, after, seat)
    )


def _tentacles(cat: Catalog, after: CosmoState, seat: int) -> str:
    """Returns the tentacles the move gained the seat, and what gave them: a constellation completed,
    Forbidden Knowledge, or the gain itself."""
    gained = [t for t in of_kind(after.events, Tentacle) if t.seat == seat]
    done = [c.card for c in of_kind(after.events, Completed) if c.seat == seat]
    if not gained:
        return (
            f"it completes {cat.card_name(done[0])} for {seat_ref(seat)}: its reward follows" if done else ""
        )
    # A tentacle still to come from the same gain (the second of Forbidden Knowledge, after First Contact).
    coming = sum(1 for job in after.jobs if job.do == "tentacle" and job.seat == seat)
    number = len(gained) + coming
    count = "a tentacle" if number == 1 else f"{number} tentacles"
    total = tentacles_of(gained[-1].total + coming, cat.content.tentacles_to_win)
    who = seat_ref(seat)
    knowledge = [k.tile for k in of_kind(after.events, Knowledge) if k.seat == seat]
    if knowledge:
        return f"it takes {cat.card_name(knowledge[0])}: {count} for {who} ({total})"
    if done:
        return f"it completes {cat.card_name(done[0])}: {count} for {who} ({total})"
    return f"it gains {who} {count} ({total})"


def _filled(cat: Catalog, after: CosmoState, seat: int) -> str:
    """Returns a slot of the seat's constellation the move filled: 'it puts 1 ink on slot B of Orion (2 of 3
    filled)'."""
    for filled in of_kind(after.events, Filled):
        if filled.seat == seat and filled.card in after.slots:
            slots = after.slots[filled.card]
            name, slot = cat.card_name(filled.card), "ABCD"[filled.slot]
            return (
                f"it puts {amount(cat, filled.resource, 1)} on slot {slot} of {name} "
                f"({sum(slots)} of {len(slots)} filled)"
            )
    return ""


def _gained(cat: Catalog, after: CosmoState, seat: int) -> str:
    """Returns the resources the move brought into the seat's pool: 'it brings <seat 0> to 13 coins (+3)'."""
    got = Counter()
    for gained in of_kind(after.events, Gained):
        if gained.seat == seat:
            got[gained.resource] += gained.count
    if not got:
        return ""
    pool = after.pool[seat]
    parts = [f"{amount(cat, r, pool.get(r, 0))} (+{n})" for r, n in got.items() if n > 0]
    return f"it brings {seat_ref(seat)} to {' and '.join(parts)}" if parts else ""


def _played(cat: Catalog, after: CosmoState, seat: int) -> str:
    """Returns the card the seat put in play (a free play said so), and a ⚡'s extra play."""
    for played in of_kind(after.events, Played):
        if played.seat == seat:
            free = " for free" if played.free else ""
            more = f", and {played.lightning} more to play this turn" if played.lightning else ""
            kind = cat.type_of(played.card)
            return f"it plays {cat.card_name(played.card)} ({kind}){free} for {seat_ref(seat)}{more}"
    return ""


def _taken(after: CosmoState, seat: int) -> str:
    """Returns the cards the move took into the seat's hand (unnamed: a hand is private)."""
    took = [t for t in of_kind(after.events, Took) if t.seat == seat]
    if not took:
        return ""
    count = sum(len(t.cards) for t in took)
    where = "the First Contact cards" if took[0].source == CONTACT else "the card row"
    cards = "a card" if count == 1 else f"{count} cards"
    return f"it takes {cards} from {where} into {seat_ref(seat)}'s hand"


def _donated(after: CosmoState, seat: int) -> str:
    for donated in of_kind(after.events, Donated):
        if donated.seat == seat:
            return f"it gives the tile's bonus to {seat_ref(donated.to)}"
    return ""


def _moved(cat: Catalog, after: CosmoState, seat: int) -> str:
    """Returns where the move took Cosmoctopus' head and the Tribute paid for it; its end, if no gain
    came of it at once."""
    for moved in of_kind(after.events, Moved):
        if moved.seat == seat and moved.cells:
            tile = cat.card_name(after.realm[moved.cells[-1]])
            paid = Counter(moved.tribute)
            tribute = f", paying {amounts(cat, dict(paid), more='')} as Tribute" if paid else ""
            steps = len(moved.cells)
            return f"it takes Cosmoctopus to {tile} ({steps} step{'s' * (steps > 1)}){tribute}"
    for ended in of_kind(after.events, MoveEnded):
        if ended.seat == seat:
            return f"it ends the move on {cat.card_name(after.realm[ended.cell])}: its bonus follows"
    return ""


def _paying(cat: Catalog, before: CosmoState, after: CosmoState, seat: int) -> str:
    """Returns how a payment came on: begun (the card face up, what it costs), made up by a resource, a
    token or a card discarded: 'it pays towards Blotted Notes: 2 coins still owed'."""
    if top_kind(after) != PAY or not after.paying:
        return ""
    name = cat.card_name(after.paying)
    owed = {k: v for k, v in after.owed.items() if v}
    if top_kind(before) != PAY:
        if not owed:
            return f"it lays {name} down to play, at no cost"
        return f"it begins paying for {name}: {amounts(cat, owed, more='')} owed"
    if sum(after.owed.values()) >= sum(before.owed.values()):
        return ""
    if not owed:
        return f"it pays for {name} in full"
    return f"it pays towards {name}: {amounts(cat, owed, more='')} still owed"
