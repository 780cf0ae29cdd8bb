"""The error screen: what went wrong, where the crash report is, and a way back to the menu.

`show_crash` is what the App does with an exception from any scene: it writes a crash report
(not for broken content, which is the content's fault and is shown line by line), drops every
scene, and shows this screen. The autosave is never touched.
"""

from __future__ import annotations

import html
import sys

import pygame
import pygame_gui

from tabletop.components.loader import ComponentError
from tabletop.scenes.base import Scene
from tabletop.scenes.style import backdrop, clicked, key_down, octopus

MAX_LINES = 8
WIDTH = 1400


class ErrorScene(Scene):
    """A full screen: a heading, the message lines, a note, and "Back to menu" (Enter or Esc too)."""

    def __init__(self, app, heading: str, lines: list[str], note: str = ""):
        super().__init__(app)
        self.heading, self.note = heading, note
        self.lines = lines[:MAX_LINES] + (
            [f"... and {len(lines) - MAX_LINES} more"] if len(lines) > MAX_LINES else []
        )

    def startup(self) -> None:
        """Builds the heading, the message box, the note and the button."""
        root = self.make_root()
        left = (self.app.size[0] - WIDTH) // 2
        pygame_gui.elements.UILabel(
            pygame.Rect(left, 250, WIDTH, 120), self.heading, self.manager, container=root, object_id="#title"
        )
        body = "<br>".join(html.escape(line, quote=False) for line in self.lines)
        self.text = pygame_gui.elements.UITextBox(
            body, pygame.Rect(left, 390, WIDTH, 170), self.manager, container=root, object_id="#notice_text"
        )
        if self.note:  # room for three lines: a crash report's path is long
            pygame_gui.elements.UITextBox(
                html.escape(self.note, quote=False),
                pygame.Rect(left, 570, WIDTH, 190),
                self.manager,
                container=root,
                object_id="#notice_text",
            )
        rect = pygame.Rect(0, 0, 420, 84)
        rect.center = (self.app.size[0] // 2, 830)
        self.menu_button = pygame_gui.elements.UIButton(
            rect, "Back to menu", self.manager, container=root, object_id="#primary"
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        """Back to menu on the button, Enter or Esc."""
        keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
        if clicked(event, self.menu_button) or key_down(event, *keys):
            self.app.go_to_menu()

    def draw(self, surface: pygame.Surface) -> None:
        """Draws a calm sea and a small octopus above the heading."""
        surface.blit(backdrop(surface.get_size(), calm=True), (0, 0))
        art = octopus(170, (150, 160, 175))
        surface.blit(art, art.get_rect(center=(surface.get_width() // 2, 150)))


def crash_screen(exc: BaseException, scenes: list, autosave: bool) -> tuple[str, list[str], str]:
    """Returns the heading, lines and note for an exception, writing a crash report unless it is content."""
    if isinstance(exc, ComponentError):
        note = "Its components file has a problem; the other games are not affected."
        return "This game can't be opened", exc.lines, note
    from tabletop.crash import write_report

    try:
        where = f"Sorry: Octopus Table hit a bug. A crash report was saved to {write_report(exc, scenes)}."
    except (OSError, ValueError, TypeError) as problem:
        where = f"The crash report could not be written ({problem})."
    kept = (
        " Your autosave is kept: continue the game from the menu." if autosave and _had_match(scenes) else ""
    )
    return "Something went wrong", [f"{type(exc).__name__}: {exc}"], where + kept


def _had_match(scenes: list) -> bool:
    return any(getattr(s, "match", None) is not None for s in scenes)


def show_crash(app, exc: BaseException) -> None:
    """Reports `exc`, drops every scene (their own clean-up guarded) and shows the error screen."""
    scenes = list(app.stack.scenes)
    if scenes and isinstance(scenes[-1], ErrorScene):
        raise exc  # the error screen itself failed: nothing safer is left to show
    heading, lines, note = crash_screen(exc, scenes, app.autosave)
    print(f"main.py: {lines[0]} ({note})", file=sys.stderr)
    for scene in reversed(scenes):
        try:
            scene.shutdown()
        except Exception:  # noqa: BLE001 - a broken scene must not stop the others from closing
            pass
    app.stack.scenes.clear()
    app.manager.clear_and_reset()
    app.push(ErrorScene(app, heading, lines, note))
