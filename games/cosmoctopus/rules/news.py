"""The game log's words: what each seat is told about an action, and what followed from it.

Cards drawn from the deck and draft picks are named only to the seat that took them (a private
line); the others read how many. Everything else in Cosmoctopus is public.
"""

from __future__ import annotations

from collections import Counter

from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.state import PAY, CosmoState
from games.cosmoctopus.rules.words import amount, amounts, describe
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.decisions import CANCEL, CONFIRM, top_kind
from tabletop.rules.words import plural


def announce(cat: Catalog, before: CosmoState, after: CosmoState, action: Action, viewer: int | None) -> str:
    """Returns what `viewer` is told about `action`, taken in `before`: the action, then what followed."""
    if action.kind == CANCEL:  # everything went back where it was
        return f"{seat_ref(action.seat)} cancelled: everything went back where it was."
    return " ".join([_action_line(cat, before, action, viewer), *aftermath(cat, before, after, viewer)])


def _action_line(cat: Catalog, before: CosmoState, action: Action, viewer: int | None) -> str:
    who = seat_ref(action.seat)
    if action.kind == CONFIRM and top_kind(before) == PAY:
        return paid_line(cat, before, action.seat)
    if action.kind == "pick":
        return f"You kept {cat.card_name(action.piece)}." if viewer == action.seat else f"{who} kept a card."
    label = describe(cat, before, action)
    return f"{who}: {label[:1].lower()}{label[1:]}."


def paid_line(cat: Catalog, state: CosmoState, seat: int) -> str:
    """Returns the sentence of a payment confirmed: the card or tile, and what went into it."""
    parts = [amounts(cat, state.paid, more="")] if any(state.paid.values()) else []
    parts += [f"discarded {cat.card_name(c)}" for c in state.pay_cards]
    parts += [f"used {cat.card_name(t)}" for t in state.pay_tokens]
    what = ", ".join(p for p in parts if p) or "nothing"
    return f"{seat_ref(seat)} paid for {cat.card_name(state.paying)}: {what}."


def _drawn(cat: Catalog, before: CosmoState, after: CosmoState, viewer: int | None) -> list[str]:
    said = []
    seen = _public(before) | {c for seat in range(before.players) for c in before.packets[seat]}
    for seat in range(before.players):
        new = Counter(after.hands[seat]) - Counter(before.hands[seat])
        drawn = [c for c in new.elements() if c not in seen]
        if drawn and viewer == seat:
            said.append(f"You drew {', '.join(cat.card_name(c) for c in drawn)}.")
        elif drawn:
            said.append(f"{seat_ref(seat)} drew {plural(len(drawn), 'card')}.")
    return said


def _public(state: CosmoState) -> set[str]:
    """Returns the cards that reach a hand in plain sight: from the row, First Contact, a payment."""
    return set(state.row) | set(state.contact) | set(state.pay_cards) | {state.paying}


def _gains(cat: Catalog, before: CosmoState, after: CosmoState) -> list[str]:
    said = []
    for seat in range(before.players):
        got = [
            amount(cat, r, after.pool[seat][r] - before.pool[seat][r])
            for r in cat.resources
            if after.pool[seat][r] > before.pool[seat][r]
        ]
        if got:
            said.append(f"{seat_ref(seat)} gained {', '.join(got)}.")
        if after.tentacles[seat] > before.tentacles[seat]:
            count = after.tentacles[seat] - before.tentacles[seat]
            said.append(f"{seat_ref(seat)} gained {plural(count, 'tentacle')} ({after.tentacles[seat]} now).")
    return said


def aftermath(cat: Catalog, before: CosmoState, after: CosmoState, viewer: int | None) -> list[str]:
    """Returns what followed: cards drawn, resources and tentacles gained, constellations completed,
    Forbidden Knowledge taken, a reshuffle, the next turn and the end."""
    said = _drawn(cat, before, after, viewer) + _gains(cat, before, after)
    done = [c for c in before.slots if c not in after.slots and c in after.discard]
    said += [f"{cat.card_name(c)} was completed." for c in done]
    for tile, seat in after.knowledge.items():
        if tile not in before.knowledge:
            said.append(f"{seat_ref(seat)} took the Forbidden Knowledge {cat.card_name(tile)}.")
    if len(after.discard) < len(before.discard) and after.rng != before.rng:
        said.append("The discard pile was shuffled into a new devotee deck.")
    if after.phase == "over" and before.phase != "over":
        said.append(f"{seat_ref(after.winner)} gained an 8th tentacle and summoned Cosmoctopus!")
    elif after.turn != before.turn:
        said.append(f"Cosmoctopus gazes at {seat_ref(after.current)}: their turn.")
    elif after.phase != "draft" and before.phase == "draft":
        said.append(f"The draft is over: {seat_ref(after.current)} begins.")
    return said
