"""The layout editor, opened from the setup screen ("Design a layout…"): click the grid to put the tiles
down (click a tile to take it back), watch the adjacency lines appear, choose 1 or 2 special tiles, name the
layout and save it to the user data folder (layout_files.py). Back returns to the setup, where the layout
is listed as "Mine: NAME" in the layout option."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games.cosmoctopus import layout_files
from games.cosmoctopus.rules.layouts import MOST, NAME_LONGEST, sections
from games.cosmoctopus.table.design import Design, snap
from games.cosmoctopus.table.shape import LINK
from tabletop.scenes.base import Scene
from tabletop.scenes.style import backdrop, clicked, draw_panel, key_down, preload_text_fonts
from tabletop.ui.marks import WHITE
from tabletop.ui.sprites import blit_centred, rounded, text

UNIT = 40  # pixels per half-tile unit
GRID = pygame.Rect(70, 130, (MOST + 2) * UNIT, (MOST + 2) * UNIT)
PANEL = pygame.Rect(1010, 130, 840, 880)
LEFT = ObjectID("#field_label", "@left")
#: Each section's fill and letter: the letter says it where the colour does.
SECTIONS = (((70, 52, 140), "A"), ((20, 100, 110), "B"), ((120, 60, 50), "C"), ((90, 90, 40), "D"))
HELP = (
    "Click the grid to put a tile down; click a tile to take it back. Tiles sharing part "
    "of an edge (half a tile along will do) are adjacent, not just a corner: a line joins them. The "
    "letter in a tile's corner is its section: every tile must be reachable."
)


class EditorScene(Scene):
    """Designs a layout of the player's own; see the module docstring."""

    def __init__(self, app):
        super().__init__(app)
        self.design = Design()
        self.hover: tuple[float, float] | None = None
        self.said = ""

    def startup(self) -> None:
        """Builds the panel's widgets."""
        self.make_root()
        preload_text_fonts(self.manager)
        self._label((70, 24, 1300, 100), "Design an Inky Realm layout", ObjectID("#title", "@left"))
        x, y = PANEL.x + 30, PANEL.y + 24
        pygame_gui.elements.UITextBox(HELP, pygame.Rect(x, y, 780, 280), self.manager, container=self.root)
        self._label((x, y + 300, 300, 54), "Special tiles", LEFT)
        choices = [("1 (9 tiles)", "1"), ("2 (10 tiles)", "2")]
        self.special_menu = pygame_gui.elements.UIDropDownMenu(
            choices, choices[0], pygame.Rect(x + 320, y + 300, 300, 54), self.manager, container=self.root
        )
        self._label((x, y + 370, 300, 54), "Name", LEFT)
        self.name_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x + 320, y + 370, 460, 54), self.manager, container=self.root
        )
        self.name_entry.set_text_length_limit(NAME_LONGEST)
        self.status = pygame_gui.elements.UITextBox(
            "", pygame.Rect(x, y + 440, 780, 160), self.manager, container=self.root
        )
        self.clear_button = self._button((x, y + 760, 220, 70), "Clear")
        self.back_button = self._button((x + 240, y + 760, 220, 70), "Back")
        self.save_button = self._button((x + 480, y + 760, 300, 70), "Save layout", "#primary")
        self.files_box = pygame_gui.elements.UITextBox(
            "", pygame.Rect(x, y + 610, 780, 130), self.manager, container=self.root
        )
        self._show_files()
        self._say("Put down the first tile.")

    def _label(self, rect, words: str, object_id) -> pygame_gui.elements.UILabel:
        return pygame_gui.elements.UILabel(
            pygame.Rect(rect), words, self.manager, container=self.root, object_id=object_id
        )

    def _button(self, rect, words: str, object_id: str | None = None) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), words, self.manager, container=self.root, object_id=object_id
        )

    def _say(self, words: str) -> None:
        self.said = words
        self.status.set_text(f"<i>{html.escape(words)}</i>")
        self.dirty = True

    def _show_files(self) -> None:
        """Lists the layouts saved so far, and a line for each file that cannot be read."""
        good, bad = layout_files.load_all()
        names = ", ".join(layout.name for layout in good) or "none yet"
        lines = [f"<b>Your layouts:</b> {names}"] + [f"<font color='#ffb3a8'>{line}</font>" for line in bad]
        self.files_box.set_text("<br>".join(lines))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Puts tiles down or takes them back, and saves, clears or goes back."""
        if key_down(event, pygame.K_ESCAPE) or clicked(event, self.back_button):
            self.app.pop()
        elif clicked(event, self.save_button):
            self.save()
        elif clicked(event, self.clear_button):
            self.design.cells.clear()
            self._say("Cleared: put down the first tile.")
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.special_menu:
            self.design.special = int(event.selected_option_id)
            del self.design.cells[self.design.wanted :]
            self._say(f"The layout holds {self.design.wanted} tiles.")
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and GRID.collidepoint(event.pos):
            self._say(self.design.click(units(event.pos)))
        elif event.type == pygame.MOUSEMOTION:
            self.hover = units(event.pos) if GRID.collidepoint(event.pos) else None
            self.dirty = True

    def save(self) -> str:
        """Saves the layout under its name, or says why not; returns what it said."""
        name = self.name_entry.get_text().strip()
        problem = self.design.problem(name)
        if problem:
            self._say(problem)
            return problem
        try:
            path = layout_files.save(self.design.realm(name))
        except (OSError, ValueError) as error:
            self._say(str(error))
            return str(error)
        self._show_files()
        self._say(f"Saved as {path.name}: choose 'Mine: {name}' as the layout in the setup.")
        return self.said

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the grid, the adjacency lines, the tiles and where a click would put the next one."""
        surface.blit(backdrop(surface.get_size()), (0, 0))
        draw_panel(surface, GRID.inflate(20, 20))
        draw_panel(surface, PANEL)
        for ux in range(0, MOST + 3, 2):
            for uy in range(0, MOST + 3, 2):
                pygame.draw.circle(surface, (90, 110, 150), pixel((ux, uy)), 3)
        layout = self.design.realm()
        for a, near in enumerate(layout.links):
            for b in (n for n in near if n > a):
                pygame.draw.line(surface, LINK, centre(layout.cells[a]), centre(layout.cells[b]), 8)
        part = {cell: i for i, cells in enumerate(sections(layout)) for cell in cells}
        for i, cell in enumerate(layout.cells):
            fill, letter = SECTIONS[min(part[i], len(SECTIONS) - 1)]
            draw_tile(surface, cell, fill, str(i + 1), letter)
        self._draw_ghost(surface)

    def _draw_ghost(self, surface: pygame.Surface) -> None:
        if self.hover is None or self.design.at(self.hover) >= 0:
            return
        if len(self.design.cells) < self.design.wanted:
            x, y = pixel(snap(self.hover))
            ghost = rounded((2 * UNIT - 6, 2 * UNIT - 6), (255, 255, 255, 40), (255, 255, 255, 160), 12, 2)
            surface.blit(ghost, (x + 3, y + 3))


def units(pos: tuple[int, int]) -> tuple[float, float]:
    """Returns a screen point in grid units."""
    return (pos[0] - GRID.x) / UNIT, (pos[1] - GRID.y) / UNIT


def pixel(cell: tuple[int, int]) -> tuple[int, int]:
    """Returns the screen point of a grid unit."""
    return GRID.x + cell[0] * UNIT, GRID.y + cell[1] * UNIT


def centre(cell: tuple[int, int]) -> tuple[int, int]:
    """Returns the screen centre of a tile on `cell`."""
    return GRID.x + (cell[0] + 1) * UNIT, GRID.y + (cell[1] + 1) * UNIT


def draw_tile(surface: pygame.Surface, cell, fill, number: str, letter: str) -> None:
    """Draws a tile: its number in the middle and its section's letter in a corner."""
    x, y = pixel(cell)
    size = 2 * UNIT - 6
    surface.blit(rounded((size, size), fill, (220, 210, 255), 12, 3), (x + 3, y + 3))
    blit_centred(surface, text(number, 30, WHITE, True), (x + UNIT, y + UNIT))
    surface.blit(text(letter, 16, WHITE, True), (x + 10, y + 6))


SCENE_CLASS = EditorScene
