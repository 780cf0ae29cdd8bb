"""Cosmoctopus' two lessons played through in a real X window at 1280×720 with the mouse, as a newcomer
would: each piece dragged onto its lit place, each button (Next, Confirm, Pay as proposed, End turn) clicked.

A headless twin of the same lesson tells where things are drawn (the table's items, the panel's buttons, in
logical 1920×1080 pixels, shrunk by 2/3 for the window); the window's own trace says what it applied, and it
must be each step's move, in order, with the computer's and the PI's scripted answers between.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pygame_gui
import pytest

from tabletop.rules.core import Action
from tabletop.scenes.table import TableScene
from tabletop.tools.shots import headless_app
from tabletop.tutor import lesson
from tests.test_end_to_end import display as display  # the Xvfb fixture
from tests.test_end_to_end import need

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
SCALE = 1280 / 1920
#: The buttons a move without a piece is made with, by its kind.
BUTTONS = {"confirm": "Confirm", "propose": "Pay as proposed", "end_turn": "End turn"}


class Window:
    def __init__(self, display: str, tmp: Path, lesson_id: str):
        self.trace = tmp / "trace.jsonl"
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "OCTOPUS_TABLE_HOME": str(tmp / "home"),
            "OCTOPUS_TABLE_TRACE": str(self.trace),
        }
        self.env.pop("SDL_VIDEODRIVER", None)
        args = [sys.executable, "main.py", "--tutorial", lesson_id, "--setting", "window_size=1280x720"]
        self.app = subprocess.Popen(args, cwd=ROOT, env=self.env, stderr=subprocess.PIPE)
        self.window = self.xdo("search", "--sync", "--onlyvisible", "--pid", str(self.app.pid)).split()[0]

    def xdo(self, *args: str) -> str:
        done = subprocess.run(
            [need("xdotool"), *args], env=self.env, capture_output=True, text=True, timeout=30
        )
        assert done.returncode == 0, f"xdotool {args}: {done.stderr}"
        return done.stdout

    def at(self, pos: tuple[int, int]) -> list[str]:
        return [str(int(pos[0] * SCALE)), str(int(pos[1] * SCALE))]

    def click(self, pos: tuple[int, int]) -> None:
        self.xdo("mousemove", "--window", self.window, *self.at(pos))
        time.sleep(0.15)
        self.xdo("click", "1")

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.xdo("mousemove", "--window", self.window, *self.at(start), "mousedown", "1")
        for k in range(1, 11):
            x, y = start[0] + (end[0] - start[0]) * k // 10, start[1] + (end[1] - start[1]) * k // 10
            self.xdo("mousemove", "--window", self.window, *self.at((x, y)))
            time.sleep(0.03)
        self.xdo("mouseup", "1")

    def applied(self) -> list[Action]:
        lines = self.trace.read_text().splitlines() if self.trace.exists() else []
        return [Action.from_json(json.loads(line)) for line in lines]

    def wait_for(self, count: int, what: str) -> None:
        deadline = time.monotonic() + 30
        while len(self.applied()) < count:
            assert time.monotonic() < deadline, f"the window did not play {what}"
            time.sleep(0.1)


def centre(rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def button(app, starts: str = "", naming: str = "") -> tuple[int, int]:
    """Returns the centre of the shown button whose words start so (or name `naming`, in any case)."""
    found = [
        el.rect.center
        for el in app.manager.get_sprite_group().sprites()
        if isinstance(el, pygame_gui.elements.UIButton)
        and el.visible
        and (el.text.startswith(starts) if starts else naming in el.text.lower())
    ]
    assert found, f"no button '{starts or naming}' on the table"
    return found[0]


@pytest.mark.parametrize("lesson_id", ["cosmoctopus", "cosmoctopus:pi"])
def test_a_cosmoctopus_lesson_is_played_through_by_the_mouse(display, tmp_path, lesson_id):
    app = headless_app()
    match, tutor = lesson.start(lesson_id)
    twin = TableScene(app, match, tutor=tutor)
    app.stack.clear(twin)
    app.step(0.05)
    win = Window(display, tmp_path, lesson_id)
    try:
        time.sleep(3)
        for _ in range(400):
            if tutor.finished:
                break
            expected = tutor.expected()
            if expected is None and tutor.can_next():
                win.click(button(app, "Next"))
                time.sleep(0.5)
                twin.carry(twin.controller.next_step())
            elif expected is None:  # a computer's or the PI's scripted answer: the window plays it too
                win.wait_for(len(match.actions) + 1, "the scripted answer")
                twin.carry(twin.controller.tick(1.0, calm=True))
            else:
                if expected.piece and expected.target:
                    items = twin.controller.model.items
                    piece = next(i.rect for i in reversed(items) if i.piece == expected.piece)
                    place = next(i.rect for i in reversed(items) if i.zone == expected.target)
                    win.drag(centre(piece), centre(place))
                else:
                    kind = BUTTONS.get(expected.kind, "")
                    win.click(button(app, kind) if kind else button(app, naming=expected.choice or "?"))
                win.wait_for(len(match.actions) + 1, f"{expected}")
                assert win.applied()[len(match.actions)] == expected
                twin.carry(twin.controller.play(expected))
                time.sleep(0.6)
            app.step(0.05)
        assert tutor.finished and win.applied() == list(match.actions)
    finally:
        win.app.terminate()
        win.app.wait(10)
