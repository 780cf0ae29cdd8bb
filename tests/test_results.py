"""The results screen (issue 33 item 12): it says why the game ended, shows the lines the game declared
with the seats named, and celebrates a win with confetti and bursts that move, then hold still."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402
from coopgame import CoopRules  # noqa: E402

from tabletop.rules.core import Action, Outcome, seat_ref  # noqa: E402
from tabletop.rules.match import Match, default_seats  # noqa: E402
from tabletop.scenes.app import App  # noqa: E402
from tabletop.scenes.results import DETAILS_W, ENDED, ResultsScene, packed  # noqa: E402
from tabletop.settings import Settings  # noqa: E402


class RaceRules(CoopRules):
    """The count of coopgame played against each other: whoever brings the total to 5 or more wins."""

    id = "race_toy"
    together = False

    def outcome(self, state):
        if state.total < 5:
            return None
        winner = (state.turn - 1) % state.players
        details = tuple(
            (f"{seat_ref(winner)} counted last",) if s == winner else () for s in range(state.players)
        )
        scores = tuple(int(s == winner) for s in range(state.players))
        return Outcome(
            scores, (winner,), details, ended=f"{seat_ref(winner)} brought the total to {state.total}."
        )


def finished(players: int = 3) -> Match:
    match = Match(RaceRules(), default_seats(players), {}, 1)
    for choice in ("2", "2", "1"):
        match.apply(Action("add", match.to_act, choice=choice))
    assert match.outcome is not None
    return match


def results_app(seconds: float = 0.25) -> tuple[App, ResultsScene]:
    app = App(Settings(animation_seconds=seconds), headless=True)
    app.go_to_menu()
    return app, app.push(ResultsScene(app, finished()))


def labels(scene: ResultsScene) -> dict[str, pygame.Rect]:
    return {e.text: e.rect for e in scene.root.elements if hasattr(e, "text")}


def band(app: App) -> bytes:
    """Returns the pixels of the screen's top band, where the confetti falls."""
    return pygame.image.tobytes(app.screen.subsurface((0, 0, 1920, 240)), "RGB")


def test_the_results_say_why_the_game_ended_under_the_headline_with_the_seats_named():
    app, scene = results_app()
    app.step(1 / 60)
    shown = labels(scene)
    names = [seat.name for seat in scene.match.seats]
    assert shown[f"{names[2]} brought the total to 5."] == ENDED
    assert f"{names[2]} counted last" in shown
    assert not any("<seat" in text for text in shown)
    app.stack.clear()


def test_the_celebration_moves_at_frame_rate_then_holds_still():
    app, scene = results_app()
    app.step(1 / 60)
    assert scene.busy()
    pictures = []
    for _ in range(12):  # about 0.8 s of frames: the confetti falls, so the band changes
        app.step(1 / 15)
        pictures.append(band(app))
    assert len(set(pictures)) >= 10
    for _ in range(int(scene.confetti.seconds() * 15) + 4):
        app.step(1 / 15)
    assert not scene.busy()
    still = band(app)
    app.render()
    assert band(app) == still  # the pieces rest where they fell
    app.stack.clear()


def test_with_animations_off_the_confetti_rests_at_once():
    app, scene = results_app(seconds=0)
    app.step(1 / 60)
    assert not scene.busy() and scene.confetti is not None and not scene.confetti.moving()
    app.stack.clear()


@pytest.mark.parametrize("count", [2, 5])
def test_lines_too_many_for_the_rows_share_a_line_as_far_as_the_width_allows(count):
    lines = [f"{n} orange fish: {n * 3} points" for n in range(1, count + 1)]
    out = packed(lines, DETAILS_W)
    assert "  ·  ".join(out).split("  ·  ") == lines
    assert len(out) < count
    long = ["x" * 60, "y" * 60]
    assert packed(long, DETAILS_W) == long  # two long lines would not fit on one
