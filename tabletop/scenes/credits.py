"""The Credits screen, from the main menu: each game's makers as its rulebook (or public pages) names
them, that this is an unofficial implementation for play at home, the libraries the app runs on and the
project's licence. Back or Esc returns to the menu."""

from __future__ import annotations

from html import escape

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop import __version__, credits, registry
from tabletop.scenes.base import Scene
from tabletop.scenes.style import backdrop, clicked, key_down

GAMES_BOX = pygame.Rect(100, 190, 1060, 740)
ABOUT_BOX = pygame.Rect(1190, 190, 630, 740)
#: Back sits mid-bottom, where the menu has no button: a double click on the menu's Credits (bottom
#: right) or on Back never lands its second click on a button of the screen that just opened.
BACK = pygame.Rect(815, 958, 290, 76)


def games_html() -> str:
    """Returns each installed game's name and makers, as the text box's HTML."""
    parts = []
    for game_id in registry.game_ids():
        lines = credits.maker_lines(credits.load(registry.folder(game_id)))
        body = "<br>".join(escape(line) for line in lines)
        parts.append(f"<b>{escape(registry.GAMES[game_id])}</b><br>{body}")
    return "<br><br>".join(parts)


def about_html() -> str:
    """Returns the unofficial note, the libraries with their versions and licences, and ours."""
    libraries = []
    for library in credits.LIBRARIES:
        version = credits.library_version(library)
        named = f"{library.name} {version}".strip()
        libraries.append(f"<b>{escape(named)}</b> ({escape(library.licence)}): {escape(library.what)}")
    return (
        f"{escape(credits.UNOFFICIAL)}<br><br><b>Runs on</b><br>"
        + "<br>".join(libraries)
        + f"<br><br>{escape(credits.BUILT_WITH)}<br><br>{escape(credits.OWN_LICENCE)}"
        + f"<br>Octopus Table {escape(__version__)}"
    )


class CreditsScene(Scene):
    """Who made the games and what the app runs on; Back (or Esc) returns."""

    def startup(self) -> None:
        self.make_root()
        self._label((100, 36, 1300, 100), "Credits", ObjectID("#title", "@left"))
        words = "Who made the games, and what the app runs on."
        self._label((104, 128, 1300, 44), words, ObjectID("#subtitle", "@left"))
        self.games_text = pygame_gui.elements.UITextBox(
            games_html(), GAMES_BOX, self.manager, container=self.root
        )
        self.about_text = pygame_gui.elements.UITextBox(
            about_html(), ABOUT_BOX, self.manager, container=self.root
        )
        self.back_button = pygame_gui.elements.UIButton(
            BACK, "Back", self.manager, container=self.root, object_id="#primary"
        )

    def _label(self, rect, text: str, object_id: ObjectID) -> None:
        pygame_gui.elements.UILabel(
            pygame.Rect(rect), text, self.manager, container=self.root, object_id=object_id
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        """Back or Esc returns to the menu."""
        if clicked(event, self.back_button) or key_down(event, pygame.K_ESCAPE):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
