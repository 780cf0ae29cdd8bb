"""The results' confetti moves: pieces tumble down for a few seconds (as long as the animation speed
says), most falling past and out, the rest landing exactly where they rest; then the picture holds still;
with animations off it rests at once."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.confetti import FALL_SECONDS, SPREAD_SECONDS, Confetti
from tests.test_results import band, results_app

PALETTE = [(80, 200, 90)]


@pytest.mark.parametrize(("speed", "pace"), [(0.25, 1.0), (0.4, 1.6), (0.15, 0.6), (0.0, 0.0)])
def test_the_fall_lasts_as_the_animation_speed_says(speed, pace):
    app, scene = results_app(speed)
    app.step(1 / 60)
    assert scene.confetti.seconds() == pytest.approx((SPREAD_SECONDS + FALL_SECONDS) * pace)
    assert scene.confetti.seconds() >= 3.0 or pace < 1, "a few seconds at normal speed"
    assert scene.confetti.moving() == (pace > 0)
    app.stack.clear()


def test_each_piece_tumbles_on_its_way_and_lands_exactly_at_its_rest():
    confetti = Confetti(PALETTE, seed=3)
    landing = [p for p in confetti.pieces if p.lands]
    passing = [p for p in confetti.pieces if not p.lands]
    assert landing and len(passing) > len(landing), "most fall past, a band's worth stay"
    piece = landing[0]
    seen = []
    while confetti.share(piece) < 1:
        confetti.update(1 / 30)
        seen.append(confetti.where(piece))
    flutters, slants = {round(f, 1) for _, _, f, _ in seen}, {round(s) for _, _, _, s in seen}
    assert len(flutters) > 3 and len(slants) > 10, "it turns over and spins as it falls"
    confetti.update(60)
    for p in landing:
        assert confetti.where(p) == (p.rest[0], p.rest[1], 1.0, p.slant)
    surface = pygame.Surface((1920, 1080))
    surface.fill((0, 0, 0))
    confetti.draw(surface)
    below = pygame.image.tobytes(surface.subsurface((0, 300, 1920, 780)), "RGB")
    assert set(below) == {0}, "the pieces that fell past are out of the picture"


def test_frames_differ_while_it_falls_and_are_equal_once_it_rests_at_slow_speed():
    app, scene = results_app(0.4)
    app.step(1 / 60)
    early = []
    for _ in range(10):
        app.step(1 / 15)
        early.append(band(app))
    assert len(set(early)) == 10
    while scene.busy():
        app.step(1 / 15)
    still = band(app)
    app.step(1 / 15)
    app.render()
    assert band(app) == still
    app.stack.clear()
