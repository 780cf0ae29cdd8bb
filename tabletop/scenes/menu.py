"""The main menu: the app's title, one large button per registered game, Continue / Load / History, Quit."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop import __version__, registry
from tabletop.scenes.base import Scene
from tabletop.scenes.menu_saves import MASCOT, SavedGames
from tabletop.scenes.shortcuts import MENU_HINT
from tabletop.scenes.style import PassiveImage, PassiveLabel, backdrop, clicked, key_down, octopus
from tabletop.ui import text_size
from tabletop.ui.sprites import font

TAGLINE = "Octopus games for the whole family: pass and play, or take on the computer."
LEFT, WIDTH, TOP = 150, 1100, 262
BUTTON_H, GAP = 112, 18
VERSION_RECT = (1920 - 300, 20, 260, 36)  # small, in the top right corner
HINT_X = LEFT + 520  # the keys hint, between Quit and Settings on the left and Credits on the right
CREDITS_X = 1920 - 300


def version_words() -> str:
    """Returns the version as the menu shows it (the one a bug report names)."""
    return f"Version {__version__}"


class MenuScene(Scene):
    """The first screen: pick a game to set it up, or quit."""

    def __init__(self, app):
        super().__init__(app)
        self.game_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.quit_button: pygame_gui.elements.UIButton | None = None
        self.settings_button: pygame_gui.elements.UIButton | None = None
        self.credits_button: pygame_gui.elements.UIButton | None = None
        self.saved: SavedGames | None = None
        self.text_size = ""  # the text size its widgets were laid out for

    def resume(self) -> None:
        """Shows the menu again, laid out anew if the text size changed meanwhile (in Settings)."""
        if self.text_size != text_size.name():
            self.shutdown()
            self.game_buttons = {}
            self.startup()
        super().resume()

    def startup(self) -> None:
        """Builds the title, the game buttons and Quit."""
        self.text_size = text_size.name()
        self.make_root()
        self._label((LEFT - 6, 56, WIDTH, 100), "Octopus Table", ObjectID("#title", "@left"))
        self._label((LEFT, 156, 1920 - LEFT - 60, 50), TAGLINE, ObjectID("#subtitle", "@left"))
        for row, game_id in enumerate(registry.game_ids()):
            self.game_buttons[game_id] = self._game_button(game_id, TOP + row * (BUTTON_H + GAP))
        self.saved = SavedGames(self)
        self.quit_button = pygame_gui.elements.UIButton(
            pygame.Rect(LEFT, 1080 - 128, 220, 72), "Quit", self.manager, container=self.root
        )
        self.settings_button = pygame_gui.elements.UIButton(
            pygame.Rect(LEFT + 240, 1080 - 128, 240, 72), "Settings", self.manager, container=self.root
        )
        self.credits_button = pygame_gui.elements.UIButton(
            pygame.Rect(CREDITS_X, 1080 - 128, 240, 72), "Credits", self.manager, container=self.root
        )
        self._label((HINT_X, 1080 - 110, CREDITS_X - 20 - HINT_X, 40), MENU_HINT, ObjectID("#hint", "@right"))
        self._label(VERSION_RECT, version_words(), ObjectID("#hint", "@right"))

    def _label(self, rect, text: str, object_id: ObjectID) -> None:
        pygame_gui.elements.UILabel(
            pygame.Rect(rect), text, self.manager, container=self.root, object_id=object_id
        )

    def _game_button(self, game_id: str, y: int) -> pygame_gui.elements.UIButton:
        rect = pygame.Rect(LEFT, y, WIDTH, BUTTON_H)
        game = registry.game(game_id)  # its declaration only: no rules or content load before it is picked
        button = pygame_gui.elements.UIButton(
            rect, game.name, self.manager, container=self.root, object_id="#game_button"
        )
        emblem = octopus(92, game.emblem)
        PassiveImage(
            pygame.Rect(rect.x + 30, rect.y + 10, 92, 92),
            emblem,
            self.manager,
            container=self.root,
            starting_height=2,
        )
        width = WIDTH - 177
        # Large text: a long blurb a little smaller, not cut.
        blurb_id = "#blurb_snug" if font(26).size(game.blurb)[0] > width else "#blurb"
        for text, box, theme_id in (
            (game.blurb, pygame.Rect(rect.x + 157, rect.y + 64, width, 36), blurb_id),
            (game.players_words(), pygame.Rect(rect.right - 250, rect.y + 14, 220, 36), "#players_tag"),
        ):
            PassiveLabel(box, text, self.manager, container=self.root, object_id=theme_id)
        return button

    def handle_event(self, event: pygame.event.Event) -> None:
        """Opens a game's setup, or asks before quitting (Quit button or Esc)."""
        if clicked(event, self.quit_button) or key_down(event, pygame.K_ESCAPE):
            self.app.request_quit()
            return
        if clicked(event, self.settings_button):
            from tabletop.scenes.settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
            return
        if clicked(event, self.credits_button):
            from tabletop.scenes.credits import CreditsScene

            self.app.push(CreditsScene(self.app))
            return
        if self.saved is not None and self.saved.handle_event(event):
            return
        for game_id, button in self.game_buttons.items():
            if clicked(event, button):
                self.open_setup(game_id)

    def open_setup(self, game_id: str) -> None:
        """Pushes the new-game setup of `game_id`."""
        from tabletop.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app, game_id))

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the ocean and the mascot beside the menu."""
        surface.blit(backdrop(surface.get_size()), (0, 0))
        centre, size = MASCOT
        art = octopus(size)
        surface.blit(art, art.get_rect(center=centre))
