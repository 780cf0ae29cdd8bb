"""Pull the plug on the real app in a real X window, start it again, press Continue: the game is
exactly where it was, down to the pixel."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
from test_end_to_end import ROOT, Driver, centre, display, drag_for, need  # noqa: F401 (display: a fixture)

from tabletop import history, saves
from tabletop.registry import load_rules, load_table
from tabletop.restore import load
from tabletop.rules.core import Action
from tabletop.rules.match import Match, Seat
from tabletop.scenes import menu_saves
from tabletop.ui.items import TableContext

pytestmark = pytest.mark.slow  # the real app in Xvfb, killed and started again

SEATS = [Seat("Ana", "red"), Seat("Ben", "blue", computer=True, level="easy")]
OPTIONS = {"tides": "off"}
SEED = 77
ARGS = [
    "--game",
    "rainbow_octopus",
    "--seats",
    "Ana,cpu-easy:Ben",
    "--variant",
    "tides=off",
    "--seed",
    str(SEED),
]
RESTING = (960, 1070)  # the mouse waits on the bottom bar, over nothing that lights up


class App(Driver):
    """The app started with `args`, saving into `home`, writing its moves to `trace`."""

    def __init__(self, screen: str, trace: Path, home: Path, *args: str):
        self.env = {
            **os.environ,
            "DISPLAY": screen,
            "OCTOPUS_TABLE_TRACE": str(trace),
            saves.HOME_ENV: str(home),
        }
        self.env.pop("SDL_VIDEODRIVER", None)
        self.trace = trace
        self.app = subprocess.Popen(
            [sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=self.env, stderr=subprocess.PIPE
        )
        found = self.xdo("search", "--sync", "--onlyvisible", "--pid", str(self.app.pid), timeout=20)
        self.window = found.split()[0]
        time.sleep(1.0)

    def moves(self) -> list[Action]:
        lines = self.trace.read_text().splitlines() if self.trace.exists() else []
        return [Action.from_json(json.loads(line)) for line in lines]

    def wait_for_ana(self, match: Match, timeout: float = 15) -> None:
        """Waits until the computer has played and it is Ana's turn; keeps `match` in step with the app."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for action in self.moves()[len(match.actions) :]:
                match.apply(action)
            if match.to_act == 0:
                return
            time.sleep(0.1)
        raise AssertionError("it never became Ana's turn")

    def still(self, path: Path) -> pygame.Surface:
        """Returns a screenshot once the mouse rests and every glide and message has gone."""
        self.xdo("mousemove", "--window", self.window, *map(str, RESTING))
        time.sleep(4.5)
        return self.screenshot(path)


def by_mouse(app: App, match: Match, action: Action) -> None:
    if action.piece is not None:
        app.drag(*drag_for(match, action))
        return
    view = match.rules.view(match.state, 0)
    items = load_table(match.rules).layout(view, TableContext(0, 0, tuple(match.seats)))
    app.click(centre(next(i.rect for i in reversed(items) if i.zone == action.target)))


def test_pull_the_plug_start_again_continue_and_the_game_is_exactly_where_it_was(display, tmp_path):  # noqa: F811
    need("xwd")
    home, trace = tmp_path / "home", tmp_path / "trace.jsonl"
    match = Match(load_rules("rainbow_octopus"), list(SEATS), dict(OPTIONS), SEED)
    first = App(display, trace, home, *ARGS)
    try:
        for _ in range(4):
            first.wait_for_ana(match)
            legal = match.legal_actions()
            by_mouse(first, match, next((a for a in legal if a.kind == "play"), legal[0]))
        first.wait_for_ana(match)
        before = first.still(tmp_path / "before.png")
    finally:
        first.app.kill()  # SIGKILL: no chance to save anything more
        first.app.wait(5)
    [saved] = history.entries(home / "saves")
    assert load(saved.path).match.state == match.state
    second = App(display, trace, home)
    try:
        second.click(
            (menu_saves.LEFT + menu_saves.WIDTH // 2, menu_saves.TOP + menu_saves.CONTINUE_H // 2), 1.5
        )
        after = second.still(tmp_path / "after.png")
        assert len(second.moves()) == len(match.actions), "continuing played a move"
        width, height = before.get_size()
        differ = sum(
            before.get_at((x, y)) != after.get_at((x, y))
            for x in range(0, width, 4)
            for y in range(0, height, 4)
        )
        assert differ == 0, f"{differ} sampled pixels differ between before.png and after.png in {tmp_path}"
        assert second.app.poll() is None, second.app.stderr.read().decode()
    finally:
        second.close()
