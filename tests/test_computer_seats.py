"""Computer seats at the table: thinking in a worker with an indicator, stopping when the table
closes, and the pause / step / speed controls of a table with nobody seated."""

from __future__ import annotations

import random
import time

import msgspec
import pygame
import pytest

from tabletop import registry
from tabletop.bots.base import Budget
from tabletop.bots.players import decide, make_bot
from tabletop.bots.worker import Thinker, answer, decode_request, encode_request, state_for
from tabletop.rules.match import Match, Seat, default_seats
from tabletop.scenes.dialogs import InGameMenu
from tabletop.scenes.table import TableScene
from tabletop.session import Session
from tabletop.tools.shots import headless_app
from tabletop.ui.colours import seat_rgb
from tabletop.ui.sprites import text

GAME = next(g for g in registry.game_ids() if registry.load_bot(g) is not None)
WAIT_SECONDS = 30  # generous: a worker process must start (imports) on a busy test machine


@pytest.fixture(autouse=True)
def own_settings():
    """These tests quicken the computers; the shared headless app gets its settings back afterwards."""
    app = headless_app()
    saved = app.settings
    yield
    app.stack.clear()
    app.settings = saved


def table(levels: list[str | None], seed: int = 11):
    """Returns (app, scene, match) for seats at these levels (None: a person)."""
    names = ("Ana", "Ben", "Cleo", "Dev")
    seats = [
        Seat(names[i], c.colour, computer=True, level=level) if level else Seat(names[i], c.colour)
        for i, (level, c) in enumerate(zip(levels, default_seats(len(levels)), strict=False))
    ]
    app = headless_app(handoffs=False)
    app.settings = msgspec.structs.replace(app.settings, computer_pause=0.05, think_seconds=0.3)
    match = Match(registry.load_rules(GAME), seats, {}, seed)
    scene = TableScene(app, match)
    app.push(scene)
    return app, scene, match


def frames_until(app, done, seconds: float = WAIT_SECONDS, dt: float = 1 / 60) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "it did not happen in time"
        app.step(dt, [])


def dot_pixels(app, scene, seat: Seat) -> int:
    """Counts pixels of the seat's colour just right of the status title (where the dots are drawn)."""
    app.render()
    title = scene.status_words()[0]
    left = 32 + text(title, 34, bold=True).get_width()
    colour = pygame.Color(*seat_rgb(seat.colour))
    area = app.screen.subsurface(pygame.Rect(left, 8, 110, 60))
    return sum(
        area.get_at((x, y)) == colour for x in range(area.get_width()) for y in range(area.get_height())
    )


def test_a_hard_seat_thinks_in_a_worker_and_shows_it_on_the_table():
    app, scene, match = table(["hard", "hard"])
    frames_until(app, scene.computers.thinking)
    seat = match.seats[match.to_act]
    assert scene.computers.thinker is not None and scene.computers.thinker.alive()
    assert scene.status_words()[0] == f"{seat.name} is thinking"
    assert dot_pixels(app, scene, seat) > 50
    before = len(match.actions)
    frames_until(app, lambda: len(match.actions) > before)  # the worker's answer is played
    app.stack.clear()


def test_leaving_the_table_stops_the_thinking_at_once():
    app, scene, match = table(["hard", "hard"])
    frames_until(app, scene.computers.thinking)
    process = scene.computers.thinker.process
    app.go_to_menu()
    assert not process.is_alive()
    assert scene.computers.thinker is None
    app.stack.clear()


def test_easy_seats_need_no_worker():
    app, scene, match = table(["easy", "easy"])
    frames_until(app, lambda: len(match.actions) >= 3)
    assert scene.computers.thinker is None
    app.stack.clear()


