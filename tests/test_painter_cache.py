"""The table's still layer (felt, items, lit places) is cached: each frame must equal one drawn afresh."""

import random

import pygame

from tabletop.tools import bench


def _frame(app) -> bytes:
    app.render()
    return pygame.image.tobytes(app.screen, "RGB")


def _fresh_frame(app, scene) -> bytes:
    scene.painter.layer_key = None  # forget the layer: the next frame draws the table from nothing
    return _frame(app)


def _check(app, scene, what: str) -> None:
    assert _frame(app) == _fresh_frame(app, scene), f"the cached table is stale after: {what}"


def test_the_cached_table_always_shows_what_a_fresh_draw_shows():
    for game_id in ("rainbow_octopus", "oct8"):
        app, scene = bench._table(bench.busiest_match(game_id))
        _check(app, scene, "settling")
        x, y = bench._pick_up(app, scene)
        _check(app, scene, "a piece picked up")
        app.step(1 / 60, [bench._drag_to(7, (x, y))])
        _check(app, scene, "a piece dragged")
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)])
        _check(app, scene, "a click that selects")
        rng = random.Random(4)
        for n in range(4):
            scene.play(rng.choice(scene.match.legal_actions()))
            app.step(1 / 60, [])
            _check(app, scene, f"move {n + 1} played")
        assert scene.painter.layers_drawn < app.frames_drawn  # and it is reused, not redrawn every frame
