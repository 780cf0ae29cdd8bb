"""What each seat may see, and where every card is."""

from __future__ import annotations

from games.rainbow_pirates.rules.state import REORDER, PirateState, actor
from tabletop.rules import events
from tabletop.rules.decisions import top_kind
from tabletop.rules.secrecy import masked


def reorderer(state: PirateState) -> int:
    """Returns the seat looking at the pile's top cards to reorder them (-1: nobody)."""
    return actor(state) if top_kind(state) == REORDER else -1


def view(state: PirateState, seat: int | None) -> PirateState:
    """Returns a copy with the pile's order, others' hands, the random stream and (but for the reorderer)
    the cards being reordered hidden: hidden cards are None, so no id tells what they are (nor in the last
    action's events: the cards another seat drew or took)."""
    seen = masked(state, seat, decks=("pile",), hands=("hands",))
    if seat is None or seat != reorderer(state):
        seen.peek = [None] * len(state.peek)
    hidden = hidden_ids(state, seat) if state.events or state.arranging else set()
    seen.events = events.masked(state.events, hidden)
    if state.arranging:  # the island before a rearrangement: cards taken into the hand since are hidden
        seen.arranging = [[None if c in hidden else c for c in group] for group in state.arranging]
        seen.arranged_wilds = {c: v for c, v in state.arranged_wilds.items() if c not in hidden}
    return seen


def hidden_ids(state: PirateState, seat: int | None) -> set[str]:
    """Returns the ids the seat may not see: the pile, others' hands, the cards another seat reorders."""
    hidden = set(state.pile)
    for other in range(state.players):
        if other != seat:
            hidden.update(state.hands[other])
    if seat is None or seat != reorderer(state):
        hidden.update(state.peek)
    return hidden


def all_component_ids(state: PirateState) -> list[str]:
    """Returns every card id in the game, one entry per place it is in."""
    ids = state.pile + state.faceup + state.discard + state.building + state.peek
    for seat in range(state.players):
        ids += state.hands[seat] + [c for group in state.islands[seat] for c in group]
    return ids
