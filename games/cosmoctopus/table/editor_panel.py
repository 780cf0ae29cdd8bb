"""The layout editor's panel of pygame_gui widgets: the help with its legend, special tiles, the Link tiles
toggle, the name, what just happened, the list of saved layouts (Open, Delete) with a line for each file
that cannot be read, and Clear, Back and Save."""

from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from games.cosmoctopus import layout_files
from games.cosmoctopus.rules.layouts import NAME_LONGEST

PANEL = pygame.Rect(1010, 130, 840, 880)
LEFT = ObjectID("#field_label", "@left")
HELP = (
    "Click the grid to put a tile down; click a tile to take it back. A tile's letter is its section: "
    "every tile must be reachable.<br>"
    "<b>Solid line</b>: tiles sharing part of an edge (a corner is not enough).<br>"
    "<b>Dashed line</b>: an extra link. With <b>Link tiles</b> on, click two tiles to join or unjoin them."
)
SPECIAL = [("1 (9 tiles)", "1"), ("2 (10 tiles)", "2")]


class Panel:
    """The widgets, built inside the scene's root container."""

    def __init__(self, manager: pygame_gui.UIManager, root) -> None:
        self.manager, self.root = manager, root
        x, y = PANEL.x + 30, PANEL.y + 20
        self._text((x, y, 780, 192), HELP, "#help")
        self._label((x, y + 198, 220, 54), "Special tiles", LEFT)
        self.special_rect = pygame.Rect(x + 220, y + 198, 250, 54)
        self.special = self._special_menu(1)
        self.link = self.button((x + 490, y + 198, 290, 54), "Link tiles: off")
        self._label((x, y + 258, 220, 54), "Name", LEFT)
        self.name = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(x + 220, y + 258, 560, 54), manager, container=root
        )
        self.name.set_text_length_limit(NAME_LONGEST)
        self.status = self._text((x, y + 320, 780, 114), "", "#log_text")
        self._label((x, y + 438, 540, 36), "Your layouts", LEFT)
        self.files = pygame_gui.elements.UISelectionList(
            pygame.Rect(x, y + 474, 560, 166), [], manager, container=root, object_id="#contents"
        )
        self.open = self.button((x + 580, y + 474, 200, 70), "Open")
        self.delete = self.button((x + 580, y + 552, 200, 70), "Delete…")
        self.bad = self._text((x, y + 648, 780, 120), "", "#log_text")
        self.clear = self.button((x, y + 780, 220, 72), "Clear")
        self.back = self.button((x + 240, y + 780, 220, 72), "Back")
        self.save = self.button((x + 480, y + 780, 300, 72), "Save layout", "#primary")

    def _text(self, rect, words: str, object_id: str) -> pygame_gui.elements.UITextBox:
        return pygame_gui.elements.UITextBox(
            words, pygame.Rect(rect), self.manager, container=self.root, object_id=object_id
        )

    def _special_menu(self, special: int) -> pygame_gui.elements.UIDropDownMenu:
        return pygame_gui.elements.UIDropDownMenu(
            SPECIAL, SPECIAL[special - 1], self.special_rect, self.manager, container=self.root
        )

    def remake_special(self, special: int) -> None:
        """Shows this many special tiles in the menu (a layout opened): the menu is made anew."""
        self.special.kill()
        self.special = self._special_menu(special)

    def _label(self, rect, words: str, object_id) -> pygame_gui.elements.UILabel:
        return pygame_gui.elements.UILabel(
            pygame.Rect(rect), words, self.manager, container=self.root, object_id=object_id
        )

    def button(self, rect, words: str, object_id: str | None = None) -> pygame_gui.elements.UIButton:
        """Adds a button to the panel."""
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), words, self.manager, container=self.root, object_id=object_id
        )

    def say(self, words: str) -> None:
        """Shows what just happened, or why not."""
        self.status.set_text(f"<i>{html.escape(words)}</i>")

    def show_linking(self, on: bool) -> None:
        """Shows the Link tiles toggle on or off (in words as well as in colour)."""
        self.link.set_text("Link tiles: ON" if on else "Link tiles: off")
        self.link.change_object_id(ObjectID("#primary") if on else None)

    def list_files(self) -> dict[str, layout_files.Entry]:
        """Lists the good layouts (a name twice gets its file name too) and a line for each bad file;
        returns the good ones by their text in the list."""
        listed = layout_files.entries()
        names = [e.layout.name for e in listed if e.layout]
        good = {}
        for entry in (e for e in listed if e.layout):
            twice = names.count(entry.layout.name) > 1
            good[f"{entry.layout.name} ({entry.path.name})" if twice else entry.layout.name] = entry
        chosen = self.chosen()
        self.files.set_item_list(list(good))
        self._choose(chosen if chosen in good else None)
        bad = [html.escape(shortened(e.problem, e.path)) for e in listed if not e.layout]
        lines = [f"<font color='#ffb3a8'>Cannot read {line}</font>" for line in bad]
        none = [] if good else ["<i>None saved yet: the layouts you save are listed above.</i>"]
        self.bad.set_text("<br>".join(none + lines))
        (self.bad.show if none or lines else self.bad.hide)()
        return good

    def _choose(self, text: str | None) -> None:
        """Keeps the layout that was chosen chosen when the list is made anew."""
        for item in self.files.item_list:
            if item["text"] == text:
                item["selected"] = True
                if item["button_element"] is not None:
                    item["button_element"].select()

    def chosen(self) -> str | None:
        """Returns the text of the layout chosen in the list, None if none."""
        return self.files.get_single_selection()


def shortened(problem: str, path) -> str:
    """Returns a bad file's line with its folder left out: 'broken.yaml line 4: cells: ...'."""
    return path.name + problem.split(path.name, 1)[1] if path.name in problem else problem
