"""The real app in a real X window (Xvfb), driven by xdotool from the menu to the first played cards.

Where to click is taken from the same code the app draws with: the menu and setup constants,
and the game's table layout of the same seeded Match. The app writes each applied action to
$OCTOPUS_TABLE_TRACE, which is how the test sees that the mouse really played a card.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest

from tabletop.registry import load_rules, load_table
from tabletop.rules.core import Action
from tabletop.rules.match import Match, Seat
from tabletop.scenes import menu, quickref, setup
from tabletop.scenes.handoff import READY_SECONDS
from tabletop.ui.items import TableContext

pytestmark = pytest.mark.slow  # the real app in Xvfb

ROOT = Path(__file__).resolve().parent.parent
SEED = 4242
SEATS = [Seat("Ana", "red"), Seat("Ben", "blue")]
HANDOFF_BUTTON = (960, 790)


def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.fail(f"{tool} is missing: install xvfb, xdotool, x11-apps (the README's test command)")
    return path


@contextmanager
def xvfb(size: tuple[int, int], numbers: range):
    """Starts a bare Xvfb of `size` on the first free display number of `numbers`; yields the DISPLAY
    string, and stops it after."""
    need("Xvfb")
    number = next(n for n in numbers if not Path(f"/tmp/.X{n}-lock").exists())
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        assert time.monotonic() < deadline, "Xvfb did not start"
        time.sleep(0.05)
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(5)


@pytest.fixture
def display():
    """Starts Xvfb at 1920x1080 on a free display number; yields the DISPLAY string."""
    with xvfb((1920, 1080), range(91, 160)) as name:
        yield name


class Driver:
    """The app under xdotool: clicks, drags and typing in logical 1920×1080 pixels (the window is 1:1)."""

    def __init__(self, display: str, trace: Path):
        self.env = {**os.environ, "DISPLAY": display, "OCTOPUS_TABLE_TRACE": str(trace)}
        self.env.pop("SDL_VIDEODRIVER", None)
        self.trace = trace
        self.app = subprocess.Popen(
            [sys.executable, str(ROOT / "main.py")], cwd=ROOT, env=self.env, stderr=subprocess.PIPE
        )
        found = self.xdo("search", "--sync", "--onlyvisible", "--pid", str(self.app.pid), timeout=20)
        self.window = found.split()[0]
        time.sleep(1.0)  # the first frames

    def xdo(self, *args: str, timeout: float = 10) -> str:
        done = subprocess.run(
            [need("xdotool"), *args], env=self.env, capture_output=True, text=True, timeout=timeout
        )
        assert done.returncode == 0, f"xdotool {args}: {done.stderr}"
        return done.stdout

    def click(self, pos: tuple[int, int], settle: float = 0.6) -> None:
        self.xdo("mousemove", "--window", self.window, str(pos[0]), str(pos[1]), "click", "1")
        time.sleep(settle)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.xdo("mousemove", "--window", self.window, str(start[0]), str(start[1]), "mousedown", "1")
        for k in range(1, 11):
            x = start[0] + (end[0] - start[0]) * k // 10
            y = start[1] + (end[1] - start[1]) * k // 10
            self.xdo("mousemove", "--window", self.window, str(x), str(y))
            time.sleep(0.02)
        self.xdo("mouseup", "1")
        time.sleep(0.6)

    def type(self, *keys: str, text: str = "") -> None:
        self.xdo("key", "--window", self.window, *keys)
        if text:
            self.xdo("type", "--window", self.window, "--delay", "40", text)
        time.sleep(0.4)

    def applied(self, count: int, timeout: float = 5) -> list[Action]:
        """Waits until the app has applied `count` actions; returns them."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            lines = self.trace.read_text().splitlines() if self.trace.exists() else []
            if len(lines) >= count:
                return [Action.from_json(json.loads(line)) for line in lines]
            time.sleep(0.1)
        pytest.fail(f"the app applied {len(lines)} actions, expected {count}")

    def screenshot(self, path: Path) -> pygame.Surface:
        """Grabs the whole X screen with xwd and saves it as a PNG."""
        raw = subprocess.run(
            [need("xwd"), "-root", "-silent"], env=self.env, capture_output=True, check=True
        ).stdout
        surface = read_xwd(raw)
        pygame.image.save(surface, str(path))
        return surface

    def close(self) -> None:
        self.app.kill()
        self.app.wait(5)