def test_the_in_game_menu_pauses_the_computer_seats():
    app, scene, match = table(["easy", "easy"])
    frames_until(app, lambda: len(match.actions) >= 1)
    scene.open_menu()
    assert isinstance(app.stack.top, InGameMenu)
    played = len(match.actions)
    for _ in range(360):  # six seconds: dozens of moves were they not paused
        app.step(1 / 60, [])
    assert len(match.actions) == played
    assert not scene.busy()  # the last move's message has gone: nothing redraws under the menu
    name = match.seats[match.to_act].name
    assert scene.status_words()[0] == f"{name} is to play (paused)"
    app.stack.top.close()
    frames_until(app, lambda: len(match.actions) > played)
    app.stack.clear()


def test_a_table_with_a_person_has_no_watch_controls():
    app, scene, match = table([None, "easy"])
    assert scene.watch is None
    app.stack.clear()


def click(app, element) -> None:
    pos = element.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(3):
        app.step(1 / 60)


def test_a_table_of_computers_can_be_paused_stepped_and_sped_up():
    app, scene, match = table(["easy", "easy", "easy"])
    watch = scene.watch
    assert watch is not None and not watch.step.is_enabled
    click(app, watch.pause)
    assert scene.computers.paused and watch.pause.text == "Resume" and watch.step.is_enabled
    played = len(match.actions)
    for _ in range(120):
        app.step(0.1, [])
    assert len(match.actions) == played, "a paused table went on playing"
    click(app, watch.step)
    frames_until(app, lambda: len(match.actions) > played)
    for _ in range(60):
        app.step(0.1, [])
    assert len(match.actions) == played + 1, "Step played more than one move"
    click(app, watch.speed)
    assert scene.computers.speed == 2 and watch.speed.text == "Speed 2×"
    click(app, watch.pause)
    frames_until(app, lambda: len(match.actions) > played + 3)
    app.stack.clear()


def test_the_keys_work_the_watch_controls_too():
    app, scene, match = table(["easy", "easy"])
    for key in (pygame.K_SPACE, pygame.K_f, pygame.K_f):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        app.step(1 / 60)
    assert scene.computers.paused and scene.computers.speed == 4
    app.stack.clear()


def test_a_faster_speed_plays_sooner():
    waits = {}
    for speed in (1, 4):
        app, scene, match = table(["easy", "easy"])
        app.settings = msgspec.structs.replace(app.settings, animation_seconds=0.0, computer_pause=1.0)
        while scene.computers.speed != speed:
            scene.computers.faster()
        frames = 0
        while not match.actions:
            app.step(0.05, [])
            frames += 1
        waits[speed] = frames
        app.stack.clear()
    assert waits[4] < waits[1] / 2


# The worker -----------------------------------------------------------------------------------


def request(match: Match, level: str = "normal", seconds: float = 0.3):
    return decode_request(encode_request(match, 1, level, 5, seconds))


def long_match(actions: int = 60, seed: int = 4) -> Match:
    match = Match(registry.load_rules(GAME), default_seats(2, 2), {}, seed)
    rng = random.Random(seed)
    while len(match.actions) < actions and match.legal_actions():
        match.apply(rng.choice(match.legal_actions()))
    return match


def test_a_request_carries_the_state_and_the_worker_never_replays_it(monkeypatch):
    match = long_match()
    calls = []
    setup = type(match.rules).setup
    monkeypatch.setattr(type(match.rules), "setup", lambda *a, **k: calls.append(a) or setup(*a, **k))
    rules, state = state_for(request(match))
    assert state == match.state and rules.id == match.rules.id and calls == []


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_worker_decides_as_a_replay_from_the_seed_would(level):
    """The state sent gives the decision the old request (seed and actions, replayed) gave."""
    match = long_match()
    while len(match.legal_actions()) < 2:
        match.apply(match.legal_actions()[0])
    replayed = Match(match.rules, default_seats(2, 2), {}, match.seed, list(match.actions)).state
    budget = Budget(10.0)
    before = decide(match.rules, replayed, make_bot(GAME, level), random.Random(5), budget)
    reply = answer({}, request(match, level=level, seconds=10.0))
    assert reply.error == "" and reply.action == before.action.to_json()


