"""The App: one logical 1920x1080 window, the pygame_gui manager and the scene stack's frame loop."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import warnings
from collections.abc import Callable

import msgspec
import pygame

from tabletop import audio
from tabletop.paths import asset, data_root
from tabletop.scenes import memory, settings_form, window
from tabletop.scenes.base import Scene, SceneStack
from tabletop.settings import Settings
from tabletop.ui import text_size
from tabletop.ui.gui_manager import UIManager
from tabletop.ui.text_size import set_text_size, theme_data

LOGICAL_SIZE = (1920, 1080)
IDLE_WAIT_MS = 50
IDLE_NAP_MS = 10  # the longest an event waits unseen on an idle table


class App:
    """Owns the window and the frame loop; scenes do everything else."""

    def __init__(self, settings: Settings, headless: bool = False):
        # Only what the table uses; sound starts in tabletop/audio.py, which never lets it fail the app.
        pygame.display.init()
        pygame.font.init()
        self.settings = settings
        #: Why the player's settings file was not used ('' when it was, or there is none).
        self.settings_problem = ""
        self.size = LOGICAL_SIZE
        self.headless = headless
        #: Whether tables save their game after every move (off for headless screenshots and smoke runs).
        self.autosave = not headless
        pygame.display.set_caption("Octopus Table")
        icon = asset("icons", "app.png")
        if icon.exists():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        flags = pygame.SCALED | pygame.RESIZABLE
        window.prepare(headless)
        if headless:  # the dummy driver has no GPU renderer; that is expected, not worth a warning
            warnings.filterwarnings("ignore", "no fast renderer available")
        self.screen = pygame.display.set_mode(self.size, flags)
        window.apply(self)
        if not headless:  # tests and tools stay silent
            audio.start(settings.volume, settings.muted)
        set_text_size(settings.text_size)
        self.manager = UIManager(self.size, theme_data(data_root() / "config" / "theme.json"))
        self.stack = SceneStack()
        self.stack.settle = memory.release
        self.heap = memory.HeapKeeper()
        self.clock = pygame.time.Clock()
        self.running = True
        self.terminated = False  # SIGTERM came: quit without asking
        self.frames_drawn = 0
        #: Whether a scene's exception shows the error screen; headless (tests, tools) lets it propagate.
        self.catch_crashes = not headless
        #: What the window shows, written for a driver outside when $OCTOPUS_TABLE_SCREEN asks for it.
        self.screen_map = None
        if os.environ.get("OCTOPUS_TABLE_SCREEN") and not headless:
            from tabletop.tools.screenmap import from_environment

            self.screen_map = from_environment()

    def trace(self, action) -> None:
        """Appends an applied action as a JSON line to $OCTOPUS_TABLE_TRACE when set (tests, bug reports)."""
        path = os.environ.get("OCTOPUS_TABLE_TRACE")
        if path:
            with open(path, "a", encoding="utf-8") as out:
                out.write(json.dumps(action.to_json()) + "\n")

    def push(self, scene: Scene) -> Scene:
        return self.stack.push(scene)

    def pop(self) -> Scene | None:
        return self.stack.pop()

    def replace(self, scene: Scene) -> Scene:
        return self.stack.replace(scene)

    def go_to_menu(self) -> None:
        """Closes every scene and shows the main menu."""
        from tabletop.scenes.menu import MenuScene

        self.stack.clear(MenuScene(self))

    def request_quit(self) -> None:
        """Asks before quitting (once: a second request while asking does nothing)."""
        from tabletop.scenes.dialogs import QuitDialog

        if not isinstance(self.stack.top, QuitDialog):
            self.push(QuitDialog(self))

    def toggle_fullscreen(self) -> None:
        """Switches between full screen and the window (F11), as the Settings screen would."""
        from tabletop.scenes.settings_form import apply_settings

        apply_settings(self, msgspec.structs.replace(self.settings, fullscreen=not self.settings.fullscreen))

    def handle(self, event: pygame.event.Event) -> None:
        """Routes one event: window keys first, then pygame_gui, then the top scene."""
        if event.type == pygame.QUIT:
            self.request_quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE):
            self.mark_dirty()
        self.manager.process_events(event)
        top = self.stack.top
        if top is not None:
            top.handle_event(event)
            top.dirty = True

    def mark_dirty(self) -> None:
        for scene in self.stack.scenes:
            scene.dirty = True

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> bool:
        """Runs one frame: events, update, and a draw if anything changed. Returns whether it drew.

        An exception from any scene ends in the error screen (with a crash report), not a dead window.
        """
        try:
            return self._frame(dt, events)
        except Exception as exc:  # noqa: BLE001 - every scene's bug lands here
            if not self.catch_crashes:
                raise
            self.crashed(exc)
            return True

    def crashed(self, exc: Exception) -> None:
        """Writes a crash report, drops every scene and shows the error screen with "Back to menu"."""
        from tabletop.scenes.error import show_crash

        show_crash(self, exc)

    def _frame(self, dt: float, events: list[pygame.event.Event] | None) -> bool:
        # Whatever sits in pygame's queue is taken every frame, even when a driver hands in its own
        # events: pygame_gui posts events that hold its widgets, and a queue never emptied kept every
        # closed table's widgets and pictures alive (about 7 MB a table in a headless run).
        if text_size.name() != self.settings.text_size:  # the settings were replaced whole (a tool, a test)
            settings_form.follow_text_size(self)
        queued = pygame.event.get()
        events = queued if events is None else [*events, *queued]
        for event in events:
            self.handle(event)
        # A scene busy before this frame's update is drawn once more after it: the frame in which a glide,
        # a flip or a burst ends shows where it ended (on a slow frame that is far from the last one drawn).
        moving = any(s.busy() for s in self.stack.visible())
        for scene in list(self.stack.scenes):
            scene.update(dt)
        # After the scenes: one may have swapped scenes in update(), and pygame_gui only
        # refreshes its list of what to draw in its own update.
        self.manager.update(dt)
        self.heap.tick(dt, self.stack)  # by now nothing refers to a scene that left
        scenes = self.stack.visible()
        needs = moving or any(s.dirty or s.busy() for s in scenes) or bool(events)
        if needs:
            self.render()
            if self.screen_map is not None:
                self.screen_map.frame(self)
        return needs

    def render(self) -> None:
        """Draws the visible scenes and the widgets, and presents the frame."""
        scenes = self.stack.visible()
        if not (scenes and scenes[0].fills_screen):  # a table paints every pixel itself
            self.screen.fill((12, 30, 48))
        for scene in scenes:
            scene.draw(self.screen)
            scene.dirty = False
        self.manager.draw_ui(self.screen)
        pygame.display.flip()
        self.frames_drawn += 1

    def run(self) -> None:
        """Runs the frame loop until the player quits, then closes the window. SIGTERM (a logout, a
        shutdown) ends it at once, without asking: the match in play is saved after every move, and
        the scenes are shut down (a computer player's worker stops)."""
        previous = signal.signal(signal.SIGTERM, self._terminated)
        try:
            with self._watched():
                self.loop()
        finally:
            signal.signal(signal.SIGTERM, previous)
        if self.terminated:
            self.stack.clear()
        pygame.quit()

    def _watched(self):
        """The secrets check on screen, when $OCTOPUS_TABLE_WATCH asks for it (tests of the real window)."""
        if not os.environ.get("OCTOPUS_TABLE_WATCH"):
            return contextlib.nullcontext()
        from tabletop.tools.screenwatch import from_environment

        return from_environment(self)

    def _terminated(self, signum: int, frame) -> None:
        self.terminated = True
        self.running = False

    def loop(self, until: Callable[[], bool] = lambda: False) -> None:
        """The frame loop: sleeps while nothing happens, so an idle table costs no CPU."""
        while self.running and self.stack.top is not None and not until():
            dt = self.clock.tick(60) / 1000.0
            drew = self.step(dt)
            if not drew and not self.manager.get_focus_set():
                self.idle()

    def idle(self) -> None:
        """Sleeps until an event comes, at most IDLE_WAIT_MS, in naps: pygame's event.wait polls every
        millisecond, which alone costs an idle table about 3 % CPU."""
        end = pygame.time.get_ticks() + IDLE_WAIT_MS
        while not pygame.event.peek() and pygame.time.get_ticks() < end:
            pygame.time.wait(IDLE_NAP_MS)
