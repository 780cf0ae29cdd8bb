"""Secrets on screen: an instrumented render records every face each frame draws, for every game
with secrets, and checks it against who is actually looking (whoever last accepted a hand-off).
The check is shown to catch a layout that draws another hand face up, a toast and a log line.
"""

from __future__ import annotations

import random

import msgspec
import pygame
import pytest

from tabletop import registry
from tabletop.rules.gamelog import LogEntry
from tabletop.rules.match import Match, Seat, default_seats
from tabletop.scenes.dialogs import InGameMenu
from tabletop.scenes.handoff import READY_SECONDS, HandoffScene
from tabletop.scenes.table import TableScene
from tabletop.tools.screenwatch import ScreenWatch
from tabletop.tools.shots import headless_app
from tabletop.ui.items import Item

SECRET_GAMES = [g for g in registry.game_ids() if registry.load_rules(g).has_secrets]


def pump(app, frames: int = 2) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def accept(app) -> None:
    """The person named on the hand-off screen clicks its button, once it is ready."""
    app.step(READY_SECONDS)
    pos = app.stack.top.button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app, 3)


def play_with_handoffs(game_id: str, watch_app, moves: int, seed: int = 21, enough=None) -> TableScene:
    """Plays random legal moves at a 3-human table with hand-offs, accepting each by its button: `moves`
    of them, and (given `enough`) on until `enough()` says so, at most ten times as many."""
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(3), {}, seed)
    table = TableScene(watch_app, match)
    watch_app.push(table)
    rng = random.Random(seed)
    most = moves if enough is None else moves * 10
    for _ in range(most * 3):
        pump(watch_app)
        if isinstance(watch_app.stack.top, HandoffScene):
            accept(watch_app)
        elif table.session.turn_ending is not None and watch_app.stack.top is table:
            table.done()  # the player whose part is over lets the computer go
        elif match.legal_actions() and watch_app.stack.top is table:
            table.play(rng.choice(match.legal_actions()))
        played = len(match.actions)
        done = played >= most or played >= moves and (enough is None or enough())
        if done or not match.legal_actions():
            break
    return table


@pytest.fixture
def app():
    the_app = headless_app(handoffs=True)
    yield the_app
    the_app.stack.clear()


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_no_hidden_face_reaches_the_person_looking(app, game_id):
    watch = ScreenWatch(app)
    with watch.installed():
        # a game of many moves a turn (Rainbow Pirates' groups) plays on until three hand-offs
        table = play_with_handoffs(
            game_id, app, 60, enough=lambda: watch.handoffs >= 3 and watch.faces_checked > 100
        )
        table.tools.toggle_log()  # the log panel too
        pump(app)
        watch.log_panel()
    assert watch.handoffs >= 3 and watch.faces_checked > 100
    assert not watch.leaks, watch.leaks[:3]


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_the_faces_a_table_lists_are_its_components(app, game_id):
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(2, 1), {}, 5)
    table = TableScene(app, match)
    app.push(table)
    pump(app)
    known = set(rules.all_component_ids(match.state))
    shown = {face for item in table.model.items for face in item.faces}
    assert shown and shown <= known, sorted(shown - known)[:3]
    mine = known - rules.hidden_ids(match.state, 0)
    assert shown <= mine


