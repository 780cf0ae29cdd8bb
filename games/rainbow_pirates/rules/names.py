"""How texts name cards, groups and colours."""

from __future__ import annotations

from games.rainbow_pirates.rules import groups
from games.rainbow_pirates.rules.catalog import Catalog
from games.rainbow_pirates.rules.state import PirateState, parse_zone
from tabletop.rules.core import seat_ref


def card_name(cat: Catalog, card: str | None) -> str:
    """Returns 'Red 1', 'Wild', 'Cannon'... ('a hidden card' for None)."""
    return cat.card_name(card)


def cards_named(cat: Catalog, cards) -> str:
    """Returns 'Red 1, Orange 2 and Wild'."""
    names = [cat.card_name(c) for c in cards]
    return (
        names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1] if names else "nothing"
    )


def short_group(cat: Catalog, cards: list[str], wild_as: dict[str, str]) -> str:
    """Returns a group in few words, for a line that must fit the status bar: 'group Red 1, Orange 2 and
    Yellow 3' for 3 cards or fewer, else 'run Yellow 3 to Pink 7 (5 cards)', 'set of Blue 5 (4 cards)',
    'group of 4 black cards'."""
    found, count = groups.shape(cat, cards, wild_as), len(cards)
    if found == groups.BLACKS and count > 1:  # their names are long
        return f"group of {count} black cards"
    if count <= groups.MIN_GROUP:
        return f"group {cards_named(cat, cards)}"
    colours = [c for c in groups.colours_of(cat, groups.tidy(cat, cards, wild_as), wild_as) if c]
    if found == groups.SET and colours:
        return f"set of {cat.colour_name(colours[0])} ({count} cards)"
    if found == groups.RUN and colours:
        return f"run {cat.colour_name(colours[0])} to {cat.colour_name(colours[-1])} ({count} cards)"
    if found == groups.BLACKS:
        return f"group of {count} black cards"
    return f"group of {count} {'Rainbow Pirates' if found == groups.PIRATES else 'cards'}"


def loved(cat: Catalog, card: str) -> str:
    """Returns what a black card loves: 'Me Time (Green 4)'."""
    colour = cat.loves(card)
    return f"{cat.things[colour]} ({cat.colour_name(colour)})" if colour else "nothing (it cannot be blocked)"


def group_name(cat: Catalog, state: PirateState, zone: str | None, seat: int | None) -> str:
    """Returns a group as `seat` is told of it: 'your group Red 1, Orange 2, Yellow 3'."""
    _, owner, index = parse_zone(zone)
    if owner < 0 or index < 0 or index >= len(state.islands[owner]):
        return "a group"
    whose = "your" if owner == seat else f"{seat_ref(owner)}'s"
    return f"{whose} group {cards_named(cat, state.islands[owner][index])}"


def whose(owner: int, seat: int | None) -> str:
    """Returns 'your' or '<seat N>'s'."""
    return "your" if owner == seat else f"{seat_ref(owner)}'s"


def article(word: str) -> str:
    """Returns the article before `word`: 'an' before a vowel ('an Orange card'), else 'a'."""
    return "an" if word[:1].lower() in "aeiou" else "a"
