"""The scene stack: one scene on top takes the input; each scene has documented lifecycle hooks."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

if TYPE_CHECKING:
    from tabletop.scenes.app import App


class Scene:
    """A screen of the app. The stack calls its hooks in this order:

    startup()  once, when pushed (build widgets here);
    pause()    when another scene is pushed on top of it (its widgets hide);
    resume()   when the scene above is popped and it is on top again (widgets show);
    out_of_sight()  when an opaque scene comes on top of it: it may let go of what it draws with,
               and draws it anew when seen again;
    shutdown() once, when it leaves the stack (its widgets are killed).
    Between those: handle_event() for each event, update(dt) each frame, draw() when dirty.
    """

    #: When False, the scene below is drawn first (dialogs over the table).
    opaque = True
    #: When True, draw() sets every pixel of the screen, so the app need not clear it first.
    fills_screen = False
    #: When True, the scene holds many pictures or much laid-out text: once it has left the stack,
    #: the app gives the memory back (tabletop/scenes/memory.py).
    large = False

    def __init__(self, app: App):
        self.app = app
        self.root: pygame_gui.core.UIContainer | None = None
        self.dirty = True

    @property
    def manager(self) -> pygame_gui.UIManager:
        return self.app.manager

    def make_root(self, rect: pygame.Rect | None = None) -> pygame_gui.core.UIContainer:
        """Returns this scene's container; every widget of the scene lives inside it."""
        self.root = pygame_gui.core.UIContainer(
            rect or pygame.Rect(0, 0, *self.app.size), self.manager, starting_height=self._layer()
        )
        return self.root

    def _layer(self) -> int:
        return 1 + 10 * len(self.app.stack)

    def startup(self) -> None:
        """Builds the scene; called once when it is pushed."""

    def pause(self) -> None:
        """Hides the scene's widgets while another scene is on top."""
        if self.root is not None:
            self.root.hide()

    def resume(self) -> None:
        """Shows the widgets again when the scene is on top once more."""
        if self.root is not None:
            self.root.show()
        self.dirty = True

    def out_of_sight(self) -> None:
        """Lets go of what the scene only needs to be drawn; an opaque scene now hides it."""

    def shutdown(self) -> None:
        """Releases the scene's widgets; called once when it leaves the stack."""
        if self.root is not None:
            self.root.kill()
            self.root = None

    def handle_event(self, event: pygame.event.Event) -> None:
        """Reacts to one event (pygame_gui has seen it first)."""

    def update(self, dt: float) -> None:
        """Advances timers and animations by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the scene's own pixels (widgets are drawn by pygame_gui afterwards)."""

    def busy(self) -> bool:
        """Tells whether the scene must keep redrawing (an animation or a timer runs)."""
        return False

    def settings_changed(self) -> None:
        """Takes up changed settings (the Settings screen calls it on every scene in the stack)."""
        self.dirty = True


class SceneStack:
    """Scenes on top of one another; only the top one gets input."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.large_left = False  # a large scene was shut down since the app last gave memory back
        self.left = False  # any scene was shut down since then
        #: Gives memory back when a large scene has left and another is about to start in its place,
        #: so the two never hold their memory at once (the app sets it; tests leave it idle).
        self.settle: Callable[[], None] = lambda: None

    def __len__(self) -> int:
        return len(self.scenes)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        """Pauses the top scene and starts `scene` above it."""
        if self.top is not None:
            self.top.pause()
        self.scenes.append(scene)
        scene.startup()
        self._hide_below(scene)
        return scene

    def pop(self) -> Scene | None:
        """Shuts the top scene down and resumes the one below."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        self._shut(scene)
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Shuts the top scene down and starts `scene` in its place."""
        if self.scenes:
            self._shut(self.scenes.pop())
        self._settle()
        self.scenes.append(scene)
        scene.startup()
        self._hide_below(scene)
        return scene

    def clear(self, scene: Scene | None = None) -> None:
        """Shuts every scene down (top first), then starts `scene` alone if given."""
        while self.scenes:
            self._shut(self.scenes.pop())
        self._settle()
        if scene is not None:
            self.push(scene)

    def _settle(self) -> None:
        if self.large_left:
            self.settle()
            self.large_left = self.left = False

    def _hide_below(self, scene: Scene) -> None:
        if scene.opaque:
            for below in self.scenes[:-1]:
                below.out_of_sight()

    def _shut(self, scene: Scene) -> None:
        scene.shutdown()
        self.left = True
        self.large_left = self.large_left or scene.large

    def visible(self) -> list[Scene]:
        """Returns the scenes to draw, bottom first: the top one and those seen through it."""
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        return self.scenes[max(start, 0) :]
