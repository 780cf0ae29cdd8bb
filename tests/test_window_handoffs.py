"""Pass-and-play in a real X window (Xvfb + xdotool), for every game: a hand-off is ended only by a
deliberate act of the next person, a hand hides once its person's part is done (also while a computer
plays), Done comes before every hand-off, and a glide cut short by a slow frame is drawn to its end
with no mouse motion after the drop.

Each game starts from a saved position, built here with the game's own rules: Ana (a person) is to act
and has a move of a piece onto a place that gives the decision away for good, to Cleo (a computer) who
sits next, then to Ben (a person). The app writes each applied action to $OCTOPUS_TABLE_TRACE and,
with $OCTOPUS_TABLE_WATCH, checks every face and line it draws against who may look.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from tabletop import registry
from tabletop.registry import load_table
from tabletop.rules.core import Action
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match, Seat
from tabletop.saves import Slot, new_match_id, save_match
from tabletop.ui.items import TableContext
from tabletop.ui.painter import TOP_BAR
from tests.test_end_to_end import ROOT, centre, need, read_xwd
from tests.test_end_to_end import display as display  # the Xvfb fixture

pytestmark = pytest.mark.slow

SEATS = [Seat("Ana", "red"), Seat("Cleo", "green", computer=True, level="easy"), Seat("Ben", "blue")]
#: Inside the hand-off button (860 x 116 around (960, 790)): a row above its words, and its ends.
BUTTON_FILL = (*((x, 746) for x in range(570, 1360, 40)), (570, 790), (1350, 790))
OUTSIDE_BUTTON = (500, 790)
WAITING = (0x1C, 0x3A, 0x48)  # the button's disabled fill (config/theme.json "#primary")
READY = ((0x2E, 0xC4, 0xB6), (0x4F, 0xDC, 0xCF))  # its fill, and hovered
EMPTY_SPOT = (960, 1040)  # the bottom bar's middle, under no button and no piece


def near(colour, wanted, slack: int = 10) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour[:3], wanted, strict=True))


def layout(match: Match, viewer: int):
    view = match.rules.view(match.state, viewer)
    return load_table(match.rules).layout(view, TableContext(viewer, match.to_act, tuple(match.seats)))


def drag_of(match: Match, action: Action):
    """Returns where the action's piece and its place are drawn for the seat to act, or None."""
    if action.piece is None or action.target is None:
        return None
    items = layout(match, match.to_act)
    piece = next((i.rect for i in reversed(items) if i.piece == action.piece), None)
    zone = next((i.rect for i in reversed(items) if i.zone == action.target), None)
    return None if piece is None or zone is None else (centre(piece), centre(zone))


def gives_away(match: Match, action: Action, seat: int) -> bool:
    """Tells whether `action` gives the decision away from `seat` for good: another seat decides next and
    none of `seat`'s own decisions is still pending (not an answer inside its turn)."""
    after = match.rules.apply(match.state, action)
    to_act = match.rules.to_act(after)
    return to_act != seat and all(prompt.seat != seat for prompt in after.decisions)


def position(
    game_id: str,
    seats: list[Seat] = SEATS,
    seed: int = 1,
    anything: bool = False,
    options: dict | None = None,
) -> tuple[Match, Action]:
    """Plays random legal moves until Ana (seat 0) may drag a piece onto a place and give the decision
    away for good to the seat beside her (seat 1), or with `anything`, make any move that leaves the
    decision to a person; returns that match and move."""
    rules = registry.load_rules(game_id)
    match = Match(rules, list(seats), rules.check_options(len(seats), options or {}), seed)
    rng = random.Random(seed)
    for _ in range(4000):
        if match.to_act == 0:
            legal = match.legal_actions()
            for action in legal:
                if drag_of(match, action) is None or not one_gesture_one_move(match, action, legal):
                    continue
                after = rules.to_act(rules.apply(match.state, action))
                if anything and is_player(after) or gives_away(match, action, 0) and after == 1:
                    return match, action
        match.apply(rng.choice(match.legal_actions()))
        assert match.outcome is None, "the game ended before the position came"
    pytest.fail(f"{game_id}: no position found")


def one_gesture_one_move(match: Match, action: Action, legal: list[Action]) -> bool:
    """Tells whether dropping the action's piece on its place applies just it: no chooser (another move
    has the same piece and place, a head's Tribute paid two ways) and no follow-up in the same gesture."""
    if sum(a.piece == action.piece and a.target == action.target for a in legal) > 1:
        return False
    rules = match.rules
    after = rules.apply(match.state, action)
    if rules.to_act(after) != action.seat:
        return True
    view = rules.view(after, action.seat)
    return load_table(rules).follow_up(view, action, rules.legal_actions(after)) is None


