"""The new-game setup: players, colours, computer seats, the game's variants, who starts and the seed."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop import registry
from tabletop.bots.players import levels_for
from tabletop.rules.core import Variant
from tabletop.rules.match import SEAT_COLOURS, Match
from tabletop.scenes import setup_form as form
from tabletop.scenes.base import Scene
from tabletop.scenes.style import backdrop, clicked, draw_panel, key_down, preload_text_fonts, swatch

SEATS_PANEL = pygame.Rect(100, 200, 960, 720)
OPTIONS_PANEL = pygame.Rect(1100, 200, 720, 720)
ROWS_ORIGIN = (SEATS_PANEL.x + 30, SEATS_PANEL.y + 134)
LEFT = ObjectID("#field_label", "@left")
ROW = 64  # an option row's height, less when a game has many options
SEED_BLOCK = 140  # the seed's row and its hint, at the options panel's foot


class SetupScene(Scene):
    """Fills in a new game of `game_id`; Start builds the Match and opens its table."""

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.rules = registry.load_rules(game_id)
        self.drafts = form.default_drafts(min(self.rules.max_players, len(SEAT_COLOURS)), app.settings.names)
        self.levels = levels_for(game_id)
        for draft in self.drafts:  # a new computer seat plays at Normal where the game has it
            draft.level = self.levels[min(1, len(self.levels) - 1)]
        self.count = max(self.rules.min_players, min(2, len(self.drafts)))
        self.choices = {v.key: v.default for v in self.rules.variants}
        self.first = "random"
        self.rows: list[form.SeatRow] = []
        self.variant_menus: dict[str, pygame_gui.elements.UIDropDownMenu] = {}
        self.menu_choices: dict[str, list[tuple[str, str]]] = {}
        self.extra = registry.extra_scene(game_id)  # the game's own scene (button words, class), if any
        self.extra_button: pygame_gui.elements.UIButton | None = None
        self.first_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.first_y = 0
        self.row_height = ROW
        self.problem = ""
        self.said_as = "#problem"

    def startup(self) -> None:
        """Builds the form and checks it."""
        self.make_root()
        preload_text_fonts(self.manager)
        title = self.rules.name or registry.GAMES.get(self.game_id, self.game_id)
        self._label((100, 40, 1300, 100), title, ObjectID("#title", "@left"))
        self._label(
            (104, 134, 1300, 44),
            "Choose the players and the options, then start.",
            ObjectID("#subtitle", "@left"),
        )
        self.rules_button = self._button((1520, 64, 300, 64), "How to play")
        from tabletop.history import LESSON  # Learn to play: for a game with a tutorial.yaml
        from tabletop.tutor.lesson import has_lesson

        self.lesson_button = self._button((1200, 64, 300, 64), LESSON) if has_lesson(self.game_id) else None
        self._build_seats_panel()
        self._build_options_panel()
        self.problem_label = self._label((104, 958, 1160, 50), "", ObjectID("#problem", "@left"))
        self.back_button = self._button((1290, 946, 220, 76), "Back")
        self.start_button = self._button((1530, 946, 290, 76), "Start game", "#primary")
        self._refresh()

    def _label(self, rect, text: str, object_id) -> pygame_gui.elements.UILabel:
        return pygame_gui.elements.UILabel(
            pygame.Rect(rect), text, self.manager, container=self.root, object_id=object_id
        )

    def _button(self, rect, text: str, object_id: str | None = None) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, container=self.root, object_id=object_id
        )

    def _build_seats_panel(self) -> None:
        p = SEATS_PANEL
        self._label((p.x + 30, p.y + 20, 400, 56), "Players", ObjectID("#heading", "@left"))
        self.count_menu = None
        self._build_count_menu()
        heads = (("Name", 110), ("Colour", 110 + form.NAME_WIDTH + 20), ("Played by", 30 + form.KIND_X))
        for text, x in heads:
            self._label((p.x + x, p.y + 90, 220, 36), text, "#table_head")
        self._build_rows()

    def _build_count_menu(self) -> None:
        if self.count_menu is not None:
            self.count_menu.kill()
        counts = [(f"{n} player{'s' * (n > 1)}", str(n)) for n in range(self.fewest(), len(self.drafts) + 1)]
        rect = pygame.Rect(SEATS_PANEL.right - 290, SEATS_PANEL.y + 22, 260, 54)
        self.count_menu = form.make_menu(counts, str(self.count), rect, self.manager, self.root)

    def _build_rows(self) -> None:
        for row in self.rows:
            row.kill()
        self.rows = [
            form.SeatRow(i, self.drafts[i], ROWS_ORIGIN, self.manager, self.root, self.levels)
            for i in range(self.count)
        ]

    def _build_options_panel(self) -> None:
        p = OPTIONS_PANEL
        self._label((p.x + 30, p.y + 20, 300, 56), "Options", ObjectID("#heading", "@left"))
        if self.extra is not None:  # beside the heading: the rows below keep all the room there is
            self.extra_button = self._button((p.x + 340, p.y + 21, 350, 54), self.extra[0])
        y = p.y + 96
        rows = len(self.rules.variants) + self.rules.chooses_first_player
        compact = rows > 3
        self.row_height = min(ROW, (p.bottom - SEED_BLOCK - 8 - y) // max(1, rows))
        for variant in self.rules.variants:
            y = self._variant_row(variant, y, compact)
        if self.rules.chooses_first_player:
            self._label((p.x + 30, y, 300, self.row_height - 10), "Who starts", LEFT)
            self.first_y = y
            self._build_first_menu()
        elif not self.rules.variants:
            self._label((p.x + 30, y, 660, 40), "This game has no options to choose.", "#hint")
        self._build_seed_block()

    def _variant_row(self, variant: Variant, y: int, compact: bool) -> int:
        """Adds a variant's label, drop-down and help; returns the y of the next row."""
        p = OPTIONS_PANEL
        label = self._label((p.x + 30, y, 300, self.row_height - 10), variant.label, LEFT)
        self._variant_menu(variant, pygame.Rect(p.x + 340, y, 350, self.row_height - 10))
        if variant.help:
            label.set_tooltip(variant.help, wrap_width=420)
        if compact or not variant.help:
            return y + self.row_height
        box = form.help_box(variant.help, (p.x + 30, y + 62), 660, self.manager, self.root)
        return box.rect.bottom - self.root.rect.y + 12

    def _variant_menu(self, variant: Variant, rect: pygame.Rect) -> None:
        """(Re)builds a variant's drop-down with its choices now, showing one that just appeared."""
        before = self.menu_choices.get(variant.key)
        choices = self.menu_choices[variant.key] = form.variant_choices(variant)
        if before is not None:
            self.choices[variant.key] = form.new_choice(before, choices, self.choices[variant.key])
            self.variant_menus[variant.key].kill()
        menu = form.make_menu(choices, self.choices[variant.key], rect, self.manager, self.root)
        self.variant_menus[variant.key] = menu

    def resume(self) -> None:
        """Shows the form again, its menus holding what the game's own scene may have added."""
        super().resume()
        for variant in self.rules.variants:
            self._variant_menu(variant, self.variant_menus[variant.key].relative_rect.copy())
        self._refresh()

    def _build_first_menu(self) -> None:
        if not self.rules.chooses_first_player:
            return
        if self.first_menu is not None:
            self.first_menu.kill()
        names = [
            (d.name.strip() or f"Player {i}", str(i)) for i, d in enumerate(self.drafts[: self.count], 1)
        ]
        rect = pygame.Rect(OPTIONS_PANEL.x + 340, self.first_y, 350, self.row_height - 10)
        self.first_menu = form.make_menu(
            [("Random", "random"), *names], self.first, rect, self.manager, self.root
        )

    def _build_seed_block(self) -> None:
        p = OPTIONS_PANEL
        y = p.bottom - SEED_BLOCK
        self._label((p.x + 30, y, 120, 54), "Seed", LEFT)
        self.seed_entry = form.seed_entry(pygame.Rect(p.x + 150, y, 260, 54), self.manager, self.root)
        self.new_seed_button = self._button((p.x + 430, y, 260, 54), "New seed")
        self._label((p.x + 30, y + 70, 660, 40), "Same seed and same moves: the same game again.", "#hint")

    def options(self) -> dict[str, str]:
        """Returns the chosen options: one value per variant, and "first" if the game asks who starts."""
        chosen = dict(self.choices)
        if self.rules.chooses_first_player:
            chosen["first"] = self.first
        return chosen

    def fewest(self) -> int:
        """Returns the fewest seats the chosen options allow."""
        return self.rules.min_players_for(self.options())

    def _fewest_changed(self) -> None:
        """The options may allow fewer seats (a solo mode) or need more: the count menu offers them."""
        if self.count < self.fewest():
            self.set_count(self.fewest())
        elif self.count_menu.options_list[0][1] != str(self.fewest()):
            self._build_count_menu()

    def set_count(self, count: int) -> None:
        """Shows `count` seat rows (the drafts of hidden seats are kept for later)."""
        self.count = max(self.fewest(), min(count, len(self.drafts)))
        offered = self.count_menu.options_list[0][1] if self.count_menu.options_list else ""
        if self.count_menu.selected_option[1] != str(self.count) or offered != str(self.fewest()):
            self._build_count_menu()
        if self.first != "random" and int(self.first) > self.count:
            self.first = "random"
        self._build_rows()
        self._build_first_menu()
        self._refresh()

    def choose_colour(self, index: int, colour: str) -> None:
        """Gives seat `index` the colour; the seat that had it takes the old one, so colours stay distinct."""
        form.swap_colour(self.drafts, index, colour)
        for row in self.rows:
            if row.colour_menu.selected_option[1] != self.drafts[row.index].colour:
                row.show_colour(self.drafts[row.index].colour)
        self._refresh()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Applies a change made in the form, or starts, or goes back (Back button or Esc)."""
        if key_down(event, pygame.K_ESCAPE) or clicked(event, self.back_button):
            self.app.pop()
        elif clicked(event, self.start_button):
            self.start_match()
        elif clicked(event, self.new_seed_button):
            self.seed_entry.set_text(str(form.new_seed()))
            self._refresh()
        elif self.extra is not None and clicked(event, self.extra_button):
            self.app.push(self.extra[1](self.app))
        elif self.lesson_button is not None and clicked(event, self.lesson_button):
            from tabletop.scenes.lessons import open_lesson

            open_lesson(self.app, self.game_id)
        elif clicked(event, self.rules_button):
            from tabletop.scenes.rules_ref import RulesScene

            self.app.push(RulesScene(self.app, self.game_id))
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._on_menu(event.ui_element, event.selected_option_id)
            self._refresh()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self._on_text(event.ui_element)
            self._refresh()

    def _on_menu(self, menu, value: str) -> None:
        if menu is self.count_menu:
            self.set_count(int(value))
        elif menu is self.first_menu:
            self.first = value
        for key, variant_menu in self.variant_menus.items():
            if menu is variant_menu:
                self.choices[key] = value
                self._fewest_changed()
        for row in self.rows:
            if menu is row.colour_menu:
                self.choose_colour(row.index, value)
            elif menu is row.kind_menu:
                self.drafts[row.index].play_by(value)

    def _on_text(self, entry) -> None:
        for row in self.rows:
            if entry is row.name_entry:
                self.drafts[row.index].name = entry.get_text()
                self._build_first_menu()

    def _refresh(self) -> None:
        """Checks the form: greys out each option that changes nothing with the others chosen, shows the first
        problem and disables Start, or says it is ready."""
        for variant in self.rules.variants:
            menu = self.variant_menus[variant.key]
            menu.enable() if all(self.choices[k] == v for k, v in variant.needs) else menu.disable()
        seats = self.drafts[: self.count]
        self.problem = form.find_problem(self.rules, seats, self.options(), self.seed_entry.get_text())
        if self.problem:
            self._say(self.problem, "#problem")
            self.start_button.disable()
        else:
            players = f"{len(seats)} player{'s' * (len(seats) > 1)}"
            self._say(f"Ready: {players}. Press Start game when everyone is seated.", "#ready")
            self.start_button.enable()

    def _say(self, text: str, theme_id: str) -> None:
        if self.said_as != theme_id:
            self.said_as = theme_id
            self.problem_label.change_object_id(ObjectID(theme_id, "@left"))
        self.problem_label.set_text(text)

    def start_match(self) -> Match | None:
        """Builds the Match and replaces this scene with its table; None (reason shown) if not ready."""
        self._refresh()
        if self.problem:
            return None
        seats = [draft.seat() for draft in self.drafts[: self.count]]
        try:
            match = Match(self.rules, seats, self.options(), int(self.seed_entry.get_text()))
        except ValueError as error:
            self.problem = form.sentence(str(error))
            self._say(self.problem, "#problem")
            return None
        from tabletop.scenes.table import TableScene

        self.app.replace(TableScene(self.app, match))
        return match

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the ocean, the two cards behind the form and each seat's colour token."""
        surface.blit(backdrop(surface.get_size()), (0, 0))
        draw_panel(surface, SEATS_PANEL)
        draw_panel(surface, OPTIONS_PANEL)
        for row in self.rows:
            token = swatch(self.drafts[row.index].colour, 48)
            surface.blit(token, token.get_rect(center=row.swatch_centre))