class PeekingDesign:
    """A layout that also draws, face up, a card hidden from the seat looking."""

    def __init__(self, design, table):
        self.design, self.table = design, table

    def layout(self, view, ctx):
        items = self.design.layout(view, ctx)
        hidden = sorted(self.table.rules.hidden_ids(self.table.match.state, ctx.viewer))
        face = Item("peek", (10, 300, 40, 60), items[0].make, faces=(hidden[0],))
        return [*items, face]


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_the_watch_catches_a_layout_that_shows_another_hand(app, game_id):
    watch = ScreenWatch(app)
    rules = registry.load_rules(game_id)
    with watch.installed():
        table = TableScene(app, Match(rules, default_seats(2, 1), {}, 5))
        table.design = PeekingDesign(table.design, table)
        app.push(table)
        pump(app)
    assert any("peek shows hidden" in leak for leak in watch.leaks), watch.leaks


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_the_watch_checks_the_cached_table_picture_every_frame_it_is_shown(app, game_id):
    """The still table is drawn once and shown from cache: each frame, it is judged by who looks now."""
    watch = ScreenWatch(app)
    rules = registry.load_rules(game_id)
    with watch.installed():
        table = TableScene(app, Match(rules, default_seats(2, 1), {}, 5))
        app.push(table)
        pump(app)
        assert not watch.leaks and watch.looker(table) == 0
        drawn = table.painter.layers_drawn
        watch.looking[table] = 1  # someone else sits down; the picture is the same
        table.draw(app.screen)
        assert table.painter.layers_drawn == drawn  # shown from cache, not drawn again
    assert any("the table" in leak and "to seat 1" in leak for leak in watch.leaks), watch.leaks


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_turning_handoffs_on_mid_game_hides_the_hand_until_someone_takes_the_computer(game_id):
    """Found by the UI fuzz: hand-offs turned on in Settings left the last hand face up under the menu."""
    app = headless_app(handoffs=False)
    watch = ScreenWatch(app)
    with watch.installed():
        table = TableScene(app, Match(registry.load_rules(game_id), default_seats(2), {}, 6))
        app.push(table)
        pump(app)
        assert table.seating.viewer is not None  # without hand-offs the hand of whoever acts shows
        menu = app.push(InGameMenu(app, lambda: None))
        app.settings = msgspec.structs.replace(app.settings, handoffs=True)
        for scene in app.stack.scenes:  # as the Settings screen does
            scene.settings_changed()
        pump(app)
        assert not watch.leaks, watch.leaks[:3]
        assert app.stack.top is menu
        app.pop()
        pump(app)
        assert isinstance(app.stack.top, HandoffScene)
        accept(app)
    assert watch.handoffs == 1 and not watch.leaks, watch.leaks[:3]
    app.stack.clear()


def test_the_game_log_stays_hidden_while_a_dialog_covers_the_table(app):
    """Found by the UI fuzz: a computer's move under the game menu showed the log panel over the menu,
    still holding the private lines of the player before the hand-off."""
    rules = registry.load_rules(SECRET_GAMES[0])
    table = TableScene(app, Match(rules, default_seats(2, 1), {}, 3))
    app.push(table)
    pump(app)
    table.tools.toggle_log()
    panel = table.tools.panel
    assert panel.panel.visible
    app.push(InGameMenu(app, lambda: None))
    pump(app)
    table.refresh()  # what a computer's move does while the menu is open
    assert not panel.panel.visible
    app.pop()
    pump(app)
    assert panel.panel.visible and panel.is_open


def test_the_watch_judges_by_who_accepted_the_handoff_not_by_the_table(app):
    """A table that draws the actor's hand before its hand-off is accepted is caught."""
    game_id = SECRET_GAMES[0]
    watch = ScreenWatch(app)
    with watch.installed():
        table = play_with_handoffs(game_id, app, moves=5)
        while not isinstance(app.stack.top, HandoffScene):  # on to the next hand-off
            if table.session.turn_ending is not None:
                table.done()
            else:
                table.play(random.Random(1).choice(table.match.legal_actions()))
            pump(app)
        handoff = app.stack.top
        table.covered = False
        table.seating.reveal(table.match.to_act)  # the table believes it may show the next hand
        table.refresh(animate=False)
        table.draw(app.screen)
        assert handoff is app.stack.top
    assert watch.leaks, "drawing a hand before its owner took the computer went unseen"


def private_entry(table: TableScene) -> LogEntry:
    """Returns a log entry telling a seat not looking something only it may read."""
    looking = table.seating.viewer
    other = next(s for s in range(len(table.match.seats)) if s != looking)
    return LogEntry(other, "<seat 1> drew a card.", {other: "You drew the Golden Squid."})


def test_the_watch_catches_a_private_line_in_a_toast_or_the_log(app, monkeypatch):
    watch = ScreenWatch(app)
    with watch.installed():
        table = play_with_handoffs(SECRET_GAMES[0], app, moves=3)
        while isinstance(app.stack.top, HandoffScene):
            accept(app)
        assert app.stack.top is table
        entry = private_entry(table)
        monkeypatch.setattr(type(table.session), "entries", property(lambda session: [entry]))
        table.show("You drew the Golden Squid.")
        pump(app)
        assert any("a toast shows another seat's private line" in leak for leak in watch.leaks), watch.leaks
        table.tools.toggle_log()
        table.tools.panel.show("<b>Only you:</b> <i>You drew the Golden Squid.</i>")
        watch.log_panel()
    assert any("the game log shows" in leak for leak in watch.leaks), watch.leaks


