"""Gaining: resources (relic bonuses, constellation slots, autofill), tentacles, First Contact, the win.

A gained resource asks where it goes (a PLACE prompt) only when one of the player's constellations
has an open slot that could take it; otherwise it goes straight to the pool. Resources gained before a
constellation was played never reach it: slots are only ever filled at the moment of a gain.
"""

from __future__ import annotations

from games.cosmoctopus.rules import coop, investigator
from games.cosmoctopus.rules.catalog import Catalog
from games.cosmoctopus.rules.events import CONTACT as FIRST_CONTACT
from games.cosmoctopus.rules.events import Filled, Gained, Tentacle, Took, Won
from games.cosmoctopus.rules.jobs import jobs_of
from games.cosmoctopus.rules.state import CONTACT, PLACE, Ask, CosmoState, Job, parse_slot
from tabletop.rules import decisions
from tabletop.rules.core import Action
from tabletop.rules.decisions import Prompt
from tabletop.rules.dispatch import handles
from tabletop.rules.events import record


def constellations(cat: Catalog, state: CosmoState, seat: int) -> list[str]:
    """Returns the seat's constellations in play, not yet completed."""
    return [c for c in state.played[seat] if c in state.slots]


def is_open(cat: Catalog, state: CosmoState, card: str, index: int) -> bool:
    """Tells whether a constellation slot is open and empty: slot A always, others once an arrow from a
    filled slot leads to them."""
    filled = state.slots[card]
    if filled[index]:
        return False
    slots = cat.card[card].slots
    return index == 0 or any(filled[i] and index in slots[i].opens for i in range(len(slots)))


def open_slots(cat: Catalog, state: CosmoState, seat: int, resource: str = "") -> list[tuple[str, int]]:
    """Returns the seat's open, empty slots as (card, index), only those taking `resource` if named."""
    found = []
    for card in constellations(cat, state, seat):
        for index, slot in enumerate(cat.card[card].slots):
            if (not resource or slot.resource == resource) and is_open(cat, state, card, index):
                found.append((card, index))
    return found


def relic_effects(cat: Catalog, state: CosmoState, seat: int, kind: str) -> list:
    """Returns the lasting effects of this kind among the seat's cards in play."""
    return [e for card in state.played[seat] for e in cat.card[card].ongoing if e.kind == kind]


def autofilled(cat: Catalog, state: CosmoState, seat: int) -> set[str]:
    """Returns the resources whose open slots the seat's relics fill from the bank."""
    return {e.resource for e in relic_effects(cat, state, seat, "autofill")}


def fill(cat: Catalog, state: CosmoState, seat: int, card: str, index: int, auto: bool = False) -> None:
    """Fills a slot (`auto`: from the bank, by a relic); a constellation with all 4 filled waits to be
    resolved; autofill follows."""
    state.slots[card][index] = True
    record(state, Filled(seat, card, index, cat.card[card].slots[index].resource, auto))
    if all(state.slots[card]) and card not in state.completing:
        state.completing.append(card)
    autofill(cat, state, seat)


def autofill(cat: Catalog, state: CosmoState, seat: int) -> None:
    """Fills from the bank every open slot of a resource the seat's relics autofill, as they open."""
    kinds = autofilled(cat, state, seat)
    found = [(c, i) for c, i in open_slots(cat, state, seat) if cat.card[c].slots[i].resource in kinds]
    if found:
        fill(cat, state, seat, *found[0], auto=True)


def gain(
    cat: Catalog,
    state: CosmoState,
    seat: int,
    resource: str,
    count: int,
    bonus: bool = True,
    source: str = "",
) -> None:
    """The seat gains resources (from `source`, a tile or a card): its relics' bonuses follow (queued first
    among the jobs), and an open slot that could take one asks where they go (`bonus` False: this is a
    relic's bonus, which brings no bonus of its own)."""
    if count <= 0:
        return
    if bonus:
        extra = [
            Job("bonus_gain", seat, e.resource, e.count, card=card)
            for card in state.played[seat]
            for e in cat.card[card].ongoing
            if e.kind == "bonus" and e.when == resource
        ]
        state.jobs[0:0] = extra
    if open_slots(cat, state, seat, resource):
        decisions.push(state, Prompt(seat, PLACE, Ask(resource=resource, count=count, card=source)))
    else:
        state.pool[seat][resource] += count
        record(state, Gained(seat, resource, count, source, not bonus))


@handles("place", prompt=PLACE)
def place(cat: Catalog, state: CosmoState, action: Action) -> None:
    """One gained resource goes onto a slot (the action's target); the rest is asked about again, or kept
    when no slot is open."""
    seat, (card, index) = action.seat, parse_slot(action.target)
    ask = decisions.top(state).data
    fill(cat, state, seat, card, index)
    left = ask.count - 1
    if left and open_slots(cat, state, seat, ask.resource):
        decisions.replace_top(state, Prompt(seat, PLACE, ask._replace(count=left)))
        return
    decisions.pop(state)
    state.pool[seat][ask.resource] += left
    if left:
        record(state, Gained(seat, ask.resource, left, ask.card))


@handles("keep", prompt=PLACE)
def keep(cat: Catalog, state: CosmoState, action: Action) -> None:
    """The gained resources still asked about go to the pool."""
    ask = decisions.pop(state).data
    state.pool[action.seat][ask.resource] += ask.count
    record(state, Gained(action.seat, ask.resource, ask.count, ask.card))


def tentacle(cat: Catalog, state: CosmoState, seat: int) -> None:
    """The seat gains a tentacle: the 8th wins at once; the first offers First Contact; relics' bonuses."""
    state.tentacles[seat] += 1
    record(state, Tentacle(seat, state.tentacles[seat]))
    if state.tentacles[seat] >= cat.content.tentacles_to_win and investigator.active(state):
        coop.finish(cat, state, seat)  # against the PI: the player is done, the others play on
        return
    if state.tentacles[seat] >= cat.content.tentacles_to_win:
        state.winner = seat
        record(state, Won(seat))
        state.phase = "over"
        state.jobs = []
        decisions.clear(state)
        return
    state.jobs[0:0] = [
        job
        for card in state.played[seat]
        for e in cat.card[card].ongoing
        if e.kind == "tentacle_bonus"
        for job in jobs_of(e.steps, seat, card)
    ]
    if not state.contacted[seat]:
        state.contacted[seat] = True
        if state.contact:
            decisions.push(state, Prompt(seat, CONTACT))


def take_contact(state: CosmoState, seat: int, card: str) -> None:
    """The seat takes a First Contact card into its hand."""
    decisions.pop(state)
    state.contact.remove(card)
    state.hands[seat].append(card)
    record(state, Took(seat, (card,), FIRST_CONTACT))
