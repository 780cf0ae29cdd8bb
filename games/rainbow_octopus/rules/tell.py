"""The game log's words: what each seat is told about an action, and what followed from it, worded from
the events the action recorded (events.py).

Public words name only what everyone may see; a seat that learns more (the card it drew, the
card passed to it) is told so in a line of its own, in the second person.
"""

from __future__ import annotations

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.events import (
    Delivered,
    Drew,
    Ended,
    Replaced,
    Reshuffled,
    Revealed,
    RoundBegan,
    Stole,
    WildsTaken,
    Won,
)
from games.rainbow_octopus.rules.state import PASSING, OctopusState, parse_zone, phase_of
from tabletop.rules.core import Action, seat_ref
from tabletop.rules.events import of_kind


def name(cat: Catalog, card: str | None) -> str:
    return cat.card_name(card)


def names(cat: Catalog, cards: list[str]) -> str:
    """Returns 'Red 3', 'Red 3 and Blue 5' or 'Red 3, Blue 5 and Wild'."""
    words = [name(cat, c) for c in cards]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def announce(
    cat: Catalog, before: OctopusState, after: OctopusState, action: Action, viewer: int | None
) -> str:
    """Returns what `viewer` is told about `action`: the action, then what followed from it."""
    said = TELL[action.kind](cat, before, after, action, viewer)
    return " ".join([said, *aftermath(cat, after, viewer)])


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
    shuffled = of_kind(after.events, Reshuffled)
    note = " The discard pile was shuffled into a new deck first." if shuffled else ""
    if viewer == action.seat:
        return f"You drew {names(cat, [drew.card for drew in of_kind(after.events, Drew)])}.{note}"
    return f"{seat_ref(action.seat)} drew a card.{note}"


def _placed(cat: Catalog, after, action, verb: str) -> str:
    """Returns '<seat> played Red 3 on arm 3, replacing Blue 3 (discarded).' for a play or a move."""
    arm = parse_zone(action.target)[2]
    text = f"{seat_ref(action.seat)} {verb} arm {arm}"
    for old in of_kind(after.events, Replaced):
        if old.wild:
            text += ", replacing their Wild, which must now move"
        else:
            text += f", replacing {name(cat, old.card)} (discarded)"
    return text + "."


def _play(cat: Catalog, before, after, action, viewer) -> str:
    scavenged = action.piece not in before.hands[action.seat]
    source = " from the discard pile" if scavenged else ""
    return _placed(cat, after, action, f"played {name(cat, action.piece)}{source} on")


def _move(cat: Catalog, before, after, action, viewer) -> str:
    return _placed(cat, after, action, "moved their Wild to")


def _discard(cat: Catalog, before, after, action, viewer) -> str:
    return f"{seat_ref(action.seat)} discarded {name(cat, action.piece)}."


def _steal(cat: Catalog, before, after, action, viewer) -> str:
    who = seat_ref(action.seat)
    (stole,) = of_kind(after.events, Stole)
    victim, taken = stole.victim, name(cat, stole.card)
    if not stole.from_hand:
        return f"{who} stole {taken} from {seat_ref(victim)}'s octopus."
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


def aftermath(cat: Catalog, after: OctopusState, viewer: int | None) -> list[str]:
    """Returns the sentences for what the action set off (its events): the setup's choices turned up and
    the wilds taken, passed cards changing hands, a new round, the end."""
    events = after.events
    said = []
    revealed = of_kind(events, Revealed)
    if revealed:
        said.append(_choices_shown(cat, revealed))
        said += [_wilds_given(taken, after.players) for taken in of_kind(events, WildsTaken)]
    delivered = of_kind(events, Delivered)
    if delivered:
        said += _passes_delivered(cat, delivered, viewer)
    said += [_new_round(cat, began) for began in of_kind(events, RoundBegan)]
    said += [_the_end(end) for end in of_kind(events, Won | Ended)]
    return [line for line in said if line]


def _choices_shown(cat: Catalog, revealed: list[Revealed]) -> str:
    shown = [f"{seat_ref(r.seat)} {names(cat, list(r.cards))}" for r in revealed]
    return f"Everyone's chosen card is turned up: {'; '.join(shown)}."


def _wilds_given(taken: WildsTaken, players: int) -> str:
    """Returns who took their Wild into the hand as setup ended (a seat with none is named)."""
    without = [seat_ref(s) for s in range(players) if s not in taken.seats]
    if len(without) == players:
        return ""
    but = f" but {' and '.join(without)}" if without else ""
    return f"Everyone{but} takes their Wild into their hand."


def _passes_delivered(cat: Catalog, delivered: list[Delivered], viewer: int | None) -> list[str]:
    said = ["The passed cards change hands."]
    for passed in delivered:
        if passed.seat == viewer:
            said.append(f"You received {names(cat, list(passed.cards))} from {seat_ref(passed.giver)}.")
    return said


def _new_round(cat: Catalog, began: RoundBegan) -> str:
    if began.tide is None:
        return f"Round {began.round} begins."
    return f"Round {began.round} begins: the tide is {cat.tides[began.tide].name}."


def _the_end(end: Won | Ended) -> str:
    if isinstance(end, Won):
        return f"{seat_ref(end.seat)} shows all seven colours plus their eighth and wins!"
    return "No cards are left to draw, so the game is over."
