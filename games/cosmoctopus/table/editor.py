"""The layout editor, opened from the setup screen ("Design a layout…"): click the grid to put the tiles
down (click a tile to take it back), watch the adjacency lines appear, join tiles that do not touch by an
extra link (Link tiles), choose 1 or 2 special tiles, name the layout and save it to the user data folder
(layout_files.py). A saved layout opens again to be changed (saved under its own name it is replaced,
after a question; under a new name it is a copy) or is deleted, after a question. Back returns to the
setup, where the layout is listed as "Mine: NAME" in the layout option."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games.cosmoctopus import layout_files
from games.cosmoctopus.table.drafting import Draft
from games.cosmoctopus.table.editor_look import GRID, UNIT, draw_grid, units
from games.cosmoctopus.table.editor_panel import PANEL, Panel
from tabletop.components.loader import ComponentError
from tabletop.scenes.base import Scene
from tabletop.scenes.dialogs import ConfirmDialog
from tabletop.scenes.style import backdrop, clicked, draw_panel, key_down, preload_text_fonts

__all__ = ["GRID", "UNIT", "EditorScene"]


class EditorScene(Scene):
    """Designs a layout of the player's own; see the module docstring."""

    def __init__(self, app):
        super().__init__(app)
        self.design = Draft()
        self.hover: tuple[float, float] | None = None
        self.linking = False
        self.said = ""
        self.kept: tuple = ()  # the design and name as last opened or saved: leaving asks if they changed

    def startup(self) -> None:
        """Builds the title and the panel's widgets."""
        self.make_root()
        preload_text_fonts(self.manager, (23, 24, 26))
        pygame_gui.elements.UILabel(
            pygame.Rect(70, 24, 1300, 100),
            "Design an Inky Realm layout",
            self.manager,
            container=self.root,
            object_id=ObjectID("#title", "@left"),
        )
        self.panel = Panel(self.manager, self.root)
        self.name_entry = self.panel.name
        self.kept = self._now()
        self.listed = self.panel.list_files()
        self._say("Put down the first tile.")

    def resume(self) -> None:
        """Shows the widgets again after a question, with the list of files as it is now."""
        super().resume()
        self.listed = self.panel.list_files()

    def _say(self, words: str) -> str:
        self.said = words
        self.panel.say(words)
        self.dirty = True
        return words

    def _now(self) -> tuple:
        return self.design.shape(), self.name_entry.get_text().strip()

    def unsaved(self) -> bool:
        """Tells whether tiles lie on the grid that differ from what was last opened or saved."""
        return bool(self.design.cells) and self._now() != self.kept

    def handle_event(self, event: pygame.event.Event) -> None:
        """Puts tiles down, takes them back or links them; opens, deletes, saves, clears or goes back."""
        panel = self.panel
        if key_down(event, pygame.K_ESCAPE) and self.design.picked >= 0:
            self.design.picked = -1
            self._say("Let go: click a tile to start a link.")
        elif key_down(event, pygame.K_ESCAPE) or clicked(event, panel.back):
            self.back()
        elif clicked(event, panel.save):
            self.save()
        elif clicked(event, panel.clear):
            self.design.clear()
            self._say("Cleared: put down the first tile.")
        elif clicked(event, panel.link):
            self.toggle_linking()
        elif (
            clicked(event, panel.open) or event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION
        ):
            self.open_chosen()
        elif clicked(event, panel.delete):
            self.delete_chosen()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is panel.files:
            self._say(f"{event.text}: Open puts it on the grid; Delete… removes its file.")
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is panel.special:
            self.design.set_special(int(event.selected_option_id))
            self._say(f"The layout holds {self.design.wanted} tiles.")
        else:
            self._grid_event(event)

    def _grid_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and GRID.collidepoint(event.pos):
            point = units(event.pos)
            self._say(self.design.link_click(point) if self.linking else self.design.click(point))
        elif event.type == pygame.MOUSEMOTION:
            self.hover = units(event.pos) if GRID.collidepoint(event.pos) else None
            self.dirty = True

    def toggle_linking(self) -> None:
        """Turns Link tiles on or off (a tile picked as a link's first end is let go)."""
        self.linking, self.design.picked = not self.linking, -1
        self.panel.show_linking(self.linking)
        if self.linking:
            self._say("Link tiles is on: click one tile, then another, to join or unjoin them.")
        else:
            self._say("Link tiles is off: clicks put tiles down and take them back.")

    def back(self) -> None:
        """Leaves the editor, asking first if the layout on the grid is not saved."""
        if self.unsaved():
            self._ask("Leave the editor?", "Leave", self.app.pop, "The layout on the grid is not saved.")
        else:
            self.app.pop()

    def _ask(self, question: str, yes: str, on_yes, detail: str) -> None:
        self.app.push(ConfirmDialog(self.app, question, yes, on_yes, "Keep editing", detail))

    def _chosen(self) -> layout_files.Entry | None:
        entry = self.listed.get(self.panel.chosen() or "")
        if entry is None:
            self._say("Choose one of your layouts in the list first.")
        return entry

    def open_chosen(self) -> None:
        """Puts the layout chosen in the list on the grid, asking first if the grid's layout is unsaved."""
        entry = self._chosen()
        if entry is None:
            return
        if self.unsaved():
            detail = "The layout on the grid now is not saved."
            self._ask(f"Open {entry.layout.name}?", "Open", lambda: self.open(entry.layout), detail)
        else:
            self.open(entry.layout)

    def open(self, layout) -> str:
        """Puts a saved layout on the grid: its tiles, links, special tiles and name."""
        self.design.open(layout)
        self.panel.remake_special(layout.special)
        self.name_entry.set_text(layout.name)
        self.kept = self._now()
        count = len(layout.extra)
        links = f", {count} extra link{'' if count == 1 else 's'}" if count else ""
        return self._say(
            f"Opened {layout.name} ({len(layout.cells)} tiles{links}). Save under a new name for a copy."
        )

    def delete_chosen(self) -> None:
        """Deletes the layout chosen in the list, after a question."""
        entry = self._chosen()
        if entry is None:
            return
        detail = "Its file goes for good; games saved on it still load."
        self.app.push(
            ConfirmDialog(
                self.app,
                f"Delete {entry.layout.name}?",
                "Delete",
                lambda: self.delete(entry),
                "Keep it",
                detail,
            )
        )

    def delete(self, entry: layout_files.Entry) -> str:
        """Deletes a layout's file and lists the files again (the grid keeps its tiles)."""
        try:
            layout_files.delete(entry.path)
        except (OSError, ValueError) as error:
            return self._say(str(error))
        self.listed = self.panel.list_files()
        return self._say(f"Deleted {entry.layout.name}.")

    def save(self) -> str:
        """Saves the layout under its name (asking before it replaces one), or says why not."""
        name = self.name_entry.get_text().strip()
        problem = self.design.problem(name)
        if problem:
            return self._say(problem)
        if self._replaceable(name):
            detail = "Its file gets the layout on the grid instead."
            self.app.push(
                ConfirmDialog(
                    self.app, f"Replace {name}?", "Replace", lambda: self.write(name), "Keep it", detail
                )
            )
            return self._say(f"A layout named {name} is saved already.")
        return self.write(name)

    def _replaceable(self, name: str) -> bool:
        try:
            return layout_files.find(name) is not None
        except ComponentError:
            return False  # write() says why the file is kept

    def write(self, name: str) -> str:
        """Writes the layout to its file and lists the files again."""
        try:
            path = layout_files.save(self.design.realm(name))
        except (OSError, ValueError) as error:
            return self._say(str(error))
        self.kept, self.design.picked = self._now(), -1
        self.listed = self.panel.list_files()
        return self._say(f"Saved as {path.name}: choose 'Mine: {name}' as the layout in the setup.")

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the grid and the panel's backing; the widgets draw themselves."""
        surface.blit(backdrop(surface.get_size()), (0, 0))
        draw_panel(surface, GRID.inflate(20, 20))
        draw_panel(surface, PANEL)
        draw_grid(surface, self.design, self.hover, self.linking)
