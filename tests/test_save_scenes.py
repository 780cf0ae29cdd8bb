"""Saved games as a player meets them, with posted mouse and key events on the real scenes:
undo and redo at the table, quitting and Continue, the log panel, the lists, bad saves, replay."""

from __future__ import annotations

import random

import pygame
import pytest
from test_table_ui import do_by_mouse

from tabletop import history, registry, save_reading, saves
from tabletop.rules.match import Match, Seat
from tabletop.scenes.dialogs import ConfirmDialog, InGameMenu
from tabletop.scenes.handoff import HandoffScene
from tabletop.scenes.load import BAD_HEADING, LoadScene
from tabletop.scenes.menu import MenuScene
from tabletop.scenes.notice import NoticeDialog
from tabletop.scenes.replay import ReplayScene
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tools.shots import headless_app

SEATS = [Seat("Ana", "red"), Seat("Ben", "blue")]


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The headless app with autosave on, saving into a fresh folder."""
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    the_app = headless_app(handoffs=False)
    the_app.autosave = True
    yield the_app
    the_app.stack.clear()
    the_app.autosave = False


def pump(app, events=(), frames: int = 3) -> None:
    for event in events:
        pygame.event.post(event)
    for _ in range(frames):
        app.step(1 / 60)


def click(app, element) -> None:
    pos = element.rect.center
    pump(
        app,
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
    )


def key(app, code: int, mod: int = 0) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)])


def new_table(app, seed: int = 3, handoffs: bool = False) -> TableScene:
    app.settings = type(app.settings)(
        **{**{f: getattr(app.settings, f) for f in app.settings.__struct_fields__}, "handoffs": handoffs}
    )
    match = Match(registry.load_rules("rainbow_octopus"), list(SEATS), {"tides": "off"}, seed)
    scene = TableScene(app, match)
    app.stack.clear(scene)
    pump(app)
    return scene


def play_until_undoable(app, scene: TableScene, rng: random.Random) -> None:
    """Plays legal moves with the mouse until the last one may be taken back."""
    for _ in range(200):
        legal = scene.match.legal_actions()
        plays = [a for a in legal if a.kind == "play"] or legal
        do_by_mouse(app, scene, rng.choice(plays))
        if not scene.session.undo_reason():
            return
    raise AssertionError("no move could be taken back")


def test_undo_redo_quit_and_continue_bring_back_the_game_exactly(app):
    scene = new_table(app)
    play_until_undoable(app, scene, random.Random(1))
    match, after = scene.match, scene.match.state
    actions = list(match.actions)
    before = Match(match.rules, match.seats, match.options, match.seed, actions[:-1]).state
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.state == before and match.actions == actions[:-1]
    assert scene.toast[0].startswith("Taken back: Ana played") or scene.toast[0].startswith(
        "Taken back: Ben played"
    )
    key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert match.state == after and match.actions == actions
    click(app, scene.tools.undo_button)
    assert match.state == before
    click(app, scene.tools.redo_button)
    assert match.state == after
    slot = scene.session.slot.id
    key(app, pygame.K_ESCAPE)
    click(app, app.stack.top.leave_button)
    assert isinstance(app.stack.top, ConfirmDialog)
    click(app, app.stack.top.yes_button)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.saved.continue_button.is_enabled
    click(app, menu.saved.continue_button)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.slot.id == slot
    assert table.match.actions == actions and table.match.state == after
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.match.state == before, "undo goes on working after Continue"


def test_undo_after_a_draw_is_refused_and_the_button_says_why(app):
    scene = new_table(app)
    match = scene.match
    rng = random.Random(2)
    while not (match.actions and match.actions[-1].kind == "draw" and match.to_act == match.actions[-1].seat):
        do_by_mouse(app, scene, rng.choice(match.legal_actions()))
    state, undo_button = match.state, scene.tools.undo_button
    reason = scene.session.undo_reason()
    assert reason.startswith("You drew ") and reason.endswith(": it can't be taken back.")
    assert undo_button.object_ids[-1] == "#tool_off" and undo_button.tool_tip_text.startswith(reason)
    click(app, undo_button)
    assert match.state == state and scene.toast[0] == reason
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.state == state
    assert scene.tools.redo_button.tool_tip_text == "Nothing to redo."


def test_the_log_opens_and_closes_and_covers_the_table_beneath(app):
    scene = new_table(app)
    do_by_mouse(app, scene, scene.match.legal_actions()[0])
    panel = scene.tools.panel
    assert not panel.is_open and not panel.panel.visible
    click(app, scene.tools.log_button)
    assert panel.is_open and panel.panel.visible and "chose" in panel.text.html_text
    state = scene.match.state
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=panel.rect.center, button=1)])
    assert scene.drag.held is None and scene.match.state == state
    pump(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=panel.rect.center, button=1)])
    key(app, pygame.K_l)
    assert not panel.is_open and not panel.panel.visible


def test_every_line_of_the_log_fits_inside_its_box(app):
    """The theme's row indent must not push wrapped words past the box's edge (they were cut off)."""
    scene = new_table(app)
    panel = scene.tools.panel
    click(app, scene.tools.log_button)
    word = "octopus " * 60
    for lines in (2, 40):  # without, then with the scroll bar
        panel.show("<br>".join([f"<b>Hal</b> put the turn draw on the blue head. {word}"] * lines))
        pump(app)
        layout, area = panel.text.text_box_layout, panel.text.text_wrap_rect
        assert max(row.right for row in layout.layout_rows) <= area.width


def test_with_hand_offs_the_log_shows_nothing_while_covered_and_only_the_looker_s_secrets(app):
    scene = new_table(app, seed=5, handoffs=True)
    assert isinstance(app.stack.top, HandoffScene)
    app.stack.top.done()
    pump(app)
    click(app, scene.tools.log_button)
    assert scene.seating.viewer == 0
    do_by_mouse(app, scene, scene.match.legal_actions()[0])  # Ana's secret first card
    ana_secret = scene.session.entries[-1].private[0]
    assert app.stack.top is scene and scene.session.turn_ending == 0  # Ana may still take it back
    click(app, scene.tools.done_button)
    assert isinstance(app.stack.top, HandoffScene) and not scene.tools.panel.panel.visible
    app.stack.top.done()
    pump(app)
    assert scene.seating.viewer == 1 and scene.tools.panel.panel.visible
    page = scene.tools.panel.text.html_text
    assert "Ana" in page and "chose a card in secret" in page
    assert ana_secret.split(" for ")[0].removeprefix("You chose ") not in page


def test_the_load_list_opens_games_and_explains_a_bad_save_without_touching_it(app):
    session = Session(Match(registry.load_rules("rainbow_octopus"), list(SEATS), {}, 4), autosave=True)
    session.apply(session.match.legal_actions()[0])
    bad = history.saves_dir() / "broken.json"
    bad.write_text('{"format": "octopus-table-save", "version": 1, "id"', encoding="utf-8")
    content = bad.read_bytes()
    app.go_to_menu()
    pump(app)
    click(app, app.stack.top.saved.load_button)
    listing = app.stack.top
    assert isinstance(listing, LoadScene) and len(listing.rows) == 2
    broken = next(b for b, e in listing.rows.items() if e.problem)
    click(app, broken)
    notice = app.stack.top
    assert isinstance(notice, NoticeDialog) and notice.heading == BAD_HEADING
    assert notice.sentence == "This save is cut short: the end of the file is missing."
    click(app, notice.ok_button)
    assert app.stack.top is listing and bad.read_bytes() == content
    good = next(b for b, e in listing.rows.items() if not e.problem)
    click(app, good)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.match.actions == session.match.actions


def test_a_save_whose_last_move_was_cut_short_opens_and_says_so(app):
    session = Session(Match(registry.load_rules("rainbow_octopus"), list(SEATS), {}, 4), autosave=True)
    for _ in range(6):
        session.apply(session.match.legal_actions()[0])
    path = history.path_for(session.slot, False)
    path.write_bytes(path.read_bytes()[:-40])  # the app stopped while writing the sixth move
    app.go_to_menu()
    pump(app)
    click(app, app.stack.top.saved.continue_button)
    notice = app.stack.top
    assert isinstance(notice, NoticeDialog) and notice.sentence == save_reading.TORN
    click(app, notice.ok_button)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.actions == session.match.actions[:5]


def test_delete_asks_first_then_removes_the_save(app):
    Session(Match(registry.load_rules("rainbow_octopus"), list(SEATS), {}, 4), autosave=True)
    listing = app.push(LoadScene(app, finished=False))
    pump(app)
    [delete] = listing.deletes
    click(app, delete)
    click(app, app.stack.top.yes_button)
    assert history.unfinished() == [] and isinstance(app.stack.top, LoadScene) and not app.stack.top.rows


def test_a_finished_game_replays_step_by_step_from_the_history(app):
    match = Match(registry.load_rules("rainbow_octopus"), list(SEATS), {}, 6)
    session = Session(match, autosave=False)  # one save at the end: a thousand fsyncs would be slow
    rng = random.Random(6)
    while match.legal_actions():
        session.apply(rng.choice(match.legal_actions()))
    session.autosave = True
    session.save()
    total = len(match.actions)
    app.go_to_menu()
    pump(app)
    click(app, app.stack.top.saved.history_button)
    [row] = app.stack.top.rows
    click(app, row)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.position == 0
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert replay.position == 3 and replay.position_text() == f"Action 3 of {total}"
    key(app, pygame.K_END)
    assert replay.position == total and not [
        b for b, s in replay.step_buttons.items() if s > 0 and b.is_enabled
    ]
    key(app, pygame.K_LEFT)
    assert replay.position == total - 1
    assert (
        replay.timeline.state(replay.position)
        == Match(match.rules, match.seats, match.options, match.seed, match.actions[:-1]).state
    )
    key(app, pygame.K_HOME)
    back = next(b for b, s in replay.step_buttons.items() if s == 1)
    click(app, back)
    assert replay.position == 1 and "Ana" in replay.log.text.html_text or "Ben" in replay.log.text.html_text
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, LoadScene)


def test_continue_is_disabled_and_says_why_without_a_game(app):
    app.go_to_menu()
    pump(app)
    saved = app.stack.top.saved
    assert not saved.continue_button.is_enabled and saved.details()[0] == "No unfinished game yet:"


def test_leaving_a_game_says_it_is_saved(app):
    new_table(app)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, InGameMenu)
    click(app, menu.leave_button)
    assert "saved" in app.stack.top.detail


@pytest.mark.slow  # a whole random game, then replayed
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_replay_opens_every_hand_by_name_and_shares_its_place_with_the_log(app, game_id):
    rules = registry.load_rules(game_id)
    match = Match(rules, list(SEATS), {}, 8)
    rng = random.Random(8)
    while match.legal_actions():
        match.apply(rng.choice(match.legal_actions()))
    replay = ReplayScene(app, match)
    app.stack.clear(replay)
    pump(app)
    click(app, next(b for b, s in replay.step_buttons.items() if s == 1))
    replay.go_to(len(match.actions) // 2, animate=False)
    pump(app)
    key(app, pygame.K_h)
    assert replay.hands.is_open and not replay.log.is_open
    state = replay.timeline.state(replay.position)
    lines = replay.hands.text.html_text.split("<br><br>")
    assert len(lines) == len(SEATS)
    for number, (seat, line) in enumerate(zip(SEATS, lines, strict=True)):
        own = rules.hidden_ids(state, None) - rules.hidden_ids(state, number)
        assert seat.name in line and f"({len(own)})" in line
        assert all(rules.narrator.component_name(c) in line for c in own)
    if rules.has_secrets:  # a game with nothing hidden has no hands to open, only names
        assert any(rules.hidden_ids(state, None) - rules.hidden_ids(state, n) for n in range(len(SEATS)))
    click(app, replay.log_button)
    assert replay.log.is_open and not replay.hands.is_open
