"""Sneaky Octopuses' table words (issue 33 item 13): the corner's 'safe' never shows through a piece on it,
and the die column says what the keeper did ('turns right' was said of a keeper that stayed put)."""

from __future__ import annotations

from games.sneaky_octopuses.rules.events import Walked
from games.sneaky_octopuses.table.board import safe_words
from games.sneaky_octopuses.table.panel import walked_words
from games.sneaky_octopuses.table.squares import cell_rect

from .builders import CAT, octo, put, quiet


def test_safe_is_written_only_on_empty_corners():
    state = quiet()
    corners = sorted(CAT.corners)
    assert len(safe_words(CAT, state)) == len(corners)
    put(state, octo(0, "tako"), *corners[0])
    shown = [item.rect for item in safe_words(CAT, state)]
    assert len(shown) == len(corners) - 1
    x, y, w, h = cell_rect(corners[0])
    assert not any(x <= r[0] < x + w and y <= r[1] < y + h for r in shown)


def test_the_die_column_says_what_the_keeper_did():
    assert walked_words(Walked("keeper-2", 3, ((5, 0),), "south", stayed=True), "right") == "stayed put"
    assert walked_words(Walked("keeper-2", 3, ((4, 4),), "south"), "right") == "could not move"
    assert walked_words(Walked("keeper-2", 3, ((4, 4), (4, 5)), "south"), "right") == "turned right, walked"


def test_the_top_bar_says_whose_turn_a_shower_is_chosen_in():
    """Issue 33 item 9: after a keeper caught Ben's octopus in Cleo's turn, the top bar said "Ben's turn"
    while the side panel said "Cleo's turn"."""
    import random

    from tabletop.rules.match import Match, default_seats
    from tabletop.session import Session
    from tabletop.table.seating import Seating
    from tabletop.table.status import StatusLine

    from .builders import RULES

    match, rng = Match(RULES, default_seats(3), {}, 0), random.Random(0)
    for _ in range(800):
        top = match.state.decisions[-1] if match.state.decisions else None
        if top is not None and top.kind == "shower" and top.seat != match.state.turn_seat:
            break
        match.apply(match.random_action(rng))
    else:
        raise AssertionError("no shower chosen in another's turn")
    session = Session(match, autosave=False)
    names = [seat.name for seat in match.seats]
    title = StatusLine(session, Seating(match, handoffs=False)).now(top.seat, held_back=False)[0]
    assert title == f"{names[top.seat]} decides in {names[match.state.turn_seat]}'s turn"
