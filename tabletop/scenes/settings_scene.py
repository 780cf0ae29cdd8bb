"""The Settings screen: window, animation, sound, colour-blind mode, hand-offs, computer time, names.

Every change is in force at once (tabletop/scenes/settings_form.py says how); Done or Esc keeps
them in the player's settings file. Reached from the main menu and the in-game menu.
"""

from __future__ import annotations

import msgspec
import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop import audio
from tabletop.scenes import settings_form as form
from tabletop.scenes.base import Scene
from tabletop.scenes.setup_form import make_menu
from tabletop.scenes.style import backdrop, clicked, draw_panel, key_down
from tabletop.settings import DEFAULT_NAMES, NAME_LIMIT, names_problem
from tabletop.ui.colours import seat_rgb, seat_symbol
from tabletop.ui.looks import bold_icon, pattern_for, patterned
from tabletop.ui.sprites import icon


def mix(a: tuple, b: tuple, t: float) -> tuple[int, int, int]:
    """Returns the colour a fraction `t` of the way from `a` to `b`."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))


SCREEN_PANEL = pygame.Rect(100, 190, 860, 740)
PLAY_PANEL = pygame.Rect(1000, 190, 820, 740)
ROW, CONTROL_X, CONTROL_W = 84, 350, 450
LEFT = ObjectID("#field_label", "@left")
SAMPLE_GAP_MS = 180  # the volume slider plays a sample at most this often
PREVIEW_Y = 864
PREVIEW_COLOURS = ("red", "green", "blue", "yellow", "purple", "orange")


class SettingsScene(Scene):
    """The player's settings, each a pygame_gui widget; Done (or Esc) saves them and goes back."""

    def __init__(self, app):
        super().__init__(app)
        self.menus: dict[str, pygame_gui.elements.UIDropDownMenu] = {}
        self.names: list[pygame_gui.elements.UITextEntryLine] = []
        self.last_sample = -SAMPLE_GAP_MS

    def startup(self) -> None:
        """Builds the two panels of settings and the buttons."""
        self.built_for = self.app.settings.text_size
        self.make_root()
        self._label((100, 36, 1300, 100), "Settings", ObjectID("#title", "@left"))
        words = "Changes take effect at once and are kept for next time."
        self._label((104, 128, 1300, 44), words, ObjectID("#subtitle", "@left"))
        self._build_screen_panel()
        self._build_play_panel()
        self.problem_label = self._label((104, 958, 1000, 50), "", ObjectID("#problem", "@left"))
        self.reset_button = self._button((1190, 946, 320, 76), "Reset to defaults")
        self.done_button = self._button((1530, 946, 290, 76), "Done", "#primary")

    def _label(self, rect, text: str, object_id, container=None) -> pygame_gui.elements.UILabel:
        return pygame_gui.elements.UILabel(
            pygame.Rect(rect), text, self.manager, container=container or self.root, object_id=object_id
        )

    def _button(self, rect, text: str, object_id: str | None = None) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, container=self.root, object_id=object_id
        )

    def _menu(self, name: str, label: str, choices, y: int, panel: pygame.Rect, tip: str = "") -> None:
        row = self._label((panel.x + 30, y, CONTROL_X - 40, 54), label, LEFT)
        rect = pygame.Rect(panel.x + CONTROL_X, y, CONTROL_W, 54)
        value = form.choice_values(self.app.settings)[name]
        self.menus[name] = make_menu(choices, value, rect, self.manager, self.root)
        if tip:
            row.set_tooltip(tip, wrap_width=420)

    def _build_screen_panel(self) -> None:
        p = SCREEN_PANEL
        self._label((p.x + 30, p.y + 20, 600, 56), "Screen and sound", ObjectID("#heading", "@left"))
        y = p.y + 90
        self._menu("display", "Display", form.DISPLAY_CHOICES, y, p, "F11 switches at any time.")
        self._menu("window_size", "Window size", form.SIZE_CHOICES, y + ROW, p)
        self._menu(
            "speed", "Animation", form.SPEED_CHOICES, y + 2 * ROW, p, "How fast cards glide to their place."
        )
        self._label((p.x + 30, y + 3 * ROW, CONTROL_X - 40, 54), "Sound volume", LEFT)
        volume = round(self.app.settings.volume * 100)
        self.volume_slider = self._slider(p, y + 3 * ROW, volume, (0, 100), 5)
        self.volume_label = self._label((p.x + CONTROL_X + 390, y + 3 * ROW, 90, 54), "", LEFT)
        self._menu("sound", "Sound", form.SOUND_CHOICES, y + 4 * ROW, p)
        tip = "Colours get bold symbols and a pattern each, on every card and token."
        self._menu("colour_blind", "Colour-blind mode", form.COLOUR_CHOICES, y + 5 * ROW, p, tip)
        tip = "Large: every text and mark of the table and the screens a quarter larger."
        self._menu("text_size", "Text and icons", form.TEXT_CHOICES, y + 6 * ROW, p, tip)
        words = "As the cards will look:"
        self._label((p.x + 30, PREVIEW_Y + 8, 300, 40), words, ObjectID("#hint", "@left"))
        self._show_values()

    def _slider(
        self, panel: pygame.Rect, y: int, value, span, step
    ) -> pygame_gui.elements.UIHorizontalSlider:
        rect = pygame.Rect(panel.x + CONTROL_X, y + 4, 370, 46)
        return pygame_gui.elements.UIHorizontalSlider(
            rect, value, span, self.manager, container=self.root, click_increment=step
        )

    def _build_play_panel(self) -> None:
        p = PLAY_PANEL
        self._label((p.x + 30, p.y + 20, 600, 56), "Players and computers", ObjectID("#heading", "@left"))
        y = p.y + 100
        tip = (
            "On: a 'Pass to …' screen hides each hand when the next player is another person; "
            "after Done, your last move can still be taken back before the computer is passed on."
        )
        self._menu("handoffs", "Hand-offs", form.HANDOFF_CHOICES, y, p, tip)
        self._label((p.x + 30, y + ROW, CONTROL_X - 40, 54), "Computer time", LEFT)
        think = self.app.settings.think_seconds
        self.think_slider = self._slider(p, y + ROW, think, form.THINK_RANGE, 0.1)
        self.think_label = self._label((p.x + CONTROL_X + 390, y + ROW, 90, 54), "", LEFT)
        words = "How long a Hard computer player may think about a move."
        self._label((p.x + 30, y + 2 * ROW - 24, p.width - 40, 40), words, ObjectID("#hint", "@left"))
        tip = "Shown: a Hint button (and the ? key) at the table lights a good move and says why."
        self._menu("hints", "Hint button", form.HINT_CHOICES, y + 2 * ROW + 26, p, tip)
        self._label((p.x + 30, y + 3 * ROW + 30, 700, 50), "Names for a new game", LEFT)
        self._build_names(p, y + 4 * ROW + 10)
        self._show_values()

    def _build_names(self, panel: pygame.Rect, top: int) -> None:
        names = list(self.app.settings.names) + list(DEFAULT_NAMES[len(self.app.settings.names) :])
        for i, name in enumerate(names[: len(DEFAULT_NAMES)]):
            x = panel.x + 30 + (i // 4) * 390
            y = top + (i % 4) * 68
            self._label((x, y, 40, 54), str(i + 1), ObjectID("#field_label", "@right"))
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(x + 50, y, 320, 54), self.manager, container=self.root, initial_text=name
            )
            entry.set_text_length_limit(NAME_LIMIT)
            self.names.append(entry)

    def _show_values(self) -> None:
        if hasattr(self, "volume_label"):
            self.volume_label.set_text(f"{round(self.app.settings.volume * 100)} %")
        if hasattr(self, "think_label"):
            self.think_label.set_text(f"{self.app.settings.think_seconds:.1f} s")

    # Input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Takes up each change at once; Done or Esc keeps them; Reset brings back the defaults."""
        if clicked(event, self.done_button) or key_down(event, pygame.K_ESCAPE):
            self.close()
        elif clicked(event, self.reset_button):
            self.reset()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            name = next((n for n, m in self.menus.items() if m is event.ui_element), None)
            if name is not None:
                self.change(form.with_choice(self.app.settings, name, event.selected_option_id))
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            self._slid(event.ui_element)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.names:
            self._named()

    def _slid(self, slider) -> None:
        settings = self.app.settings
        if slider is self.volume_slider:
            self.change(msgspec.structs.replace(settings, volume=slider.get_current_value() / 100))
            now = pygame.time.get_ticks()
            if now - self.last_sample >= SAMPLE_GAP_MS:  # the player hears the level they chose
                self.last_sample = now
                audio.play("drop")
        elif slider is self.think_slider:
            seconds = form.think_value(slider.get_current_value())
            self.change(msgspec.structs.replace(settings, think_seconds=seconds))

    def _named(self) -> None:
        names = [entry.get_text() for entry in self.names]
        problem = names_problem(names)
        self.problem_label.set_text(f"{problem} The last good names are kept." if problem else "")
        if not problem:
            self.change(msgspec.structs.replace(self.app.settings, names=[n.strip() for n in names]))

    def change(self, new) -> None:
        """Puts new settings in force and shows their values."""
        form.apply_settings(self.app, new)
        self._show_values()

    def reset(self) -> None:
        """Brings back every default (the window and sound change at once) and rebuilds the form."""
        from tabletop.settings import load_settings

        self.change(load_settings())
        self.rebuild()

    def rebuild(self) -> None:
        """Builds the form afresh from the settings in force."""
        self.menus, self.names = {}, []
        self.shutdown()
        self.startup()

    def settings_changed(self) -> None:
        """Shows in the form a change made elsewhere (F11 switches full screen while it is open)."""
        super().settings_changed()
        values = form.choice_values(self.app.settings)
        if (
            any(
                name in self.menus and self.menus[name].selected_option[1] != values[name]
                for name in ("display", "text_size")
            )
            or self.built_for != values["text_size"]
        ):
            self.rebuild()  # also laid out anew for a new text size

    def close(self) -> None:
        """Saves the settings in force and goes back; a save that fails is explained after."""
        problem = form.keep(self.app)
        if self.app.stack.top is self:
            self.app.pop()
        if problem:
            from tabletop.scenes.notice import NoticeDialog

            self.app.push(NoticeDialog(self.app, "Settings not saved", problem))

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the ocean and the two panels (the widgets are drawn over them)."""
        surface.blit(backdrop(surface.get_size(), calm=True), (0, 0))
        draw_panel(surface, SCREEN_PANEL)
        draw_panel(surface, PLAY_PANEL)
        self._preview(surface)

    def _preview(self, surface: pygame.Surface) -> None:
        # Small cards in six colours, drawn as the colour-blind setting asks, so its effect is seen here.
        cb = self.app.settings.colour_blind
        for i, colour in enumerate(PREVIEW_COLOURS):
            rect = pygame.Rect(SCREEN_PANEL.x + CONTROL_X + i * 78, PREVIEW_Y, 64, 56)
            pygame.draw.rect(surface, seat_rgb(colour), rect, border_radius=8)
            if cb:
                patterned(surface, rect, pattern_for(i), (*mix(seat_rgb(colour), (0, 0, 0), 0.3), 255), 8)
            symbol = seat_symbol(colour)
            mark = (
                bold_icon(symbol, 36, (255, 255, 255), (24, 28, 40))
                if cb
                else icon(symbol, 30, (255, 255, 255))
            )
            surface.blit(mark, mark.get_rect(center=rect.center))
            pygame.draw.rect(surface, (250, 246, 236), rect, 2, border_radius=8)
