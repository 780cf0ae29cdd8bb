"""Since your last turn: the others' moves since a player last acted, on the hand-off and in a dialog."""

from __future__ import annotations

import html
import random

import pygame
import pytest

from tabletop import registry
from tabletop.rules.gamelog import LogEntry
from tabletop.rules.match import Match, Seat, default_seats
from tabletop.scenes.handoff import HandoffScene
from tabletop.scenes.since import MAX_SHOWN, SinceDialog, summary_html
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tools.screenwatch import ScreenWatch
from tabletop.tools.shots import headless_app

GAME = registry.game_ids()[0]
SECRET_GAME = next(g for g in registry.game_ids() if registry.load_rules(g).has_secrets)


def pump(app, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def key(app, pressed: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pressed, mod=0, unicode="", scancode=0))
    pump(app)


@pytest.fixture
def app():
    the_app = headless_app(handoffs=True)
    yield the_app
    the_app.stack.clear()


def session_with(monkeypatch, entries: list[LogEntry]) -> Session:
    """Returns a session of a 3-seat match (Ana, Ben, Cleo) whose log is `entries`."""
    match = Match(registry.load_rules(GAME), default_seats(3), {}, 1)
    session = Session(match, autosave=False)
    monkeypatch.setattr(Session, "entries", property(lambda s: entries))
    return session


LOG = [
    LogEntry(1, "<seat 1> played before Ana's turn."),
    LogEntry(0, "<seat 0> played.", {0: "You drew Red 1."}),
    LogEntry(1, "<seat 1> drew a card.", {1: "You drew Red 3."}),
    LogEntry(
        2,
        "<seat 2> took a random card from <seat 0>'s hand.",
        {0: "<seat 2> took your Red 5 at random.", 2: "You took Red 5 at random from <seat 0>'s hand."},
    ),
]


def test_the_summary_lists_the_others_moves_since_the_seat_last_acted_and_not_before(monkeypatch):
    session = session_with(monkeypatch, LOG)
    ana, ben, cleo = session.names
    assert session.since_last_turn(0) == [f"{ben} drew a card.", f"{cleo} took your Red 5 at random."]
    assert session.since_last_turn(0, private=False) == [
        f"{ben} drew a card.",
        f"{cleo} took a random card from {ana}'s hand.",
    ]
    # Its own moves of this turn are left out (it saw them); before them it never acted: all of it.
    assert session.since_last_turn(2) == [
        f"{ben} played before Ana's turn.",
        f"{ana} played.",
        f"{ben} drew a card.",
    ]
    assert session.since_last_turn(1) == [f"{cleo} took a random card from {ana}'s hand."]


def test_the_summary_holds_its_seats_private_lines_and_no_other_seats(monkeypatch):
    session = session_with(monkeypatch, [*LOG, LogEntry(0, "<seat 0> played again.")])
    lines = session.since_last_turn(0)  # its own moves of this turn are left out: it saw them
    assert any("took your Red 5" in line for line in lines)
    assert not any("You drew Red 3" in line or "You took Red 5" in line for line in lines)
    never = session_with(monkeypatch, LOG[2:])
    assert len(never.since_last_turn(0)) == 2  # a seat that never acted: everything so far


def test_the_steps_of_a_move_summed_up_by_its_last_line_are_left_out(monkeypatch):
    steps = [
        LogEntry(1, "<seat 1> placed Red 1 on the group being built.", step=True),
        LogEntry(1, "<seat 1> placed a new group: Red 1, Orange 2 and Yellow 3."),
    ]
    session = session_with(monkeypatch, [*LOG[:2], *steps])
    ben = session.names[1]
    assert session.since_last_turn(0) == [f"{ben} placed a new group: Red 1, Orange 2 and Yellow 3."]


def test_a_long_summary_shows_the_latest_lines_and_counts_the_rest():
    lines = [f"Ben moved {n}." for n in range(MAX_SHOWN + 4)]
    page = summary_html(lines)
    assert (
        "and 4 earlier moves" in page and "Ben moved 3." not in page and f"Ben moved {MAX_SHOWN + 3}." in page
    )
    assert "Nothing happened" in summary_html([])


def to_next_handoff(app, game_id: str = GAME, seed: int = 3) -> tuple[TableScene, HandoffScene]:
    """Plays a 3-person table with hand-offs until a hand-off for a seat that already acted shows."""
    match = Match(registry.load_rules(game_id), default_seats(3), {}, seed)
    table = app.push(TableScene(app, match))
    rng = random.Random(seed)
    acted: set[int] = set()
    for _ in range(400):
        pump(app)
        top = app.stack.top
        if isinstance(top, HandoffScene):
            if top.name in {match.seats[s].name for s in acted} and top.summary:
                return table, top
            top.done()
        elif table.session.turn_ending is not None:
            table.done()
        elif top is table and match.legal_actions():
            acted.add(match.to_act)
            table.play(rng.choice(match.legal_actions()))
    raise AssertionError("no hand-off with a summary")


def test_the_handoff_screen_shows_the_summary_in_public_words(app):
    table, handoff = to_next_handoff(app)
    seat = [s.name for s in table.match.seats].index(handoff.name)
    assert handoff.summary == table.session.since_last_turn(seat, private=False)
    text = handoff.summary_box.html_text
    assert all(html.escape(line, quote=False) in text for line in handoff.shown)


def test_the_watch_catches_a_private_line_of_another_seat_in_the_summary(app, monkeypatch):
    watch = ScreenWatch(app)
    with watch.installed():
        table, handoff = to_next_handoff(app, SECRET_GAME)
        pump(app)
        assert not watch.leaks, watch.leaks[:3]
        names = [s.name for s in table.match.seats]
        other = next(s for s in range(3) if s not in (watch.looker(table), names.index(handoff.name)))
        planted = LogEntry(other, "<seat 1> drew a card.", {other: "You drew the Golden Squid."})
        monkeypatch.setattr(Session, "entries", property(lambda s: [planted]))
        handoff.shown, handoff.dirty = ["You drew the Golden Squid."], True
        pump(app)
    assert any("the summary of the others' moves shows" in leak for leak in watch.leaks), watch.leaks


def test_with_one_person_h_opens_the_summary_with_their_own_lines(app):
    app = headless_app(handoffs=False)
    seats = [Seat("Ana", "red"), Seat("Ben", "blue", computer=True), Seat("Cleo", "green", computer=True)]
    match = Match(registry.load_rules(SECRET_GAME), seats, {}, 2)
    table = app.push(TableScene(app, match))
    watch = ScreenWatch(app)
    with watch.installed():
        rng = random.Random(2)
        for _ in range(400):
            app.step(0.5)  # time for the computer seats to play
            if table.seating.viewer_acts() and app.stack.top is table:
                if len(table.session.since_last_turn(0)) >= 2 and any(a.seat == 0 for a in match.actions):
                    break
                table.play(rng.choice(match.legal_actions()))
        assert table.tools.since_button.visible
        key(app, pygame.K_h)
        dialog = app.stack.top
        assert isinstance(dialog, SinceDialog) and dialog.lines == table.session.since_last_turn(0)
        pump(app)
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is table
    assert not watch.leaks, watch.leaks[:3]
