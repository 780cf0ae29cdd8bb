"""Small dialogs over a dimmed scene: confirm, quit, the in-game menu and a chooser of options."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from tabletop.scenes.base import Scene
from tabletop.scenes.style import clicked, dim, key_down
from tabletop.ui.sprites import font

BUTTON_H = 76
GAP = 18
NUMBER_KEYS = (
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
    pygame.K_5,
    pygame.K_6,
    pygame.K_7,
    pygame.K_8,
    pygame.K_9,
)


class Dialog(Scene):
    """A centred panel over a dimmed view of the scene below; Esc closes it without acting."""

    opaque = False

    def make_panel(self, width: int, height: int) -> pygame_gui.elements.UIPanel:
        """Builds the scene's root and a centred panel of this size; widgets go inside the panel."""
        root = self.make_root()
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        self.panel = pygame_gui.elements.UIPanel(
            rect, manager=self.manager, container=root, object_id="#dialog_panel"
        )
        return self.panel

    def label(self, y: int, height: int, text: str, object_id: str) -> pygame_gui.elements.UILabel:
        """Adds a line of text centred across the panel at `y`."""
        rect = pygame.Rect(30, y, self.panel.relative_rect.width - 66, height)
        return pygame_gui.elements.UILabel(
            rect, text, self.manager, container=self.panel, object_id=object_id
        )

    def button(self, rect: tuple[int, int, int, int], text: str, object_id: str | None = None):
        """Adds a button inside the panel."""
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, container=self.panel, object_id=object_id
        )

    def close(self) -> None:
        """Pops the dialog (only if it is still on top, so a double click cannot pop another scene)."""
        if self.app.stack.top is self:
            self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Closes the dialog on Esc."""
        if key_down(event, pygame.K_ESCAPE):
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        """Dims whatever is drawn below."""
        dim(surface)


class ConfirmDialog(Dialog):
    """Asks a yes/no question; yes closes the dialog then calls `on_yes()`; no or Esc just closes it."""

    def __init__(
        self,
        app,
        question: str,
        yes_label: str,
        on_yes: Callable[[], None],
        no_label: str = "Cancel",
        detail: str = "",
    ):
        super().__init__(app)
        self.question, self.detail = question, detail
        self.yes_label, self.no_label = yes_label, no_label
        self.on_yes = on_yes

    def startup(self) -> None:
        """Builds the question and its two buttons (the safe one on the left)."""
        height = 290 + (56 if self.detail else 0)
        self.make_panel(820, height)
        self.label(46, 64, self.question, "#heading")
        if self.detail:
            self.label(118, 44, self.detail, "#body")
        y = height - BUTTON_H - 56
        self.no_button = self.button((60, y, 330, BUTTON_H), self.no_label)
        self.yes_button = self.button((424, y, 330, BUTTON_H), self.yes_label, "#danger")

    def handle_event(self, event: pygame.event.Event) -> None:
        """Yes acts, No or Esc closes."""
        if clicked(event, self.yes_button):
            self.close()
            self.on_yes()
        elif clicked(event, self.no_button) or key_down(event, pygame.K_ESCAPE):
            self.close()


SAVED_WORDS = "Your game is saved: Continue in the menu brings it back."


class QuitDialog(ConfirmDialog):
    """Asks before the app closes: Quit stops the frame loop; the other button (or Esc) returns. Over a
    game in play it says the game is saved and offers to keep playing; elsewhere, to stay."""

    def __init__(self, app):
        playing = any(
            getattr(getattr(scene, "match", None), "outcome", True) is None for scene in app.stack.scenes
        )
        no_label = "Keep playing" if playing else "Stay"
        detail = SAVED_WORDS if playing and app.autosave else ""
        super().__init__(app, "Quit Octopus Table?", "Quit", self._stop, no_label=no_label, detail=detail)

    def _stop(self) -> None:
        self.app.running = False


class InGameMenu(Dialog):
    """The pause menu of a game: Resume, the rules, and Quit to menu (after a confirmation).

    `on_quit_to_menu`, when given, runs once the player confirms (to stop a computer player or save),
    just before the app goes back to the main menu. `game_id` picks the rules shown; without it, the
    game of the nearest scene below that has a `match` is used.
    """

    def __init__(
        self,
        app,
        on_quit_to_menu: Callable[[], None] | None = None,
        game_id: str | None = None,
        start_over: Callable[[], None] | None = None,
    ):
        super().__init__(app)
        self.on_quit_to_menu = on_quit_to_menu
        self.start_over = start_over  # a lesson's: Start over (after a confirmation), else no such button
        self.over_button = None
        self.game_id = game_id if game_id is not None else self._game_below()

    def _game_below(self) -> str | None:
        for scene in reversed(self.app.stack.scenes):
            match = getattr(scene, "match", None)
            if match is not None:
                return match.rules.id
        return None

    def startup(self) -> None:
        """Builds the four buttons on the left and the list of keys on the right."""
        from tabletop.scenes.shortcuts import add_list

        self.make_panel(1500, 620)
        self.label(36, 64, "Game paused", "#heading")
        width, rows = 440, [126 + i * (BUTTON_H + GAP) for i in range(5)]
        self.resume_button = self.button((60, rows[0], width, BUTTON_H), "Resume", "#primary")
        self.rules_button = self.button((60, rows[1], width, BUTTON_H), "How to play")
        self.settings_button = self.button((60, rows[2], width, BUTTON_H), "Settings")
        if self.start_over is not None:
            self.over_button = self.button((60, rows[3], width, BUTTON_H), "Start the lesson over")
            rows[3] = rows[4]
        self.leave_button = self.button((60, rows[3], width, BUTTON_H), "Quit to menu", "#danger")
        if self.game_id is None:
            self.rules_button.disable()
        self.shortcut_labels = add_list(self.manager, self.panel, (560, 118), 890)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Resume or Esc closes; How to play opens the rules; Settings opens them; Quit to menu asks first."""
        if clicked(event, self.resume_button) or key_down(event, pygame.K_ESCAPE):
            self.close()
        elif clicked(event, self.rules_button) and self.game_id is not None:
            from tabletop.scenes.rules_ref import RulesScene

            self.app.push(RulesScene(self.app, self.game_id))
        elif clicked(event, self.settings_button):
            from tabletop.scenes.settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif self.over_button is not None and clicked(event, self.over_button):
            detail = "It begins again at its first step."
            self.app.push(
                ConfirmDialog(
                    self.app, "Start the lesson over?", "Start over", self.start_over, "Keep going", detail
                )
            )
        elif clicked(event, self.leave_button):
            detail = "It is saved: Continue in the main menu brings it back."
            self.app.push(
                ConfirmDialog(
                    self.app, "Leave this game?", "Quit to menu", self._leave, "Keep playing", detail
                )
            )

    def _leave(self) -> None:
        if self.on_quit_to_menu is not None:
            self.on_quit_to_menu()
        self.app.go_to_menu()


