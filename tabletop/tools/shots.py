"""Headless pictures of any scene, for --screenshot, --smoke and the tests."""

from __future__ import annotations

import random
from pathlib import Path

import msgspec
import pygame

from tabletop import registry
from tabletop.rules.decisions import is_player
from tabletop.rules.match import Match
from tabletop.scenes.app import App
from tabletop.settings import Settings, load_settings

_APP: App | None = None
_DEFAULTS: Settings | None = None


def headless_app(handoffs: bool = False, settings: Settings | None = None) -> App:
    """Returns the one headless App of this process, emptied (scenes and queued events), with
    `settings` (default: the defaults), hand-offs on or off and no glides."""
    global _APP, _DEFAULTS
    if _DEFAULTS is None:
        _DEFAULTS = load_settings()
    if _APP is None:
        _APP = App(_DEFAULTS, headless=True)
    _APP.stack.clear()
    base = settings if settings is not None else _DEFAULTS
    _APP.settings = msgspec.structs.replace(base, handoffs=handoffs, animation_seconds=0.0)
    _APP.running = True
    # Emptied of input too: the dummy window's own enter/leave events, queued when it opened,
    # would otherwise reach whichever scene first reads the queue (a leave hides its tooltips).
    pygame.event.clear()
    return _APP


def _advance(match: Match, moves: int, to_end: bool) -> None:
    rng = random.Random(match.seed)
    played = 0
    while match.legal_actions() and (to_end or played < moves):
        match.apply(rng.choice(match.legal_actions()))
        played += 1


def _push(app: App, match: Match, scene: str) -> None:
    from tabletop.scenes.dialogs import InGameMenu
    from tabletop.scenes.handoff import HandoffScene
    from tabletop.scenes.menu import MenuScene
    from tabletop.scenes.results import ResultsScene
    from tabletop.scenes.rules_ref import RulesScene
    from tabletop.scenes.settings_scene import SettingsScene
    from tabletop.scenes.setup import SetupScene
    from tabletop.scenes.table import TableScene
    from tabletop.session import Session

    game = match.rules.id
    if scene in ("table", "ingame"):
        app.push(TableScene(app, match))
        if scene == "ingame":
            app.push(InGameMenu(app))
    elif scene == "settings":
        app.push(SettingsScene(app))
    elif scene == "credits":
        from tabletop.scenes.credits import CreditsScene

        app.push(CreditsScene(app))
    elif scene == "handoff":
        app.push(
            HandoffScene.for_seat(
                app,
                Session(match, autosave=False),
                match.to_act if is_player(match.to_act) else 0,
                lambda: None,
            )
        )
    elif scene == "results":
        app.push(ResultsScene(app, match))
    elif scene == "menu":
        app.push(MenuScene(app))
    elif scene == "setup":
        app.push(SetupScene(app, game))
    elif scene == "rules":
        app.push(RulesScene(app, game))
    elif scene == "extra" and registry.extra_scene(game) is not None:
        app.push(registry.extra_scene(game)[1](app))
    else:
        raise ValueError(f"unknown scene '{scene}'")


def render_scene(
    match: Match, scene: str, moves: int = 0, frames: int = 4, settings: Settings | None = None
) -> pygame.Surface:
    """Plays `moves` random legal moves (to the end for 'results'), shows the scene with `settings`
    (default: the defaults), returns the screen."""
    _advance(match, moves, to_end=scene == "results")
    app = headless_app(handoffs=scene == "handoff", settings=settings)
    if scene == "settings":  # the Settings screen shows them as they are, hand-offs and glides included
        app.settings = settings or _DEFAULTS
    _push(app, match, scene)
    for _ in range(frames):
        app.step(1 / 60, [])
    app.render()
    return app.screen


def screenshot(path: Path, match: Match, scene: str, moves: int, settings: Settings | None = None) -> None:
    """Writes a 1920×1080 PNG of the scene."""
    surface = render_scene(match, scene, moves, settings=settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
