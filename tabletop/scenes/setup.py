"""The new-game setup: players, colours, computer seats, the game's variants, who starts and the seed.

Every option's help is on screen: under its row when the options are few; when they are many, the rows
are compact and a panel under the players reads out the option pointed at or opened (the first at the
start), its row lit. Each game's last choices come back next time (tabletop/scenes/setup_memory.py).
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop import registry
from tabletop.bots.players import levels_for
from tabletop.rules.core import Variant
from tabletop.rules.match import SEAT_COLOURS, Match
from tabletop.scenes import setup_form as form
from tabletop.scenes import setup_memory as memory
from tabletop.scenes.base import Scene
from tabletop.scenes.style import backdrop, clicked, draw_panel, key_down, preload_text_fonts, swatch
from tabletop.ui.sprites import font

SEATS_PANEL = pygame.Rect(100, 200, 960, 720)
OPTIONS_PANEL = pygame.Rect(1100, 200, 720, 720)
ROWS_ORIGIN = (SEATS_PANEL.x + 30, SEATS_PANEL.y + 134)
LEFT = ObjectID("#field_label", "@left")
LEFT_HINT = ObjectID("#hint", "@left")
MENU_W, MENU_FONT = 350, 26  # an option menu's least width, and its font's size (config/theme.json)
MENU_PADDING = 70  # a menu's text padding, its arrow and its borders
ROW = 64  # an option row's height, less when a game has many options
SEED_BLOCK = 140  # the seed's row and its hint, at the options panel's foot
FEW_ROWS = 3  # up to this many option rows, each shows its help under it
PANEL_GAP = 24
HELP_MIN = 220  # the least room the help panel under the players needs (else it sits with the options)
COMPACT_ROW = 54  # an option row's height when the help sits with the options
OPTIONS_TOP = 96  # the first option row, below the panel's heading


def panel_rects(compact: bool, seats: int, rows: int) -> tuple[pygame.Rect, pygame.Rect]:
    """Returns the players' panel and the help panel of a compact setup (an empty rect when the options'
    help sits under each row). The players' panel is as tall as its seats need; the help takes the room
    left under it, or else the room between the `rows` option rows (COMPACT_ROW each) and the seed (a few
    rows only: a game of 8 seats and many options would need another layout)."""
    if not compact:
        return SEATS_PANEL.copy(), pygame.Rect(0, 0, 0, 0)
    height = min(SEATS_PANEL.height, ROWS_ORIGIN[1] - SEATS_PANEL.y + seats * form.ROW_PITCH + 10)
    room = SEATS_PANEL.height - height - PANEL_GAP
    if room >= HELP_MIN:
        seats_rect = pygame.Rect(SEATS_PANEL.topleft, (SEATS_PANEL.width, height))
        return seats_rect, pygame.Rect(SEATS_PANEL.x, seats_rect.bottom + PANEL_GAP, SEATS_PANEL.width, room)
    p = OPTIONS_PANEL
    top = p.y + OPTIONS_TOP + rows * COMPACT_ROW + 4
    return SEATS_PANEL.copy(), pygame.Rect(p.x + 14, top, p.width - 28, p.bottom - SEED_BLOCK - 8 - top)


def menu_column(rules) -> int:
    """Returns where the option menus start in the options panel: wide enough for the longest choice
    ("And then there was Naught" was cut), the labels keeping what they need."""
    choices = [label for v in rules.variants for label, _ in form.variant_choices(v)]
    labels = [v.label for v in rules.variants] + ["Who starts"]
    widest = max((font(MENU_FONT).size(text)[0] for text in choices), default=0) + MENU_PADDING
    longest_label = max(font(MENU_FONT, True).size(text)[0] for text in labels) + 40
    menu_w = min(max(MENU_W, widest), OPTIONS_PANEL.width - 30 - longest_label)
    return OPTIONS_PANEL.width - 30 - menu_w


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
        self.menu_x = menu_column(self.rules)
        self.row_height = ROW
        self.problem = ""
        self.said_as = "#problem"
        self.compact = len(self.rules.variants) + self.rules.chooses_first_player > FEW_ROWS
        rows = len(self.rules.variants) + self.rules.chooses_first_player
        self.seats_rect, self.help_rect = panel_rects(self.compact, len(self.drafts), rows)
        self.row_rects: dict[str, pygame.Rect] = {}  # each variant's row (label and menu)
        self.focus = next((v.key for v in self.rules.variants if v.help), None) if self.compact else None
        self.help_parts: list = []
        #: The option the player count switched to allow fewer seats: (key, value before, value set).
        self.switched: tuple[str, str, str] | None = None
        #: Whether the choices are kept for next time (not in headless tools and tests, as saving isn't).
        self.remembering = app.autosave
        if self.remembering:
            self._recall()

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
        p = self.seats_rect
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
        offered = range(self.fewest_offered(), len(self.drafts) + 1)
        counts = [(f"{n} player{'s' * (n > 1)}", str(n)) for n in offered]
        rect = pygame.Rect(self.seats_rect.right - 290, self.seats_rect.y + 22, 260, 54)
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
        y = p.y + OPTIONS_TOP
        rows = len(self.rules.variants) + self.rules.chooses_first_player
        bottom = self.help_rect.y - 4 if self.help_rect.colliderect(p) else p.bottom - SEED_BLOCK - 8
        self.row_height = min(ROW, (bottom - y) // max(1, rows))
        for variant in self.rules.variants:
            y = self._variant_row(variant, y, self.compact)
        if self.rules.chooses_first_player:
            self._label((p.x + 30, y, self.menu_x - 40, self.row_height - 10), "Who starts", LEFT)
            self.first_y = y
            self._build_first_menu()
        elif not self.rules.variants:
            self._label((p.x + 30, y, 660, 40), "This game has no options to choose.", "#hint")
        self._build_seed_block()
        self._show_help()

    def _variant_row(self, variant: Variant, y: int, compact: bool) -> int:
        """Adds a variant's label, drop-down and help; returns the y of the next row."""
        p = OPTIONS_PANEL
        self._label((p.x + 30, y, self.menu_x - 40, self.row_height - 10), variant.label, LEFT)
        menu_w = p.width - 30 - self.menu_x
        self._variant_menu(variant, pygame.Rect(p.x + self.menu_x, y, menu_w, self.row_height - 10))
        self.row_rects[variant.key] = pygame.Rect(p.x + 14, y - 4, p.width - 28, self.row_height - 2)
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
        width = OPTIONS_PANEL.width - 30 - self.menu_x
        rect = pygame.Rect(OPTIONS_PANEL.x + self.menu_x, self.first_y, width, self.row_height - 10)
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

    # The help of a compact setup --------------------------------------------------------------------
    def _show_help(self) -> None:
        """Shows the focused option's help in the help panel (a compact setup only)."""
        for part in self.help_parts:
            part.kill()
        self.help_parts = []
        variant = next((v for v in self.rules.variants if v.key == self.focus), None)
        if variant is None:
            return
        r, alone = self.help_rect, self.help_rect.colliderect(OPTIONS_PANEL)
        inset = 16 if alone else 30
        heading = self._label((r.x + inset, r.y + 12, r.width - 2 * inset, 44), variant.label, LEFT)
        width = r.width - 2 * inset
        box = form.help_box(variant.help, (r.x + inset, r.y + 60), width, self.manager, self.root)
        self.help_parts = [heading, box]
        if not alone:
            words = "Point at an option, or open it, to read about it here."
            self.help_parts.append(self._label((r.x + 30, r.bottom - 52, 700, 40), words, LEFT_HINT))

    def focus_on(self, key: str | None) -> None:
        """Reads out option `key` in the help panel and lights its row (not an option without help)."""
        if self.compact and key != self.focus and any(v.key == key and v.help for v in self.rules.variants):
            self.focus = key
            self._show_help()
            self.dirty = True

    def _row_under(self, pos: tuple[int, int]) -> str | None:
        return next((key for key, rect in self.row_rects.items() if rect.collidepoint(pos)), None)

    def _open_menu(self) -> str | None:
        menus = self.variant_menus.items()
        return next((key for key, menu in menus if menu.current_state is menu.menu_states["expanded"]), None)

    def update(self, dt: float) -> None:
        """An option's menu that is open is the one read out."""
        super().update(dt)
        if self.compact:
            self.focus_on(self._open_menu())

    # Memory -------------------------------------------------------------------------------------------
    def _recall(self) -> None:
        """Sets the form as this game was last set up; what the game no longer offers keeps its default."""
        found = memory.recall(self.game_id)
        if found is None:
            return
        for variant in self.rules.variants:
            value = found.options.get(variant.key)
            if value is not None and any(v == value for _, v in form.variant_choices(variant)):
                self.choices[variant.key] = value
        kinds = {kind for _, kind in form.kinds(self.levels)}
        seats = memory.usable_seats(found.seats, kinds, len(self.drafts))
        for index, seat in enumerate(seats):
            if seat.name and len(seat.name) <= form.NAME_LIMIT:
                self.drafts[index].name = seat.name
            if seat.colour:
                form.swap_colour(self.drafts, index, seat.colour)
            self.drafts[index].play_by(seat.kind)
        taken = {d.name.strip().casefold() for d in self.drafts[: len(seats)]}
        spare = (d.name for d in form.default_drafts(len(SEAT_COLOURS)) if d.name.casefold() not in taken)
        for draft in self.drafts[len(seats) :]:  # a hidden seat never shares a remembered name
            if draft.name.strip().casefold() in taken:
                draft.name = next(spare, draft.name)
            taken.add(draft.name.strip().casefold())
        self.count = max(self.fewest(), min(found.count, len(self.drafts)))
        if found.first == "random" or found.first.isdigit() and 1 <= int(found.first) <= self.count:
            self.first = found.first

    def keep(self) -> None:
        """Keeps the choices on screen for this game's next setup."""
        if not self.remembering:
            return
        seats = [memory.SeatChoice(d.name.strip(), d.colour, d.kind) for d in self.drafts[: self.count]]
        memory.remember(self.game_id, memory.GameChoices(self.count, dict(self.choices), seats, self.first))

    # Seats and options --------------------------------------------------------------------------------
    def options(self) -> dict[str, str]:
        """Returns the chosen options: one value per variant, and "first" if the game asks who starts."""
        chosen = dict(self.choices)
        if self.rules.chooses_first_player:
            chosen["first"] = self.first
        return chosen

    def fewest(self) -> int:
        """Returns the fewest seats the chosen options allow."""
        return self.rules.min_players_for(self.options())

    def option_for(self, count: int) -> tuple[str, str] | None:
        """Returns the one option change (key, value) that lets `count` seats play, if the chosen options
        don't (a solo mode the game declares among its variants), or None."""
        chosen = self.options()
        if self.rules.min_players_for(chosen) <= count:
            return None
        for variant in self.rules.variants:
            for value in variant.choices:
                if self.rules.min_players_for({**chosen, variant.key: value}) <= count:
                    return variant.key, value
        return None

    def fewest_offered(self) -> int:
        """Returns the fewest seats the count menu offers: with the chosen options, or with one option
        changed (choosing that count makes the change)."""
        low = self.fewest()
        while low > 1 and self.option_for(low - 1) is not None:
            low -= 1
        return low

    def choose_count(self, count: int) -> None:
        """Takes the count the player picked: a count the options don't allow switches the option that
        does (1 player: the game's solo mode); a count the old option allows again switches it back."""
        change = self.option_for(count)
        if change is not None:
            key, value = change
            self.switched = (key, self.choices[key], value)
            self._set_choice(key, value)
        elif self.switched is not None:
            key, before, value = self.switched
            back = {**self.options(), key: before}
            if self.choices[key] == value and self.rules.min_players_for(back) <= count:
                self.switched = None
                self._set_choice(key, before)
        self.set_count(count)

    def _set_choice(self, key: str, value: str) -> None:
        self.choices[key] = value
        variant = next(v for v in self.rules.variants if v.key == key)
        menu = self.variant_menus[key]
        menu.kill()
        rect = menu.relative_rect.copy()
        self.variant_menus[key] = form.make_menu(self.menu_choices[key], value, rect, self.manager, self.root)
        self.focus_on(variant.key)

    def _fewest_changed(self) -> None:
        """The options may allow fewer seats (a solo mode) or need more: the count menu offers them."""
        if self.count < self.fewest():
            self.set_count(self.fewest())
        elif self.count_menu.options_list[0][1] != str(self.fewest_offered()):
            self._build_count_menu()

    def set_count(self, count: int) -> None:
        """Shows `count` seat rows (the drafts of hidden seats are kept for later)."""
        self.count = max(self.fewest(), min(count, len(self.drafts)))
        offered = self.count_menu.options_list[0][1] if self.count_menu.options_list else ""
        if self.count_menu.selected_option[1] != str(self.count) or offered != str(self.fewest_offered()):
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
            self.keep()
            self.app.pop()
        elif (
            event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN)
            and self.compact
            and self._open_menu() is None
        ):
            self.focus_on(self._row_under(event.pos))
        elif clicked(event, self.start_button):
            self.start_match()
        elif clicked(event, self.new_seed_button):
            self.seed_entry.set_text(str(form.new_seed()))
            self._refresh()
        elif self.extra is not None and clicked(event, self.extra_button):
            self.app.push(self.extra[1](self.app))
        elif self.lesson_button is not None and clicked(event, self.lesson_button):
            from tabletop.scenes.lessons import choose_lesson

            choose_lesson(self.app, self.game_id)
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
            self.choose_count(int(value))
        elif menu is self.first_menu:
            self.first = value
        for key, variant_menu in list(self.variant_menus.items()):
            if menu is variant_menu:
                self.choices[key] = value
                if self.switched is not None and self.switched[0] == key:
                    self.switched = None  # the player chose it: the count no longer switches it back
                self.focus_on(key)
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
        from tabletop.scenes import quickref
        from tabletop.scenes.table import TableScene

        self.keep()
        self.app.replace(TableScene(self.app, match))
        quickref.offer_once(self.app, match)
        return match

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the ocean, the two cards behind the form and each seat's colour token."""
        surface.blit(backdrop(surface.get_size()), (0, 0))
        draw_panel(surface, self.seats_rect)
        draw_panel(surface, OPTIONS_PANEL)
        if self.compact and self.focus in self.row_rects:
            if not self.help_rect.colliderect(OPTIONS_PANEL):
                draw_panel(surface, self.help_rect, highlight=True)
            pygame.draw.rect(surface, (46, 196, 182), self.row_rects[self.focus], 2, border_radius=12)
        for row in self.rows:
            token = swatch(self.drafts[row.index].colour, 48)
            surface.blit(token, token.get_rect(center=row.swatch_centre))