class Window:
    """The app under xdotool, opened at a saved game; pictures are grabbed from its own window."""

    def __init__(self, display: str, tmp: Path, save: Path, settings: str = ""):
        self.trace, self.watch = tmp / "trace.jsonl", tmp / "watch.json"
        if settings:  # the player's own settings file, over the defaults
            (tmp / "home" / "config").mkdir(parents=True, exist_ok=True)
            (tmp / "home" / "config" / "settings.yaml").write_text(settings, encoding="utf-8")
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "OCTOPUS_TABLE_HOME": str(tmp / "home"),
            "OCTOPUS_TABLE_TRACE": str(self.trace),
            "OCTOPUS_TABLE_WATCH": str(self.watch),
        }
        self.env.pop("SDL_VIDEODRIVER", None)
        args = [sys.executable, str(ROOT / "main.py"), "--load", str(save)]
        self.app = subprocess.Popen(args, cwd=ROOT, env=self.env, stderr=subprocess.PIPE)
        found = self.xdo("search", "--sync", "--onlyvisible", "--pid", str(self.app.pid), timeout=30)
        self.window = found.split()[0]

    def xdo(self, *args: str, timeout: float = 10) -> str:
        done = subprocess.run(
            [need("xdotool"), *args], env=self.env, capture_output=True, text=True, timeout=timeout
        )
        assert done.returncode == 0, f"xdotool {args}: {done.stderr}"
        return done.stdout

    def key(self, name: str, hold: float = 0.0) -> None:
        if hold:
            self.xdo("keydown", "--window", self.window, name)
            time.sleep(hold)
            self.xdo("keyup", "--window", self.window, name)
        else:
            self.xdo("key", "--window", self.window, name)

    def move(self, pos: tuple[int, int]) -> None:
        self.xdo("mousemove", "--window", self.window, str(pos[0]), str(pos[1]))

    def drop(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        """Drags from `start` to `end` and lets go; nothing after."""
        self.xdo("mousemove", "--window", self.window, str(start[0]), str(start[1]), "mousedown", "1")
        for k in range(1, 9):
            x, y = start[0] + (end[0] - start[0]) * k // 8, start[1] + (end[1] - start[1]) * k // 8
            self.move((x, y))
            time.sleep(0.02)
        self.xdo("mouseup", "1")

    def grab(self) -> pygame.Surface:
        raw = subprocess.run(
            [need("xwd"), "-id", self.window, "-silent"], env=self.env, capture_output=True, check=True
        ).stdout
        return read_xwd(raw)

    def settled(self, within: float) -> pygame.Surface:
        """Returns the window's picture once two grabs a quarter second apart are the same."""
        deadline = time.monotonic() + within
        last = self.grab()
        while time.monotonic() < deadline:
            time.sleep(0.25)
            now = self.grab()
            if same(now, last):
                return now
            last = now
        pytest.fail(f"the window was still changing after {within} s")

    def applied(self) -> list[Action]:
        lines = self.trace.read_text().splitlines() if self.trace.exists() else []
        return [Action.from_json(json.loads(line)) for line in lines]

    def wait_for(self, test, within: float, what: str) -> None:
        deadline = time.monotonic() + within
        while not test():
            assert time.monotonic() < deadline, what
            time.sleep(0.1)

    def handoff(self) -> str | None:
        """Returns 'waiting' or 'ready' while a hand-off screen shows (by its button's fill), else None."""
        shot = self.grab()
        fills, outside = [shot.get_at(spot) for spot in BUTTON_FILL], shot.get_at(OUTSIDE_BUTTON)
        for state, colours in (("waiting", (WAITING,)), ("ready", READY)):
            inside = all(any(near(fill, colour, 6) for colour in colours) for fill in fills)
            if inside and not any(near(outside, colour, 6) for colour in colours):
                return state
        return None

    def close(self) -> dict:
        """Ends the app as a logout would (SIGTERM) and returns what its screen watch found."""
        self.app.terminate()
        self.app.wait(15)
        return json.loads(self.watch.read_text()) if self.watch.exists() else {}


def below_the_top_bar(shot: pygame.Surface) -> pygame.Surface:
    """The picture without the top bar, where a computer's thinking dots keep moving."""
    return shot.subsurface((0, TOP_BAR, shot.get_width(), shot.get_height() - TOP_BAR))


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Tells whether two pictures are the same below the top bar, pixel for pixel."""
    return pygame.image.tobytes(below_the_top_bar(a), "RGB") == pygame.image.tobytes(
        below_the_top_bar(b), "RGB"
    )


def differing(a: pygame.Surface, b: pygame.Surface) -> int:
    """Counts the pixels below the top bar, on a grid of every 4th, that differ between two pictures."""
    if same(a, b):
        return 0
    a, b = below_the_top_bar(a), below_the_top_bar(b)
    w, h = a.get_size()
    return sum(a.get_at((x, y)) != b.get_at((x, y)) for x in range(0, w, 4) for y in range(0, h, 4))


def saved(match: Match, folder: Path) -> Path:
    path = folder / f"{match.rules.id}.json"
    save_match(path, match, Slot(new_match_id(match.rules.id)))
    return path


def held_through(win: Window, who: str, within: float) -> None:
    """Space goes down before the hand-off to `who` comes and stays down until it has shown 1.6 s: the
    screen stays asleep. Then a double press and a held Enter never end or wake it; once it says it is
    ready (a calm second later), one press ends it."""
    win.xdo("keydown", "--window", win.window, "space")
    try:
        win.wait_for(lambda: win.handoff() is not None, within, f"no hand-off to {who}")
        time.sleep(1.6)
        assert win.handoff() == "waiting", f"a Space held since before the hand-off to {who} woke it"
    finally:
        win.xdo("keyup", "--window", win.window, "space")
    win.key("space")
    time.sleep(0.25)
    win.key("Return")
    time.sleep(0.3)
    assert win.handoff() == "waiting", f"a double press ended or woke the hand-off to {who}"
    win.key("Return", hold=1.3)
    assert win.handoff() == "waiting", f"a held Enter woke the hand-off to {who}"
    time.sleep(1.4)
    assert win.handoff() == "ready", f"the hand-off to {who} did not wake after a calm second"
    win.key("space")
    win.wait_for(lambda: win.handoff() is None, 3, f"one Space on the ready hand-off to {who} did not end it")


SECRET_GAMES = [g for g in registry.game_ids() if registry.load_rules(g).has_secrets]
#: Each game with secrets as it opens; the first hand-off is a turn (Oct8), a secret pick (Rainbow
#: Octopus' first tentacles), a block window (Rainbow Pirates, seed 1) or a draft pick (Cosmoctopus).
CASES = [(game_id, {}) for game_id in SECRET_GAMES] + [("cosmoctopus", {"hands": "draft"})]


@pytest.mark.parametrize(("game_id", "options"), CASES)
def test_pass_and_play_in_a_real_window(display, tmp_path, game_id, options):
    need("xwd")
    match, move = position(game_id, options=options)
    played = len(match.actions)
    win = Window(display, tmp_path, saved(match, tmp_path))
    try:
        # Opened at a table of two people: the hand-off to Ana comes first; a Space held from before it
        # came, a double press or a held Enter never end it.
        held_through(win, "Ana", 20)
        start, end = drag_of(match, move)
        win.drop(start, end)
        win.wait_for(lambda: len(win.applied()) >= 1, 5, "Ana's drop was not applied")
        assert win.applied()[0] == move
        # Cleo, a computer, is next: nothing moves until Ana's Done; then a second Space pressed fast and
        # held is Done and nothing more: Cleo plays with every hand hidden, and the hand-off to Ben stays.
        time.sleep(2.5)
        assert len(win.applied()) == 1, "the computer moved before Done"
        win.key("space")
        time.sleep(0.25)
        held_through(win, "Ben", 20)
        cleo = [a for a in win.applied()[1:] if a.seat == 1]
        assert cleo, "Cleo did not play between Ana and Ben"
        assert all(a.seat != 2 for a in win.applied()), "Ben's table played by itself"
    finally:
        found = win.close()
    assert found.get("faces_checked", 0) > 20 and found.get("handoffs") == 2, found
    assert not found["leaks"], found["leaks"][:3]
    assert played == len(match.actions)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_drop_on_a_slow_frame_still_glides_to_its_end_with_no_mouse_motion(display, tmp_path, game_id):
    """The app is stopped for half a second while the dropped piece glides (a machine too busy to give it
    a frame), then let go: the picture it settles on is the one a fresh redraw gives. Two people with
    hand-offs off: after the drop a person is to act, so nothing else keeps the table drawing."""
    need("xwd")
    people = [SEATS[0], Seat("Cleo", "green"), SEATS[2]]
    match, move = position(game_id, people, anything=True)
    win = Window(display, tmp_path, saved(match, tmp_path), settings="handoffs: false\n")
    try:
        time.sleep(2.0)
        assert win.handoff() is None
        start, end = drag_of(match, move)
        win.drop(start, end)
        win.move(EMPTY_SPOT)  # the mouse rests where nothing answers it
        time.sleep(0.08)
        os.kill(win.app.pid, signal.SIGSTOP)
        time.sleep(0.5)
        os.kill(win.app.pid, signal.SIGCONT)
        win.wait_for(lambda: len(win.applied()) >= 1, 5, "the drop was not applied")
        assert win.applied()[0] == move
        settled = win.settled(3.0)
        win.key("shift")  # an event that changes nothing: the app draws the frame afresh
        time.sleep(0.3)
        fresh = win.grab()
        assert len(win.applied()) == 1
        assert differing(settled, fresh) == 0, "the picture stalled mid-glide until the next event"
    finally:
        win.close()
