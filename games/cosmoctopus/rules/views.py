"""What each seat may see, and where every component is.

Hidden: the deck's order and cards, other seats' hands and other seats' draft packets (so their picks),
the PI's behaviour deck and its revelation card until the 5th tentacle; while the cosmic bridge tokens
are placed at set-up (phase 'bridge'), the face-down tiles: the realm's tiles, the special tiles left in
the box and where the head is. Everything else is public: the row, the discard pile, cards in play and
their slots, resources, tentacles, tokens, Forbidden Knowledge, the realm, a payment under way, the rest
of the PI.
"""

from __future__ import annotations

from games.cosmoctopus.rules.events import Took
from games.cosmoctopus.rules.state import CosmoState
from tabletop.rules import events
from tabletop.rules.secrecy import masked


def view(state: CosmoState, seat: int | None) -> CosmoState:
    """Returns a copy with the deck, others' hands, others' packets and the random stream hidden (None).

    An effect still to happen names the card it came from; once that card is somewhere the seat may not
    see (a resolved constellation reshuffled into the deck and drawn), the name is left out. The last
    action's events name no card the seat may not see now (another seat's draw or draft pick, a card taken
    into another's hand: None)."""
    seen = masked(state, seat, decks=("deck", "pi_deck"), hands=("hands", "packets"))
    if not state.pi_revealed:
        seen.pi_revelation = ""
    hidden = hidden_ids(state, seat)
    seen.jobs = [job._replace(card="") if job.card in hidden else job for job in seen.jobs]
    seen.events = events.masked(state.events, hidden)
    if state.phase == "bridge":  # the tiles lie face down
        seen.realm, seen.boxed, seen.head = [None] * len(state.realm), [None] * len(state.boxed), -1
    return seen


def events_hidden(state: CosmoState, seat: int | None) -> set[str]:
    """Returns the ids the log may not name to the seat from the last action's events: those it may not see
    now, but for the cards taken from the card row or the First Contact cards into a hand (in plain sight).
    A view's events hide those too: a view names nothing in another's hand."""
    taken = {card for event in state.events if isinstance(event, Took) for card in event.cards}
    return hidden_ids(state, seat) - taken


def hidden_ids(state: CosmoState, seat: int | None) -> set[str]:
    """Returns the ids the seat may not see."""
    hidden = set(state.deck) | set(state.pi_deck)
    if state.pi_revelation and not state.pi_revealed:
        hidden.add(state.pi_revelation)
    for other in range(state.players):
        if other != seat:
            hidden.update(state.hands[other])
            hidden.update(state.packets[other])
    if state.phase == "bridge":
        hidden.update(state.realm + state.boxed)
    return hidden


def all_component_ids(cat, state: CosmoState) -> list[str]:
    """Returns every card, tile, token and Forbidden Knowledge id in the game, one entry per place."""
    ids = state.deck + state.discard + state.row + state.contact + state.boxed + state.realm
    ids += state.pay_cards + state.pay_tokens + list(state.knowledge) + knowledge_left(cat, state)
    if state.paying in cat.card:  # a card being paid for lies face up, out of the hand
        ids.append(state.paying)
    ids += state.pi_deck + state.pi_used + [c for c in (state.pi_card, state.pi_revelation) if c]
    for seat in range(state.players):
        ids += state.hands[seat] + state.packets[seat] + state.played[seat] + state.tokens[seat]
    return ids


def knowledge_left(cat, state: CosmoState) -> list[str]:
    """Returns the Forbidden Knowledge tiles still on the table."""
    return [t for t in cat.knowledge.values() if t not in state.knowledge]
