"""What each seat may see, where every component is, and the outcome of a finished game."""

from __future__ import annotations

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.events import Eighth, NewColour
from games.rainbow_octopus.rules.powers import colours_on, has_eighth, has_power, score
from games.rainbow_octopus.rules.state import OVER, OctopusState, arm_zone, phase_of
from tabletop.rules import events
from tabletop.rules.core import Outcome, seat_ref
from tabletop.rules.events import of_kind
from tabletop.rules.secrecy import masked


def view(state: OctopusState, seat: int | None) -> OctopusState:
    """Returns a copy with others' hands, secret picks, the decks' order and the rng hidden, and the last
    action's events with the cards it hides masked (a card drawn, stolen or passed into another's hand)."""
    seen = masked(state, seat, decks=("deck", "tide_deck"), hands=("hands", "picks"))
    # A card drawn this turn may since have left the hand (discarded, even reshuffled into the deck).
    mine = state.hands[seat] if seat == state.current else []
    seen.drawn = [c if c in mine else None for c in state.drawn]
    seen.events = events.masked(state.events, hidden_ids(state, seat))
    return seen


def hidden_ids(state: OctopusState, seat: int | None) -> set[str]:
    """Returns the ids the seat may not see: the decks, others' hands and others' secret picks.

    Wilds are never hidden: each seat's wild is dealt openly and can never leave its owner.
    """
    hidden = set(state.deck) | set(state.tide_deck)
    for other in range(state.players):
        if other != seat:
            hidden.update(state.hands[other])
            hidden.update(state.picks[other])
    return hidden - set(state.wilds)


def all_component_ids(state: OctopusState) -> list[str]:
    """Returns every card and tile id in the game, one entry per place it is in."""
    ids = state.deck + state.discard + state.out_of_play + state.tide_deck + state.tide_used
    for seat in range(state.players):
        ids += state.hands[seat] + state.picks[seat]
        ids += [c for c in state.arms[seat] if c is not None]
    ids += [t for t in state.tiles if t is not None]
    ids += [c for c in (state.tide, state.adrift) if c is not None]
    return ids


def seat_lines(cat: Catalog, state: OctopusState, seat: int) -> tuple[str, ...]:
    """Returns a short explanation of one seat's result."""
    colours = len(colours_on(cat, state, seat))
    if has_power(cat, state, seat, "second_colour"):
        eighth = "second colour played" if has_eighth(cat, state, seat) else "second colour not played"
    else:
        eighth = "Wild played" if has_eighth(cat, state, seat) else "Wild not played"
    lines = (f"{colours} of 7 colours, {eighth}",)
    if seat not in state.winners:
        return lines
    if state.end == "rainbow":
        return (
            ("7 colours + Wild: winner",)
            if eighth == "Wild played"
            else ("7 colours + second colour: winner",)
        )
    return lines


def outcome(cat: Catalog, state: OctopusState) -> Outcome | None:
    """Returns scores (colours, +1 for the eighth), winners and lines once the game is over."""
    if phase_of(state) != OVER:
        return None
    scores = tuple(score(cat, state, s) for s in range(state.players))
    details = tuple(seat_lines(cat, state, s) for s in range(state.players))
    if state.end == "rainbow":
        ended = f"{seat_ref(state.winners[0])} made a full rainbow: 7 colours and the eighth arm."
    else:
        ended = "No cards were left to draw: the most colours win."
    return Outcome(scores=scores, winners=state.winners, details=details, ended=ended)


def stats(cat: Catalog, state: OctopusState) -> dict[str, float]:
    """Returns a finished game's rounds, turns, rainbow (1/0), winner's colours and first_player_won."""
    if phase_of(state) != OVER:
        return {}
    first = (state.ftt - (state.round - 1)) % state.players  # the FTT moves one seat left per round
    return {
        "rounds": float(state.round),
        "turns": float((state.round - 1) * state.players + state.turns_done + 1),
        "rainbow": float(state.end == "rainbow"),
        "winner_colours": float(max(len(colours_on(cat, state, s)) for s in state.winners)),
        "first_player_won": float(first in state.winners),
    }


def celebrations(after: OctopusState) -> list[str]:
    """Returns the arms the last action gave a colour their octopus lacked, or its eighth (its events)."""
    found = [arm_zone(e.seat, e.arm) for e in of_kind(after.events, NewColour | Eighth)]
    return list(dict.fromkeys(found))
