"""The game log's words: what each seat is told about an action, and what followed from it.

Public words name only what everyone may see; a seat that learns more (the card it drew, the
card passed to it) is told so in a line of its own, in the second person.
"""

from __future__ import annotations

from collections import Counter

from games.rainbow_octopus.rules.catalog import catalog
from games.rainbow_octopus.rules.state import OVER, PASSING, SETUP, OctopusState, neighbour, parse_zone
from tabletop.rules.core import Action, seat_ref


def name(card: str | None) -> str:
    return catalog().card_name(card)


def names(cards: list[str]) -> str:
    """Returns 'Red 3', 'Red 3 and Blue 5' or 'Red 3, Blue 5 and Wild'."""
    words = [name(c) for c in cards]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def gained(before: OctopusState, after: OctopusState, seat: int) -> list[str]:
    """Returns the cards that came into the seat's hand."""
    return list((Counter(after.hands[seat]) - Counter(before.hands[seat])).elements())


def announce(before: OctopusState, after: OctopusState, action: Action, viewer: int | None) -> str:
    """Returns what `viewer` is told about `action`: the action, then what followed from it."""
    said = TELL[action.kind](before, after, action, viewer)
    return " ".join([said, *aftermath(before, after, action, viewer)])


# The action itself -------------------------------------------------------------------------


def _choose(before, after, action, viewer) -> str:
    who, arm = seat_ref(action.seat), parse_zone(action.target)[2]
    if viewer == action.seat:
        return f"You chose {name(action.piece)} for arm {arm}; it stays hidden until everyone has chosen."
    return f"{who} chose a card in secret."


def _pass(before, after, action, viewer) -> str:
    who, to = seat_ref(action.seat), parse_zone(action.target)[1]
    if before.phase == PASSING:
        if viewer == action.seat:
            return f"You chose {name(action.piece)} to pass to {seat_ref(to)}."
        return f"{who} chose a card to pass to {seat_ref(to)}."
    if viewer == action.seat:
        return f"You passed {name(action.piece)} to {seat_ref(to)}."
    if viewer == to:
        return f"{who} passed you {name(action.piece)}."
    return f"{who} passed a card to {seat_ref(to)}."


def _draw(before, after, action, viewer) -> str:
    note = "" if before.deck else " The discard pile was shuffled into a new deck first."
    if viewer == action.seat:
        return f"You drew {names(gained(before, after, action.seat))}.{note}"
    return f"{seat_ref(action.seat)} drew a card.{note}"


def _placed(before, action, verb: str) -> str:
    """Returns '<seat> played Red 3 on arm 3, replacing Blue 3 (discarded).' for a play or a move."""
    arm = parse_zone(action.target)[2]
    old = before.arms[action.seat][arm - 1]
    text = f"{seat_ref(action.seat)} {verb} arm {arm}"
    if old is not None and catalog().is_wild(old):
        text += ", replacing their Wild, which must now move"
    elif old is not None:
        text += f", replacing {name(old)} (discarded)"
    return text + "."


def _play(before, after, action, viewer) -> str:
    scavenged = action.piece not in before.hands[action.seat]
    source = " from the discard pile" if scavenged else ""
    return _placed(before, action, f"played {name(action.piece)}{source} on")


def _move(before, after, action, viewer) -> str:
    return _placed(before, action, "moved their Wild to")


def _discard(before, after, action, viewer) -> str:
    return f"{seat_ref(action.seat)} discarded {name(action.piece)}."


def _steal(before, after, action, viewer) -> str:
    who = seat_ref(action.seat)
    if action.piece is not None:
        owner = next(s for s, arms in enumerate(before.arms) if action.piece in arms)
        return f"{who} stole {name(action.piece)} from {seat_ref(owner)}'s octopus."
    victim = parse_zone(action.target)[1]
    taken = names(gained(before, after, action.seat))
    if viewer == action.seat:
        return f"You took {taken} at random from {seat_ref(victim)}'s hand."
    if viewer == victim:
        return f"{who} took your {taken} at random."
    return f"{who} took a random card from {seat_ref(victim)}'s hand."


def _lose(before, after, action, viewer) -> str:
    return f"{seat_ref(action.seat)} lost {name(action.piece)} from their octopus (discarded)."


def _lose_turn(before, after, action, viewer) -> str:
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


def aftermath(before: OctopusState, after: OctopusState, action: Action, viewer: int | None) -> list[str]:
    """Returns the sentences for what the action set off: cards turned up or handed on, a round, the end."""
    said = []
    if before.phase == SETUP and after.phase != SETUP:
        said.append(_choices_shown(before, action))
    if before.phase == PASSING and after.phase != PASSING:
        said += _passes_delivered(before, action, viewer)
    if after.round > before.round:
        said.append(_new_round(after))
    if after.phase == OVER:
        said.append(_the_end(after))
    return said


def picks_with(before: OctopusState, action: Action) -> list[list[str]]:
    """Returns every seat's secret picks, the action's own included."""
    picks = [list(p) for p in before.picks]
    picks[action.seat].append(action.piece)
    return picks


def _choices_shown(before: OctopusState, action: Action) -> str:
    shown = [f"{seat_ref(s)} {names(p)}" for s, p in enumerate(picks_with(before, action)) if p]
    return f"Everyone's chosen card is turned up: {'; '.join(shown)}."


def _passes_delivered(before: OctopusState, action: Action, viewer: int | None) -> list[str]:
    side = before.queue[0].option
    said = ["The passed cards change hands."]
    for seat, cards in enumerate(picks_with(before, action)):
        if cards and neighbour(before, seat, side) == viewer:
            said.append(f"You received {names(cards)} from {seat_ref(seat)}.")
    return said


def _new_round(after: OctopusState) -> str:
    if after.tide is None:
        return f"Round {after.round} begins."
    return f"Round {after.round} begins: the tide is {catalog().tides[after.tide].name}."


def _the_end(after: OctopusState) -> str:
    if after.end == "rainbow":
        return f"{seat_ref(after.winners[0])} shows all seven colours plus their eighth and wins!"
    return "No cards are left to draw, so the game is over."