class ChooserDialog(Dialog):
    """Offers choices: a pick closes the dialog, then calls `on_choose(value)`; Cancel or Esc calls nothing.

    Keys 1 to 9 pick the options in order.
    """

    VISIBLE = 7
    WIDTH = 760  # at least; wider for long options, up to MAX_WIDTH
    MAX_WIDTH = 1800
    OPTION_FONT = 28  # #choice_button's font size in the theme

    def __init__(
        self, app, title: str, options: list[tuple[str, object]], on_choose: Callable[[object], None]
    ):
        super().__init__(app)
        self.title = title
        self.options = list(options)
        self.on_choose = on_choose
        self.option_buttons: list[pygame_gui.elements.UIButton] = []
        longest = max((font(self.OPTION_FONT, True).size(text)[0] for text, _ in self.options), default=0)
        self.width = max(self.WIDTH, min(self.MAX_WIDTH, longest + 126 + 24 + 60))

    def startup(self) -> None:
        """Builds the title, one button per option (scrolling when there are many) and Cancel."""
        shown = max(1, min(len(self.options), self.VISIBLE))
        list_h = shown * (BUTTON_H + GAP) - GAP
        self.make_panel(self.width, 130 + list_h + 40 + BUTTON_H + 40)
        self.label(30, 64, self.title, "#heading")
        holder = self._option_holder(list_h)
        width = self.width - 126 - (24 if len(self.options) > self.VISIBLE else 0)
        for row, (text, _) in enumerate(self.options):
            rect = pygame.Rect(0, row * (BUTTON_H + GAP), width, BUTTON_H)
            button = pygame_gui.elements.UIButton(
                rect, text, self.manager, container=holder, object_id="#choice_button"
            )
            self.option_buttons.append(button)
        self.cancel_button = self.button(
            ((self.width - 300) // 2 - 3, 130 + list_h + 40, 300, BUTTON_H), "Cancel"
        )

    def _option_holder(self, list_h: int):
        rect = pygame.Rect(60, 120, self.width - 126, list_h)
        if len(self.options) <= self.VISIBLE:
            return pygame_gui.core.UIContainer(rect, self.manager, container=self.panel)
        holder = pygame_gui.elements.UIScrollingContainer(
            rect, self.manager, container=self.panel, allow_scroll_x=False
        )
        holder.set_scrollable_area_dimensions((rect.width - 24, len(self.options) * (BUTTON_H + GAP) - GAP))
        return holder

    def handle_event(self, event: pygame.event.Event) -> None:
        """A pick closes then reports the value; Cancel or Esc closes silently."""
        if clicked(event, self.cancel_button) or key_down(event, pygame.K_ESCAPE):
            self.close()
            return
        for index, button in enumerate(self.option_buttons):
            if clicked(event, button) or key_down(event, *NUMBER_KEYS[index : index + 1]):
                self.choose(index)
                return

    def choose(self, index: int) -> None:
        """Closes the dialog, then calls `on_choose` with the value of option `index`."""
        self.close()
        self.on_choose(self.options[index][1])
