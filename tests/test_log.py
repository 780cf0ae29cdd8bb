"""The game log, for every registered game: each seat reads only what it may know, in words."""

from __future__ import annotations

import random

import pytest

from tabletop import registry
from tabletop.rules.gamelog import LogEntry, entry, with_actor
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.log_panel import MAX_LINES, html_line, log_html


def played(game_id: str, seed: int, moves: int = 400) -> Match:
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(rules.max_players), {}, seed)
    rng = random.Random(seed)
    while match.legal_actions() and len(match.actions) < moves:
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_no_line_names_a_component_its_reader_may_not_see(game_id):
    match = played(game_id, 5)
    rules = match.rules
    state = rules.setup(len(match.seats), match.options, match.seed)
    for action, item in zip(match.actions, match.entries, strict=True):
        after = rules.apply(state, action)
        assert item == entry(rules, state, action, after), "the kept step was worded otherwise than a replay"
        for viewer in [None, *range(len(match.seats))]:
            hidden = rules.hidden_ids(after, viewer) & rules.hidden_ids(state, viewer)
            line = item.line_for(viewer)
            assert not [c for c in hidden if c in line], f"{line!r} shows seat {viewer} a hidden component"
        state = after


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_line_says_who_acted_and_private_lines_go_to_seats_only(game_id):
    match = played(game_id, 6, 200)
    for action, item in zip(match.actions, match.entries, strict=True):
        assert item.seat == action.seat
        assert f"<seat {action.seat}>" in item.public, item.public
        assert set(item.private) <= set(range(len(match.seats)))
        assert all(line != item.public for line in item.private.values())


def test_a_line_naming_nobody_gets_the_actor_s_name():
    assert with_actor("Draw a card", 2) == "<seat 2>: Draw a card"
    assert with_actor("<seat 1> drew a card.", 1) == "<seat 1> drew a card."
    assert with_actor("You drew Red 3.", 1) == "You drew Red 3."
    assert with_actor("The PI gains 2 ink.", -2, "The PI") == "The PI gains 2 ink."
    assert with_actor("Walks to 3.", -2) == "<seat -2>: Walks to 3."


def test_the_page_of_one_seat_never_holds_another_seat_s_private_line():
    seats = default_seats(3)
    entries = [
        LogEntry(0, "<seat 0> drew a card.", {0: "You drew Red 3."}),
        LogEntry(
            1,
            "<seat 1> passed a card to <seat 2>.",
            {1: "You passed Blue 5 to <seat 2>.", 2: "<seat 1> passed you Blue 5."},
        ),
    ]
    pages = {viewer: log_html(entries, seats, viewer) for viewer in (None, 0, 1, 2)}
    assert "Red 3" in pages[0] and "Blue 5" not in pages[0]
    assert "Blue 5" in pages[1] and "Red 3" not in pages[1]
    assert "you Blue 5" in pages[2] and "Red 3" not in pages[2]
    assert "Red 3" not in pages[None] and "Blue 5" not in pages[None]
    assert "Only you" in pages[0] and "Only you" not in pages[None]


def test_names_are_escaped_and_coloured_and_the_page_keeps_the_latest_lines():
    seats = default_seats(2)
    seats[0] = type(seats[0])("<b>Ana</b> & co", "red")
    line = html_line("<seat 0> drew a card.", seats, private=False)
    assert "&lt;b&gt;Ana&lt;/b&gt; &amp; co" in line and 'color="#' in line
    many = [LogEntry(n % 2, f"<seat {n % 2}> move {n}.") for n in range(MAX_LINES + 30)]
    page = log_html(many, seats, None)
    assert (
        "30 earlier moves are not shown" in page
        and f"move {MAX_LINES + 29}." in page
        and "move 29." not in page
    )
