"""The window-size setting in a real X window: the whole 1920×1080 picture shrinks to 1280×720, and
the mouse still lands where it points (Settings, then Done, writes the settings file)."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from tabletop.scenes import menu
from tests.test_end_to_end import ROOT, need
from tests.test_end_to_end import display as display  # the Xvfb fixture

pytestmark = pytest.mark.slow  # the real app in Xvfb

SCALE = 1280 / 1920
TEAL = (46, 196, 182)  # the primary button's fill (config/theme.json "#primary")
DONE = (1530 + 145, 946 + 38)  # the Settings screen's Done button, logical pixels
DONE_FILL = (1530 + 24, 946 + 38)  # inside it, left of its word


def scaled(pos: tuple[int, int]) -> tuple[int, int]:
    return round(pos[0] * SCALE), round(pos[1] * SCALE)


def near(colour, wanted, slack: int = 24) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour[:3], wanted, strict=True))


def grab(env: dict) -> pygame.Surface:
    """Returns the X screen, from an XWD dump of 24 or 32 bits per pixel."""
    raw = subprocess.run([need("xwd"), "-root", "-silent"], env=env, capture_output=True, check=True).stdout
    fields = struct.unpack(">25I", raw[:100])
    header, width, height, bits, line, colours = (fields[i] for i in (0, 4, 5, 11, 12, 19))
    step, start = bits // 8, header + 12 * colours
    rows = [raw[start + y * line : start + y * line + width * step] for y in range(height)]
    return pygame.image.frombuffer(b"".join(rows), (width, height), "BGRA" if step == 4 else "BGR").copy()


def test_a_1280_by_720_window_shows_the_whole_picture_scaled_and_clicks_land(display, tmp_path):
    env = {**os.environ, "DISPLAY": display, "OCTOPUS_TABLE_HOME": str(tmp_path)}
    env.pop("SDL_VIDEODRIVER", None)
    args = [sys.executable, str(ROOT / "main.py"), "--setting", "window_size=1280x720"]
    app = subprocess.Popen(args, cwd=ROOT, env=env, stderr=subprocess.PIPE)

    def xdo(*words: str) -> str:
        done = subprocess.run([need("xdotool"), *words], env=env, capture_output=True, text=True, timeout=20)
        assert done.returncode == 0, done.stderr
        return done.stdout

    def click(window: str, pos: tuple[int, int]) -> None:
        x, y = scaled(pos)
        xdo("mousemove", "--window", window, str(x), str(y), "click", "1")
        time.sleep(1.0)

    try:
        window = xdo("search", "--sync", "--onlyvisible", "--pid", str(app.pid)).split()[0]
        time.sleep(1.5)
        assert "Geometry: 1280x720" in xdo("getwindowgeometry", window)
        click(window, (menu.LEFT + 240 + 120, 1080 - 128 + 36))  # Settings
        shot = grab(env)
        assert near(shot.get_at(scaled(DONE_FILL)), TEAL), "the Settings screen is not shown whole, shrunk"
        assert not near(shot.get_at(DONE_FILL), TEAL, 4), "the picture is cropped at 1:1, not shrunk"
        click(window, DONE)
        saved = Path(tmp_path, "config", "settings.yaml").read_text(encoding="utf-8")
        assert "window_size: 1280x720" in saved
    finally:
        app.kill()
        app.wait(5)
