"""What a move does for a player, in Rainbow Octopus's words, for a hint or a computer's reason
(tabletop/bots/reasons.py): read from the public views before and after it, so it never names a card in
a hand. The biggest change is said: the rainbow won, a new colour or the eighth, a colour lost, a tentacle
taken off another octopus, a spare card thrown away; '' for a move that changes nothing of the kind (a
draw, a pass, a secret choice)."""

from __future__ import annotations

from games.rainbow_octopus.rules.catalog import Catalog
from games.rainbow_octopus.rules.events import Reshuffled, Stole, Won
from games.rainbow_octopus.rules.powers import colours_on, has_eighth
from games.rainbow_octopus.rules.state import OctopusState
from tabletop.rules.core import Rules, seat_ref
from tabletop.rules.events import of_kind

ORDINALS = ("no", "first", "second", "third", "fourth", "fifth", "sixth", "seventh")


def gain(rules: Rules, before: OctopusState, after: OctopusState, seat: int) -> str:
    """Returns what the move just made by `seat` (public views `before` and `after`) did for it: 'it
    gives <seat 0> a sixth colour (6 of 7)', or '' when it changed nothing worth a word."""
    cat: Catalog = rules.catalog
    who, events = seat_ref(seat), after.events
    if any(won.seat == seat for won in of_kind(events, Won)):
        return f"it completes {who}'s rainbow and wins: 7 colours plus the eighth"
    return (
        _own_octopus(cat, before, after, seat)
        or _taken(cat, before, after, seat)
        or _thrown_away(cat, before, after, seat)
    )


def _own_octopus(cat: Catalog, before: OctopusState, after: OctopusState, seat: int) -> str:
    """Returns what the move did to the seat's own octopus: colours and the eighth won or lost, the Wild
    replaced (it moves next), a spare tentacle lost."""
    who, total = seat_ref(seat), len(cat.colour_ids)
    had, has = len(colours_on(cat, before, seat)), len(colours_on(cat, after, seat))
    eighth = has_eighth(cat, after, seat) and not has_eighth(cat, before, seat)
    if has > had:
        colour = f"a {ORDINALS[has]} colour" if has - had == 1 else f"{has - had} new colours"
        return f"it gives {who} {colour} ({has} of {total})" + (" and the eighth" if eighth else "")
    if eighth:
        return f"it gives {who}'s octopus its eighth ({has} of {total} colours)"
    if has < had:
        return f"it costs {who} a colour ({has} of {total})"
    if after.adrift is not None and after.adrift == after.wilds[seat]:
        return f"it sends {who}'s Wild to another arm ({has} of {total} colours)"
    lost = [c for c in before.arms[seat] if c is not None and c not in after.arms[seat]]
    if lost and len(of_kind(after.events, Stole)) == 0 and not _refilled(before, after, seat, lost):
        return f"it gives up only a spare tentacle: {who} keeps {has} of {total} colours"
    return ""


def _refilled(before: OctopusState, after: OctopusState, seat: int, lost: list[str]) -> bool:
    """Tells whether the arms that lost a card hold another now (a play or a Wild replacing it)."""
    return all(after.arms[seat][before.arms[seat].index(card)] is not None for card in lost)


def _taken(cat: Catalog, before: OctopusState, after: OctopusState, seat: int) -> str:
    """Returns what the move took from another seat: a tentacle off its octopus, a card of its hand."""
    for stole in of_kind(after.events, Stole):
        if stole.seat != seat:
            continue
        victim = seat_ref(stole.victim)
        if stole.from_hand:
            return f"it takes a random card from {victim}'s hand"
        had, has = len(colours_on(cat, before, stole.victim)), len(colours_on(cat, after, stole.victim))
        if has < had:
            return f"it takes a colour off {victim}'s octopus: down to {has} of {len(cat.colour_ids)}"
        return f"it takes a tentacle off {victim}'s octopus"
    return ""


def _thrown_away(cat: Catalog, before: OctopusState, after: OctopusState, seat: int) -> str:
    """Returns, for cards the seat discarded from its hand, that their colours were already on show."""
    if of_kind(after.events, Reshuffled) or before.arms[seat] != after.arms[seat]:
        return ""
    thrown = after.discard[len(before.discard) :]
    shown = colours_on(cat, after, seat)
    if not thrown or any(cat.colour_of.get(card) not in shown for card in thrown):
        return ""
    names = " and ".join(cat.card_name(card) for card in thrown)
    colours = " and ".join(dict.fromkeys(cat.colour_names[cat.colour_of[c]].lower() for c in thrown))
    return f"it throws away {names}: {seat_ref(seat)} already shows {colours}"