def test_a_failing_request_is_answered_with_the_error():
    match = Match(registry.load_rules(GAME), default_seats(2, 2), {}, 4)
    reply = answer({}, request(match, level="grandmaster"))
    assert reply.action is None and "grandmaster" in reply.error


def test_the_thinker_answers_with_a_legal_action_and_stops():
    match = Match(registry.load_rules(GAME), default_seats(2, 2), {}, 9)
    while len(match.legal_actions()) < 2:
        match.apply(match.legal_actions()[0])
    thinker = Thinker()
    try:
        thinker.ask(match, "hard", 3, 0.3)
        end = time.monotonic() + WAIT_SECONDS
        reply = None
        while reply is None and time.monotonic() < end:
            reply = thinker.poll()
            time.sleep(0.01)
        assert reply is not None and not isinstance(reply, str), reply
        assert reply.action in match.legal_actions() and reply.simulations > 0
        assert reply.seconds <= 0.3 + 0.1
    finally:
        thinker.stop()
    assert not thinker.alive()


# The setup screen ------------------------------------------------------------------------------


def pick(app, menu, text: str) -> None:
    click(app, menu)
    items = menu.current_state.options_selection_list.item_list
    click(app, next(item["button_element"] for item in items if item["text"] == text))
    for _ in range(3):  # the menu's change event comes a frame later
        app.step(1 / 60)


def test_the_setup_screen_offers_each_level_the_game_has():
    from tabletop.scenes.setup import SetupScene

    app = headless_app()
    setup = app.push(SetupScene(app, GAME))
    for _ in range(3):
        app.step(1 / 60)
    labels = [label for label, _ in setup.rows[1].kind_menu.options_list]
    assert labels == ["Human", "Computer (Easy)", "Computer (Normal)", "Computer (Hard)"]
    pick(app, setup.rows[1].kind_menu, "Computer (Hard)")
    assert setup.drafts[1].seat() == Seat("Ben", setup.drafts[1].colour, computer=True, level="hard")
    pick(app, setup.rows[1].kind_menu, "Human")
    assert setup.drafts[1].seat() == Seat("Ben", setup.drafts[1].colour)


def test_without_a_worker_process_the_computer_still_plays(monkeypatch):
    import tabletop.bots.worker as worker

    def no_process():
        raise OSError("no processes here")

    monkeypatch.setattr(worker, "Thinker", no_process)
    app, scene, match = table(["normal", "normal"])
    frames_until(app, lambda: len(match.actions) >= 3)
    assert scene.computers.thinker is None


def test_a_changed_state_is_decided_afresh():
    """After an undo the state is rebuilt (same number of actions): the old decision must not be played."""
    from tabletop.table.pacing import ComputerSeats

    match = Match(registry.load_rules(GAME), default_seats(2, 2), {}, 5)
    settings = msgspec.structs.replace(headless_app().settings, computer_pause=10.0)
    seats = ComputerSeats(Session(match, autosave=False), lambda: settings)
    assert seats.update(0.1, ready=True) is None and seats.decision is not None
    first = seats.asked_for
    match.state = match.replayed()
    seats.update(0.1, ready=True)
    assert seats.asked_for is match.state and seats.asked_for is not first


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_request_carries_every_state_exactly_without_pickle(game_id):
    rules = registry.load_rules(game_id)
    match = Match(rules, default_seats(3), {}, 5)
    rng = random.Random(5)
    while match.outcome is None:
        _, state = state_for(decode_request(encode_request(match, 1, "easy", 1, 1.0)))
        assert state == match.state and type(state) is type(match.state)
        match.apply(rng.choice(match.legal_actions()))


def test_a_request_naming_anything_but_a_loaded_game_state_is_refused():
    match = Match(registry.load_rules(registry.game_ids()[0]), default_seats(2), {}, 1)
    request = decode_request(encode_request(match, 1, "easy", 1, 1.0))
    for name in ("os:system", "tabletop.rules.match:Match", "no.such.module:State"):
        with pytest.raises(ValueError, match="not a game state"):
            state_for(msgspec.structs.replace(request, state_class=name))
