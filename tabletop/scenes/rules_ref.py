"""The in-app rules reference: a game's RULES.md shown as styled, scrollable text."""

from __future__ import annotations

import gc
import html
import re

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

import games
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


class RulesScene(Scene):
    """Shows the game's rules, scrollable; Back or Esc returns to the scene below."""

    opaque = True

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id

    def startup(self) -> None:
        """Builds the title, the Back button and the text box of the rules."""
        root = self.make_root()
        preload_text_fonts(self.manager, (26, *HEADINGS.values()))
        name = games.GAMES.get(self.game_id, self.game_id)
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
        self.text_box = pygame_gui.elements.UITextBox(
            markdown_to_html(self._source()),
            pygame.Rect(170, 160, 1580, 870),
            self.manager,
            container=root,
            object_id="#rules_text",
        )

    def shutdown(self) -> None:
        """Kills the page and frees it now: its laid-out text (~130 MB) sits in widget reference
        cycles, which only the full collector frees, and that runs rarely (a few visits grew 0.7 GB)."""
        super().shutdown()
        self.text_box = None
        gc.collect()

    def _source(self) -> str:
        try:
            return games.rules_text(self.game_id)
        except (OSError, KeyError):
            return MISSING

    def handle_event(self, event: pygame.event.Event) -> None:
        """Back or Esc pops the scene."""
        if clicked(event, self.back_button) or key_down(event, pygame.K_ESCAPE):
            if self.app.stack.top is self:
                self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the sea behind the page."""
        surface.blit(backdrop(surface.get_size(), calm=True), (0, 0))
