"""What each seat may see, and where every component is."""

from __future__ import annotations

from games.oct8.rules.events import Completed
from games.oct8.rules.state import OVER, Oct8State, oct_zone, pending_of, step_of
from tabletop.rules import events
from tabletop.rules.events import of_kind
from tabletop.rules.secrecy import masked


def secrets_shown(state: Oct8State) -> bool:
    """Tells whether the secret colours are face up: only at the final scoring."""
    return step_of(state) == OVER


def view(state: Oct8State, seat: int | None) -> Oct8State:
    """Returns a copy with the decks' order, others' hands, others' secret colours and the rng hidden, and
    the last action's events with the cards it hides masked (a card drawn into another's hand)."""
    seen = masked(state, seat, decks=("head_deck", "arm_deck"), hands=("hands",))
    if not secrets_shown(state):
        seen.secrets = [secret if other == seat else None for other, secret in enumerate(state.secrets)]
    hidden = hidden_ids(state, seat)
    if state.last_draw[0] in hidden:
        # Everyone saw the turn draw; once in another's hand it is a hand card like the others.
        seen.last_draw = (None, state.last_draw[1])
    seen.events = events.masked(state.events, hidden)
    return seen


def hidden_ids(state: Oct8State, seat: int | None) -> set[str]:
    """Returns the ids the seat may not see: both decks, others' hands and, until the end, others' secrets."""
    hidden = set(state.head_deck) | set(state.arm_deck)
    for other in range(state.players):
        if other != seat:
            hidden.update(state.hands[other])
            if not secrets_shown(state):
                hidden.add(state.secrets[other])
    return hidden


def all_component_ids(state: Oct8State) -> list[str]:
    """Returns every card and chip id in the game, one entry per place it is in."""
    ids = state.head_deck + state.arm_deck + state.discard + state.boxed + state.supply
    ids += [c for octopus in state.shared for c in octopus]
    for seat in range(state.players):
        ids += state.hands[seat] + state.chips[seat]
        ids += [c for octopus in state.areas[seat] + state.shipped[seat] for c in octopus]
    ids += [s for s in state.secrets if s is not None]
    if state.drawn is not None:
        ids.append(state.drawn)
    if pending_of(state) is not None and pending_of(state).kind == "swap_hand":
        ids.append(pending_of(state).out)  # set aside beside its octopus until the swap is confirmed
    return ids


def celebrations(before: Oct8State, after: Oct8State) -> list[str]:
    """Returns the octopuses the last action finished (its Completed events), for the table to celebrate."""
    return [oct_zone(done.head) for done in of_kind(after.events, Completed)]
