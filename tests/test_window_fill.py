"""'Fit the screen' and F11 in a real X server with no window manager (bare Xvfb at 1280×720): the window
fills the screen, and full screen shows the whole picture, not a part of it cut off by the old window."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pygame
import pytest

from tests.test_end_to_end import ROOT, need, xvfb
from tests.test_end_to_end_window import grab

pytestmark = pytest.mark.slow  # the real app in Xvfb

SCREEN = (1280, 720)


@pytest.fixture
def small_display():
    """Starts a bare Xvfb (no window manager) of SCREEN's size; yields the DISPLAY string."""
    with xvfb(SCREEN, range(161, 230)) as name:
        yield name


def difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """Returns the mean difference of two same-sized pictures, per channel, on a grid of points."""
    total, count = 0, 0
    for x in range(0, a.get_width(), 16):
        for y in range(0, a.get_height(), 16):
            total += sum(abs(p - q) for p, q in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3], strict=True))
            count += 3
    return total / count


def dark_rows(shot: pygame.Surface) -> int:
    """Returns how many rows at the foot of the screen are black (no window drawn there)."""
    rows = 0
    for y in range(shot.get_height() - 1, -1, -1):
        if any(shot.get_at((x, y))[:3] != (0, 0, 0) for x in range(0, shot.get_width(), 8)):
            break
        rows += 1
    return rows


def test_fit_fills_the_screen_and_f11_shows_all_of_the_picture_with_no_window_manager(
    small_display, tmp_path
):
    env = {**os.environ, "DISPLAY": small_display, "OCTOPUS_TABLE_HOME": str(tmp_path)}
    env.pop("SDL_VIDEODRIVER", None)
    app = subprocess.Popen([sys.executable, str(ROOT / "main.py")], cwd=ROOT, env=env, stderr=subprocess.PIPE)

    def xdo(*words: str) -> str:
        done = subprocess.run([need("xdotool"), *words], env=env, capture_output=True, text=True, timeout=20)
        assert done.returncode == 0, done.stderr
        return done.stdout

    try:
        window = xdo("search", "--sync", "--onlyvisible", "--pid", str(app.pid)).split()[0]
        time.sleep(1.5)
        assert f"Geometry: {SCREEN[0]}x{SCREEN[1]}" in xdo("getwindowgeometry", window)  # was 1152x648
        windowed = grab(env)
        assert dark_rows(windowed) == 0
        xdo("key", "--window", window, "F11")
        time.sleep(1.5)
        full = grab(env)
        # The same menu, whole: before, the picture was drawn for 1280×720 into the 1152×648 window,
        # its top rows and right side cut off (a difference of about 40 per channel).
        assert dark_rows(full) == 0
        assert difference(windowed, full) < 6
        xdo("key", "--window", window, "F11")
        time.sleep(1.5)
        assert f"Geometry: {SCREEN[0]}x{SCREEN[1]}" in xdo("getwindowgeometry", window)
        xdo("windowsize", window, "960", "540")  # the player made the window smaller
        time.sleep(1.0)
        xdo("key", "--window", window, "F11")
        time.sleep(1.5)
        assert difference(windowed, grab(env)) < 6
    finally:
        app.kill()
        app.wait(5)
