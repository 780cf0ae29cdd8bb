"""What a move does for a player, in Rainbow Pirates' words, for a hint or a computer's reason
(tabletop/bots/reasons.py): read from the public views before and after it, so it never names a card in
a hand. The biggest change is said: going out, a full rainbow, Treasure Points won on the island, points
knocked off another island, a black card blocked or played, cards taken, a group being built; '' for a
move that changes nothing of the kind (the draw that ends a turn, Arrrgh, a cancel, a reorder)."""

from __future__ import annotations

from games.rainbow_pirates.rules import groups
from games.rainbow_pirates.rules.catalog import BLACK, PIRATE, Catalog
from games.rainbow_pirates.rules.events import Drew, Rainbow, Took, WentOut
from games.rainbow_pirates.rules.names import cards_named, short_group
from games.rainbow_pirates.rules.scoring import island_points, points
from games.rainbow_pirates.rules.state import BLOCK, BUILD, REARRANGE, TAKE, TURN, PirateState
from tabletop.rules import decisions
from tabletop.rules.core import Rules, seat_ref
from tabletop.rules.decisions import top_kind
from tabletop.rules.events import of_kind
from tabletop.rules.words import plural

SHAPES = {groups.SET: "set", groups.RUN: "run"}  # other groups are said as 'group'


def gain(rules: Rules, before: PirateState, after: PirateState, seat: int) -> str:
    """Returns what the move just made by `seat` (public views `before` and `after`) did for it: 'it adds
    Blue 5 to <seat 0>'s island: a set of 4, 9 points so far', or '' when it changed nothing worth a word."""
    cat: Catalog = rules.catalog
    who, events = seat_ref(seat), after.events
    if any(out.seat == seat for out in of_kind(events, WentOut)):
        bonus = cat.content.going_out_bonus
        return f"it takes {who} out: +{bonus} points, {plural(points(cat, after, seat), 'point')} in all"
    start, wilds = _start(before, seat)
    # A rainbow is new only against the island the move began from, which must be known in full (a card
    # taken into the hand in a rearrangement hides what the island held).
    known = not any(c is None for group in start for c in group)
    for rainbow in of_kind(events, Rainbow):
        if rainbow.seat == seat and known and rainbow.total > groups.full_rainbows(cat, start, wilds):
            needed = cat.content.rainbows_to_go_out
            so_far, total = plural(island_points(cat, after, seat), "point"), rainbow.total
            return f"it completes a full rainbow on {who}'s island ({total} of {needed} to go out): {so_far}"
    return (
        _island(cat, start, after, seat)
        or _knocked(cat, before, after, seat)
        or _blocked(cat, before, after, seat)
        or _taken(cat, before, after, seat)
        or _building(cat, before, after, seat)
        or _played(cat, before, after, seat)
    )


def _start(before: PirateState, seat: int) -> tuple[list[list[str | None]], dict[str, str]]:
    """Returns the seat's island the move is weighed from, and its wilds' colours: as it was before a
    rearrangement that the move confirms or cancels (a card taken into the hand since is None), else as
    it was just before."""
    if top_kind(before) == REARRANGE and decisions.top(before).seat == seat:
        return before.arranging, before.arranged_wilds
    return before.islands[seat], before.wild_as


def _island(cat: Catalog, start: list[list[str | None]], after: PirateState, seat: int) -> str:
    """Returns the Treasure Points the move put on the seat's island: a Rainbow Pirate welcomed, a group
    laid, a card added to a group (a rearrangement's only once it is confirmed)."""
    if top_kind(after) == REARRANGE:
        return ""
    pirate = cat.content.pirate_points
    was = sum(pirate if cat.kind.get(c) == PIRATE else 1 for group in start for c in group)
    now = island_points(cat, after, seat)
    if now <= was:
        return ""
    who, so_far = seat_ref(seat), plural(now, "point")
    new = [g for g in after.islands[seat] if g not in start]
    had = {c for group in start for c in group}
    added = [c for c in _island_cards(after, seat) if c not in had]
    pirates = [c for c in added if cat.kind[c] == PIRATE]
    if pirates:
        name = cat.pirate_names[pirates[0]]
        return f"it welcomes {name} to {who}'s island: +{now - was} points, {so_far} so far"
    if len(added) == 1 and len(new) == 1 and len(new[0]) > 1:
        group = new[0]
        shape = SHAPES.get(groups.shape(cat, group, after.wild_as), "group")
        return (
            f"it adds {cat.card_name(added[0])} to {who}'s island: a {shape} of {len(group)}, {so_far} so far"
        )
    if len(new) == 1 and set(new[0]) == set(added):
        return f"it lays {_group_words(cat, new[0], after.wild_as)} on {who}'s island: {so_far} so far"
    return f"it puts {plural(now - was, 'more card')} on {who}'s island: {so_far} so far"


