"""What a move does for a player, in Oct8's words, for a hint or a computer's reason (tabletop/bots/
reasons.py): read from the public views before and after it, so it never names a hand card nor a secret
colour. The biggest change is said: an octopus completed, points won or taken by a swap, a shipped
octopus, a shared head brought nearer eight arms, a swap made up, a baby octopus spent or kept; '' for a
move that changes nothing of the kind (a draw into the hand, a pass, a cancel, a discard)."""

from __future__ import annotations

from games.oct8.rules.catalog import FULL, Catalog
from games.oct8.rules.events import Completed
from games.oct8.rules.names import colour_word
from games.oct8.rules.scoring import matching
from games.oct8.rules.state import ACT, Oct8State, find, pending_of, step_of
from games.oct8.rules.tell import split
from tabletop.rules.core import Rules, seat_ref
from tabletop.rules.events import of_kind
from tabletop.rules.words import plural

SWAPS = ("swap_hand", "swap_octo")


def gain(rules: Rules, before: Oct8State, after: Oct8State, seat: int) -> str:
    """Returns what the move just made by `seat` (public views `before` and `after`) did for it: 'it
    completes <seat 1>'s red octopus: 8 arms, 3 points', or '' when it changed nothing worth a word."""
    cat: Catalog = rules.catalog
    own, _ = split(after.events)  # the next turn's draw is another seat's
    for done in of_kind(own, Completed):
        if done.seat == seat:
            return _completed(cat, after, done.head, seat)
    pending = pending_of(before) if step_of(before) == ACT else None
    same_turn = after.turns == before.turns
    # An action under way ends by its Confirm (or its last draw), which goes on to a baby octopus's action
    # or ends the turn; Cancel leaves the turn's action still to take.
    still = step_of(after) == ACT and same_turn
    if pending is not None and pending_of(after) is None and still:
        return ""  # cancelled: every card back where it was
    ended = pending is not None and pending_of(after) is None
    if not ended and still and pending_of(after) is not None:
        return _under_way(cat, before, after, seat)  # a swap or an attach, to confirm
    start = _undone(before, pending) if ended else before  # a confirmed action: from where it began
    said = _points(cat, start, after, seat)
    if said:
        return said
    if ended and pending.kind == "attach":  # as Confirm left it: the next turn's draw may add to it
        return _head(cat, before, pending.home)
    return _shipped(cat, before, after, seat) or (
        _under_way(cat, before, after, seat) if same_turn else _kept(before, after, seat)
    )


def _shipped(cat: Catalog, before: Oct8State, after: Oct8State, seat: int) -> str:
    """Returns the octopus the seat shipped, out of play: 'it ships <seat 0>'s red octopus (4 points)...'."""
    for octopus in after.shipped[seat]:
        if octopus not in before.shipped[seat]:
            points = plural(matching(cat, octopus), "point")
            colour = colour_word(cat, octopus[0])
            return f"it ships {seat_ref(seat)}'s {colour} octopus ({points}): no one can swap its arms now"
    return ""


def _completed(cat: Catalog, after: Oct8State, head: str, seat: int) -> str:
    octopus, _ = find(after, head)
    points = plural(matching(cat, octopus) if octopus is not None else 0, "point")
    return f"it completes {seat_ref(seat)}'s {colour_word(cat, head)} octopus: {FULL} arms, {points}"


def _undone(state: Oct8State, pending) -> Oct8State:
    """Returns a copy of `state` with the cards of the action under way back where they were (as Cancel
    puts them), so a confirmed swap is weighed from where it began; hand cards only leave the octopuses."""
    undone = state.clone()
    for card, source, index in reversed(pending.moves):
        for octopus in undone.shared + [o for area in undone.areas for o in area]:
            if card in octopus[1:]:
                octopus.remove(card)
                break
        if source != "hand":
            octopus, _ = find(undone, source)
            if octopus is not None:
                octopus.insert(index, card)
    return undone


def public_points(cat: Catalog, state: Oct8State, seat: int) -> int:
    """Returns the points a seat's octopuses show to all: matching arm cards, in its area and shipped (the
    secret colour's double is nobody else's to know)."""
    return sum(matching(cat, o) for o in state.areas[seat] + state.shipped[seat])


def _points(cat: Catalog, before: Oct8State, after: Oct8State, seat: int) -> str:
    """Returns the points the move won the seat and took from others: 'it brings <seat 0> to 7 points
    (+2)', 'it takes 2 points from <seat 1> (down to 5)'."""
    said = []
    mine, was = public_points(cat, after, seat), public_points(cat, before, seat)
    if mine != was:
        said.append(f"it brings {seat_ref(seat)} to {plural(mine, 'point')} ({mine - was:+d})")
    for other in range(after.players):
        has, had = public_points(cat, after, other), public_points(cat, before, other)
        if other != seat and has < had:
            said.append(f"it takes {plural(had - has, 'point')} from {seat_ref(other)} (down to {has})")
    return " and ".join([said[0], *(s[3:] for s in said[1:])]) if said else ""


def _head(cat: Catalog, state: Oct8State, head: str) -> str:
    """Returns how far a shared head has come: 'it brings the red head to 6 of 8 arms'."""
    octopus, owner = find(state, head)
    if octopus is None or owner != -1:
        return ""
    arms = cat.arm_total(octopus)
    full = ", to take on Confirm" if arms == FULL else ""
    return f"it brings the {colour_word(cat, head)} head to {arms} of {FULL} arms{full}"


def _under_way(cat: Catalog, before: Oct8State, after: Oct8State, seat: int) -> str:
    """Returns a step of a turn that scores nothing yet: the turn draw placed, a card attached, a swap made
    up, a baby octopus spent."""
    for head in _grown_heads(cat, before, after):
        return _head(cat, after, head)
    pending = pending_of(after) if step_of(after) == ACT else None
    if pending is not None and pending.kind in SWAPS and pending.need:
        if not pending.given:
            return f"it starts a swap: {plural(pending.need, 'arm')} to make up"
        return f"it makes up {pending.given} of {plural(pending.need, 'arm')} for the swap"
    if after.babies[seat] < before.babies[seat]:
        left = plural(after.babies[seat], "baby octopus", "baby octopuses") if after.babies[seat] else "none"
        return f"it spends a baby octopus on one more action ({left} left)"
    return ""


def _kept(before: Oct8State, after: Oct8State, seat: int) -> str:
    """Returns, for a move that ended the seat's turn, the baby octopuses it kept for later."""
    if not before.babies[seat] or after.babies[seat] != before.babies[seat]:
        return ""
    return f"it keeps {plural(after.babies[seat], 'baby octopus', 'baby octopuses')} for a later turn"


def _grown_heads(cat: Catalog, before: Oct8State, after: Oct8State) -> list[str]:
    """Returns the shared heads showing more arms after the move than before."""
    was = {o[0]: cat.arm_total(o) for o in before.shared}
    return [o[0] for o in after.shared if o[0] in was and cat.arm_total(o) > was[o[0]]]
