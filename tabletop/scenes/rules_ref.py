"""The in-app rules reference: a game's RULES.md shown as styled, scrollable text."""

from __future__ import annotations

import html
import re

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop import registry
from tabletop.scenes import memory
from tabletop.scenes.base import Scene
from tabletop.scenes.style import backdrop, clicked, key_down, preload_text_fonts

HEADINGS = {1: 44, 2: 36, 3: 30}
HEADING_COLOURS = {1: "#f7f3e3", 2: "#7fe0d4", 3: "#ffb3a8"}
BULLET = re.compile(r"^(\s*)[-*+]\s+(.*)$")
NUMBERED = re.compile(r"^(\s*)(\d+)[.)]\s+(.*)$")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*$")
TABLE_RULE = re.compile(r"^\s*\|[\s:|-]+$")
RULE_LINE = re.compile(r"^\s*([-*_])(\s*\1){2,}\s*$")
MISSING = "# Rules not available yet\nThe rules of this game have not been written down yet."


def inline(text: str) -> str:
    """Returns one line of markdown as pygame_gui HTML: escaped, with **bold**, *italic*, `code` and links."""
    text = html.escape(text, quote=False)
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"`([^`]+)`", r"<font color='#ffd84d'>\1</font>", text)
    text = re.sub(r"\*\*(.+?)\*\*|__(.+?)__", lambda m: f"<b>{m.group(1) or m.group(2)}</b>", text)
    return re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)|(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)", _italic, text)


def _italic(match: re.Match) -> str:
    return f"<i>{match.group(1) or match.group(2)}</i>"


def _block(line: str) -> tuple[str, str]:
    """Returns (kind, html) for one source line: kind is heading, item, row or text."""
    if found := HEADING.match(line):
        level = min(len(found.group(1)), 3)
        colour = HEADING_COLOURS[level]
        return (
            "heading",
            f"<font pixel_size={HEADINGS[level]} color='{colour}'><b>{inline(found.group(2))}</b></font>",
        )
    if found := BULLET.match(line):
        indent = "\u2003" * (1 + len(found.group(1)) // 2)
        return "item", f"{indent}<font color='#2ec4b6'><b>•</b></font>\u2002{inline(found.group(2))}"
    if found := NUMBERED.match(line):
        indent = "\u2003" * (1 + len(found.group(1)) // 2)
        return "item", f"{indent}<b>{found.group(2)}.</b>\u2002{inline(found.group(3))}"
    if line.startswith("|"):
        cells = [inline(c.strip()) for c in line.strip().strip("|").split("|")]
        return "row", "\u2003" + "\u2003\u2003".join(cells)
    if line.startswith(">"):
        return "text", f"<i>{inline(line.lstrip('> '))}</i>"
    return "text", inline(line.strip())


def markdown_to_html(text: str) -> str:
    """Converts the RULES.md subset (headings, bullets, numbers, tables, bold, italic) to pygame_gui HTML."""
    parts: list[str] = []
    last, blank = "", False
    for raw in text.replace("\r\n", "\n").split("\n"):
        line = raw.rstrip()
        if TABLE_RULE.match(line):
            continue
        if not line.strip() or RULE_LINE.match(line):
            blank = True
            continue
        kind, body = _block(line)
        if kind == "text" and last == "text" and not blank:
            parts.append(" " + body)
        else:
            if parts:
                # A new heading or paragraph leaves a gap; whatever sits right under a heading stays close.
                parts.append("<br><br>" if kind == "heading" or (blank and last != "heading") else "<br>")
            parts.append(body)
        last, blank = kind, False
    return "".join(parts)


def sections(text: str) -> list[tuple[str, str]]:
    """Returns the rules cut at their second-level headings: (title, markdown) in order; what comes
    before the first such heading is "About the game" (or the top heading's title)."""
    found: list[tuple[str, list[str]]] = [("About the game", [])]
    for line in text.replace("\r\n", "\n").split("\n"):
        heading = HEADING.match(line)
        level = len(heading.group(1)) if heading else 0
        if level == 2:
            found.append((heading.group(2), [line]))
        elif level == 1 and len(found) == 1 and not "".join(found[0][1]).strip():
            found[0] = (heading.group(2), [line])
        else:
            found[-1][1].append(line)
    return [(title, "\n".join(lines)) for title, lines in found if "".join(lines).strip()]


class RulesScene(Scene):
    """Shows the game's rules one section at a time, picked from a list of contents; Back or Esc returns
    to the scene below, Page Up and Page Down turn to the section before or after."""

    opaque = True
    large = True  # its laid-out text; one section at a time keeps it a few megabytes

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.sections = sections(self._source())
        self.shown = 0
        self.text_box: pygame_gui.elements.UITextBox | None = None

    def startup(self) -> None:
        """Builds the title, the Back button, the contents and the text of the first section."""
        root = self.make_root()
        preload_text_fonts(self.manager, (26, *HEADINGS.values()))
        name = registry.GAMES.get(self.game_id, self.game_id)
        pygame_gui.elements.UILabel(
            pygame.Rect(176, 36, 1300, 104),
            f"How to play {name}",
            self.manager,
            container=root,
            object_id=ObjectID("#title", "@left"),
        )
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(1524, 52, 220, 72), "Back", self.manager, container=root, object_id="#primary"
        )
        titles = [title for title, _ in self.sections]
        self.contents = pygame_gui.elements.UISelectionList(
            pygame.Rect(170, 160, 420, 870),
            titles,
            self.manager,
            container=root,
            object_id="#contents",
            default_selection=titles[0],
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(170, 1036, 1580, 36),
            "Pick a part of the rules on the left · Page Up / Page Down: the part before or after · "
            "Esc: back",
            self.manager,
            container=root,
            object_id=ObjectID("#hint", "@left"),
        )
        self.turn_to(0)

    def turn_to(self, index: int) -> None:
        """Shows section `index` (kept within the rules) from its top, and marks it in the contents."""
        self.shown = max(0, min(index, len(self.sections) - 1))
        if self.text_box is not None:
            self.text_box.kill()
            memory.release()  # the page's laid-out text sits in reference cycles: free it before the next
        self.text_box = pygame_gui.elements.UITextBox(
            markdown_to_html(self.sections[self.shown][1]),
            pygame.Rect(610, 160, 1140, 870),
            self.manager,
            container=self.root,
            object_id="#rules_text",
        )
        self._mark(self.sections[self.shown][0])
        self.dirty = True

    def _mark(self, title: str) -> None:
        # pygame_gui's list marks only what is clicked: a page turned by key is marked here.
        for item in self.contents.item_list:
            item["selected"] = item["text"] == title
            button = item["button_element"]
            if button is not None:
                button.select() if item["selected"] else button.unselect()

    def _source(self) -> str:
        try:
            return registry.rules_text(self.game_id)
        except (OSError, KeyError):
            return MISSING

    def handle_event(self, event: pygame.event.Event) -> None:
        """Back or Esc pops the scene; a contents pick or Page Up / Page Down turns to a section."""
        if clicked(event, self.back_button) or key_down(event, pygame.K_ESCAPE):
            if self.app.stack.top is self:
                self.app.pop()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.contents:
            titles = [title for title, _ in self.sections]
            self.turn_to(titles.index(event.text))
        elif key_down(event, pygame.K_PAGEDOWN):
            self.turn_to(self.shown + 1)
        elif key_down(event, pygame.K_PAGEUP):
            self.turn_to(self.shown - 1)

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the sea behind the page."""
        surface.blit(backdrop(surface.get_size(), calm=True), (0, 0))