def _group_words(cat: Catalog, group: list[str], wild_as: dict[str, str]) -> str:
    """Returns a new group in few words: 'a run of Red 1, Orange 2 and Yellow 3', 'a set of Blue 5 (4
    cards)'."""
    if len(group) > groups.MIN_GROUP:
        return f"a {short_group(cat, group, wild_as)}"
    return f"a {SHAPES.get(groups.shape(cat, group, wild_as), 'group')} of {cards_named(cat, group)}"


def _island_cards(state: PirateState, seat: int) -> list[str]:
    return [c for group in state.islands[seat] for c in group]


def _knocked(cat: Catalog, before: PirateState, after: PirateState, seat: int) -> str:
    """Returns the points the move knocked off another island: 'it knocks Red 1 off <seat 1>'s island:
    down to 6 points' (a card stolen into the hand is not named)."""
    for other in range(after.players):
        was, now = island_points(cat, before, other), island_points(cat, after, other)
        if other == seat or now >= was:
            continue
        gone = [c for c in _island_cards(before, other) if c not in _island_cards(after, other)]
        destroyed = [c for c in gone if c in after.discard and c not in before.discard]
        what = cat.card_name(destroyed[0]) if destroyed else "a card"
        return f"it knocks {what} off {seat_ref(other)}'s island: down to {plural(now, 'point')}"
    return ""


def _blocked(cat: Catalog, before: PirateState, after: PirateState, seat: int) -> str:
    """Returns the black card the seat blocked with its loved colour."""
    prompt = decisions.top(before)
    if (
        prompt is None
        or prompt.kind != BLOCK
        or prompt.seat != seat
        or len(after.discard) <= len(before.discard)
    ):
        return ""
    attack = prompt.data
    loved = cat.card_name(after.discard[-1])
    return f"it blocks {seat_ref(attack.attacker)}'s {cat.card_name(attack.card)} with {loved}, for everyone"


def _taken(cat: Catalog, before: PirateState, after: PirateState, seat: int) -> str:
    """Returns the cards a black card's action brought the seat: taken from a hand, drawn, or taken from
    the discard pile (none named: they are in the seat's hand now)."""
    took = [t for t in of_kind(after.events, Took) if t.seat == seat]
    if took:
        count = sum(len(t.cards) for t in took)
        givers = " and ".join(dict.fromkeys(f"{seat_ref(t.giver)}'s" for t in took))
        return f"it takes {plural(count, 'card')} from {givers} hand"
    drew = [d for d in of_kind(after.events, Drew) if d.seat == seat]
    if drew and after.turn == before.turn and not after.final:  # a black card's draw, not the turn's
        return f"it draws {plural(sum(len(d.cards) for d in drew), 'more card')} for {seat_ref(seat)}"
    taken = [c for c in before.discard if c not in after.discard]
    if taken and top_kind(before) == TAKE:
        return f"it takes a card from the discard pile into {seat_ref(seat)}'s hand"
    return ""


def _building(cat: Catalog, before: PirateState, after: PirateState, seat: int) -> str:
    """Returns the group being built, once a card joined it: 'it starts a group with Red 1'."""
    if top_kind(after) != BUILD or len(after.building) <= len(before.building):
        return ""
    card = cat.card_name(after.building[-1])
    if len(after.building) == 1:
        return f"it starts a group with {card}"
    return f"it adds {card} to the group being built ({len(after.building)} cards)"


def _played(cat: Catalog, before: PirateState, after: PirateState, seat: int) -> str:
    """Returns the black card the seat played, and whom it attacks."""
    if top_kind(before) != TURN or len(after.discard) <= len(before.discard):
        return ""
    card = after.discard[-1]
    if card in before.discard or cat.kind[card] != BLACK:
        return ""
    prompt = next((p for p in reversed(after.decisions) if p.kind == BLOCK), None)
    victim = prompt.data.victim if prompt is not None else -1
    name = cat.card_name(card)
    return f"it sends {name} against {seat_ref(victim)}" if victim >= 0 else f"it plays {name}"
