"""A variant whose choices a game extends at run time (things a player made), and a game's own scene
reached from the setup screen: the generic engine hooks (a Variant's `own` and `more`, a Game's `extra`)
and how the setup screen shows them."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop import registry  # noqa: E402
from tabletop.game import Game  # noqa: E402
from tabletop.rules.core import GameState, Rules, Variant  # noqa: E402
from tabletop.scenes.app import App  # noqa: E402
from tabletop.scenes.base import Scene  # noqa: E402
from tabletop.scenes.setup import SetupScene  # noqa: E402
from tabletop.settings import Settings  # noqa: E402

MADE: list[str] = []  # the shapes a player has made so far


def own_shape(value: str) -> str:
    name = value.removeprefix("made:")
    if name in MADE:
        return f"made:{name}"
    raise ValueError(f"variant shape must be one of square, ring, not '{value}'")


class ShapeRules(Rules):
    """A game whose `shape` option also takes the shapes a player made, kept as 'made:NAME'."""

    id = "shape_game"
    name = "Shape Game"
    variants = (
        Variant(
            "shape",
            "Shape",
            ("square", "ring"),
            "square",
            own=own_shape,
            more=lambda: [(f"Mine: {name}", f"made:{name}") for name in MADE],
        ),
    )

    def _setup(self, players, options, seed):
        return GameState(players, seed, dict(options))


class Maker(Scene):
    """The game's own scene: makes a shape and goes back."""

    def startup(self):
        MADE.append("star")


def test_a_choice_outside_the_list_is_kept_as_the_game_says_or_refused_in_a_sentence():
    MADE[:] = ["star"]
    rules = ShapeRules()
    assert rules.check_options(2, {"shape": "ring"})["shape"] == "ring"
    assert rules.check_options(2, {"shape": "star"})["shape"] == "made:star"  # a name becomes its text
    with pytest.raises(ValueError, match="variant shape must be one of square, ring, not 'moon'"):
        rules.check_options(2, {"shape": "moon"})
    plain = Variant("shape", "Shape", ("square", "ring"), "square")
    assert plain.made() == []  # none by default
    with pytest.raises(ValueError, match="variant shape must be one of square, ring, not 'star'"):
        plain.kept("star")


@pytest.fixture
def app(declare):
    MADE.clear()
    declare(
        Game(
            "shape_game",
            "Shape Game",
            "Shapes.",
            (9, 9, 9),
            (2, 2),
            ShapeRules,
            extra=("Make a shape…", Maker),
        )
    )
    the_app = App(Settings(), headless=True)
    yield the_app
    the_app.stack.clear()


def test_the_setup_screen_lists_made_choices_and_opens_the_games_own_scene(app):
    setup = app.push(SetupScene(app, "shape_game"))
    assert [v for _, v in setup.variant_menus["shape"].options_list] == ["square", "ring"]
    assert setup.extra_button is not None and setup.extra_button.text == "Make a shape…"
    pos = setup.extra_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(3):
        app.step(1 / 60)
    assert isinstance(app.stack.top, Maker)
    app.pop()  # back: the shape just made is listed, and chosen
    menu = setup.variant_menus["shape"]
    assert ("Mine: star", "made:star") in menu.options_list and setup.options()["shape"] == "made:star"
    assert setup.problem == ""  # the form accepts it: Start is enabled


def test_a_game_without_its_own_scene_has_no_button_and_cosmoctopus_has_its_editor():
    assert registry.extra_scene("rainbow_octopus") is None
    words, scene = registry.extra_scene("cosmoctopus")
    assert words == "Design a layout…" and scene.__name__ == "EditorScene"
