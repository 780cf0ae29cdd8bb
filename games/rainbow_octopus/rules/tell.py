"""The game log's words: what each seat is told about an action, and what followed from it.

Public words name only what everyone may see; a seat that learns more (the card it drew, the
card passed to it) is told so in a line of its own, in the second person.
"""

from __future__ import annotations

from collections import Counter

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.state import (
    OVER,
    PASSING,
    SETUP,
    OctopusState,
    neighbour,
    parse_zone,
    phase_of,
)
from tabletop.rules import decisions
from tabletop.rules.core import Action, seat_ref


def name(cat: Catalog, card: str | None) -> str:
    return cat.card_name(card)


def names(cat: Catalog, cards: list[str]) -> str:
    """Returns 'Red 3', 'Red 3 and Blue 5' or 'Red 3, Blue 5 and Wild'."""
    words = [name(cat, c) for c in cards]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def gained(before: OctopusState, after: OctopusState, seat: int) -> list[str]:
    """Returns the cards that came into the seat's hand."""
    return list((Counter(after.hands[seat]) - Counter(before.hands[seat])).elements())


def announce(
    cat: Catalog, before: OctopusState, after: OctopusState, action: Action, viewer: int | None
) -> str:
    """Returns what `viewer` is told about `action`: the action, then what followed from it."""
    said = TELL[action.kind](cat, before, after, action, viewer)
    return " ".join([said, *aftermath(cat, before, after, action, viewer)])


# The action itself -------------------------------------------------------------------------


def _choose(cat: Catalog, before, after, action, viewer) -> str:
    who, arm = seat_ref(action.seat), parse_zone(action.target)[2]
    if viewer == action.seat:
        return (
            f"You chose {name(cat, action.piece)} for arm {arm}; it stays hidden until everyone has chosen."
        )
    return f"{who} chose a card in secret."


def _pass(cat: Catalog, before, after, action, viewer) -> str:
    who, to = seat_ref(action.seat), parse_zone(action.target)[1]
    if phase_of(before) == PASSING:
        if viewer == action.seat:
            return f"You chose {name(cat, action.piece)} to pass to {seat_ref(to)}."
        return f"{who} chose a card to pass to {seat_ref(to)}."
    if viewer == action.seat:
        return f"You passed {name(cat, action.piece)} to {seat_ref(to)}."
    if viewer == to:
        return f"{who} passed you {name(cat, action.piece)}."
    return f"{who} passed a card to {seat_ref(to)}."


def _draw(cat: Catalog, before, after, action, viewer) -> str:
    note = "" if before.deck else " The discard pile was shuffled into a new deck first."
    if viewer == action.seat:
        return f"You drew {names(cat, gained(before, after, action.seat))}.{note}"
    return f"{seat_ref(action.seat)} drew a card.{note}"


def _placed(cat: Catalog, before, action, verb: str) -> str:
    """Returns '<seat> played Red 3 on arm 3, replacing Blue 3 (discarded).' for a play or a move."""
    arm = parse_zone(action.target)[2]
    old = before.arms[action.seat][arm - 1]
    text = f"{seat_ref(action.seat)} {verb} arm {arm}"
    if old is not None and cat.is_wild(old):
        text += ", replacing their Wild, which must now move"
    elif old is not None:
        text += f", replacing {name(cat, old)} (discarded)"
    return text + "."


def _play(cat: Catalog, before, after, action, viewer) -> str:
    scavenged = action.piece not in before.hands[action.seat]
    source = " from the discard pile" if scavenged else ""
    return _placed(cat, before, action, f"played {name(cat, action.piece)}{source} on")


def _move(cat: Catalog, before, after, action, viewer) -> str:
    return _placed(cat, before, action, "moved their Wild to")


def _discard(cat: Catalog, before, after, action, viewer) -> str:
    return f"{seat_ref(action.seat)} discarded {name(cat, action.piece)}."


def _steal(cat: Catalog, before, after, action, viewer) -> str:
    who = seat_ref(action.seat)
    if action.piece is not None:
        owner = next(s for s, arms in enumerate(before.arms) if action.piece in arms)
        return f"{who} stole {name(cat, action.piece)} from {seat_ref(owner)}'s octopus."
    victim = parse_zone(action.target)[1]
    taken = names(cat, gained(before, after, action.seat))
    if viewer == action.seat:
        return f"You took {taken} at random from {seat_ref(victim)}'s hand."
    if viewer == victim:
        return f"{who} took your {taken} at random."
    return f"{who} took a random card from {seat_ref(victim)}'s hand."


def _lose(cat: Catalog, before, after, action, viewer) -> str:
    return f"{seat_ref(action.seat)} lost {name(cat, action.piece)} from their octopus (discarded)."


def _lose_turn(cat: Catalog, before, after, action, viewer) -> str:
    return f"{seat_ref(action.seat)} had no tentacle to play and lost the rest of the turn."


TELL = {
    "choose": _choose,
    "pass": _pass,
    "draw": _draw,
    "play": _play,
    "move": _move,
    "discard": _discard,
    "steal": _steal,
    "lose": _lose,
    "lose_turn": _lose_turn,
}


# What followed ----------------------------------------------------------------------------


def aftermath(
    cat: Catalog, before: OctopusState, after: OctopusState, action: Action, viewer: int | None
) -> list[str]:
    """Returns the sentences for what the action set off: cards turned up or handed on, a round, the end."""
    said = []
    was, now = phase_of(before), phase_of(after)
    if was == SETUP and now != SETUP:
        said += [_choices_shown(cat, before, action), *_wilds_given(before)]
    if was == PASSING and now != PASSING:
        said += _passes_delivered(cat, before, action, viewer)
    if after.round > before.round:
        said.append(_new_round(cat, after))
    if now == OVER:
        said.append(_the_end(after))
    return said


def picks_with(before: OctopusState, action: Action) -> list[list[str]]:
    """Returns every seat's secret picks, the action's own included."""
    picks = [list(p) for p in before.picks]
    picks[action.seat].append(action.piece)
    return picks


def _choices_shown(cat: Catalog, before: OctopusState, action: Action) -> str:
    shown = [f"{seat_ref(s)} {names(cat, p)}" for s, p in enumerate(picks_with(before, action)) if p]
    return f"Everyone's chosen card is turned up: {'; '.join(shown)}."


def _wilds_given(before: OctopusState) -> list[str]:
    """Returns who took their Wild into the hand as setup ended (a seat with none is named)."""
    without = [seat_ref(s) for s, wild in enumerate(before.wilds) if wild is None]
    if len(without) == before.players:
        return []
    but = f" but {' and '.join(without)}" if without else ""
    return [f"Everyone{but} takes their Wild into their hand."]


def _passes_delivered(cat: Catalog, before: OctopusState, action: Action, viewer: int | None) -> list[str]:
    side = decisions.top(before).data.option
    said = ["The passed cards change hands."]
    for seat, cards in enumerate(picks_with(before, action)):
        if cards and neighbour(before, seat, side) == viewer:
            said.append(f"You received {names(cat, cards)} from {seat_ref(seat)}.")
    return said


def _new_round(cat: Catalog, after: OctopusState) -> str:
    if after.tide is None:
        return f"Round {after.round} begins."
    return f"Round {after.round} begins: the tide is {cat.tides[after.tide].name}."


def _the_end(after: OctopusState) -> str:
    if after.end == "rainbow":
        return f"{seat_ref(after.winners[0])} shows all seven colours plus their eighth and wins!"
    return "No cards are left to draw, so the game is over."
