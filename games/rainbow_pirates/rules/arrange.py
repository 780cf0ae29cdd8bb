"""Rearranging an island: begun by a click on it (or a card of it taken up), card by card, ended by
Confirm (a group left incomplete goes back to the hand, as the rulebook says) or Cancel (the island and
the hand as they were before)."""

from __future__ import annotations

from games.rainbow_pirates.rules import groups
from games.rainbow_pirates.rules.catalog import Catalog
from games.rainbow_pirates.rules.events import Unfinished
from games.rainbow_pirates.rules.state import REARRANGE, PirateState
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import CANCEL, CONFIRM, Prompt
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record


@handles("rearrange")
def start(cat: Catalog, state: PirateState, action: Action) -> None:
    """Remembers the island as it is (its groups and its wilds' colours) and begins rearranging."""
    island = state.islands[action.seat]
    state.arranging = [list(group) for group in island]
    state.arranged_wilds = {c: state.wild_as[c] for group in island for c in group if c in state.wild_as}
    decisions.push(state, Prompt(action.seat, REARRANGE))


@handles(CONFIRM, prompt=REARRANGE)
def confirm(cat: Catalog, state: PirateState, action: Action) -> None:
    """Keeps the island as rearranged; the cards of a group left incomplete go back to the hand."""
    seat = action.seat
    back = []
    for group in groups.incomplete(cat, state, seat):
        for card in group:
            state.wild_as.pop(card, None)
        state.hands[seat].extend(group)
        back += group
    if back:
        record(state, Unfinished(seat, tuple(back)))
    state.islands[seat] = [g for g in state.islands[seat] if groups.valid(cat, g, state.wild_as)]
    _done(state)


def _done(state: PirateState) -> None:
    state.arranging, state.arranged_wilds = [], {}
    decisions.pop(state)


@handles(CANCEL, prompt=REARRANGE)
def cancel(cat: Catalog, state: PirateState, action: Action) -> None:
    """Puts the island back as it was: cards placed from the hand go back to it, cards taken into the
    hand go back onto the island."""
    seat = action.seat
    before = [c for group in state.arranging for c in group]
    now = [c for group in state.islands[seat] for c in group]
    for card in now:
        state.wild_as.pop(card, None)
    hand = [c for c in state.hands[seat] if c not in before]
    state.hands[seat] = hand + [c for c in now if c not in before]
    state.islands[seat] = [list(group) for group in state.arranging]
    state.wild_as.update(state.arranged_wilds)
    _done(state)