def test_a_move_taken_back_is_told_to_its_mover_in_the_words_it_was_told(app, monkeypatch):
    """Found by the UI fuzz: 'Taken back: You confirmed the arm swap.' repeated, word for word, another
    seat's own line; the mover was told those words of its own move, which the undo removed from the log."""
    watch = ScreenWatch(app)
    with watch.installed():
        table = play_with_handoffs(SECRET_GAMES[0], app, moves=3)
        while isinstance(app.stack.top, HandoffScene):
            accept(app)
        looking = watch.looker(table)
        other = next(s for s in range(len(table.match.seats)) if s != looking)
        earlier = LogEntry(other, "<seat 9> confirmed the arm swap.", {other: "You confirmed the arm swap."})
        mine = LogEntry(looking, "<seat 9> confirmed the arm swap.", {looking: "You confirmed the arm swap."})
        monkeypatch.setattr(type(table.session), "entries", property(lambda session: [earlier]))
        table.show("Taken back: You confirmed the arm swap.")
        pump(app)
        assert watch.leaks, "without the move taken back, these are another seat's words"
        watch.leaks.clear()
        watch.undone[table.session] = [mine]
        table.show("Taken back: You confirmed the arm swap.")
        pump(app)
    assert not watch.leaks, watch.leaks[:3]


def test_the_watch_keeps_each_move_taken_back(app):
    watch = ScreenWatch(app)
    with watch.installed():
        rules = registry.load_rules(SECRET_GAMES[0])
        table = TableScene(app, Match(rules, default_seats(2, 1), {}, 2))
        app.push(table)
        rng = random.Random(2)
        for _ in range(200):
            app.step(0.5)  # time for the computer seat to play
            if table.session.undo_reason() == "":
                break
            if app.stack.top is table and table.seating.viewer_acts():
                table.play(rng.choice(table.match.legal_actions()))
        told = table.session.entries[-1]
        table.undo()
    assert watch.undone[table.session] == [told]


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_a_toast_for_the_player_handing_over_is_gone_before_the_next_looks(app, game_id):
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(2), {}, 8)
    table = TableScene(app, match)
    app.push(table)
    rng = random.Random(8)
    for _ in range(400):
        pump(app)
        while isinstance(app.stack.top, HandoffScene):
            accept(app)
        actor = match.to_act
        handing = [
            a for a in match.legal_actions() if rules.to_act(rules.apply(match.state, a)) not in (actor, None)
        ]
        if handing and table.seating.viewer == actor:
            table.show("You drew the Golden Squid.")  # what the log tells only the player handing over
            table.play(rng.choice(handing))
            assert app.stack.top is table and table.session.turn_ending == actor  # Done comes first
            table.done()
            assert isinstance(app.stack.top, HandoffScene) and table.toast is None
            return
        table.play(rng.choice(match.legal_actions()))
    pytest.fail("no move handed the computer to the other player")


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_a_person_s_hand_hides_once_their_part_is_done_also_while_a_computer_plays(game_id):
    """Two people and a computer: Done comes before the computer moves (the person may still take their
    move back), and from Done on no person's secret is drawn until the next hand-off is accepted."""
    app = headless_app(handoffs=True)
    app.settings = msgspec.structs.replace(app.settings, computer_pause=0.05, think_seconds=0.3)
    seats = [*default_seats(2), Seat("Cleo", "green", computer=True, level="easy")]
    match = Match(registry.load_rules(game_id), seats, {}, 23)
    watch = ScreenWatch(app)
    rng = random.Random(23)
    waited = covered = 0
    with watch.installed():
        table = TableScene(app, match)
        app.push(table)
        for _ in range(900):
            app.step(0.1)
            top = app.stack.top
            if isinstance(top, HandoffScene):
                accept(app)
            elif table.session.turn_ending is not None:
                before = len(match.actions)
                app.step(1.0)
                assert len(match.actions) == before, "a computer moved before Done"
                waited += table.seating.computer_to_act()
                table.done()
            elif table.seating.computer_to_act():
                covered += table.seating.viewer is None
            elif table.model.legal:
                table.play(rng.choice(table.model.legal))
            if match.outcome is not None or covered >= 3 and waited >= 2 and watch.handoffs >= 4:
                break
    assert waited >= 2 and covered >= 3 and watch.handoffs >= 4, (waited, covered, watch.handoffs)
    assert not watch.leaks, watch.leaks[:3]