def read_xwd(raw: bytes) -> pygame.Surface:
    """Returns the picture of a 24-bit TrueColor XWD dump (the format xwd writes)."""
    fields = struct.unpack(">25I", raw[:100])
    header_size, width, height = fields[0], fields[4], fields[5]
    bits_per_pixel, bytes_per_line, ncolors = fields[11], fields[12], fields[19]
    assert bits_per_pixel == 32, f"expected a 32-bit dump, got {bits_per_pixel}"
    start = header_size + 12 * ncolors
    rows = [raw[start + y * bytes_per_line : start + y * bytes_per_line + width * 4] for y in range(height)]
    pixels = bytearray(b"".join(rows))
    pixels[3::4] = b"\xff" * (width * height)  # X leaves the fourth byte as padding: make it opaque
    return pygame.image.frombuffer(bytes(pixels), (width, height), "BGRA").copy()


def centre(rect: tuple[int, int, int, int]) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def drag_for(match: Match, action: Action) -> tuple[tuple[int, int], tuple[int, int]]:
    """Returns where the action's piece is and where its target is, as the app lays them out."""
    viewer = match.to_act
    view = match.rules.view(match.state, viewer)
    items = load_table(match.rules).layout(view, TableContext(viewer, viewer, tuple(match.seats)))
    piece = next(i.rect for i in reversed(items) if i.piece == action.piece)
    zone = next(i.rect for i in reversed(items) if i.zone == action.target)
    return centre(piece), centre(zone)


def test_menu_to_the_first_played_cards(display, tmp_path):
    need("xwd")
    driver = Driver(display, tmp_path / "trace.jsonl")
    try:
        button = (menu.LEFT + menu.WIDTH // 2, menu.TOP + menu.BUTTON_H // 2)
        driver.click(button, settle=1.0)
        seed_entry = (setup.OPTIONS_PANEL.x + 280, setup.OPTIONS_PANEL.bottom - 113)
        driver.click(seed_entry)
        driver.type("ctrl+a", "BackSpace", text=str(SEED))
        driver.click((1530 + 145, 946 + 38), settle=1.0)  # Start game
        got_it = (
            1920 // 2 - quickref.PANEL[0] // 2 + quickref.PANEL[0] - quickref.PAD - 160,
            1080 // 2
            - quickref.PANEL[1] // 2
            + quickref.PANEL[1]
            - quickref.PAD
            - quickref.BUTTONS_H // 2
            + 12,
        )
        fill, teal = (0, 0, 0), ((46, 196, 182), (79, 220, 207))
        for _ in range(
            20
        ):  # the first real game of it opens with its quick reference (the table starts first)
            shot = driver.screenshot(tmp_path / "quickref.png")
            fill = shot.get_at((got_it[0] - 130, got_it[1]))[:3]  # inside Got it, left of its words: its teal
            if fill in teal:  # Got it's fill, the mouse on it (where Start game was) or not
                break
            time.sleep(0.5)
        assert fill in teal, fill
        driver.click(got_it, settle=0.5)
        options = {"tides": "on", "powers": "off", "first": "random"}
        match = Match(load_rules("rainbow_octopus"), list(SEATS), options, SEED)
        for count in (1, 2):  # each player, behind a hand-off, secretly chooses a first tentacle
            time.sleep(READY_SECONDS + 0.2)  # the hand-off wakes after a calm second
            driver.click(HANDOFF_BUTTON)
            action = match.legal_actions()[0]
            driver.drag(*drag_for(match, action))
            assert driver.applied(count)[-1] == action
            match.apply(action)
            driver.type("space")  # Done: the choice is made, the computer may be passed on
        time.sleep(READY_SECONDS + 0.2)
        driver.click(HANDOFF_BUTTON, settle=1.0)
        shot = driver.screenshot(Path(os.environ.get("E2E_SHOT", tmp_path / "e2e.png")))
        assert len({shot.get_at((x, 600))[:3] for x in range(0, 1920, 16)}) > 8, "the table is not drawn"
        assert driver.app.poll() is None, driver.app.stderr.read().decode()
    finally:
        driver.close()
