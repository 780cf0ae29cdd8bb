"""The frame loop draws the frame in which an animation ends, however long that frame took: on a busy
machine a glide of 0.4 s may end in one slow frame, and that frame must still show where it ended."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from tabletop.scenes.app import App  # noqa: E402
from tabletop.scenes.base import Scene  # noqa: E402
from tabletop.settings import Settings  # noqa: E402


class Glider(Scene):
    """A scene whose one animation lasts `seconds`; it notes how far it had got at each draw."""

    def __init__(self, app: App, seconds: float):
        super().__init__(app)
        self.left = seconds
        self.drawn: list[float] = []

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def busy(self) -> bool:
        return self.left > 0

    def draw(self, surface) -> None:
        self.drawn.append(round(self.left, 3))


@pytest.fixture
def app():
    the_app = App(Settings(), headless=True)
    yield the_app
    the_app.stack.clear()


@pytest.mark.parametrize("frames", [[0.1, 0.5], [0.016] * 10 + [0.3], [0.39, 0.02]])
def test_the_frame_an_animation_ends_in_is_drawn(app, frames):
    glider = app.push(Glider(app, 0.4))
    app.step(0.0)  # the first frame
    for dt in frames:
        app.step(dt)
    assert glider.left == 0 and glider.drawn[-1] == 0, glider.drawn
    drawn = len(glider.drawn)
    app.step(0.1)
    app.step(0.1)
    assert len(glider.drawn) == drawn  # then the idle scene is left alone
